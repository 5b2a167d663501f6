import Foundation

/// The set `mutableSetValue(forKey:)` returns: reads and changes go to the relationship itself,
/// inverses kept in step, as Core Data's proxy does.
final class RelationshipSetProxy: NSMutableSet {
    private let owner: NSManagedObject
    private let relationship: NSRelationshipDescription?

    init(owner: NSManagedObject, key: String) {
        self.owner = owner
        relationship = owner.entity.relationshipsByName[key]
        super.init(capacity: 0)
        if relationship?.isToMany != true {
            CoreDataFailures.report("mutableSetValueForKey: '\(key)' is not a to-many relationship of \(owner.entity.name ?? "")")
        }
    }

    required init(coder aDecoder: NSCoder) { fatalError("not coded") }
    required convenience init(arrayLiteral elements: Any...) { fatalError("not a literal") }
    override init(objects: UnsafePointer<AnyObject>?, count cnt: Int) { fatalError("not made from objects") }
    required init(capacity numItems: Int) { fatalError("use init(owner:key:)") }

    private var objects: [NSManagedObject] { relationship.map { owner.toManyObjects($0) } ?? [] }

    override var count: Int { objects.count }
    override func member(_ object: Any) -> Any? { objects.first { $0 === (object as AnyObject) } }
    override func objectEnumerator() -> NSEnumerator { NSArray(array: objects).objectEnumerator() }
    override var allObjects: [Any] { objects }

    override func add(_ object: Any) {
        guard let relationship, let object = object as? NSManagedObject, member(object) == nil else { return }
        owner.replaceToMany(relationship, with: objects + [object])
    }

    override func remove(_ object: Any) {
        guard let relationship, let object = object as? NSManagedObject else { return }
        owner.replaceToMany(relationship, with: objects.filter { $0 !== object })
    }

    override func removeAllObjects() {
        guard let relationship else { return }
        owner.replaceToMany(relationship, with: [])
    }

    override func union(_ otherSet: Set<AnyHashable>) {
        for case let object as NSManagedObject in otherSet { add(object) }
    }

    override func minus(_ otherSet: Set<AnyHashable>) {
        for case let object as NSManagedObject in otherSet { remove(object) }
    }
}

/// The ordered set `mutableOrderedSetValue(forKey:)` returns, changing the relationship.
final class RelationshipOrderedSetProxy: NSMutableOrderedSet {
    private let owner: NSManagedObject
    private let relationship: NSRelationshipDescription?

    init(owner: NSManagedObject, key: String) {
        self.owner = owner
        relationship = owner.entity.relationshipsByName[key]
        super.init(capacity: 0)
    }

    required init?(coder aDecoder: NSCoder) { fatalError("not coded") }
    required convenience init(arrayLiteral elements: Any...) { fatalError("not a literal") }
    override init(capacity numItems: Int) { fatalError("use init(owner:key:)") }

    private var objects: [NSManagedObject] { relationship.map { owner.toManyObjects($0) } ?? [] }

    override var count: Int { objects.count }
    override func object(at idx: Int) -> Any { objects[idx] }
    override func index(of object: Any) -> Int { objects.firstIndex { $0 === (object as AnyObject) } ?? NSNotFound }

    override func insert(_ object: Any, at idx: Int) {
        guard let relationship, let object = object as? NSManagedObject, index(of: object) == NSNotFound else { return }
        var list = objects
        list.insert(object, at: Swift.min(Swift.max(idx, 0), list.count))
        owner.replaceToMany(relationship, with: list)
    }

    override func removeObject(at idx: Int) {
        guard let relationship, objects.indices.contains(idx) else { return }
        var list = objects
        list.remove(at: idx)
        owner.replaceToMany(relationship, with: list)
    }

    override func replaceObject(at idx: Int, with object: Any) {
        guard let relationship, let object = object as? NSManagedObject, objects.indices.contains(idx) else { return }
        var list = objects
        list[idx] = object
        owner.replaceToMany(relationship, with: list)
    }

    override func add(_ object: Any) { insert(object, at: count) }

    override func remove(_ object: Any) {
        let found = index(of: object)
        if found != NSNotFound { removeObject(at: found) }
    }
}
