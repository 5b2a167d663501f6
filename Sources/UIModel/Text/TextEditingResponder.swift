import Foundation

/// The keys that move the caret or change the selection, and the edit commands, as the host's
/// keyboard sends them to a text input.
nonisolated public enum TextEditingKey: String, Sendable, CaseIterable {
    case left, right, up, down
    case shiftLeft = "shift+left", shiftRight = "shift+right", shiftUp = "shift+up", shiftDown = "shift+down"
    case home, end
    case selectAll = "ctrl+a", copy = "ctrl+c", cut = "ctrl+x", paste = "ctrl+v"
}

/// A text input with a selection (the text field, the text view): the shared rules of UIKit's
/// `UITextInput` positions, caret movement and the pasteboard commands. Offsets are UTF-16
/// units of the text.
@MainActor protocol TextEditingResponder: UITextInput {
    var editableText: NSString { get }
    var selection: NSRange { get set }
    /// Where shift-movement or a drag started the selection (the end that stays).
    var selectionAnchor: Int? { get set }
    var isEditingText: Bool { get }
    /// One line only: pasted line breaks become spaces.
    var isSingleLine: Bool { get }
    /// Replaces `range` with `string` as the user's edit; false when the delegate refused.
    @discardableResult func edit(_ range: NSRange, with string: String, asking: Bool) -> Bool
    /// The offset `lines` lines below (negative: above) `offset`, at the same x.
    func offset(from offset: Int, movingLines lines: Int) -> Int
}

extension TextEditingResponder {
    // MARK: UITextInput

    var editingSelectedTextRange: UITextRange? {
        get { isEditingText ? UITextRange(selection) : nil }
        set {
            guard let r = newValue else { return }
            selection = TextEditing.clamped(r.nsRange, in: editableText)
            selectionAnchor = nil
        }
    }
    var editingEndOfDocument: UITextPosition { UITextPosition(offset: editableText.length) }

    func editingText(in range: UITextRange) -> String? {
        let r = range.nsRange
        guard r.location >= 0, NSMaxRange(r) <= editableText.length else { return nil }
        return editableText.substring(with: r)
    }

    func editingTextRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        let length = editableText.length
        guard (0...length).contains(from.offset), (0...length).contains(to.offset) else { return nil }
        return UITextRange(start: from, end: to)
    }

    func editingPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let (o, overflow) = position.offset.addingReportingOverflow(offset)
        guard !overflow, (0...editableText.length).contains(o) else { return nil }
        return UITextPosition(offset: o)
    }

    func editingCompare(_ position: UITextPosition, _ other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }

    /// What backspace deletes: the selection, or the character before the caret (nil at the start).
    var deletionRange: NSRange? {
        guard selection.length == 0 else { return selection }
        guard selection.location > 0 else { return nil }
        let start = TextEditing.previousBoundary(in: editableText, before: selection.location)
        return NSRange(location: start, length: selection.location - start)
    }

    /// The text before the caret (or the selection): what autocapitalization looks at.
    var textBeforeCaret: String { editableText.substring(to: min(selection.location, editableText.length)) }

    func editingPosition(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .right: return editingPosition(from: position, offset: offset)
        case .left: return editingPosition(from: position, offset: -offset)
        case .up: return UITextPosition(offset: self.offset(from: position.offset, movingLines: -offset))
        case .down: return UITextPosition(offset: self.offset(from: position.offset, movingLines: offset))
        }
    }

    /// A touch at `offset` while editing: landing places the caret (a double tap selects the
    /// word), moving selects from where it landed.
    func select(with touch: UITouch, at offset: Int, began: Bool) {
        if began {
            if touch.tapCount >= 2 {
                selectionAnchor = nil
                selection = TextEditing.wordRange(in: editableText, at: offset)
            } else {
                selectionAnchor = offset
                selection = NSRange(location: offset, length: 0)
            }
        } else if let anchor = selectionAnchor {
            selection = NSRange(location: min(anchor, offset), length: abs(offset - anchor))
        }
    }

    // MARK: Keys and commands

    /// A key from the host's keyboard while editing; false for keys that are not for the text.
    func performEditingKey(_ key: TextEditingKey) -> Bool {
        guard isEditingText else { return false }
        let s = editableText
        let start = selection.location, end = NSMaxRange(selection)
        let anchor = selectionAnchor ?? start
        let head = selectionAnchor.map { $0 == start ? end : start } ?? end
        func extend(to o: Int) {
            selectionAnchor = anchor
            selection = NSRange(location: min(anchor, o), length: abs(o - anchor))
        }
        func place(_ o: Int) {
            selectionAnchor = nil
            selection = NSRange(location: o, length: 0)
        }
        switch key {
        // Without shift, a selection collapses to its side; a caret moves by a character.
        case .left: place(selection.length > 0 ? start : TextEditing.previousBoundary(in: s, before: start))
        case .right: place(selection.length > 0 ? end : TextEditing.nextBoundary(in: s, after: end))
        case .up: place(offset(from: start, movingLines: -1))
        case .down: place(offset(from: end, movingLines: 1))
        case .home: place(offset(from: start, movingLines: -Int(Int32.max)))
        case .end: place(offset(from: end, movingLines: Int(Int32.max)))
        case .shiftLeft: extend(to: TextEditing.previousBoundary(in: s, before: head))
        case .shiftRight: extend(to: TextEditing.nextBoundary(in: s, after: head))
        case .shiftUp: extend(to: offset(from: head, movingLines: -1))
        case .shiftDown: extend(to: offset(from: head, movingLines: 1))
        case .selectAll: selectAllText()
        case .copy: copySelection()
        case .cut: cutSelection()
        case .paste: pasteText()
        }
        return true
    }

    func selectAllText() {
        selectionAnchor = nil
        selection = NSRange(location: 0, length: editableText.length)
    }

    func copySelection() {
        guard selection.length > 0 else { return }
        UIPasteboard.general.string = editableText.substring(with: selection)
    }

    func cutSelection() {
        guard selection.length > 0 else { return }
        let cut = editableText.substring(with: selection)
        if edit(selection, with: "", asking: true) { UIPasteboard.general.string = cut }
    }

    /// Pastes the pasteboard's text over the selection (a text field keeps it to one line).
    func pasteText() {
        guard var text = UIPasteboard.general.string, !text.isEmpty else { return }
        if isSingleLine { text = String(text.map { $0.isNewline ? " " : $0 }) }
        edit(selection, with: text, asking: true)
    }
}
