import Foundation

/// iOS 8's row action, deprecated since iOS 13 for `UIContextualAction`: a button a swiped row
/// reveals, from the delegate's `tableView(_:editActionsForRowAt:)`. Tapping it calls the
/// handler with the action and the row; the row stays open, as on iOS, until the app ends
/// editing or the table reloads.
@preconcurrency @MainActor open class UITableViewRowAction: NSObject {
    nonisolated deinit {}

    /// The look of the button: `.default` (red, and `.destructive` is the same) or `.normal` (grey).
    nonisolated public enum Style: Int, Sendable {
        case `default` = 0
        case normal = 1
        public static let destructive = Style.default
    }

    open private(set) var style: Style = .default
    open var title: String?
    /// The button's colour (red or grey by default, by the style).
    open var backgroundColor: UIColor!
    /// An effect behind the button (drawn as its colour here).
    open var backgroundEffect: UIVisualEffect?
    private var handler: (UITableViewRowAction, IndexPath) -> Void = { _, _ in }

    public convenience init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.init()
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .default ? .systemRed : .systemGray
    }

    /// The contextual action the table shows for it.
    func contextualAction(at indexPath: IndexPath) -> UIContextualAction {
        let action = UIContextualAction(style: style == .default ? .destructive : .normal, title: title) { [self] _, _, completion in
            handler(self, indexPath)
            completion(false)
        }
        action.backgroundColor = backgroundColor
        return action
    }
}
