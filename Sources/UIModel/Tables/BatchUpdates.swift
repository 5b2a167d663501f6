import Foundation

/// The changes of one batch of table or collection view updates, recorded as UIKit reads them: deletions and
/// reloads by their index before the update, insertions by their index after it, moves from
/// before to after. `plan` checks them against the data source's counts and works out where
/// every old row goes.
nonisolated struct BatchUpdates {
    typealias RowAnimation = UITableView.RowAnimation

    var deletedSections: [Int: RowAnimation] = [:]
    var insertedSections: [Int: RowAnimation] = [:]
    var reloadedSections: [Int: RowAnimation] = [:]
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath: RowAnimation] = [:]
    var insertedRows: [IndexPath: RowAnimation] = [:]
    var reloadedRows: [IndexPath: RowAnimation] = [:]
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    /// Where the old rows go, and which rows come and go with which animation.
    nonisolated struct Plan {
        /// Each old section's new index (nil: deleted).
        var sectionMap: [Int?]
        /// Each old row's new index path, by old section (nil: deleted).
        var rowMap: [[IndexPath?]]
        /// New rows that need a new cell (inserted or reloaded), with the animation they come with.
        var appearing: [IndexPath: RowAnimation] = [:]
        /// Old rows whose cells go (deleted or reloaded), with the animation they leave with.
        var disappearing: [IndexPath: RowAnimation] = [:]
        /// Old sections whose header and footer views are made again.
        var replacedSections: Set<Int> = []

        /// The new index path of an old row that keeps its cell (nil: it goes).
        func keptRow(_ old: IndexPath) -> IndexPath? {
            guard rowMap.indices.contains(old.section), rowMap[old.section].indices.contains(old.row),
                  let new = rowMap[old.section][old.row], appearing[new] == nil else { return nil }
            return new
        }
    }

    /// The view's words for itself and its elements in UIKit's messages.
    nonisolated struct Terms {
        let view: String, element: String
        static let table = Terms(view: "table view", element: "row")
        static let collection = Terms(view: "collection view", element: "item")
    }

    /// An update the data source's counts do not agree with, in UIKit's words.
    nonisolated struct Inconsistency: Error, CustomStringConvertible {
        let description: String
    }

    /// Checks the updates against the row counts before (`old`) and after (`new`) and maps the rows.
    func plan(old: [Int], new: [Int], terms: Terms) throws(Inconsistency) -> Plan {
        let sectionMap = try mapSections(old: old.count, new: new.count, terms)
        var plan = Plan(sectionMap: sectionMap, rowMap: old.map { Array(repeating: nil, count: $0) })
        try checkRowIndices(old: old, new: new, terms)
        var oldOfNew = [Int?](repeating: nil, count: new.count)
        for (s, t) in sectionMap.enumerated() { if let t { oldOfNew[t] = s } }

        for (s, t) in sectionMap.enumerated() {
            guard let t, reloadedSections[s] == nil else {
                let animation = deletedSections[s] ?? reloadedSections[s] ?? .automatic
                for r in 0..<old[s] where !movedRows.contains(where: { $0.from == IndexPath(row: r, section: s) }) {
                    plan.disappearing[IndexPath(row: r, section: s)] = animation
                }
                plan.replacedSections.insert(s)
                continue
            }
            try checkCount(section: t, before: old[s], after: new[t], oldSection: s, terms)
            let taken = Set(insertedRows.keys.filter { $0.section == t }.map(\.row) + movedRows.filter { $0.to.section == t }.map(\.to.row))
            var next = 0
            for r in 0..<old[s] {
                let ip = IndexPath(row: r, section: s)
                if let animation = deletedRows[ip] { plan.disappearing[ip] = animation; continue }
                if let move = movedRows.first(where: { $0.from == ip }) { plan.rowMap[s][r] = move.to; continue }
                while taken.contains(next) { next += 1 }
                let to = IndexPath(row: next, section: t)
                plan.rowMap[s][r] = to
                next += 1
                if let animation = reloadedRows[ip] {
                    plan.disappearing[ip] = animation
                    plan.appearing[to] = animation
                }
            }
        }
        for move in movedRows { plan.rowMap[move.from.section][move.from.row] = move.to }
        for (ip, animation) in insertedRows { plan.appearing[ip] = animation }
        // Every row of an inserted or reloaded section is new.
        for (t, s) in oldOfNew.enumerated() where s == nil || reloadedSections[s!] != nil {
            let animation = s.flatMap { reloadedSections[$0] } ?? insertedSections[t] ?? .automatic
            for r in 0..<new[t] where plan.appearing[IndexPath(row: r, section: t)] == nil
                && !movedRows.contains(where: { $0.to == IndexPath(row: r, section: t) }) {
                plan.appearing[IndexPath(row: r, section: t)] = animation
            }
        }
        return plan
    }

    /// Old section → new section, after checking the section indices and count.
    private func mapSections(old: Int, new: Int, _ terms: Terms) throws(Inconsistency) -> [Int?] {
        for s in Array(deletedSections.keys) + Array(reloadedSections.keys) + movedSections.map(\.from) where !(0..<old).contains(s) {
            throw Inconsistency(description: "attempt to delete or reload section \(s), but there are only \(old) sections before the update")
        }
        for s in Array(insertedSections.keys) + movedSections.map(\.to) where !(0..<new).contains(s) {
            throw Inconsistency(description: "attempt to insert section \(s) but there are only \(new) sections after the update")
        }
        let inserted = insertedSections.count, deleted = deletedSections.count
        guard new == old + inserted - deleted else {
            throw Inconsistency(description: "Invalid update: invalid number of sections. The number of sections contained in the \(terms.view) after the update (\(new)) must be equal to the number of sections contained in the \(terms.view) before the update (\(old)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
        }
        var map = [Int?](repeating: nil, count: old)
        var taken = Set(insertedSections.keys)
        for move in movedSections { map[move.from] = move.to; taken.insert(move.to) }
        var next = 0
        for s in 0..<old where deletedSections[s] == nil && !movedSections.contains(where: { $0.from == s }) {
            while taken.contains(next) { next += 1 }
            map[s] = next
            next += 1
        }
        return map
    }

    private func checkRowIndices(old: [Int], new: [Int], _ terms: Terms) throws(Inconsistency) {
        for ip in Array(deletedRows.keys) + Array(reloadedRows.keys) + movedRows.map(\.from) {
            guard old.indices.contains(ip.section), (0..<old[ip.section]).contains(ip.row) else {
                let rows = old.indices.contains(ip.section) ? old[ip.section] : 0
                throw Inconsistency(description: "attempt to delete \(terms.element) \(ip.row) from section \(ip.section) which only contains \(rows) \(terms.element)s before the update")
            }
        }
        for ip in Array(insertedRows.keys) + movedRows.map(\.to) {
            guard new.indices.contains(ip.section), (0..<new[ip.section]).contains(ip.row) else {
                let rows = new.indices.contains(ip.section) ? new[ip.section] : 0
                throw Inconsistency(description: "attempt to insert \(terms.element) \(ip.row) into section \(ip.section), but there are only \(rows) \(terms.element)s in section \(ip.section) after the update")
            }
        }
    }

    private func checkCount(section t: Int, before: Int, after: Int, oldSection s: Int, _ terms: Terms) throws(Inconsistency) {
        let inserted = insertedRows.keys.count { $0.section == t }
        let deleted = deletedRows.keys.count { $0.section == s }
        let movedIn = movedRows.count { $0.to.section == t }
        let movedOut = movedRows.count { $0.from.section == s }
        guard after == before + inserted - deleted + movedIn - movedOut else {
            throw Inconsistency(description: "Invalid update: invalid number of \(terms.element)s in section \(t). The number of \(terms.element)s contained in an existing section after the update (\(after)) must be equal to the number of \(terms.element)s contained in that section before the update (\(before)), plus or minus the number of \(terms.element)s inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(terms.element)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
        }
    }
}

/// A table or collection view: it gathers updates into batches (nested ones count as one) and
/// applies a batch when the outermost one closes, or each update at once outside any.
protocol BatchUpdating: AnyObject {
    var pendingUpdates: BatchUpdates { get set }
    var batchDepth: Int { get set }
    func commitUpdates(_ completion: ((Bool) -> Void)?)
}

extension BatchUpdating {
    func runBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        batchDepth += 1
        updates?()
        batchDepth -= 1
        if batchDepth == 0 { commitUpdates(completion) }
    }

    func recordUpdate(_ change: (inout BatchUpdates) -> Void) {
        change(&pendingUpdates)
        if batchDepth == 0 { commitUpdates(nil) }
    }
}
