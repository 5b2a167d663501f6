import Foundation

/// Key-value coding reads for predicates and sort descriptors, following Foundation's
/// `value(forKeyPath:)` semantics on any Swift value.
///
/// Each component of a dotted path is applied to the current value:
/// - `nil` and `NSNull` stay `nil`;
/// - a ``KeyValueReadable`` object answers `value(forKey:)`;
/// - a dictionary (`[String: Any]`, `[AnyHashable: Any]`, `NSDictionary`) looks the key up;
/// - a collection (`Array`, `Set`, `NSArray`, `NSSet`, `NSOrderedSet`) maps the key over its
///   elements, as KVC does, giving an array (`nil` results are `NSNull`);
/// - `@count`, `@sum`, `@avg`, `@min`, `@max`, `@distinctUnionOfObjects` and `@unionOfObjects`
///   apply to a collection and take the rest of the path as their argument (`items.@sum.price`);
/// - `self` is the value itself;
/// - any other value is reflected with `Mirror`: a stored property of that name (also found
///   under a property wrapper's `_name` or a lazy property's storage), searching superclasses.
///
/// Unlike Apple's KVC, computed properties and methods cannot be read (Swift has no runtime
/// lookup of them on Linux) and an unknown key yields `nil` instead of raising.
public enum KeyValueReading {
    /// The value at the dotted `path` of `object`, or `nil`.
    public static func value(of object: Any?, forKeyPath path: String) -> Any? {
        let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return value(of: object, components: components[...])
    }

    /// The value for a single `key` of `object`, or `nil`; a collection maps `key` over its elements.
    public static func value(of object: Any?, forKey key: String) -> Any? {
        value(of: object, components: [key][...])
    }

    private static func value(of object: Any?, components: ArraySlice<String>) -> Any? {
        var current = PredicateValues.flatten(object)
        var remaining = components
        while let key = remaining.first {
            remaining = remaining.dropFirst()
            guard let value = current else { return nil }
            if key.hasPrefix("@") {
                return collectionOperator(key, on: value, argument: remaining)
            }
            current = PredicateValues.flatten(step(value, key: key))
        }
        return current
    }

    private static func step(_ value: Any, key: String) -> Any? {
        if key.isEmpty { return nil }
        if key == "self" { return value }
        if let readable = value as? any KeyValueReadable { return readable.value(forKey: key) }
        if let dictionary = PredicateValues.dictionary(value) { return dictionary[AnyHashable(key)] }
        if let elements = PredicateValues.elements(of: value) {
            return elements.map { element -> Any in
                PredicateValues.flatten(step(element, key: key)) ?? NSNull()
            }
        }
        return reflect(value, key: key)
    }

    /// A stored property read with `Mirror`, walking superclass mirrors.
    static func reflect(_ value: Any, key: String) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: value)
        let candidates = [key, "_" + key, "$__lazy_storage_$_" + key]
        while let current = mirror {
            for candidate in candidates {
                if let child = current.children.first(where: { $0.label == candidate }) {
                    return candidate.hasPrefix("_") && candidate != key ? unwrapWrapper(child.value) : child.value
                }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    private static func unwrapWrapper(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return PredicateValues.flatten(value) }
        if let wrapped = mirror.children.first(where: { $0.label == "wrappedValue" || $0.label == "value" }) {
            return wrapped.value
        }
        return value
    }

    private static func collectionOperator(_ name: String, on value: Any, argument: ArraySlice<String>) -> Any? {
        let elements = PredicateValues.elements(of: value) ?? PredicateValues.dictionary(value).map { Array($0.values) }
        if name == "@count" {
            guard argument.isEmpty else { return nil }
            if let elements { return elements.count }
            return PredicateValues.string(value).map { $0.count }
        }
        guard let elements else { return nil }
        let values: [Any?] = argument.isEmpty ? elements.map(PredicateValues.flatten)
            : elements.map { self.value(of: $0, components: argument) }
        let present = values.compactMap { $0 }
        switch name {
        case "@sum", "@avg":
            var total = Decimal(0)
            var allIntegers = true
            for item in present {
                guard let number = NumericValue(item) else { continue }
                if case .double = number { allIntegers = false }
                if case .decimal = number { allIntegers = false }
                total += number.decimalValue
            }
            if name == "@avg" {
                guard !present.isEmpty else { return nil }
                return NSDecimalNumber(decimal: total / Decimal(present.count)).doubleValue
            }
            return allIntegers ? NSDecimalNumber(decimal: total).intValue as Any
                : NSDecimalNumber(decimal: total).doubleValue as Any
        case "@min", "@max":
            var best: Any?
            for item in present {
                guard let current = best else { best = item; continue }
                let order = ValueComparison.compare(item, current, options: [])
                if order == (name == "@min" ? .orderedAscending : .orderedDescending) { best = item }
            }
            return best
        case "@unionOfObjects":
            return present
        case "@distinctUnionOfObjects":
            var result: [Any] = []
            for item in present where !result.contains(where: { ValueComparison.equal($0, item, options: []) }) {
                result.append(item)
            }
            return result
        default:
            return nil
        }
    }
}
