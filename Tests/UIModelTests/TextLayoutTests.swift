import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Fixed-pitch metrics that count how often text is measured.
private final class CountingMetrics: TextMetrics {
    let base = FixedPitchTextMetrics()
    var measured = 0
    func width(of text: Substring, font: UIFont) -> CGFloat { measured += 1; return base.width(of: text, font: font) }
    func lineHeight(for font: UIFont) -> CGFloat { base.lineHeight(for: font) }
    func ascender(for font: UIFont) -> CGFloat { base.ascender(for: font) }
}

@Suite(.serialized, .freshRuntime) struct TextLayoutTests {
    // Fixed pitch: a 10 pt font sets 6 pt per character.
    let font = UIFont.systemFont(ofSize: 10)

    private func lines(_ text: String, width: CGFloat = 60, numberOfLines: Int = 0) -> [String] {
        TextLayout(text: text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: .byWordWrapping,
                   metrics: FixedPitchTextMetrics()).lines.map(\.text)
    }

    @Test func newlinesStartParagraphsAndEmptyOnesAreEmptyLines() {
        #expect(lines("one\ntwo") == ["one", "two"])
        #expect(lines("one\n\ntwo") == ["one", "", "two"])
        #expect(lines("one\n") == ["one", ""])
        #expect(lines("\n") == ["", ""])
        // Each paragraph wraps on its own.
        #expect(lines("one two three\nfour") == ["one two", "three", "four"])
        // A line limit cuts across paragraphs.
        #expect(lines("a\nb\nc", numberOfLines: 2) == ["a", "b"])
    }

    @Test func aSingleLineShowsTheFirstParagraphAndTruncatesTheRest() {
        let layout = TextLayout(text: "ab\ncd", font: font, width: 60, numberOfLines: 1, lineBreakMode: .byTruncatingTail,
                                metrics: FixedPitchTextMetrics())
        // The paragraphs after the first are cut, and the ellipsis says so.
        #expect(layout.lines.map(\.text) == ["ab\u{2026}"])
        let clipped = TextLayout(text: "ab\ncd", font: font, width: 60, numberOfLines: 1, lineBreakMode: .byClipping,
                                 metrics: FixedPitchTextMetrics())
        #expect(clipped.lines.map(\.text) == ["ab"])
    }

    @Test func eachLineIsMeasuredAndTheSizeIsTheWidestLine() {
        let layout = TextLayout(text: "one two three", font: font, width: 60, numberOfLines: 0, lineBreakMode: .byWordWrapping,
                                metrics: FixedPitchTextMetrics())
        #expect(layout.lines.map(\.width) == [42, 30])
        #expect(layout.size == CGSize(width: 42, height: 24))
    }

    @Test func theCacheLaysTextOutOnceAndForgetsItWhenTheMetricsChange() {
        let metrics = CountingMetrics()
        UIModelRuntime.current.textMetrics = metrics
        defer { UIModelRuntime.current.textMetrics = FixedPitchTextMetrics() }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        label.font = font
        label.numberOfLines = 0
        label.text = "one two three"
        let size = label.sizeThatFits(CGSize(width: 60, height: 0))
        let measured = metrics.measured
        #expect(measured > 0)
        // Asked again, by another label showing the same text, and when drawn: no measuring.
        let other = UILabel(frame: label.frame)
        other.font = font
        other.numberOfLines = 0
        other.text = "one two three"
        #expect(other.sizeThatFits(CGSize(width: 60, height: 0)) == size)
        #expect(other.layout(forWidth: 60) == label.layout(forWidth: 60))
        #expect(metrics.measured == measured)
        // Another width, font or line limit is another layout.
        _ = other.sizeThatFits(CGSize(width: 30, height: 0))
        #expect(metrics.measured > measured)
        // New metrics: nothing laid out with the old ones is used.
        let fresh = CountingMetrics()
        UIModelRuntime.current.textMetrics = fresh
        #expect(UIModelRuntime.current.resources.textLayouts.count == 0)
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == size)
        #expect(fresh.measured > 0)
    }

    @Test func theCacheStaysWithinItsCapacity() {
        let cache = TextLayoutCache()
        let metrics = FixedPitchTextMetrics()
        for i in 0..<(TextLayoutCache.capacity + 10) {
            _ = cache.layout(text: "row \(i)", font: font, width: 100, numberOfLines: 1, lineBreakMode: .byTruncatingTail, metrics: metrics)
            #expect(cache.count <= TextLayoutCache.capacity)
        }
        // Emptied at the limit, then filling again.
        #expect(cache.count == 10)
        let layout = cache.layout(text: "row 5", font: font, width: 100, numberOfLines: 1, lineBreakMode: .byTruncatingTail, metrics: metrics)
        #expect(layout.lines.map(\.text) == ["row 5"])
    }

    @Test func aTextStyleAtASizeIsOneFont() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(UIFont.preferredFont(forTextStyle: .body) === body)
        let large = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))
        #expect(large !== body && large.pointSize > body.pointSize)
        #expect(UIFont.preferredFont(forTextStyle: .headline) !== body)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    }
}

@Suite(.freshRuntime) struct IndexPathTests {
    @Test func rowsAndItemsAreTwoIndexPaths() {
        let ip = IndexPath(row: 3, section: 1)
        #expect(ip == IndexPath(indexes: [1, 3]))
        #expect(ip.hashValue == IndexPath(indexes: [1, 3]).hashValue)
        #expect(ip.count == 2 && ip.section == 1 && ip.row == 3)
        #expect(IndexPath(item: 4, section: 0) == [0, 4])
        #expect(IndexPath(row: 0, section: 2) < IndexPath(row: 1, section: 2))
        #expect(IndexPath(row: 9, section: 1) < IndexPath(row: 0, section: 2))
    }

    @Test func aSortedSearchFindsExactlyTheMembers() {
        let rows = [IndexPath(row: 2, section: 0), IndexPath(row: 5, section: 0), IndexPath(row: 0, section: 1)]
        for ip in rows { #expect(rows.sortedContains(ip)) }
        for ip in [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0), IndexPath(row: 1, section: 1)] {
            #expect(!rows.sortedContains(ip))
        }
        #expect(![IndexPath]().sortedContains(IndexPath(row: 0, section: 0)))
    }
}
