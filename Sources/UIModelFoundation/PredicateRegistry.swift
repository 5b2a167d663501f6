import Foundation

/// The process-wide table that remembers, for each `NSPredicate` created from a format string,
/// its parsed node or its parse error: swift-corelibs-foundation's `NSPredicate` only stores a
/// block.
enum PredicateRegistry {
    enum Outcome {
        case parsed(PredicateNode)
        case failed(PredicateFormatError)
    }

    private static let table = ObjectSideTable<NSPredicate, Outcome>()

    static func register(_ predicate: NSPredicate, _ outcome: Outcome) { table.set(outcome, for: predicate) }

    static func outcome(of predicate: NSPredicate) -> Outcome? { table.value(for: predicate) }

    /// The number of live entries (for tests).
    static var liveCount: Int { table.liveCount }
}
