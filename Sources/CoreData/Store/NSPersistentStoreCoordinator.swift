import Foundation

/// The link between contexts and stores: it opens stores for a model, and every context on it
/// reads and saves through it, one at a time (its lock), so contexts on different queues share
/// one database safely.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    /// The model the stores hold.
    public let managedObjectModel: NSManagedObjectModel
    /// The stores added, in order.
    open private(set) var persistentStores: [NSPersistentStore] = []
    /// A name for debugging.
    open var name: String?
    let lock = NSRecursiveLock()
    /// Rows read or saved, by key: what faults fill from.
    private var rowCache: [ObjectKey: StoreRow] = [:]
    /// The contexts made on the coordinator, held weakly: a save merges into those that ask for it.
    let contexts = WeakContexts()

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
        ModelRegistry.shared.add(model)
    }

    /// Opens the store at `url` of `storeType` (a SQLite file, or in memory for
    /// `NSInMemoryStoreType` or `/dev/null`), migrating it when the options say so.
    @discardableResult
    open func addPersistentStore(ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
                                 options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        guard [NSSQLiteStoreType, NSInMemoryStoreType, NSBinaryStoreType].contains(storeType) else {
            throw CoreDataErrors.make(NSPersistentStoreInvalidTypeError, "Unsupported store type.", ["reason": "Unsupported store type \(storeType)"])
        }
        let inMemory = storeType == NSInMemoryStoreType || storeURL == nil || storeURL?.path == "/dev/null"
        let readOnly = (options?[NSReadOnlyPersistentStoreOption] as? Bool) ?? false
        let migrate = (options?[NSMigratePersistentStoresAutomaticallyOption] as? Bool) ?? false
        if !inMemory, let storeURL, !readOnly {
            try? FileManager.default.createDirectory(at: storeURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        let engine: SQLiteStore
        do {
            engine = try lock.withLock {
                try SQLiteStore(path: inMemory ? ":memory:" : storeURL!.path, model: managedObjectModel, readOnly: readOnly && !inMemory, migrate: migrate)
            }
        } catch let error as NSError where error.domain == NSCocoaErrorDomain {
            throw error
        } catch {
            throw CoreDataErrors.storeOpen("\(error)")
        }
        if let pragmas = options?[NSSQLitePragmasOption] as? [String: Any] {
            for (name, value) in pragmas.sorted(by: { $0.key < $1.key }) { try? engine.connection.execute("PRAGMA \(name) = \(value)") }
        }
        let store = NSPersistentStore(type: inMemory && storeType != NSSQLiteStoreType ? NSInMemoryStoreType : storeType,
                                      configurationName: configuration, url: storeURL, options: options, engine: engine)
        store.persistentStoreCoordinator = self
        lock.withLock { persistentStores.append(store) }
        return store
    }

    /// Adds the store a description describes, calling back with it (and the error, if any).
    open func addPersistentStore(with storeDescription: NSPersistentStoreDescription,
                                 completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        var options: [AnyHashable: Any] = storeDescription.options
        options[NSReadOnlyPersistentStoreOption] = storeDescription.isReadOnly
        options[NSMigratePersistentStoresAutomaticallyOption] = storeDescription.shouldMigrateStoreAutomatically
        options[NSInferMappingModelAutomaticallyOption] = storeDescription.shouldInferMappingModelAutomatically
        if !storeDescription.sqlitePragmas.isEmpty { options[NSSQLitePragmasOption] = storeDescription.sqlitePragmas }
        do {
            try addPersistentStore(ofType: storeDescription.type, configurationName: storeDescription.configuration, at: storeDescription.url, options: options)
            block(storeDescription, nil)
        } catch {
            block(storeDescription, error)
        }
    }

    /// Removes a store.
    open func remove(_ store: NSPersistentStore) throws {
        lock.withLock {
            persistentStores.removeAll { $0 === store }
            rowCache = [:]
        }
    }

    /// The store at `url`.
    open func persistentStore(for url: URL) -> NSPersistentStore? {
        lock.withLock { persistentStores.first { $0.url?.standardizedFileURL == url.standardizedFileURL } }
    }

    /// Deletes the store's files (the database and its `-wal` and `-shm` files).
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        if let store = persistentStore(for: url) { try remove(store) }
        for suffix in ["", "-wal", "-shm"] {
            let file = URL(fileURLWithPath: url.path + suffix)
            if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
        }
    }

    /// The identity a URI from `uriRepresentation()` names, if the store has such an entity.
    open func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? {
        guard url.scheme == "x-coredata", let store = primaryStore else { return nil }
        let parts = url.path.split(separator: "/")
        guard parts.count == 2, let entity = managedObjectModel.entitiesByName[String(parts[0])],
              parts[1].hasPrefix("p"), let pk = Int64(parts[1].dropFirst()) else { return nil }
        return NSManagedObjectID(entity: entity, key: ObjectKey(table: entity.root.entityNumber, pk: pk), store: store)
    }

    /// The metadata of the store at `url` (its `Z_METADATA` property list), read without
    /// opening it for the app.
    open class func metadataForPersistentStore(ofType storeType: String, at url: URL, options: [AnyHashable: Any]? = nil) throws -> [String: Any] {
        let connection: SQLiteConnection
        do { connection = try SQLiteConnection(path: url.path, readOnly: true) } catch {
            throw CoreDataErrors.storeOpen("The file at \(url.path) couldn't be opened.")
        }
        let rows = (try? connection.rows("SELECT Z_PLIST FROM Z_METADATA ORDER BY Z_VERSION LIMIT 1")) ?? []
        guard case .blob(let data)? = rows.first?.first,
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            throw CoreDataErrors.storeOpen("The file at \(url.path) is not a Core Data store.")
        }
        return plist
    }

    /// Runs `block` on the coordinator's queue (here: under its lock, at once).
    open func perform(_ block: @escaping () -> Void) { lock.withLock(block) }

    /// Runs `block` under the coordinator's lock and waits.
    open func performAndWait(_ block: () -> Void) { lock.withLock(block) }

    // MARK: For contexts

    var primaryStore: NSPersistentStore? { lock.withLock { persistentStores.first } }

    func cachedRow(_ key: ObjectKey) -> StoreRow? {
        lock.withLock {
            if let row = rowCache[key] { return row }
            guard let row = try? primaryStore?.engine.row(key) else { return nil }
            rowCache[key] = row
            return row
        }
    }

    func cache(_ rows: [StoreRow]) {
        lock.withLock { for row in rows { rowCache[row.key] = row } }
    }

    func forget(_ keys: [ObjectKey]) {
        lock.withLock { for key in keys { rowCache[key] = nil } }
    }
}

/// The models the app's coordinators use, so `Item.entity()` finds its entity without a context.
final class ModelRegistry: @unchecked Sendable {
    static let shared = ModelRegistry()
    private let lock = NSLock()
    private var models: [WeakModel] = []

    private struct WeakModel { weak var model: NSManagedObjectModel? }

    func add(_ model: NSManagedObjectModel) {
        lock.withLock {
            models.removeAll { $0.model == nil || $0.model === model }
            models.append(WeakModel(model: model))
        }
    }

    /// The entity for `cls` in the newest model that has one.
    func entity(for cls: AnyClass) -> NSEntityDescription? {
        let live = lock.withLock { models.compactMap(\.model) }
        for model in live.reversed() {
            if let entity = model.entity(for: cls) { return entity }
        }
        return nil
    }
}
