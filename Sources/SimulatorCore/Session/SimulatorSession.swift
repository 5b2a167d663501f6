import Foundation
import UIModel
import SimulatorRendering

/// The simulated phone, independent of how it is shown: the app (launched from its delegate),
/// the device (`DeviceControl`), its frames (`FramePipeline`) and what a frame draws with the
/// app (`FrameComposer`), and the inspector's dump (`SessionInspector`). The window loop and the
/// headless runner both drive one of these.
public final class SimulatorSession {
    public let resources: ResourceLocator
    public let textSystem: SDLTextSystem
    public let images: ImageCatalog
    /// The app's delegate, made at launch.
    public let appDelegate: UIApplicationDelegate
    /// The device: its preset, screen, rotation and settings.
    public let deviceControl: DeviceControl
    /// Where the session's frames happen, in UIKit's order.
    public private(set) var frames: FramePipeline!

    /// Animations at a tenth of their speed (Ctrl+T): the app's clock runs slow, but not the
    /// timeouts that wait on the user (`UIApplication.timeScale`).
    public var slowAnimations = false {
        didSet { UIModelRuntime.current.timeScale = slowAnimations ? 1 / Self.slowAnimationFactor : 1 }
    }
    public var showsHUD = false
    public var showsFrames = false
    /// Outlines what each frame redrew (the damage overlay, key D and `--show-damage`).
    public var showsDamage = false
    /// The scene the app was launched into (`--scene`), for a recording's header.
    public let launchScene: String?
    /// Fingers the window shows over the screen (the two of an Option-drag pinch).
    public var fingerMarkers: [CGPoint] = []

    /// UIKit's Simulator slows animations down 10× (Debug ▸ Slow Animations).
    public static let slowAnimationFactor = 10.0

    /// Launches `app` on `device` as UIKit does (see `UIApplication.simulatorLaunch`), then shows
    /// `scene` when the app has named scenes. Asset catalogs are loaded, and `audioOutput` (the
    /// window's speaker; none headless) installed, before the launch.
    public init(resources: ResourceLocator, app: AppLauncher, scene: String? = nil,
                device: DevicePreset = DevicePreset.named(DevicePreset.defaultName)!, scale: CGFloat? = nil,
                assetCatalogs: [URL] = [], systemBars: Bool = true, audioOutput: AudioOutput? = nil) throws {
        if let scene, !app.sceneNames.contains(scene) {
            throw SimulatorError.usage(app.sceneNames.isEmpty
                ? "unknown scene '\(scene)': this app has no named scenes"
                : "unknown scene '\(scene)'; valid scenes: \(app.sceneNames.joined(separator: ", "))")
        }
        self.resources = resources
        launchScene = scene
        textSystem = try SDLTextSystem(resources: resources)
        images = try ImageCatalog(resources: resources)
        images.textSystem = textSystem
        for url in assetCatalogs { try images.addAssetCatalog(at: url) }
        deviceControl = DeviceControl(device: device, scale: scale, systemBars: systemBars)
        // A new run starts from a fresh app: nothing an earlier session in this process left
        // running (windows, animations, display links, the clock, touches, warnings) reaches it.
        UIModelRuntime.current.reset()
        // The speaker is there before the app launches: a sound it plays at once is heard.
        UIModelRuntime.current.audioOutput = audioOutput
        UIModelRuntime.current.textMetrics = textSystem
        UIModelRuntime.current.imageSource = images
        // The main queue runs on the session's clock, frame by frame.
        UIModelRuntime.current.runsMainQueue = true
        deviceControl.resetSettings()
        deviceControl.startUp()
        UIModelRuntime.current.sceneConfigurations = app.sceneConfigurations
        UIModelRuntime.current.sceneStoryboards = app.sceneStoryboards
        UIModelRuntime.current.mainStoryboardName = app.mainStoryboard
        for url in app.appFontURLs { CTFontManagerRegisterFontsForURL(url, .process, nil) }
        appDelegate = app.makeDelegate()
        frames = FramePipeline(session: self)
        deviceControl.applyScreenSize(device.size)
        do {
            try PhaseTimes.measure(.launch) { try UIModelRuntime.current.launch(appDelegate) }
        } catch let error as UIApplication.LaunchError {
            throw SimulatorError.launch("error: cannot launch the app: \(error)")
        }
        if let scene { (appDelegate as? SimulatorScenes)?.showScene(named: scene) }
        frames.settle()
    }

    /// Quits the app (UIKit's termination callbacks); the window and the command line call this
    /// when the run ends.
    public func terminate() { UIModelRuntime.current.terminate() }

    /// The app's key window (nil while it shows none: the screen is black).
    public var window: UIWindow? { UIApplication.shared.keyWindow }

    // MARK: The device (`DeviceControl`)

