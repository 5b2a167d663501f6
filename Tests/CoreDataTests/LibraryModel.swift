import CoreData
import Foundation

// The fixture model's classes, written as the porter writes an app's `@NSManaged` properties.

nonisolated public final class Folder: NSManagedObject {
    var name: String? {
        get { managedValue(forKey: "name") }
        set { setManagedValue(newValue, forKey: "name") }
    }
    var created: Date? {
        get { managedValue(forKey: "created") }
        set { setManagedValue(newValue, forKey: "created") }
    }
    var items: NSSet? {
        get { managedValue(forKey: "items") }
        set { setManagedValue(newValue, forKey: "items") }
    }
    func addToItems(_ value: Item) { mutableSetValue(forKey: "items").add(value) }
    func removeFromItems(_ value: Item) { mutableSetValue(forKey: "items").remove(value) }
}

nonisolated public final class Item: NSManagedObject {
    class func fetchRequest() -> NSFetchRequest<Item> {
        NSFetchRequest<Item>(entityName: "Item")
    }
    var title: String? {
        get { managedValue(forKey: "title") }
        set { setManagedValue(newValue, forKey: "title") }
    }
    var done: Bool {
        get { managedValue(forKey: "done") }
        set { setManagedValue(newValue, forKey: "done") }
    }
    var priority: Int16 {
        get { managedValue(forKey: "priority") }
        set { setManagedValue(newValue, forKey: "priority") }
    }
    var score: Double {
        get { managedValue(forKey: "score") }
        set { setManagedValue(newValue, forKey: "score") }
    }
    var notes: String? {
        get { managedValue(forKey: "notes") }
        set { setManagedValue(newValue, forKey: "notes") }
    }
    var id: UUID? {
        get { managedValue(forKey: "id") }
        set { setManagedValue(newValue, forKey: "id") }
    }
    var timestamp: Date? {
        get { managedValue(forKey: "timestamp") }
        set { setManagedValue(newValue, forKey: "timestamp") }
    }
    var tagsList: [String]? {
        get { managedValue(forKey: "tagsList") }
        set { setManagedValue(newValue, forKey: "tagsList") }
    }
    var folder: Folder? {
        get { managedValue(forKey: "folder") }
        set { setManagedValue(newValue, forKey: "folder") }
    }
    var tags: NSSet? {
        get { managedValue(forKey: "tags") }
        set { setManagedValue(newValue, forKey: "tags") }
    }
}

// `Tag` is the model's "Class Definition" entity: its files in Generated/ are the porter's.

/// The fixture model, read from the test bundle's `.xcdatamodeld` (a new model each time, so
/// tests running in parallel share nothing).
enum Library {
    static var modelURL: URL {
        Bundle.module.url(forResource: "Library", withExtension: "xcdatamodeld", subdirectory: "Models")!
    }

    static func model(version: String? = nil) -> NSManagedObjectModel {
        let url = version.map { modelURL.appendingPathComponent("\($0).xcdatamodel") } ?? modelURL
        return NSManagedObjectModel(contentsOf: url)!
    }

    /// A container on a store at `url` (in memory when nil, with `/dev/null` as tests on iOS do).
    static func container(at url: URL? = nil, model: NSManagedObjectModel = Library.model(), migrate: Bool = true) throws -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Library", managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: url ?? URL(fileURLWithPath: "/dev/null"))
        description.shouldMigrateStoreAutomatically = migrate
        container.persistentStoreDescriptions = [description]
        var failure: Error?
        container.loadPersistentStores { _, error in failure = error }
        if let failure { throw failure }
        return container
    }

    /// A new folder for a store file.
    static func temporaryStore() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coredata-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("Library.sqlite")
    }
}
