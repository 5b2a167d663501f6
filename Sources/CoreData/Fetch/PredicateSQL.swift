import Foundation

/// Turns the parts of a predicate a store can run into SQL over the entity's table: comparisons
/// of a stored attribute (or to-one relationship) with constants, `IN`, `BETWEEN`, `BEGINSWITH`
/// / `ENDSWITH` / `CONTAINS` without options, joined by `AND`, `OR` and `NOT`. What is left
/// (key paths across relationships, `[cd]`, `MATCHES`, `ANY`, `SUBQUERY`...) is evaluated in
/// memory on the objects the SQL part selected.
struct PredicateSQL {
    let table: StoreSchema.Table
    let entity: NSEntityDescription

    /// The SQL for the whole of `node`, or nil when part of it needs memory.
    func compile(_ node: PredicateNode) -> SQLFilter? {
        switch node {
        case .constant(let value): return SQLFilter(sql: value ? "1" : "0", arguments: [])
        case .and(let parts), .or(let parts):
            guard !parts.isEmpty else { return nil }
            var compiled: [SQLFilter] = []
            for part in parts {
                guard let filter = compile(part) else { return nil }
                compiled.append(filter)
            }
            let joiner: String
            if case .and = node { joiner = " AND " } else { joiner = " OR " }
            return SQLFilter(sql: compiled.map { "(\($0.sql))" }.joined(separator: joiner), arguments: compiled.flatMap(\.arguments))
        case .not(let inner):
            return compile(inner).map { SQLFilter(sql: "NOT (\($0.sql))", arguments: $0.arguments) }
        case .comparison(let comparison):
            return compile(comparison)
        }
    }

    /// Splits a top-level `AND` into what SQL runs and what memory checks.
    func split(_ node: PredicateNode) -> (filter: SQLFilter?, residual: PredicateNode?) {
        if let whole = compile(node) { return (whole, nil) }
        guard case .and(let parts) = node else { return (nil, node) }
        var filters: [SQLFilter] = []
        var rest: [PredicateNode] = []
        for part in parts {
            if let filter = compile(part) { filters.append(filter) } else { rest.append(part) }
        }
        let filter = filters.isEmpty ? nil : SQLFilter(sql: filters.map { "(\($0.sql))" }.joined(separator: " AND "), arguments: filters.flatMap(\.arguments))
        return (filter, rest.isEmpty ? nil : .and(rest))
    }

    private func column(_ expression: PredicateOperand) -> (String, NSPropertyDescription)? {
        guard case .keyPath(let path) = expression, !path.contains("."), let property = entity.propertiesByName[path],
              let index = table.columnOf[ObjectIdentifier(property)] else { return nil }
        return ("t0." + table.columns[index], property)
    }

    private func constant(_ expression: PredicateOperand) -> Any?? {
        if case .constant(let value) = expression { return .some(value) }
        return nil
    }

