import Foundation

/// An object that can receive touches; unhandled events travel along `next`.
@preconcurrency @MainActor open class UIResponder: NSObject {
    public override init() { super.init() }

    nonisolated deinit {}

    open var next: UIResponder? { nil }

    /// Told of a change of a key this object observes (`addObserver(_:forKeyPath:options:context:)`
    /// on a player, an item or a web view): `NSObject`'s method on Apple platforms, here the
    /// responder's, which an app's view controller overrides as on iOS. Does nothing by default.
    nonisolated open func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                       change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}

    /// Called on objects loaded from a nib or storyboard once all are loaded. The simulator
    /// loads neither, so UIKit never calls it here; a subclass may still override it and call it.
    open func awakeFromNib() {}

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// Key presses (a hardware keyboard): unhandled ones travel along `next`, as touches do.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    /// A shake began, ended or was cancelled: each passes up the responder chain unless a
    /// responder overrides it (the first responder hears it first; see `UIApplication`).
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    /// A view shown in place of the software keyboard while this responder is first (a picker).
    open var inputView: UIView? { nil }
    /// A view on top of the keyboard while this responder is first (a bar of buttons); both
    /// count in the keyboard's frame.
    open var inputAccessoryView: UIView? { nil }
    /// Shows this responder's input views again (after they changed) while it is first.
    open func reloadInputViews() {
        if isFirstResponder { UIModelRuntime.current.input.softwareKeyboard.responderChanged() }
    }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    /// True while this responder receives the keyboard's input.
    open var isFirstResponder: Bool { UIModelRuntime.current.input.firstResponder === self }

    /// Makes this responder receive keyboard input (the previous one resigns first). Returns
    /// false when it cannot become first responder or the current one refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        let runtime = UIModelRuntime.current
        if runtime.input.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        // From one responder to another the keyboard stays up.
        runtime.input.softwareKeyboard.isHandingOver = true
        let resigned = runtime.input.firstResponder.map { $0.resignFirstResponder() } ?? true
        runtime.input.softwareKeyboard.isHandingOver = false
        guard resigned else { return false }
        runtime.input.firstResponder = self
        didBecomeFirstResponder()
        runtime.input.softwareKeyboard.responderChanged()
        return true
    }

    /// Stops receiving keyboard input.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        let runtime = UIModelRuntime.current
        guard runtime.input.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        forceResign()
        return true
    }

    /// Stops receiving keyboard input whatever `canResignFirstResponder` says
    /// (`UIView.endEditing(true)`).
    func forceResign() {
        let runtime = UIModelRuntime.current
        guard runtime.input.firstResponder === self else { return }
        runtime.input.firstResponder = nil
        didResignFirstResponder()
        runtime.input.softwareKeyboard.responderChanged()
    }

    /// Hooks for subclasses (a text field shows and hides its caret).
    func didBecomeFirstResponder() {}
    func didResignFirstResponder() {}

    // UIKit's accessibility actions (declared on every object there): what VoiceOver's gestures
    // ask of the element under its cursor. Views and accessibility elements are responders here.

    /// VoiceOver's swipe up on an adjustable element: raise its value. Sliders move a tenth of
    /// their range and steppers a step, sending `.valueChanged`; other elements do nothing.
    open func accessibilityIncrement() {}
    /// VoiceOver's swipe down on an adjustable element: lower its value (see
    /// `accessibilityIncrement()`).
    open func accessibilityDecrement() {}
    /// VoiceOver's double tap: true when the element did its action itself; false (the default)
    /// lets VoiceOver tap its activation point instead.
    open func accessibilityActivate() -> Bool { false }
}

/// Text input from the keyboard (UIKit's `UIKeyInput`): the first responder gets typed text.
@preconcurrency @MainActor public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

extension InputSystem {
    /// Sends text typed on the host's keyboard to the first responder, when it takes text,
    /// capitalized as its `autocapitalizationType` says (iOS applies it to hardware keyboards
    /// too; secure fields and the number and phone pads' fields are left as typed). "\n" is the return key. Returns false when nothing
    /// takes text.
    @discardableResult
    func insertText(_ text: String) -> Bool {
        guard let input = firstResponder as? UIKeyInput else { return false }
        if let traits = input as? UITextInputTraits, let editing = input as? TextEditingResponder, !traits.isSecureTextEntry,
           ![.numberPad, .phonePad, .namePhonePad].contains(traits.keyboardType) {
            input.insertText(TextInputTraitValues.autocapitalized(text, traits.autocapitalizationType, after: editing.textBeforeCaret))
        } else {
            input.insertText(text)
        }
        return true
    }

    /// The backspace key, sent to the first responder when it takes text.
    @discardableResult
    func deleteBackward() -> Bool {
        guard let input = firstResponder as? UIKeyInput else { return false }
        input.deleteBackward()
        return true
    }

    /// True while a responder that takes text is first responder: typed keys go to it.
    var isTextInputActive: Bool { firstResponder is UIKeyInput }
}

extension UIResponder: KeyValueObserver {}
