import Foundation

/// A row of the store as the contexts use it: its values by the entity's property slots
/// (to-one relationships as `UnresolvedReference`s, to-many relationships nil: loaded when used).
struct StoreRow {
    var key: ObjectKey
    var entityNumber: Int
    var version: Int64
    var values: [Any?]
}

/// What one save writes.
struct StoreChanges {
    struct Object {
        var entity: NSEntityDescription
        var key: ObjectKey
        /// Slot values: attributes, to-one destinations' keys (`ObjectKey?`), and for join-table
        /// and ordered relationships, the destinations' keys (`[ObjectKey]`).
        var values: [Any?]
        var changed: Set<Int>
        var version: Int64
    }
    var inserted: [Object] = []
    var updated: [Object] = []
    var deleted: [(entity: NSEntityDescription, key: ObjectKey)] = []
}

/// A Core Data store in a SQLite database, in Core Data's own layout (`StoreSchema`).
final class SQLiteStore {
    let connection: SQLiteConnection
    let model: NSManagedObjectModel
    private(set) var schema: StoreSchema
    private(set) var identifier: String
    private(set) var metadata: [String: Any]
    let readOnly: Bool
    private var entitiesByNumber: [Int: NSEntityDescription] = [:]
    /// Each entity's INSERT, by entity (the model outlives the store).
    var insertStatements: [ObjectIdentifier: (sql: String, properties: [NSPropertyDescription])] = [:]