    private func compile(_ comparison: PredicateComparison) -> SQLFilter? {
        guard comparison.modifier == .direct, comparison.options.isEmpty else { return nil }
        var op = comparison.op
        var lhs = comparison.lhs, rhs = comparison.rhs
        if column(lhs) == nil, column(rhs) != nil, let flipped = Self.flipped(op) {
            swap(&lhs, &rhs)
            op = flipped
        }
        guard let (name, property) = column(lhs), let value = constant(rhs) else { return nil }
        let isText = (property as? NSAttributeDescription)?.attributeType == .stringAttributeType
        switch op {
        case .equalTo, .notEqualTo, .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo:
            guard let argument = StoreValues.sqlConstant(value), Self.comparable(argument, property) else { return nil }
            if argument == .null {
                switch op {
                case .equalTo: return SQLFilter(sql: "\(name) IS NULL", arguments: [])
                case .notEqualTo: return SQLFilter(sql: "\(name) IS NOT NULL", arguments: [])
                default: return nil
                }
            }
            // `!=` matches nil values too, as Core Data's does.
            if op == .notEqualTo { return SQLFilter(sql: "(\(name) IS NULL OR \(name) <> ?)", arguments: [argument]) }
            return SQLFilter(sql: "\(name) \(op.rawValue == "==" ? "=" : op.rawValue) ?", arguments: [argument])
        case .in:
            guard let items = Self.collection(value) else { return nil }
            let arguments = items.compactMap(StoreValues.sqlConstant)
            guard arguments.count == items.count, !arguments.contains(.null), arguments.allSatisfy({ Self.comparable($0, property) }) else { return nil }
            if arguments.isEmpty { return SQLFilter(sql: "0", arguments: []) }
            return SQLFilter(sql: "\(name) IN (\(Array(repeating: "?", count: arguments.count).joined(separator: ", ")))", arguments: arguments)
        case .between:
            guard let items = Self.collection(value), items.count == 2,
                  let low = StoreValues.sqlConstant(items[0]), let high = StoreValues.sqlConstant(items[1]),
                  low != .null, high != .null, Self.comparable(low, property) else { return nil }
            return SQLFilter(sql: "\(name) BETWEEN ? AND ?", arguments: [low, high])
        case .beginsWith, .endsWith, .contains:
            guard isText, case .text(let text)? = StoreValues.sqlConstant(value) else { return nil }
            if text.isEmpty { return SQLFilter(sql: "\(name) IS NOT NULL", arguments: []) }
            switch op {
            case .beginsWith: return SQLFilter(sql: "substr(\(name), 1, length(?)) = ?", arguments: [.text(text), .text(text)])
            case .endsWith: return SQLFilter(sql: "substr(\(name), -length(?)) = ?", arguments: [.text(text), .text(text)])
            default: return SQLFilter(sql: "instr(\(name), ?) > 0", arguments: [.text(text)])
            }
        default:
            return nil
        }
    }

    /// Whether SQLite compares `argument` with the column as Foundation compares the values.
    private static func comparable(_ argument: SQLValue, _ property: NSPropertyDescription) -> Bool {
        if property is NSRelationshipDescription {
            if case .integer = argument { return true }
            return argument == .null
        }
        guard let attribute = property as? NSAttributeDescription else { return false }
        switch (argument, attribute.attributeType) {
        case (.null, _): return true
        case (.text, .stringAttributeType), (.text, .URIAttributeType): return true
        case (.integer, let type), (.real, let type): return type.isNumeric || type == .dateAttributeType
        case (.blob, .UUIDAttributeType), (.blob, .binaryDataAttributeType): return true
        default: return false
        }
    }

    private static func collection(_ value: Any?) -> [Any?]? {
        switch AttributeValues.unwrap(value) {
        case let array as [Any?]: return array
        case let array as [Any]: return array
        case let array as NSArray: return array.map { $0 }
        case let set as NSSet: return set.allObjects
        case let set as Set<AnyHashable>: return Array(set)
        default: return nil
        }
    }

    private static func flipped(_ op: PredicateComparison.Operator) -> PredicateComparison.Operator? {
        switch op {
        case .equalTo, .notEqualTo: op
        case .lessThan: .greaterThan
        case .lessThanOrEqualTo: .greaterThanOrEqualTo
        case .greaterThan: .lessThan
        case .greaterThanOrEqualTo: .lessThanOrEqualTo
        default: nil
        }
    }

    /// `ORDER BY` for sort descriptors on stored attributes with the plain `compare:`, or nil.
    /// (SQLite orders text by its UTF-8 bytes: `compare:`'s order, but for characters outside
    /// the Basic Multilingual Plane.)
    func orderBy(_ descriptors: [NSSortDescriptor]) -> String? {
        guard !descriptors.isEmpty else { return "t0.Z_PK" }
        var terms: [String] = []
        for descriptor in descriptors {
            guard let key = descriptor.key, !key.contains("."), descriptor.comparisonName == nil || descriptor.comparisonName == "compare:",
                  let attribute = entity.propertiesByName[key] as? NSAttributeDescription,
                  let index = table.columnOf[ObjectIdentifier(attribute)] else { return nil }
            terms.append("t0.\(table.columns[index]) \(descriptor.ascending ? "ASC" : "DESC")")
        }
        return (terms + ["t0.Z_PK"]).joined(separator: ", ")
    }
}
