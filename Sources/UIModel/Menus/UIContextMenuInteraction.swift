import Foundation

/// Shows a context menu for its view: a long press (0.5 s, as iOS) lifts a preview of the view
/// over a dimmed screen with the menu beside it; a tap on an item runs its action, a tap outside
/// closes the menu. A control's own interaction (a button's `menu`) shows the menu attached to
/// the control instead, without a preview.
@preconcurrency @MainActor open class UIContextMenuInteraction: NSObject, UIInteraction {
    nonisolated deinit {}
    /// How the open menu looks: with a preview (`.rich`), attached to a control (`.compact`), or
    /// none open (`.unknown`).
    nonisolated public enum Appearance: Int, Sendable { case unknown, rich, compact }

    open private(set) weak var delegate: UIContextMenuInteractionDelegate?
    public private(set) weak var view: UIView?
    let recognizer = ContextMenuPressRecognizer()
    private let recognizerDelegate = ContextMenuRecognizerDelegate()
    /// The configuration asked for when the press was held long enough, until the menu opens.
    private var pending: UIContextMenuConfiguration?
    private(set) var presentation: MenuPresentation?

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        recognizer.interaction = self
        recognizer.delegate = recognizerDelegate
        recognizer.addTarget { [weak self] r in if r.state == .began { self?.presentMenu() } }
    }

    open var menuAppearance: Appearance {
        guard let presentation, !presentation.isDismissing else { return .unknown }
        return presentation.isAttached ? .compact : .rich
    }

    open func willMove(to view: UIView?) { self.view?.removeGestureRecognizer(recognizer) }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(recognizer)
    }

    /// Where the press that opened the menu is, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let window = self.view?.window else { return .zero }
        return window.convert(recognizer.pressLocation, to: view)
    }

    /// Replaces the open menu with what `block` makes of it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation, let menu = presentation.menu else { return }
        presentation.replaceMenu(block(menu))
    }

    open func dismissMenu() { presentation?.dismiss(animated: true) }

    /// Whether the interaction is a control's own, showing the control's menu attached to it.
    var isAttached: Bool { (view as? UIControl)?.contextMenuInteraction === self }

    /// Asks the delegate for the press's configuration; false when it has none.
    func prepare() -> Bool {
        guard let delegate, let view, presentation == nil else { return false }
        pending = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location(in: view))
        return pending != nil
    }

    /// Opens the menu: a control's at `point` (window coordinates) on touch down, else the one
    /// the long press asked for.
    func presentMenu(at point: CGPoint? = nil) {
        if let point { recognizer.pressLocation = point; guard prepare() else { return } }
        guard let delegate, let view, let window = view.window, let configuration = pending else { return }
        pending = nil
        UIModelRuntime.current.openMenu?.dismiss(animated: false)
        let previewController = configuration.previewProvider?()
        let menu = configuration.actionProvider?([])
        let animator = MenuAnimator(previewViewController: previewController)
        let presentation = MenuPresentation(menu: menu, window: window, sender: view)
        presentation.onEnd = { [weak self, weak delegate] animator in
            guard let self, let delegate else { return nil }
            let target = delegate.contextMenuInteraction(self, configuration: configuration,
                                                         dismissalPreviewForItemWithIdentifier: configuration.identifier)
                ?? delegate.contextMenuInteraction(self, previewForDismissingMenuWithConfiguration: configuration)
            delegate.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
            return target
        }
        if isAttached, let control = view as? UIControl {
            presentation.onChoose = { [weak control] in control?.menuDidChoose($0) }
        }
        presentation.onClosed = { [weak self] in if self?.presentation === presentation { self?.presentation = nil } }
        self.presentation = presentation
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        if isAttached {
            let control = view as? UIControl
            let anchor = control.map { $0.menuAttachmentPoint(for: configuration) }
            presentation.presentAttached(to: view.convert(view.bounds, to: window),
                                         attachmentPoint: anchor.map { view.convert($0, to: window) }, animator: animator)
        } else {
            let preview = delegate.contextMenuInteraction(self, configuration: configuration,
                                                          highlightPreviewForItemWithIdentifier: configuration.identifier)
                ?? delegate.contextMenuInteraction(self, previewForHighlightingMenuWithConfiguration: configuration)
                ?? UITargetedPreview(view: view)
            presentation.onPreviewTap = { [weak self, weak delegate] in
                guard let self, let delegate else { return }
                let commit = MenuAnimator(previewViewController: previewController)
                delegate.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: commit)
                self.presentation?.dismiss(animated: true, committing: commit)
            }
            presentation.presentContext(preview: preview, previewController: previewController, animator: animator)
        }
    }
}

/// The long press that opens a context menu; it remembers where it began.
final class ContextMenuPressRecognizer: UILongPressGestureRecognizer {
    nonisolated deinit {}
    weak var interaction: UIContextMenuInteraction?
    /// Where the press began (window coordinates).
    var pressLocation: CGPoint = .zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let t = touches.first, state == .possible { pressLocation = t.location(in: nil) }
        super.touchesBegan(touches, with: event)
    }
}

/// Lets a context menu's press begin only when the delegate has a menu for where it is.
final class ContextMenuRecognizerDelegate: NSObject, UIGestureRecognizerDelegate {
    nonisolated deinit {}
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        (gestureRecognizer as? ContextMenuPressRecognizer)?.interaction?.prepare() ?? false
    }
}
