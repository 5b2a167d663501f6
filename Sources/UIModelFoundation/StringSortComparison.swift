import Foundation

/// The comparison selectors a key-based sort descriptor can name, and how each orders values.
///
/// Every comparison sorts `nil` (and `NSNull`) before any value, as Core Data does, and
/// compares non-string values with ``ValueComparison`` (incomparable values are the same).
/// The names are Objective-C selector names:
/// - `compare:` (the default, also used for an unknown name): `String.compare(_:)` for strings;
/// - `caseInsensitiveCompare:`: case-insensitive;
/// - `localizedCompare:`: with the current locale;
/// - `localizedCaseInsensitiveCompare:`: case-insensitive, with the current locale;
/// - `localizedStandardCompare:`: as the Finder sorts, case-insensitive and numeric-aware
///   (`"item 2"` before `"item 10"`), with the current locale.
enum StringSortComparison {
    static let supportedNames: Set<String> = [
        "compare:", "caseInsensitiveCompare:", "localizedCompare:",
        "localizedCaseInsensitiveCompare:", "localizedStandardCompare:",
    ]

    static func compare(_ a: Any?, _ b: Any?, comparisonName: String?) -> ComparisonResult {
        let x = PredicateValues.flatten(a), y = PredicateValues.flatten(b)
        guard let x else { return y == nil ? .orderedSame : .orderedAscending }
        guard let y else { return .orderedDescending }
        if let s = PredicateValues.string(x), let t = PredicateValues.string(y) {
            switch comparisonName {
            case "caseInsensitiveCompare:":
                return s.compare(t, options: .caseInsensitive)
            case "localizedCompare:":
                return s.compare(t, options: [], range: nil, locale: .current)
            case "localizedCaseInsensitiveCompare:":
                return s.compare(t, options: .caseInsensitive, range: nil, locale: .current)
            case "localizedStandardCompare:":
                return s.compare(t, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering],
                                 range: nil, locale: .current)
            default:
                return s.compare(t)
            }
        }
        return ValueComparison.compare(x, y, options: []) ?? .orderedSame
    }

    /// Orders with `comparator` after placing `nil` first.
    static func compare(_ a: Any?, _ b: Any?, comparator: Comparator) -> ComparisonResult {
        let x = PredicateValues.flatten(a), y = PredicateValues.flatten(b)
        guard let x else { return y == nil ? .orderedSame : .orderedAscending }
        guard let y else { return .orderedDescending }
        return comparator(x, y)
    }
}
