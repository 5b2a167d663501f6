import Foundation

/// Sorting with `NSSortDescriptor`s, as `NSArray.sortedArray(using:)` does, for any Swift values.
public enum KeyedSorting {
    /// The order of `a` relative to `b` under `descriptors`: the first descriptor that does not
    /// find them the same decides; `.orderedSame` when all do (or there are none).
    public static func compare(_ a: Any?, _ b: Any?, descriptors: [NSSortDescriptor]) -> ComparisonResult {
        for descriptor in descriptors {
            let result = descriptor.compare(a as Any, to: b as Any)
            if result != .orderedSame { return result }
        }
        return .orderedSame
    }

    /// `items` sorted by `descriptors`. The sort is stable: items the descriptors find the same
    /// keep their relative order. With key-based descriptors `nil` values sort first when
    /// ascending, as Core Data does.
    public static func sorted<T>(_ items: [T], using descriptors: [NSSortDescriptor]) -> [T] {
        guard !descriptors.isEmpty, items.count > 1 else { return items }
        return items.enumerated().sorted { lhs, rhs in
            switch compare(lhs.element, rhs.element, descriptors: descriptors) {
            case .orderedAscending: return true
            case .orderedDescending: return false
            case .orderedSame: return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
