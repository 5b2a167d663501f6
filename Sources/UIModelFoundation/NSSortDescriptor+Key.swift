import Foundation

extension NSSortDescriptor {
    /// Creates a descriptor that sorts by the value at the KVC key path `key` (the objects
    /// themselves when `key` is `nil`), comparing values with `compare:`.
    ///
    /// swift-corelibs-foundation has no key-value coding and marks this initializer
    /// unavailable; this one reads values with ``KeyValueReading`` (so it works on
    /// ``KeyValueReadable`` objects, dictionaries, collections and plain Swift values through
    /// `Mirror`). `nil` values sort first when ascending, last when descending. The descriptor
    /// is built on a Swift key path, so Foundation's `compare(_:to:)`,
    /// `reversedSortDescriptor` and `NSArray.sortedArray(using:)` all use the key.
    public convenience init(key: String?, ascending: Bool) {
        self.init(key: key, ascending: ascending, comparisonName: "compare:")
    }

    /// Creates a descriptor that sorts by the value at `key`, ordering two non-`nil` values with
    /// `cmptr` (which receives the values, not the objects). `nil` values sort first.
    public convenience init(key: String?, ascending: Bool, comparator cmptr: @escaping Comparator) {
        let sortKey = SortKeyPath(key: key, comparisonName: nil)
        self.init(keyPath: sortKey.keyPath, ascending: ascending, comparator: { a, b in
            StringSortComparison.compare(SortKeyValue.unbox(a), SortKeyValue.unbox(b), comparator: cmptr)
        })
    }

    /// Creates a descriptor that sorts by the value at `key`, ordering values with the
    /// comparison selector named `comparisonName`: `compare:` (used for `nil` and unknown
    /// names), `caseInsensitiveCompare:`, `localizedCompare:`,
    /// `localizedCaseInsensitiveCompare:` or `localizedStandardCompare:`.
    ///
    /// Not an Apple API: it is the building block for `init(key:ascending:selector:)`, which
    /// takes an Objective-C selector.
    public convenience init(key: String?, ascending: Bool, comparisonName: String?) {
        let name = comparisonName.flatMap { StringSortComparison.supportedNames.contains($0) ? $0 : nil } ?? "compare:"
        let sortKey = SortKeyPath(key: key, comparisonName: name)
        self.init(keyPath: sortKey.keyPath, ascending: ascending, comparator: { a, b in
            StringSortComparison.compare(SortKeyValue.unbox(a), SortKeyValue.unbox(b), comparisonName: name)
        })
    }

    /// The KVC key path of a descriptor made with a `key:` initializer (also after
    /// `reversedSortDescriptor`); `nil` for the objects themselves and for descriptors made
    /// from a Swift key path.
    public var key: String? {
        SortKeyPath(keyPath)?.key
    }

    /// The comparison selector name of a descriptor made with ``init(key:ascending:)`` or
    /// ``init(key:ascending:comparisonName:)``, e.g. `"compare:"`; `nil` for comparator-block
    /// and Swift key path descriptors.
    public var comparisonName: String? {
        SortKeyPath(keyPath)?.comparisonName
    }
}
