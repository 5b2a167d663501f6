import Foundation
import UIModel

/// The simulated phone, independent of how it is shown: the app (launched from its delegate),
/// the device and screen size, the animation clock, and what a frame draws. The window loop and
/// the headless runner both drive one of these.
public final class SimulatorSession {
    public let resources: ResourceLocator
    public let textSystem: SDLTextSystem
    public let images: ImageCatalog
    public private(set) var device: DevicePreset
    /// `--scale`: pixels per point instead of the preset's.
    public let scaleOverride: CGFloat?
    public private(set) var displayList = DisplayList()
    /// The app's delegate, made at launch.
    public let appDelegate: UIApplicationDelegate

    /// Animations at a tenth of their speed (Ctrl+T): the app's clock runs slow, but not the
    /// timeouts that wait on the user (`UIApplication.timeScale`).
    public var slowAnimations = false {
        didSet { UIModelRuntime.current.timeScale = slowAnimations ? 1 / Self.slowAnimationFactor : 1 }
    }
    public var showsHUD = false
    public var showsFrames = false
    /// Outlines what each frame redrew (the damage overlay, key D and `--show-damage`).
    public var showsDamage = false
    /// Whether the device's status bar, home indicator and safe areas exist (`--no-system-bars`
    /// turns them off: a bare screen).
    public let showsSystemBars: Bool
    /// The scene the app was launched into (`--scene`), for a recording's header.
    public let launchScene: String?
    private var touchCountSeen = 0
    private var lastTouchTime: CFTimeInterval = 0

    /// UIKit's Simulator slows animations down 10× (Debug ▸ Slow Animations).
    public static let slowAnimationFactor = 10.0

    private var lastHostTime: TimeInterval?
    /// The clock display links see; runs slower while slow animations are on.
    public private(set) var animationTime: CFTimeInterval = 0

    /// Launches `app` on `device` as UIKit does (see `UIApplication.simulatorLaunch`), then shows
    /// `scene` when the app has named scenes. Asset catalogs are loaded before the launch.
    public init(resources: ResourceLocator, app: AppLauncher, scene: String? = nil,
                device: DevicePreset = DevicePreset.named(DevicePreset.defaultName)!, scale: CGFloat? = nil,
                assetCatalogs: [URL] = [], systemBars: Bool = true) throws {
        if let scene, !app.sceneNames.contains(scene) {
            throw SimulatorError.usage(app.sceneNames.isEmpty
                ? "unknown scene '\(scene)': this app has no named scenes"
                : "unknown scene '\(scene)'; valid scenes: \(app.sceneNames.joined(separator: ", "))")
        }
        self.resources = resources
        showsSystemBars = systemBars
        launchScene = scene
        textSystem = try SDLTextSystem(resources: resources)
        images = try ImageCatalog(resources: resources)
        images.textSystem = textSystem
        for url in assetCatalogs { try images.addAssetCatalog(at: url) }
        self.device = device
        scaleOverride = scale
        // A new run starts from a fresh app: nothing an earlier session in this process left
        // running (windows, animations, display links, the clock, touches, warnings) reaches it.
        UIModelRuntime.current.reset()
        UIModelRuntime.current.textMetrics = textSystem
        UIModelRuntime.current.imageSource = images
        // The main queue runs on the session's clock, frame by frame.
        UIModelRuntime.current.runsMainQueue = true
        animationTime = CACurrentMediaTime()  // 0: the reset restarted the clock
        // A new session starts in light appearance, left to right, at the default text size,
        // whatever an earlier one in this process chose.
        UIModelRuntime.current.setIdiom(UIScreen.main.traitCollection.userInterfaceIdiom, style: .light)
        UIModelRuntime.current.setText(direction: .leftToRight, category: .large)
        UIModelRuntime.current.setDeviceOrientation(device.isLandscape ? .landscapeLeft : .portrait)
        UIModelRuntime.current.sceneConfigurations = app.sceneConfigurations
        UIModelRuntime.current.sceneStoryboards = app.sceneStoryboards
        UIModelRuntime.current.mainStoryboardName = app.mainStoryboard
        for url in app.appFontURLs { CTFontManagerRegisterFontsForURL(url, .process, nil) }
        appDelegate = app.makeDelegate()
        applyScreenSize(device.size)
        do {
            try UIModelRuntime.current.launch(appDelegate)
        } catch let error as UIApplication.LaunchError {
            throw SimulatorError.launch("error: cannot launch the app: \(error)")
        }
        if let scene { (appDelegate as? SimulatorScenes)?.showScene(named: scene) }
        UIModelRuntime.current.layoutWindows()
    }

    /// Quits the app (UIKit's termination callbacks); the window and the command line call this
    /// when the run ends.
    public func terminate() { UIModelRuntime.current.terminate() }

