import Cassowary
import Testing

/// Random satisfiable systems: every required constraint holds in the solution, the weighted
/// violation of the others is the optimum (brute force over the vertices of small systems), and
/// a solver that got there incrementally — constraints removed, edits moved — agrees with one
/// that solved the final system from scratch.
struct SolverPropertyTests {
    /// SplitMix64: a small seeded generator, so every case can be replayed from its seed.
    struct Random: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// `Σ aᵢ·xᵢ relation b` with its strength, as plain numbers for the brute force.
    struct Spec {
        var a: [Double]
        var b: Double
        var relation: Constraint.Relation
        var strength: Strength

        func constraint(_ vars: [Variable]) -> Constraint {
            Constraint(Expression(zip(a, vars).map { Term($1, $0) }, constant: -b), relation, strength: strength)
        }

        /// How far `x` is from satisfying it.
        func violation(_ x: [Double]) -> Double {
            let e = zip(a, x).map(*).reduce(0, +) - b
            switch relation {
            case .equal: return abs(e)
            case .lessThanOrEqual: return max(0, e)
            case .greaterThanOrEqual: return max(0, -e)
            }
        }
    }

    static let strengths: [Strength] = [.weak, .medium, .strong, Strength(strong: 0, medium: 2, weak: 5)]

    /// A system over `n` variables: a required box 0...100, required inequalities that a random
    /// point satisfies, and preferences (equalities and inequalities) of random strengths.
    static func system(n: Int, required: Int, preferences: Int, rng: inout Random) -> [Spec] {
        let point = (0..<n).map { _ in Double(Int.random(in: 5...95, using: &rng)) }
        var specs: [Spec] = []
        for i in 0..<n {
            var unit = [Double](repeating: 0, count: n)
            unit[i] = 1
            specs.append(Spec(a: unit, b: 0, relation: .greaterThanOrEqual, strength: .required))
            specs.append(Spec(a: unit, b: 100, relation: .lessThanOrEqual, strength: .required))
        }
        func coefficients() -> [Double] { (0..<n).map { _ in Double(Int.random(in: -3...3, using: &rng)) } }
        for _ in 0..<required {
            let a = coefficients()
            let atPoint = zip(a, point).map(*).reduce(0, +)
            let slack = Double(Int.random(in: 0...20, using: &rng))
            specs.append(Bool.random(using: &rng)
                ? Spec(a: a, b: atPoint + slack, relation: .lessThanOrEqual, strength: .required)
                : Spec(a: a, b: atPoint - slack, relation: .greaterThanOrEqual, strength: .required))
        }
        for _ in 0..<preferences {
            let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            specs.append(Spec(a: coefficients(), b: Double(Int.random(in: -50...150, using: &rng)), relation: relation,
                              strength: strengths.randomElement(using: &rng)!))
        }
        return specs
    }

    static func cost(_ specs: [Spec], _ x: [Double]) -> Double {
        specs.filter { !$0.strength.isRequired }.map { $0.strength.weight * $0.violation(x) }.reduce(0, +)
    }

    /// The least cost over the vertices of the two-variable arrangement (every pair of the
    /// constraints' lines) that satisfy the required constraints: the optimum of a convex
    /// piecewise-linear cost over a bounded polygon is at one of them.
    static func bruteForce(_ specs: [Spec]) -> Double {
        var best = Double.infinity
        for i in specs.indices {
            for j in specs.indices where j > i {
                let (p, q) = (specs[i], specs[j])
                let det = p.a[0] * q.a[1] - p.a[1] * q.a[0]
                guard abs(det) > 1e-12 else { continue }
                let x = [(p.b * q.a[1] - p.a[1] * q.b) / det, (p.a[0] * q.b - p.b * q.a[0]) / det]
                guard specs.allSatisfy({ !$0.strength.isRequired || $0.violation(x) < 1e-7 }) else { continue }
                best = min(best, cost(specs, x))
            }
        }
        return best
    }

