import Foundation

/// Attributed text broken into lines for a width and a line limit, as TextKit lays out a label or
/// a text view: run by run (each run's font, size and kerning; inline attachments), lines as
/// high as their tallest run with the baselines aligned, paragraph styles' spacing, line heights,
/// indents and alignment, and the last line truncated per the line-break mode when text is left.
struct AttributedTextLayout {
    /// A stretch of one line in one style.
    struct Fragment {
        var text: String
        var style: RunStyle
        /// From the line's start.
        var x: CGFloat
        var width: CGFloat
        /// Part of a right-to-left stretch of the line (its letters are set right to left).
        var rightToLeft = false
        /// Where the fragment's text starts in the string, in UTF-16 units (nil: an ellipsis).
        var location: Int?
    }

    struct Line {
        var fragments: [Fragment]
        var width: CGFloat
        /// The line box's top, from the text's top, and its height.
        var top: CGFloat
        var height: CGFloat
        /// The baseline, from the line's top.
        var baseline: CGFloat
        /// The space before the line on its leading side, and the width it may fill after it.
        var indent: CGFloat
        var available: CGFloat
        var alignment: NSTextAlignment
        /// The part of the string the line shows (before truncation).
        var range: Range<String.Index>?
    }

    private(set) var lines: [Line] = []
    /// The text's size, rounded up to whole points (what views size themselves by).
    var size: CGSize { CGSize(width: exactSize.width.rounded(.up), height: exactSize.height.rounded(.up)) }
    /// The text's size as laid out (fractional, what the string measuring calls return).
    private(set) var exactSize: CGSize = .zero
    /// Whether text was left out (line limit) and the last line ends in "…" or is cut.
    private(set) var isTruncated = false

    /// One attribute run of the string.
    private struct Run {
        var range: Range<String.Index>
        var style: RunStyle
        var paragraph: NSParagraphStyle?
    }

    let string: String
    private var runs: [Run] = []
    let metrics: TextMetrics
    private let defaults: TextDefaults
    private let usesFontLeading: Bool

