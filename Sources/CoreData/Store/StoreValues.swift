import Foundation

/// Attribute values to and from SQLite's column values, as Core Data stores them: integers and
/// booleans as INTEGER, dates as seconds since 2001 (REAL), UUIDs as 16-byte blobs, URLs as
/// text, transformable values as keyed archives (`NSSecureUnarchiveFromData`).
enum StoreValues {
    static func sql(_ value: Any?, for attribute: NSAttributeDescription) -> SQLValue {
        guard let value = AttributeValues.normalize(value, for: attribute.attributeType) else { return .null }
        switch value {
        case let v as Int16: return .integer(Int64(v))
        case let v as Int32: return .integer(Int64(v))
        case let v as Int64: return .integer(v)
        case let v as Bool: return .integer(v ? 1 : 0)
        case let v as Double: return .real(v)
        case let v as Float: return .real(Double(v))
        case let v as Decimal: return .text(NSDecimalNumber(decimal: v).stringValue)
        case let v as String: return .text(v)
        case let v as Date: return .real(v.timeIntervalSinceReferenceDate)
        case let v as Data: return .blob(v)
        case let v as UUID: return .blob(withUnsafeBytes(of: v.uuid) { Data($0) })
        case let v as URL: return .text(v.absoluteString)
        default:
            guard attribute.attributeType == .transformableAttributeType else { return .null }
            return archive(value, with: attribute).map(SQLValue.blob) ?? .null
        }
    }

    static func value(_ sql: SQLValue, for attribute: NSAttributeDescription) -> Any? {
        // The common columns, without the general conversion.
        switch (sql, attribute.attributeType) {
        case (.text(let v), .stringAttributeType): return v
        case (.integer(let v), .integer64AttributeType): return v
        case (.integer(let v), .integer32AttributeType): return Int32(truncatingIfNeeded: v)
        case (.integer(let v), .integer16AttributeType): return Int16(truncatingIfNeeded: v)
        case (.integer(let v), .booleanAttributeType): return v != 0
        case (.real(let v), .doubleAttributeType): return v
        case (.real(let v), .dateAttributeType): return Date(timeIntervalSinceReferenceDate: v)
        case (.integer(let v), .dateAttributeType): return Date(timeIntervalSinceReferenceDate: Double(v))
        default: break
        }
        switch sql {
        case .null: return nil
        case .blob(let data) where attribute.attributeType == .transformableAttributeType: return unarchive(data, with: attribute)
        case .integer(let v): return AttributeValues.normalize(v, for: attribute.attributeType)
        case .real(let v): return AttributeValues.normalize(v, for: attribute.attributeType)
        case .text(let v): return AttributeValues.normalize(v, for: attribute.attributeType)
        case .blob(let v): return AttributeValues.normalize(v, for: attribute.attributeType)
        }
    }

    /// A constant of a predicate as a column value (objects as their keys).
    static func sqlConstant(_ value: Any?) -> SQLValue? {
        guard let value = AttributeValues.unwrap(value), !(value is NSNull) else { return .null }
        switch value {
        case let v as Bool: return .integer(v ? 1 : 0)
        case let v as String: return .text(v)
        case let v as Date: return .real(v.timeIntervalSinceReferenceDate)
        case let v as UUID: return .blob(withUnsafeBytes(of: v.uuid) { Data($0) })
        case let v as Data: return .blob(v)
        case let v as URL: return .text(v.absoluteString)
        case let v as NSManagedObject where !v.objectID.isTemporaryID: return .integer(v.objectID.key.pk)
        case let v as NSManagedObjectID where !v.isTemporaryID: return .integer(v.key.pk)
        case is Double, is Float, is Decimal: return AttributeValues.double(value).map(SQLValue.real)
        default: return AttributeValues.integer(value).map(SQLValue.integer)
        }
    }

    /// A transformable value as data: by the attribute's registered transformer (data from its
    /// `transformedValue`), else archived as `NSSecureUnarchiveFromData` does.
    static func archive(_ value: Any, with attribute: NSAttributeDescription) -> Data? {
        if let transformer = customTransformer(attribute) { return transformer.transformedValue(value) as? Data }
        return NSSecureUnarchiveFromDataTransformer().reverseTransformedValue(value) as? Data
    }

    static func unarchive(_ data: Data, with attribute: NSAttributeDescription) -> Any? {
        if let transformer = customTransformer(attribute) { return transformer.reverseTransformedValue(data) }
        return NSSecureUnarchiveFromDataTransformer().transformedValue(data)
    }

    /// The app's own transformer for the attribute (Core Data runs a named transformer forward
    /// to store, backward to read).
    private static func customTransformer(_ attribute: NSAttributeDescription) -> ValueTransformer? {
        guard let name = attribute.valueTransformerName, !name.isEmpty,
              name != NSValueTransformerName.secureUnarchiveFromDataTransformerName.rawValue,
              name != NSValueTransformerName.keyedUnarchiveFromDataTransformerName.rawValue else { return nil }
        return ValueTransformer.registered(forName: NSValueTransformerName(rawValue: name))
    }
}
