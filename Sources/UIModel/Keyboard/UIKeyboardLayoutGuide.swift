import Foundation

/// A view's guide to the keyboard (iOS 15): its top follows the keyboard's top while the keyboard
/// covers the view, and the safe area's bottom while it is hidden; it spans the view's width down
/// to its bottom. Pin a form's bottom to its top and the form moves with the keyboard.
@preconcurrency @MainActor open class UIKeyboardLayoutGuide: UILayoutGuide {
    nonisolated deinit {}
    /// Whether the guide follows an undocked or floating keyboard (an iPad's).
    ///
    /// Stored, no effect here: the simulator's keyboard is always docked, so the guide follows it either way.
    open var followsUndockedKeyboard = false
    /// How far above the keyboard's top a finger dragging a scroll view in `.interactive` dismiss
    /// mode starts pulling the keyboard down.
    open var keyboardDismissPadding: CGFloat = 0
    /// Whether the guide's height includes the bottom safe area while the keyboard is hidden.
    open var usesBottomSafeArea = true { didSet { owningView?.layoutFrameMoved() } }

    public override init() { super.init(kind: .keyboard, identifier: "UIViewKeyboardLayoutGuide") }
}

extension UIView {
    /// The view's keyboard guide, made on first use.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let state = layoutState(creating: true)!
        if let guide = state.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        state.keyboardGuide = guide
        addLayoutGuide(guide)
        UIModelRuntime.current.input.softwareKeyboard.track(guide)
        return guide
    }
}
