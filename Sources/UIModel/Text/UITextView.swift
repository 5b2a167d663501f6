import Foundation

/// The text view's delegate (set through `delegate`, as in UIKit, where it refines the scroll
/// view's).
@preconcurrency @MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    /// The caret moved or the selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether a tapped link (`.link`) in a selectable, non-editable text view opens its URL
    /// (`UIApplication.open`); `characterRange` is the link's run.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
}

/// How the user acted on a link or attachment in a text view.
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: the link opens.
    case invokeDefaultAction = 0
    /// A long press showing the item's actions.
    case presentActions = 1
    /// A preview (peek) of the item.
    case preview = 2
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
}

/// Multi-line editable text in a scroll view. Lines wrap at the width (inside
/// `textContainerInset` and UIKit's 5 pt line-fragment padding); typing replaces the selection,
/// return starts a new line, and the view scrolls to keep the caret in sight. A tap places the
/// caret, a double tap selects a word; the arrow keys move the caret (up and down by lines) and
/// the edit commands use `UIPasteboard.general`. With scrolling off it sizes to its text (its
/// intrinsic height), as self-sizing text views do in UIKit.
@preconcurrency @MainActor open class UITextView: UIScrollView, UITextInput, UITextInputTraits {
    nonisolated deinit {}
    override var implicitIsAccessibilityElement: Bool { true }
    override var implicitAccessibilityValue: String? { text }

    /// Posted to `NotificationCenter.default` with the text view as the object, as UIKit does.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// UIKit's default font for a text view: the system font at 12 pt.
    static let defaultFontSize: CGFloat = 12

