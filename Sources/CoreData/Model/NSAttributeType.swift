import Foundation

/// An attribute's type, with Core Data's raw values (as stored in compiled models).
public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0
    case integer16AttributeType = 100
    case integer32AttributeType = 200
    case integer64AttributeType = 300
    case decimalAttributeType = 400
    case doubleAttributeType = 500
    case floatAttributeType = 600
    case stringAttributeType = 700
    case booleanAttributeType = 800
    case dateAttributeType = 900
    case binaryDataAttributeType = 1000
    case UUIDAttributeType = 1100
    case URIAttributeType = 1200
    case transformableAttributeType = 1800
    case objectIDAttributeType = 2000
    case compositeAttributeType = 2100

    /// The type an `.xcdatamodel`'s `attributeType` names ("Integer 16", "String", ...).
    init?(modelName: String) {
        switch modelName {
        case "Integer 16": self = .integer16AttributeType
        case "Integer 32": self = .integer32AttributeType
        case "Integer 64": self = .integer64AttributeType
        case "Decimal": self = .decimalAttributeType
        case "Double": self = .doubleAttributeType
        case "Float": self = .floatAttributeType
        case "String": self = .stringAttributeType
        case "Boolean": self = .booleanAttributeType
        case "Date": self = .dateAttributeType
        case "Binary": self = .binaryDataAttributeType
        case "UUID": self = .UUIDAttributeType
        case "URI": self = .URIAttributeType
        case "Transformable": self = .transformableAttributeType
        case "ObjectID": self = .objectIDAttributeType
        case "Undefined": self = .undefinedAttributeType
        case "Composite": self = .compositeAttributeType
        default: return nil
        }
    }

    /// The SQLite column type Core Data declares for the type.
    var columnType: String {
        switch self {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .booleanAttributeType: "INTEGER"
        case .decimalAttributeType: "DECIMAL"
        case .doubleAttributeType, .floatAttributeType: "FLOAT"
        case .dateAttributeType: "TIMESTAMP"
        case .stringAttributeType, .URIAttributeType: "VARCHAR"
        default: "BLOB"
        }
    }

    var isNumeric: Bool {
        switch self {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .decimalAttributeType,
             .doubleAttributeType, .floatAttributeType, .booleanAttributeType: true
        default: false
        }
    }
}

/// What deleting an object does to the objects a relationship reaches.
public enum NSDeleteRule: UInt, Sendable {
    /// Nothing: the destination keeps pointing at the deleted object.
    case noActionDeleteRule = 0
    /// The inverse relationship loses the deleted object.
    case nullifyDeleteRule = 1
    /// The destination objects are deleted too.
    case cascadeDeleteRule = 2
    /// The delete fails to save while the relationship reaches any object.
    case denyDeleteRule = 3

    init(modelName: String?) {
        switch modelName {
        case "Cascade": self = .cascadeDeleteRule
        case "Deny": self = .denyDeleteRule
        case "No Action": self = .noActionDeleteRule
        default: self = .nullifyDeleteRule
        }
    }
}
