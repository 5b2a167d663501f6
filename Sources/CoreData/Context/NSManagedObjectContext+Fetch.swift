import Foundation

extension NSManagedObjectContext {
    /// The objects (or identities, dictionaries, count) matching the request: the store's,
    /// with this context's (and its parents') unsaved changes.
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let results = try fetchResults(request)
        return results.compactMap { $0 as? T }
    }

    /// The number of objects the request matches.
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        let plan = try FetchPlan(request: request, context: self)
        if plan.residual == nil, !hasPendingChanges(for: plan.entity), plan.limit == nil, plan.offset == nil {
            return try plan.storeCount()
        }
        return try matchingObjects(plan).count
    }

    /// Runs a fetch, batch delete or batch update.
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        switch request {
        case let delete as NSBatchDeleteRequest: return try executeBatchDelete(delete)
        case let update as NSBatchUpdateRequest: return try executeBatchUpdate(update)
        case let fetch as NSFetchRequest<NSFetchRequestResult>:
            let result = NSAsynchronousFetchResult<NSFetchRequestResult>()
            result.finalResult = try self.fetch(fetch)
            return result
        case let asynchronous as AsynchronousFetchRunning:
            return try asynchronous.run(in: self)
        default:
            throw CoreDataErrors.invalidArgument("Unknown request type \(type(of: request))")
        }
    }

    func fetchResults<T>(_ request: NSFetchRequest<T>) throws -> [Any] {
        let plan = try FetchPlan(request: request, context: self)
        if request.resultType == .countResultType { return [NSNumber(value: try count(for: request))] }
        let objects = try matchingObjects(plan)
        switch request.resultType {
        case .managedObjectIDResultType: return objects.map(\.objectID)
        case .dictionaryResultType: return dictionaries(objects, request: request, entity: plan.entity)
        default:
            if !request.returnsObjectsAsFaults { for object in objects { object.fireFault() } }
            return objects
        }
    }

    /// The objects the plan selects, sorted and limited.
    func matchingObjects(_ plan: FetchPlan) throws -> [NSManagedObject] {
        let pending = plan.includesPendingChanges && hasPendingChanges(for: plan.entity)
        let inMemory = plan.residual != nil || plan.orderBy == nil || pending
        let rows = try plan.storeRows(sorted: !inMemory)
        var objects: [NSManagedObject] = []
        objects.reserveCapacity(rows.count)
        for row in rows {
            guard let entity = entity(number: row.entityNumber) else { continue }
            let object = registry[row.key] ?? materialize(key: row.key, entity: entity)
            if object.fault, !object.hasChanges, !plan.returnsObjectsAsFaults { apply(row, to: object) }
            objects.append(object)
        }
        guard inMemory else { return objects }
        // The unsaved changes: deleted objects go, changed ones are checked again, inserted ones join.
        var seen = Set(objects.map(ObjectIdentifier.init))
        objects.removeAll { $0.deleted || (pending && $0.hasChanges && !plan.matches($0)) || (plan.residual != nil && !$0.hasChanges && !plan.matchesResidual($0)) }
        if pending {
            for object in changedChain(for: plan.entity) where !object.deleted && !seen.contains(ObjectIdentifier(object)) {
                if plan.matches(object) {
                    objects.append(object)
                    seen.insert(ObjectIdentifier(object))
                }
            }
        }
        objects = KeyedSorting.sorted(objects, using: plan.sortDescriptors + [Self.stableOrder])
        if let offset = plan.offset { objects = Array(objects.dropFirst(offset)) }
        if let limit = plan.limit { objects = Array(objects.prefix(limit)) }
        return objects
    }

    /// Ties keep the store's order: by primary key, new objects last.
    private static let stableOrder = NSSortDescriptor(key: nil, ascending: true) { a, b in
        let x = (a as? NSManagedObject)?.objectID.key.pk ?? 0, y = (b as? NSManagedObject)?.objectID.key.pk ?? 0
        let kx = x < 0 ? Int64.max + x : x, ky = y < 0 ? Int64.max + y : y
        return kx < ky ? .orderedAscending : kx > ky ? .orderedDescending : .orderedSame
    }

    /// Whether this context or a parent has unsaved changes to objects of `entity`'s table.
    func hasPendingChanges(for entity: NSEntityDescription) -> Bool {
        var context: NSManagedObjectContext? = self
        while let current = context {
            let found = current === self ? current.changed.values.contains { $0.entity.root === entity.root }
                : current.performAndWait { current.changed.values.contains { $0.entity.root === entity.root } }
            if found { return true }
            context = current.parent
        }
        return false
    }

    /// Changed objects of `entity`'s table here and in the parents, as this context's objects.
    private func changedChain(for entity: NSEntityDescription) -> [NSManagedObject] {
        var result = changed.values.filter { $0.entity.root === entity.root }
        var ancestor = parent
        while let current = ancestor {
            let keys = current.performAndWait { current.changed.values.filter { $0.entity.root === entity.root && !$0.deleted }.map { ($0.objectID.key, $0.entity) } }
            for (key, entity) in keys where registry[key] == nil || !(registry[key]!.hasChanges) {
                result.append(materialize(key: key, entity: entity))
            }
            ancestor = current.parent
        }
        return result.sorted { $0.objectID.key.pk < $1.objectID.key.pk }
    }

    private func dictionaries<T>(_ objects: [NSManagedObject], request: NSFetchRequest<T>, entity: NSEntityDescription) -> [Any] {
        let names: [String] = (request.propertiesToFetch ?? entity.properties.filter { !($0 is NSRelationshipDescription && ($0 as! NSRelationshipDescription).isToMany) })
            .compactMap { ($0 as? String) ?? ($0 as? NSPropertyDescription)?.name }
        var result: [NSDictionary] = []
        var seen: [[String: AnyHashable]] = []
        for object in objects {
            var values: [String: Any] = [:]
            for name in names {
                guard let value = object.value(forKeyPath: name) else { continue }
                values[name] = (value as? NSManagedObject)?.objectID ?? value
            }
            if request.returnsDistinctResults {
                let key = values.compactMapValues { $0 as? AnyHashable }
                if seen.contains(key) { continue }
                seen.append(key)
            }
            result.append(NSDictionary(dictionary: values))
        }
        return result
    }
}

