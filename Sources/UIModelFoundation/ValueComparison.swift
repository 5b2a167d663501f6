import Foundation

/// Compares two arbitrary values the way predicates and sort descriptors do on Apple platforms.
///
/// - Numbers compare numerically across `Int`, `Int8`...`Int64`, `UInt`...`UInt64`, `Double`,
///   `Float`, `CGFloat`, `Decimal`, `NSNumber` and `Bool` (as `0` / `1`).
/// - Strings (`String`, `NSString`, `Substring`) compare with `String.compare(_:options:)`;
///   ``PredicateComparison/Options/caseInsensitive`` and
///   ``PredicateComparison/Options/diacriticInsensitive`` fold case and diacritics.
/// - Dates order chronologically; UUIDs by their string; URLs by their absolute string.
/// - Two `nil`s (or `NSNull`s) are the same; `nil` and a value are incomparable.
/// - Any other values are the same when they are equal `Hashable` values or the same object,
///   and incomparable otherwise.
public enum ValueComparison {
    /// The order of `a` relative to `b`, or `nil` when they cannot be ordered.
    public static func compare(_ a: Any?, _ b: Any?, options: PredicateComparison.Options) -> ComparisonResult? {
        let x = PredicateValues.flatten(a), y = PredicateValues.flatten(b)
        guard let x, let y else { return x == nil && y == nil ? .orderedSame : nil }
        if let m = NumericValue(x), let n = NumericValue(y) { return NumericValue.compare(m, n) }
        if let s = PredicateValues.string(x), let t = PredicateValues.string(y) {
            return compareStrings(s, t, options: options)
        }
        if let d = x as? Date, let e = y as? Date { return d.compare(e) }
        if let u = x as? UUID, let v = y as? UUID { return NumericValue.order(u.uuidString, v.uuidString) }
        if let u = x as? URL, let v = y as? URL { return NumericValue.order(u.absoluteString, v.absoluteString) }
        return equal(x, y, options: options) ? .orderedSame : nil
    }

    /// Whether `a` equals `b` as the predicate `==` operator decides it: numbers numerically,
    /// strings with `options`, `nil` equal only to `nil`, collections element by element, other
    /// values by `Hashable` equality or object identity.
    public static func equal(_ a: Any?, _ b: Any?, options: PredicateComparison.Options) -> Bool {
        let x = PredicateValues.flatten(a), y = PredicateValues.flatten(b)
        guard let x, let y else { return x == nil && y == nil }
        if let m = NumericValue(x), let n = NumericValue(y) { return NumericValue.compare(m, n) == .orderedSame }
        if let s = PredicateValues.string(x), let t = PredicateValues.string(y) {
            let relevant = options.subtracting(.normalized)
            return relevant.isEmpty ? s == t : compareStrings(s, t, options: relevant) == .orderedSame
        }
        if let d = x as? Date, let e = y as? Date { return d == e }
        if let h = x as? AnyHashable, let k = y as? AnyHashable, h == k { return true }
        if type(of: x) is AnyClass, type(of: y) is AnyClass, (x as AnyObject) === (y as AnyObject) { return true }
        if let xs = PredicateValues.elements(of: x), let ys = PredicateValues.elements(of: y), xs.count == ys.count {
            return zip(xs, ys).allSatisfy { equal($0, $1, options: options) }
        }
        return false
    }

    static func compareStrings(_ s: String, _ t: String, options: PredicateComparison.Options) -> ComparisonResult {
        var mask: String.CompareOptions = []
        if options.contains(.caseInsensitive) { mask.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { mask.insert(.diacriticInsensitive) }
        return s.compare(t, options: mask)
    }
}