    public var device: DevicePreset { deviceControl.device }
    /// `--scale`: pixels per point instead of the preset's.
    public var scaleOverride: CGFloat? { deviceControl.scaleOverride }
    /// Whether the device's status bar, home indicator and safe areas exist.
    public var showsSystemBars: Bool { deviceControl.showsSystemBars }
    /// Whether frames draw the status bar and home indicator the device has (a snapshot of the
    /// app's window alone leaves them out; its safe areas stay).
    public var drawsSystemBars = true
    public var scale: CGFloat { deviceControl.scale }
    /// The pixel scale of screenshots (see `DeviceControl.capturedScale`).
    public var capturedScale: CGFloat { deviceControl.capturedScale }
    public var screenSize: CGSize { deviceControl.screenSize }
    /// How long a rotation or a preset switch animates.
    public static var rotationDuration: TimeInterval { DeviceControl.rotationDuration }
    /// Changes the screen size in points (clamped to `UIModelRuntime.screenSideRange`); returns the size used.
    @discardableResult
    public func resize(to size: CGSize) -> CGSize { deviceControl.resize(to: size) }
    /// Switches to a preset, animated through the size transition.
    public func setDevice(_ preset: DevicePreset) { deviceControl.setDevice(preset) }
    /// Turns the device a quarter turn (see `DeviceControl.rotate`).
    public func rotate() { deviceControl.rotate() }

    // MARK: Keys

    /// Sends a key (a script name: "1", "h", "ctrl+t"), pressed at `hostTime`, to the app's
    /// responders (`pressesBegan`); true when one of them handled it, false when it reached the
    /// application or has no UIKey.
    private func sendKey(_ name: String, hostTime: TimeInterval) -> Bool {
        guard let key = KeyCommand.uiKey(named: name) else { return false }
        return UIModelRuntime.current.sendKey(key, timestamp: eventTime(forHostTime: hostTime))
    }

    /// A key pressed at `hostTime`, as the window and scripts handle it: while a text field edits,
    /// Backspace and Return edit, Escape ends editing, the arrows (with Shift: selecting), Home
    /// and End move the caret, Ctrl+A/C/X/V select all, copy, cut and paste, and other keys do
    /// nothing (their characters arrive as text); otherwise the app's responders see it first.
    /// Returns the simulator's command for the key when it reached the application, for the host
    /// to run.
    public func pressKey(_ name: String, hostTime: TimeInterval) -> KeyCommand? {
        if UIModelRuntime.current.isTextInputActive, let key = TextEditingKey(rawValue: name.lowercased()),
           UIModelRuntime.current.performTextEditingKey(key) {
            return nil
        }
        if UIModelRuntime.current.isTextInputActive, !name.hasPrefix("ctrl+") {
            switch name {
            case "backspace": UIModelRuntime.current.deleteBackward()
            case "return": UIModelRuntime.current.insertText("\n")
            case "escape": UIModelRuntime.current.firstResponder?.resignFirstResponder()
            default: break
            }
            return nil
        }
        return sendKey(name, hostTime: hostTime) ? nil : KeyCommand(name: name)
    }

    /// Applies a key command that concerns the simulated device; returns false for the ones the
    /// host handles (screenshot, dump, recording, quit).
    @discardableResult
    public func apply(_ key: KeyCommand) -> Bool {
        switch key {
        case .rotateLeft, .rotateRight: rotate()
        case .toggleSlowAnimations: slowAnimations.toggle()
        case .toggleHUD: showsHUD.toggle()
        case .toggleFrames: showsFrames.toggle()
        case .toggleDamage: showsDamage.toggle()
        case .toggleAppearance: deviceControl.toggleAppearance()
        case .toggleLayoutDirection: deviceControl.toggleLayoutDirection()
        case .nextContentSizeCategory: deviceControl.nextContentSizeCategory()
        case .selectDevice(let i): if DevicePreset.all.indices.contains(i) { setDevice(DevicePreset.all[i]) }
        case .deleteBackward: UIModelRuntime.current.deleteBackward()
        case .insertNewline: UIModelRuntime.current.insertText("\n")
        case .toggleHardwareKeyboard: UIModelRuntime.current.isHardwareKeyboardConnected.toggle()
        case .shake: UIModelRuntime.current.shake(timestamp: CACurrentMediaTime())
        case .nextLocation: UIModelRuntime.current.simulatedLocation.nextPreset()
        case .screenshot, .dump, .toggleRecording, .quit: return false
        }
        return true
    }

    // MARK: Frames (`FramePipeline`)

    /// The clock display links see; runs slower while slow animations are on.
    public var animationTime: CFTimeInterval { frames.animationTime }

    /// The animation clock's time for an input event at host time `t` (see `FramePipeline`).
    public func eventTime(forHostTime t: TimeInterval) -> CFTimeInterval { frames.eventTime(forHostTime: t) }

    /// Runs the model side of one frame at host time `t`: the clock, traits, layout.
    public func advance(to t: TimeInterval, frameDuration: TimeInterval) { frames.update(to: t, duration: frameDuration) }