/// A fetch request resolved against a context: its entity, SQL, and what memory checks.
struct FetchPlan {
    let entity: NSEntityDescription
    let node: PredicateNode?
    let filter: SQLFilter?
    let residual: PredicateNode?
    let orderBy: String?
    let sortDescriptors: [NSSortDescriptor]
    let limit: Int?
    let offset: Int?
    let includesSubentities: Bool
    let includesPendingChanges: Bool
    let returnsObjectsAsFaults: Bool
    let engine: SQLiteStore?
    let coordinator: NSPersistentStoreCoordinator?

    init<T>(request: NSFetchRequest<T>, context: NSManagedObjectContext) throws {
        guard let coordinator = context.persistentStoreCoordinator else {
            throw CoreDataErrors.invalidArgument("executeFetchRequest:error: A fetch request must have an entity (the context has no coordinator).")
        }
        let model = coordinator.managedObjectModel
        let named = request.entity.flatMap { $0.name }.flatMap { model.entitiesByName[$0] }
            ?? request.entityName.flatMap { model.entitiesByName[$0] }
            ?? request.resultClass.flatMap { model.entity(for: $0) }
        guard let entity = named else {
            throw CoreDataErrors.invalidArgument("executeFetchRequest:error: A fetch request must have an entity. (\(request.entityName ?? "no entity name") is not in the model)")
        }
        self.entity = entity
        if let predicate = request.predicate, let error = predicate.formatError {
            throw CoreDataErrors.invalidArgument(error.description)
        }
        node = request.predicate.map { predicateNode(of: $0) ?? .constant(true) }
        self.coordinator = coordinator
        engine = coordinator.primaryStore?.engine
        includesSubentities = request.includesSubentities
        includesPendingChanges = request.includesPendingChanges
        returnsObjectsAsFaults = request.returnsObjectsAsFaults
        sortDescriptors = request.sortDescriptors ?? []
        limit = request.fetchLimit > 0 ? request.fetchLimit : nil
        offset = request.fetchOffset > 0 ? request.fetchOffset : nil
        if let engine {
            let compiler = PredicateSQL(table: engine.schema.table(for: entity), entity: entity)
            (filter, residual) = node.map(compiler.split) ?? (nil, nil)
            orderBy = compiler.orderBy(sortDescriptors)
        } else {
            (filter, residual, orderBy) = (nil, node, nil)
        }
    }

    /// Whether `object` matches the whole predicate (and is of the entity).
    func matches(_ object: NSManagedObject) -> Bool {
        guard object.entity === entity || (includesSubentities && object.entity.isKindOf(entity: entity)) else { return false }
        guard let node else { return true }
        return PredicateEvaluator.evaluate(node, with: object, variables: [:])
    }

    func matchesResidual(_ object: NSManagedObject) -> Bool {
        guard let residual else { return true }
        return PredicateEvaluator.evaluate(residual, with: object, variables: [:])
    }

    /// The store's rows for the SQL part; ordered and limited there when `sorted`.
    func storeRows(sorted: Bool) throws -> [StoreRow] {
        guard let engine, let coordinator else { return [] }
        let rows = try coordinator.lock.withLock {
            try engine.rows(of: entity, includesSubentities: includesSubentities, filter: filter,
                            orderBy: sorted ? orderBy : nil, limit: sorted ? limit : nil, offset: sorted ? offset : nil)
        }
        coordinator.cache(rows)
        return rows
    }

    func storeCount() throws -> Int {
        guard let engine, let coordinator else { return 0 }
        return try coordinator.lock.withLock { try engine.count(of: entity, includesSubentities: includesSubentities, filter: filter) }
    }
}

/// An asynchronous fetch of any result type, run by `execute(_:)`.
protocol AsynchronousFetchRunning {
    func run(in context: NSManagedObjectContext) throws -> NSPersistentStoreResult
}

extension NSAsynchronousFetchRequest: AsynchronousFetchRunning {
    func run(in context: NSManagedObjectContext) throws -> NSPersistentStoreResult {
        let result = NSAsynchronousFetchResult<ResultType>()
        result.finalResult = try context.fetch(fetchRequest)
        completionBlock?(result)
        return result
    }
}
