import Foundation

/// What a key-based sort descriptor sorts by: the KVC key path (`nil` for the objects
/// themselves) and the comparison selector's name (`nil` for a comparator block).
///
/// It is the index of the Swift key path a key-based `NSSortDescriptor` is built on, so
/// swift-corelibs-foundation's own `compare(_:to:)`, `reversedSortDescriptor` and
/// `NSArray.sortedArray(using:)` see the key, and the key can be read back from `keyPath`.
struct SortKeyPath: Hashable, Sendable {
    var key: String?
    var comparisonName: String?

    /// The Swift key path that reads `key` with ``KeyValueReading``.
    var keyPath: KeyPath<Any?, SortKeyValue> {
        \Optional<Any>.[uiModelFoundationSortKey: self]
    }

    /// The sort key of a descriptor's `keyPath`, when it was built from one.
    init?(_ keyPath: AnyKeyPath) {
        guard let typed = keyPath as? KeyPath<Any?, SortKeyValue> else { return nil }
        let probe: Any? = SortKeyProbe()
        guard let key = probe[keyPath: typed].sortKey else { return nil }
        self = key
    }

    init(key: String?, comparisonName: String?) {
        self.key = key
        self.comparisonName = comparisonName
    }
}

/// The value a ``SortKeyPath`` reads, boxed so that `nil` can pass through the descriptor's
/// `(Any, Any)` comparator.
final class SortKeyValue {
    let value: Any?
    let sortKey: SortKeyPath?

    init(value: Any?, sortKey: SortKeyPath? = nil) {
        self.value = value
        self.sortKey = sortKey
    }

    /// The value a comparator receives: unboxed, or the argument itself when it is not a box.
    static func unbox(_ argument: Any) -> Any? {
        if let box = argument as? SortKeyValue { return box.value }
        return PredicateValues.flatten(argument)
    }
}

/// The object that makes a ``SortKeyPath`` key path return its own index.
private final class SortKeyProbe {}

extension Optional where Wrapped == Any {
    /// The KVC value of `sortKey.key` on the wrapped object (the object itself for a `nil` key).
    subscript(uiModelFoundationSortKey sortKey: SortKeyPath) -> SortKeyValue {
        guard case .some(let object) = self else { return SortKeyValue(value: nil) }
        if object is SortKeyProbe { return SortKeyValue(value: nil, sortKey: sortKey) }
        guard let key = sortKey.key else { return SortKeyValue(value: PredicateValues.flatten(object)) }
        return SortKeyValue(value: KeyValueReading.value(of: object, forKeyPath: key))
    }
}
