import Foundation

/// `UINavigationBar.appearance()`: the bar properties apps set for every navigation bar (a bar's
/// own setting wins), besides the tint and background colour every proxy has.
@preconcurrency @MainActor public final class UINavigationBarAppearanceProxy: UIAppearanceProxy {
    nonisolated deinit {}
    public var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    public var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    public var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    public var barTintColor: UIColor? { didSet { changed() } }
    public var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { changed() } }
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { changed() } }
    public var barStyle: UIBarStyle { get { setting() ?? .default } set { set(newValue) } }
    public var isTranslucent: Bool { get { setting() ?? true } set { set(newValue) } }
    public var prefersLargeTitles: Bool { get { setting() ?? false } set { set(newValue) } }
    public var shadowImage: UIImage? { get { setting() } set { set(newValue) } }
    public var backIndicatorImage: UIImage? { get { setting() } set { set(newValue) } }
    public var backIndicatorTransitionMaskImage: UIImage? { get { setting() } set { set(newValue) } }
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        set(backgroundImage, for: UINavigationBar.backgroundImageKey(barPosition, barMetrics))
    }
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        setting(UINavigationBar.backgroundImageKey(barPosition, barMetrics))
    }
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImage(for: .any, barMetrics: barMetrics) }
    public func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        set(adjustment, for: UINavigationBar.titleAdjustmentKey(barMetrics))
    }
    public func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        setting(UINavigationBar.titleAdjustmentKey(barMetrics)) ?? 0
    }
}

/// `UITabBar.appearance()`: the tab bar properties apps set for every tab bar.
@preconcurrency @MainActor public final class UITabBarAppearanceProxy: UIAppearanceProxy {
    nonisolated deinit {}
    public var standardAppearance: UITabBarAppearance? { didSet { changed() } }
    public var scrollEdgeAppearance: UITabBarAppearance? { didSet { changed() } }
    public var barTintColor: UIColor? { didSet { changed() } }
    public var unselectedItemTintColor: UIColor? { didSet { changed() } }
    public var barStyle: UIBarStyle { get { setting() ?? .default } set { set(newValue) } }
    public var isTranslucent: Bool { get { setting() ?? true } set { set(newValue) } }
    public var backgroundImage: UIImage? { get { setting() } set { set(newValue) } }
    public var shadowImage: UIImage? { get { setting() } set { set(newValue) } }
    public var selectionIndicatorImage: UIImage? { get { setting() } set { set(newValue) } }
    public var itemPositioning: UITabBar.ItemPositioning { get { setting() ?? .automatic } set { set(newValue) } }
}

/// `UIToolbar.appearance()`: the toolbar properties apps set for every toolbar.
@preconcurrency @MainActor public final class UIToolbarAppearanceProxy: UIAppearanceProxy {
    nonisolated deinit {}
    public var standardAppearance: UIToolbarAppearance? { didSet { changed() } }
    public var compactAppearance: UIToolbarAppearance? { didSet { changed() } }
    public var scrollEdgeAppearance: UIToolbarAppearance? { didSet { changed() } }
    public var compactScrollEdgeAppearance: UIToolbarAppearance? { didSet { changed() } }
    public var barTintColor: UIColor? { didSet { changed() } }
    public var barStyle: UIBarStyle { get { setting() ?? .default } set { set(newValue) } }
    public var isTranslucent: Bool { get { setting() ?? true } set { set(newValue) } }
    public func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        set(backgroundImage, for: UIToolbar.backgroundImageKey(topOrBottom, barMetrics))
    }
    public func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        setting(UIToolbar.backgroundImageKey(topOrBottom, barMetrics))
    }
    public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        set(shadowImage, for: UIToolbar.shadowImageKey(topOrBottom))
    }
    public func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { setting(UIToolbar.shadowImageKey(topOrBottom)) }
}

/// `UIPageControl.appearance()`: the dots' colours for every page control (a page view
/// controller's too).
@preconcurrency @MainActor public final class UIPageControlAppearanceProxy: UIAppearanceProxy {
    nonisolated deinit {}
    public var pageIndicatorTintColor: UIColor? { didSet { changed() } }
    public var currentPageIndicatorTintColor: UIColor? { didSet { changed() } }
}

extension UINavigationBar {
    /// The proxies' value for this bar, read by `value`.
    func proxied<T>(_ value: (UINavigationBarAppearanceProxy) -> T?) -> T? {
        UIAppearanceRegistry.value(for: self) { ($0 as? UINavigationBarAppearanceProxy).flatMap(value) }
    }
}

extension UITabBar {
    func proxied<T>(_ value: (UITabBarAppearanceProxy) -> T?) -> T? {
        UIAppearanceRegistry.value(for: self) { ($0 as? UITabBarAppearanceProxy).flatMap(value) }
    }
}

extension UIToolbar {
    func proxied<T>(_ value: (UIToolbarAppearanceProxy) -> T?) -> T? {
        UIAppearanceRegistry.value(for: self) { ($0 as? UIToolbarAppearanceProxy).flatMap(value) }
    }
}

extension UIPageControl {
    func proxied<T>(_ value: (UIPageControlAppearanceProxy) -> T?) -> T? {
        UIAppearanceRegistry.value(for: self) { ($0 as? UIPageControlAppearanceProxy).flatMap(value) }
    }
}

extension UIView {
    /// An appearance property's value for this view: its own (`own`, what the app set on it),
    /// else its class's proxies' (`UINavigationBar.appearance().isTranslucent`), else nil.
    func appearanceValue<T>(_ key: String, own: [String: Any]) -> T? {
        if let value = own[key] { return value as? T }
        return UIAppearanceRegistry.value(for: self) { $0.setting(key) as T? }
    }
}
