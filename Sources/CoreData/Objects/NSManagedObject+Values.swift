import Foundation

extension NSManagedObject {
    /// The value of the property `key`: an attribute's value, a to-one relationship's object,
    /// a to-many relationship's `NSSet` (or `NSOrderedSet`); a fault fills first.
    public func value(forKey key: String) -> Any? {
        guard let property = entity.propertiesByName[key] else {
            CoreDataFailures.report("[<\(entity.name ?? "NSManagedObject") \(objectID.uriRepresentation().absoluteString)> valueForUndefinedKey:]: the entity \(entity.name ?? "") is not key value coding-compliant for the key \"\(key)\".")
            return nil
        }
        if let fetched = property as? NSFetchedPropertyDescription { return fetchedValue(fetched) }
        return publicValue(property.slot)
    }

    /// Sets the property `key`, keeping the inverse relationship in step, and marks the object
    /// changed.
    public func setValue(_ value: Any?, forKey key: String) {
        guard let property = entity.propertiesByName[key] else {
            CoreDataFailures.report("[<\(entity.name ?? "NSManagedObject")> setValue:forUndefinedKey:]: the entity \(entity.name ?? "") is not key value coding-compliant for the key \"\(key)\".")
            return
        }
        set(value, for: property)
    }

    /// The value at a dotted key path (`folder.name`).
    public func value(forKeyPath keyPath: String) -> Any? {
        KeyValueReading.value(of: self, forKeyPath: keyPath)
    }

