import Foundation
import InterfaceBuilderFiles

/// The objects of a file that are not views or controllers: bar button items, navigation and
/// tab bar items, gesture recognizers and flow layouts. UIKit decodes them with
/// `init(coder:)` too; here they are made with their plain initializers and given the file's
/// values, so a custom subclass of them keeps UIKit's class.
extension IBCoder {
    /// A new object of `type` (a UIKit class of the elements above) with the file's values.
    func makeObject(of type: AnyClass) -> AnyObject? {
        switch type {
        case is UIBarButtonItem.Type:
            let item = UIBarButtonItem()
            decodeBarButtonItem(item)
            return item
        case is UITabBarItem.Type:
            let item = UITabBarItem()
            decodeTabBarItem(item)
            return item
        case is UINavigationItem.Type:
            let item = UINavigationItem()
            decodeNavigationItem(item)
            return item
        case is UIGestureRecognizer.Type:
            return makeGestureRecognizer(type)
        case is UICollectionViewFlowLayout.Type:
            return flowLayout(element)
        default:
            return nil
        }
    }

    func decodeBarItem(_ item: UIBarItem) {
        if let title = string("title") { item.title = title }
        if let image = image(attribute: "image", key: "image") { item.image = image }
        if let enabled = flag("enabled") { item.isEnabled = enabled }
        if let tag = number("tag") { item.tag = Int(tag) }
        if let a11y = value("accessibilityConfiguration") {
            item.accessibilityIdentifier = a11y["identifier"]
            if let label = a11y["label"] { item.accessibilityLabel = label }
        }
    }

    func decodeBarButtonItem(_ item: UIBarButtonItem) {
        if let system = choice("systemItem", Self.barSystemItems) { item.adoptSystemItem(system) }
        decodeBarItem(item)
        if let style = choice("style", ["plain": UIBarButtonItem.Style.plain, "done": .done]) { item.style = style }
        if let width = number("width") { item.width = width }
        if let c = color("tintColor") { item.tintColor = c }
        if let custom = element.children.first(where: { $0["key"] == "customView" }) {
            readKeys.insert("customView")
            if let view = context.make(custom) as? UIView { item.customView = view }
        }
        context.register(item, for: element)
    }

    func decodeTabBarItem(_ item: UITabBarItem) {
        if let system = choice("systemItem", Self.table(["more", "favorites", "featured", "topRated", "recents", "contacts", "history",
                                                         "bookmarks", "search", "downloads", "mostRecent", "mostViewed"],
                                                        UITabBarItem.SystemItem.init)) {
            item.title = system.title
        }
        decodeBarItem(item)
        if let image = image(attribute: "selectedImage", key: "selectedImage") { item.selectedImage = image }
        if let badge = string("badgeValue") { item.badgeValue = badge }
        context.register(item, for: element)
    }

    func decodeNavigationItem(_ item: UINavigationItem) {
        if let title = string("title") { item.title = title }
        if let back = string("backButtonTitle") { item.backButtonTitle = back }
        if let hides = flag("hidesBackButton") { item.hidesBackButton = hides }
        if let supplement = flag("leftItemsSupplementBackButton") { item.leftItemsSupplementBackButton = supplement }
        if let mode = choice("largeTitleDisplayMode", ["automatic": UINavigationItem.LargeTitleDisplayMode.automatic,
                                                       "always": .always, "never": .never]) {
            item.largeTitleDisplayMode = mode
        }
        func items(_ key: String) -> [UIBarButtonItem]? {
            let all = element.children.filter { $0["key"] == key }
            guard !all.isEmpty else { return nil }
            readKeys.insert(key)
            return all.compactMap { context.make($0) as? UIBarButtonItem }
        }
        let plural: (String) -> [UIBarButtonItem]? = { key in
            guard let list = self.element.children.first(where: { $0.name == key }) else { return nil }
            self.readKeys.insert(key)
            return list.children.compactMap { self.context.make($0) as? UIBarButtonItem }
        }
        if let left = plural("leftBarButtonItems") ?? items("leftBarButtonItem") { item.leftBarButtonItems = left }
        if let right = plural("rightBarButtonItems") ?? items("rightBarButtonItem") { item.rightBarButtonItems = right }
        if let back = items("backBarButtonItem")?.first { item.backBarButtonItem = back }
        if let titleView = element.children.first(where: { $0["key"] == "titleView" }) {
            readKeys.insert("titleView")
            item.titleView = context.make(titleView) as? UIView
        }
        context.register(item, for: element)
    }

    private func makeGestureRecognizer(_ type: AnyClass) -> UIGestureRecognizer {
        let recognizer: UIGestureRecognizer
        switch type {
        case is UITapGestureRecognizer.Type:
            let tap = UITapGestureRecognizer()
            if let n = number("numberOfTapsRequired") { tap.numberOfTapsRequired = Int(n) }
            if let n = number("numberOfTouchesRequired") { tap.numberOfTouchesRequired = Int(n) }
            recognizer = tap
        case is UILongPressGestureRecognizer.Type:
            let press = UILongPressGestureRecognizer()
            if let d = number("minimumPressDuration") { press.minimumPressDuration = Double(d) }
            recognizer = press
        case is UISwipeGestureRecognizer.Type:
            let swipe = UISwipeGestureRecognizer()
            let directions: [String: UISwipeGestureRecognizer.Direction] = ["right": .right, "left": .left, "up": .up, "down": .down]
            if let d = choice("direction", directions) { swipe.direction = d }
            recognizer = swipe
        case is UIScreenEdgePanGestureRecognizer.Type:
            let edge = UIScreenEdgePanGestureRecognizer()
            let edges: [String: UIRectEdge] = ["left": .left, "right": .right, "top": .top, "bottom": .bottom]
            if let e = choice("edges", edges) { edge.edges = e }
            recognizer = edge
        case is UIPanGestureRecognizer.Type:
            let pan = UIPanGestureRecognizer()
            if let n = number("minimumNumberOfTouches") { pan.minimumNumberOfTouches = Int(n) }
            recognizer = pan
        case is UIPinchGestureRecognizer.Type: recognizer = UIPinchGestureRecognizer()
        case is UIRotationGestureRecognizer.Type: recognizer = UIRotationGestureRecognizer()
        default: recognizer = UIGestureRecognizer()
        }
        if let cancels = flag("cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
        if let delays = flag("delaysTouchesBegan") { recognizer.delaysTouchesBegan = delays }
        if let enabled = flag("enabled") { recognizer.isEnabled = enabled }
        return recognizer
    }

    /// `<collectionViewFlowLayout scrollDirection= minimumLineSpacing= …>` with its sizes and insets.
    func flowLayout(_ e: IBElement) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        if e["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        if let spacing = e.number("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
        if let spacing = e.number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
        if let size = e.child(forKey: "itemSize").flatMap(IBValues.size) { layout.itemSize = size }
        if let size = e.child(forKey: "estimatedItemSize").flatMap(IBValues.size) { layout.estimatedItemSize = size }
        if let size = e.child(forKey: "headerReferenceSize").flatMap(IBValues.size) { layout.headerReferenceSize = size }
        if let size = e.child(forKey: "footerReferenceSize").flatMap(IBValues.size) { layout.footerReferenceSize = size }
        if let inset = e.child(forKey: "sectionInset").flatMap(IBValues.insets) { layout.sectionInset = inset }
        return layout
    }

    static let barSystemItems = table(["done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action",
                                       "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind",
                                       "fastForward", "undo", "redo"], UIBarButtonItem.SystemItem.init)
        .merging(["close": .close]) { a, _ in a }
}
