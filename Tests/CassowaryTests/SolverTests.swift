import Cassowary
import Testing

/// The textbook cases: strengths, inequalities, edits, stays, removal, unsatisfiable input.
struct SolverTests {
    private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    @Test func requiredEqualitiesSolveExactly() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(20)))
        try solver.addConstraint(Constraint(x + 2, .equal, y + 10))
        solver.updateVariables()
        #expect(near(x.value, 20) && near(y.value, 12))
    }

    @Test func theStrongerPreferenceWins() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(20), strength: .weak))
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(10), strength: .strong))
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(15), strength: .medium))
        solver.updateVariables()
        #expect(near(x.value, 10))
        // Many weak ones do not outweigh one strong one.
        for _ in 0..<50 { try solver.addConstraint(Constraint(Expression(x), .equal, Expression(30), strength: .weak)) }
        solver.updateVariables()
        #expect(near(x.value, 10))
    }

    @Test func inequalitiesBoundPreferences() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(Expression(x), .lessThanOrEqual, Expression(50)))
        try solver.addConstraint(Constraint(Expression(x), .greaterThanOrEqual, Expression(10)))
        let prefer = Constraint(Expression(x), .equal, Expression(100), strength: .strong)
        try solver.addConstraint(prefer)
        solver.updateVariables()
        #expect(near(x.value, 50))
        try solver.removeConstraint(prefer)
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(-5), strength: .strong))
        solver.updateVariables()
        #expect(near(x.value, 10))
    }

    /// The paper's example: a midpoint between two ends at least 10 apart inside 0...100,
    /// dragged by an edit variable.
    @Test func theMidpointExampleFollowsItsEdits() throws {
        let solver = Solver()
        let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
        try solver.addConstraint(Constraint(mid * 2, .equal, left + right))
        try solver.addConstraint(Constraint(left + 10, .lessThanOrEqual, Expression(right)))
        try solver.addConstraint(Constraint(Expression(right), .lessThanOrEqual, Expression(100)))
        try solver.addConstraint(Constraint(Expression(left), .greaterThanOrEqual, Expression(0)))
        try solver.addEditVariable(mid, strength: .strong)
        try solver.suggestValue(mid, 70)
        solver.updateVariables()
        #expect(near(mid.value, 70))
        #expect(near(left.value + right.value, 140) && right.value <= 100 + 1e-9 && right.value - left.value >= 10 - 1e-9)
        // Past what the required constraints allow, the edit stops at the limit.
        try solver.suggestValue(mid, 99)
        solver.updateVariables()
        #expect(near(mid.value, 95) && near(right.value, 100) && near(left.value, 90))
        try solver.suggestValue(mid, 20)
        solver.updateVariables()
        #expect(near(mid.value, 20))
        try solver.removeEditVariable(mid)
        #expect(!solver.hasEditVariable(mid))
    }

    @Test func staysKeepTheLastSolution() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(Constraint(a + b, .equal, Expression(100)))
        try solver.addStay(a)
        try solver.addStay(b)
        try solver.addEditVariable(a, strength: .strong)
        try solver.suggestValue(a, 30)
        solver.updateVariables()
        #expect(near(a.value, 30) && near(b.value, 70))
        // Without the edit, the stays hold both where they were.
        try solver.removeEditVariable(a)
        solver.updateVariables()
        #expect(near(a.value, 30) && near(b.value, 70))
        // A required constraint moves them; they then stay at the new solution.
        let floor = Constraint(Expression(b), .greaterThanOrEqual, Expression(80))
        try solver.addConstraint(floor)
        solver.updateVariables()
        #expect(near(a.value, 20) && near(b.value, 80))
        try solver.removeConstraint(floor)
        solver.updateVariables()
        #expect(near(a.value, 20) && near(b.value, 80))
    }

    @Test func anUnsatisfiableRequiredConstraintIsRefusedAndTheRestHolds() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(Expression(x), .greaterThanOrEqual, Expression(10)))
        try solver.addConstraint(Constraint(Expression(y), .equal, x + 5))
        let bad = Constraint(Expression(x), .lessThanOrEqual, Expression(5))
        #expect(throws: Solver.Error.unsatisfiableConstraint(bad)) { try solver.addConstraint(bad) }
        #expect(!solver.hasConstraint(bad))
        let contradiction = Constraint(Expression(y), .equal, x + 6)
        #expect(throws: Solver.Error.unsatisfiableConstraint(contradiction)) { try solver.addConstraint(contradiction) }
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(12), strength: .weak))
        solver.updateVariables()
        #expect(near(x.value, 12) && near(y.value, 17))
        #expect(solver.constraintCount == 3)
    }

    @Test func misuseIsAnError() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = Constraint(Expression(x), .equal, Expression(1))
        try solver.addConstraint(c)
        #expect(throws: Solver.Error.duplicateConstraint(c)) { try solver.addConstraint(c) }
        try solver.removeConstraint(c)
        #expect(throws: Solver.Error.unknownConstraint(c)) { try solver.removeConstraint(c) }
        #expect(throws: Solver.Error.unknownEditVariable(x)) { try solver.suggestValue(x, 3) }
        #expect(throws: Solver.Error.requiredEditStrength(x)) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: Solver.Error.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .weak) }
    }

    /// An under-constrained system has many optima; the solver picks the same one every time.
    @Test func theSameCallsGiveTheSameSolution() throws {
        func solve() throws -> [Double] {
            let solver = Solver()
            let vars = (0..<6).map { Variable("v\($0)") }
            for i in 0..<5 {
                try solver.addConstraint(Constraint(vars[i] + vars[i + 1], .equal, Expression(Double(10 * i))))
                try solver.addConstraint(Constraint(Expression(vars[i]), .greaterThanOrEqual, Expression(0)))
            }
            solver.updateVariables()
            return vars.map(\.value)
        }
        let first = try solve()
        for _ in 0..<5 { #expect(try solve() == first) }
    }

    /// Hugging and compression resistance in one row: growing past the target weighs one
    /// strength, shrinking below it the other.
    @Test func aTwoSidedEqualityWeighsEachSideByItsOwnStrength() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.addConstraint(Constraint(w - 50, equalToZeroAbove: .weak, below: .strong))
        solver.updateVariables()
        #expect(near(w.value, 50))
        // A medium pull to 80 beats the weak resistance to growing; one to 20 loses to the strong one below.
        let grow = Constraint(Expression(w), .equal, Expression(80), strength: .medium)
        try solver.addConstraint(grow)
        solver.updateVariables()
        #expect(near(w.value, 80))
        try solver.removeConstraint(grow)
        try solver.addConstraint(Constraint(Expression(w), .equal, Expression(20), strength: .medium))
        solver.updateVariables()
        #expect(near(w.value, 50))
    }

    /// A column of rows, each top at the previous bottom: added together, the chain of
    /// definitions stays out of the simplex and is worked out after it, with the same values.
    @Test func aBatchWorksOutAChainOfDefinitions() throws {
        let solver = Solver()
        let heights = (0..<50).map { Variable("h\($0)") }, tops = (0..<50).map { Variable("top\($0)") }
        var batch: [Constraint] = []
        for i in 0..<50 {
            batch.append(Constraint(heights[i] - Double(40 + i % 3), equalToZeroAbove: .weak, below: .strong))
            batch.append(Constraint(Expression(heights[i]), .greaterThanOrEqual, Expression(41)))
            batch.append(Constraint(Expression(tops[i]), .equal, i == 0 ? Expression(10) : tops[i - 1] + heights[i - 1]))
        }
        #expect(solver.addConstraints(batch).isEmpty)
        #expect(solver.constraintCount == 150 && batch.allSatisfy(solver.hasConstraint))
        solver.updateVariables()
        var y = 10.0
        for i in 0..<50 {
            #expect(near(tops[i].value, y))
            y += max(41, Double(40 + i % 3))
        }
        // A definition taken back into the tableau when a constraint mentions its variable;
        // a duplicate is refused, a removed definition forgotten.
        try solver.addConstraint(Constraint(Expression(tops[49]), .lessThanOrEqual, Expression(5000)))
        #expect(throws: Solver.Error.duplicateConstraint(batch[2])) { try solver.addConstraint(batch[2]) }
        try solver.removeConstraint(batch[5])
        #expect(!solver.hasConstraint(batch[5]) && solver.constraintCount == 150)
        // An unsatisfiable constraint in a batch is reported and left out; the rest holds.
        let x = Variable("x")
        let failures = solver.addConstraints([Constraint(Expression(x), .equal, Expression(5)),
                                              Constraint(Expression(x), .equal, Expression(6))])
        #expect(failures.count == 1)
        solver.updateVariables()
        #expect(near(x.value, 5) && near(tops[0].value, 10))
    }

    /// A variable keeps its symbol in the first solver that meets it; a second solver, or the
    /// first after a reset, finds it in its own table: each solves it on its own.
    @Test func aVariableSharedBySolversIsSolvedByEach() throws {
        let x = Variable("x"), y = Variable("y")
        let first = Solver(), second = Solver()
        try first.addConstraint(Constraint(Expression(x), .equal, Expression(10)))
        try second.addConstraint(Constraint(Expression(x), .equal, y + 3))
        try second.addConstraint(Constraint(Expression(y), .equal, Expression(4)))
        first.updateVariables()
        #expect(near(x.value, 10))
        second.updateVariables()
        #expect(near(x.value, 7) && near(y.value, 4))
        first.reset()
        try first.addConstraint(Constraint(x + y, .equal, Expression(1)))
        try first.addConstraint(Constraint(Expression(y), .equal, Expression(-2)))
        first.updateVariables()
        #expect(near(x.value, 3) && near(y.value, -2))
    }
}
