import Foundation

/// A tab in a tab bar: a title and an image (a second image while selected), and a badge.
@preconcurrency @MainActor open class UITabBarItem: UIBarItem {
    nonisolated deinit {}
    /// UIKit's system tab items, shown with UIKit's titles. UIModel ships no symbol images, so
    /// they show their title alone unless given an image.
    nonisolated public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The image while the tab is selected (nil: `image`).
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// Text in a badge at the image's top right (nil: no badge; "" a dot-sized badge).
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's colour (nil: `systemRed`).
    open var badgeColor: UIColor? { didSet { itemDidChange() } }

    public override init() { super.init() }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        title = systemItem.title
        self.tag = tag
    }
}
