import Foundation

/// The writing direction of a paragraph (UIKit's values).
nonisolated public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}

/// How a paragraph is set: alignment, spacing, line heights, indents, line breaking (the value of
/// `.paragraphStyle`; a paragraph takes the style of its first character).
///
/// A Swift class rather than an `NSObject` here: Foundation on Linux stops the process when an
/// attributed string compares two different `NSObject` subclass values, while Swift values it
/// compares with `==`.
nonisolated open class NSParagraphStyle: NSCopying, NSMutableCopying, Hashable, @unchecked Sendable {
    nonisolated deinit {}
    /// The default style: natural alignment, no spacing, word wrapping.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public init() {}

    open fileprivate(set) var alignment: NSTextAlignment = .natural
    /// Points added between lines of a paragraph (negative values count as 0).
    open fileprivate(set) var lineSpacing: CGFloat = 0
    /// Points added after the paragraph.
    open fileprivate(set) var paragraphSpacing: CGFloat = 0
    /// Points added before the paragraph (not before the first).
    open fileprivate(set) var paragraphSpacingBefore: CGFloat = 0
    /// Each line's natural height multiplied by this (0: unchanged).
    open fileprivate(set) var lineHeightMultiple: CGFloat = 0
    /// Lines at least this high (0: no minimum).
    open fileprivate(set) var minimumLineHeight: CGFloat = 0
    /// Lines at most this high (0: no maximum).
    open fileprivate(set) var maximumLineHeight: CGFloat = 0
    /// The indent of the paragraph's first line.
    open fileprivate(set) var firstLineHeadIndent: CGFloat = 0
    /// The indent of the paragraph's other lines.
    open fileprivate(set) var headIndent: CGFloat = 0
    /// Positive: the lines' length from the leading edge; negative or 0: the distance from the
    /// trailing edge.
    open fileprivate(set) var tailIndent: CGFloat = 0
    open fileprivate(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open fileprivate(set) var baseWritingDirection: NSWritingDirection = .natural
    /// Hyphenation: the value is kept; lines break between words only.
    open fileprivate(set) var hyphenationFactor: Float = 0
    open fileprivate(set) var allowsDefaultTighteningForTruncation = false
    /// How lines break around the paragraph's last words: with `.pushOut`, a last line holding
    /// a lone word takes the word before it too. None by default, as in TextKit.
    open fileprivate(set) var lineBreakStrategy: LineBreakStrategy = []

    /// How lines break around a paragraph's last words (UIKit's values).
    nonisolated public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }

    public func copy(with zone: NSZone? = nil) -> Any { copied(into: NSParagraphStyle()) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { copied(into: NSMutableParagraphStyle()) }
    /// An immutable copy, as `NSObject.copy()` gives.
    public func copy() -> Any { copy(with: nil) }
    /// A mutable copy (`NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`).
    public func mutableCopy() -> Any { mutableCopy(with: nil) }

    /// `other` with every value of this style.
    fileprivate func copied<S: NSParagraphStyle>(into other: S) -> S {
        other.take(self)
        return other
    }

    fileprivate func take(_ s: NSParagraphStyle) {
        alignment = s.alignment; lineSpacing = s.lineSpacing; paragraphSpacing = s.paragraphSpacing
        paragraphSpacingBefore = s.paragraphSpacingBefore; lineHeightMultiple = s.lineHeightMultiple
        minimumLineHeight = s.minimumLineHeight; maximumLineHeight = s.maximumLineHeight
        firstLineHeadIndent = s.firstLineHeadIndent; headIndent = s.headIndent; tailIndent = s.tailIndent
        lineBreakMode = s.lineBreakMode; baseWritingDirection = s.baseWritingDirection
        hyphenationFactor = s.hyphenationFactor; allowsDefaultTighteningForTruncation = s.allowsDefaultTighteningForTruncation
        lineBreakStrategy = s.lineBreakStrategy
    }

    /// Equal styles hash alike (attributed strings merge runs whose attributes are equal).
    public func hash(into h: inout Hasher) {
        h.combine(alignment.rawValue); h.combine(lineSpacing); h.combine(paragraphSpacing); h.combine(paragraphSpacingBefore)
        h.combine(lineHeightMultiple); h.combine(minimumLineHeight); h.combine(maximumLineHeight)
        h.combine(firstLineHeadIndent); h.combine(headIndent); h.combine(tailIndent); h.combine(lineBreakMode.rawValue)
        h.combine(baseWritingDirection.rawValue)
    }

    public static func == (l: NSParagraphStyle, r: NSParagraphStyle) -> Bool { l.isEqual(r) }

    open func isEqual(_ object: Any?) -> Bool {
        guard let s = object as? NSParagraphStyle else { return false }
        return alignment == s.alignment && lineSpacing == s.lineSpacing && paragraphSpacing == s.paragraphSpacing
            && paragraphSpacingBefore == s.paragraphSpacingBefore && lineHeightMultiple == s.lineHeightMultiple
            && minimumLineHeight == s.minimumLineHeight && maximumLineHeight == s.maximumLineHeight
            && firstLineHeadIndent == s.firstLineHeadIndent && headIndent == s.headIndent && tailIndent == s.tailIndent
            && lineBreakMode == s.lineBreakMode && baseWritingDirection == s.baseWritingDirection
    }
}

/// Spacings, heights and indents are never negative or NaN in a paragraph style (UIKit documents
/// them as non-negative); such a value counts as 0.
nonisolated private func nonNegative(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }

/// A paragraph style whose values can be set.
nonisolated open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = nonNegative(newValue) } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = nonNegative(newValue) } }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = nonNegative(newValue) }
    }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = nonNegative(newValue) } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = nonNegative(newValue) } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = nonNegative(newValue) } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = nonNegative(newValue) } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = nonNegative(newValue) } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue.isFinite ? newValue : 0 } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection } set { super.baseWritingDirection = newValue }
    }
    open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
    open override var lineBreakStrategy: LineBreakStrategy {
        get { super.lineBreakStrategy } set { super.lineBreakStrategy = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation } set { super.allowsDefaultTighteningForTruncation = newValue }
    }

    /// Takes every value of `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) { take(style) }
}
