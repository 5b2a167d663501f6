/// How much a constraint matters. Required constraints must hold; the others are weighed
/// against each other, a stronger one always winning over any number of weaker ones in practice
/// (Cassowary's symbolic weights, approximated as in Kiwi by weights three orders apart).
public struct Strength: Comparable, Hashable, CustomStringConvertible, Sendable {
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
    /// For a non-required equality: how strongly the expression resists going below zero
    /// (`strength` weighs it going above). As strong as `strength` unless given; one such
    /// equality is a pair of opposed inequalities (Auto Layout's hugging and compression
    /// resistance) in one row instead of two.
    public let strengthBelow: Strength

    public convenience init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.init(expression, relation, strength: strength, strengthBelow: strength)
    }

    /// `expression == 0`, weighed by `above` when it is positive and `below` when negative.
    /// Both must be weaker than required.
    public convenience init(_ expression: Expression, equalToZeroAbove above: Strength, below: Strength) {
        precondition(!above.isRequired && !below.isRequired, "Cassowary: a two-sided equality is never required")
        self.init(expression, .equal, strength: above, strengthBelow: below)
    }

    private init(_ expression: Expression, _ relation: Relation, strength: Strength, strengthBelow: Strength) {
        self.expression = Constraint.merged(expression)
        self.relation = relation
        self.strength = strength
        self.strengthBelow = strengthBelow
    }

    /// `lhs relation rhs`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// Terms of one variable added together, zero terms dropped, in first-appearance order
    /// (expressions are a handful of terms: a linear search beats hashing).
    private static func merged(_ e: Expression) -> Expression {
        let terms = e.terms
        let isMerged = terms.indices.allSatisfy { i in
            terms[i].coefficient != 0 && !terms[..<i].contains { $0.variable === terms[i].variable }
        }
        if isMerged { return e }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        for t in terms {
            if let i = merged.firstIndex(where: { $0.variable === t.variable }) { merged[i].coefficient += t.coefficient } else { merged.append(t) }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(merged, constant: e.constant)
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
    public func _rawHashValue(seed: Int) -> Int { identityHash(ObjectIdentifier(self), seed: seed) }
    public var description: String {
        let strengths = strengthBelow == strength ? "\(strength)" : "\(strength) above, \(strengthBelow) below"
        return "\(expression) \(relation.rawValue) 0 (\(strengths))"
    }
}
