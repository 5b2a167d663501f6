import Foundation

/// A button revealed by swiping a row: its handler runs when it is tapped (or swiped fully,
/// for the first action) and calls the completion with whether it did its work.
@preconcurrency @MainActor open class UIContextualAction: NSObject {
    nonisolated deinit {}
    nonisolated public enum Style: Int, Sendable { case normal, destructive }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    open private(set) var style: Style = .normal
    open private(set) var handler: Handler = { _, _, completion in completion(false) }
    open var title: String?
    /// Drawn above the title, or alone.
    open var image: UIImage?
    /// Red for destructive actions, grey for normal ones, as in UIKit.
    open var backgroundColor: UIColor!

    /// A convenience, as UIKit's (its `+contextualActionWithStyle:title:handler:`).
    public convenience init(style: Style, title: String?, handler: @escaping Handler) {
        self.init()
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions a row reveals on one side. The first is at the outer edge and is the one a full
/// swipe performs.
@preconcurrency @MainActor open class UISwipeActionsConfiguration: NSObject {
    nonisolated deinit {}
    open private(set) var actions: [UIContextualAction] = []
    open var performsFirstActionWithFullSwipe = true

    /// A convenience, as UIKit's (its `+configurationWithActions:`).
    public convenience init(actions: [UIContextualAction]) {
        self.init()
        self.actions = actions
    }
}
