import Foundation

/// What a navigation bar shows for one view controller: its title (or title view), the bar
/// button items on each side, and how the back button to it is titled.
@preconcurrency @MainActor open class UINavigationItem: NSObject {
    nonisolated deinit {}
    nonisolated public enum LargeTitleDisplayMode: Int, Sendable {
        /// Large when the bar prefers large titles and the controller below shows one too (the
        /// root's follows the bar).
        case automatic
        case always
        case never
    }

    open var title: String? { didSet { changed() } }
    open var titleView: UIView? { didSet { changed() } }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The title of the back button that returns to this item's controller.
    open var backButtonTitle: String? { didSet { changed() } }
    /// The back button to this item's controller; only its title is used.
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    open var hidesBackButton = false { didSet { changed() } }
    /// Whether the left items come after the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
    /// A search controller whose search bar the navigation bar shows under its title (and large
    /// title) while this item is on top.
    open var searchController: UISearchController? { didSet { changed() } }
    /// Whether the search bar collapses into the bar as the content scrolls up from its top
    /// (true, UIKit's default), or stays.
    open var hidesSearchBarWhenScrolling = true { didSet { changed() } }
    /// The bar's looks while this item is on top, in place of the bar's own (nil: the bar's).
    open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public init(title: String) { self.title = title }

    override init() {}

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The back button's title for this item (its back item's title, its back button title, its
    /// title, or "Back").
    var backTitle: String { backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back" }

    /// Set by the navigation controller whose bar shows the item.
    var onChange: (() -> Void)?

    private func changed() { onChange?() }
}
