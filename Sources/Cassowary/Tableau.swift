/// The simplex tableau under `Solver`: each basic symbol's row, the objective, and for each
/// symbol the rows it appears in (so substitution and the ratio test visit those rows only).
/// Everything is kept in arrays indexed by symbol id: nothing is hashed on the hot paths.
struct Tableau {
    /// Each symbol's row while it is basic, by id (slot 0 is unused).
    private var rows: [Row?] = [nil]
    private var columns = Columns()
    /// The objective's coefficient of each symbol, by id (a basic symbol's is 0). Dense,
    /// because every error symbol is in it and rows are substituted into it at every pivot.
    private var objective: [Double] = [0]
    /// The symbols whose objective coefficient is negative: those that may enter.
    private var improving: [Symbol] = []
    /// Phase one's objective while a constraint is added through an artificial variable.
    private var artificial: Row?
    /// Rows whose constant went negative, for the dual simplex.
    private var infeasibleRows: [Symbol] = []
    /// Ids of symbols that left the tableau for good, handed out again (last out, first in).
    private var freeIDs: [Int32] = []
    /// `substitute`'s lists of the symbols a row gained and lost, kept for their capacity.
    private var scratchChanges = SymbolChanges()

    // MARK: Symbols

    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let id = freeIDs.popLast() { return Symbol(id: id, kind: kind) }
        rows.append(nil)
        columns.appendSymbol()
        objective.append(0)
        return Symbol(id: Int32(rows.count - 1), kind: kind)
    }

    /// Gives the symbol's id back when nothing refers to it any more (not basic, in no row and
    /// not in the objective); otherwise it stays, as Kiwi leaves a removed constraint's error.
    mutating func release(_ symbol: Symbol) {
        let i = symbol.index
        guard rows[i] == nil, columns.count(of: symbol) == 0, objective[i] == 0 else { return }
        freeIDs.append(symbol.id)
    }

    func row(_ basic: Symbol) -> Row? { rows[basic.index] }
    func isBasic(_ symbol: Symbol) -> Bool { rows[symbol.index] != nil }
    /// How many rows `symbol` appears in.
    func occurrences(of symbol: Symbol) -> Int { columns.count(of: symbol) }
    /// The symbol's value in the current solution (a parametric symbol's is 0).
    func value(of symbol: Symbol) -> Double { rows[symbol.index]?.constant ?? 0 }

    // MARK: Rows

    /// Puts a row in the tableau as `basic`'s, indexing its symbols.
    mutating func setRow(_ basic: Symbol, _ row: Row) {
        for cell in row.cells { columns.insert(basic, into: cell.symbol) }
        rows[basic.index] = row
    }

    /// Takes `basic`'s row out of the tableau.
    mutating func takeRow(_ basic: Symbol) -> Row? {
        guard let row = rows[basic.index] else { return nil }
        rows[basic.index] = nil
        for cell in row.cells { columns.remove(basic, from: cell.symbol) }
        return row
    }

    /// Replaces `symbol` by `row` everywhere; rows it makes negative are queued for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var negative: [Symbol] = []
        // Moved out, not copied: shared with `scratchChanges`, the lists would be copied on
        // their first write and their capacity lost.
        var changes = scratchChanges
        scratchChanges = SymbolChanges()
        // The column is emptied as it is walked: no list of its rows is made.
        columns.removeAll(of: symbol) { columns, key in
            var r = rows[key.index]!
            rows[key.index] = nil  // keeps `r` unshared while it changes
            let c = r.remove(symbol)!
            changes.removeAll()
            r.add(row, times: c, changes: &changes)
            for s in changes.appeared { columns.insert(key, into: s) }
            for s in changes.vanished { columns.remove(key, from: s) }
            if key.kind != .external, r.constant < 0 { negative.append(key) }
            rows[key.index] = r
        }
        scratchChanges = changes
        if !negative.isEmpty { infeasibleRows += negative.sorted() }
        let c = objective[symbol.index]
        if c != 0 {
            setObjective(symbol, 0)
            addToObjective(row, times: c)
        }
        artificial?.substitute(symbol, with: row)
    }

    /// Moves the constants of the rows `symbol` appears in by `delta` times its coefficient
    /// (a suggested value through a parametric edit symbol); rows made negative are queued.
    mutating func shiftConstants(along symbol: Symbol, by delta: Double) {
        var negative: [Symbol] = []
        for key in columns.rows(of: symbol) {
            let c = rows[key.index]!.coefficient(for: symbol)
            rows[key.index]!.constant += delta * c
            if rows[key.index]!.constant < 0, key.kind != .external { negative.append(key) }
        }
        infeasibleRows += negative.sorted()
    }

    /// Moves one row's constant; queued for the dual simplex when it goes negative.
    mutating func shiftConstant(of basic: Symbol, by delta: Double) {
        rows[basic.index]!.constant += delta
        if rows[basic.index]!.constant < 0 { infeasibleRows.append(basic) }
    }

    // MARK: The objective

    private mutating func setObjective(_ symbol: Symbol, _ value: Double) {
        let i = symbol.index
        let wasImproving = objective[i] < 0
        objective[i] = abs(value) < Row.epsilon ? 0 : value
        if objective[i] < 0, !wasImproving {
            improving.append(symbol)
        } else if objective[i] >= 0, wasImproving, let at = improving.firstIndex(of: symbol) {
            improving.swapAt(at, improving.count - 1)
            improving.removeLast()
        }
    }

    private mutating func addToObjective(_ row: Row, times k: Double) {
        for cell in row.cells { setObjective(cell.symbol, objective[cell.symbol.index] + cell.coefficient * k) }
    }

    /// Adds `weight · symbol` to the objective (its row when it is basic).
    mutating func addToObjective(_ symbol: Symbol, weight: Double) {
        if let row = rows[symbol.index] { addToObjective(row, times: weight) } else {
            setObjective(symbol, objective[symbol.index] + weight)
        }
    }

    // MARK: The simplex

    /// Phase one: adds `row` through an artificial variable minimised to zero; false when it
    /// cannot reach zero: the constraint is unsatisfiable, and the tableau is left a basis of
    /// the constraints it had (feasible, to be optimised again). Until the artificial variable
    /// leaves the basis no pivot uses its row, and once it has left the artificial objective is
    /// zero; so on failure it is still basic and only its row mentions the new constraint.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        setRow(art, row)
        artificial = row
        optimize(artificial: true)
        let success = abs(artificial!.constant) < Row.epsilon
        artificial = nil
        if var basic = takeRow(art) {
            guard success, !basic.isEmpty, let entering = basic.cells.first(where: { $0.symbol.isPivotable })?.symbol else {
                freeIDs.append(art.id)
                return success && basic.isEmpty
            }
            basic.solve(for: art, entering)
            substitute(entering, with: basic)
            setRow(entering, basic)
        }
        for key in columns.removeAll(of: art) { _ = rows[key.index]!.remove(art) }
        setObjective(art, 0)
        freeIDs.append(art.id)
        return success
    }

    /// The primal simplex on the objective (or phase one's): pivots while some symbol would lower it.
    mutating func optimize(artificial phaseOne: Bool = false) {
        while true {
            // The lowest-id symbol with a negative coefficient enters.
            var enteringSymbol: Symbol?
            if phaseOne {
                enteringSymbol = artificial!.cells.first { $0.coefficient < 0 && $0.symbol.kind != .dummy }?.symbol
            } else {
                for s in improving where s.kind != .dummy && enteringSymbol.map({ s < $0 }) ?? true { enteringSymbol = s }
            }
            guard let entering = enteringSymbol else { return }
            // The row whose constant limits the entering symbol first leaves (ties: lowest id).
            var leaving: Symbol?
            var ratio = Double.greatestFiniteMagnitude
            columns.forEachRow(of: entering) { symbol in
                guard symbol.kind != .external else { return }
                let row = rows[symbol.index]!
                let c = row.coefficient(for: entering)
                guard c < 0 else { return }
                let r = -row.constant / c
                if r < ratio || (r == ratio && leaving.map { symbol < $0 } ?? true) { ratio = r; leaving = symbol }
            }
            guard let leaving else { preconditionFailure("Cassowary: the objective is unbounded") }
            pivot(leaving, entering)
        }
    }

    /// The dual simplex: restores feasibility of the queued rows, keeping the solution optimal.
    mutating func dualOptimize() {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving.index], row.constant < 0 else { continue }
            var entering: Symbol?
            var ratio = Double.greatestFiniteMagnitude
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let r = objective[cell.symbol.index] / cell.coefficient
                if r < ratio || (r == ratio && entering.map { cell.symbol < $0 } ?? true) { ratio = r; entering = cell.symbol }
            }
            guard let entering else { preconditionFailure("Cassowary: the dual simplex found no entering symbol") }
            pivot(leaving, entering)
        }
    }

    /// `leaving` leaves the basis and `entering` takes its row.
    private mutating func pivot(_ leaving: Symbol, _ entering: Symbol) {
        var row = takeRow(leaving)!
        row.solve(for: leaving, entering)
        substitute(entering, with: row)
        setRow(entering, row)
    }

    /// The row to pivot out when removing a constraint whose marker is not basic: the one that
    /// limits the marker most, preferring restricted rows with a negative coefficient.
    func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var first: (Symbol, Double)?, second: (Symbol, Double)?, third: Symbol?
        func better(_ candidate: (Symbol, Double), than best: (Symbol, Double)?) -> Bool {
            guard let best else { return true }
            return candidate.1 < best.1 || (candidate.1 == best.1 && candidate.0 < best.0)
        }
        columns.forEachRow(of: marker) { symbol in
            let row = rows[symbol.index]!
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
}
