import Foundation
import UIModel

/// What a fetch request can return: managed objects, their identities, dictionaries of values,
/// or a count.
public protocol NSFetchRequestResult: NSObjectProtocol {}

extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}

/// A to-one relationship's destination that has not been looked up in the context yet.
struct UnresolvedReference {
    var key: ObjectKey
    var entityNumber: Int
}

/// An object of an entity, living in a context: its values by property, tracked for saving,
/// filled from the store on first use when it was fetched as a fault.
///
/// Subclasses declare their properties with `@NSManaged`, which the porter writes as accessors
/// over `managedValue(forKey:)` and `setManagedValue(_:forKey:)`.
open class NSManagedObject: NSObject, NSFetchRequestResult, KeyValueReadable {
    /// The object's entity.
    public let entity: NSEntityDescription
    /// The context the object lives in; nil once deleted and saved, or never inserted.
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// The object's identity in its coordinator.
    open internal(set) var objectID: NSManagedObjectID

    /// The values by property slot: attributes as `AttributeValues` keeps them, to-one
    /// relationships as the destination object (or an `UnresolvedReference`), to-many
    /// relationships as `[NSManagedObject]` (nil until loaded).
    var slots: [Any?]
    /// Slots changed since the object was last saved or fetched.
    var changedSlots: Set<Int> = []
    /// The values as last saved (for `committedValues` and `changedValues`).
    var committed: [Any?] = []
    var inserted = false
    var deleted = false
    var fault = false
    /// Set while the object is changed by Core Data itself (inverses, merges), not by the app.
    var version: Int64 = 0

    /// A new object of `entity`, inserted into `context` (none: not yet inserted).
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        slots = entity.initialSlots
        objectID = NSManagedObjectID(entity: entity, key: ObjectKey(table: entity.root.entityNumber, pk: TemporaryKeys.next()), store: nil)
        super.init()
        ManagedObjectClasses.shared.register(type(of: self))
        if let context { context.insert(self) }
    }

    /// A new object of the class's entity, inserted into `context`.
    public convenience init(context moc: NSManagedObjectContext) {
        let entity = Self.entity(in: moc)
        self.init(entity: entity, insertInto: moc)
    }

    /// The entity of the class's objects in the model of the app's contexts.
    open class func entity() -> NSEntityDescription {
        ManagedObjectClasses.shared.register(self)
        if let entity = ModelRegistry.shared.entity(for: self) { return entity }
        CoreDataFailures.report("No NSEntityDescriptions in any model claim the NSManagedObject subclass '\(_typeName(self, qualified: true))'")
        return NSEntityDescription.placeholder(named: ManagedObjectClasses.unqualifiedName(of: self))
    }

    static func entity(in context: NSManagedObjectContext) -> NSEntityDescription {
        ManagedObjectClasses.shared.register(self)
        return context.model?.entity(for: self) ?? entity()
    }

    /// A fetch request for the class's entity.
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        ManagedObjectClasses.shared.register(self)
        let request = NSFetchRequest<NSFetchRequestResult>(entityName: entityName(of: self))
        request.resultClass = self
        return request
    }

    static func entityName(of cls: AnyClass) -> String {
        ModelRegistry.shared.entity(for: cls)?.name ?? ManagedObjectClasses.unqualifiedName(of: cls)
    }

    // MARK: State

    /// Whether the object was inserted and not yet saved.
    open var isInserted: Bool { inserted && !deleted }
    /// Whether the object has unsaved changes (and is neither new nor deleted).
    open var isUpdated: Bool { !inserted && !deleted && !changedSlots.isEmpty }
    /// Whether the object is deleted and not yet saved.
    open var isDeleted: Bool { deleted }
    /// Whether the object's values have not been read from the store yet.
    open var isFault: Bool { fault }
    /// Whether the object is inserted, updated or deleted.
    open var hasChanges: Bool { inserted || deleted || !changedSlots.isEmpty }
    /// Whether a saved value changed (transient properties aside).
    open var hasPersistentChangedValues: Bool {
        changedSlots.contains { !entity.properties[$0].isTransient }
    }

    /// The values changed since the last save, by property name.
    open func changedValues() -> [String: Any] {
        var result: [String: Any] = [:]
        // A new object's changes are its values (other than nil).
        let slots = inserted ? entity.properties.indices.filter { self.slots[$0] != nil } : changedSlots.sorted()
        for slot in slots {
            result[entity.properties[slot].name] = publicValue(slot) ?? NSNull()
        }
        return result
    }

    /// The values as last saved, for `keys` (all when nil).
    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        fireFault()
        var result: [String: Any] = [:]
        for property in entity.properties where keys?.contains(property.name) ?? true {
            let value = property.slot < committed.count ? committed[property.slot] : nil
            result[property.name] = value.flatMap { exposed($0, for: property) } ?? NSNull()
        }
        return result
    }

    // MARK: Life cycle, for subclasses

    /// Called once when the object is first inserted.
    open func awakeFromInsert() {}
    /// Called when the object's values are first read from the store.
    open func awakeFromFetch() {}
    /// Called before the object is saved.
    open func willSave() {}
    /// Called after the object was saved.
    open func didSave() {}
    /// Called when the object is deleted, before its relationships are cleared.
    open func prepareForDeletion() {}
    /// Called before the object becomes a fault again.
    open func willTurnIntoFault() {}
    /// Called after the object became a fault.
    open func didTurnIntoFault() {}

    /// Checks the object before it is first saved (required values are present).
    open func validateForInsert() throws { try ManagedObjectValidation.validate(self) }
    /// Checks the object before an update is saved.
    open func validateForUpdate() throws { try ManagedObjectValidation.validate(self) }
    /// Checks that the object may be deleted (no Deny relationship still reaches an object).
    open func validateForDelete() throws { try ManagedObjectValidation.validateDelete(self) }

    open override var description: String {
        let name = entity.name ?? "NSManagedObject"
        if fault { return "<\(name): \(objectID.uriRepresentation().absoluteString)> (fault)" }
        let values = entity.properties.map { property -> String in
            let value = publicValue(property.slot)
            if let relationship = property as? NSRelationshipDescription {
                if relationship.isToMany { return "    \(property.name) = <relationship fault>;" }
                return "    \(property.name) = \((value as? NSManagedObject).map { $0.objectID.uriRepresentation().absoluteString } ?? "nil");"
            }
            return "    \(property.name) = \(value.map { "\($0)" } ?? "nil");"
        }
        return "<\(name): \(objectID.uriRepresentation().absoluteString)> ; data: {\n\(values.joined(separator: "\n"))\n}"
    }
}

/// Numbers for objects not yet saved: negative, never reused in the process.
enum TemporaryKeys {
    private static let counter = LockedValue<Int64>(0)
    static func next() -> Int64 {
        -counter.withLock { value in
            value += 1
            return value
        }
    }
}
