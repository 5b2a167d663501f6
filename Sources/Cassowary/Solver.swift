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
    /// non-required one, its other error symbol.
    private struct Tag { var marker: Symbol; var other: Symbol? }

    private struct Edit {
        var tag: Tag
        let constraint: Constraint
        var constant: Double
    }

    private var constraints: [Constraint: Tag] = [:]
    private var rows: [Symbol: Row] = [:]
    /// For each symbol, the basic symbols of the rows it appears in: substitution and pivot
    /// choice visit those rows only, not the whole tableau.
    private var columns: [Symbol: Set<Symbol>] = [:]
    private var symbols: [Variable: Symbol] = [:]
    private var edits: [Variable: Edit] = [:]
    /// Weak equalities holding variables at their last solution, in the order they were added.
    private var stays: [(variable: Variable, edit: Edit)] = []
    private var infeasibleRows: [Symbol] = []
    private var objective = Row()
    private var artificial: Row?
    private var nextSymbolID = 0

    public init() {}

    public var constraintCount: Int { constraints.count }
    public func hasConstraint(_ c: Constraint) -> Bool { constraints[c] != nil }
    public func hasEditVariable(_ v: Variable) -> Bool { edits[v] != nil }

    // MARK: Constraints

    public func addConstraint(_ constraint: Constraint) throws {
        guard constraints[constraint] == nil else { throw Error.duplicateConstraint(constraint) }
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard abs(row.constant) < Row.epsilon else {
                removeObjectiveEffects(of: tag, strength: constraint.strength)
                throw Error.unsatisfiableConstraint(constraint)
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        } else {
            // Phase one pivots the existing rows too; a failure puts them back as they were.
            let (savedRows, savedColumns, savedObjective) = (rows, columns, objective)
            guard try addWithArtificialVariable(row) else {
                (rows, columns, objective, infeasibleRows) = (savedRows, savedColumns, savedObjective, [])
                removeObjectiveEffects(of: tag, strength: constraint.strength)
                throw Error.unsatisfiableConstraint(constraint)
            }
        }
        constraints[constraint] = tag
        try optimize(objective: \.objective)
    }

    public func removeConstraint(_ constraint: Constraint) throws {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw Error.unknownConstraint(constraint) }
        removeObjectiveEffects(of: tag, strength: constraint.strength)
        if takeRow(tag.marker) == nil {
            guard let leaving = markerLeavingSymbol(tag.marker) else {
                preconditionFailure("Cassowary: the tableau lost the marker of \(constraint)")
            }
            var row = takeRow(leaving)!
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize(objective: \.objective)
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
        try suggest(&edit, value)
        edits[variable] = edit
    }

    /// Holds `variable` at its value in the last solution (`updateVariables`) unless stronger
    /// constraints move it: Cassowary's stay, for stable solutions of under-constrained systems.
    public func addStay(_ variable: Variable, strength: Strength = .weak) throws {
        var edit = try addEdit(variable, strength: strength)
        try suggest(&edit, variable.value)
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

    private func suggest(_ edit: inout Edit, _ value: Double) throws {
        let delta = value - edit.constant
        edit.constant = value
        if var row = rows[edit.tag.marker] {
            row.constant -= delta
            rows[edit.tag.marker] = row
            if row.constant < 0 { infeasibleRows.append(edit.tag.marker) }
        } else if let other = edit.tag.other, var row = rows[other] {
            row.constant += delta
            rows[other] = row
            if row.constant < 0 { infeasibleRows.append(other) }
        } else {
            var negative: [Symbol] = []
            for key in columns[edit.tag.marker] ?? [] {
                let c = rows[key]!.coefficient(for: edit.tag.marker)
                rows[key]!.constant += delta * c
                if rows[key]!.constant < 0, key.kind != .external { negative.append(key) }
            }
            infeasibleRows += negative.sorted()
        }
        try dualOptimize()
    }

    // MARK: The solution

    /// Writes the current solution into the variables, then moves the stays to it.
    public func updateVariables() {
        for (variable, symbol) in symbols { variable.value = rows[symbol]?.constant ?? 0 }
        for i in stays.indices where stays[i].edit.constant != stays[i].variable.value {
            try? suggest(&stays[i].edit, stays[i].variable.value)
        }
    }

    /// Forgets every constraint, edit variable and stay (the variables keep their values).
    public func reset() {
        constraints = [:]; rows = [:]; columns = [:]; symbols = [:]; edits = [:]; stays = []
        infeasibleRows = []; objective = Row(); artificial = nil; nextSymbolID = 0
    }

    // MARK: The tableau

    private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextSymbolID += 1
        return Symbol(id: nextSymbolID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let s = symbols[variable] { return s }
        let s = newSymbol(.external)
        symbols[variable] = s
        return s
    }

    /// The constraint as a row in the current basis, with its slack, error or dummy symbols;
    /// the errors of a non-required constraint enter the objective at its strength.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let e = constraint.expression
        var row = Row(constant: e.constant)
        for term in e.terms where abs(term.coefficient) >= Row.epsilon {
            let s = symbol(for: term.variable)
            if let basic = rows[s] { row.insert(basic, term.coefficient) } else { row.insert(s, term.coefficient) }
        }
        let weight = constraint.strength.weight
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.insert(slack, sign)
            if constraint.strength.isRequired {
                tag = Tag(marker: slack, other: nil)
            } else {
                let error = newSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, weight)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if constraint.strength.isRequired {
                let dummy = newSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row: its lowest external symbol, else a negative
    /// slack or error of its own; nil when neither exists.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
        for s in [tag.marker, tag.other].compactMap({ $0 }) where s.isPivotable && row.coefficient(for: s) < 0 {
            return s
        }
        return nil
    }

    /// Adds a row through an artificial variable minimised to zero (phase one of the simplex);
    /// false when it cannot reach zero: the constraint is unsatisfiable.
    private func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = newSymbol(.slack)
        setRow(art, row)
        artificial = row
        try optimize(objective: \.artificial!)
        let success = abs(artificial!.constant) < Row.epsilon
        artificial = nil
        if var basic = takeRow(art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.keys.filter(\.isPivotable).min() else { return false }
            basic.solve(for: art, entering)
            substitute(entering, with: basic)
            setRow(entering, basic)
        }
        for key in columns.removeValue(forKey: art) ?? [] { rows[key]!.cells[art] = nil }
        objective.cells[art] = nil
        return success
    }

    /// Replaces `symbol` by `row` everywhere; rows it makes negative are queued for the dual simplex.
    private func substitute(_ symbol: Symbol, with row: Row) {
        var negative: [Symbol] = []
        for key in columns.removeValue(forKey: symbol) ?? [] {
            var r = rows.removeValue(forKey: key)!
            let c = r.cells.removeValue(forKey: symbol)!
            r.constant += row.constant * c
            // Only the substituted row's symbols can appear in or cancel out of this one.
            for (s, v) in row.cells {
                let had = r.cells[s] != nil
                r.insert(s, v * c)
                let has = r.cells[s] != nil
                if had, !has { columns[s]!.remove(key) } else if has, !had { columns[s, default: []].insert(key) }
            }
            rows[key] = r
            if key.kind != .external, r.constant < 0 { negative.append(key) }
        }
        infeasibleRows += negative.sorted()
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The primal simplex on `objective`: pivots while some symbol would lower it.
    private func optimize(objective path: ReferenceWritableKeyPath<Solver, Row>) throws {
        while true {
            // The lowest-id symbol with a negative coefficient enters.
            var enteringSymbol: Symbol?
            for (symbol, c) in self[keyPath: path].cells where c < 0 && symbol.kind != .dummy {
                if enteringSymbol.map({ symbol < $0 }) ?? true { enteringSymbol = symbol }
            }
            guard let entering = enteringSymbol else { return }
            // The row whose constant limits the entering symbol first leaves (ties: lowest id).
            var leaving: Symbol?
            var ratio = Double.greatestFiniteMagnitude
            for symbol in columns[entering] ?? [] where symbol.kind != .external {
                let row = rows[symbol]!
                let c = row.coefficient(for: entering)
                guard c < 0 else { continue }
                let r = -row.constant / c
                if r < ratio || (r == ratio && leaving.map { symbol < $0 } ?? true) { ratio = r; leaving = symbol }
            }
            guard let leaving else { preconditionFailure("Cassowary: the objective is unbounded") }
            var row = takeRow(leaving)!
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            setRow(entering, row)
        }
    }

    /// The dual simplex: restores feasibility of the queued rows, keeping the solution optimal.
    private func dualOptimize() throws {
        while let leaving = infeasibleRows.popLast() {
            guard var row = rows[leaving], row.constant < 0 else { continue }
            var entering: Symbol?
            var ratio = Double.greatestFiniteMagnitude
            for (symbol, c) in row.cells where c > 0 && symbol.kind != .dummy {
                let r = objective.coefficient(for: symbol) / c
                if r < ratio || (r == ratio && entering.map { symbol < $0 } ?? true) { ratio = r; entering = symbol }
            }
            guard let entering else { preconditionFailure("Cassowary: the dual simplex found no entering symbol") }
            _ = takeRow(leaving)
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            setRow(entering, row)
        }
    }

    /// The row to pivot out when removing a constraint whose marker is not basic: the one that
    /// limits the marker most, preferring restricted rows with a negative coefficient.
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var first: (Symbol, Double)?, second: (Symbol, Double)?, third: Symbol?
        func better(_ candidate: (Symbol, Double), than best: (Symbol, Double)?) -> Bool {
            guard let best else { return true }
            return candidate.1 < best.1 || (candidate.1 == best.1 && candidate.0 < best.0)
        }
        for symbol in columns[marker] ?? [] {
            let row = rows[symbol]!
            let c = row.coefficient(for: marker)
            if symbol.kind == .external {
                if third.map({ symbol < $0 }) ?? true { third = symbol }
            } else if c < 0 {
                let candidate = (symbol, -row.constant / c)
                if better(candidate, than: first) { first = candidate }
            } else {
                let candidate = (symbol, row.constant / c)
                if better(candidate, than: second) { second = candidate }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }

    /// Puts a row in the tableau as `basic`'s, indexing its symbols.
    private func setRow(_ basic: Symbol, _ row: Row) {
        rows[basic] = row
        for s in row.cells.keys { columns[s, default: []].insert(basic) }
    }

    /// Takes `basic`'s row out of the tableau.
    private func takeRow(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for s in row.cells.keys { columns[s]?.remove(basic) }
        return row
    }

    private func removeObjectiveEffects(of tag: Tag, strength: Strength) {
        for s in [tag.marker, tag.other].compactMap({ $0 }) where s.kind == .error {
            if let row = rows[s] { objective.insert(row, -strength.weight) } else { objective.insert(s, -strength.weight) }
        }
    }
}
