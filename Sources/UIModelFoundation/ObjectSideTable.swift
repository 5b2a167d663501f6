import Foundation

/// Values remembered for objects of Foundation's classes, which extensions cannot give stored
/// properties: keyed by object identity and checked against a weak reference (dead entries are
/// pruned as the table grows). Any thread may use it.
final class ObjectSideTable<Object: AnyObject, Value>: @unchecked Sendable {
    private final class Entry {
        weak var object: Object?
        let value: Value
        init(object: Object, value: Value) {
            self.object = object
            self.value = value
        }
    }

    private struct Table {
        var entries: [ObjectIdentifier: Entry] = [:]
        var pruneThreshold = 64
    }

    private let table = LockedValue(Table())

    func set(_ value: Value, for object: Object) {
        let entry = Entry(object: object, value: value)
        table.withLock { table in
            table.entries[ObjectIdentifier(object)] = entry
            if table.entries.count >= table.pruneThreshold {
                table.entries = table.entries.filter { $0.value.object != nil }
                table.pruneThreshold = max(64, table.entries.count * 2)
            }
        }
    }

    func value(for object: Object) -> Value? {
        table.withLock { table in
            guard let entry = table.entries[ObjectIdentifier(object)], entry.object === object else { return nil }
            return entry.value
        }
    }

    /// The number of live entries (for tests).
    var liveCount: Int {
        table.withLock { table in table.entries.values.filter { $0.object != nil }.count }
    }
}
