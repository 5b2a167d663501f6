import Foundation

/// A parsed predicate: the model of Foundation's `NSPredicate` tree (comparison and compound
/// predicates, and the `TRUEPREDICATE` / `FALSEPREDICATE` constants).
///
/// Obtain one with ``PredicateParser/parse(_:arguments:)`` or from an `NSPredicate` with
/// ``predicateNode(of:)``; evaluate it with ``PredicateEvaluator``. Constants are held as `Any?`,
/// so the type is `@unchecked Sendable`: share nodes across threads only when their constants are
/// immutable values (strings, numbers, dates, arrays of those), as they are when parsed.
public indirect enum PredicateNode: @unchecked Sendable {
    /// `TRUEPREDICATE` (`true`) or `FALSEPREDICATE` (`false`).
    case constant(Bool)
    /// A comparison of two expressions.
    case comparison(PredicateComparison)
    /// All subpredicates must hold (`AND`, `&&`). An empty list is true.
    case and([PredicateNode])
    /// At least one subpredicate must hold (`OR`, `||`). An empty list is false.
    case or([PredicateNode])
    /// The negation (`NOT`, `!`).
    case not(PredicateNode)

    /// The predicate as Foundation's `predicateFormat` prints it: `name BEGINSWITH[c] "a" AND
    /// age > 3`, strings double-quoted, `SELF`, `ANY tags.name == "x"`, `TRUEPREDICATE`,
    /// compound subpredicates parenthesized. Booleans print as `1` / `0` and dates as
    /// `CAST(<seconds since 2001>, "NSDate")`, as on Apple platforms. The text parses back to an
    /// equivalent predicate.
    public var format: String {
        switch self {
        case .constant(let value):
            return value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        case .comparison(let comparison):
            return comparison.format
        case .and(let nodes):
            return Self.join(nodes, with: " AND ", empty: "TRUEPREDICATE")
        case .or(let nodes):
            return Self.join(nodes, with: " OR ", empty: "FALSEPREDICATE")
        case .not(let node):
            return "NOT " + node.parenthesizedFormat
        }
    }

    private var parenthesizedFormat: String {
        switch self {
        case .and(let nodes) where nodes.count > 1: return "(\(format))"
        case .or(let nodes) where nodes.count > 1: return "(\(format))"
        default: return format
        }
    }

    private static func join(_ nodes: [PredicateNode], with separator: String, empty: String) -> String {
        if nodes.isEmpty { return empty }
        if nodes.count == 1 { return nodes[0].format }
        return nodes.map(\.parenthesizedFormat).joined(separator: separator)
    }

    /// A copy with every `$name` variable that `variables` binds replaced by a constant holding
    /// the bound value, as `NSPredicate.withSubstitutionVariables(_:)` does. Unbound variables
    /// and the variable a `SUBQUERY` declares are left in place.
    public func substituting(_ variables: [String: Any]) -> PredicateNode {
        switch self {
        case .constant: return self
        case .comparison(var comparison):
            comparison.lhs = comparison.lhs.substituting(variables)
            comparison.rhs = comparison.rhs.substituting(variables)
            return .comparison(comparison)
        case .and(let nodes): return .and(nodes.map { $0.substituting(variables) })
        case .or(let nodes): return .or(nodes.map { $0.substituting(variables) })
        case .not(let node): return .not(node.substituting(variables))
        }
    }
}