    /// The app's key window (nil while it shows none: the screen is black).
    public var window: UIWindow? { UIApplication.shared.keyWindow }

    public var scale: CGFloat { scaleOverride ?? device.scale }

    /// The pixel scale of screenshots: the screen's, reduced when the frame would be larger than
    /// `OffscreenCanvas.maxSide` pixels on a side.
    public var capturedScale: CGFloat {
        let side = max(screenSize.width, screenSize.height)
        return min(scale, CGFloat(OffscreenCanvas.maxSide) / side)
    }
    public var screenSize: CGSize { UIScreen.main.bounds.size }

    // MARK: Screen

    /// Changes the screen size in points (clamped to `UIModelRuntime.screenSideRange`); returns the size used.
    @discardableResult
    public func resize(to size: CGSize) -> CGSize { applyScreenSize(size) }

    /// How long a rotation or a preset switch animates (UIKit's rotation is about this long).
    public static let rotationDuration: TimeInterval = 0.3

    /// Applies a new screen size through UIKit's size transition: controllers hear
    /// willTransition / viewWillTransition, and the new layout animates over `duration`.
    @discardableResult
    private func applyScreenSize(_ size: CGSize, duration: TimeInterval = 0) -> CGSize {
        UIModelRuntime.current.setIdiom(device.idiom == .pad ? .pad : .phone, style: UIScreen.main.traitCollection.userInterfaceStyle)
        UIModelRuntime.current.setDeviceInsets(showsSystemBars ? device.deviceInsets : .none)
        UIModelRuntime.current.transitionScreen(to: size, scale: scale, duration: duration)
        // Windows fill their scene's screen.
        for w in UIApplication.shared.windows { w.frame = UIScreen.main.bounds }
        return UIScreen.main.bounds.size
    }

    /// Switches to a preset; the new layout animates through the size transition, as a
    /// multitasking resize does on iPad (the window takes the new size at once).
    public func setDevice(_ preset: DevicePreset) {
        device = preset
        applyScreenSize(preset.size, duration: Self.rotationDuration)
    }

    /// Rotates the device a quarter turn (either way swaps width and height), animated.
    /// Turns the device a quarter turn (portrait to landscape left and back). The interface turns
    /// with it, as in UIKit, only when the controller in charge (the key window's root, or what it
    /// presents full screen) supports the new orientation and allows autorotation.
    public func rotate() {
        let held: UIDeviceOrientation = UIDevice.current.orientation.isLandscape ? .portrait : .landscapeLeft
        UIModelRuntime.current.setDeviceOrientation(held)
        // The content turns against the device: the device's landscape left is the interface's right.
        let interface: UIInterfaceOrientation = held == .landscapeLeft ? .landscapeRight : .portrait
        guard interface.isLandscape != device.isLandscape, Self.interfaceTurns(to: interface) else { return }
        device = device.rotated()
        applyScreenSize(CGSize(width: screenSize.height, height: screenSize.width), duration: Self.rotationDuration)
    }

