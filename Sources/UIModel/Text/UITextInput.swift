import Foundation

/// A place in a text input's document (UIKit's `UITextPosition`). UIModel's text inputs hand out
/// positions that are UTF-16 offsets, as `NSRange` counts.
@preconcurrency @MainActor open class UITextPosition: NSObject {
    nonisolated deinit {}
    /// The offset from the document's start, in UTF-16 code units.
    let offset: Int
    init(offset: Int) { self.offset = offset }
    public override init() { offset = 0 }

    nonisolated open override func isEqual(_ object: Any?) -> Bool { (object as? UITextPosition)?.offset == offset }
    nonisolated open override var hash: Int { offset.hashValue }
}

/// A stretch of a text input's document between two positions (UIKit's `UITextRange`).
@preconcurrency @MainActor open class UITextRange: NSObject {
    nonisolated deinit {}
    private let startPosition: UITextPosition
    private let endPosition: UITextPosition
    init(start: UITextPosition, end: UITextPosition) {
        startPosition = start.offset <= end.offset ? start : end
        endPosition = start.offset <= end.offset ? end : start
    }
    public override init() { startPosition = UITextPosition(); endPosition = UITextPosition() }

    open var start: UITextPosition { startPosition }
    open var end: UITextPosition { endPosition }
    open var isEmpty: Bool { start.offset == end.offset }

    var nsRange: NSRange { NSRange(location: start.offset, length: end.offset - start.offset) }
    convenience init(_ range: NSRange) {
        self.init(start: UITextPosition(offset: range.location), end: UITextPosition(offset: range.location + range.length))
    }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITextRange else { return false }
        return other.startPosition.offset == startPosition.offset && other.endPosition.offset == endPosition.offset
    }
    nonisolated open override var hash: Int { startPosition.offset &* 31 &+ endPosition.offset }
}

/// Directions for moving through a document (UIKit's `UITextLayoutDirection`).
nonisolated public enum UITextLayoutDirection: Int, Sendable { case right = 2, left, up, down }
/// Directions relative to the text's flow (UIKit's `UITextStorageDirection`).
nonisolated public enum UITextStorageDirection: Int, Sendable { case forward, backward }

/// Text input with a selection and positions (the part of UIKit's `UITextInput` that UIModel's
/// text field, text view and search field implement; marked text for input methods is absent).
@preconcurrency @MainActor public protocol UITextInput: UIKeyInput {
    /// The selection, or the caret when it is empty; nil when the input is not editing.
    var selectedTextRange: UITextRange? { get set }
    /// Marked text (an input method's composition): always nil here.
    var markedTextRange: UITextRange? { get }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` as typing would (the delegate is not asked).
    func replace(_ range: UITextRange, withText text: String)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
}
