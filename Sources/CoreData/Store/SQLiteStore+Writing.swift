import Foundation

extension SQLiteStore {
    /// `count` new primary keys for the table of `root`, reserved in `Z_PRIMARYKEY`.
    func allocateKeys(table root: Int, count: Int) throws -> Int64 {
        var current: Int64 = 0
        try connection.query("SELECT Z_MAX FROM Z_PRIMARYKEY WHERE Z_ENT = ?", [.integer(Int64(root))]) { current = $0.integer(0) }
        try connection.query("UPDATE Z_PRIMARYKEY SET Z_MAX = ? WHERE Z_ENT = ?", [.integer(current + Int64(count)), .integer(Int64(root))])
        return current + 1
    }

    /// Writes a save in one transaction: all of it, or (on any error) none of it.
    func apply(_ changes: StoreChanges) throws {
        guard !readOnly else { throw CoreDataErrors.readOnly(connection.path) }
        try connection.transaction {
            for object in changes.deleted { try delete(object.entity, object.key) }
            for object in changes.inserted { try insert(object) }
            for object in changes.updated { try update(object) }
            for object in changes.inserted + changes.updated { try writeRelationships(object) }
        }
    }

    private func insert(_ object: StoreChanges.Object) throws {
        let statement = insertStatement(for: object.entity)
        var arguments: [SQLValue] = [.integer(object.key.pk), .integer(Int64(object.entity.entityNumber)), .integer(1)]
        arguments.reserveCapacity(statement.properties.count + 3)
        for property in statement.properties {
            arguments.append(columnValue(object.values[property.slot], for: property))
        }
        try connection.query(statement.sql, arguments)
    }

    /// The INSERT of an entity's rows and the properties its values come from, made once.
    private func insertStatement(for entity: NSEntityDescription) -> (sql: String, properties: [NSPropertyDescription]) {
        if let made = insertStatements[ObjectIdentifier(entity)] { return made }
        let table = schema.table(for: entity)
        var names = ["Z_PK", "Z_ENT", "Z_OPT"]
        var properties: [NSPropertyDescription] = []
        for property in entity.properties {
            guard let column = table.columnOf[ObjectIdentifier(property)] else { continue }
            names.append(table.columns[column])
            properties.append(property)
        }
        let marks = Array(repeating: "?", count: names.count).joined(separator: ", ")
        let made = (sql: "INSERT INTO \(table.name) (\(names.joined(separator: ", "))) VALUES (\(marks))", properties: properties)
        insertStatements[ObjectIdentifier(entity)] = made
        return made
    }

    private func update(_ object: StoreChanges.Object) throws {
        let table = schema.table(for: object.entity)
        var assignments = ["Z_OPT = ?"]
        var arguments: [SQLValue] = [.integer(object.version + 1)]
        for slot in object.changed.sorted() {
            let property = object.entity.properties[slot]
            guard let column = table.columnOf[ObjectIdentifier(property)] else { continue }
            assignments.append("\(table.columns[column]) = ?")
            arguments.append(columnValue(object.values[slot], for: property))
        }
        arguments.append(.integer(object.key.pk))
        try connection.query("UPDATE \(table.name) SET \(assignments.joined(separator: ", ")) WHERE Z_PK = ?", arguments)
    }

    private func delete(_ entity: NSEntityDescription, _ key: ObjectKey) throws {
        let table = schema.table(for: entity)
        try connection.query("DELETE FROM \(table.name) WHERE Z_PK = ?", [.integer(key.pk)])
        for case let relationship as NSRelationshipDescription in entity.properties {
            if let join = schema.join(for: relationship) {
                try connection.query("DELETE FROM \(join.name) WHERE \(join.source) = ?", [.integer(key.pk)])
            }
        }
    }

