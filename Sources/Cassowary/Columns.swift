/// For each symbol, the basic symbols of the tableau rows it appears in: substitution and the
/// ratio test visit those rows only. Kept as singly linked lists in one pool of nodes, not an
/// array per symbol: a screen's tableau has thousands of symbols, most in one or two rows, and
/// an array each was thousands of allocations to make and free.
struct Columns {
    private struct Node {
        var basic: Symbol
        var next: Int32
    }

    private static let none: Int32 = -1
    /// Each symbol's first node (by symbol id), and how many rows it is in.
    private var heads: [Int32] = [none]
    private var counts: [Int32] = [0]
    private var nodes: [Node] = []
    /// Nodes given back, linked through `next`.
    private var free = none

    /// Makes room for one more symbol id.
    mutating func appendSymbol() {
        heads.append(Self.none)
        counts.append(0)
    }

    func count(of symbol: Symbol) -> Int { Int(counts[symbol.index]) }

    mutating func insert(_ basic: Symbol, into symbol: Symbol) {
        let node: Int32
        if free != Self.none {
            node = free
            free = nodes[Int(node)].next
            nodes[Int(node)] = Node(basic: basic, next: heads[symbol.index])
        } else {
            node = Int32(nodes.count)
            nodes.append(Node(basic: basic, next: heads[symbol.index]))
        }
        heads[symbol.index] = node
        counts[symbol.index] += 1
    }

    mutating func remove(_ basic: Symbol, from symbol: Symbol) {
        var previous = Self.none, node = heads[symbol.index]
        while node != Self.none, nodes[Int(node)].basic != basic {
            previous = node
            node = nodes[Int(node)].next
        }
        guard node != Self.none else { return }
        let next = nodes[Int(node)].next
        if previous == Self.none { heads[symbol.index] = next } else { nodes[Int(previous)].next = next }
        nodes[Int(node)].next = free
        free = node
        counts[symbol.index] -= 1
    }

    /// The rows `symbol` is in (most recently added first).
    func rows(of symbol: Symbol) -> [Symbol] {
        var list: [Symbol] = []
        list.reserveCapacity(Int(counts[symbol.index]))
        forEachRow(of: symbol) { list.append($0) }
        return list
    }

    func forEachRow(of symbol: Symbol, _ body: (Symbol) -> Void) {
        var node = heads[symbol.index]
        while node != Self.none {
            body(nodes[Int(node)].basic)
            node = nodes[Int(node)].next
        }
    }

    /// Empties `symbol`'s column, calling `body` with each row it was in (most recently added
    /// first). `body` may insert into other columns: each node is given back before it runs.
    mutating func removeAll(of symbol: Symbol, _ body: (inout Columns, Symbol) -> Void) {
        var node = heads[symbol.index]
        heads[symbol.index] = Self.none
        counts[symbol.index] = 0
        while node != Self.none {
            let (basic, next) = (nodes[Int(node)].basic, nodes[Int(node)].next)
            nodes[Int(node)].next = free
            free = node
            body(&self, basic)
            node = next
        }
    }

    /// Empties `symbol`'s column, returning the rows it was in.
    mutating func removeAll(of symbol: Symbol) -> [Symbol] {
        let list = rows(of: symbol)
        var node = heads[symbol.index]
        while node != Self.none {
            let next = nodes[Int(node)].next
            nodes[Int(node)].next = free
            free = node
            node = next
        }
        heads[symbol.index] = Self.none
        counts[symbol.index] = 0
        return list
    }
}
