import Foundation

/// Laid-out text by string, font, width, line limit and line-break mode, as text engines keep
/// (Core Text's and TextKit's caches): a cell reused for text it has shown before, or a label
/// asked for its size and then drawn, lays the text out once. Bounded: emptied, its storage
/// kept, when it reaches `capacity` entries. The layouts depend on nothing else, so a hit is the
/// same layout a fresh measurement would give.
final class TextLayoutCache {
    nonisolated deinit {}
    /// Enough for every line of a few screens of text.
    static let capacity = 2048

    nonisolated private struct Key: Hashable {
        var text: String
        var font: UIFont
        var width: CGFloat
        var numberOfLines: Int
        var lineBreakMode: NSLineBreakMode
        var pushesOut: Bool
    }

    private var entries: [Key: TextLayout] = [:]

    var count: Int { entries.count }

    func layout(text: String, font: UIFont, width: CGFloat, numberOfLines: Int,
                lineBreakMode: NSLineBreakMode, pushesOut: Bool = false, metrics: TextMetrics) -> TextLayout {
        let key = Key(text: text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                      pushesOut: pushesOut)
        if let layout = entries[key] { return layout }
        let layout = TextLayout(text: text, font: font, width: width, numberOfLines: numberOfLines,
                                lineBreakMode: lineBreakMode, pushesOut: pushesOut, metrics: metrics)
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = layout
        return layout
    }

    func removeAll() { entries.removeAll() }
}