    /// Join-table rows and `Z_FOK_` order columns for the to-many relationships that changed.
    private func writeRelationships(_ object: StoreChanges.Object) throws {
        for case let relationship as NSRelationshipDescription in object.entity.properties where relationship.isToMany {
            guard object.changed.contains(relationship.slot), let keys = object.values[relationship.slot] as? [ObjectKey] else { continue }
            if let join = schema.join(for: relationship) {
                try connection.query("DELETE FROM \(join.name) WHERE \(join.source) = ?", [.integer(object.key.pk)])
                for key in keys {
                    try connection.query("INSERT OR IGNORE INTO \(join.name) (\(join.source), \(join.destination)) VALUES (?, ?)",
                                         [.integer(object.key.pk), .integer(key.pk)])
                }
            } else if relationship.isOrdered, let inverse = relationship.inverseRelationship, let destination = relationship.destinationEntity {
                let table = schema.table(for: destination)
                guard let order = table.orderColumnOf[ObjectIdentifier(inverse)] else { continue }
                for (index, key) in keys.enumerated() {
                    try connection.query("UPDATE \(table.name) SET \(table.columns[order]) = ? WHERE Z_PK = ?",
                                         [.integer(Int64(index + 1) * 1024), .integer(key.pk)])
                }
            }
        }
    }

    private func columnValue(_ value: Any?, for property: NSPropertyDescription) -> SQLValue {
        if let attribute = property as? NSAttributeDescription { return StoreValues.sql(value, for: attribute) }
        if let key = value as? ObjectKey { return .integer(key.pk) }
        return .null
    }

    /// Deletes the rows matching (a batch delete): their keys.
    func batchDelete(_ entity: NSEntityDescription, includesSubentities: Bool, filter: SQLFilter?) throws -> [ObjectKey] {
        let keys = try rows(of: entity, includesSubentities: includesSubentities, filter: filter, orderBy: nil, limit: nil, offset: nil).map(\.key)
        try connection.transaction {
            for key in keys { try delete(entity, key) }
        }
        return keys
    }

    /// Sets `values` (by attribute) in the rows matching (a batch update): their keys.
    func batchUpdate(_ entity: NSEntityDescription, includesSubentities: Bool, filter: SQLFilter?, values: [(NSAttributeDescription, Any?)]) throws -> [ObjectKey] {
        let table = schema.table(for: entity)
        let keys = try rows(of: entity, includesSubentities: includesSubentities, filter: filter, orderBy: nil, limit: nil, offset: nil).map(\.key)
        try connection.transaction {
            for key in keys {
                var assignments = ["Z_OPT = Z_OPT + 1"]
                var arguments: [SQLValue] = []
                for (attribute, value) in values {
                    guard let column = table.columnOf[ObjectIdentifier(attribute)] else { continue }
                    assignments.append("\(table.columns[column]) = ?")
                    arguments.append(StoreValues.sql(value, for: attribute))
                }
                try connection.query("UPDATE \(table.name) SET \(assignments.joined(separator: ", ")) WHERE Z_PK = ?", arguments + [.integer(key.pk)])
            }
        }
        return keys
    }
}

/// A WHERE clause over an entity's table (aliased `t0`) with its arguments.
struct SQLFilter {
    var sql: String
    var arguments: [SQLValue]
}

extension StoreSchema {
    /// A digest of what an entity stores (its properties' names and types), kept in the
    /// store's metadata by entity as Core Data keeps its version hashes.
    static func versionHash(of entity: NSEntityDescription) -> Data {
        var hash: UInt64 = 0xcbf29ce484222325
        let text = entity.properties.map { property -> String in
            let kind = (property as? NSAttributeDescription).map { "\($0.attributeType.rawValue)" } ?? ((property as? NSRelationshipDescription)?.isToMany == true ? "many" : "one")
            return "\(property.name):\(kind)"
        }.joined(separator: ",")
        for byte in Array((entity.name ?? "").utf8) + Array(text.utf8) {
            hash = (hash ^ UInt64(byte)) &* 0x100000001b3
        }
        return withUnsafeBytes(of: hash.bigEndian) { Data($0) }
    }
}
