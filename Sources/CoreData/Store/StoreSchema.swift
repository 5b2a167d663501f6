import Foundation

/// Core Data's table layout for a model, so that a store written on iOS opens here and the
/// other way round:
/// - one table per entity at the top of an inheritance, `Z` + its name in capitals, with
///   `Z_PK` (the primary key), `Z_ENT` (the entity's number), `Z_OPT` (the row's version), and
///   one column per attribute and to-one relationship of the entity and every entity below it,
///   `Z` + the property's name in capitals;
/// - an ordered to-many relationship keeps its order in the destination's table, `Z_FOK_` + the
///   inverse's name;
/// - a many-to-many relationship has a join table `Z_<n><NAME>` with columns `Z_<n><INVERSE>`
///   and `Z_<m><NAME>` (n and m the entities' numbers);
/// - `Z_PRIMARYKEY` numbers the entities and keeps each one's largest key (`Z_MAX`),
///   `Z_METADATA` keeps the store's metadata as a binary property list.
final class StoreSchema {
    let model: NSManagedObjectModel
    private(set) var tables: [Int: Table] = [:]
    private(set) var joins: [ObjectIdentifier: JoinTable] = [:]

    /// The table of an entity at the top of an inheritance.
    final class Table {
        let root: NSEntityDescription
        let name: String
        /// The columns after `Z_PK, Z_ENT, Z_OPT`, in order.
        var columns: [String] = []
        var types: [String] = []
        /// The column of each stored attribute and to-one relationship.
        var columnOf: [ObjectIdentifier: Int] = [:]
        /// The order column of an ordered to-many relationship, by the to-one inverse stored here.
        var orderColumnOf: [ObjectIdentifier: Int] = [:]
        /// The columns of to-one relationships (indexed, as Core Data indexes them).
        var toOneColumns: [Int] = []

        init(root: NSEntityDescription) {
            self.root = root
            name = "Z" + (root.name ?? "").uppercased()
        }

        func add(_ column: String, type: String) -> Int {
            var name = column
            var suffix = 1
            while columns.contains(name) {
                name = column + "\(suffix)"
                suffix += 1
            }
            columns.append(name)
            types.append(type)
            return columns.count - 1
        }

        /// `Z_PK, Z_ENT, Z_OPT, ...` for a select.
        var selectList: String { (["Z_PK", "Z_ENT", "Z_OPT"] + columns).joined(separator: ", ") }
    }

    /// A many-to-many relationship's join table.
    struct JoinTable {
        var name: String
        /// The relationship whose objects' keys are in `ownerColumn`, and its inverse.
        var relationship: NSRelationshipDescription
        var ownerColumn: String
        var destinationColumn: String
    }

    init(model: NSManagedObjectModel) {
        self.model = model
        build()
    }

    /// The table holding `entity`'s objects.
    func table(for entity: NSEntityDescription) -> Table { tables[entity.root.entityNumber]! }

    /// The join table of a many-to-many relationship, seen from `relationship`'s side: the
    /// column with the source's keys and the one with the destination's.
    func join(for relationship: NSRelationshipDescription) -> (name: String, source: String, destination: String)? {
        if let join = joins[ObjectIdentifier(relationship)] { return (join.name, join.ownerColumn, join.destinationColumn) }
        if let inverse = relationship.inverseRelationship, let join = joins[ObjectIdentifier(inverse)] {
            return (join.name, join.destinationColumn, join.ownerColumn)
        }
        return nil
    }

    /// Whether a to-many relationship is kept in a join table (it has no to-one inverse).
    static func usesJoinTable(_ relationship: NSRelationshipDescription) -> Bool {
        relationship.isToMany && relationship.inverseRelationship?.isToMany != false
    }

