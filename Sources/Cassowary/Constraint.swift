/// How much a constraint matters. Required constraints must hold; the others are weighed
/// against each other, a stronger one always winning over any number of weaker ones in practice
/// (Cassowary's symbolic weights, approximated as in Kiwi by weights three orders apart).
public struct Strength: Comparable, Hashable, CustomStringConvertible {
    public let weight: Double

    /// A weight from the three levels (each clamped to 0...1000), as Kiwi builds them.
    public init(strong: Double, medium: Double, weak: Double, multiplier: Double = 1) {
        func clamp(_ v: Double) -> Double { min(max(v * multiplier, 0), 1000) }
        weight = clamp(strong) * 1_000_000 + clamp(medium) * 1000 + clamp(weak)
    }

    public init(weight: Double) { self.weight = min(max(weight, 0), Self.required.weight) }

    public static let required = Strength(strong: 1000, medium: 1000, weak: 1000)
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    public var isRequired: Bool { weight >= Self.required.weight }
    public static func < (a: Strength, b: Strength) -> Bool { a.weight < b.weight }
    public var description: String { isRequired ? "required" : "\(weight)" }
}

/// `expression relation 0` (written from `lhs relation rhs` as `lhs − rhs relation 0`).
public final class Constraint: Hashable, CustomStringConvertible {
    public enum Relation: String, Sendable { case lessThanOrEqual = "<=", equal = "==", greaterThanOrEqual = ">=" }

    public let expression: Expression
    public let relation: Relation
    public let strength: Strength

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = Constraint.merged(expression)
        self.relation = relation
        self.strength = strength
    }

    /// `lhs relation rhs`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// Terms of one variable added together, zero terms dropped, in first-appearance order.
    private static func merged(_ e: Expression) -> Expression {
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for t in e.terms {
            if sums[t.variable] == nil { order.append(t.variable) }
            sums[t.variable, default: 0] += t.coefficient
        }
        return Expression(order.compactMap { v in sums[v] == 0 ? nil : Term(v, sums[v]!) }, constant: e.constant)
    }

    /// Whether the current values satisfy it (within `tolerance`).
    public func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        let v = expression.value
        switch relation {
        case .lessThanOrEqual: return v <= tolerance
        case .equal: return abs(v) <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        }
    }

    public static func == (a: Constraint, b: Constraint) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "\(expression) \(relation.rawValue) 0 (\(strength))" }
}
