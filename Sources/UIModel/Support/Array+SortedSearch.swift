nonisolated extension Array where Element: Comparable {
    /// Whether the array, sorted ascending, holds `element`: a binary search, for the per-frame
    /// membership tests that a `Set` would allocate for.
    func sortedContains(_ element: Element) -> Bool {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if self[mid] < element { lo = mid + 1 } else { hi = mid }
        }
        return lo < count && self[lo] == element
    }
}
