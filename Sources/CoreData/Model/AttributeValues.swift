import Foundation

/// Attribute values as Core Data keeps them: one Swift type per attribute type (Int16, Int32,
/// Int64, Decimal, Double, Float, String, Bool, Date, Data, UUID, URL, and the object of a
/// transformable attribute), converted from what an app sets (an `Int` into an Integer 16
/// attribute, an `NSNumber` into a Boolean) as iOS's `NSNumber` bridging does.
enum AttributeValues {
    static func className(of type: NSAttributeType) -> String? {
        switch type {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .doubleAttributeType,
             .floatAttributeType, .booleanAttributeType: "NSNumber"
        case .decimalAttributeType: "NSDecimalNumber"
        case .stringAttributeType: "NSString"
        case .dateAttributeType: "NSDate"
        case .binaryDataAttributeType: "NSData"
        case .UUIDAttributeType: "NSUUID"
        case .URIAttributeType: "NSURL"
        default: nil
        }
    }

    /// A model's `defaultValueString` as a value of the attribute's type.
    static func parseDefault(_ text: String, as type: NSAttributeType) -> Any? {
        switch type {
        case .stringAttributeType: return text
        case .booleanAttributeType: return ["YES", "1", "true"].contains(text)
        case .URIAttributeType: return URL(string: text)
        case .UUIDAttributeType: return UUID(uuidString: text)
        default: return normalize(text, for: type)
        }
    }

    /// `value` as the attribute's type, or nil when it is not one (`NSNull` is nil).
    static func normalize(_ value: Any?, for type: NSAttributeType) -> Any? {
        guard let value = unwrap(value), !(value is NSNull) else { return nil }
        switch type {
        case .integer16AttributeType: return integer(value).map { Int16(truncatingIfNeeded: $0) }
        case .integer32AttributeType: return integer(value).map { Int32(truncatingIfNeeded: $0) }
        case .integer64AttributeType: return integer(value)
        case .doubleAttributeType: return double(value)
        case .floatAttributeType: return double(value).map { Float($0) }
        case .booleanAttributeType:
            if let bool = value as? Bool { return bool }
            return integer(value).map { $0 != 0 }
        case .decimalAttributeType:
            if let decimal = value as? Decimal { return decimal }
            if let number = value as? NSDecimalNumber { return number.decimalValue }
            if let text = value as? String { return Decimal(string: text) }
            return double(value).map { Decimal($0) }
        case .stringAttributeType: return (value as? String) ?? (value as? NSString).map { $0 as String }
        case .dateAttributeType:
            if let date = value as? Date { return date }
            return double(value).map { Date(timeIntervalSinceReferenceDate: $0) }
        case .binaryDataAttributeType: return (value as? Data) ?? (value as? NSData).map { Data($0) }
        case .UUIDAttributeType:
            if let uuid = value as? UUID { return uuid }
            if let data = value as? Data, data.count == 16 { return data.withUnsafeBytes { UUID(uuid: $0.load(as: uuid_t.self)) } }
            return (value as? String).flatMap(UUID.init(uuidString:))
        case .URIAttributeType: return (value as? URL) ?? (value as? String).flatMap(URL.init(string:))
        default: return value
        }
    }

    /// `value` without its `Optional` wrapping, however deep.
    static func unwrap(_ value: Any?) -> Any? {
        guard let value else { return nil }
        guard let optional = value as? AnyOptional else { return value }
        return unwrap(optional.wrappedAny)
    }

    static func integer(_ value: Any) -> Int64? {
        switch value {
        case let v as Int: Int64(v)
        case let v as Int64: v
        case let v as Int32: Int64(v)
        case let v as Int16: Int64(v)
        case let v as Int8: Int64(v)
        case let v as UInt: Int64(truncatingIfNeeded: v)
        case let v as UInt64: Int64(truncatingIfNeeded: v)
        case let v as UInt32: Int64(v)
        case let v as UInt16: Int64(v)
        case let v as UInt8: Int64(v)
        case let v as Bool: v ? 1 : 0
        case let v as Double where v.isFinite: Int64(v)
        case let v as Float where v.isFinite: Int64(v)
        case let v as Decimal: Int64(truncating: v as NSDecimalNumber)
        case let v as NSNumber: v.int64Value
        case let v as String: Int64(v)
        default: nil
        }
    }

    static func double(_ value: Any) -> Double? {
        switch value {
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as Decimal: NSDecimalNumber(decimal: v).doubleValue
        case let v as NSNumber: v.doubleValue
        case let v as String: Double(v)
        default: integer(value).map(Double.init)
        }
    }

    /// A stored value as the type an app's property asks for: `Int` from an Integer 64
    /// attribute, `NSNumber?` from a Boolean, `Set<Tag>` from a to-many relationship's `NSSet`,
    /// as iOS's bridging converts. Fails loudly only where iOS would crash too.
    static func cast<T>(_ value: Any?, to type: T.Type) -> T? {
        if let value = value as? T { return value }
        guard let value = unwrap(value) else { return nil }
        if let value = value as? T { return value }
        // Numbers: any numeric type from any other, as NSNumber bridges.
        if let converted = convertNumber(value, to: T.self) { return converted }
        if T.self == NSNumber.self || T.self == Optional<NSNumber>.self {
            if let bool = value as? Bool { return NSNumber(value: bool) as? T }
            if let number = integer(value) { return NSNumber(value: number) as? T }
            if let number = double(value) { return NSNumber(value: number) as? T }
        }
        if let decimal = value as? Decimal, let number = NSDecimalNumber(decimal: decimal) as? T { return number }
        if let date = value as? Date, let nsdate = NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate) as? T { return nsdate }
        if let data = value as? Data, let nsdata = NSData(data: data) as? T { return nsdata }
        if let string = value as? String, let nsstring = NSString(string: string) as? T { return nsstring }
        return nil
    }

    private static func convertNumber<T>(_ value: Any, to type: T.Type) -> T? {
        func from(_ wanted: Any.Type) -> Bool { T.self == wanted }
        if from(Int.self) || from(Int?.self) { return integer(value).map { Int(truncatingIfNeeded: $0) } as? T }
        if from(Int64.self) || from(Int64?.self) { return integer(value) as? T }
        if from(Int32.self) || from(Int32?.self) { return integer(value).map { Int32(truncatingIfNeeded: $0) } as? T }
        if from(Int16.self) || from(Int16?.self) { return integer(value).map { Int16(truncatingIfNeeded: $0) } as? T }
        if from(Double.self) || from(Double?.self) { return double(value) as? T }
        if from(Float.self) || from(Float?.self) { return double(value).map { Float($0) } as? T }
        if from(Bool.self) || from(Bool?.self) { return (value as? Bool ?? integer(value).map { $0 != 0 }) as? T }
        return nil
    }
}

/// An `Optional` seen through `Any`, whatever it wraps.
protocol AnyOptional {
    var wrappedAny: Any? { get }
}

extension Optional: AnyOptional {
    var wrappedAny: Any? { self.map { $0 as Any } }
}
