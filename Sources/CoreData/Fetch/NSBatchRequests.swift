import Foundation

/// What a batch delete returns.
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    case resultTypeStatusOnly = 0
    case resultTypeObjectIDs = 1
    case resultTypeCount = 2
}

/// What a batch update returns.
public enum NSBatchUpdateRequestResultType: UInt, Sendable {
    case statusOnlyResultType = 0
    case updatedObjectIDsResultType = 1
    case updatedObjectsCountResultType = 2
}

/// Deletes the rows a fetch request matches directly in the store: no objects are loaded, no
/// delete rules run, and contexts learn of it only by merging the result's identities.
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// The rows to delete.
    public let fetchRequest: NSFetchRequest<NSFetchRequestResult>
    let objectIDs: [NSManagedObjectID]?
    /// What the result holds.
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly

    public init(fetchRequest fetch: NSFetchRequest<NSFetchRequestResult>) {
        fetchRequest = fetch
        objectIDs = nil
    }

    public init(objectIDs objects: [NSManagedObjectID]) {
        fetchRequest = NSFetchRequest(entityName: objects.first?.entity.name ?? "")
        objectIDs = objects
    }
}

/// The result of a batch delete.
open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
    /// `true`, the identities deleted, or their count, as the request's result type says.
    open internal(set) var result: Any?
}

/// Sets attributes in the rows a predicate matches directly in the store.
open class NSBatchUpdateRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// The entity's name.
    public let entityName: String
    /// Which rows.
    open var predicate: NSPredicate?
    /// The new values, by attribute name (constant values).
    open var propertiesToUpdate: [AnyHashable: Any]?
    /// What the result holds.
    open var resultType: NSBatchUpdateRequestResultType = .statusOnlyResultType
    /// Whether sub-entities' rows change too.
    open var includesSubentities = true

    public init(entityName: String) { self.entityName = entityName }

    public convenience init(entity: NSEntityDescription) { self.init(entityName: entity.name ?? "") }
}

/// The result of a batch update.
open class NSBatchUpdateResult: NSPersistentStoreResult, @unchecked Sendable {
    /// `true`, the identities updated, or their count, as the request's result type says.
    open internal(set) var result: Any?
}

extension NSManagedObjectContext {
    func executeBatchDelete(_ request: NSBatchDeleteRequest) throws -> NSBatchDeleteResult {
        let keys: [ObjectKey]
        let entity: NSEntityDescription
        guard let coordinator = persistentStoreCoordinator, let engine = coordinator.primaryStore?.engine else { throw CoreDataErrors.noStore() }
        if let ids = request.objectIDs {
            guard let first = ids.first else { return NSBatchDeleteResult() }
            entity = first.entity
            let list = ids.map(\.key.pk).map(SQLValue.integer)
            let filter = SQLFilter(sql: "t0.Z_PK IN (\(Array(repeating: "?", count: list.count).joined(separator: ", ")))", arguments: list)
            keys = try coordinator.lock.withLock { try engine.batchDelete(entity, includesSubentities: true, filter: filter) }
        } else {
            let plan = try FetchPlan(request: request.fetchRequest, context: self)
            entity = plan.entity
            if plan.residual == nil {
                keys = try coordinator.lock.withLock { try engine.batchDelete(entity, includesSubentities: plan.includesSubentities, filter: plan.filter) }
            } else {
                let matching = try plan.storeRows(sorted: false).filter { row in
                    let object = self.entity(number: row.entityNumber).map { materialize(key: row.key, entity: $0) }
                    return object.map(plan.matchesResidual) ?? false
                }.map(\.key.pk)
                let filter = SQLFilter(sql: "t0.Z_PK IN (\(matching.map(String.init).joined(separator: ", ")))", arguments: [])
                keys = try coordinator.lock.withLock { try engine.batchDelete(entity, includesSubentities: true, filter: filter) }
            }
        }
        coordinator.forget(keys)
        let result = NSBatchDeleteResult()
        switch request.resultType {
        case .resultTypeStatusOnly: result.result = true
        case .resultTypeCount: result.result = keys.count
        case .resultTypeObjectIDs: result.result = keys.map { NSManagedObjectID(entity: entity, key: $0, store: coordinator.primaryStore) }
        }
        return result
    }

    func executeBatchUpdate(_ request: NSBatchUpdateRequest) throws -> NSBatchUpdateResult {
        let fetch = NSFetchRequest<NSFetchRequestResult>(entityName: request.entityName)
        fetch.predicate = request.predicate
        fetch.includesSubentities = request.includesSubentities
        let plan = try FetchPlan(request: fetch, context: self)
        guard let coordinator = persistentStoreCoordinator, let engine = coordinator.primaryStore?.engine else { throw CoreDataErrors.noStore() }
        var values: [(NSAttributeDescription, Any?)] = []
        for (key, value) in request.propertiesToUpdate ?? [:] {
            let name = (key as? String) ?? (key as? NSPropertyDescription)?.name ?? "\(key)"
            guard let attribute = plan.entity.attributesByName[name] else {
                throw CoreDataErrors.invalidArgument("Unknown property \(name) in a batch update of \(request.entityName)")
            }
            values.append((attribute, value))
        }
        var filter = plan.filter
        if plan.residual != nil {
            let matching = try plan.storeRows(sorted: false).filter { row in
                self.entity(number: row.entityNumber).map { plan.matchesResidual(materialize(key: row.key, entity: $0)) } ?? false
            }.map(\.key.pk)
            filter = SQLFilter(sql: "t0.Z_PK IN (\(matching.map(String.init).joined(separator: ", ")))", arguments: [])
        }
        let keys = try coordinator.lock.withLock { try engine.batchUpdate(plan.entity, includesSubentities: plan.includesSubentities, filter: filter, values: values) }
        coordinator.forget(keys)
        let result = NSBatchUpdateResult()
        switch request.resultType {
        case .statusOnlyResultType: result.result = true
        case .updatedObjectsCountResultType: result.result = keys.count
        case .updatedObjectIDsResultType: result.result = keys.map { NSManagedObjectID(entity: plan.entity, key: $0, store: coordinator.primaryStore) }
        }
        return result
    }
}
