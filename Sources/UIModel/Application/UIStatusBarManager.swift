import Foundation

nonisolated public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light appearance, light content in dark appearance.
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

nonisolated public enum UIStatusBarAnimation: Int, Sendable { case none, fade, slide }

/// What of the screen a device's hardware and system bars cover, in points, in one orientation.
/// The simulator sets it from the device preset (`DevicePreset.deviceInsets`).
nonisolated public struct DeviceInsets: Equatable, Sendable {
    /// What the hardware covers whatever the status bar does: the sensor housing, the rounded
    /// corners, the home indicator.
    public var hardware: UIEdgeInsets
    /// The status bar's height (0 where the device shows none in this orientation).
    public var statusBarHeight: CGFloat
    /// The safe area's top while the status bar shows (it can be more than the bar: 59 pt under
    /// the 54 pt bar of a Dynamic Island iPhone).
    public var statusBarInset: CGFloat
    /// Whether the device draws a home indicator.
    public var hasHomeIndicator: Bool

    public init(hardware: UIEdgeInsets, statusBarHeight: CGFloat, statusBarInset: CGFloat, hasHomeIndicator: Bool) {
        self.hardware = hardware; self.statusBarHeight = statusBarHeight
        self.statusBarInset = statusBarInset; self.hasHomeIndicator = hasHomeIndicator
    }

    /// No hardware, no status bar (a bare screen).
    public static let none = DeviceInsets(hardware: .zero, statusBarHeight: 0, statusBarInset: 0, hasHomeIndicator: false)

    /// The screen's safe-area insets: a hidden status bar gives back only what the hardware
    /// does not cover (on iPhone SE and iPads, its whole height; under a sensor housing, nothing).
    public func safeAreaInsets(statusBarHidden: Bool) -> UIEdgeInsets {
        var i = hardware
        if !statusBarHidden && statusBarHeight > 0 { i.top = max(i.top, statusBarInset) }
        return i
    }
}

/// The status bar of a window scene, as the app's controllers want it (UIKit's
/// `UIStatusBarManager`). It reads their preferences when one of them asks
/// (`setNeedsStatusBarAppearanceUpdate`) and when controllers appear or disappear.
@preconcurrency @MainActor open class UIStatusBarManager: NSObject {
    nonisolated deinit {}
    open private(set) var isStatusBarHidden = false
    open private(set) var statusBarStyle: UIStatusBarStyle = .default
    /// Whether the home indicator may hide (the simulator fades it out a while after the last touch).
    public private(set) var isHomeIndicatorAutoHidden = false

    override init() {}

    /// The bar's frame in screen coordinates (zero while hidden).
    open var statusBarFrame: CGRect {
        let screen = UIScreen.main
        guard !isStatusBarHidden, screen.deviceInsets.statusBarHeight > 0 else { return .zero }
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.deviceInsets.statusBarHeight)
    }

    /// Reads the deciding controllers' preferences under `root`; true when whether the bar
    /// shows changed (the safe areas may change with it).
    func update(root: UIViewController?) -> Bool {
        let wasHidden = isStatusBarHidden
        let noBar = UIScreen.main.deviceInsets.statusBarHeight == 0
        if let root {
            isStatusBarHidden = noBar || Self.deciding(root, \.childForStatusBarHidden).prefersStatusBarHidden
            statusBarStyle = Self.deciding(root, \.childForStatusBarStyle).preferredStatusBarStyle
            // Over the black behind a pushed-back screen, the bar's text is light, as on iOS.
            if Self.sheetPushesBack(under: root) { statusBarStyle = .lightContent }
            isHomeIndicatorAutoHidden = Self.deciding(root, \.childForHomeIndicatorAutoHidden).prefersHomeIndicatorAutoHidden
        } else {
            isStatusBarHidden = noBar
            statusBarStyle = .default
            isHomeIndicatorAutoHidden = false
        }
        return wasHidden != isStatusBarHidden
    }

    /// Whether a sheet in `root`'s presentation chain has pushed the screen behind it back.
    static func sheetPushesBack(under root: UIViewController) -> Bool {
        var vc = root.presentedViewController
        while let p = vc {
            if p.presentationController?.pushedBack != nil { return true }
            vc = p.presentedViewController
        }
        return false
    }

    /// UIKit's rule: the topmost controller presented full screen (or one that captures the
    /// status bar), then down through the children each names.
    static func deciding(_ root: UIViewController, _ child: KeyPath<UIViewController, UIViewController?>) -> UIViewController {
        var vc = root
        while true {
            if let p = vc.presentedViewController, !p.isBeingDismissed,
               [.fullScreen, .overFullScreen].contains(p.presentationController?.adaptedStyle ?? p.modalPresentationStyle)
                || p.modalPresentationCapturesStatusBarAppearance {
                vc = p
            } else if let c = vc[keyPath: child], c !== vc {
                vc = c
            } else {
                return vc
            }
        }
    }
}
