import Foundation

/// Lets an `Any` holding an `Optional` be unwrapped without knowing the wrapped type.
protocol AnyOptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: AnyOptionalValue {
    var wrappedAny: Any? { self.map { $0 as Any } }
}

/// How predicate evaluation sees values: `nil` and `NSNull` alike, strings across
/// `String`/`NSString`/`Substring`, and collections across Swift and Foundation types.
enum PredicateValues {
    /// Unwraps nested optionals held in `Any`; `NSNull` becomes `nil`.
    static func flatten(_ value: Any?) -> Any? {
        guard var current = value else { return nil }
        while let optional = current as? any AnyOptionalValue {
            guard let inner = optional.wrappedAny else { return nil }
            current = inner
        }
        return current is NSNull ? nil : current
    }

    /// The value as a Swift string, when it is one.
    static func string(_ value: Any) -> String? {
        switch value {
        case let string as String: return string
        case let substring as Substring: return String(substring)
        case let character as Character: return String(character)
        case let string as NSString: return string as String
        default: return nil
        }
    }

    /// The value as a keyed container, when it is a dictionary.
    static func dictionary(_ value: Any) -> [AnyHashable: Any]? {
        if let dictionary = value as? [AnyHashable: Any] { return dictionary }
        if let dictionary = value as? NSDictionary {
            var result: [AnyHashable: Any] = [:]
            for (key, element) in dictionary { if let key = key as? AnyHashable { result[key] = element } }
            return result
        }
        return nil
    }

    /// The elements of an array, set or ordered set (Swift or Foundation), with `nil` elements as
    /// `NSNull`; `nil` for anything else, strings and dictionaries included.
    static func elements(of value: Any) -> [Any]? {
        if value is String || value is NSString || value is Substring { return nil }
        if let array = value as? [Any] { return array.map(normalized) }
        if let set = value as? Set<AnyHashable> { return set.map { normalized($0.base) } }
        if let set = value as? NSOrderedSet { return set.array.map(normalized) }
        if let set = value as? NSSet { return set.allObjects.map(normalized) }
        if let array = value as? NSArray { return array.map(normalized) }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .collection || mirror.displayStyle == .set {
            return mirror.children.map { normalized($0.value) }
        }
        return nil
    }

    private static func normalized(_ element: Any) -> Any {
        flatten(element) ?? NSNull()
    }
}