    /// Whether the controller in charge of the key window lets the interface turn to `orientation`.
    static func interfaceTurns(to orientation: UIInterfaceOrientation) -> Bool {
        guard var controller = UIApplication.shared.keyWindow?.rootViewController else { return true }
        while let presented = controller.presentedViewController,
              [.fullScreen, .overFullScreen].contains(presented.modalPresentationStyle) {
            controller = presented
        }
        let mask: UIInterfaceOrientationMask = switch orientation {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        case .unknown: []
        }
        return controller.shouldAutorotate && controller.supportedInterfaceOrientations.contains(mask)
    }

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
            case "escape": UIApplication.shared.firstResponder?.resignFirstResponder()
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
        case .toggleAppearance:
            let dark = UIScreen.main.traitCollection.userInterfaceStyle == .dark
            UIModelRuntime.current.setIdiom(UIScreen.main.traitCollection.userInterfaceIdiom, style: dark ? .light : .dark)
        case .toggleLayoutDirection:
            let rtl = UIScreen.main.traitCollection.layoutDirection == .rightToLeft
            UIModelRuntime.current.setText(direction: rtl ? .leftToRight : .rightToLeft, category: UIScreen.main.traitCollection.preferredContentSizeCategory)
        case .nextContentSizeCategory:
            let all = UIContentSizeCategory.allCategories
            let next = all[((all.firstIndex(of: UIScreen.main.traitCollection.preferredContentSizeCategory) ?? 0) + 1) % all.count]
            UIModelRuntime.current.setText(direction: UIScreen.main.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                                           category: next)
        case .selectDevice(let i): if DevicePreset.all.indices.contains(i) { setDevice(DevicePreset.all[i]) }
        case .deleteBackward: UIModelRuntime.current.deleteBackward()
        case .insertNewline: UIModelRuntime.current.insertText("\n")
        case .toggleHardwareKeyboard: UIModelRuntime.current.isHardwareKeyboardConnected.toggle()
        case .shake: UIModelRuntime.current.shake(timestamp: CACurrentMediaTime())
        case .screenshot, .dump, .toggleRecording, .quit: return false
        }
        return true
    }

    // MARK: Frames

    /// The animation clock's time for an input event that happened at host time `t`, between
    /// the last frame and the next: touches, and the motion they start, run on the clock the
    /// animations run on (slowed too while slow animations are on). Changes nothing.
    public func eventTime(forHostTime t: TimeInterval) -> CFTimeInterval {
        guard let last = lastHostTime else { return animationTime }
        let dt = max(t - last, 0)
        return animationTime + (slowAnimations ? dt / Self.slowAnimationFactor : dt)
    }

    /// Converts host time to the animation clock (slowed while slow animations are on).
    public func animationTime(forHostTime t: TimeInterval) -> CFTimeInterval {
        let dt = lastHostTime.map { max(t - $0, 0) } ?? 0
        lastHostTime = t
        animationTime += slowAnimations ? dt / Self.slowAnimationFactor : dt
        return animationTime
    }

    /// Runs the model side of one frame at host time `t`: display links, then layout.
    public func advance(to t: TimeInterval, frameDuration: TimeInterval) {
        let now = animationTime(forHostTime: t)
        let duration = slowAnimations ? frameDuration / Self.slowAnimationFactor : frameDuration
        UIModelRuntime.current.fireDisplayLinks(timestamp: now, duration: duration)
        UIModelRuntime.current.layoutWindows()
        // The home indicator's auto-hide counts from the last frame a touch began by (model
        // state: a replay that draws fewer frames hides it at the same moment).
        let touches = UIModelRuntime.current.touchCount
        if touches != touchCountSeen { touchCountSeen = touches; lastTouchTime = animationTime }
    }

    /// Whether the next frame changes something without new input: the app has work on the
    /// clock (`UIApplication.needsFrame`), or the home indicator is waiting to hide.
    public var needsFrame: Bool {
        if UIModelRuntime.current.needsFrame { return true }
        let insets = UIModelRuntime.current.deviceInsets
        return showsSystemBars && insets.hasHomeIndicator && UIModelRuntime.current.statusBar.isHomeIndicatorAutoHidden
            && animationTime - lastTouchTime < SystemBars.homeIndicatorHideDelay
    }

    /// Host seconds until the app's next delayed main-queue block is due, if one is scheduled
    /// (the window sleeps no longer than this).
    public var secondsUntilNextTimer: TimeInterval? {
        guard let deadline = UIModelRuntime.current.nextTimerDeadline else { return nil }
        let appSeconds = max(deadline - animationTime, 0)
        return slowAnimations ? appSeconds * Self.slowAnimationFactor : appSeconds
    }

    /// Builds this frame's display list (plus the frame overlay when it is on, and a HUD panel
    /// with `hudLines` unless there are none): the app's windows and what the device and the
    /// host draw with them (`FrameComposer`).
    @discardableResult
    public func buildDisplayList(hudLines: [String] = []) -> DisplayList {
        displayList.reset()
        let indicatorHidden = UIModelRuntime.current.statusBar.isHomeIndicatorAutoHidden
            && animationTime - lastTouchTime >= SystemBars.homeIndicatorHideDelay
        FrameComposer(screenSize: screenSize, textSystem: textSystem, showsSystemBars: showsSystemBars, showsFrames: showsFrames,
                      fingerMarkers: fingerMarkers, homeIndicatorHidden: indicatorHidden)
            .compose(into: &displayList, hudLines: hudLines)
        return displayList
    }

    /// Fingers the window shows over the screen (the two of an Option-drag pinch).
    public var fingerMarkers: [CGPoint] = []

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
        canvas!.renderer.showsDamage = showsDamage
        canvas!.renderer.draw(buildDisplayList(hudLines: showsHUD ? hudStatusLines : []), scale: scale,
                              background: transparent ? .clear : .black, fromScratch: fromScratch)
        let frame = canvas!.renderer.readPixels()
        return transparent ? frame.unpremultiplied() : frame
    }

    /// Renders `view` alone, outside any window (laid out first, at its bounds' size), offscreen
    /// at `scale` over transparent: an image a host puts beside the app's frame (a legend)
    /// without touching the app's windows.
    public func render(detached view: UIView, scale: CGFloat) throws -> RGBAImage {
        guard view.superview == nil, view.bounds.width > 0, view.bounds.height > 0, scale > 0 else {
            throw SimulatorError.usage("render(detached:) needs a view without a superview, with a size, and a scale above 0")
        }
        view.layoutIfNeeded()
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
