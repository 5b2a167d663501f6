import Foundation

extension NSManagedObjectContext {
    /// Takes in what another context saved: changed objects registered here are filled again
    /// from the store (keeping this context's own unsaved values), deleted ones go, inserted ones
    /// are registered; then the objects-did-change notification announces them.
    public func mergeChanges(fromContextDidSave notification: Notification) {
        let info = notification.userInfo ?? [:]
        func objects(_ key: String) -> [NSManagedObject] {
            switch info[key] {
            case let set as Set<NSManagedObject>: return Array(set)
            case let set as NSSet: return set.allObjects.compactMap { $0 as? NSManagedObject }
            default: return []
            }
        }
        let source = notification.object as? NSManagedObjectContext
        let fromParent = source != nil && source === parent
        for object in objects(NSDeletedObjectsKey) {
            guard let mine = registry[object.objectID.key] else { continue }
            registry[mine.objectID.key] = nil
            changed[ObjectIdentifier(mine)] = nil
            mine.deleted = true
            pending.deleted.insert(mine)
        }
        for object in objects(NSUpdatedObjectsKey) {
            guard let mine = registry[object.objectID.key] else { continue }
            refill(mine, from: object, fromParent: fromParent)
            pending.updated.insert(mine)
        }
        for object in objects(NSInsertedObjectsKey) {
            let mine = registry[object.objectID.key] ?? materialize(key: object.objectID.key, entity: object.entity)
            if fromParent { refill(mine, from: object, fromParent: true) }
            pending.inserted.insert(mine)
        }
        processPendingChanges()
    }

    /// Merges the identities another process saved (a dictionary of `NSInsertedObjectsKey` …
    /// to arrays of object IDs) into `contexts`.
    public class func mergeChanges(fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]) {
        for context in contexts {
            context.performAndWait {
                for key in [NSInsertedObjectsKey, NSUpdatedObjectsKey] {
                    for id in (changeNotificationData[key] as? [NSManagedObjectID]) ?? [] {
                        let object = context.object(with: id)
                        if key == NSUpdatedObjectsKey { context.refresh(object, mergeChanges: true) }
                        if key == NSInsertedObjectsKey { context.pending.inserted.insert(object) } else { context.pending.updated.insert(object) }
                    }
                }
                for id in (changeNotificationData[NSDeletedObjectsKey] as? [NSManagedObjectID]) ?? [] {
                    if let object = context.registry[id.key] {
                        context.registry[id.key] = nil
                        object.deleted = true
                        context.pending.deleted.insert(object)
                    }
                }
                context.processPendingChanges()
            }
        }
    }

    /// New values for a registered object: the parent's, or the store's row; the context's own
    /// unsaved values stay.
    private func refill(_ mine: NSManagedObject, from object: NSManagedObject, fromParent: Bool) {
        guard !mine.fault else { return }
        let own = Dictionary(uniqueKeysWithValues: mine.changedSlots.map { ($0, mine.slots[$0]) })
        if fromParent, let values = parent?.snapshot(of: object.objectID.key) ?? Optional(object.slotsAsReferences) {
            mine.slots = values.map { remap($0) }
        } else if let row = persistentStoreCoordinator?.cachedRow(mine.objectID.key) {
            mine.slots = row.values
            mine.version = row.version
        }
        mine.committed = mine.slots
        for (slot, value) in own { mine.slots[slot] = value }
    }
}

extension NSPersistentStoreCoordinator {
    func register(_ context: NSManagedObjectContext) {
        contexts.add(context)
    }

    /// The contexts made on the coordinator directly (not children), but `context`.
    func mergingContexts(besides context: NSManagedObjectContext) -> [NSManagedObjectContext] {
        contexts.all.filter { $0 !== context && $0.parent == nil }
    }
}
