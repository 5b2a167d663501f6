import Foundation

extension NSManagedObjectContext {
    /// The object for `key` of `entity`: registered already, or a new fault.
    func materialize(key: ObjectKey, entity: NSEntityDescription) -> NSManagedObject {
        if let found = registry[key] { return found }
        let cls = ManagedObjectClasses.shared.objectClass(for: entity)
        let object = cls.init(entity: entity, insertInto: nil)
        object.objectID = NSManagedObjectID(entity: entity, key: key, store: persistentStoreCoordinator?.primaryStore)
        object.managedObjectContext = self
        object.fault = true
        object.slots = Array(repeating: nil, count: entity.properties.count)
        registry[key] = object
        return object
    }

    /// The object a to-one reference names.
    func object(for reference: UnresolvedReference) -> NSManagedObject? {
        if let found = registry[reference.key] { return found.deleted ? nil : found }
        var entity = self.entity(number: reference.entityNumber)
        if let candidate = entity, !candidate.subentities.isEmpty {
            let number = persistentStoreCoordinator?.cachedRow(reference.key)?.entityNumber
            entity = number.flatMap(self.entity(number:)) ?? candidate
        }
        guard let entity else { return nil }
        return materialize(key: reference.key, entity: entity)
    }

    /// Fills a fault: from the parent context's object when it has one, else the store's row.
    func fill(_ object: NSManagedObject) {
        let key = object.objectID.key
        if let parent, let source = parent.performAndWait({ parent.snapshot(of: key) }) {
            object.slots = source.map { value in remap(value) }
            object.committed = object.slots
            object.awakeFromFetch()
            return
        }
        guard let row = persistentStoreCoordinator?.cachedRow(key) else {
            // The row is gone: the object reads as empty, as an inaccessible fault.
            object.slots = Array(repeating: nil, count: object.entity.properties.count)
            return
        }
        apply(row, to: object)
    }

    /// Fills `object` from a store row.
    func apply(_ row: StoreRow, to object: NSManagedObject) {
        var slots = row.values
        if slots.count < object.entity.properties.count { slots += Array(repeating: nil, count: object.entity.properties.count - slots.count) }
        object.slots = slots
        object.committed = slots
        object.version = row.version
        object.fault = false
        object.awakeFromFetch()
    }

    /// The values of the object with `key` as this context has them (for a child's fault), as
    /// keys for relationships; nil when the object is not changed here.
    func snapshot(of key: ObjectKey) -> [Any?]? {
        guard let object = registry[key], object.hasChanges else { return nil }
        object.fireFault()
        return object.slotsAsReferences
    }

    /// A value from another context, its objects made this context's.
    func remap(_ value: Any?) -> Any? {
        switch value {
        case let destination as NSManagedObject:
            return materialize(key: destination.objectID.key, entity: destination.entity)
        case let objects as [NSManagedObject]:
            return objects.map { materialize(key: $0.objectID.key, entity: $0.entity) }
        case let references as [UnresolvedReference]:
            return references.compactMap { object(for: $0) }
        default:
            return value
        }
    }

    /// The objects a to-many relationship of a fetched object reaches, from the store (with the
    /// parent's unsaved changes, for a child).
    func loadToMany(_ relationship: NSRelationshipDescription, of owner: NSManagedObject) -> [NSManagedObject] {
        let key = owner.objectID.key
        if let parent, let source = parent.performAndWait({ parent.snapshot(of: key) }), relationship.slot < source.count,
           let remapped = remap(source[relationship.slot]) as? [NSManagedObject] {
            return remapped
        }
        guard !key.isTemporary, let coordinator = persistentStoreCoordinator, let engine = coordinator.primaryStore?.engine else { return [] }
        let found = coordinator.lock.withLock { (try? engine.toMany(relationship, of: key)) ?? [] }
        return found.compactMap { entry in
            guard let entity = self.entity(number: entry.entityNumber) else { return nil }
            let object = materialize(key: entry.key, entity: entity)
            return object.deleted ? nil : object
        }
    }
}