    /// Opens (or creates) the store at `path` (":memory:" for one in memory). Migrates an older
    /// layout in place when `migrate`, else refuses it as iOS does (134100).
    init(path: String, model: NSManagedObjectModel, readOnly: Bool, migrate: Bool) throws {
        connection = try SQLiteConnection(path: path, readOnly: readOnly)
        self.model = model
        self.readOnly = readOnly
        if path != ":memory:" && !readOnly { try? connection.execute("PRAGMA journal_mode=WAL") }
        let existing = try connection.rows("SELECT name FROM sqlite_master WHERE type='table' AND name='Z_PRIMARYKEY'").isEmpty == false
        if existing {
            let numbers = try connection.rows("SELECT Z_ENT, Z_NAME FROM Z_PRIMARYKEY")
            var used = Set<Int>()
            for row in numbers {
                if case .integer(let number) = row[0], case .text(let name) = row[1], let entity = model.entitiesByName[name] {
                    entity.entityNumber = Int(number)
                    used.insert(Int(number))
                }
            }
            var next = (used.max() ?? 0) + 1
            for entity in model.entities.sorted(by: { ($0.name ?? "") < ($1.name ?? "") }) where !numbers.contains(where: { $0[1] == .text(entity.name ?? "") }) {
                entity.entityNumber = next
                next += 1
            }
        }
        schema = StoreSchema(model: model)
        identifier = UUID().uuidString
        metadata = [:]
        if existing {
            try readMetadata()
            try reconcile(migrate: migrate && !readOnly)
        } else {
            guard !readOnly else { throw CoreDataErrors.storeOpen("The store at \(path) does not exist or is not a Core Data store.") }
            try create()
        }
        entitiesByNumber = Dictionary(model.entities.map { ($0.entityNumber, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func entity(number: Int) -> NSEntityDescription? { entitiesByNumber[number] }

    // MARK: Creating and migrating

    private func create() throws {
        try connection.transaction {
            for statement in schema.createStatements { try connection.execute(statement) }
            try writePrimaryKeys()
            try writeMetadata()
        }
    }

    private func writePrimaryKeys() throws {
        for entity in model.entities {
            try connection.query("INSERT OR IGNORE INTO Z_PRIMARYKEY (Z_ENT, Z_NAME, Z_SUPER, Z_MAX) VALUES (?, ?, ?, 0)",
                                 [.integer(Int64(entity.entityNumber)), .text(entity.name ?? ""), .integer(Int64(entity.superentity?.entityNumber ?? 0))])
        }
    }

    private func writeMetadata() throws {
        metadata[NSStoreTypeKey] = NSSQLiteStoreType
        metadata[NSStoreUUIDKey] = identifier
        metadata["NSStoreModelVersionHashesVersion"] = 3
        metadata["NSPersistenceFrameworkVersion"] = 1
        metadata["NSStoreModelVersionHashes"] = Dictionary(model.entities.map { ($0.name ?? "", StoreSchema.versionHash(of: $0)) }, uniquingKeysWith: { $1 })
        metadata["NSStoreModelVersionIdentifiers"] = model.versionIdentifiers.compactMap { $0.base as? String }
        let plist = try PropertyListSerialization.data(fromPropertyList: metadata, format: .binary, options: 0)
        try connection.query("INSERT OR REPLACE INTO Z_METADATA (Z_VERSION, Z_UUID, Z_PLIST) VALUES (1, ?, ?)", [.text(identifier), .blob(plist)])
    }

    private func readMetadata() throws {
        let rows = try connection.rows("SELECT Z_UUID, Z_PLIST FROM Z_METADATA ORDER BY Z_VERSION LIMIT 1")
        guard let row = rows.first else { return }
        if case .text(let uuid) = row[0] { identifier = uuid }
        if case .blob(let data) = row[1], let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            metadata = plist
            if let uuid = plist[NSStoreUUIDKey] as? String { identifier = uuid }
        }
    }

    /// Compares the store's tables with the model's layout, and brings them in line (lightweight
    /// migration: tables and columns added, renamed by renaming identifier, removed).
    private func reconcile(migrate: Bool) throws {
        var steps: [String] = []
        var filled: [(table: String, column: String, value: SQLValue)] = []
        for table in schema.tables.values.sorted(by: { $0.name < $1.name }) {
            let existing = try columns(of: table.name)
            guard !existing.isEmpty else {
                steps += schema.createStatements(for: table)
                continue
            }
            var wanted = Set(["Z_PK", "Z_ENT", "Z_OPT"])
            for (index, column) in table.columns.enumerated() {
                wanted.insert(column)
                guard !existing.contains(column) else { continue }
                let property = table.root.withDescendants.flatMap(\.ownProperties).first { table.columnOf[ObjectIdentifier($0)] == index }
                if let old = property?.renamingIdentifier.map({ "Z" + $0.uppercased() }), existing.contains(old), old != column {
                    steps.append("ALTER TABLE \(table.name) RENAME COLUMN \(old) TO \(column)")
                    wanted.insert(old)
                    continue
                }
                steps.append("ALTER TABLE \(table.name) ADD COLUMN \(column) \(table.types[index])")
                if let attribute = property as? NSAttributeDescription, let value = attribute.defaultValue {
                    filled.append((table.name, column, StoreValues.sql(value, for: attribute)))
                }
            }
            for column in existing.sorted() where !wanted.contains(column) && !column.hasPrefix("Z_FOK_") {
                steps.append("ALTER TABLE \(table.name) DROP COLUMN \(column)")
            }
        }
        for join in schema.joins.values.sorted(by: { $0.name < $1.name }) where try columns(of: join.name).isEmpty {
            steps += schema.createStatements(for: join)
        }
        let missingEntities = try model.entities.filter { entity in
            try connection.rows("SELECT 1 FROM Z_PRIMARYKEY WHERE Z_ENT = ?", [.integer(Int64(entity.entityNumber))]).isEmpty
        }
        guard !steps.isEmpty || !missingEntities.isEmpty else { return }
        guard migrate else {
            throw CoreDataErrors.incompatibleModel(store: connection.path)
        }
        try connection.transaction {
            for step in steps {
                do { try connection.execute(step) } catch { throw CoreDataErrors.migrationFailed(connection.path, reason: "\(error)") }
            }
            for fill in filled { try connection.query("UPDATE \(fill.table) SET \(fill.column) = ?", [fill.value]) }
            for statement in schema.createStatements where statement.hasPrefix("CREATE INDEX") { try connection.execute(statement) }
            try writePrimaryKeys()
            try writeMetadata()
        }
    }

    private func columns(of table: String) throws -> Set<String> {
        var names = Set<String>()
        try connection.query("PRAGMA table_info(\(table))") { row in
            if case .text(let name) = row.value(1) { names.insert(name) }
        }
        return names
    }

    // MARK: Reading

    /// Rows of `entity` (and its sub-entities when `includesSubentities`) matching `filter`.
    func rows(of entity: NSEntityDescription, includesSubentities: Bool, filter: SQLFilter?, orderBy: String?, limit: Int?, offset: Int?) throws -> [StoreRow] {
        let table = schema.table(for: entity)
        var (clause, arguments) = entityClause(entity, includesSubentities: includesSubentities)
        if let filter { clause += " AND (\(filter.sql))"; arguments += filter.arguments }
        var sql = "SELECT \(table.selectList) FROM \(table.name) t0 WHERE \(clause)"
        if let orderBy { sql += " ORDER BY \(orderBy)" }
        if let limit { sql += " LIMIT \(limit)" } else if offset != nil { sql += " LIMIT -1" }
        if let offset { sql += " OFFSET \(offset)" }
        var result: [StoreRow] = []
        try connection.query(sql, arguments) { row in result.append(storeRow(row, table: table)) }
        return result
    }

    /// The number of rows matching.
    func count(of entity: NSEntityDescription, includesSubentities: Bool, filter: SQLFilter?) throws -> Int {
        let table = schema.table(for: entity)
        var (clause, arguments) = entityClause(entity, includesSubentities: includesSubentities)
        if let filter { clause += " AND (\(filter.sql))"; arguments += filter.arguments }
        var count = 0
        try connection.query("SELECT COUNT(*) FROM \(table.name) t0 WHERE \(clause)", arguments) { count = Int($0.integer(0)) }
        return count
    }

    /// One row by key.
    func row(_ key: ObjectKey) throws -> StoreRow? {
        guard let table = schema.tables[key.table] else { return nil }
        var found: StoreRow?
        try connection.query("SELECT \(table.selectList) FROM \(table.name) WHERE Z_PK = ?", [.integer(key.pk)]) { found = storeRow($0, table: table) }
        return found
    }

    private func entityClause(_ entity: NSEntityDescription, includesSubentities: Bool) -> (String, [SQLValue]) {
        let members = includesSubentities ? entity.withDescendants : [entity]
        if entity.superentity == nil && (includesSubentities || entity.subentities.isEmpty) { return ("1", []) }
        return ("t0.Z_ENT IN (\(members.map { "\($0.entityNumber)" }.joined(separator: ", ")))", [])
    }

    private func storeRow(_ row: SQLiteConnection.Row, table: StoreSchema.Table) -> StoreRow {
        let number = Int(row.integer(1))
        let entity = entitiesByNumber[number] ?? table.root
        var values = [Any?](repeating: nil, count: entity.properties.count)
        for property in entity.properties {
            guard let column = table.columnOf[ObjectIdentifier(property)] else { continue }
            if let attribute = property as? NSAttributeDescription {
                values[property.slot] = StoreValues.value(row.value(column + 3), for: attribute)
            } else if let relationship = property as? NSRelationshipDescription, let destination = relationship.destinationEntity, !row.isNull(column + 3) {
                values[property.slot] = UnresolvedReference(key: ObjectKey(table: destination.root.entityNumber, pk: row.integer(column + 3)),
                                                            entityNumber: destination.entityNumber)
            }
        }
        return StoreRow(key: ObjectKey(table: table.root.entityNumber, pk: row.integer(0)), entityNumber: number, version: row.integer(2), values: values)
    }

    /// The keys (and entity numbers) of the objects a to-many relationship of `owner` reaches.
    func toMany(_ relationship: NSRelationshipDescription, of owner: ObjectKey) throws -> [(key: ObjectKey, entityNumber: Int)] {
        guard let destination = relationship.destinationEntity else { return [] }
        let table = schema.table(for: destination)
        var result: [(ObjectKey, Int)] = []
        if let inverse = relationship.inverseRelationship, !inverse.isToMany, let column = table.columnOf[ObjectIdentifier(inverse)] {
            var sql = "SELECT Z_PK, Z_ENT FROM \(table.name) WHERE \(table.columns[column]) = ?"
            if let order = table.orderColumnOf[ObjectIdentifier(inverse)] { sql += " ORDER BY \(table.columns[order]), Z_PK" } else { sql += " ORDER BY Z_PK" }
            try connection.query(sql, [.integer(owner.pk)]) { row in
                result.append((ObjectKey(table: table.root.entityNumber, pk: row.integer(0)), Int(row.integer(1))))
            }
        } else if let join = schema.join(for: relationship) {
            let sql = "SELECT j.\(join.destination), t.Z_ENT FROM \(join.name) j JOIN \(table.name) t ON t.Z_PK = j.\(join.destination) WHERE j.\(join.source) = ? ORDER BY j.\(join.destination)"
            try connection.query(sql, [.integer(owner.pk)]) { row in
                result.append((ObjectKey(table: table.root.entityNumber, pk: row.integer(0)), Int(row.integer(1))))
            }
        }
        return result
    }

    /// The entity number of the row with `key`.
    func entityNumber(of key: ObjectKey) throws -> Int? {
        guard let table = schema.tables[key.table] else { return nil }
        var found: Int?
        try connection.query("SELECT Z_ENT FROM \(table.name) WHERE Z_PK = ?", [.integer(key.pk)]) { found = Int($0.integer(0)) }
        return found
    }
}