    private func build() {
        for entity in model.entities where entity.superentity == nil {
            let table = Table(root: entity)
            for member in entity.withDescendants {
                for property in member.ownProperties where !property.isTransient {
                    if let attribute = property as? NSAttributeDescription {
                        table.columnOf[ObjectIdentifier(property)] = table.add("Z" + property.name.uppercased(), type: attribute.attributeType.columnType)
                    } else if let relationship = property as? NSRelationshipDescription, !relationship.isToMany {
                        let column = table.add("Z" + property.name.uppercased(), type: "INTEGER")
                        table.columnOf[ObjectIdentifier(property)] = column
                        table.toOneColumns.append(column)
                        if relationship.inverseRelationship?.isOrdered == true {
                            table.orderColumnOf[ObjectIdentifier(property)] = table.add("Z_FOK_" + property.name.uppercased(), type: "INTEGER")
                        }
                    }
                }
            }
            tables[entity.entityNumber] = table
        }
        for entity in model.entities {
            for case let relationship as NSRelationshipDescription in entity.ownProperties where Self.usesJoinTable(relationship) {
                let inverse = relationship.inverseRelationship
                if let inverse, joins[ObjectIdentifier(inverse)] != nil { continue }
                guard let destination = relationship.destinationEntity else { continue }
                // The side with the lower entity number names the table.
                if let inverse, destination.entityNumber < entity.entityNumber
                    || (destination.entityNumber == entity.entityNumber && inverse.name < relationship.name) {
                    continue
                }
                let n = entity.entityNumber, m = destination.entityNumber
                let inverseName = (inverse?.name ?? entity.name ?? "").uppercased()
                joins[ObjectIdentifier(relationship)] = JoinTable(
                    name: "Z_\(n)\(relationship.name.uppercased())", relationship: relationship,
                    ownerColumn: "Z_\(n)\(inverseName)", destinationColumn: "Z_\(m)\(relationship.name.uppercased())")
            }
        }
        // A relationship whose inverse names the table (seen from the higher-numbered side).
        for entity in model.entities {
            for case let relationship as NSRelationshipDescription in entity.ownProperties where Self.usesJoinTable(relationship) {
                if join(for: relationship) == nil, let inverse = relationship.inverseRelationship, joins[ObjectIdentifier(inverse)] == nil {
                    let n = inverse.entity.entityNumber, m = entity.entityNumber
                    joins[ObjectIdentifier(inverse)] = JoinTable(
                        name: "Z_\(n)\(inverse.name.uppercased())", relationship: inverse,
                        ownerColumn: "Z_\(n)\(relationship.name.uppercased())", destinationColumn: "Z_\(m)\(inverse.name.uppercased())")
                }
            }
        }
    }

    /// The SQL that creates the store's tables.
    var createStatements: [String] {
        Self.bookkeepingStatements
            + tables.values.sorted { $0.name < $1.name }.flatMap(createStatements(for:))
            + joins.values.sorted { $0.name < $1.name }.flatMap(createStatements(for:))
    }

    /// Core Data's own tables: the entities' numbers and largest keys, the metadata, the model cache.
    static let bookkeepingStatements = [
        "CREATE TABLE IF NOT EXISTS Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER)",
        "CREATE TABLE IF NOT EXISTS Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB)",
        "CREATE TABLE IF NOT EXISTS Z_MODELCACHE (Z_CONTENT BLOB)",
    ]

    /// An entity table and the indexes of its to-one relationships' columns.
    func createStatements(for table: Table) -> [String] {
        let columns = zip(table.columns, table.types).map { "\($0) \($1)" }
        return ["CREATE TABLE IF NOT EXISTS \(table.name) (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER\(columns.isEmpty ? "" : ", " + columns.joined(separator: ", ")))"]
            + table.toOneColumns.sorted().map { column in
                "CREATE INDEX IF NOT EXISTS \(table.name)_\(table.columns[column])_INDEX ON \(table.name) (\(table.columns[column]))"
            }
    }

    /// A join table and the index of its destination column.
    func createStatements(for join: JoinTable) -> [String] {
        [
            "CREATE TABLE IF NOT EXISTS \(join.name) (\(join.ownerColumn) INTEGER, \(join.destinationColumn) INTEGER, PRIMARY KEY (\(join.ownerColumn), \(join.destinationColumn)))",
            "CREATE INDEX IF NOT EXISTS \(join.name)_\(join.destinationColumn)_INDEX ON \(join.name) (\(join.destinationColumn), \(join.ownerColumn))",
        ]
    }
}
