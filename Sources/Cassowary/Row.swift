/// A symbol of the tableau: a user variable (external), or one the solver introduces — a slack
/// for an inequality, an error for a non-required constraint's violation, a dummy marking a
/// required equality. Ids are handed out in creation order, and every choice the solver makes
/// between symbols breaks ties by id, so the same constraints give the same solution every run.
struct Symbol: Hashable, Comparable {
    enum Kind { case external, slack, error, dummy }

    let id: Int
    let kind: Kind

    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }

    // Ids are unique, so they alone are the identity; hashed with one multiply (Fibonacci
    // hashing) instead of SipHash, which dominated the solver's time in dictionary lookups.
    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func _rawHashValue(seed: Int) -> Int { (id &* -7_046_029_254_386_353_131) ^ seed }
    /// Whether the simplex may pivot on it (dummies only mark required equalities).
    var isPivotable: Bool { kind == .slack || kind == .error }
}

/// One row of the tableau: `basic = constant + Σ coefficient · symbol`.
struct Row {
    var constant: Double
    var cells: [Symbol: Double] = [:]

    /// Coefficients smaller than this are zero (Kiwi's epsilon).
    static let epsilon = 1.0e-8

    init(constant: Double = 0) { self.constant = constant }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient · symbol`, dropping the cell when it cancels out.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if abs(sum) < Self.epsilon { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `coefficient · row`.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, c) in row.cells { insert(symbol, c * coefficient) }
    }

    mutating func negate() {
        constant = -constant
        cells = cells.mapValues { -$0 }
    }

    /// Rewrites `0 = constant + … + c·symbol + …` as `symbol = …` (the row's basic variable was
    /// moved into it as −1 beforehand by the callers).
    mutating func solve(for symbol: Symbol) {
        let c = -1 / cells.removeValue(forKey: symbol)!
        constant *= c
        cells = cells.mapValues { $0 * c }
    }

    /// Rewrites `lhs = row` (lhs basic) as `rhs = …`, `lhs` moving into the row.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s expression.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if let c = cells.removeValue(forKey: symbol) { insert(row, c) }
    }
}
