import Foundation

/// A request to a store: a fetch, a batch delete or a batch update.
open class NSPersistentStoreRequest: NSObject, @unchecked Sendable {
    /// The stores to search (all when nil).
    open var affectedStores: [NSPersistentStore]?
}

/// What a fetch returns.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Managed objects.
    public static let managedObjectResultType = NSFetchRequestResultType([])
    /// Their identities.
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    /// Dictionaries of the properties to fetch.
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    /// The number of matching objects.
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// A fetch: which entity, which objects (a predicate), in which order, how many, as what.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
    /// The entity's name.
    open private(set) var entityName: String?
    /// The entity, once known (set it, or a context finds it by name).
    open var entity: NSEntityDescription? {
        didSet { if let entity { entityName = entity.name } }
    }
    /// Which objects: nil for all.
    open var predicate: NSPredicate?
    /// The order of the results.
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many results (0: no limit).
    open var fetchLimit: Int = 0
    /// Skip this many results first.
    open var fetchOffset: Int = 0
    /// How many objects are filled at a time (all are filled as used here).
    open var fetchBatchSize: Int = 0
    /// What the fetch returns.
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    /// Whether objects of sub-entities match too.
    open var includesSubentities = true
    /// Whether the context's unsaved changes count.
    open var includesPendingChanges = true
    /// Whether results are faults, filled when first used.
    open var returnsObjectsAsFaults = true
    /// Whether property values are read (ignored: rows are read with the objects).
    open var includesPropertyValues = true
    /// The properties of dictionary results (names or descriptions).
    open var propertiesToFetch: [Any]?
    /// Whether dictionary results are distinct.
    open var returnsDistinctResults = false
    /// Relationships to fill with the results (they fill on use here).
    open var relationshipKeyPathsForPrefetching: [String]?
    /// Properties to group dictionary results by.
    open var propertiesToGroupBy: [Any]?
    /// Whether updated objects are refreshed from the store.
    open var shouldRefreshRefetchedObjects = false
    /// The class results are made of, when it was named with the request.
    var resultClass: AnyClass?

    /// A request for no entity yet.
    public override init() {
        super.init()
        register()
    }

    /// A request for the entity named `entityName`.
    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }

    private func register() {
        if let cls = ResultType.self as? NSManagedObject.Type, cls != NSManagedObject.self {
            ManagedObjectClasses.shared.register(cls)
            resultClass = cls
        }
    }

    /// Runs the request in the current context's queue (the context given when executing).
    open func execute() throws -> [ResultType] {
        throw CoreDataErrors.invalidArgument("execute() needs a context: call it inside a context's perform block (not supported here; use context.fetch)")
    }

    open override var description: String {
        "<NSFetchRequest: \(Unmanaged.passUnretained(self).toOpaque())> (entity: \(entityName ?? "nil"); predicate: (\(predicate.flatMap { predicateNode(of: $0)?.format } ?? "<null>")); sortDescriptors: (\(sortDescriptors.map { "\($0)" } ?? "<null>")); type: \(resultType.rawValue))"
    }
}

/// The result of `execute(_:)`.
open class NSPersistentStoreResult: NSObject, @unchecked Sendable {}

/// The result of a fetch run through `execute(_:)`.
open class NSAsynchronousFetchResult<ResultType>: NSPersistentStoreResult, @unchecked Sendable {
    /// The objects fetched.
    open internal(set) var finalResult: [ResultType]?
}

/// A fetch that runs and calls back with its result (at once, here: fetches are quick and the
/// context's queue runs it).
open class NSAsynchronousFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
    /// The fetch.
    public let fetchRequest: NSFetchRequest<ResultType>
    /// What runs with the result.
    public let completionBlock: ((NSAsynchronousFetchResult<ResultType>) -> Void)?
    /// The number of objects expected (ignored).
    open var estimatedResultCount = 0

    public init(fetchRequest request: NSFetchRequest<ResultType>, completionBlock blk: ((NSAsynchronousFetchResult<ResultType>) -> Void)?) {
        fetchRequest = request
        completionBlock = blk
    }
}
