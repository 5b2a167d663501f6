import Foundation

/// Breaks a string into lines for a width, a line limit and a line-break mode, the way UILabel
/// does: word wrapping (characters when a word alone is too wide), and truncation with "…" of the
/// last visible line, or of the only line at its head, middle or tail.
struct TextLayout: Equatable {
    struct Line: Equatable {
        var text: String
        var width: CGFloat
    }

    static let ellipsis = "\u{2026}"
    /// The first prefix length tried when breaking a line (about a phone line's characters).
    static let firstProbe = 32

    var lines: [Line]
    var lineHeight: CGFloat

    /// The widest line's width and the lines' height, unrounded (a label rounds its size up to
    /// the device pixel, as UIKit does).
    var size: CGSize {
        CGSize(width: lines.reduce(0) { max($0, $1.width) }, height: CGFloat(lines.count) * lineHeight)
    }

    /// With `pushesOut` (a label's `.pushOut` line-break strategy), a paragraph's last line is
    /// not left with a lone word when the line above can give it one.
    init(text: String, font: UIFont, width maxWidth: CGFloat, numberOfLines: Int,
         lineBreakMode: NSLineBreakMode, pushesOut: Bool = false, metrics: TextMetrics) {
        lineHeight = metrics.lineHeight(for: font)
        lines = []
        guard !text.isEmpty else { return }
        let width = maxWidth.isNaN ? 0 : max(maxWidth, 0)
        func measure(_ s: Substring) -> CGFloat { metrics.width(of: s, font: font) }

        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let singleLine = numberOfLines == 1
        let wrapsByChar = lineBreakMode == .byCharWrapping
        // The last line as a part of `text` (truncation may take in what follows it).
        var last = text[...]
        var truncated = false
        func add(_ line: Substring, width: CGFloat) {
            lines.append(Line(text: String(line), width: width))
            last = line
        }
        // Paragraph by paragraph (split at newlines), each broken into lines.
        var rest = text[...]
        paragraphs: while true {
            let end = rest.firstIndex(of: "\n") ?? rest.endIndex
            var paragraph = rest[..<end]
            if singleLine {
                add(paragraph, width: measure(paragraph))
                truncated = end < text.endIndex
                break
            }
            var broken: [(Substring, CGFloat)] = []
            repeat {
                if lines.count + broken.count == limit {
                    for (line, w) in broken { add(line, width: w) }
                    truncated = true
                    break paragraphs
                }
                let (line, lineWidth) = Self.fittingPrefix(of: paragraph, width: width, byChar: wrapsByChar, measure: measure)
                broken.append((line, lineWidth))
                paragraph = paragraph[line.endIndex...]
                while paragraph.first == " " { paragraph = paragraph.dropFirst() }
            } while !paragraph.isEmpty
            if pushesOut, Self.pushesOut(lineBreakMode), broken.count >= 2,
               let (above, below) = Self.pushedOut(broken[broken.count - 2].0, broken[broken.count - 1].0, in: text[...], width: width,
                                                   measure: measure) {
                broken[broken.count - 2] = above
                broken[broken.count - 1] = below
            }
            for (line, w) in broken { add(line, width: w) }
            guard end < rest.endIndex else { break }
            rest = rest[rest.index(after: end)...]
        }

        let lastIndex = lines.count - 1
        let tooWide = lines[lastIndex].width > width
        switch lineBreakMode {
        case .byTruncatingTail where truncated || tooWide:
            // The last visible line holds everything that did not fit.
            let remainder = truncated && !singleLine ? text[last.startIndex...] : last
            lines[lastIndex] = Self.truncate(remainder, mode: .byTruncatingTail, width: width, measure: measure)
        case .byTruncatingHead where tooWide, .byTruncatingMiddle where tooWide:
            lines[lastIndex] = Self.truncate(last, mode: lineBreakMode, width: width, measure: measure)
        case .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingMiddle,
             .byTruncatingTail:
            break
        }
    }

    /// The longest prefix of `s` that fits `width`, broken after a space when one is available,
    /// and its width. The work is in proportion to the line, not to what follows it (a
    /// paragraph of a megabyte breaks line by line without measuring the rest each time).
    static func fittingPrefix(of s: Substring, width: CGFloat, byChar: Bool,
                              measure: (Substring) -> CGFloat) -> (Substring, CGFloat) {
        // Gallop: prefixes of doubling length until one does not fit or the whole is reached.
        var lo = 1, hi = 0
        var probe = Self.firstProbe
        while hi == 0 {
            guard let end = s.index(s.startIndex, offsetBy: probe, limitedBy: s.endIndex), end < s.endIndex else {
                let whole = measure(s)
                if whole <= width { return (s, whole) }
                hi = s.count
                break
            }
            if measure(s[..<end]) <= width { lo = probe; probe *= 2 } else { hi = probe }
        }
        // Binary search the number of characters that fit between the last two probes.
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if measure(s.prefix(mid)) <= width { lo = mid } else { hi = mid - 1 }
        }
        var fit = s.prefix(lo)
        // Break at the last space that fits; the space itself is dropped, as in UIKit.
        if !(fit.endIndex < s.endIndex && s[fit.endIndex] == " "), !byChar, let space = fit.lastIndex(of: " "), space > s.startIndex {
            fit = s[..<space]
        }
        return (fit, measure(fit))
    }

    /// Whether lines broken in `mode` move words to avoid an orphan: wrapping modes that keep
    /// words whole (UIKit ignores the strategy for clipping and character wrapping).
    static func pushesOut(_ mode: NSLineBreakMode) -> Bool {
        mode != .byCharWrapping && mode != .byClipping
    }

    /// A paragraph's last two lines with the last word of `above` moved down, when `below` is a
    /// lone word, `above` has another word to keep and the two words fit on one line (the
    /// `.pushOut` strategy); nil otherwise. Both are slices of `text`.
    static func pushedOut(_ above: Substring, _ below: Substring, in text: Substring, width: CGFloat,
                          measure: (Substring) -> CGFloat) -> ((Substring, CGFloat), (Substring, CGFloat))? {
        guard !below.contains(" "), let space = above.lastIndex(of: " ") else { return nil }
        var end = space
        while end > above.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
        guard end > above.startIndex else { return nil }
        let moved = text[text.index(after: space)..<below.endIndex]
        let movedWidth = measure(moved)
        guard movedWidth <= width else { return nil }
        let kept = text[above.startIndex..<end]
        return ((kept, measure(kept)), (moved, movedWidth))
    }

    private static func truncate(_ s: Substring, mode: NSLineBreakMode, width: CGFloat,
                                 measure: (Substring) -> CGFloat) -> Line {
        let trimmed = s.replacingOccurrences(of: "\n", with: " ")
        let chars = Array(trimmed)
        func candidate(_ keep: Int) -> String {
            switch mode {
            case .byTruncatingHead: return ellipsis + String(chars.suffix(keep))
            case .byTruncatingMiddle:
                let head = (keep + 1) / 2
                return String(chars.prefix(head)) + ellipsis + String(chars.suffix(keep - head))
            default:
                var head = String(chars.prefix(keep))
                while head.last == " " { head.removeLast() }
                return head + ellipsis
            }
        }
        if measure(Substring(trimmed)) <= width, mode != .byTruncatingTail {
            return Line(text: trimmed, width: measure(Substring(trimmed)))
        }
        var lo = 0, hi = chars.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if measure(Substring(candidate(mid))) <= width { lo = mid } else { hi = mid - 1 }
        }
        let text = candidate(lo)
        return Line(text: text, width: measure(Substring(text)))
    }
}
