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
}

/// `UITabBar.appearance()`: the tab bar properties apps set for every tab bar.
@preconcurrency @MainActor public final class UITabBarAppearanceProxy: UIAppearanceProxy {
    nonisolated deinit {}
    public var standardAppearance: UITabBarAppearance? { didSet { changed() } }
    public var scrollEdgeAppearance: UITabBarAppearance? { didSet { changed() } }
    public var barTintColor: UIColor? { didSet { changed() } }
    public var unselectedItemTintColor: UIColor? { didSet { changed() } }
}

/// `UIToolbar.appearance()`: the toolbar properties apps set for every toolbar.
@preconcurrency @MainActor public final class UIToolbarAppearanceProxy: UIAppearanceProxy {
    nonisolated deinit {}
    public var standardAppearance: UIToolbarAppearance? { didSet { changed() } }
    public var compactAppearance: UIToolbarAppearance? { didSet { changed() } }
    public var scrollEdgeAppearance: UIToolbarAppearance? { didSet { changed() } }
    public var barTintColor: UIColor? { didSet { changed() } }
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
