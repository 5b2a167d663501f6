import Foundation

/// Hears a text field's editing events and may veto them (UIKit's `UITextFieldDelegate`).
@preconcurrency @MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The clear button was tapped: true clears the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Editing ended, with why (UIKit calls this form when the delegate has it, else the other).
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { textFieldDidEndEditing(textField) }
}

/// One line of editable text. A tap makes it first responder; the simulator's keyboard (typed
/// keys, scripts' "text" events) then inserts at the end, backspace deletes, return ends
/// editing when the delegate agrees. The caret is drawn steadily (no blink: frames stay
/// deterministic), in the tint colour.
@preconcurrency @MainActor open class UITextField: UIControl, UIKeyInput, UITextInputTraits {
    nonisolated deinit {}
    // Accessibility: the field's value is its text, or the placeholder while it is empty.
    override var implicitAccessibilityValue: String? { text.flatMap { $0.isEmpty ? nil : $0 } ?? placeholder }

    nonisolated public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When an overlay view (left, right, the clear button) shows.
    nonisolated public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    nonisolated public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    /// Posted to `NotificationCenter.default` with the field as the object, as UIKit does: when
    /// editing begins, when the user changes the text (not when code sets it), when editing ends.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? ""; styledText = nil; contentChanged() }
    }
    /// The text with its styles; setting it sets `text` to its string. What it does not style
    /// takes `defaultTextAttributes`. Typing continues in `typingAttributes` (the styles at the
    /// end, when nil).
    open var attributedText: NSAttributedString? {
        get { styledText ?? NSAttributedString(string: storedText, attributes: defaultTextAttributes) }
        set {
            storedText = newValue?.string ?? ""
            styledText = newValue.map { NSAttributedString(attributedString: $0) }
            contentChanged()
        }
    }
    /// The styles of new text: the field's font, colour and alignment. Setting them sets those
    /// properties and applies them to the whole text, as UIKit does.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            return [.font: font ?? .systemFont(ofSize: UIFont.labelFontSize), .foregroundColor: textColor ?? .label,
                    .paragraphStyle: paragraph]
        }
        set {
            if let f = newValue[.font] as? UIFont { font = f }
            if let c = newValue[.foregroundColor] as? UIColor { textColor = c }
            if let p = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = p.alignment }
            if let styled = styledText {
                let copy = NSMutableAttributedString(attributedString: styled)
                copy.addAttributes(newValue, range: NSRange(location: 0, length: copy.length))
                styledText = copy
                contentChanged()
            }
        }
    }
    /// The styles the next typed text takes (nil: those at the end of the text).
    open var typingAttributes: [NSAttributedString.Key: Any]?
    open var placeholder: String? { didSet { styledPlaceholder = nil; contentChanged() } }
    /// The placeholder with its styles; setting it sets `placeholder` to its string.
    open var attributedPlaceholder: NSAttributedString? {
        get { styledPlaceholder ?? placeholder.map { NSAttributedString(string: $0, attributes: [.foregroundColor: UIColor.placeholderText]) } }
        set {
            placeholder = newValue?.string
            styledPlaceholder = newValue.map { NSAttributedString(attributedString: $0) }
            contentChanged()
        }
    }
    open var font: UIFont? = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet { textLabel.font = font; placeholderLabel.font = font; contentChanged() }
    }
    /// With a font from `UIFont.preferredFont(forTextStyle:)`, follow the content size category.
    open var adjustsFontForContentSizeCategory = false

    override func traitsDidChange() {
        super.traitsDidChange()
        guard adjustsFontForContentSizeCategory, let style = font?.dynamicStyle else { return }
        let adjusted = UIFont.preferredFont(forTextStyle: style, compatibleWith: notifiedTraits)
        if adjusted != font { font = adjusted }
    }
    open var textColor: UIColor? = .label { didSet { textLabel.textColor = textColor } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsLayout() } }
    open var borderStyle: BorderStyle = .none { didSet { updateBorder() } }
    /// Shows bullets in place of the characters.
    open var isSecureTextEntry = false { didSet { contentChanged() } }
    open var clearsOnBeginEditing = false
    /// A view at the leading side (an icon, a label), shown as `leftViewMode` says.
    open var leftView: UIView? { didSet { replaceOverlay(oldValue, with: leftView) } }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the trailing side, shown as `rightViewMode` says.
    open var rightView: UIView? { didSet { replaceOverlay(oldValue, with: rightView) } }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// When the clear button (a grey ⓧ that empties the field) shows; only while there is text.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    public weak var delegate: UITextFieldDelegate?
    public private(set) var isEditing = false

    private var storedText = ""
    private var styledText: NSAttributedString?
    private var styledPlaceholder: NSAttributedString?
    private let textLabel = UILabel(frame: .zero)
    private let placeholderLabel = UILabel(frame: .zero)
    private let caret = UIView(frame: .zero)
    let clearButton = UIButton(type: .custom)
    /// Text inset from the sides (UIKit's rounded-rect field uses 7 pt).
    static let horizontalInset: CGFloat = 7
    static let caretWidth: CGFloat = 2

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        clipsToBounds = true
        for l in [placeholderLabel, textLabel] {
            l.font = font
            addSubview(l)
        }
        textLabel.textColor = textColor
        placeholderLabel.textColor = .placeholderText
        caret.isHidden = true
        caret.isUserInteractionEnabled = false
        addSubview(caret)
        setUpClearButton()
        contentChanged()
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }
    override var claimsSingleTaps: Bool { isEnabled }
    open override var canResignFirstResponder: Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    override func didBecomeFirstResponder() {
        isEditing = true
        if clearsOnBeginEditing { storedText = "" }
        contentChanged()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    override func didResignFirstResponder() {
        isEditing = false
        contentChanged()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        super.touchesEnded(touches, with: event)
        if inside { becomeFirstResponder() }
    }

    // MARK: UIKeyInput

    public var hasText: Bool { !storedText.isEmpty }

    /// Appends `text` at the end (the caret stays at the end); "\n" is the return key.
    public func insertText(_ text: String) {
        guard isEditing else { return }
        if text == "\n" || text == "\r" {
            if delegate?.textFieldShouldReturn(self) ?? true {
                sendActions(for: .editingDidEndOnExit)
                resignFirstResponder()
            }
            return
        }
        let clean = text.filter { !$0.isNewline && $0 != "\t" }
        guard !clean.isEmpty else { return }
        let range = NSRange(location: (storedText as NSString).length, length: 0)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: clean) ?? true else { return }
        storedText += clean
        if let styled = styledText {
            styledText = styled.appending(clean, attributes: typingAttributes ?? styled.attributesAtEnd ?? defaultTextAttributes)
        }
        textDidChangeByEditing()
    }

    public func deleteBackward() {
        guard isEditing, !storedText.isEmpty else { return }
        let last = storedText.index(before: storedText.endIndex)
        let ns = storedText as NSString
        let length = ns.length - (String(storedText[..<last]) as NSString).length
        let range = NSRange(location: ns.length - length, length: length)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true else { return }
        storedText.removeLast()
        styledText = styledText?.deleting(range)
        textDidChangeByEditing()
    }

    /// Empties the field as the user's edit (the clear button): the change actions and
    /// notification follow.
    func clearByUser() {
        storedText = ""
        styledText = nil
        textDidChangeByEditing()
    }

    /// After the user typed or deleted: the editing-changed actions, then UIKit's notification.
    private func textDidChangeByEditing() {
        contentChanged()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: Look

    /// What the field shows: the text, or bullets for secure entry.
    var displayedText: String { isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText }

    private func contentChanged() {
        if let styledText, !isSecureTextEntry { textLabel.attributedText = styledText } else { textLabel.text = displayedText }
        if let styledPlaceholder { placeholderLabel.attributedText = styledPlaceholder } else { placeholderLabel.text = placeholder }
        placeholderLabel.isHidden = !storedText.isEmpty
        caret.isHidden = !isEditing
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func updateBorder() {
        switch borderStyle {
        case .none: layer.borderWidth = 0; layer.cornerRadius = 0
        case .line, .bezel: layer.borderWidth = 1; layer.borderColor = UIColor.black.cgColor; layer.cornerRadius = 0
        case .roundedRect:
            layer.borderWidth = 0.5
            layer.borderColor = UIColor.systemGray3.cgColor
            layer.cornerRadius = 5
            if backgroundColor == nil { backgroundColor = .systemBackground }
        }
    }

    open override func tintColorDidChange() { setNeedsLayout() }

    /// The text's (or the placeholder's) width and one line's height, with the field's padding.
    open override var intrinsicContentSize: CGSize {
        let shown = displayedText.isEmpty ? placeholderLabel : textLabel
        let width = shown.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)).width + 2 * Self.horizontalInset
        return CGSize(width: width.rounded(.up), height: sizeThatFits(.zero).height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let f = font ?? .systemFont(ofSize: UIFont.labelFontSize)
        let h = UIApplication.shared.textMetrics.lineHeight(for: f) + (borderStyle == .roundedRect ? 14 : 4)
        return CGSize(width: size.width < .greatestFiniteMagnitude ? size.width : 100, height: h)
    }

    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    /// Shown in place of the keyboard while editing (a picker, a pad of your own).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    /// Shown on top of the keyboard while editing.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: Text input traits (UITextInputTraits; the typing aids are kept, not applied on Linux)

    var inputTraitValues = TextInputTraitValues()
    open var keyboardType: UIKeyboardType { get { inputTraitValues.keyboardType } set { inputTraitValues.keyboardType = newValue } }
    open var returnKeyType: UIReturnKeyType { get { inputTraitValues.returnKeyType } set { inputTraitValues.returnKeyType = newValue } }
    open var keyboardAppearance: UIKeyboardAppearance { get { inputTraitValues.keyboardAppearance } set { inputTraitValues.keyboardAppearance = newValue } }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { inputTraitValues.autocapitalizationType }
        set { inputTraitValues.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType { get { inputTraitValues.autocorrectionType } set { inputTraitValues.autocorrectionType = newValue } }
    open var spellCheckingType: UITextSpellCheckingType { get { inputTraitValues.spellCheckingType } set { inputTraitValues.spellCheckingType = newValue } }
    open var smartQuotesType: UITextSmartQuotesType { get { inputTraitValues.smartQuotesType } set { inputTraitValues.smartQuotesType = newValue } }
    open var smartDashesType: UITextSmartDashesType { get { inputTraitValues.smartDashesType } set { inputTraitValues.smartDashesType = newValue } }
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { inputTraitValues.smartInsertDeleteType }
        set { inputTraitValues.smartInsertDeleteType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { inputTraitValues.enablesReturnKeyAutomatically }
        set { inputTraitValues.enablesReturnKeyAutomatically = newValue }
    }
    open var textContentType: UITextContentType! { get { inputTraitValues.textContentType } set { inputTraitValues.textContentType = newValue } }

    // MARK: Areas (overridable, as apps pad their fields)

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text goes: between the overlay views shown, inset 7 pt where none is.
    open func textRect(forBounds bounds: CGRect) -> CGRect { baseTextRect(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { baseClearButtonRect(forBounds: bounds) }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(leftView, leading: true, in: bounds) }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(rightView, leading: false, in: bounds) }

    /// The text scrolls left so the caret stays visible when it is wider than the field.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutOverlays()
        let b = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let f = font ?? .systemFont(ofSize: UIFont.labelFontSize)
        let metrics = UIApplication.shared.textMetrics
        let width = displayedText.isEmpty ? 0 : textLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)).width
        let lineHeight = metrics.lineHeight(for: f)
        let available = max(b.width - Self.caretWidth, 0)
        // Natural alignment follows the layout direction (right-aligned in right-to-left languages).
        let right = textAlignment == .right || textAlignment == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = b.minX
        if width > available { x = b.minX + available - width }
        else if textAlignment == .center { x = b.midX - width / 2 }
        else if right { x = b.maxX - Self.caretWidth - width }
        textLabel.frame = CGRect(x: x, y: b.minY, width: max(width, 1), height: b.height)
        placeholderLabel.textAlignment = textAlignment
        placeholderLabel.frame = placeholderRect(forBounds: bounds)
        caret.backgroundColor = tintColor
        caret.frame = CGRect(x: x + width, y: b.midY - lineHeight / 2, width: Self.caretWidth, height: lineHeight)
    }
}