    /// The text (never nil when read, as UIKit's `String!`).
    open var text: String! {
        get { storedText }
        set { storedText = newValue ?? ""; styledText = nil; selection = NSRange(location: (storedText as NSString).length, length: 0); contentChanged() }
    }
    /// The text with its styles; setting it sets `text` to its string. What it does not style
    /// takes the view's font and colour; typing continues in `typingAttributes`.
    open var attributedText: NSAttributedString! {
        get { styledText ?? NSAttributedString(string: storedText, attributes: plainAttributes) }
        set {
            storedText = newValue?.string ?? ""
            styledText = newValue.map { NSAttributedString(attributedString: $0) }
            selection = NSRange(location: (storedText as NSString).length, length: 0)
            contentChanged()
        }
    }
    /// The styles of typed text: the view's font and colour, or the styles at the end of the
    /// styled text.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            if let storedTypingAttributes { return storedTypingAttributes }
            return styledText?.attributesAtEnd ?? plainAttributes
        }
        set { storedTypingAttributes = newValue }
    }
    /// How links (`.link` runs) look: the tint colour by default, as UIKit draws them.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { storedLinkAttributes ?? [.foregroundColor: tintColor ?? .link] }
        set { storedLinkAttributes = newValue; updateLinkAttributes() }
    }
    var styledText: NSAttributedString?
    private var storedTypingAttributes: [NSAttributedString.Key: Any]?
    private var storedLinkAttributes: [NSAttributedString.Key: Any]?

    var plainAttributes: [NSAttributedString.Key: Any] {
        [.font: resolvedFont, .foregroundColor: textColor ?? .label]
    }

    private func updateLinkAttributes() {
        textLabel.linkAttributes = linkTextAttributes
    }
    open var font: UIFont? = .systemFont(ofSize: UITextView.defaultFontSize) { didSet { textLabel.font = resolvedFont; contentChanged() } }
    open var textColor: UIColor? = .label { didSet { textLabel.textColor = textColor ?? .label } }
    open var textAlignment: NSTextAlignment = .natural { didSet { textLabel.textAlignment = textAlignment } }
    /// Whether a tap starts editing.
    open var isEditable = true { didSet { if !isEditable, isFirstResponder { resignFirstResponder() } } }
    open var isSelectable = true
    /// Space between the view's edges and its text (UIKit's default: 8 pt above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if !textContainerInset.isFinite { textContainerInset = oldValue }; contentChanged() }
    }
    /// The region the text is laid out in: line padding, a line limit, the last line's break.
    open private(set) var textContainer: NSTextContainer
    var isEditing = false
    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    var storedText = ""
    let textLabel = UILabel(frame: .zero)
    let caret = UIView(frame: .zero)
    /// The selected lines' highlights, behind the text.
    let selectionHighlight = UIView(frame: .zero)
    /// The selection (empty: the caret), in UTF-16 offsets.
    var selection = NSRange(location: 0, length: 0) {
        didSet {
            guard selection != oldValue else { return }
            setNeedsLayout()
            if isEditing {
                caretBlink.restart()
                // The caret moved (an arrow key, a tap): the view scrolls to keep it in sight.
                if isScrollEnabled, bounds.height > 0 {
                    scrollRectToVisible(caretRect(at: NSMaxRange(selection)).insetBy(dx: 0, dy: -textContainerInset.bottom), animated: false)
                }
            }
            textViewDelegate?.textViewDidChangeSelection(self)
        }
    }
    var selectionAnchor: Int?
    lazy var caretBlink = CaretBlink(caret: caret)
    /// The selected range (the caret's place when empty); set, it is held to the text.
    open var selectedRange: NSRange {
        get { selection }
        set { selection = TextEditing.clamped(newValue, in: storedText as NSString) }
    }

    /// A text view laying its text out in `textContainer` (nil: a container of its own).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
        setUpTextView()
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer()
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpTextView()
    }

    /// A text view that uses TextKit 2 or not: TextKit's choice makes no difference here.
    public convenience init(usingTextLayoutManager: Bool) { self.init(frame: .zero, textContainer: nil) }

    private func setUpTextView() {
        backgroundColor = .systemBackground
        alwaysBounceVertical = false
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        textContainer.onChange = { [unowned self] in
            textLabel.numberOfLines = textContainer.maximumNumberOfLines
            textLabel.lineBreakMode = textContainer.lineBreakMode
            contentChanged()
        }
        textLabel.font = resolvedFont
        textLabel.textColor = .label
        textLabel.linkAttributes = [.foregroundColor: UIColor.link]
        selectionHighlight.isUserInteractionEnabled = false
        addSubview(selectionHighlight)
        addSubview(textLabel)
        caret.isHidden = true
        caret.isUserInteractionEnabled = false
        addSubview(caret)
        contentChanged()
    }

    var resolvedFont: UIFont { font ?? .systemFont(ofSize: Self.defaultFontSize) }

    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    // MARK: Editing

    /// Editable, or selectable: a read-only text view becomes first responder to select and copy
    /// (with no keyboard and no editing callbacks).
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
    override var claimsSingleTaps: Bool { isEditable }
    open override var canResignFirstResponder: Bool { textViewDelegate?.textViewShouldEndEditing(self) ?? true }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, !isEditable || textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    override func didBecomeFirstResponder() {
        guard isEditable else { return setNeedsLayout() }
        isEditing = true
        contentChanged()
        caretBlink.restart()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    override func didResignFirstResponder() {
        guard isEditing else { selection = NSRange(location: selection.location, length: 0); return setNeedsLayout() }
        isEditing = false
        caretBlink.stop()
        contentChanged()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if isFirstResponder, let t = touches.first { touchSelects(t, began: true) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if isFirstResponder, let t = touches.first { touchSelects(t, began: false) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        super.touchesEnded(touches, with: event)
        selectionAnchor = nil
        if inside, isEditable, !isEditing, let t = touches.first {
            // The tap that starts editing places the caret where it landed.
            if becomeFirstResponder() { selection = NSRange(location: offset(at: t.location(in: self)), length: 0) }
        }
        if inside, !isEditable, isSelectable, let touch = touches.first {
            if touch.tapCount >= 2 {
                // A double tap selects the word, to copy.
                if becomeFirstResponder() { selection = TextEditing.wordRange(in: storedText as NSString, at: offset(at: touch.location(in: self))) }
            } else {
                if isFirstResponder { resignFirstResponder() }
                followLink(at: touch.location(in: textLabel))
            }
        }
    }

    /// Opens the link drawn under `point` (the text's coordinates), when the delegate agrees,
    /// as a tap on a link in a read-only text view does in UIKit.
    private func followLink(at point: CGPoint) {
        guard let styledText, let location = textLabel.styledTextLocation(at: point), location < styledText.length else { return }
        var range = NSRange(location: 0, length: 0)
        let value = styledText.attribute(.link, at: location, longestEffectiveRange: &range,
                                         in: NSRange(location: 0, length: styledText.length))
        guard let url = value as? URL ?? (value as? String).flatMap(URL.init(string:)) else { return }
        guard textViewDelegate?.textView(self, shouldInteractWith: url, in: range, interaction: .invokeDefaultAction) ?? true else { return }
        UIApplication.shared.open(url)
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
    /// Kept as the trait; a text view shows its text as it is (as UIKit's does).
    open var isSecureTextEntry = false
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

    public var hasText: Bool { !storedText.isEmpty }

    /// Replaces the selection with `text`; "\n" or "\r" starts a new line.
    public func insertText(_ text: String) {
        guard isEditing else { return }
        let clean = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        guard !clean.isEmpty else { return }
        edit(selection, with: clean)
    }

    /// Deletes the selection, or the character before the caret.
    public func deleteBackward() {
        guard isEditing, let range = deletionRange else { return }
        edit(range, with: "")
    }

    /// The user's edit: `range` becomes `string` when the delegate agrees, the caret after it.
    @discardableResult
    func edit(_ range: NSRange, with string: String, asking: Bool = true) -> Bool {
        guard isEditable else { return false }
        let range = TextEditing.clamped(range, in: storedText as NSString)
        if asking { guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return false } }
        let safe = TextEditing.clamped(range, in: storedText as NSString)
        storedText = (storedText as NSString).replacingCharacters(in: safe, with: string)
        styledText = styledText.map { styled in
            styled.replacingCharacters(in: safe, with: string,
                                       attributes: storedTypingAttributes ?? styled.attributes(before: safe.location) ?? plainAttributes)
        }
        selection = NSRange(location: safe.location + (string as NSString).length, length: 0)
        textDidChangeByEditing()
        return true
    }

    private func textDidChangeByEditing() {
        caretBlink.restart()
        contentChanged()
        layoutIfNeeded()
        scrollRectToVisible(caret.frame.insetBy(dx: 0, dy: -textContainerInset.bottom), animated: false)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: UITextInput (the selection's rules are in UITextView+Selection)

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
    open func caretRect(for position: UITextPosition) -> CGRect { caretRect(at: position.offset) }
    /// The position nearest `point` (the view's coordinates).
    open func closestPosition(to point: CGPoint) -> UITextPosition? { UITextPosition(offset: offset(at: point)) }

    // MARK: Edit commands (UIResponderStandardEditActions)

    open func copy(_ sender: Any?) { copySelection() }
    open func cut(_ sender: Any?) { if isEditable { cutSelection() } }
    open func paste(_ sender: Any?) { if isEditable { pasteText() } }
    open func selectAll(_ sender: Any?) { selectAllText() }
    open func select(_ sender: Any?) { selection = TextEditing.wordRange(in: storedText as NSString, at: selection.location) }

    // MARK: Layout

    private func contentChanged() {
        if let styledText { textLabel.attributedText = styledText } else { textLabel.text = storedText }
        caret.isHidden = !isEditing || selection.length > 0
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The text's lines at `width` (the view's), inside the insets and padding.
    private func textLayout(forWidth width: CGFloat) -> TextLayout {
        let runtime = UIModelRuntime.current
        return runtime.resources.textLayouts.layout(text: storedText, font: resolvedFont, width: lineWidth(forWidth: width),
                                      numberOfLines: textContainer.maximumNumberOfLines, lineBreakMode: textContainer.lineBreakMode,
                                      metrics: runtime.resources.textMetrics)
    }

    func lineWidth(forWidth width: CGFloat) -> CGFloat {
        max(width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding, 0)
    }

    /// The height the text needs at `width`, insets included (an empty text is one line tall).
    private func textHeight(forWidth width: CGFloat) -> CGFloat {
        linesHeight(forWidth: width) + textContainerInset.top + textContainerInset.bottom
    }

    /// The text's height at `width` (at least a line): plain text by the shared layouts, styled
    /// text run by run.
    private func linesHeight(forWidth width: CGFloat) -> CGFloat {
        if let styledText, styledText.length > 0 {
            return textLabel.styledLayout(styledText, width: lineWidth(forWidth: width), lines: textContainer.maximumNumberOfLines).size.height
        }
        let layout = textLayout(forWidth: width)
        return CGFloat(max(layout.lines.count, 1)) * layout.lineHeight
    }

    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled, bounds.width > 0 else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return CGSize(width: UIView.noIntrinsicMetric, height: textHeight(forWidth: bounds.width))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : bounds.width
        return CGSize(width: width, height: textHeight(forWidth: width))
    }

    override func boundsSizeDidChange(from oldSize: CGSize) {
        super.boundsSizeDidChange(from: oldSize)
        if oldSize.width != bounds.width, !isScrollEnabled { invalidateIntrinsicContentSize() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = linesHeight(forWidth: bounds.width)
        let x = textContainerInset.left + textContainer.lineFragmentPadding
        let width = lineWidth(forWidth: bounds.width)
        textLabel.frame = CGRect(x: x, y: textContainerInset.top, width: width, height: height)
        textContainer.size = CGSize(width: width + 2 * textContainer.lineFragmentPadding, height: height)
        let size = CGSize(width: bounds.width, height: height + textContainerInset.top + textContainerInset.bottom)
        if contentSize != size { contentSize = size }
        layOutSelection()
    }

    open override func tintColorDidChange() {
        if storedLinkAttributes == nil { updateLinkAttributes() }
        setNeedsLayout()
    }
}
