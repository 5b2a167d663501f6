import Foundation

/// The device screen: its size in points and its pixel scale. The simulator sets both from the
/// chosen device preset, the window size and `--scale`.
@preconcurrency @MainActor open class UIScreen: UITraitEnvironment {
    nonisolated deinit {}
    /// The screen: the current runtime's (`UIModelRuntime`).
    public class var main: UIScreen { UIModelRuntime.current.screen }

    open private(set) var bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    open private(set) var scale: CGFloat = 3

    open var nativeScale: CGFloat { scale }

    /// The screen's coordinate space: its bounds, in which its windows sit at their frames
    /// (UIKit's, which turns with the interface).
    open var coordinateSpace: any UICoordinateSpace { screenSpace }
    private lazy var screenSpace = ScreenCoordinateSpace(screen: self)
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Smallest and largest screen side the simulator lays out, in points: a 1×1 or 8000×8000
    /// window is clamped to this, so layout always has a sane size.
    static let sideRange: ClosedRange<CGFloat> = 64...4096

    /// The kind of device the screen belongs to (the simulator sets it from the preset).
    private(set) var idiom: UIUserInterfaceIdiom = .phone
    private(set) var userInterfaceStyle: UIUserInterfaceStyle = .light
    /// The language direction (the simulator's RTL switch).
    private(set) var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    /// The user's text size (the simulator's Dynamic Type switch).
    private(set) var preferredContentSizeCategory: UIContentSizeCategory = .large
    /// What of the screen the device's hardware and system bars cover (the simulator sets it
    /// from the preset and orientation).
    private(set) var deviceInsets = DeviceInsets.none

    /// Size classes by `UITraitCollection.sizeClasses(for:idiom:)`, the scale, idiom and style.
    public private(set) var traitCollection = UITraitCollection()

    /// A screen of its own: the app's is `UIScreen.main`.
    init() { traitCollection = traits(for: bounds.size, scale: scale) }

    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Sets the device kind and appearance (the simulator calls this).
    func simulatorSetIdiom(_ idiom: UIUserInterfaceIdiom, style: UIUserInterfaceStyle) {
        self.idiom = idiom
        userInterfaceStyle = style
        updateTraits()
    }

    /// Sets the language direction and text size (the simulator's RTL and Dynamic Type switches).
    func simulatorSetText(direction: UIUserInterfaceLayoutDirection, category: UIContentSizeCategory) {
        layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        preferredContentSizeCategory = category == .unspecified ? .large : category
        updateTraits()
    }

    /// Sets what the device's sensor housing, status bar and home indicator cover.
    func simulatorSetDeviceInsets(_ insets: DeviceInsets) {
        guard insets != deviceInsets else { return }
        deviceInsets = insets
        // Whether the device shows a status bar at all may have changed with them.
        UIModelRuntime.current.windowSystem.statusBarNeedsUpdate = true
        UIModelRuntime.current.windowSystem.safeAreasChanged()
    }

    /// The screen's traits at `size` and `scale`.
    func traits(for size: CGSize, scale: CGFloat) -> UITraitCollection {
        let classes = UITraitCollection.sizeClasses(for: size, idiom: idiom)
        return UITraitCollection(horizontal: classes.horizontal, vertical: classes.vertical, scale: scale, idiom: idiom,
                                 style: userInterfaceStyle, direction: layoutDirection, category: preferredContentSizeCategory, level: .base)
    }

    private func updateTraits() {
        let t = traits(for: bounds.size, scale: scale)
        if t != traitCollection {
            traitCollection = t
            UIModelRuntime.current.windowSystem.setNeedsTraitUpdate()
        }
    }

    /// Sets the screen size and scale (the simulator calls this; apps only read them). Sizes are
    /// clamped to `sideRange`; the new size is returned.
    @discardableResult
    func simulatorSetSize(_ size: CGSize, scale: CGFloat) -> CGSize {
        func clamp(_ v: CGFloat) -> CGFloat {
            v.isFinite ? min(max(v, Self.sideRange.lowerBound), Self.sideRange.upperBound) : Self.sideRange.lowerBound
        }
        bounds = CGRect(x: 0, y: 0, width: clamp(size.width), height: clamp(size.height))
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        updateTraits()
        return bounds.size
    }
}
