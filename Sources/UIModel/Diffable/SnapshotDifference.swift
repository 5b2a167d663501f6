import Foundation

extension NSDiffableDataSourceSnapshot {
    /// The batch of updates that turns `old` into this snapshot: sections and items deleted,
    /// inserted and moved (the fewest moves: those outside the longest run kept in order),
    /// the reloads this snapshot asks for, and the rows to reconfigure (by their new index).
    func updates(from old: Self, animation: UITableView.RowAnimation) -> (updates: BatchUpdates, reconfigure: [IndexPath]) {
        var u = BatchUpdates()
        let oldSection = Dictionary(old.sectionIdentifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let newSection = Dictionary(sectionIdentifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        for (s, id) in old.sectionIdentifiers.enumerated() where newSection[id] == nil { u.deletedSections[s] = animation }
        for (t, id) in sectionIdentifiers.enumerated() where oldSection[id] == nil { u.insertedSections[t] = animation }
        let commonSections = sectionIdentifiers.enumerated().compactMap { t, id in oldSection[id].map { (from: $0, to: t) } }
        for pair in Self.outOfOrder(commonSections) { u.movedSections.append(pair) }
        for id in reloadedSectionIdentifiers { if let s = oldSection[id], newSection[id] != nil { u.reloadedSections[s] = animation } }

        // An old section's items stay in it when it survives and is not reloaded.
        let survives = { (s: Int) in old.sectionIdentifiers.indices.contains(s) && newSection[old.sectionIdentifiers[s]] != nil && u.reloadedSections[s] == nil }
        let newSurvivor = { (t: Int) in oldSection[self.sectionIdentifiers[t]].map(survives) ?? false }
        var oldItem: [Item: IndexPath] = [:]
        for s in old.sectionIdentifiers.indices { for (r, id) in old.items(inSectionAt: s).enumerated() { oldItem[id] = IndexPath(row: r, section: s) } }
        var newItem: [Item: IndexPath] = [:]
        for t in sectionIdentifiers.indices { for (r, id) in items(inSectionAt: t).enumerated() { newItem[id] = IndexPath(row: r, section: t) } }

        for (id, from) in oldItem where survives(from.section) {
            if let to = newItem[id], newSurvivor(to.section) { continue }
            u.deletedRows[from] = animation
        }
        for t in sectionIdentifiers.indices where newSurvivor(t) {
            var kept: [(from: Int, to: Int)] = []
            for (r, id) in items(inSectionAt: t).enumerated() {
                let to = IndexPath(row: r, section: t)
                guard let from = oldItem[id], survives(from.section) else { u.insertedRows[to] = animation; continue }
                if old.sectionIdentifiers[from.section] == sectionIdentifiers[t] { kept.append((from.row, r)) } else { u.movedRows.append((from, to)) }
            }
            let s = oldSection[sectionIdentifiers[t]]!
            for move in Self.outOfOrder(kept) { u.movedRows.append((IndexPath(row: move.from, section: s), IndexPath(row: move.to, section: t))) }
        }
        let moved = Set(u.movedRows.map(\.from))
        for id in reloadedItemIdentifiers {
            guard let from = oldItem[id], survives(from.section), let to = newItem[id], newSurvivor(to.section) else { continue }
            if moved.contains(from) {
                // A row cannot move and reload at once: it goes and comes back.
                u.movedRows.removeAll { $0.from == from }
                u.deletedRows[from] = animation
                u.insertedRows[to] = animation
            } else {
                u.reloadedRows[from] = animation
            }
        }
        let reconfigure = reconfiguredItemIdentifiers.compactMap { newItem[$0] }
        return (u, reconfigure)
    }

    /// The pairs (old index → new index, listed in new order) that must move: all but the
    /// longest run whose old indices increase.
    static func outOfOrder(_ pairs: [(from: Int, to: Int)]) -> [(from: Int, to: Int)] {
        // Patience sorting: tails[k] is the index of the pair ending the best run of length k + 1.
        var tails: [Int] = [], previous = [Int](repeating: -1, count: pairs.count)
        for (i, pair) in pairs.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi { let m = (lo + hi) / 2; if pairs[tails[m]].from < pair.from { lo = m + 1 } else { hi = m } }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var inRun = Set<Int>()
        var i = tails.last ?? -1
        while i >= 0 { inRun.insert(i); i = previous[i] }
        return pairs.indices.filter { !inRun.contains($0) }.map { pairs[$0] }
    }
}
