import Foundation

/// Caret movement and selection by the rules text inputs share: offsets are UTF-16 units (as
/// `NSRange` counts them) and the caret never splits a composed character (an emoji, a letter
/// with its accents).
nonisolated enum TextEditing {
    /// The boundary before `offset` (the start of the character that ends there).
    static func previousBoundary(in s: NSString, before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        return s.rangeOfComposedCharacterSequence(at: min(offset, s.length) - 1).location
    }

    /// The boundary after `offset` (the end of the character that starts there).
    static func nextBoundary(in s: NSString, after offset: Int) -> Int {
        guard offset < s.length else { return s.length }
        let r = s.rangeOfComposedCharacterSequence(at: max(offset, 0))
        return r.location + r.length
    }

    /// `offset` held to the text and moved back to a character boundary.
    static func boundary(in s: NSString, at offset: Int) -> Int {
        let o = min(max(offset, 0), s.length)
        guard o < s.length, o > 0 else { return o }
        return s.rangeOfComposedCharacterSequence(at: o).location
    }

    /// `range` held to the text, on character boundaries.
    static func clamped(_ range: NSRange, in s: NSString) -> NSRange {
        let start = boundary(in: s, at: range.location)
        let end = max(boundary(in: s, at: range.location + max(range.length, 0)), start)
        return NSRange(location: start, length: end - start)
    }

    /// The word around `offset` (letters and digits), as a double tap selects it; between words,
    /// the character there.
    static func wordRange(in s: NSString, at offset: Int) -> NSRange {
        guard s.length > 0 else { return NSRange(location: 0, length: 0) }
        let o = boundary(in: s, at: min(offset, s.length - 1))
        func isWord(_ at: Int) -> Bool {
            let r = s.rangeOfComposedCharacterSequence(at: at)
            return s.substring(with: r).unicodeScalars.contains { CharacterSet.alphanumerics.contains($0) }
        }
        guard isWord(o) else { return NSRange(location: o, length: nextBoundary(in: s, after: o) - o) }
        var start = o, end = nextBoundary(in: s, after: o)
        while start > 0, isWord(previousBoundary(in: s, before: start)) { start = previousBoundary(in: s, before: start) }
        while end < s.length, isWord(end) { end = nextBoundary(in: s, after: end) }
        return NSRange(location: start, length: end - start)
    }
}
