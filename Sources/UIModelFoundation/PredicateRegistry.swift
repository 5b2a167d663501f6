import Foundation

/// The process-wide table that remembers, for each `NSPredicate` created from a format string,
/// its parsed node or its parse error. swift-corelibs-foundation's `NSPredicate` only stores a
/// block, and extensions cannot add stored properties, so the association lives here, keyed
/// by object identity and checked against a weak reference (dead entries are pruned).
enum PredicateRegistry {
    enum Outcome {
        case parsed(PredicateNode)
        case failed(PredicateFormatError)
    }

    private final class Entry {
        weak var predicate: NSPredicate?
        let outcome: Outcome
        init(predicate: NSPredicate, outcome: Outcome) {
            self.predicate = predicate
            self.outcome = outcome
        }
    }

    private struct Table {
        var entries: [ObjectIdentifier: Entry] = [:]
        var pruneThreshold = 64
    }

    private static let table = Locked(Table())

    static func register(_ predicate: NSPredicate, _ outcome: Outcome) {
        let entry = Entry(predicate: predicate, outcome: outcome)
        table.withLock { table in
            table.entries[ObjectIdentifier(predicate)] = entry
            if table.entries.count >= table.pruneThreshold {
                table.entries = table.entries.filter { $0.value.predicate != nil }
                table.pruneThreshold = max(64, table.entries.count * 2)
            }
        }
    }

    static func outcome(of predicate: NSPredicate) -> Outcome? {
        table.withLock { table in
            guard let entry = table.entries[ObjectIdentifier(predicate)], entry.predicate === predicate else { return nil }
            return entry.outcome
        }
    }

    /// The number of live entries (for tests).
    static var liveCount: Int {
        table.withLock { table in table.entries.values.filter { $0.predicate != nil }.count }
    }
}