    @Test(arguments: 0..<200)
    func smallSystemsReachTheBruteForceOptimum(seed: Int) throws {
        var rng = Random(state: UInt64(seed))
        let specs = Self.system(n: 2, required: Int.random(in: 0...4, using: &rng), preferences: Int.random(in: 1...5, using: &rng),
                                rng: &rng)
        let vars = [Variable("x"), Variable("y")]
        let solver = Solver()
        for spec in specs { try solver.addConstraint(spec.constraint(vars)) }
        solver.updateVariables()
        let x = vars.map(\.value)
        for spec in specs where spec.strength.isRequired { #expect(spec.violation(x) < 1e-6, "seed \(seed): \(spec)") }
        let optimum = Self.bruteForce(specs)
        #expect(abs(Self.cost(specs, x) - optimum) <= 1e-6 * max(1, optimum), "seed \(seed): \(Self.cost(specs, x)) vs \(optimum)")
    }

    @Test(arguments: 0..<60)
    func incrementalChangesAgreeWithASolveFromScratch(seed: Int) throws {
        var rng = Random(state: UInt64(1000 + seed))
        let n = 8
        let specs = Self.system(n: n, required: 10, preferences: 14, rng: &rng)
        let vars = (0..<n).map { Variable("x\($0)") }
        let solver = Solver()
        var added: [(Spec, Constraint)] = []
        for spec in specs {
            let c = spec.constraint(vars)
            try solver.addConstraint(c)
            added.append((spec, c))
        }
        // Edit one variable about, then drop a third of the preferences and the first random
        // required constraint (the box comes first: 2n constraints).
        try solver.addEditVariable(vars[0], strength: .medium)
        for value in [10.0, 90, 40] { try solver.suggestValue(vars[0], value) }
        try solver.removeEditVariable(vars[0])
        for i in added.indices.reversed() where i == 2 * n || (i >= 2 * n + 10 && i % 3 == 0) {
            try solver.removeConstraint(added[i].1)
            added.remove(at: i)
        }
        solver.updateVariables()
        let incremental = vars.map(\.value)
        let remaining = added.map(\.0)
        for spec in remaining where spec.strength.isRequired { #expect(spec.violation(incremental) < 1e-6, "seed \(seed)") }

        let fresh = Solver()
        let freshVars = (0..<n).map { Variable("y\($0)") }
        for spec in remaining { try fresh.addConstraint(spec.constraint(freshVars)) }
        fresh.updateVariables()
        let a = Self.cost(remaining, incremental), b = Self.cost(remaining, freshVars.map(\.value))
        #expect(abs(a - b) <= 1e-6 * max(1, b), "seed \(seed): incremental \(a), from scratch \(b)")
    }

    /// A system whose last variables are defined by required equalities over the ones before
    /// them (as a column of views is: each top at the previous bottom), for the batch presolve.
    static func chained(n: Int, defined: Int, rng: inout Random) -> [Spec] {
        var specs = system(n: n, required: 4, preferences: 6, rng: &rng).map { spec in
            var s = spec
            s.a += [Double](repeating: 0, count: defined)
            return s
        }
        for d in 0..<defined {
            // x[n+d] = x[k] + x[k'] + c, over earlier variables (defined ones included).
            var a = [Double](repeating: 0, count: n + defined)
            a[n + d] = 1
            a[Int.random(in: 0..<(n + d), using: &rng)] -= 1
            a[Int.random(in: 0..<(n + d), using: &rng)] -= 1
            specs.append(Spec(a: a, b: Double(Int.random(in: -20...20, using: &rng)), relation: .equal, strength: .required))
        }
        return specs
    }

    @Test(arguments: 0..<60)
    func aBatchAgreesWithOneByOneAndKeepsAgreeingAfterChanges(seed: Int) throws {
        var rng = Random(state: UInt64(5000 + seed))
        let (n, defined) = (5, 6)
        let specs = Self.chained(n: n, defined: defined, rng: &rng)
        let batchVars = (0..<(n + defined)).map { Variable("b\($0)") }
        let batch = Solver()
        let constraints = specs.map { $0.constraint(batchVars) }
        #expect(batch.addConstraints(constraints).isEmpty, "seed \(seed)")
        #expect(batch.constraintCount == specs.count && constraints.allSatisfy(batch.hasConstraint))
        batch.updateVariables()
        let single = Solver()
        let singleVars = (0..<(n + defined)).map { Variable("s\($0)") }
        for spec in specs { try single.addConstraint(spec.constraint(singleVars)) }
        single.updateVariables()
        func check(_ specs: [Spec], _ solved: [Double], against other: [Double], _ stage: String) {
            for spec in specs where spec.strength.isRequired { #expect(spec.violation(solved) < 1e-6, "seed \(seed) \(stage): \(spec)") }
            let (a, b) = (Self.cost(specs, solved), Self.cost(specs, other))
            #expect(abs(a - b) <= 1e-6 * max(1, b), "seed \(seed) \(stage): \(a) vs \(b)")
        }
        check(specs, batchVars.map(\.value), against: singleVars.map(\.value), "batch")

        // A preference on the last defined variable takes its definitions back into the tableau;
        // an edit moves a defined variable; a definition is removed.
        var changed = specs
        var extra = [Double](repeating: 0, count: n + defined)
        extra[n + defined - 1] = 1
        let preference = Spec(a: extra, b: 60, relation: .equal, strength: .strong)
        changed.append(preference)
        try batch.addConstraint(preference.constraint(batchVars))
        try batch.addEditVariable(batchVars[n], strength: .weak)
        try batch.suggestValue(batchVars[n], 30)
        try batch.removeEditVariable(batchVars[n])
        try batch.removeConstraint(constraints[specs.count - 2])
        changed.remove(at: specs.count - 2)
        batch.updateVariables()
        let fresh = Solver()
        let freshVars = (0..<(n + defined)).map { Variable("f\($0)") }
        #expect(fresh.addConstraints(changed.map { $0.constraint(freshVars) }).isEmpty)
        fresh.updateVariables()
        check(changed, batchVars.map(\.value), against: freshVars.map(\.value), "after changes")
    }
}
