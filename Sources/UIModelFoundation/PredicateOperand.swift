import Foundation

/// An expression of the predicate format language: the model of Foundation's `NSExpression`.
///
/// Constants are held as `Any?` (strings, numbers, booleans, dates, collections, or any object
/// passed with `%@`), so the type is `@unchecked Sendable`.
public indirect enum PredicateOperand: @unchecked Sendable {
    /// `SELF`: the object the predicate is evaluated against.
    case evaluatedObject
    /// A dotted key path read from the evaluated object, e.g. `folder.name`, `items.@count`,
    /// `items.@sum.price`. Collection operators (`@count`, `@sum`, `@avg`, `@min`, `@max`,
    /// `@distinctUnionOfObjects`, `@unionOfObjects`) are part of the path.
    case keyPath(String)
    /// A key path read from the value of another expression, e.g. `$x.done` inside a
    /// `SUBQUERY`, or `SUBQUERY(...).@count`.
    case member(PredicateOperand, keyPath: String)
    /// A constant: a literal or a `%@` / `%d` / `%f` argument. `nil` is `NIL`.
    case constant(Any?)
    /// `$name`: a variable bound when the predicate is evaluated (or substituted beforehand).
    case variable(String)
    /// `{a, b, ...}`: a literal collection.
    case aggregate([PredicateOperand])
    /// `SUBQUERY(collection, $variable, predicate)`: the elements of `collection` for which
    /// `predicate` holds with `$variable` bound to the element.
    case subquery(collection: PredicateOperand, variable: String, predicate: PredicateNode)

    /// The expression as Foundation's `predicateFormat` prints it.
    public var format: String {
        switch self {
        case .evaluatedObject:
            return "SELF"
        case .keyPath(let path):
            return Self.formatKeyPath(path)
        case .member(let base, let path):
            return "\(base.format).\(Self.formatKeyPath(path))"
        case .constant(let value):
            return Self.formatConstant(value)
        case .variable(let name):
            return "$" + name
        case .aggregate(let items):
            return "{" + items.map(\.format).joined(separator: ", ") + "}"
        case .subquery(let collection, let variable, let predicate):
            return "SUBQUERY(\(collection.format), $\(variable), \(predicate.format))"
        }
    }

    /// A copy with bound `$variables` replaced by constants (see ``PredicateNode/substituting(_:)``).
    public func substituting(_ variables: [String: Any]) -> PredicateOperand {
        switch self {
        case .evaluatedObject, .keyPath, .constant:
            return self
        case .member(let base, let path):
            return .member(base.substituting(variables), keyPath: path)
        case .variable(let name):
            guard let value = variables[name] else { return self }
            return .constant(PredicateValues.flatten(value))
        case .aggregate(let items):
            return .aggregate(items.map { $0.substituting(variables) })
        case .subquery(let collection, let variable, let predicate):
            var inner = variables
            inner[variable] = nil
            return .subquery(collection: collection.substituting(variables), variable: variable,
                             predicate: predicate.substituting(inner))
        }
    }

    static func formatKeyPath(_ path: String) -> String {
        path.split(separator: ".", omittingEmptySubsequences: false).map { component -> String in
            PredicateLexer.reservedWords.contains(component.uppercased()) ? "#\(component)" : String(component)
        }.joined(separator: ".")
    }

    static func quote(_ string: String) -> String {
        var out = "\""
        for character in string {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.append(character)
            }
        }
        return out + "\""
    }

    static func formatConstant(_ raw: Any?) -> String {
        guard let value = PredicateValues.flatten(raw) else { return "nil" }
        if let string = PredicateValues.string(value) { return quote(string) }
        if let number = NumericValue(value) { return number.format }
        if let date = value as? Date {
            return "CAST(\(String(format: "%f", date.timeIntervalSinceReferenceDate)), \"NSDate\")"
        }
        if let uuid = value as? UUID { return "CAST(\(quote(uuid.uuidString)), \"NSUUID\")" }
        if let url = value as? URL { return "CAST(\(quote(url.absoluteString)), \"NSURL\")" }
        if let items = PredicateValues.elements(of: value) {
            return "{" + items.map { formatConstant($0) }.joined(separator: ", ") + "}"
        }
        return quote(String(describing: value))
    }
}
