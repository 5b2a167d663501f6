import Foundation

/// A clash of a uniqueness constraint found by a save: the constraint's properties, the values
/// they share, the object already in the store (if any) and the new objects that clash with it.
open class NSConstraintConflict: NSObject, @unchecked Sendable {
    /// The constraint's property names.
    open private(set) var constraint: [String]
    /// The values the objects share.
    open private(set) var constraintValues: [String: Any]
    /// The object whose row the store has.
    open private(set) var databaseObject: NSManagedObject?
    /// The objects being saved that clash.
    open private(set) var conflictingObjects: [NSManagedObject]

    public init(constraint contraint: [String], database databaseObject: NSManagedObject?, databaseSnapshot snapshot: [AnyHashable: Any]?,
                conflicting conflictingObjects: [NSManagedObject], conflictingSnapshots snapshots: [Any]) {
        constraint = contraint
        self.databaseObject = databaseObject
        self.conflictingObjects = conflictingObjects
        var values: [String: Any] = [:]
        for name in contraint { values[name] = conflictingObjects.first?.value(forKey: name) }
        constraintValues = values
        super.init()
    }
}

extension NSManagedObjectContext {
    /// Applies the model's uniqueness constraints to the new objects of a save to the store. With
    /// the error merge policy a clash fails the save (133021, its conflicts under
    /// "conflictList"); with an object-trump or overwrite policy a new object takes over the
    /// stored object's row (and the last of several new ones wins); with a store-trump or
    /// rollback policy the stored values stay and the new object becomes the stored one.
    func resolveUniquenessConstraints(_ inserted: [NSManagedObject]) throws {
        guard inserted.contains(where: { !$0.entity.allUniquenessConstraints.isEmpty }),
              let coordinator = persistentStoreCoordinator, let engine = coordinator.primaryStore?.engine else { return }
        let policy = (mergePolicy as? NSMergePolicy)?.mergeType ?? .errorMergePolicyType
        var conflicts: [NSConstraintConflict] = []
        var claimed: [String: NSManagedObject] = [:]
        // In the order they were made (temporary keys count down), so the last new one wins.
        for object in inserted.sorted(by: { $0.objectID.key.pk > $1.objectID.key.pk }) {
            var existing: ObjectKey?
            var clashing: NSManagedObject?
            var clashed: [String]?
            for constraint in object.entity.allUniquenessConstraints {
                let values = constraint.map { object.value(forKey: $0) }
                let signature = "\(object.entity.root.entityNumber)|" + constraint.joined(separator: ",") + "=" + values.map { "\($0 ?? "nil")" }.joined(separator: ",")
                if let earlier = claimed[signature] { clashing = earlier; clashed = constraint; break }
                claimed[signature] = object
                if let key = try coordinator.lock.withLock({ try engine.existingKey(of: object.entity, matching: constraint, values: values) }) {
                    existing = key
                    clashed = constraint
                    break
                }
            }
            guard let clashed else { continue }
            switch policy {
            case .errorMergePolicyType:
                let database = existing.map { materialize(key: $0, entity: object.entity) }
                conflicts.append(NSConstraintConflict(constraint: clashed, database: database, databaseSnapshot: nil,
                                                      conflicting: [object] + (clashing.map { [$0] } ?? []), conflictingSnapshots: []))
            case .mergeByPropertyObjectTrumpMergePolicyType, .overwriteMergePolicyType:
                if let clashing {
                    // The later new object wins: the earlier one is not saved.
                    changed[ObjectIdentifier(clashing)] = nil
                    registry[clashing.objectID.key] = nil
                    if let key = existing ?? (clashing.objectID.isTemporaryID ? nil : clashing.objectID.key) { take(key, for: object) }
                } else if let existing {
                    take(existing, for: object)
                }
            case .mergeByPropertyStoreTrumpMergePolicyType, .rollbackMergePolicyType:
                changed[ObjectIdentifier(object)] = nil
                registry[object.objectID.key] = nil
                if let existing {
                    object.objectID = NSManagedObjectID(entity: object.entity, key: existing, store: coordinator.primaryStore)
                    object.inserted = false
                    registry[existing] = object
                    if let row = coordinator.cachedRow(existing) { apply(row, to: object) }
                }
            }
        }
        if !conflicts.isEmpty {
            throw CoreDataErrors.make(NSManagedObjectConstraintMergeError, "The operation couldn't be completed. (Cocoa error 133021.)",
                                      ["conflictList": conflicts])
        }
    }

    /// A new object takes over the stored row `key`: saved as an update of every property.
    private func take(_ key: ObjectKey, for object: NSManagedObject) {
        registry[object.objectID.key] = nil
        if let old = registry[key], old !== object {
            changed[ObjectIdentifier(old)] = nil
            old.fault = true
        }
        object.objectID = NSManagedObjectID(entity: object.entity, key: key, store: persistentStoreCoordinator?.primaryStore)
        object.inserted = false
        object.changedSlots = Set(object.entity.properties.indices)
        object.version = persistentStoreCoordinator?.cachedRow(key)?.version ?? 0
        registry[key] = object
        changed[ObjectIdentifier(object)] = object
    }
}

