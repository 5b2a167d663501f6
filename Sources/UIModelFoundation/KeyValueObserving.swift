import Foundation

/// What an observer of a key path is handed (Foundation's `NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The value after the change.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// The value before the change.
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// One call at once, as the observation starts, with the value then.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// A call before each change as well as after it (`isPrior` true).
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// How an observed value changed (Foundation's `NSKeyValueChange`).
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// One change of an observed key path, as an observer's handler receives it.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The value after the change, with `.new`; nil in a prior call.
    public let newValue: Value?
    /// The value before the change, with `.old`.
    public let oldValue: Value?
    /// The indexes of a collection's change; nil for settings.
    public let indexes: IndexSet?
    /// Whether this is the call before the change (`.prior`).
    public let isPrior: Bool
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

/// Key-value observing by key path, as Foundation's `observe(_:options:changeHandler:)` offers it
/// on Apple platforms. Linux has no Objective-C runtime to notice a property's change by itself,
/// so a class observable this way announces its changes (`didChangeValue(for:)`): the players,
/// items and web views of the frameworks here do, for the properties their documentation says
/// are observable. A class of the app's can conform and announce its own.
///
/// A subclass's key path and its superclass's are different values in Swift, so an
/// announcement reaches every observer of the object, and each is called when its value is now
/// different from the one it last saw. A value that is not `Equatable` is handed on when its own
/// key path is announced.
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension _KeyValueCodingAndObserving {
    /// Calls `changeHandler` on each change of the value at `keyPath`, on the thread that
    /// changed it, until the returned observation is invalidated or released.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        weak var object = self
        var last = self[keyPath: keyPath]
        let watcher = KeyValueObservers.Watcher(
            observation: ObjectIdentifier(observation), keyPath: keyPath,
            willChange: { [weak observation] in
                guard let object, observation != nil else { return }
                last = object[keyPath: keyPath]
                guard options.contains(.prior) else { return }
                changeHandler(object, NSKeyValueObservedChange(kind: .setting, newValue: nil,
                                                               oldValue: options.contains(.old) ? last : nil,
                                                               indexes: nil, isPrior: true))
            },
            didChange: { [weak observation] named in
                guard let object, observation != nil else { return }
                let old = last, new = object[keyPath: keyPath]
                // A value that is the same as the one last handed on is not handed on again; one
                // that cannot be compared is handed on when its key path is announced.
                switch KeyValueObservers.equal(old, new) {
                case true?: return
                case nil where !named: return
                default: break
                }
                last = new
                changeHandler(object, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? new : nil,
                                                               oldValue: options.contains(.old) ? old : nil,
                                                               indexes: nil, isPrior: false))
            })
        observation.stop.withLock { $0 = KeyValueObservers.add(watcher, to: self) }
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }

    /// Tells observers of `keyPath` that its value is about to change (their prior calls, and
    /// the old value they are handed after).
    public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        for watcher in KeyValueObservers.watchers(of: self) where watcher.keyPath == keyPath { watcher.willChange() }
    }

    /// Tells observers that the value at `keyPath` changed: each observer of the object whose
    /// value differs from the one it last saw is called now (and those of `keyPath` when its
    /// values cannot be compared).
    public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        for watcher in KeyValueObservers.watchers(of: self) { watcher.didChange(watcher.keyPath == keyPath) }
    }
}

/// An observation `observe(_:options:changeHandler:)` returned: it lasts until invalidated or
/// released.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// Removes the observation's watcher; taken once.
    fileprivate let stop = LockedValue<(() -> Void)?>(nil)

    /// Ends the observation: its handler is not called again.
    public func invalidate() {
        let remove = stop.withLock { stop in
            defer { stop = nil }
            return stop
        }
        remove?()
    }

    deinit { invalidate() }
}

/// The observers of every observed object, by the object's identity. Each watcher holds its
/// object weakly; an object's entry goes with its last observation.
enum KeyValueObservers {
    struct Watcher: @unchecked Sendable {
        let observation: ObjectIdentifier
        /// The key path observed, or nil for an observer by string key (`addObserver`).
        let keyPath: AnyKeyPath?
        /// The string key of an `addObserver` registration, and its context.
        var key: String? = nil
        var context: UnsafeMutableRawPointer? = nil
        let willChange: () -> Void
        /// Called with whether the announcement named this watcher's key path.
        let didChange: (Bool) -> Void
    }

    /// Whether two values are equal, nil when they are not `Equatable`.
    static func equal(_ a: Any, _ b: Any) -> Bool? {
        guard let a = a as? any Equatable else { return nil }
        return a.isEqual(to: b)
    }

    private static let table = LockedValue<[ObjectIdentifier: [Watcher]]>([:])

    /// Removes the watchers of `object` that `matches` picks.
    static func remove(from object: AnyObject, where matches: (Watcher) -> Bool) {
        table.withLock { table in
            let key = ObjectIdentifier(object)
            table[key]?.removeAll(where: matches)
            if table[key]?.isEmpty == true { table[key] = nil }
        }
    }

    static func add(_ watcher: Watcher, to object: AnyObject) -> () -> Void {
        let key = ObjectIdentifier(object)
        table.withLock { $0[key, default: []].append(watcher) }
        return {
            table.withLock { table in
                table[key]?.removeAll { $0.observation == watcher.observation }
                if table[key]?.isEmpty == true { table[key] = nil }
            }
        }
    }

    static func watchers(of object: AnyObject) -> [Watcher] {
        table.withLock { $0[ObjectIdentifier(object)] ?? [] }
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}
