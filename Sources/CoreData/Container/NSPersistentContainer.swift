import Foundation
import UIModel

/// The Core Data stack in one: the model (found in the app's bundles by name), a coordinator,
/// the store (a SQLite file named after the container in the app container's
/// `Library/Application Support`), the main-queue `viewContext` and background contexts.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    /// The container's name: its model's and its store's.
    public let name: String
    /// The model.
    public let managedObjectModel: NSManagedObjectModel
    /// The coordinator.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The stores `loadPersistentStores` adds (one SQLite store in Application Support by default).
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    private lazy var mainContext: NSManagedObjectContext = {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }()

    /// The container for the model named `name` in the app's bundles (`Name.xcdatamodeld`).
    public convenience init(name: String) {
        let model: NSManagedObjectModel
        if let url = ModelLocator.model(named: name), let found = NSManagedObjectModel(contentsOf: url) {
            model = found
        } else {
            CoreDataFailures.report("Failed to load model named \(name)")
            model = NSManagedObjectModel()
        }
        self.init(name: name, managedObjectModel: model)
    }

    /// The container for `model`, named `name`.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
        persistentStoreDescriptions = [description]
        super.init()
    }

    /// Where stores go by default: the app container's `Library/Application Support`.
    open class func defaultDirectoryURL() -> URL {
        AppContainer.current.applicationSupport
    }

    /// The main-queue context, for the user interface.
    open var viewContext: NSManagedObjectContext { mainContext }

    /// Adds each described store, calling `block` for each (with the error when one fails, as
    /// iOS reports a store it cannot open or migrate).
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        for description in persistentStoreDescriptions {
            persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
        }
    }

    /// A new private-queue context on the coordinator.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new background context, on its queue.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }

    /// Runs `block` with a new background context and returns its result.
    nonisolated(nonsending) public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) -> T) async -> T {
        let context = newBackgroundContext()
        return await context.perform { block(context) }
    }

    /// Runs a throwing `block` with a new background context and returns its result.
    nonisolated(nonsending) public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async throws -> T {
        let context = newBackgroundContext()
        return try await context.perform { try block(context) }
    }
}
