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

    var lines: [Line]
    var lineHeight: CGFloat

    var size: CGSize {
        CGSize(width: (lines.map(\.width).max() ?? 0).rounded(.up), height: CGFloat(lines.count) * lineHeight)
    }

    init(text: String, font: UIFont, width maxWidth: CGFloat, numberOfLines: Int,
         lineBreakMode: NSLineBreakMode, metrics: TextMetrics) {
        lineHeight = metrics.lineHeight(for: font)
        lines = []
        guard !text.isEmpty else { return }
        let width = maxWidth.isNaN ? 0 : max(maxWidth, 0)
        func measure(_ s: Substring) -> CGFloat { metrics.width(of: s, font: font) }

        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let singleLine = numberOfLines == 1
        let wrapsByChar = lineBreakMode == .byCharWrapping
        var raw: [Substring] = []
        var truncated = false
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if singleLine {
                raw.append(paragraph)
                if raw.count >= 1 && text.contains("\n") { truncated = true }
                break
            }
            var rest = paragraph[...]
            repeat {
                if raw.count == limit { truncated = true; break paragraphs }
                let line = Self.fittingPrefix(of: rest, width: width, byChar: wrapsByChar, measure: measure)
                raw.append(line)
                rest = rest[line.endIndex...]
                while rest.first == " " { rest = rest.dropFirst() }
            } while !rest.isEmpty
        }
        if raw.count > limit { raw.removeLast(raw.count - limit); truncated = true }

        lines = raw.map { Line(text: String($0), width: measure($0)) }
        guard let last = raw.last else { return }
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

    /// The longest prefix of `s` that fits `width`, broken after a space when one is available.
    private static func fittingPrefix(of s: Substring, width: CGFloat, byChar: Bool,
                                      measure: (Substring) -> CGFloat) -> Substring {
        if measure(s) <= width { return s }
        // Binary search the number of characters that fit.
        var lo = 1, hi = s.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if measure(s.prefix(mid)) <= width { lo = mid } else { hi = mid - 1 }
        }
        let fit = s.prefix(lo)
        if fit.endIndex < s.endIndex, s[fit.endIndex] == " " { return fit }
        // Break at the last space that fits; the space itself is dropped, as in UIKit.
        if !byChar, let space = fit.lastIndex(of: " "), space > s.startIndex {
            return s[..<space]
        }
        return fit
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
