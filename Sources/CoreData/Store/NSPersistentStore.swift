import Foundation

/// A store of a coordinator: a SQLite database file, or one in memory.
open class NSPersistentStore: NSObject, @unchecked Sendable {
    /// The store's type (`NSSQLiteStoreType`, `NSInMemoryStoreType`).
    open private(set) var type: String
    /// The model configuration the store holds ("PF_DEFAULT_CONFIGURATION_NAME" for all).
    open private(set) var configurationName: String
    /// The store's file.
    open var url: URL?
    /// The options the store was added with.
    open private(set) var options: [AnyHashable: Any]?
    /// Whether saves to the store are refused.
    open var isReadOnly: Bool
    /// The coordinator the store belongs to.
    open internal(set) weak var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    let engine: SQLiteStore

    init(type: String, configurationName: String?, url: URL?, options: [AnyHashable: Any]?, engine: SQLiteStore) {
        self.type = type
        self.configurationName = configurationName ?? "PF_DEFAULT_CONFIGURATION_NAME"
        self.url = url
        self.options = options
        self.engine = engine
        isReadOnly = engine.readOnly
        super.init()
    }

    /// The store's identifier (its metadata's `NSStoreUUIDKey`).
    open var identifier: String! { engine.identifier }

    /// The store's metadata.
    open var metadata: [String: Any]! {
        get { engine.metadata }
        set {}
    }
}

/// How a container adds a store: where, of which type, with which options.
open class NSPersistentStoreDescription: NSObject, NSCopying, @unchecked Sendable {
    /// The store's type (`NSSQLiteStoreType` by default).
    open var type: String = NSSQLiteStoreType
    /// The model configuration.
    open var configuration: String?
    /// The store's file (`/dev/null` keeps the store in memory, as tests do on iOS).
    open var url: URL?
    /// The options given to the coordinator.
    open private(set) var options: [String: NSObject] = [:]
    /// Whether the store is opened read-only.
    open var isReadOnly = false
    /// How long to wait for a locked database, in seconds.
    open var timeout: TimeInterval = 240
    /// SQLite pragmas set when the store opens.
    open private(set) var sqlitePragmas: [String: NSObject] = [:]
    /// Whether `loadPersistentStores` adds the store on a background queue.
    open var shouldAddStoreAsynchronously = false
    /// Whether an older store is migrated when added.
    open var shouldMigrateStoreAutomatically = true
    /// Whether the mapping between model versions is inferred.
    open var shouldInferMappingModelAutomatically = true

    public override init() { super.init() }

    /// A description of a SQLite store at `url`.
    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    /// Sets an option.
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }

    /// Sets a SQLite pragma.
    open func setValue(_ value: NSObject?, forPragmaNamed name: String) { sqlitePragmas[name] = value }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSPersistentStoreDescription()
        copy.type = type
        copy.configuration = configuration
        copy.url = url
        copy.options = options
        copy.isReadOnly = isReadOnly
        copy.timeout = timeout
        copy.sqlitePragmas = sqlitePragmas
        copy.shouldAddStoreAsynchronously = shouldAddStoreAsynchronously
        copy.shouldMigrateStoreAutomatically = shouldMigrateStoreAutomatically
        copy.shouldInferMappingModelAutomatically = shouldInferMappingModelAutomatically
        return copy
    }

    open override var description: String {
        "<NSPersistentStoreDescription: \(Unmanaged.passUnretained(self).toOpaque())> (type: \(type), url: \(url?.absoluteString ?? "nil"))"
    }
}
