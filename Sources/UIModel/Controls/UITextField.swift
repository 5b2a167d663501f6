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
    /// The caret moved or the selection changed while editing.
    func textFieldDidChangeSelection(_ textField: UITextField)
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
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}

/// One line of editable text. A tap makes it first responder with the caret at the end; the
/// keyboard (the software one, typed keys, scripts' "text" events) then replaces the selection,
/// backspace deletes, return ends editing when the delegate agrees. While editing, a tap moves
/// the caret, a double tap selects a word and a drag selects; the arrow keys move the caret
/// (with shift, the selection's end) and copy, cut, paste and select all work with
/// `UIPasteboard.general`. The caret, in the tint colour, blinks (`CaretBlink`).
@preconcurrency @MainActor open class UITextField: UIControl, UITextInput, UITextInputTraits {
    nonisolated deinit {}
    // Accessibility: the field's value is its text, or the placeholder while it is empty.
    override var implicitAccessibilityValue: String? { text.flatMap { $0.isEmpty ? nil : $0 } ?? placeholder }

    nonisolated public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When an overlay view (left, right, the clear button) shows.
    nonisolated public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    nonisolated public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    /// Posted to `NotificationCenter.default` with the field as the object, as UIKit does: when
    /// editing begins, when the user changes the text (not when code sets it), when editing ends.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? ""; styledText = nil; selection = NSRange(location: (storedText as NSString).length, length: 0); contentChanged() }
    }
    /// The text with its styles; setting it sets `text` to its string. What it does not style
    /// takes `defaultTextAttributes`. Typing continues in `typingAttributes` (the styles at the
    /// end, when nil).
    open var attributedText: NSAttributedString? {
        get { styledText ?? NSAttributedString(string: storedText, attributes: defaultTextAttributes) }
        set {
            storedText = newValue?.string ?? ""
            styledText = newValue.map { NSAttributedString(attributedString: $0) }
            selection = NSRange(location: (storedText as NSString).length, length: 0)
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
    /// The colour a plain placeholder takes: UIKit's placeholder grey, or a search field's
    /// secondary label colour (the magnifying glass's).
    var plainPlaceholderColor: UIColor = .placeholderText {
        didSet { placeholderLabel.textColor = plainPlaceholderColor; contentChanged() }
    }
    /// The placeholder with its styles; setting it sets `placeholder` to its string.
    open var attributedPlaceholder: NSAttributedString? {
        get { styledPlaceholder ?? placeholder.map { NSAttributedString(string: $0, attributes: [.foregroundColor: plainPlaceholderColor]) } }
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
    open var borderStyle: BorderStyle = .none { didSet { updateBorder(); setNeedsLayout() } }
    /// Shrinks the font (down to `minimumFontSize`, never below 1 pt) when the plain text is wider
    /// than the field.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsLayout() } }
    /// The smallest size `adjustsFontSizeToFitWidth` shrinks the font to.
    open var minimumFontSize: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// An image stretched over the border rectangle in place of the border style's drawing (not
    /// with `.roundedRect`, as in UIKit).
    open var background: UIImage? { didSet { setNeedsLayout() } }
    /// The background while the field is disabled (the enabled one when nil).
    open var disabledBackground: UIImage? { didSet { setNeedsLayout() } }
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
    open weak var delegate: UITextFieldDelegate?
    open private(set) var isEditing = false

    var storedText = ""
    var styledText: NSAttributedString?
    private var styledPlaceholder: NSAttributedString?
    let textLabel = UILabel(frame: .zero)
    private let placeholderLabel = UILabel(frame: .zero)
    let caret = UIView(frame: .zero)
    /// The selected text behind the text, in the tint colour.
    let selectionHighlight = UIView(frame: .zero)
    /// Shows `background` or `disabledBackground`.
    let backgroundImageView = UIImageView(frame: .zero)
    /// The font the text is drawn in: `font`, shrunk to fit when `adjustsFontSizeToFitWidth`.
    var fittedFont: UIFont?
    /// The selection (empty: the caret), in UTF-16 offsets.
    var selection = NSRange(location: 0, length: 0) {
        didSet {
            guard selection != oldValue else { return }
            setNeedsLayout()
            if isEditing { caretBlink.restart(); delegate?.textFieldDidChangeSelection(self) }
        }
    }
    /// Where a selecting drag or shift-arrow started.
    var selectionAnchor: Int?
    lazy var caretBlink = CaretBlink(caret: caret)
    /// The last character typed into a secure field, shown for a moment as iOS shows it.
    var revealedCharacter: NSRange?
    /// How far the text has scrolled left to keep the caret in sight.
    var horizontalScroll: CGFloat = 0
    let clearButton = UIButton(type: .custom)
    /// Text inset from the sides in a bordered field (UIKit's rounded-rect field uses 7 pt).
    static let borderedInset: CGFloat = 7
    /// The text's inset from the field's sides: none without a border, as UIKit draws a plain
    /// field's text from its very edge.
    var horizontalInset: CGFloat { borderStyle == .none ? 0 : Self.borderedInset }
    static let caretWidth: CGFloat = 2
    /// How strongly the tint colour shows behind selected text.
    static let selectionAlpha: CGFloat = 0.2

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpTextField()
    }

    private func setUpTextField() {
        backgroundColor = nil
        clipsToBounds = true
        for l in [placeholderLabel, textLabel] {
            l.font = font
            addSubview(l)
        }
        textLabel.textColor = textColor
        placeholderLabel.textColor = plainPlaceholderColor
        caret.isHidden = true
        caret.isUserInteractionEnabled = false
        selectionHighlight.isHidden = true
        selectionHighlight.isUserInteractionEnabled = false
        insertSubview(selectionHighlight, at: 0)
        backgroundImageView.isUserInteractionEnabled = false
        backgroundImageView.isHidden = true
        insertSubview(backgroundImageView, at: 0)
        addSubview(caret)
        setUpClearButton()
        contentChanged()
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }
    override func stateDidChange() {
        super.stateDidChange()
        setNeedsLayout()
    }
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
        if clearsOnBeginEditing { storedText = ""; styledText = nil }
        selection = NSRange(location: (storedText as NSString).length, length: 0)
        contentChanged()
        caretBlink.restart()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    override func didResignFirstResponder() {
        isEditing = false
        revealedCharacter = nil
        horizontalScroll = 0
        caretBlink.stop()
        contentChanged()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if isEditing, let t = touches.first { touchSelects(t, began: true) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if isEditing, let t = touches.first { touchSelects(t, began: false) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        super.touchesEnded(touches, with: event)
        selectionAnchor = nil
        if inside { becomeFirstResponder() }
    }

    // MARK: UIKeyInput

    public var hasText: Bool { !storedText.isEmpty }

    /// Replaces the selection with `text`, the caret after it; "\n" is the return key.
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
        guard !clean.isEmpty, edit(selection, with: clean) else { return }
        revealLastCharacter(typed: clean)
    }

    /// Deletes the selection, or the character before the caret.
    public func deleteBackward() {
        guard isEditing, let range = deletionRange else { return }
        edit(range, with: "")
    }

    /// The user's edit: `range` becomes `string` when the delegate agrees; the caret goes after
    /// it, the change actions and notification follow. Returns whether it happened.
    @discardableResult
    func edit(_ range: NSRange, with string: String, asking: Bool = true) -> Bool {
        let range = TextEditing.clamped(range, in: storedText as NSString)
        if asking { guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return false } }
        // The delegate may have changed the text itself: the range must still fit.
        let safe = TextEditing.clamped(range, in: storedText as NSString)
        revealedCharacter = nil
        storedText = (storedText as NSString).replacingCharacters(in: safe, with: string)
        styledText = styledText.map { styled in
            styled.replacingCharacters(in: safe, with: string,
                                       attributes: typingAttributes ?? styled.attributes(before: safe.location) ?? defaultTextAttributes)
        }
        selection = NSRange(location: safe.location + (string as NSString).length, length: 0)
        textDidChangeByEditing()
        return true
    }

    /// Empties the field as the user's edit (the clear button): the change actions and
    /// notification follow.
    func clearByUser() {
        storedText = ""
        styledText = nil
        selection = NSRange(location: 0, length: 0)
        textDidChangeByEditing()
    }

    /// After the user typed or deleted: the editing-changed actions, then UIKit's notification.
    private func textDidChangeByEditing() {
        caretBlink.restart()
        contentChanged()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: UITextInput (the selection's rules are in UITextField+Selection)

    open var selectedTextRange: UITextRange? {
        get { editingSelectedTextRange }
        set { editingSelectedTextRange = newValue }
    }
    open var markedTextRange: UITextRange? { nil }
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    open var endOfDocument: UITextPosition { editingEndOfDocument }
    open func text(in range: UITextRange) -> String? { editingText(in: range) }
    open func replace(_ range: UITextRange, withText text: String) { edit(range.nsRange, with: text, asking: false) }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        editingTextRange(from: fromPosition, to: toPosition)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { editingPosition(from: position, offset: offset) }
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        editingPosition(from: position, in: direction, offset: offset)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { editingCompare(position, other) }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    /// Where the caret is drawn before `position`.
    open func caretRect(for position: UITextPosition) -> CGRect {
        layoutIfNeeded()
        return CGRect(x: textLabel.frame.minX + caretX(at: position.offset), y: caret.frame.minY, width: Self.caretWidth, height: caret.frame.height)
    }
    /// The position nearest `point` (the field's coordinates).
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        layoutIfNeeded()
        return UITextPosition(offset: offset(atX: point.x - textLabel.frame.minX))
    }

    // MARK: Edit commands (UIResponderStandardEditActions)

    /// Copies the selection to `UIPasteboard.general`.
    open func copy(_ sender: Any?) { if !isSecureTextEntry { copySelection() } }
    /// Copies the selection and deletes it (the delegate is asked).
    open func cut(_ sender: Any?) { if !isSecureTextEntry { cutSelection() } }
    /// Replaces the selection with the pasteboard's text (line breaks become spaces).
    open func paste(_ sender: Any?) { pasteText() }
    open func selectAll(_ sender: Any?) { selectAllText() }
    /// Selects the word at the caret.
    open func select(_ sender: Any?) { selection = TextEditing.wordRange(in: editableText, at: selection.location) }

    // MARK: Look

    /// What the field shows: the text, or bullets for secure entry (but the character just typed).
    var displayedText: String {
        guard isSecureTextEntry else { return storedText }
        let ns = storedText as NSString
        guard let r = revealedCharacter, NSMaxRange(r) <= ns.length else { return String(repeating: "•", count: storedText.count) }
        return String(repeating: "•", count: ns.substring(to: r.location).count) + ns.substring(with: r)
            + String(repeating: "•", count: ns.substring(from: NSMaxRange(r)).count)
    }

    func contentChanged() {
        if let styledText, !isSecureTextEntry { textLabel.attributedText = styledText } else { textLabel.text = displayedText }
        if let styledPlaceholder { placeholderLabel.attributedText = styledPlaceholder } else { placeholderLabel.text = placeholder }
        placeholderLabel.isHidden = !storedText.isEmpty
        caret.isHidden = !isEditing || selection.length > 0
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

    /// The text's (or the placeholder's) width (rounded up to the pixel, as a label's) and one
    /// line's height, with the field's padding.
    open override var intrinsicContentSize: CGSize {
        let shown = displayedText.isEmpty ? placeholderLabel : textLabel
        let width = shown.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)).width + 2 * horizontalInset
        return CGSize(width: width, height: fittingHeight)
    }

    /// The text's (or the placeholder's) size with the field's padding, whatever size is
    /// offered, as UIKit's field answers (`sizeToFit()` shrinks it to its text).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// One line's height with the field's padding (7 pt above and below in a rounded-rect field).
    private var fittingHeight: CGFloat {
        let f = font ?? .systemFont(ofSize: UIFont.labelFontSize)
        return UIModelRuntime.current.resources.textMetrics.lineHeight(for: f) + (borderStyle == .roundedRect ? 14 : 4)
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

    /// The text scrolls sideways to keep the caret in sight while editing when it is wider than
    /// the field (and shows its end otherwise); the selection is highlighted behind it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutOverlays()
        let b = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        layOutBackgroundImage()
        let f = fitFont(toWidth: b.width - Self.caretWidth)
        let metrics = UIModelRuntime.current.resources.textMetrics
        let width = displayedText.isEmpty ? 0 : textLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)).width
        let lineHeight = metrics.lineHeight(for: f)
        // Room is kept for the caret after the text only while editing (it shows then).
        let available = max(b.width - (isEditing ? Self.caretWidth : 0), 0)
        // Natural alignment follows the layout direction (right-aligned in right-to-left languages).
        let right = textAlignment == .right || textAlignment == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft
        // While editing, the displayed text laid out once for the caret and the selection; a
        // field that is not editing shows neither (its hidden caret rests after the text).
        let laidOut = isEditing ? displayedLayout : nil
        let caretOffset = laidOut.map { caretX(at: selection.location + selection.length, in: $0) } ?? width
        var x = b.minX
        if width > available {
            if isEditing {
                horizontalScroll = min(max(horizontalScroll, caretOffset - available), caretOffset)
                horizontalScroll = min(max(horizontalScroll, 0), width - available)
                x = b.minX - horizontalScroll
            } else {
                x = b.minX + available - width
            }
        } else if textAlignment == .center { x = b.midX - width / 2 }
        else if right { x = b.maxX - Self.caretWidth - width }
        textLabel.frame = CGRect(x: x, y: b.minY, width: max(width, 1), height: b.height)
        placeholderLabel.textAlignment = textAlignment
        placeholderLabel.frame = placeholderRect(forBounds: bounds)
        caret.backgroundColor = tintColor
        let top = b.midY - lineHeight / 2
        caret.frame = CGRect(x: x + caretOffset, y: top, width: Self.caretWidth, height: lineHeight)
        caret.isHidden = !isEditing || selection.length > 0
        selectionHighlight.isHidden = !isEditing || selection.length == 0
        if selection.length > 0, let laidOut {
            let start = caretX(at: selection.location, in: laidOut)
            selectionHighlight.backgroundColor = tintColor.withAlphaComponent(Self.selectionAlpha)
            selectionHighlight.frame = CGRect(x: x + start, y: top, width: caretOffset - start, height: lineHeight)
        }
    }
}
