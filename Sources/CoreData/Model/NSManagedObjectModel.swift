import Foundation

/// A Core Data model: the entities an app's `.xcdatamodeld` declares, read from the model's XML
/// at run time (iOS reads the `.momd` Xcode compiles from it; the two say the same).
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    /// The model's entities, in Core Data's order (by name).
    open var entities: [NSEntityDescription] = [] {
        didSet { index() }
    }
    /// The entities by name.
    open private(set) var entitiesByName: [String: NSEntityDescription] = [:]
    /// The version identifiers the model declares.
    open var versionIdentifiers: Set<AnyHashable> = []
    /// The file the model was read from.
    var sourceURL: URL?

    /// An empty model.
    public override init() { super.init() }

    /// The model at `url`: an `.xcdatamodeld` folder (its current version), an `.xcdatamodel`
    /// folder, or a model's `contents` file. Nil when it cannot be read.
    public convenience init?(contentsOf url: URL) {
        guard let read = try? ModelReader.read(url) else { return nil }
        self.init()
        sourceURL = url
        versionIdentifiers = read.versionIdentifiers
        entities = read.entities.sorted { ($0.name ?? "") < ($1.name ?? "") }
        index()
    }

    /// The models in `bundles` (the main bundle when nil) merged into one.
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        let urls = ModelLocator.allModels(in: bundles)
        let models = urls.compactMap(NSManagedObjectModel.init(contentsOf:))
        guard !models.isEmpty else { return nil }
        return NSManagedObjectModel(byMerging: models)
    }

    /// One model with the entities of all of `models`.
    public convenience init?(byMerging models: [NSManagedObjectModel]?) {
        guard let models else { return nil }
        self.init()
        let copies = models.compactMap { $0.sourceURL.flatMap { try? ModelReader.read($0).entities } }
        entities = copies.flatMap { $0 }
        index()
    }

    /// Each entity's version hash: a digest of what it stores, which a store's metadata keeps
    /// (`NSStoreModelVersionHashes`) to tell whether the model opens it without migrating.
    open var entityVersionHashesByName: [String: Data] {
        Dictionary(entities.map { ($0.name ?? "", StoreSchema.versionHash(of: $0)) }, uniquingKeysWith: { $1 })
    }

    /// Whether a store with `metadata` holds what this model describes: the same entities, with
    /// the same version hashes when the store was written here. (A store written on iOS has
    /// Apple's hashes; its entities are compared by name, and adding it checks its columns.)
    open func isConfiguration(withName configuration: String?, compatibleWithStoreMetadata metadata: [String: Any]) -> Bool {
        guard let hashes = metadata["NSStoreModelVersionHashes"] as? [String: Any] else { return false }
        let mine = entityVersionHashesByName
        guard Set(hashes.keys) == Set(mine.keys) else { return false }
        return hashes.allSatisfy { name, hash in
            guard let data = hash as? Data, data.count == 8 else { return true }
            return mine[name] == data
        }
    }

    private func index() {
        entitiesByName = Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
        for entity in entities { entity.managedObjectModel = self }
    }

    /// The entity whose class is `cls`: by the class name the model gives it, else by the
    /// entity's own name.
    func entity(for cls: AnyClass) -> NSEntityDescription? {
        let name = ManagedObjectClasses.unqualifiedName(of: cls)
        return entities.first { ManagedObjectClasses.unqualified($0.managedObjectClassName ?? "") == name }
            ?? entitiesByName[name]
    }
}
