import Foundation

extension NSManagedObjectContext {
    /// Saves the unsaved changes: to the parent context for a child, else to the store in one
    /// transaction. Validation runs first; a failing object fails the whole save (1570 for a
    /// missing required value, 1560 for several errors) and nothing is written.
    public func save() throws {
        guard hasChanges || !pending.isEmpty else { return }
        if parent == nil {
            try resolveUniquenessConstraints(changed.values.filter { $0.inserted && !$0.deleted })
        }
        // New objects get their permanent identities before the changes are announced, so a
        // fetched results controller's snapshot names them as they will stay.
        try assignPermanentKeys(changed.values.filter { $0.inserted && !$0.deleted })
        processPendingChanges()
        guard hasChanges else { return }
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        let objects = changed.values.sorted { $0.objectID.key.pk < $1.objectID.key.pk }
        for object in objects where !object.deleted { object.willSave() }
        try validate(objects)
        let inserted = objects.filter { $0.inserted && !$0.deleted }
        let updated = objects.filter { !$0.inserted && !$0.deleted && !$0.changedSlots.isEmpty }
        let deleted = objects.filter { $0.deleted && !$0.inserted }
        try assignPermanentKeys(inserted)
        if let parent {
            try push(inserted: inserted, updated: updated, deleted: deleted, to: parent)
        } else {
            try write(inserted: inserted, updated: updated, deleted: deleted)
        }
        for object in inserted + updated {
            object.inserted = false
            object.changedSlots = []
            object.committed = object.slots
            object.version += 1
        }
        for object in deleted {
            registry[object.objectID.key] = nil
        }
        changed = [:]
        for object in inserted + updated + deleted { object.didSave() }
        for object in deleted { object.managedObjectContext = nil }
        let info: [AnyHashable: Any] = [
            NSInsertedObjectsKey: Set(inserted), NSUpdatedObjectsKey: Set(updated), NSDeletedObjectsKey: Set(deleted),
        ]
        let notification = Notification(name: .NSManagedObjectContextDidSave, object: self, userInfo: info)
        NotificationCenter.default.post(notification)
        for observer in changeObservers.all { observer.contextDidSave(inserted: inserted, updated: updated, deleted: deleted) }
        // Contexts that merge automatically: the coordinator's others, or this context's children.
        let mergers = parent == nil ? (persistentStoreCoordinator?.mergingContexts(besides: self) ?? []) : []
        for context in mergers + children.all where context.automaticallyMergesChangesFromParent && context !== self {
            context.perform { context.mergeChanges(fromContextDidSave: notification) }
        }
    }

    private func validate(_ objects: [NSManagedObject]) throws {
        var errors: [NSError] = []
        for object in objects {
            do {
                if object.deleted { try object.validateForDelete() }
                else if object.inserted { try object.validateForInsert() }
                else { try object.validateForUpdate() }
            } catch let error as NSError {
                if error.code == NSValidationMultipleErrorsError, let details = error.userInfo[NSDetailedErrorsKey] as? [NSError] {
                    errors += details
                } else {
                    errors.append(error)
                }
            }
        }
        guard !errors.isEmpty else { return }
        if errors.count == 1 { throw errors[0] }
        throw CoreDataErrors.make(NSValidationMultipleErrorsError, "Multiple validation errors occurred.", [NSDetailedErrorsKey: errors])
    }

    /// Permanent keys for `objects`, reserved in the store, before anything is written.
    func assignPermanentKeys(_ objects: [NSManagedObject]) throws {
        let fresh = objects.filter { $0.objectID.isTemporaryID }
        guard !fresh.isEmpty else { return }
        guard let coordinator = persistentStoreCoordinator, let store = coordinator.primaryStore else { throw CoreDataErrors.noStore() }
        let groups = Dictionary(grouping: fresh) { $0.entity.root.entityNumber }
        for (table, members) in groups.sorted(by: { $0.key < $1.key }) {
            let first = try coordinator.lock.withLock { try store.engine.allocateKeys(table: table, count: members.count) }
            for (offset, object) in members.enumerated() {
                let old = object.objectID.key
                let key = ObjectKey(table: table, pk: first + Int64(offset))
                object.objectID = NSManagedObjectID(entity: object.entity, key: key, store: store)
                registry[old] = nil
                registry[key] = object
            }
        }
    }

