import Foundation

/// A property of an entity: an attribute, a relationship or a fetched property.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    /// The property's name, as the model declares it.
    open var name: String = ""
    /// Whether a saved object may leave the property nil.
    open var isOptional: Bool = true
    /// Whether the property is kept in memory only, never in the store.
    open var isTransient: Bool = false
    /// The name the property had in the previous model version (Xcode's "Renaming ID").
    open var renamingIdentifier: String?
    /// The model's user info for the property.
    open var userInfo: [AnyHashable: Any]?
    /// Whether Core Data indexes the property in the store.
    open var isIndexed: Bool = false
    /// The entity the property belongs to.
    open internal(set) weak var entity: NSEntityDescription!

    /// Where the property's value lives in an object of the entity (and its sub-entities).
    var slot = -1

    public override init() { super.init() }

    open override var description: String { "(\(type(of: self))) name \(name), isOptional \(isOptional)" }
}

/// An attribute: a value of one of Core Data's attribute types.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    /// The attribute's type.
    open var attributeType: NSAttributeType = .undefinedAttributeType
    /// The name of the attribute's value class ("NSString", "NSNumber", a custom class for
    /// transformable attributes).
    open var attributeValueClassName: String?
    /// The value a new object starts with.
    open var defaultValue: Any?
    /// A transformable attribute's transformer ("NSSecureUnarchiveFromData" by default).
    open var valueTransformerName: String?
    /// Whether large data may live outside the store (kept in the store here).
    open var allowsExternalBinaryDataStorage: Bool = false
    /// Whether Xcode's generated property is a scalar (`Int32`, `Bool`) rather than an object.
    var usesScalarValueType = false
    /// A transformable attribute's declared class, as the model names it (`[String]`, `UIColor`).
    var customClassName: String?
}

/// A relationship to objects of another entity.
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    /// The entity of the objects the relationship reaches.
    open internal(set) weak var destinationEntity: NSEntityDescription?
    /// The relationship back from the destination.
    open internal(set) weak var inverseRelationship: NSRelationshipDescription?
    /// At most this many objects (0: any number); 1 for a to-one relationship.
    open var maxCount: Int = 1
    /// At least this many objects.
    open var minCount: Int = 0
    /// What deleting the source does to the destination.
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    /// Whether the relationship keeps its objects in order (an `NSOrderedSet`).
    open var isOrdered: Bool = false
    /// Whether the relationship reaches any number of objects.
    open var isToMany: Bool { maxCount != 1 }

    var destinationName = ""
    var inverseName: String?
}

/// A fetched property: a fetch request evaluated for the object, with `$FETCH_SOURCE` the object.
open class NSFetchedPropertyDescription: NSPropertyDescription, @unchecked Sendable {
    /// The request; its predicate may use `$FETCH_SOURCE` and `$FETCHED_PROPERTY`.
    open var fetchRequest: NSFetchRequest<NSFetchRequestResult>?
}