    /// Sets the value at a dotted key path (the last object on the path gets the value).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = keyPath.split(separator: ".").map(String.init)
        guard parts.count > 1 else { return setValue(value, forKey: keyPath) }
        let owner = KeyValueReading.value(of: self, forKeyPath: parts.dropLast().joined(separator: "."))
        (owner as? NSManagedObject)?.setValue(value, forKey: parts.last!)
    }

    /// The stored value of `key`, without change tracking (as `value(forKey:)` here).
    public func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }

    /// Sets the stored value of `key` without marking the object changed.
    public func setPrimitiveValue(_ value: Any?, forKey key: String) {
        guard let property = entity.propertiesByName[key] else { return }
        fireFault()
        if let attribute = property as? NSAttributeDescription {
            slots[property.slot] = AttributeValues.normalize(value, for: attribute.attributeType)
        } else {
            set(value, for: property)
        }
    }

    /// Key-value observing's notes around a hand-written accessor: nothing to do here, where
    /// `managedValue(forKey:)` does the tracking.
    public func willAccessValue(forKey key: String?) { fireFault() }
    /// See `willAccessValue(forKey:)`.
    public func didAccessValue(forKey key: String?) {}
    /// See `willAccessValue(forKey:)`.
    public func willChangeValue(forKey key: String) {}
    /// See `willAccessValue(forKey:)`.
    public func didChangeValue(forKey key: String) {}

    /// The value of `key` as the type the app's property declares (`String?`, `Int32`, `Bool`,
    /// `Date?`, `NSSet?`, `Set<Tag>?`, `Folder?`): what the porter writes for an `@NSManaged`
    /// property's getter. A scalar attribute that is nil reads as zero, as on iOS.
    public func managedValue<T>(forKey key: String) -> T {
        let value = self.value(forKey: key)
        if let typed = AttributeValues.cast(value, to: T.self) { return typed }
        if let empty = ZeroValues.zero(of: T.self) { return empty }
        if let none = (Optional<Any>.none as Any) as? T { return none }
        fatalError("CoreData: the value of '\(key)' of \(entity.name ?? "an object") (\(value.map { "\(type(of: $0))" } ?? "nil")) is not a \(T.self)")
    }

    /// Sets `key` from the app's property: what the porter writes for an `@NSManaged`
    /// property's setter.
    public func setManagedValue<T>(_ value: T, forKey key: String) {
        setValue(AttributeValues.unwrap(value), forKey: key)
    }

    /// The objects of the to-many relationship `key`, as a set that changes the relationship
    /// when the app adds or removes objects (the generated `addToItems(_:)` uses it).
    public func mutableSetValue(forKey key: String) -> NSMutableSet {
        RelationshipSetProxy(owner: self, key: key)
    }

    /// The objects of the ordered to-many relationship `key`, as an ordered set that changes
    /// the relationship when the app changes it.
    public func mutableOrderedSetValue(forKey key: String) -> NSMutableOrderedSet {
        RelationshipOrderedSetProxy(owner: self, key: key)
    }

    // MARK: Slots

    /// Fills a fault from the store's row (or the context's parent) the first time it is used.
    func fireFault() {
        guard fault, let context = managedObjectContext else { return }
        fault = false
        context.fill(self)
    }

    /// The value of a slot as the app sees it.
    func publicValue(_ slot: Int) -> Any? {
        fireFault()
        let property = entity.properties[slot]
        if let relationship = property as? NSRelationshipDescription {
            if relationship.isToMany {
                let objects = toManyObjects(relationship)
                return relationship.isOrdered ? NSOrderedSet(array: objects) : NSSet(array: objects)
            }
            return toOneObject(relationship)
        }
        return slots[slot]
    }

    /// The values, with relationships as references (keys) another context can resolve.
    var slotsAsReferences: [Any?] {
        entity.properties.map { property -> Any? in
            let value = slots[property.slot]
            switch value {
            case let destination as NSManagedObject: return UnresolvedReference(key: destination.objectID.key, entityNumber: destination.entity.entityNumber)
            case let objects as [NSManagedObject]: return objects.map { UnresolvedReference(key: $0.objectID.key, entityNumber: $0.entity.entityNumber) }
            default: return value
            }
        }
    }

    /// A committed or stored value as the app sees it.
    func exposed(_ value: Any, for property: NSPropertyDescription) -> Any? {
        if let reference = value as? UnresolvedReference { return managedObjectContext?.object(for: reference) }
        if let objects = value as? [NSManagedObject] {
            return (property as? NSRelationshipDescription)?.isOrdered == true ? NSOrderedSet(array: objects) : NSSet(array: objects)
        }
        return value
    }

    func toOneObject(_ relationship: NSRelationshipDescription) -> NSManagedObject? {
        switch slots[relationship.slot] {
        case let object as NSManagedObject: return object
        case let reference as UnresolvedReference:
            let object = managedObjectContext?.object(for: reference)
            slots[relationship.slot] = object
            return object
        default: return nil
        }
    }

    func toManyObjects(_ relationship: NSRelationshipDescription) -> [NSManagedObject] {
        if let objects = slots[relationship.slot] as? [NSManagedObject] { return objects }
        let loaded = managedObjectContext?.loadToMany(relationship, of: self) ?? []
        slots[relationship.slot] = loaded
        if committed.count > relationship.slot { committed[relationship.slot] = loaded }
        return loaded
    }

    /// Sets a property from the app, with inverses kept in step.
    func set(_ value: Any?, for property: NSPropertyDescription) {
        fireFault()
        if let attribute = property as? NSAttributeDescription {
            slots[attribute.slot] = AttributeValues.normalize(value, for: attribute.attributeType)
            markChanged(attribute.slot)
        } else if let relationship = property as? NSRelationshipDescription {
            if relationship.isToMany {
                let objects = Self.objects(in: value)
                replaceToMany(relationship, with: objects)
            } else {
                setToOne(relationship, to: AttributeValues.unwrap(value) as? NSManagedObject)
            }
        }
    }

    static func objects(in value: Any?) -> [NSManagedObject] {
        switch AttributeValues.unwrap(value) {
        case let set as NSSet: return set.allObjects.compactMap { $0 as? NSManagedObject }
        case let ordered as NSOrderedSet: return ordered.array.compactMap { $0 as? NSManagedObject }
        case let array as [NSManagedObject]: return array
        case let array as NSArray: return array.compactMap { $0 as? NSManagedObject }
        case let set as Set<NSManagedObject>: return Array(set)
        default: return []
        }
    }

    func markChanged(_ slot: Int) {
        // A new object is saved whole, and its context has it among its changes already.
        if inserted && managedObjectContext != nil { return }
        changedSlots.insert(slot)
        managedObjectContext?.objectDidChange(self)
    }

    /// Sets a to-one relationship and its inverse (removing the object from its old
    /// destination's inverse).
    func setToOne(_ relationship: NSRelationshipDescription, to destination: NSManagedObject?) {
        let old = toOneObject(relationship)
        guard old !== destination else { return }
        slots[relationship.slot] = destination
        markChanged(relationship.slot)
        guard let inverse = relationship.inverseRelationship else { return }
        if let old { old.inverseRemove(self, from: inverse) }
        if let destination { destination.inverseAdd(self, to: inverse) }
    }

    /// Replaces a to-many relationship's objects, inverses included.
    func replaceToMany(_ relationship: NSRelationshipDescription, with objects: [NSManagedObject]) {
        let old = toManyObjects(relationship)
        let removed = old.filter { o in !objects.contains { $0 === o } }
        var unique: [NSManagedObject] = []
        for object in objects where !unique.contains(where: { $0 === object }) { unique.append(object) }
        let added = unique.filter { o in !old.contains { $0 === o } }
        slots[relationship.slot] = unique
        markChanged(relationship.slot)
        guard let inverse = relationship.inverseRelationship else { return }
        for object in removed { object.inverseRemove(self, from: inverse) }
        for object in added { object.inverseAdd(self, to: inverse) }
    }

    /// The inverse side of a change: `owner` joins this object's `relationship`.
    func inverseAdd(_ owner: NSManagedObject, to relationship: NSRelationshipDescription) {
        fireFault()
        if relationship.isToMany {
            var objects = toManyObjects(relationship)
            guard !objects.contains(where: { $0 === owner }) else { return }
            objects.append(owner)
            slots[relationship.slot] = objects
            markChanged(relationship.slot)
        } else {
            let previous = toOneObject(relationship)
            guard previous !== owner else { return }
            slots[relationship.slot] = owner
            markChanged(relationship.slot)
            // A to-one inverse had another owner: that owner loses this object.
            if let previous, let inverse = relationship.inverseRelationship { previous.inverseRemove(self, from: inverse) }
        }
    }

    /// The inverse side of a change: `owner` leaves this object's `relationship`.
    func inverseRemove(_ owner: NSManagedObject, from relationship: NSRelationshipDescription) {
        fireFault()
        if relationship.isToMany {
            let objects = toManyObjects(relationship)
            guard objects.contains(where: { $0 === owner }) else { return }
            slots[relationship.slot] = objects.filter { $0 !== owner }
            markChanged(relationship.slot)
        } else {
            guard toOneObject(relationship) === owner else { return }
            slots[relationship.slot] = nil
            markChanged(relationship.slot)
        }
    }

    /// A fetched property's objects: its request with `$FETCH_SOURCE` this object.
    private func fetchedValue(_ property: NSFetchedPropertyDescription) -> Any? {
        guard let request = property.fetchRequest, let context = managedObjectContext else { return [] }
        let copy = NSFetchRequest<NSFetchRequestResult>(entityName: request.entityName ?? "")
        copy.predicate = request.predicate.map { $0.withSubstitutionVariables(["FETCH_SOURCE": self, "FETCHED_PROPERTY": property]) }
        copy.sortDescriptors = request.sortDescriptors
        return (try? context.fetch(copy)) ?? []
    }
}

/// Zero for the scalar types Xcode generates (`Int32`, `Bool`, `Double`), which an unset
/// attribute reads as.
enum ZeroValues {
    static func zero<T>(of type: T.Type) -> T? {
        switch type {
        case is Int.Type: 0 as? T
        case is Int16.Type: Int16(0) as? T
        case is Int32.Type: Int32(0) as? T
        case is Int64.Type: Int64(0) as? T
        case is Double.Type: 0.0 as? T
        case is Float.Type: Float(0) as? T
        case is Bool.Type: false as? T
        case is Decimal.Type: Decimal(0) as? T
        default: nil
        }
    }
}
