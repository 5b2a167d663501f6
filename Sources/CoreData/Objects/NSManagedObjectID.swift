import Foundation

/// Where an object's row is: its entity's table (by the number of the entity at the top of its
/// inheritance) and its primary key. Objects inserted and not yet saved have negative keys.
struct ObjectKey: Hashable, Sendable {
    var table: Int
    var pk: Int64
    var isTemporary: Bool { pk < 0 }
}

/// An object's identity, the same in every context of a coordinator: its entity and its row in
/// the store, or a temporary identity until its first save.
public final class NSManagedObjectID: NSObject, NSCopying, @unchecked Sendable, NSFetchRequestResult {
    /// The object's entity.
    public let entity: NSEntityDescription
    let key: ObjectKey
    /// The store's identifier (`NSStoreUUIDKey` of its metadata).
    let storeIdentifier: String
    /// The store the object is saved in; nil until its first save.
    public private(set) weak var persistentStore: NSPersistentStore?

    init(entity: NSEntityDescription, key: ObjectKey, store: NSPersistentStore?) {
        self.entity = entity
        self.key = key
        self.storeIdentifier = store?.identifier ?? ""
        self.persistentStore = key.isTemporary ? nil : store
    }

    /// Whether the object has not been saved yet.
    public var isTemporaryID: Bool { key.isTemporary }

    /// The URI iOS gives the identity: `x-coredata://<store UUID>/<Entity>/p<key>`, or
    /// `x-coredata:///<Entity>/t<number>` while temporary.
    public func uriRepresentation() -> URL {
        let name = entity.name ?? "NSManagedObject"
        if key.isTemporary { return URL(string: "x-coredata:///\(name)/t\(-key.pk)")! }
        return URL(string: "x-coredata://\(storeIdentifier)/\(name)/p\(key.pk)")!
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        return other.key == key && other.storeIdentifier == storeIdentifier
    }

    public override var hash: Int { key.hashValue ^ storeIdentifier.hashValue }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override var description: String {
        "\(uriRepresentation().absoluteString)"
    }
}
