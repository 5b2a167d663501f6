import Foundation

// The Objective-C runtime's associated objects, which libraries use to give a class a stored
// property from an extension (`objc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`).
// Swift on Linux has no Objective-C runtime; these keep the values in a table of their own, by
// object and key, under a lock (any thread may use them, as on iOS).
//
// An entry remembers its object weakly: once the object is gone, its values are not found again
// (even by a new object at the same address) and are released at the next sweep of the table,
// not at once as the runtime releases them when the object deallocates.

/// How an associated value is held: retained (`RETAIN`), copied when it can be (`COPY`, an
/// `NSCopying` object), or not retained (`ASSIGN`: held weakly here, nil once released, where the
/// runtime would hand back a dangling pointer). Atomicity is the same either way here.
nonisolated public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (nil removes it).
nonisolated public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(object as AnyObject, key, value, policy)
}

/// The value associated with `object` under `key`, or nil.
nonisolated public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(object as AnyObject, key)
}

/// Removes every value associated with `object`.
nonisolated public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(object as AnyObject)
}

/// The table behind the associated-object functions.
nonisolated final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private struct Key: Hashable {
        let object: ObjectIdentifier
        let key: UnsafeRawPointer
    }

    /// One value, and the object it belongs to (weakly).
    private struct Entry {
        weak var owner: AnyObject?
        var strong: Any?
        weak var weakValue: AnyObject?
        var value: Any? { strong ?? weakValue }
    }

    /// The entries (the values are any type, so the table is guarded by `lock`, not a `Mutex`).
    private var entries: [Key: Entry] = [:]
    /// The count at which the next sweep runs: twice the live entries after the last one.
    private var sweepAt = 64
    private let lock = NSLock()

    func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        let id = Key(object: ObjectIdentifier(object), key: key)
        var entry = Entry(owner: object)
        switch (value, policy) {
        case (nil, _): break
        case (let value?, .OBJC_ASSOCIATION_ASSIGN): entry.weakValue = value as AnyObject
        case (let value as NSCopying, .OBJC_ASSOCIATION_COPY), (let value as NSCopying, .OBJC_ASSOCIATION_COPY_NONATOMIC):
            entry.strong = value.copy(with: nil)
        case (let value?, _): entry.strong = value
        }
        // Released outside the lock: a value's deinit may use associated objects too.
        lock.lock()
        let replaced = value == nil ? entries.removeValue(forKey: id) : entries.updateValue(entry, forKey: id)
        var swept: [Key: Entry] = [:]
        if entries.count >= sweepAt {
            swept = entries.filter { $0.value.owner == nil }
            for key in swept.keys { entries.removeValue(forKey: key) }
            sweepAt = max(64, entries.count * 2)
        }
        lock.unlock()
        withExtendedLifetime((replaced, swept)) {}
    }

    func value(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock()
        let entry = entries[Key(object: ObjectIdentifier(object), key: key)]
        lock.unlock()
        guard let entry, entry.owner === object else { return nil }
        return entry.value
    }

    func removeAll(_ object: AnyObject) {
        let id = ObjectIdentifier(object)
        lock.lock()
        let removed = entries.filter { $0.key.object == id }
        for key in removed.keys { entries.removeValue(forKey: key) }
        lock.unlock()
        withExtendedLifetime(removed) {}
    }
}
