import Foundation

/// The text field's selection: UIKit's `UITextInput` positions, the caret's place in the text,
/// touches that move the caret or select, the edit commands, and the secure field's glimpse of
/// the character just typed.
extension UITextField: TextEditingResponder {
    var editableText: NSString { storedText as NSString }
    var isEditingText: Bool { isEditing }
    var isSingleLine: Bool { true }

    /// One line: moving up goes to the start, down to the end.
    func offset(from offset: Int, movingLines lines: Int) -> Int { lines < 0 ? 0 : lines > 0 ? editableText.length : offset }

    // MARK: Geometry

    /// The displayed text laid out on one line.
    var displayedLayout: AttributedTextLayout {
        let f = fittedFont ?? font ?? .systemFont(ofSize: UIFont.labelFontSize)
        let shown = styledText.flatMap { isSecureTextEntry ? nil : $0 } ?? NSAttributedString(string: displayedText, attributes: [.font: f])
        let defaults = TextDefaults(font: f, color: textColor ?? .label, alignment: .left, lineBreakMode: .byClipping)
        return AttributedTextLayout(shown, defaults: defaults, width: .greatestFiniteMagnitude, numberOfLines: 1,
                                    metrics: UIModelRuntime.current.resources.textMetrics)
    }

    /// The caret's x before `offset` (of the stored text), from the text's start, in `layout`
    /// (the displayed text's, laid out once by a caller that needs several).
    func caretX(at offset: Int, in layout: AttributedTextLayout? = nil) -> CGFloat {
        let layout = layout ?? displayedLayout
        let ns = editableText
        let o = min(max(offset, 0), ns.length)
        guard isSecureTextEntry else { return layout.caretPlace(at: o).x }
        let characters = ns.substring(to: o).count
        let shown = displayedText
        let index = shown.index(shown.startIndex, offsetBy: min(characters, shown.count))
        return layout.caretPlace(at: index.utf16Offset(in: shown)).x
    }

    /// The offset of the stored text nearest `x` from the text's start.
    func offset(atX x: CGFloat) -> Int {
        let shownOffset = displayedLayout.offset(nearestX: x, inLine: 0)
        guard isSecureTextEntry else { return min(shownOffset, editableText.length) }
        let shown = displayedText
        let characters = String(shown.utf16.prefix(shownOffset)).map(\.count) ?? 0
        return storedText.index(storedText.startIndex, offsetBy: min(characters, storedText.count)).utf16Offset(in: storedText)
    }

    /// A touch while editing places the caret or selects (see `select(with:at:began:)`).
    func touchSelects(_ touch: UITouch, began: Bool) {
        guard !displayedText.isEmpty else { return }
        select(with: touch, at: offset(atX: touch.location(in: self).x - textLabel.frame.minX), began: began)
    }

    /// How long a secure field shows the character just typed on the software keyboard (iOS
    /// hides it after about a second, or at the next keystroke).
    static let secureRevealDuration: TimeInterval = 1

    /// Shows `typed`, one character typed on the software keyboard into a secure field, for a
    /// moment (a hardware keyboard shows none, as on iOS).
    func revealLastCharacter(typed: String) {
        let runtime = UIModelRuntime.current
        guard isSecureTextEntry, typed.count == 1, !runtime.input.softwareKeyboard.isHardwareKeyboardConnected, selection.length == 0 else { return }
        let length = (typed as NSString).length
        let range = NSRange(location: selection.location - length, length: length)
        revealedCharacter = range
        contentChanged()
        runtime.clock.mainRunLoop.schedule(at: CACurrentMediaTime() + runtime.clock.userInterval(Self.secureRevealDuration)) { [weak self] in
            guard let self, self.revealedCharacter == range else { return }
            self.revealedCharacter = nil
            self.contentChanged()
        }
    }
}
