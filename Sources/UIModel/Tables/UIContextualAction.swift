import Foundation

/// A button revealed by swiping a row: its handler runs when it is tapped (or swiped fully,
/// for the first action) and calls the completion with whether it did its work.
@preconcurrency @MainActor open class UIContextualAction: NSObject {
    nonisolated deinit {}
    nonisolated public enum Style: Int, Sendable { case normal, destructive }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    /// Drawn above the title, or alone.
    open var image: UIImage?
    /// Red for destructive actions, grey for normal ones, as in UIKit.
    open var backgroundColor: UIColor!

    public init(style: Style, title: String?, handler: @escaping Handler) {
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
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) { self.actions = actions }
}
