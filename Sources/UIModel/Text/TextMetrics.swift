import Foundation

/// How UIModel measures text without knowing how it is drawn. The Simulator implements it with
/// SDL_ttf and the bundled font; `UIModelRuntime.current.resources.textMetrics` holds the one in use.
nonisolated public protocol TextMetrics: AnyObject {
    /// The advance width of `text` set in `font`, in points.
    func width(of text: Substring, font: UIFont) -> CGFloat
    /// The height of one line in `font`, in points.
    func lineHeight(for font: UIFont) -> CGFloat
    /// How far the baseline sits below the top of a line in `font`, in points.
    func ascender(for font: UIFont) -> CGFloat
    /// The height of a capital letter above the baseline, in points.
    func capHeight(for font: UIFont) -> CGFloat
    /// The height of a lowercase "x" above the baseline, in points.
    func xHeight(for font: UIFont) -> CGFloat
    /// The font's line gap, in points.
    func leading(for font: UIFont) -> CGFloat
    /// The family and style names inside a font file (registering an app's fonts).
    func faceNames(ofFontAt url: URL) -> FontFileNames
    /// Each Unicode scalar's bidirectional embedding level in a line of `text` whose base
    /// direction comes from its first strong character (odd: right to left); empty when all
    /// are 0 (nothing right to left).
    func bidiLevels(of text: Substring) -> [UInt8]
    /// How far a character's ink stands from the edges of its advance (its left and right side
    /// bearings), in points; nil when the text system does not know (the model metrics).
    func sideBearings(of character: Character, font: UIFont) -> (left: CGFloat, right: CGFloat)?
}

nonisolated extension TextMetrics {
    public func sideBearings(of character: Character, font: UIFont) -> (left: CGFloat, right: CGFloat)? { nil }
}

/// What a text system read from a font file's names.
nonisolated public enum FontFileNames: Equatable, Sendable {
    /// The text system does not read font files (the model metrics): the file's name says.
    case notRead
    /// The file is not a font the text system can open.
    case unreadable
    case names(family: String, style: String)
}

/// Metrics of a fixed-pitch model font: every character 0.6 em wide, lines 1.2 em high.
/// Used until a real text system is installed (pure-logic tests), so layout stays deterministic.
nonisolated public final class FixedPitchTextMetrics: TextMetrics {
    nonisolated deinit {}
    public static let advance: CGFloat = 0.6
    public static let leading: CGFloat = 1.2
    public init() {}
    public func width(of text: Substring, font: UIFont) -> CGFloat {
        CGFloat(text.count) * font.pointSize * Self.advance
    }
    public func lineHeight(for font: UIFont) -> CGFloat { (font.pointSize * Self.leading).rounded(.up) }
    /// The model font's baseline: one em below the top of its line.
    public func ascender(for font: UIFont) -> CGFloat { font.pointSize }
}

nonisolated extension TextMetrics {
    /// The model font's capitals, for metrics that do not measure glyphs: 0.7 em.
    public func capHeight(for font: UIFont) -> CGFloat { font.pointSize * 0.7 }
    /// The model font's lowercase letters, for metrics that do not measure glyphs: 0.5 em.
    public func xHeight(for font: UIFont) -> CGFloat { font.pointSize * 0.5 }
    /// No line gap, for metrics that do not read the font's.
    public func leading(for font: UIFont) -> CGFloat { 0 }
    /// Metrics that do not open font files leave the names to the file's name.
    public func faceNames(ofFontAt url: URL) -> FontFileNames { .notRead }
    /// Metrics without a bidirectional algorithm set every line left to right.
    public func bidiLevels(of text: Substring) -> [UInt8] { [] }
}