    /// `text` laid out `width` wide (`.greatestFiniteMagnitude`: unbounded) in at most
    /// `numberOfLines` lines (0: no limit); with `usesFontLeading`, lines include the fonts'
    /// line gaps (the string drawing calls' `.usesFontLeading`).
    init(_ text: NSAttributedString, defaults: TextDefaults, width: CGFloat, numberOfLines: Int, metrics: TextMetrics,
         usesFontLeading: Bool = false) {
        string = text.string
        self.metrics = metrics
        self.defaults = defaults
        self.usesFontLeading = usesFontLeading
        let string = self.string
        var runs: [Run] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, nsRange, _ in
            guard let range = Range(nsRange, in: string), !range.isEmpty else { return }
            runs.append(Run(range: range, style: RunStyle(attributes, defaults: defaults),
                            paragraph: attributes[.paragraphStyle] as? NSParagraphStyle))
        }
        self.runs = runs
        guard !string.isEmpty else { return }
        layOut(width: width.isNaN ? 0 : max(width, 0), limit: numberOfLines > 0 ? numberOfLines : Int.max, singleLine: numberOfLines == 1)
    }

    // MARK: Breaking lines

    private mutating func layOut(width: CGFloat, limit: Int, singleLine: Bool) {
        var y: CGFloat = 0, gap: CGFloat = 0, widest: CGFloat = 0
        var paragraphStart = string.startIndex
        paragraphs: while true {
            let paragraphEnd = string[paragraphStart...].firstIndex(of: "\n") ?? string.endIndex
            let style = paragraphStyle(at: paragraphStart)
            let mode = lineBreakMode(at: paragraphStart)
            if paragraphStart > string.startIndex { gap += style.paragraphSpacingBefore }
            var rest = string[paragraphStart..<paragraphEnd]
            // The paragraph's lines: each one's text, indent and width to fill.
            var broken: [(text: Substring, indent: CGFloat, available: CGFloat)] = []
            func place() {
                for line in broken {
                    var built = makeLine(line.text.startIndex..<line.text.endIndex, indent: line.indent, available: line.available,
                                         style: style)
                    y += gap
                    built.top = y
                    y += built.height
                    gap = max(style.lineSpacing, 0)
                    lines.append(built)
                }
            }
            repeat {
                if lines.count + broken.count == limit { place(); isTruncated = true; break paragraphs }
                let indent = broken.isEmpty ? style.firstLineHeadIndent : style.headIndent
                let available = Self.available(width, indent: indent, tailIndent: style.tailIndent)
                let line = singleLine ? rest
                    : TextLayout.fittingPrefix(of: rest, width: available, byChar: mode == .byCharWrapping, measure: measure).0
                broken.append((line, indent, available))
                rest = rest[line.endIndex...]
                while rest.first == " " { rest = rest.dropFirst() }
            } while !rest.isEmpty && !(singleLine && lines.count + broken.count == limit)
            let n = broken.count
            if n >= 2, TextLayout.pushesOut(mode), lineBreakStrategy(at: paragraphStart).contains(.pushOut),
               let (above, below) = TextLayout.pushedOut(broken[n - 2].text, broken[n - 1].text, in: string[...],
                                                         width: broken[n - 1].available, measure: measure) {
                broken[n - 2].text = above.0
                broken[n - 1].text = below.0
            }
            place()
            guard paragraphEnd < string.endIndex else { break }
            if singleLine { isTruncated = true; break }
            gap += style.paragraphSpacing
            paragraphStart = string.index(after: paragraphEnd)
        }
        truncateLastLine(mode: lines.last?.range.map { lineBreakMode(at: $0.lowerBound) } ?? defaults.lineBreakMode)
        for i in lines.indices { orderVisually(&lines[i]) }
        for line in lines { widest = max(widest, line.indent + line.width) }
        exactSize = CGSize(width: widest, height: y)
    }

    private static func available(_ width: CGFloat, indent: CGFloat, tailIndent: CGFloat) -> CGFloat {
        // A positive tail indent is the line's length from the leading edge; otherwise the
        // distance from the trailing edge.
        let end = tailIndent > 0 ? min(tailIndent, width) : width + min(tailIndent, 0)
        return max(end - indent, 0)
    }

    private func makeLine(_ range: Range<String.Index>, indent: CGFloat, available: CGFloat, style: NSParagraphStyle) -> Line {
        let fragments = self.fragments(range)
        var line = Line(fragments: fragments, width: fragments.reduce(0) { $0 + $1.width }, top: 0, height: 0, baseline: 0,
                        indent: indent, available: available, alignment: alignment(at: range.lowerBound))
        line.range = range
        setHeight(of: &line, style: style)
        return line
    }

    /// The line's height and baseline from its runs and the paragraph's line-height settings
    /// (extra height goes above the text, as TextKit places it).
    private func setHeight(of line: inout Line, style: NSParagraphStyle) {
        var ascent: CGFloat = 0, descent: CGFloat = 0
        let styles = line.fragments.isEmpty ? [self.style(at: line.range?.lowerBound)] : line.fragments.map(\.style)
        for s in styles {
            if let attachment = s.attachment {
                let b = attachment.bounds
                ascent = max(ascent, b.size == .zero ? attachment.drawnSize.height : b.maxY)
                descent = max(descent, -b.minY)
                continue
            }
            let fontAscent = metrics.ascender(for: s.font)
            let gap = usesFontLeading ? metrics.leading(for: s.font) : 0
            // A raised run adds to the line's ascent, a lowered one to its descent.
            ascent = max(ascent, fontAscent + max(s.baselineOffset, 0))
            descent = max(descent, metrics.lineHeight(for: s.font) - fontAscent + gap + max(-s.baselineOffset, 0))
        }
        var height = ascent + descent
        if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
        if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        line.height = height
        line.baseline = height - descent
    }

    /// The line's text split at run boundaries, each piece measured.
    private func fragments(_ range: Range<String.Index>) -> [Fragment] {
        var result: [Fragment] = []
        var x: CGFloat = 0
        forEachPiece(of: string[range]) { piece, style in
            let w = width(of: piece, style: style)
            result.append(Fragment(text: String(piece), style: style, x: x, width: w, location: location(of: piece)))
            x += w
        }
        return result
    }

    // MARK: Truncation

    /// Ends the last line with "…" when text was left out or it is too wide (tail truncation;
    /// head and middle for one-line text), as UILabel does; other modes leave it cut.
    private mutating func truncateLastLine(mode: NSLineBreakMode) {
        guard var last = lines.last, let range = last.range else { return }
        let tooWide = last.width > last.available + 0.001
        guard isTruncated || tooWide else { return }
        let paragraphEnd = string[range.lowerBound...].firstIndex(of: "\n") ?? string.endIndex
        let text = string[range.lowerBound..<(isTruncated ? paragraphEnd : range.upperBound)]
        let chars = Array(text.indices)
        enum Piece { case text(Substring), ellipsis }
        /// The line keeping `k` characters of `text` around the ellipsis.
        func pieces(keeping k: Int) -> [Piece] {
            func suffix(_ n: Int) -> Substring { text[(n == 0 ? text.endIndex : chars[chars.count - n])...] }
            switch mode {
            case .byTruncatingHead:
                return [.ellipsis, .text(suffix(k))]
            case .byTruncatingMiddle:
                let head = (k + 1) / 2
                return [.text(text[..<(head < chars.count ? chars[head] : text.endIndex)]), .ellipsis, .text(suffix(k - head))]
            default:
                var end = k < chars.count ? chars[k] : text.endIndex
                while end > text.startIndex, string[string.index(before: end)] == " " { end = string.index(before: end) }
                return [.text(text[..<end]), .ellipsis]
            }
        }
        switch mode {
        case .byTruncatingTail: break
        case .byTruncatingHead, .byTruncatingMiddle: guard tooWide && !isTruncated else { return }
        case .byWordWrapping, .byCharWrapping, .byClipping: isTruncated = isTruncated || tooWide; return
        }
        if tooWide, !isTruncated, paragraphStyle(at: range.lowerBound).allowsDefaultTighteningForTruncation || defaults.tightensForTruncation,
           tighten(&last) {
            lines[lines.count - 1] = last
            return
        }
        func build(_ k: Int) -> [Fragment] {
            var result: [Fragment] = []
            var x: CGFloat = 0
            for piece in pieces(keeping: k) {
                guard case .text(let piece) = piece else {
                    // The ellipsis takes the style of the text before it (or after, at the start).
                    let style = result.last?.style ?? self.style(at: text.startIndex)
                    let w = width(of: Substring(TextLayout.ellipsis), style: style)
                    result.append(Fragment(text: TextLayout.ellipsis, style: style, x: x, width: w))
                    x += w
                    continue
                }
                forEachPiece(of: piece) { p, style in
                    let w = width(of: p, style: style)
                    result.append(Fragment(text: String(p), style: style, x: x, width: w, location: location(of: p)))
                    x += w
                }
            }
            return result
        }
        var lo = 0, hi = chars.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if build(mid).reduce(0, { $0 + $1.width }) <= last.available + 0.001 { lo = mid } else { hi = mid - 1 }
        }
        last.fragments = build(lo)
        last.width = last.fragments.reduce(0) { $0 + $1.width }
        lines[lines.count - 1] = last
        isTruncated = true
    }

    // MARK: Direction

    /// Puts the line's fragments in the order they show from left to right, by the
    /// bidirectional levels of the whole line (so a neutral between two styled runs takes the
    /// direction of the text around it, not of its own run): each fragment split where the level
    /// changes, the pieces reordered by rule L2 and placed side by side.
    private func orderVisually(_ line: inout Line) {
        let levels = metrics.bidiLevels(of: Substring(line.fragments.map(\.text).joined()))
        guard !levels.isEmpty else { return }
        var pieces: [(fragment: Fragment, level: UInt8)] = []
        var scalar = 0
        for fragment in line.fragments {
            var start = fragment.text.startIndex, level: UInt8?
            func close(at end: String.Index) {
                guard let level, start < end else { return }
                let text = fragment.text[start..<end]
                var piece = fragment
                piece.text = String(text)
                piece.width = text.endIndex == fragment.text.endIndex && start == fragment.text.startIndex
                    ? fragment.width : width(of: text, style: fragment.style)
                piece.rightToLeft = level % 2 == 1
                piece.location = fragment.location.map { $0 + fragment.text[..<start].utf16.count }
                pieces.append((piece, level))
            }
            for i in fragment.text.indices {
                let l = levels[min(scalar, levels.count - 1)]
                scalar += fragment.text[i].unicodeScalars.count
                if l != level { close(at: i); start = i; level = l }
            }
            close(at: fragment.text.endIndex)
        }
        var x: CGFloat = 0
        line.fragments = BidiOrder.visualIndices(pieces.map(\.level)).map { i in
            var f = pieces[i].fragment
            f.x = x
            x += f.width
            return f
        }
    }

    /// How much wider than its line a line may be and still be tightened to fit instead of
    /// truncated: 5 %, `NSParagraphStyle.tighteningFactorForTruncation`'s default in TextKit.
    static let tighteningFactor: CGFloat = 0.05

    /// How much of the white between two glyphs tightening may take: half. Letters come closer
    /// but never touch, and a space stays wider than the gaps between letters.
    static let tighteningShare: CGFloat = 0.5

    /// Draws the line's letters closer together so that it fits its width, when it is at most
    /// `tighteningFactor` too wide; false when it is wider, or when it cannot come that close.
    /// Each gap gives in proportion to the white between its glyphs (a space's gap the most),
    /// at most `tighteningShare` of it, as the text system's side bearings say; without them
    /// (the model metrics, right-to-left text) every letter gives the same.
    private func tighten(_ line: inout Line) -> Bool {
        let available = line.available
        guard line.width - available > 0, line.width - available <= available * Self.tighteningFactor else { return false }
        if !line.fragments.contains(where: { $0.rightToLeft }), let tightened = tightenedByBearings(line) {
            guard let fragments = tightened else { return false }
            line.fragments = fragments
            line.width = fragments.last.map { $0.x + $0.width } ?? 0
            return true
        }
        let excess = line.width - available
        let count = line.fragments.reduce(0) { $0 + ($1.style.attachment == nil ? $1.text.count : 0) }
        guard count > 0 else { return false }
        let squeeze = excess / CGFloat(count)
        var x: CGFloat = 0
        for i in line.fragments.indices {
            if line.fragments[i].style.attachment == nil {
                line.fragments[i].style.kern -= squeeze
                line.fragments[i].width = width(of: Substring(line.fragments[i].text), style: line.fragments[i].style)
            }
            line.fragments[i].x = x
            x += line.fragments[i].width
        }
        line.width = x
        return true
    }

    /// The line's letters, each a fragment of its own with the kern that brings it closer to the
    /// next, so that the line fits: nil when the side bearings are unknown, .some(nil) when the
    /// line cannot fit without taking more than `tighteningShare` of a gap.
    private func tightenedByBearings(_ line: Line) -> [Fragment]?? {
        // Every character in order, as a fragment of its own (attachments stay whole).
        var letters: [Fragment] = []
        for f in line.fragments {
            guard f.style.attachment == nil, f.location != nil else { letters.append(f); continue }
            var offset = 0
            for c in f.text {
                var letter = f
                letter.text = String(c)
                letter.location = f.location.map { $0 + offset }
                letter.width = width(of: Substring(letter.text), style: f.style)
                letters.append(letter)
                offset += c.utf16.count
            }
        }
        // The white each letter's gap to the next holds: its right bearing and the next's left.
        var bearings: [(left: CGFloat, right: CGFloat)?] = []
        for letter in letters {
            guard letter.style.attachment == nil, let c = letter.text.first, letter.text.count == 1 else { bearings.append(nil); continue }
            guard let b = metrics.sideBearings(of: c, font: letter.style.font) else { return nil }
            bearings.append(b)
        }
        let allowances = letters.indices.map { i -> CGFloat in
            guard i + 1 < letters.count, let b = bearings[i], let next = bearings[i + 1] else { return 0 }
            return max(b.right + next.left, 0) * Self.tighteningShare
        }
        let natural = letters.reduce(0) { $0 + $1.width }
        let excess = natural - line.available, total = allowances.reduce(0, +)
        guard excess > 0 else { return .some(letters.positioned()) }
        guard total >= excess else { return .some(nil) }
        for i in letters.indices where allowances[i] > 0 {
            letters[i].style.kern -= excess * allowances[i] / total
            letters[i].width = width(of: Substring(letters[i].text), style: letters[i].style)
        }
        return .some(letters.positioned())
    }

    // MARK: Runs and measuring

    /// Calls `body` with each part of `s` (a slice of the string) that lies in one run.
    private func forEachPiece(of s: Substring, _ body: (Substring, RunStyle) -> Void) {
        guard !s.isEmpty else { return }
        var i = runIndex(containing: s.startIndex)
        while i < runs.count, runs[i].range.lowerBound < s.endIndex {
            let lo = max(runs[i].range.lowerBound, s.startIndex), hi = min(runs[i].range.upperBound, s.endIndex)
            if lo < hi { body(string[lo..<hi], runs[i].style) }
            i += 1
        }
    }

    /// Where a slice of the string starts, in UTF-16 units.
    private func location(of piece: Substring) -> Int {
        string.utf16.distance(from: string.startIndex, to: piece.startIndex)
    }

    /// The fragment under `point` (from the text's top left, in a box `width` wide), or nil
    /// off the text.
    func fragment(at point: CGPoint, width: CGFloat, layoutDirection: UIUserInterfaceLayoutDirection) -> Fragment? {
        guard let line = lines.first(where: { point.y >= $0.top && point.y < $0.top + $0.height }) else { return nil }
        let x = point.x - lineStart(line, width: width, layoutDirection: layoutDirection)
        return line.fragments.first { x >= $0.x && x < $0.x + $0.width }
    }

    private func measure(_ s: Substring) -> CGFloat {
        var total: CGFloat = 0
        forEachPiece(of: s) { total += width(of: $0, style: $1) }
        return total
    }

    private func width(of piece: Substring, style: RunStyle) -> CGFloat {
        if let attachment = style.attachment {
            return attachment.drawnSize.width * CGFloat(piece.filter { $0 == NSTextAttachment.character }.count)
        }
        return metrics.width(of: piece, font: style.font) + style.kern * CGFloat(piece.count)
    }

    /// The first run that ends after `index` (binary search).
    private func runIndex(containing index: String.Index) -> Int {
        var lo = 0, hi = runs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if runs[mid].range.upperBound <= index { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    private func run(at index: String.Index) -> Run? {
        let i = runIndex(containing: index)
        return i < runs.count ? runs[i] : runs.last
    }

    private func style(at index: String.Index?) -> RunStyle {
        index.flatMap(run(at:))?.style ?? RunStyle([:], defaults: defaults)
    }

    private func paragraphStyle(at index: String.Index) -> NSParagraphStyle {
        run(at: index)?.paragraph ?? .default
    }

    private func alignment(at index: String.Index) -> NSTextAlignment {
        run(at: index)?.paragraph?.alignment ?? defaults.alignment
    }

    /// The line-break strategy of the paragraph at `index`: its style's, else the view's (a
    /// label's for its plain text).
    private func lineBreakStrategy(at index: String.Index) -> NSParagraphStyle.LineBreakStrategy {
        run(at: index)?.paragraph?.lineBreakStrategy ?? defaults.lineBreakStrategy
    }

    /// The line-break mode of the paragraph at `index`: its style's, else the view's.
    private func lineBreakMode(at index: String.Index) -> NSLineBreakMode {
        run(at: index)?.paragraph?.lineBreakMode ?? defaults.lineBreakMode
    }
}

extension Array where Element == AttributedTextLayout.Fragment {
    /// The fragments laid side by side from the line's start.
    func positioned() -> [AttributedTextLayout.Fragment] {
        var x: CGFloat = 0
        return map { f in
            var f = f
            f.x = x
            x += f.width
            return f
        }
    }
}
