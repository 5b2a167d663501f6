import Foundation
import UIModel

/// An entity of a model: its name, class, properties, parent and sub-entities.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    /// The entity's name.
    open var name: String?
    /// The class of its objects, as the model names it ("Item", "MyApp.Item",
    /// "$(PRODUCT_MODULE_NAME).Item").
    open var managedObjectClassName: String!
    /// Whether the entity has no objects of its own, only its sub-entities'.
    open var isAbstract = false
    /// The entity this one inherits its properties from.
    open internal(set) weak var superentity: NSEntityDescription?
    /// The entities that inherit from this one.
    open internal(set) var subentities: [NSEntityDescription] = []
    /// The model the entity belongs to.
    open internal(set) weak var managedObjectModel: NSManagedObjectModel!
    /// The entity's own properties (not its parent's).
    open internal(set) var ownProperties: [NSPropertyDescription] = []
    /// The name the entity had in the previous model version.
    open var renamingIdentifier: String?
    /// The model's user info for the entity.
    open var userInfo: [AnyHashable: Any]?
    /// Properties whose values are unique among the entity's objects (lists of names).
    open var uniquenessConstraints: [[Any]] = []

    var parentName: String?
    /// The class of the entity's objects as last found (`ManagedObjectClasses` keeps it, under its lock).
    var cachedClass: (generation: Int, cls: NSManagedObject.Type)?
    /// Core Data's number for the entity in a store (`Z_ENT`), from 1, in the model's order.
    var entityNumber = 0
    /// Every property, inherited first, each at its `slot`.
    private(set) var slots: [NSPropertyDescription] = []
    private(set) var slotsByName: [String: NSPropertyDescription] = [:]

    public override init() { super.init() }

    /// Every property, the parent's first.
    open var properties: [NSPropertyDescription] { slots }
    /// The properties by name.
    open var propertiesByName: [String: NSPropertyDescription] { slotsByName }
    /// The attributes by name.
    open var attributesByName: [String: NSAttributeDescription] { slotsByName.compactMapValues { $0 as? NSAttributeDescription } }
    /// The relationships by name.
    open var relationshipsByName: [String: NSRelationshipDescription] { slotsByName.compactMapValues { $0 as? NSRelationshipDescription } }
    /// The relationships whose destination is `entity`.
    open func relationships(forDestination entity: NSEntityDescription) -> [NSRelationshipDescription] {
        slots.compactMap { $0 as? NSRelationshipDescription }.filter { $0.destinationEntity === entity }
    }

    /// Whether the entity is `entity` or inherits from it.
    open func isKindOf(entity: NSEntityDescription) -> Bool {
        var current: NSEntityDescription? = self
        while let found = current {
            if found === entity { return true }
            current = found.superentity
        }
        return false
    }

    /// The entity at the top of this one's inheritance: the one whose table holds its objects.
    var root: NSEntityDescription { superentity?.root ?? self }

    /// A new object's values: the attributes' defaults, empty to-many relationships. Made once,
    /// when the first object is (a model does not change once in use).
    var initialSlots: [Any?] {
        if let made = initialSlotsCache.withLock({ $0 }) { return made }
        var slots = [Any?](repeating: nil, count: properties.count)
        for case let attribute as NSAttributeDescription in properties where attribute.defaultValue != nil {
            slots[attribute.slot] = AttributeValues.normalize(attribute.defaultValue, for: attribute.attributeType)
        }
        for case let relationship as NSRelationshipDescription in properties where relationship.isToMany {
            slots[relationship.slot] = [NSManagedObject]()
        }
        initialSlotsCache.withLock { $0 = slots }
        return slots
    }
    private let initialSlotsCache = LockedValue<[Any?]?>(nil)

    /// This entity and all entities below it.
    var withDescendants: [NSEntityDescription] { [self] + subentities.flatMap(\.withDescendants) }

    /// The entity named `entityName` in the context's model.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.model?.entitiesByName[entityName]
    }

    /// A new object of the entity named `entityName`, inserted in `context`: an instance of the
    /// entity's class when the app has it, else `NSManagedObject`.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        guard let entity = entity(forEntityName: entityName, in: context) else {
            CoreDataFailures.report("+entityForName: could not locate an entity named '\(entityName)' in this model.")
            return NSManagedObject(entity: NSEntityDescription.placeholder(named: entityName), insertInto: nil)
        }
        let cls = ManagedObjectClasses.shared.objectClass(for: entity)
        return cls.init(entity: entity, insertInto: context)
    }

    /// Lays out the slots: the parent's first, then the entity's own.
    func layOut() {
        var all = superentity?.slots ?? []
        for property in ownProperties {
            property.slot = all.count
            property.entity = property.entity ?? self
            all.append(property)
        }
        slots = all
        slotsByName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
        for sub in subentities { sub.layOut() }
    }

    /// An entity standing for one a model lacks, so a misuse reports once and goes on.
    static func placeholder(named name: String) -> NSEntityDescription {
        let entity = NSEntityDescription()
        entity.name = name
        entity.managedObjectClassName = "NSManagedObject"
        return entity
    }

    open override var description: String { "(<NSEntityDescription>) name \(name ?? "nil"), managedObjectClassName \(managedObjectClassName ?? "nil")" }
}
