import Foundation

/// Where a table's sections, headers, rows and footers lie along its content, from their
/// heights: prefix sums per section, updated from a section onward when a height changes, and
/// searched by binary search (a 10,000-row table finds its visible rows in a few steps).
nonisolated struct TableGeometry {
    nonisolated struct Section {
        var top: CGFloat = 0
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        var rowHeights: [CGFloat] = []
        /// Each row's top from the first row's top; one more entry than rows (the rows' end).
        var rowTops: [CGFloat] = [0]
        /// Whether each row's height was measured (not estimated).
        var measured: [Bool] = []
        var rowsTop: CGFloat { top + headerHeight }
        var height: CGFloat { headerHeight + rowTops[rowTops.count - 1] + footerHeight }
    }

    var sections: [Section] = []
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0

    var contentHeight: CGFloat {
        (sections.last.map { $0.top + $0.height } ?? headerHeight) + footerHeight
    }

    /// Recomputes every section's row tops and tops (after a reload).
    mutating func updateAll() {
        for i in sections.indices { updateRows(i, from: 0) }
        updateTops(from: 0)
    }

    /// Recomputes the tops of section `s` (its rows from `row`) and of every section after it.
    mutating func update(from s: Int, row: Int = 0) {
        guard sections.indices.contains(s) else { return }
        updateRows(s, from: row)
        updateTops(from: s)
    }

    /// The row tops of section `s` from `row` on, written in place (no copy of the section).
    private mutating func updateRows(_ s: Int, from row: Int) {
        let n = sections[s].rowHeights.count
        if sections[s].rowTops.count != n + 1 { sections[s].rowTops = Array(repeating: 0, count: n + 1) }
        let first = min(row, n)
        var y = sections[s].rowTops[first]
        for r in first..<n {
            sections[s].rowTops[r] = y
            y += sections[s].rowHeights[r]
        }
        sections[s].rowTops[n] = y
    }

    private mutating func updateTops(from s: Int) {
        var top = s == 0 ? headerHeight : sections[s - 1].top + sections[s - 1].height
        for i in s..<sections.count {
            sections[i].top = top
            top += sections[i].height
        }
    }

    /// The row's top and height along the content.
    func row(_ ip: IndexPath) -> (top: CGFloat, height: CGFloat)? {
        guard sections.indices.contains(ip.section), sections[ip.section].rowHeights.indices.contains(ip.row) else { return nil }
        let s = sections[ip.section]
        return (s.rowsTop + s.rowTops[ip.row], s.rowHeights[ip.row])
    }

    /// The rows that overlap `y0..<y1`, in order.
    func rows(from y0: CGFloat, to y1: CGFloat) -> [IndexPath] {
        var found: [IndexPath] = []
        rows(from: y0, to: y1, into: &found)
        return found
    }

    /// The rows that overlap `y0..<y1`, in order, into `found`: emptied first and its storage
    /// kept, so that a table scrolling through rows of known height allocates nothing.
    func rows(from y0: CGFloat, to y1: CGFloat, into found: inout [IndexPath]) {
        found.removeAll(keepingCapacity: true)
        guard y1 > y0 else { return }
        // The first section that ends after y0.
        var lo = 0, hi = sections.count
        while lo < hi { let mid = (lo + hi) / 2; if sections[mid].top + sections[mid].height <= y0 { lo = mid + 1 } else { hi = mid } }
        for s in lo..<sections.count {
            let sec = sections[s]
            if sec.top >= y1 { break }
            let n = sec.rowHeights.count
            guard n > 0 else { continue }
            // The first row that ends after y0.
            let local = y0 - sec.rowsTop
            var a = 0, b = n
            while a < b { let m = (a + b) / 2; if sec.rowTops[m + 1] <= local { a = m + 1 } else { b = m } }
            var r = a
            while r < n, sec.rowsTop + sec.rowTops[r] < y1 {
                if sec.rowHeights[r] > 0 { found.append(IndexPath(row: r, section: s)) }
                r += 1
            }
        }
    }
}
