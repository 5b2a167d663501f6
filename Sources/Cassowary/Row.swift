/// A symbol of the tableau: a user variable (external), or one the solver introduces — a slack
/// for an inequality, an error for a non-required constraint's violation, a dummy marking a
/// required equality. Its id is its index in the tableau's arrays; every choice the solver makes
/// between symbols breaks ties by id, so the same calls give the same solution every run.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 { case external, slack, error, dummy }

    let id: Int32
    let kind: Kind

    var index: Int { Int(id) }
    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    /// Whether the simplex may pivot on it (dummies only mark required equalities).
    var isPivotable: Bool { kind == .slack || kind == .error }
}

/// One row of the tableau: `basic = constant + Σ coefficient · symbol`, its cells sorted by
/// symbol id (rows are short, so a sorted array beats a hash table: merges are linear, lookups
/// a binary search, and nothing is hashed).
struct Row {
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    private(set) var cells: [Cell] = []

    /// Coefficients smaller than this are zero (Kiwi's epsilon).
    static let epsilon = 1.0e-8
    /// Up to this many cells are added to a row one by one in place; more are merged into a new
    /// array (a binary-search insertion shifts the row each time; a merge copies it once).
    static let cellsAddedInPlace = 4

    init(constant: Double = 0, capacity: Int = 0) {
        self.constant = constant
        cells.reserveCapacity(capacity)
    }

    var isEmpty: Bool { cells.isEmpty }

    /// Where `symbol`'s cell is, or would be inserted.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            let id = cells[mid].symbol.id
            if id == symbol.id { return (mid, true) }
            if id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (i, found) = position(of: symbol)
        return found ? cells[i].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the cell when it cancels out.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (i, found) = position(of: symbol)
        if found {
            let sum = cells[i].coefficient + coefficient
            if abs(sum) < Self.epsilon { removeCell(at: i) } else { cells[i].coefficient = sum }
        } else if abs(coefficient) >= Self.epsilon {
            insertCell(Cell(symbol: symbol, coefficient: coefficient), at: i)
        }
    }

    /// Puts a cell at `i`, shifting the ones after it (`Array.insert(_:at:)` goes through the
    /// generic `replaceSubrange`, which was high in the profile of building a tableau).
    private mutating func insertCell(_ cell: Cell, at i: Int) {
        cells.append(cell)
        cells.withUnsafeMutableBufferPointer { b in
            var j = b.count - 1
            while j > i { b[j] = b[j - 1]; j -= 1 }
            b[i] = cell
        }
    }

    /// Takes out the cell at `i`, shifting the ones after it back.
    @discardableResult
    private mutating func removeCell(at i: Int) -> Cell {
        let cell = cells.withUnsafeMutableBufferPointer { b in
            let cell = b[i]
            for j in i..<(b.count - 1) { b[j] = b[j + 1] }
            return cell
        }
        cells.removeLast()
        return cell
    }

    /// Removes `symbol`'s cell, returning its coefficient.
    mutating func remove(_ symbol: Symbol) -> Double? {
        let (i, found) = position(of: symbol)
        return found ? removeCell(at: i).coefficient : nil
    }

    /// Adds `k · row`, merging the two sorted rows. The symbols that came in and the ones that
    /// cancelled out are told to `changes`.
    mutating func add<Changes: RowChanges>(_ row: Row, times k: Double, changes: inout Changes) {
        constant += row.constant * k
        guard !row.cells.isEmpty else { return }
        if row.cells.count <= Self.cellsAddedInPlace {
            // A few cells: each found or inserted in place, with no new array.
            for cell in row.cells {
                let c = cell.coefficient * k
                let (i, found) = position(of: cell.symbol)
                if found {
                    let sum = cells[i].coefficient + c
                    if abs(sum) < Self.epsilon { removeCell(at: i); changes.vanished(cell.symbol) } else { cells[i].coefficient = sum }
                } else if abs(c) >= Self.epsilon {
                    insertCell(Cell(symbol: cell.symbol, coefficient: c), at: i)
                    changes.appeared(cell.symbol)
                }
            }
            return
        }
        let a = cells, b = row.cells
        var merged: [Cell] = []
        merged.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count, j < b.count {
            let x = a[i], y = b[j]
            if x.symbol.id < y.symbol.id {
                merged.append(x); i += 1
            } else if y.symbol.id < x.symbol.id {
                let c = y.coefficient * k
                if abs(c) >= Self.epsilon { merged.append(Cell(symbol: y.symbol, coefficient: c)); changes.appeared(y.symbol) }
                j += 1
            } else {
                let sum = x.coefficient + y.coefficient * k
                if abs(sum) < Self.epsilon { changes.vanished(x.symbol) } else { merged.append(Cell(symbol: x.symbol, coefficient: sum)) }
                i += 1; j += 1
            }
        }
        if i < a.count { merged += a[i...] }
        while j < b.count {
            let c = b[j].coefficient * k
            if abs(c) >= Self.epsilon { merged.append(Cell(symbol: b[j].symbol, coefficient: c)); changes.appeared(b[j].symbol) }
            j += 1
        }
        cells = merged
    }

    /// Adds `k · row` when nobody needs to know which symbols came and went.
    mutating func add(_ row: Row, times k: Double) {
        var ignored = UntrackedChanges()
        add(row, times: k, changes: &ignored)
    }

    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `0 = constant + … + c·symbol + …` as `symbol = …` (the row's basic variable was
    /// moved into it as −1 beforehand by the callers).
    mutating func solve(for symbol: Symbol) {
        let c = -1 / remove(symbol)!
        constant *= c
        for i in cells.indices { cells[i].coefficient *= c }
    }

    /// Rewrites `lhs = row` (lhs basic) as `rhs = …`, `lhs` moving into the row.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s expression.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if let c = remove(symbol) { add(row, times: c) }
    }
}

/// What `Row.add` tells about the symbols a row gains and loses (specialised away when ignored).
protocol RowChanges {
    mutating func appeared(_ symbol: Symbol)
    mutating func vanished(_ symbol: Symbol)
}

/// The symbols a row gained and lost, listed.
struct SymbolChanges: RowChanges {
    private(set) var appeared: [Symbol] = []
    private(set) var vanished: [Symbol] = []
    mutating func appeared(_ symbol: Symbol) { appeared.append(symbol) }
    mutating func vanished(_ symbol: Symbol) { vanished.append(symbol) }
    mutating func removeAll() {
        appeared.removeAll(keepingCapacity: true)
        vanished.removeAll(keepingCapacity: true)
    }
}

private struct UntrackedChanges: RowChanges {
    /// Unused. A value of an empty type has no address of its own, and ThreadSanitizer faults
    /// on the exclusive access to one passed `inout`; one byte gives it a real one.
    private var unused = false

    func appeared(_ symbol: Symbol) {}
    func vanished(_ symbol: Symbol) {}
}
