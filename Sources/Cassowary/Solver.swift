/// An incremental Cassowary solver (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", 2001), in the formulation of Kiwi (Nucleic's C++ solver):
/// a simplex tableau kept optimal as constraints come and go, required constraints exact, the
/// others minimising their weighted violations; edit variables whose suggested values re-solve by
/// the dual simplex, cheaply; stays that hold variables at their last solution unless something
/// stronger moves them. Deterministic: the same calls in the same order give the same values.
public final class Solver {
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        case duplicateConstraint(Constraint)
        case unknownConstraint(Constraint)
        /// The required constraint cannot hold together with the required ones already added.
        case unsatisfiableConstraint(Constraint)
        case duplicateEditVariable(Variable)
        case unknownEditVariable(Variable)
        /// Edit variables and stays must be weaker than required.
        case requiredEditStrength(Variable)

        public var description: String {
            switch self {
            case .duplicateConstraint(let c): "the constraint \(c) was already added"
            case .unknownConstraint(let c): "the constraint \(c) was never added"
            case .unsatisfiableConstraint(let c): "the constraint \(c) cannot be satisfied"
            case .duplicateEditVariable(let v): "\(v) is already an edit variable"
            case .unknownEditVariable(let v): "\(v) is not an edit variable"
            case .requiredEditStrength(let v): "\(v) cannot be edited at required strength"
            }
        }
    }

    /// The symbols a constraint added: its marker (slack, error or dummy) and, for a
    /// non-required one, its other error symbol; and the weights they carry in the objective.
    private struct Tag {
        var marker: Symbol
        var other: Symbol?
        var markerWeight = 0.0
        var otherWeight = 0.0
    }

    private struct Edit {
        var tag: Tag
        let constraint: Constraint
        var constant: Double
    }

    // `@exclusivity(unchecked)`: no runtime exclusivity check on each access to the solver's
    // hot state (no access overlaps another; the tests ran with the checks on). See LayoutEngine.
    @exclusivity(unchecked) private var constraints: [Constraint: Tag] = [:]
    @exclusivity(unchecked) private var tableau = Tableau()
    @exclusivity(unchecked) private var definitions = Definitions()
    /// Variables' symbols: in the variables this solver owns (`Variable.owner`), else here.
    @exclusivity(unchecked) private var symbols: [Variable: Symbol] = [:]
    /// What marks a variable as this solver's; a new one when the solver is reset.
    private final class Token {}
    @exclusivity(unchecked) private var token = Token()
    /// The external symbols in the order their variables first appeared.
    @exclusivity(unchecked) private var externals: [(variable: Variable, symbol: Symbol)] = []
    @exclusivity(unchecked) private var edits: [Variable: Edit] = [:]
    /// Weak equalities holding variables at their last solution, in the order they were added.
    @exclusivity(unchecked) private var stays: [(variable: Variable, edit: Edit)] = []

    public init() {}

    public var constraintCount: Int { constraints.count + definitions.count }
    public func hasConstraint(_ c: Constraint) -> Bool { constraints[c] != nil || definitions.contains(c) }
    public func hasEditVariable(_ v: Variable) -> Bool { edits[v] != nil }

    // MARK: Constraints

    /// Adds constraints together, which can be much cheaper than one by one: required
    /// equalities that alone define a variable stay out of the simplex (`Definitions`). The
    /// others are added in order; those that cannot be are returned, with why, and left out.
    @discardableResult
    public func addConstraints(_ batch: [Constraint]) -> [(constraint: Constraint, error: Error)] {
        if definitions.count > 0 { for c in batch { takeBackDefinitions(of: c) } }
        let (taken, orphans) = definitions.peel(batch, isKnown: isKnown)
        constraints.reserveCapacity(constraints.count + batch.count)
        for v in orphans { _ = symbol(for: v) }
        // Equalities before inequalities: an inequality added before the equality that fixes its
        // variable is often violated where it lands and needs phase one; after it, rarely.
        var failures: [(constraint: Constraint, error: Error)] = []
        for equalities in [true, false] {
            for (i, c) in batch.enumerated() where !taken[i] && (c.relation == .equal) == equalities {
                // A constraint the peel left in mentions no defined variable: nothing to take back.
                do { try addToTableau(c) } catch let error as Error { failures.append((c, error)) } catch {}
            }
        }
        return failures
    }

    /// Defined variables `constraint` mentions go back into the tableau with their definitions.
    private func takeBackDefinitions(of constraint: Constraint) {
        for t in constraint.expression.terms {
            // A definition alone fixes a variable no other constraint mentions: it always goes in.
            if let definition = definitions.take(t.variable) { try? addConstraint(definition) }
        }
    }

    public func addConstraint(_ constraint: Constraint) throws {
        if definitions.count > 0 {
            guard !definitions.contains(constraint) else { throw Error.duplicateConstraint(constraint) }
            takeBackDefinitions(of: constraint)
        }
        try addToTableau(constraint)
    }

    private func addToTableau(_ constraint: Constraint) throws {
        guard constraints[constraint] == nil else { throw Error.duplicateConstraint(constraint) }
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard abs(row.constant) < Row.epsilon else { try reject(constraint, tag) }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.setRow(subject, row)
        } else if !tableau.addWithArtificialVariable(row) {
            try reject(constraint, tag)
        }
        constraints[constraint] = tag
        tableau.optimize()
    }

    /// Leaves an unsatisfiable constraint out: its symbols go, the objective is optimal again.
    private func reject(_ constraint: Constraint, _ tag: Tag) throws -> Never {
        removeObjectiveEffects(of: tag)
        reoptimize(releasing: tag)
        throw Error.unsatisfiableConstraint(constraint)
    }

    /// After a constraint left the tableau: optimal again, and its symbols' ids given back.
    private func reoptimize(releasing tag: Tag) {
        tableau.optimize()
        tableau.release(tag.marker)
        if let other = tag.other { tableau.release(other) }
    }

    public func removeConstraint(_ constraint: Constraint) throws {
        if definitions.remove(constraint) { return }
        guard let tag = constraints.removeValue(forKey: constraint) else { throw Error.unknownConstraint(constraint) }
        removeObjectiveEffects(of: tag)
        if tableau.takeRow(tag.marker) == nil {
            guard let leaving = tableau.markerLeavingSymbol(tag.marker) else {
                preconditionFailure("Cassowary: the tableau lost the marker of \(constraint)")
            }
            var row = tableau.takeRow(leaving)!
            row.solve(for: leaving, tag.marker)
            tableau.substitute(tag.marker, with: row)
        }
        reoptimize(releasing: tag)
    }

    // MARK: Edit variables and stays

    /// Makes `variable` editable: `suggestValue` then moves it, as strongly as `strength`.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard edits[variable] == nil else { throw Error.duplicateEditVariable(variable) }
        edits[variable] = try addEdit(variable, strength: strength)
    }

    public func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits.removeValue(forKey: variable) else { throw Error.unknownEditVariable(variable) }
        try removeConstraint(edit.constraint)
    }

    /// Asks for `variable` = `value`; re-solves with the dual simplex (no constraint is added).
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard var edit = edits[variable] else { throw Error.unknownEditVariable(variable) }
        suggest(&edit, value)
        edits[variable] = edit
    }

    /// Holds `variable` at its value in the last solution (`updateVariables`) unless stronger
    /// constraints move it: Cassowary's stay, for stable solutions of under-constrained systems.
    public func addStay(_ variable: Variable, strength: Strength = .weak) throws {
        var edit = try addEdit(variable, strength: strength)
        suggest(&edit, variable.value)
        stays.append((variable, edit))
    }

    /// Removes the variable's stays.
    public func removeStay(_ variable: Variable) throws {
        for stay in stays where stay.variable === variable { try removeConstraint(stay.edit.constraint) }
        stays.removeAll { $0.variable === variable }
    }

    /// A non-required `variable == constant` whose constant `suggest` moves.
    private func addEdit(_ variable: Variable, strength: Strength) throws -> Edit {
        guard !strength.isRequired else { throw Error.requiredEditStrength(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        return Edit(tag: constraints[constraint]!, constraint: constraint, constant: 0)
    }

    private func suggest(_ edit: inout Edit, _ value: Double) {
        let delta = value - edit.constant
        edit.constant = value
        if tableau.isBasic(edit.tag.marker) {
            tableau.shiftConstant(of: edit.tag.marker, by: -delta)
        } else if let other = edit.tag.other, tableau.isBasic(other) {
            tableau.shiftConstant(of: other, by: delta)
        } else {
            tableau.shiftConstants(along: edit.tag.marker, by: delta)
        }
        tableau.dualOptimize()
    }

    // MARK: The solution

    /// Writes the current solution into the variables, then moves the stays to it.
    public func updateVariables() {
        for (variable, symbol) in externals { variable.value = tableau.value(of: symbol) }
        definitions.evaluate()
        for i in stays.indices where stays[i].edit.constant != stays[i].variable.value {
            suggest(&stays[i].edit, stays[i].variable.value)
        }
    }

    /// Forgets every constraint, edit variable and stay (the variables keep their values).
    public func reset() {
        constraints = [:]; tableau = Tableau(); definitions = Definitions(); symbols = [:]; token = Token(); externals = []; edits = [:]; stays = []
    }

    // MARK: Rows

    private func symbol(for variable: Variable) -> Symbol {
        if variable.owner === token { return variable.ownerSymbol }
        if variable.owner != nil, let s = symbols[variable] { return s }
        let s = tableau.newSymbol(.external)
        if variable.owner == nil {
            (variable.owner, variable.ownerSymbol) = (token, s)
        } else {
            symbols[variable] = s
        }
        externals.append((variable, s))
        return s
    }

    private func isKnown(_ variable: Variable) -> Bool { variable.owner === token || symbols[variable] != nil }

    /// The constraint as a row in the current basis, with its slack, error or dummy symbols;
    /// the errors of a non-required constraint enter the objective at its strength.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let e = constraint.expression
        // Room for the terms and up to two symbols of its own (more when basic rows come in).
        var row = Row(constant: e.constant, capacity: e.terms.count + 2)
        for term in e.terms where abs(term.coefficient) >= Row.epsilon {
            let s = symbol(for: term.variable)
            if let basic = tableau.row(s) { row.add(basic, times: term.coefficient) } else { row.insert(s, term.coefficient) }
        }
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.newSymbol(.slack)
            row.insert(slack, sign)
            if constraint.strength.isRequired {
                tag = Tag(marker: slack, other: nil)
            } else {
                let error = tableau.newSymbol(.error)
                row.insert(error, -sign)
                tag = Tag(marker: slack, other: error, otherWeight: constraint.strength.weight)
            }
        case .equal:
            if constraint.strength.isRequired {
                let dummy = tableau.newSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil)
            } else {
                // expression = plus − minus: above zero weighs `strength`, below `strengthBelow`.
                let plus = tableau.newSymbol(.error), minus = tableau.newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                tag = Tag(marker: plus, other: minus, markerWeight: constraint.strength.weight,
                          otherWeight: constraint.strengthBelow.weight)
            }
        }
        if tag.markerWeight != 0 { tableau.addToObjective(tag.marker, weight: tag.markerWeight) }
        if let other = tag.other, tag.otherWeight != 0 { tableau.addToObjective(other, weight: tag.otherWeight) }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row: the external symbol in the fewest other rows
    /// (so the substitution that follows touches the fewest; ties: lowest id), else a negative
    /// slack or error of its own; nil when neither exists.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        var best: (symbol: Symbol, count: Int)?
        for cell in row.cells where cell.symbol.kind == .external {
            let count = tableau.occurrences(of: cell.symbol)
            if best.map({ count < $0.count }) ?? true { best = (cell.symbol, count) }
            if count == 0 { break }
        }
        if let best { return best.symbol }
        for s in [tag.marker, tag.other].compactMap({ $0 }) where s.isPivotable && row.coefficient(for: s) < 0 {
            return s
        }
        return nil
    }

    private func removeObjectiveEffects(of tag: Tag) {
        if tag.markerWeight != 0 { tableau.addToObjective(tag.marker, weight: -tag.markerWeight) }
        if let other = tag.other, tag.otherWeight != 0 { tableau.addToObjective(other, weight: -tag.otherWeight) }
    }
}