extension NSEntityDescription {
    /// The entity's uniqueness constraints and its parents', as property names.
    var allUniquenessConstraints: [[String]] {
        uniquenessConstraints.map { $0.compactMap { ($0 as? String) ?? ($0 as? NSPropertyDescription)?.name } }
            + (superentity?.allUniquenessConstraints ?? [])
    }
}

extension SQLiteStore {
    /// The key of the stored row whose `constraint` properties have `values`, if any.
    func existingKey(of entity: NSEntityDescription, matching constraint: [String], values: [Any?]) throws -> ObjectKey? {
        let table = schema.table(for: entity)
        var clauses: [String] = []
        var arguments: [SQLValue] = []
        for (name, value) in zip(constraint, values) {
            guard let property = entity.propertiesByName[name], let column = table.columnOf[ObjectIdentifier(property)] else { return nil }
            let argument: SQLValue = (property as? NSAttributeDescription).map { StoreValues.sql(value, for: $0) } ?? (StoreValues.sqlConstant(value) ?? .null)
            if argument == .null { clauses.append("\(table.columns[column]) IS NULL") } else {
                clauses.append("\(table.columns[column]) = ?")
                arguments.append(argument)
            }
        }
        var found: Int64?
        try connection.query("SELECT Z_PK FROM \(table.name) WHERE \(clauses.joined(separator: " AND ")) LIMIT 1", arguments) { found = $0.integer(0) }
        return found.map { ObjectKey(table: entity.root.entityNumber, pk: $0) }
    }
}

/// A save's clash with another save: the object changed here, and its row changed in the store
/// since this context read it.
open class NSMergeConflict: NSObject, @unchecked Sendable {
    /// The object changed here.
    public let sourceObject: NSManagedObject
    /// The row's version when this context read it, and the store's now.
    public let oldVersionNumber: Int
    public let newVersionNumber: Int

    public init(source srcObject: NSManagedObject, newVersion newvers: Int, oldVersion oldvers: Int,
                cachedSnapshot cachesnap: [String: Any]?, persistedSnapshot persnap: [String: Any]?) {
        sourceObject = srcObject
        oldVersionNumber = oldvers
        newVersionNumber = newvers
        super.init()
    }
}

extension NSManagedObjectContext {
    /// Core Data's optimistic locking: an object whose row another context saved since this one
    /// read it is a conflict. The error merge policy fails the save (133020, the conflicts under
    /// "conflictList"); an object-trump or overwrite policy saves this context's values over the
    /// store's; a store-trump or rollback policy drops this context's changes to that object.
    func resolveOptimisticLocking(updated: [NSManagedObject], deleted: [NSManagedObject]) throws -> ([NSManagedObject], [NSManagedObject]) {
        guard let coordinator = persistentStoreCoordinator, let engine = coordinator.primaryStore?.engine else { return (updated, deleted) }
        var conflicts: [(object: NSManagedObject, stored: Int64)] = []
        for object in updated + deleted {
            let stored = try coordinator.lock.withLock { try engine.version(of: object.objectID.key) }
            if let stored, stored != object.version { conflicts.append((object, stored)) }
        }
        guard !conflicts.isEmpty else { return (updated, deleted) }
        switch (mergePolicy as? NSMergePolicy)?.mergeType ?? .errorMergePolicyType {
        case .errorMergePolicyType:
            let list = conflicts.map { NSMergeConflict(source: $0.object, newVersion: Int($0.stored), oldVersion: Int($0.object.version),
                                                      cachedSnapshot: nil, persistedSnapshot: nil) }
            throw CoreDataErrors.make(133020, "Could not merge changes.", ["conflictList": list])
        case .mergeByPropertyObjectTrumpMergePolicyType, .overwriteMergePolicyType:
            for conflict in conflicts { conflict.object.version = conflict.stored }
            return (updated, deleted)
        case .mergeByPropertyStoreTrumpMergePolicyType, .rollbackMergePolicyType:
            let dropped = Set(conflicts.map { ObjectIdentifier($0.object) })
            coordinator.forget(conflicts.map(\.object.objectID.key))
            for conflict in conflicts {
                changed[ObjectIdentifier(conflict.object)] = nil
                conflict.object.deleted = false
                refresh(conflict.object, mergeChanges: false)
            }
            return (updated.filter { !dropped.contains(ObjectIdentifier($0)) }, deleted.filter { !dropped.contains(ObjectIdentifier($0)) })
        }
    }
}

extension SQLiteStore {
    /// The stored row's version (`Z_OPT`), nil when the row is gone.
    func version(of key: ObjectKey) throws -> Int64? {
        guard let table = schema.tables[key.table] else { return nil }
        var found: Int64?
        try connection.query("SELECT Z_OPT FROM \(table.name) WHERE Z_PK = ?", [.integer(key.pk)]) { found = $0.integer(0) }
        return found
    }
}
