import Foundation
import UIModel
import SimulatorRendering

/// The simulated device as the host holds it: which preset, its screen in points and pixels,
/// its system bars, rotation, and the settings a person changes on a phone (appearance,
/// language direction, text size). Each change goes to the app as UIKit delivers it: a size
/// transition, new traits.
public final class DeviceControl {
    public private(set) var device: DevicePreset
    /// `--scale`: pixels per point instead of the preset's.
    public let scaleOverride: CGFloat?
    /// Whether the device's status bar, home indicator and safe areas exist (`--no-system-bars`
    /// turns them off: a bare screen).
    public let showsSystemBars: Bool

    /// How long a rotation or a preset switch animates (UIKit's rotation is about this long).
    public static let rotationDuration: TimeInterval = 0.3

    init(device: DevicePreset, scale: CGFloat?, systemBars: Bool) {
        self.device = device
        scaleOverride = scale
        showsSystemBars = systemBars
    }

    public var scale: CGFloat { scaleOverride ?? device.scale }
    public var screenSize: CGSize { UIScreen.main.bounds.size }

    /// The pixel scale of screenshots: the screen's, reduced when the frame would be larger than
    /// `OffscreenCanvas.maxSide` pixels on a side.
    public var capturedScale: CGFloat {
        let side = max(screenSize.width, screenSize.height)
        return min(scale, CGFloat(OffscreenCanvas.maxSide) / side)
    }

    /// Starts the device in its preset's orientation (before the launch).
    func startUp() {
        UIModelRuntime.current.setDeviceOrientation(device.isLandscape ? .landscapeLeft : .portrait)
    }

    /// Changes the screen size in points (clamped to `UIModelRuntime.screenSideRange`); returns the size used.
    @discardableResult
    public func resize(to size: CGSize) -> CGSize { applyScreenSize(size) }

    /// Applies a new screen size through UIKit's size transition: controllers hear
    /// willTransition / viewWillTransition, and the new layout animates over `duration`.
    @discardableResult
    func applyScreenSize(_ size: CGSize, duration: TimeInterval = 0) -> CGSize {
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

    // MARK: Settings

    /// Light appearance, left to right, the default text size: how every session starts,
    /// whatever an earlier one in this process chose.
    func resetSettings() {
        UIModelRuntime.current.setIdiom(UIScreen.main.traitCollection.userInterfaceIdiom, style: .light)
        UIModelRuntime.current.setText(direction: .leftToRight, category: .large)
    }

    /// Dark appearance to light and back (Settings ▸ Display).
    public func toggleAppearance() {
        let dark = UIScreen.main.traitCollection.userInterfaceStyle == .dark
        UIModelRuntime.current.setIdiom(UIScreen.main.traitCollection.userInterfaceIdiom, style: dark ? .light : .dark)
    }

    /// Left to right to right to left and back (a right-to-left language).
    public func toggleLayoutDirection() {
        let rtl = UIScreen.main.traitCollection.layoutDirection == .rightToLeft
        UIModelRuntime.current.setText(direction: rtl ? .leftToRight : .rightToLeft, category: UIScreen.main.traitCollection.preferredContentSizeCategory)
    }

    /// The next text size (Dynamic Type), after the largest the smallest.
    public func nextContentSizeCategory() {
        let all = UIContentSizeCategory.allCategories
        let next = all[((all.firstIndex(of: UIScreen.main.traitCollection.preferredContentSizeCategory) ?? 0) + 1) % all.count]
        UIModelRuntime.current.setText(direction: UIScreen.main.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                                       category: next)
    }
}