    /// Writes the changes to the store in one transaction, and updates the coordinator's rows.
    private func write(inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject]) throws {
        guard let coordinator = persistentStoreCoordinator, let store = coordinator.primaryStore else { throw CoreDataErrors.noStore() }
        let (updated, deleted) = try resolveOptimisticLocking(updated: updated, deleted: deleted)
        func stored(_ object: NSManagedObject, changed: Set<Int>) -> StoreChanges.Object {
            let values = object.entity.properties.map { property -> Any? in
                let value = object.slots[property.slot]
                guard let relationship = property as? NSRelationshipDescription else { return value }
                if relationship.isToMany {
                    return (value as? [NSManagedObject])?.filter { !$0.deleted }.map(\.objectID.key)
                }
                switch value {
                case let destination as NSManagedObject: return destination.deleted ? nil : destination.objectID.key
                case let reference as UnresolvedReference: return reference.key
                default: return nil
                }
            }
            return StoreChanges.Object(entity: object.entity, key: object.objectID.key, values: values, changed: changed, version: object.version)
        }
        var changes = StoreChanges()
        changes.inserted = inserted.map { stored($0, changed: Set($0.entity.properties.indices)) }
        changes.updated = updated.map { stored($0, changed: $0.changedSlots) }
        changes.deleted = deleted.map { ($0.entity, $0.objectID.key) }
        do {
            try coordinator.lock.withLock { try store.engine.apply(changes) }
        } catch let error as NSError where error.domain == NSCocoaErrorDomain {
            throw error
        } catch {
            throw CoreDataErrors.make(NSPersistentStoreSaveError, "The operation couldn't be completed. (SQLite error)", ["reason": "\(error)"])
        }
        coordinator.forget((updated + deleted).map(\.objectID.key))
        var rows: [StoreRow] = []
        for object in inserted + updated {
            let values = object.entity.properties.map { property -> Any? in
                let value = object.slots[property.slot]
                guard let relationship = property as? NSRelationshipDescription else { return value }
                if relationship.isToMany { return nil }
                if let destination = value as? NSManagedObject, !destination.deleted {
                    return UnresolvedReference(key: destination.objectID.key, entityNumber: destination.entity.entityNumber)
                }
                return value as? UnresolvedReference
            }
            rows.append(StoreRow(key: object.objectID.key, entityNumber: object.entity.entityNumber, version: object.version + 1, values: values))
        }
        coordinator.cache(rows)
    }

    /// A child's save: the parent takes the changes as its own unsaved changes.
    private func push(inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject], to parent: NSManagedObjectContext) throws {
        let snapshots = (inserted + updated).map { object in
            (key: object.objectID.key, entity: object.entity, isNew: object.inserted, changed: object.inserted ? Set(object.entity.properties.indices) : object.changedSlots,
             values: object.slotsAsReferences)
        }
        let removed = deleted.map { ($0.objectID.key, $0.entity) }
        parent.performAndWait {
            var targets: [NSManagedObject] = []
            for entry in snapshots {
                let target: NSManagedObject
                if entry.isNew, parent.registry[entry.key] == nil {
                    let cls = ManagedObjectClasses.shared.objectClass(for: entry.entity)
                    target = cls.init(entity: entry.entity, insertInto: nil)
                    target.objectID = NSManagedObjectID(entity: entry.entity, key: entry.key, store: parent.persistentStoreCoordinator?.primaryStore)
                    parent.insert(target)
                } else {
                    target = parent.materialize(key: entry.key, entity: entry.entity)
                    target.fireFault()
                }
                targets.append(target)
            }
            for (entry, target) in zip(snapshots, targets) {
                for slot in entry.changed.sorted() {
                    let property = entry.entity.properties[slot]
                    let value = parent.remap(entry.values[slot])
                    if property is NSAttributeDescription {
                        target.slots[slot] = value
                        target.markChanged(slot)
                    } else if let relationship = property as? NSRelationshipDescription {
                        if relationship.isToMany {
                            target.slots[slot] = value as? [NSManagedObject] ?? []
                        } else {
                            target.slots[slot] = value
                        }
                        target.markChanged(slot)
                    }
                }
            }
            for (key, entity) in removed {
                parent.delete(parent.materialize(key: key, entity: entity))
            }
            parent.processPendingChanges()
        }
    }
}

extension ContextChangeObserver {
    func contextDidSave(inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject]) {}
}
