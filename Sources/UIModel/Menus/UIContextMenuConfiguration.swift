import Foundation

/// Makes a context menu's menu from the system's suggested elements (none here).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// Makes the controller a context menu previews in place of the view.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows: its menu, and a controller to preview instead of the view.
@preconcurrency @MainActor open class UIContextMenuConfiguration: NSObject {
    nonisolated deinit {}
    /// In what order a menu lists its elements when it opens upward (kept; rows are always in
    /// the menu's order here, as `.fixed`).
    nonisolated public enum ElementOrder: Int, Sendable { case automatic, priority, fixed }

    /// The configuration's identity (a counted string when none is given).
    open private(set) var identifier: NSCopying = NSString(string: "")
    private(set) var previewProvider: UIContextMenuContentPreviewProvider?
    private(set) var actionProvider: UIContextMenuActionProvider?
    /// The order of the menu's elements relative to where it opens.
    ///
    /// Stored, no effect here: menus list their elements top to bottom.
    open var preferredMenuElementOrder: ElementOrder = .automatic
    /// The number a badge on the lifted preview shows.
    ///
    /// Stored, no effect here: no badge is drawn.
    open var badgeCount = 0

    /// A convenience, as UIKit's (its `+configurationWithIdentifier:previewProvider:actionProvider:`).
    public convenience init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                            actionProvider: UIContextMenuActionProvider? = nil) {
        self.init()
        self.identifier = identifier ?? NSString(string: "context-menu-\(MenuIdentifiers.next())")
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// The animations of a context menu appearing or going: add your own alongside, and run code
/// when it is over.
@preconcurrency @MainActor public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The controller the menu previews, if its configuration made one.
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// How a tapped preview goes: it fades away (`.dismiss`), or grows into the screen (`.pop`).
nonisolated public enum UIContextMenuInteractionCommitStyle: Int, Sendable { case dismiss, pop }

/// The animations of a tapped preview being committed.
@preconcurrency @MainActor public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator handed to a context menu's delegate: what it adds runs with the menu's own
/// animation, its completions after it.
final class MenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
    nonisolated deinit {}
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) { self.previewViewController = previewViewController }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    func runAnimations() { for a in animations { a() } }
    func runCompletions() {
        let c = completions
        completions.removeAll()
        for f in c { f() }
    }
}
