import Foundation

/// The name a value transformer is registered under.
public struct NSValueTransformerName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Unarchives data with a secure keyed unarchiver (Core Data's default for transformable
    /// attributes).
    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
    /// Unarchives data with a keyed unarchiver.
    public static let keyedUnarchiveFromDataTransformerName = NSValueTransformerName("NSKeyedUnarchiveFromData")
    /// Negates a Boolean.
    public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
    /// Whether the value is nil.
    public static let isNilTransformerName = NSValueTransformerName("NSIsNil")
    /// Whether the value is not nil.
    public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
}

/// Foundation's value transformer, which Linux's Foundation lacks: turns a value into another
/// (a colour into data for a Core Data transformable attribute) and, when it allows, back.
/// Transformers registered by name are the ones Core Data uses for the model's
/// `valueTransformerName`.
open class ValueTransformer: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    /// The class of transformed values.
    open class func transformedValueClass() -> AnyClass { NSObject.self }
    /// Whether `reverseTransformedValue(_:)` works.
    open class func allowsReverseTransformation() -> Bool { true }
    /// The value transformed (the value itself by default).
    open func transformedValue(_ value: Any?) -> Any? { value }
    /// The transformed value turned back (the value itself by default).
    open func reverseTransformedValue(_ value: Any?) -> Any? {
        Self.allowsReverseTransformation() ? value : nil
    }

    private static let registry = LockedValue<[String: ValueTransformer]>([:])

    /// Registers `transformer` under `name` (nil removes it).
    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
        registry.withLock { $0[name.rawValue] = transformer }
    }

    /// The transformer registered under `name`, Foundation's own included.
    public static func registered(forName name: NSValueTransformerName) -> ValueTransformer? {
        if let found = registry.withLock({ $0[name.rawValue] }) { return found }
        switch name {
        case .secureUnarchiveFromDataTransformerName: return NSSecureUnarchiveFromDataTransformer()
        case .keyedUnarchiveFromDataTransformerName: return NSSecureUnarchiveFromDataTransformer()
        default: return nil
        }
    }

    /// The names of the registered transformers.
    open class func valueTransformerNames() -> [NSValueTransformerName] {
        registry.withLock { $0.keys.sorted().map(NSValueTransformerName.init(rawValue:)) }
    }
}

/// Archives values with a keyed archiver and unarchives them: the transformer of transformable
/// attributes. `reverseTransformedValue` archives, `transformedValue` unarchives, as on Apple
/// platforms.
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer, @unchecked Sendable {
    /// The classes the unarchiver accepts at the top level.
    open class var allowedTopLevelClasses: [AnyClass] { [NSArray.self, NSDictionary.self, NSSet.self, NSString.self, NSNumber.self, NSDate.self, NSData.self, NSURL.self, NSUUID.self] }

    open override class func transformedValueClass() -> AnyClass { NSData.self }

    /// Data unarchived.
    open override func transformedValue(_ value: Any?) -> Any? {
        guard let data = value as? Data, let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: data) else { return nil }
        unarchiver.requiresSecureCoding = false
        defer { unarchiver.finishDecoding() }
        return unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
    }

    /// A value archived.
    open override func reverseTransformedValue(_ value: Any?) -> Any? {
        guard let value else { return nil }
        return try? NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: false)
    }
}
