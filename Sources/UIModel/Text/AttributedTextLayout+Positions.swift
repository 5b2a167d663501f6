import Foundation

/// Where text positions are in laid-out text: the caret's place before a UTF-16 offset, and the
/// offset nearest a point (a tap placing the caret, a drag selecting).
extension AttributedTextLayout {
    /// The caret's place before `offset`: its line (`lines.count` for the empty line after a
    /// final newline) and its x from the line's start.
    func caretPlace(at offset: Int) -> (line: Int, x: CGFloat) {
        let ns = string as NSString
        let o = min(max(offset, 0), ns.length)
        guard !lines.isEmpty else { return (0, 0) }
        let index = String.Index(utf16Offset: o, in: string)
        var line = 0
        for (i, l) in lines.enumerated() where l.range.map({ $0.lowerBound <= index }) ?? false { line = i }
        // After a final newline the caret starts a line of its own.
        if o == ns.length, string.last?.isNewline == true, lines[line].range?.lowerBound != index { return (lines.count, 0) }
        return (line, x(at: o, in: lines[line]))
    }

    /// The x of the boundary before `offset` within `line`, from its start.
    private func x(at offset: Int, in line: Line) -> CGFloat {
        var best: CGFloat = 0
        for f in line.fragments {
            guard let start = f.location else { continue }
            let count = (f.text as NSString).length
            if offset <= start { return best }
            if offset <= start + count {
                let prefix = (f.text as NSString).substring(to: offset - start)
                return f.x + metrics.width(of: prefix[...], font: f.style.font) + f.style.kern * CGFloat(prefix.count)
            }
            best = f.x + f.width
        }
        return best
    }

    /// The boundary in `line` (an index into `lines`) nearest `x` from the line's start.
    func offset(nearestX x: CGFloat, inLine line: Int) -> Int {
        let ns = string as NSString
        guard lines.indices.contains(line), let range = lines[line].range else { return ns.length }
        let start = range.lowerBound.utf16Offset(in: string)
        var end = range.upperBound.utf16Offset(in: string)
        // A line ending in a newline: the caret goes before it.
        while end > start, [10, 13].contains(ns.character(at: end - 1)) { end -= 1 }
        var best = start, bestDistance = CGFloat.greatestFiniteMagnitude
        var o = start
        while true {
            let d = abs(self.x(at: o, in: lines[line]) - x)
            if d < bestDistance { best = o; bestDistance = d }
            guard o < end else { break }
            o = TextEditing.nextBoundary(in: ns, after: o)
        }
        return best
    }

    /// The line at `y` from the text's top (the first above, the last below).
    func lineIndex(atY y: CGFloat) -> Int {
        guard !lines.isEmpty else { return 0 }
        return lines.firstIndex { y < $0.top + $0.height } ?? lines.count - 1
    }
}
