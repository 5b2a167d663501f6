/// Required equalities kept out of the tableau. In a batch of constraints, a variable that only
/// one of them mentions, a required equality, is always satisfiable by that variable alone: the
/// equality defines it (a column singleton, in linear-programming presolve terms) and need not
/// be in the simplex; taking it out can leave another variable mentioned once, and so on. Auto
/// Layout is full of them — a column of rows, each one's top at the previous one's bottom, is a
/// chain of definitions — and in the tableau such a chain costs the square of its length (each
/// row's position a sum over every row above it). Defined variables are worked out after each
/// solve, in an order where each definition reads only solved or already-worked-out variables.
struct Definitions {
    private struct Definition {
        let variable: Variable
        let constraint: Constraint
        let coefficient: Double
    }

    /// In the order they are worked out (nil: taken back into the tableau, or removed).
    private var list: [Definition?] = []
    private var byVariable: [Variable: Int] = [:]
    private var byConstraint: [Constraint: Int] = [:]

    var count: Int { byConstraint.count }
    func contains(_ constraint: Constraint) -> Bool { byConstraint[constraint] != nil }
    func defines(_ variable: Variable) -> Bool { byVariable[variable] != nil }

    /// Forgets `variable`'s definition, returning the constraint that made it.
    mutating func take(_ variable: Variable) -> Constraint? {
        guard let i = byVariable.removeValue(forKey: variable), let d = list[i] else { return nil }
        byConstraint[d.constraint] = nil
        list[i] = nil
        return d.constraint
    }

    /// Forgets the definition `constraint` made (its variable keeps its last value).
    mutating func remove(_ constraint: Constraint) -> Bool {
        guard let i = byConstraint[constraint], let d = list[i] else { return false }
        return take(d.variable) != nil
    }

    /// Takes the definitions out of `batch` (variables `isKnown` to the solver are never
    /// defined: the tableau has them): true at the indices taken; and the orphans, variables
    /// only the taken constraints mention without defining them (the tableau would hold them
    /// at zero, as any variable no constraint fixes).
    mutating func peel(_ batch: [Constraint], isKnown: (Variable) -> Bool) -> (taken: [Bool], orphans: [Variable]) {
        // Each unknown variable gets a slot (its `scratch`, cleared after): how many constraints
        // not yet taken mention it, and the sum of their indices — the one index when one is left.
        var order: [Variable] = [], count: [Int] = [], users: [Int] = []
        defer { for v in order { v.scratch = -1 } }
        for (i, c) in batch.enumerated() {
            for t in c.expression.terms where t.variable.scratch >= 0 || !isKnown(t.variable) {
                if t.variable.scratch < 0 {
                    t.variable.scratch = order.count
                    order.append(t.variable)
                    count.append(0)
                    users.append(0)
                }
                count[t.variable.scratch] += 1
                users[t.variable.scratch] += i
            }
        }
        var taken = [Bool](repeating: false, count: batch.count)
        var peeled: [Definition] = []
        var queue = order.filter { count[$0.scratch] == 1 }
        var next = 0
        while next < queue.count {
            let v = queue[next]
            next += 1
            guard count[v.scratch] == 1 else { continue }
            let i = users[v.scratch]
            let c = batch[i]
            guard c.relation == .equal, c.strength.isRequired, byConstraint[c] == nil,
                  let term = c.expression.terms.first(where: { $0.variable === v }), abs(term.coefficient) >= Row.epsilon
            else { continue }
            taken[i] = true
            count[v.scratch] = 0
            peeled.append(Definition(variable: v, constraint: c, coefficient: term.coefficient))
            for t in c.expression.terms where t.variable !== v && t.variable.scratch >= 0 {
                count[t.variable.scratch] -= 1
                users[t.variable.scratch] -= i
                if count[t.variable.scratch] == 1 { queue.append(t.variable) }
            }
        }
        // Each definition reads variables that are solved or defined after it: work them out backwards.
        for d in peeled.reversed() {
            byVariable[d.variable] = list.count
            byConstraint[d.constraint] = list.count
            list.append(d)
        }
        if list.count > 2 * byConstraint.count + 64 { compact() }
        return (taken, order.filter { count[$0.scratch] == 0 && byVariable[$0] == nil })
    }

    /// Works out every defined variable from the current values.
    func evaluate() {
        for case let d? in list {
            var rest = d.constraint.expression.constant
            for t in d.constraint.expression.terms where t.variable !== d.variable { rest += t.coefficient * t.variable.value }
            d.variable.value = -rest / d.coefficient
        }
    }

    private mutating func compact() {
        let kept = list.compactMap { $0 }
        list = kept
        byVariable = [:]
        byConstraint = [:]
        for (i, d) in kept.enumerated() {
            byVariable[d.variable] = i
            byConstraint[d.constraint] = i
        }
    }
}