    /// Whether the next frame changes something without new input: the app has work on the
    /// clock (`UIApplication.needsFrame`), or the home indicator is waiting to hide.
    public var needsFrame: Bool {
        if UIModelRuntime.current.needsFrame { return true }
        let insets = UIModelRuntime.current.deviceInsets
        return showsSystemBars && insets.hasHomeIndicator && UIModelRuntime.current.statusBar.isHomeIndicatorAutoHidden
            && animationTime - frames.lastTouchTime < SystemBars.homeIndicatorHideDelay
    }

    /// Host seconds until the app's next delayed main-queue block is due, if one is scheduled
    /// (the window sleeps no longer than this).
    public var secondsUntilNextTimer: TimeInterval? {
        guard let deadline = UIModelRuntime.current.nextTimerDeadline else { return nil }
        let appSeconds = max(deadline - animationTime, 0)
        return slowAnimations ? appSeconds * Self.slowAnimationFactor : appSeconds
    }

    /// This frame's display list (see `FramePipeline.composeDisplayList`).
    public var displayList: DisplayList { frames.displayList }

    /// Builds this frame's display list (plus the frame overlay when it is on, and a HUD panel
    /// with `hudLines` unless there are none), after the display phase.
    @discardableResult
    public func buildDisplayList(hudLines: [String] = []) -> DisplayList {
        UIModelRuntime.current.displayWindows()
        return frames.composeDisplayList(hudLines: hudLines)
    }

    /// Renders the current frame offscreen at `capturedScale` (screenshots), reusing `canvas`
    /// while its size still fits. On black, or `transparent`: drawn over transparent black,
    /// where SDL's blending leaves colours premultiplied by their coverage, which the frame then
    /// divides out. A canvas kept from the last frame redraws only what changed (all of it,
    /// `fromScratch`); the bytes are the same.
    public func renderFrame(reusing canvas: inout OffscreenCanvas?, transparent: Bool = false, fromScratch: Bool = false) throws -> RGBAImage {
        let scale = capturedScale
        let w = Int((screenSize.width * scale).rounded()), h = Int((screenSize.height * scale).rounded())
        if canvas == nil || canvas!.width != w || canvas!.height != h {
            canvas = nil
            canvas = try OffscreenCanvas(width: w, height: h, textSystem: textSystem, images: images)
        }
        // The HUD's status lines only, in every host: a capture does not depend on where it ran.
        frames.paint(into: canvas!.renderer, scale: scale, background: transparent ? .clear : .black, fromScratch: fromScratch,
                     hudLines: showsHUD ? hudStatusLines : [])
        return PhaseTimes.measure(.read) {
            let frame = canvas!.renderer.readPixels()
            return transparent ? frame.unpremultiplied() : frame
        }
    }

    /// Renders `view` alone, outside any window (laid out first, at its bounds' size), offscreen
    /// at `scale` over transparent: an image a host puts beside the app's frame (a legend)
    /// without touching the app's windows.
    public func render(detached view: UIView, scale: CGFloat) throws -> RGBAImage {
        guard view.superview == nil, view.bounds.width > 0, view.bounds.height > 0, scale > 0 else {
            throw SimulatorError.usage("render(detached:) needs a view without a superview, with a size, and a scale above 0")
        }
        view.layoutIfNeeded()
        UIModelRuntime.current.display(view)
        var list = DisplayList()
        list.append(view: view)
        let canvas = try OffscreenCanvas(width: Int((view.bounds.width * scale).rounded()),
                                         height: Int((view.bounds.height * scale).rounded()), textSystem: textSystem, images: images)
        canvas.renderer.draw(list, scale: scale, background: .clear)
        return canvas.renderer.readPixels().unpremultiplied()
    }

    /// The HUD lines every host shows: screen size and scale, device, slow animations.
    public var hudStatusLines: [String] {
        let s = screenSize
        let t = UIScreen.main.traitCollection
        func letter(_ c: UIUserInterfaceSizeClass) -> String { c == .regular ? "R" : c == .compact ? "C" : "?" }
        var lines = ["\(Int(s.width))×\(Int(s.height)) pt @\(JSONValue.format(Double(scale)))x  \(device.fullName)  w\(letter(t.horizontalSizeClass)) h\(letter(t.verticalSizeClass))"]
        if slowAnimations { lines.append("slow animations (10×)") }
        if t.userInterfaceStyle == .dark { lines.append("dark appearance") }
        if t.layoutDirection == .rightToLeft { lines.append("right to left") }
        if t.preferredContentSizeCategory != .large { lines.append("text size \(t.preferredContentSizeCategory.shortName)") }
        return lines
    }

    // MARK: Inspection

    /// The view in the key window with this accessibilityIdentifier.
    public func view(withIdentifier id: String) -> UIView? {
        for w in UIApplication.shared.windows.reversed() {
            if let v = w.view(withAccessibilityIdentifier: id) { return v }
        }
        return nil
    }

    /// The state a script's "dump" writes: time, screen, traits, controllers, views and the
    /// accessibility elements in VoiceOver's order (`SessionInspector`).
    public func dump(time: TimeInterval) -> JSONValue { SessionInspector(session: self).dump(time: time) }
}
