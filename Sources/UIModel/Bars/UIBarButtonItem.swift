import Foundation

/// A button in a navigation bar or toolbar: a title, an image, a system item, or a custom view.
/// Tapping it sends its `primaryAction` with the item as the sender.
@preconcurrency @MainActor open class UIBarButtonItem: UIBarItem {
    nonisolated deinit {}
    nonisolated public enum Style: Int, Sendable {
        case plain
        /// UIKit's emphasised style: the title in semibold.
        case done
    }

    /// UIKit's system items (with UIKit's raw values): the ones drawn as text show UIKit's
    /// titles, the others the SF Symbol UIKit draws for them (`add` is a plus since iOS 13).
    nonisolated public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close = 24

        /// The title UIKit shows for a text item.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// The symbol a glyph item shows, and what VoiceOver says for it.
        var symbol: (name: String, label: String)? {
            switch self {
            case .add: ("plus", "Add")
            case .compose: ("square.and.pencil", "Compose")
            case .reply: ("arrowshape.turn.up.left", "Reply")
            case .action: ("square.and.arrow.up", "Share")
            case .organize: ("folder", "Organize")
            case .bookmarks: ("book", "Bookmarks")
            case .search: ("magnifyingglass", "Search")
            case .refresh: ("arrow.clockwise", "Refresh")
            case .stop: ("xmark", "Stop")
            case .camera: ("camera", "Camera")
            case .trash: ("trash", "Delete")
            case .play: ("play.fill", "Play")
            case .pause: ("pause.fill", "Pause")
            case .rewind: ("backward.fill", "Rewind")
            case .fastForward: ("forward.fill", "Fast Forward")
            case .close: ("xmark.circle.fill", "Close")
            default: nil
            }
        }
    }

    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The action a tap sends. UIKit's closure form of `target` and `action`.
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// The object a tap sends `action` to (nil: up the responder chain), held weakly as UIKit
    /// holds it; a `primaryAction` takes precedence.
    open weak var target: AnyObject?
    /// The selector a tap sends to `target`, by name through the app's dispatch table
    /// (`uimodel-port` turns `#selector` literals into a `primaryAction`; this takes the rest).
    open var action: Selector?
    /// A view shown in place of the button.
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The item's menu: a tap shows it when the item has no primary action.
    open var menu: UIMenu? { didSet { itemDidChange() } }
    /// A fixed space's width, or a button's width when positive.
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// The system item the item was made as, if any.
    private(set) var systemItem: SystemItem?
    /// The view a bar shows the item as (a popover anchored at the item points at it).
    weak var shownView: UIView?

    public override init() {
        super.init()
    }

    /// UIKit's iOS 14 initialiser. With an action, the item shows the action's title when it has
    /// one and no title is given.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.menu = menu
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    /// A system item; `.done` and `.save` are emphasised, as in UIKit.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.menu = menu
        adoptSystemItem(systemItem)
        self.primaryAction = primaryAction
    }

    /// Gives the item `systemItem`'s title or symbol, and its emphasis.
    func adoptSystemItem(_ systemItem: SystemItem) {
        self.systemItem = systemItem
        title = systemItem.title
        image = systemItem == .add ? ButtonTypeGlyph.barAdd : systemItem.symbol.flatMap { UIImage(systemName: $0.name) }
        accessibilityLabel = systemItem.symbol?.label
        style = systemItem == .done || systemItem == .save ? .done : .plain
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// UIModel's form of `init(title:style:target:action:)`, which `uimodel-port` writes.
    /// An item sending `action` to `target` by name (a selector kept as a value).
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, style: style, primaryAction: nil)
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, primaryAction: nil)
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(title: String?, style: Style, primaryAction: UIAction?) {
        self.init(title: title, image: nil, primaryAction: primaryAction)
        self.style = style
    }

    /// UIModel's form of `init(image:style:target:action:)`, which `uimodel-port` writes.
    public convenience init(image: UIImage?, style: Style, primaryAction: UIAction?) {
        self.init(title: nil, image: image, primaryAction: primaryAction)
        self.style = style
    }

    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
    var isFlexibleSpace: Bool { systemItem == .flexibleSpace }

    /// Sends the primary action (else `action` to `target`) with the item as its sender, as a
    /// tap on the item does.
    func send() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let action {
            UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
        }
    }
}
