/// An unknown of a system of linear constraints: a solved value the solver writes after each
/// change. Identity matters, not the name (the name is for messages).
public final class Variable: Hashable, CustomStringConvertible {
    public let name: String
    /// The value in the current solution (0 until a constraint mentions it).
    // `@exclusivity(unchecked)` below: accesses on the layout path skip the runtime's exclusivity
    // check; none overlaps another (see Solver's note).
    @exclusivity(unchecked) public internal(set) var value: Double = 0
    /// A slot the solver's batch presolve uses while it runs (−1 otherwise).
    @exclusivity(unchecked) var scratch = -1
    /// The first solver to give it a symbol keeps it here, found without hashing: `owner` is
    /// that solver's token (held, so no later token can have its address). Other solvers look
    /// the variable up in their own tables.
    @exclusivity(unchecked) var owner: AnyObject?
    @exclusivity(unchecked) var ownerSymbol = Symbol(id: 0, kind: .external)

    public init(_ name: String = "") { self.name = name }

    public static func == (a: Variable, b: Variable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public func _rawHashValue(seed: Int) -> Int { identityHash(ObjectIdentifier(self), seed: seed) }
    public var description: String { name.isEmpty ? "(unnamed)" : name }
}

/// An object's identity hashed with one multiply (Fibonacci hashing) instead of SipHash, which
/// dominated the solver's dictionary lookups; the solver's keys are identities, not untrusted
/// input. The product's high half is folded into the low bits, which pick the bucket (an
/// address's low bits are always zero). For `_rawHashValue(seed:)` of identity-keyed types.
public func identityHash(_ id: ObjectIdentifier, seed: Int) -> Int {
    let h = UInt(bitPattern: id) &* 0x9E37_79B9_7F4A_7C15
    return Int(bitPattern: h ^ (h >> 29)) ^ seed
}

/// `coefficient · variable`.
public struct Term: CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String { coefficient == 1 ? "\(variable)" : "\(coefficient)·\(variable)" }
}

/// A linear expression: `Σ coefficientᵢ · variableᵢ + constant`.
public struct Expression: CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(_ constant: Double) { self.init([], constant: constant) }

    /// The expression's value with the variables' current values.
    public var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }

    public var description: String {
        let parts = terms.map(\.description) + (constant != 0 || terms.isEmpty ? ["\(constant)"] : [])
        return parts.joined(separator: " + ")
    }

    public static func + (a: Expression, b: Expression) -> Expression {
        Expression(a.terms + b.terms, constant: a.constant + b.constant)
    }
    public static func - (a: Expression, b: Expression) -> Expression { a + b * -1 }
    public static func * (a: Expression, k: Double) -> Expression {
        Expression(a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }
    public static func + (a: Expression, k: Double) -> Expression { Expression(a.terms, constant: a.constant + k) }
    public static func - (a: Expression, k: Double) -> Expression { a + -k }
    public static func + (a: Expression, v: Variable) -> Expression { a + Expression(v) }
    public static func - (a: Expression, v: Variable) -> Expression { a - Expression(v) }
}

extension Variable {
    public static func + (v: Variable, k: Double) -> Expression { Expression(v) + k }
    public static func - (v: Variable, k: Double) -> Expression { Expression(v) - k }
    public static func * (v: Variable, k: Double) -> Expression { Expression(v) * k }
    public static func * (k: Double, v: Variable) -> Expression { Expression(v) * k }
    public static func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
    public static func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
}
