import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.freshRuntime) struct SpringTests {
    /// RK4 with tiny steps: the reference the closed form must match.
    func integrate(_ s: Spring, x0: CGFloat, v0: CGFloat, until t: CGFloat) -> (CGFloat, CGFloat) {
        var x = Double(x0), v = Double(v0)
        let k = Double(s.stiffness), c = Double(s.damping), m = Double(s.mass)
        let dt = 1e-5
        let steps = Int((Double(t) / dt).rounded())
        func acc(_ x: Double, _ v: Double) -> Double { (-k * x - c * v) / m }
        for _ in 0..<steps {
            let k1x = v, k1v = acc(x, v)
            let k2x = v + k1v * dt / 2, k2v = acc(x + k1x * dt / 2, v + k1v * dt / 2)
            let k3x = v + k2v * dt / 2, k3v = acc(x + k2x * dt / 2, v + k2v * dt / 2)
            let k4x = v + k3v * dt, k4v = acc(x + k3x * dt, v + k3v * dt)
            x += (k1x + 2 * k2x + 2 * k3x + k4x) * dt / 6
            v += (k1v + 2 * k2v + 2 * k3v + k4v) * dt / 6
        }
        return (CGFloat(x), CGFloat(v))
    }

    @Test(arguments: [(CGFloat(0.3), "under"), (1.0, "critical"), (2.5, "over")])
    func closedFormMatchesIntegration(dampingRatio: CGFloat, regime: String) {
        let s = Spring(mass: 1, stiffness: 200, damping: dampingRatio * 2 * 200.0.squareRoot())
        #expect(abs(s.dampingRatio - dampingRatio) < 1e-9)
        for t in [CGFloat(0.05), 0.2, 0.5, 1.0] {
            let exact = s.state(x0: -120, v0: 300, at: t)
            let numeric = integrate(s, x0: -120, v0: 300, until: t)
            #expect(abs(exact.x - numeric.0) < 1e-4, "\(regime) x at \(t)")
            #expect(abs(exact.v - numeric.1) < 1e-3, "\(regime) v at \(t)")
        }
    }

    /// An animation works out a spring's constants once and the time's decay and oscillation
    /// once per frame for all its components: the numbers must be `state`'s, bit for bit.
    @Test(arguments: [CGFloat(0.3), 1.0, 2.5])
    func aSharedPhaseGivesStatesNumbersExactly(dampingRatio: CGFloat) {
        let s = Spring(mass: 1, stiffness: 200, damping: dampingRatio * 2 * 200.0.squareRoot())
        let solver = Spring.Solver(s)
        for t in [CGFloat(-1), 0, 0.016, 0.3, 2, .infinity, .nan] {
            let phase = solver.phase(at: t)
            for (x0, v0) in [(CGFloat(-120), CGFloat(300)), (5, 0), (0, -40), (.nan, 1), (1, .infinity)] {
                let shared = phase.state(x0: x0, v0: v0), alone = s.state(x0: x0, v0: v0, at: t)
                #expect(shared.x.bitPattern == alone.x.bitPattern && shared.v.bitPattern == alone.v.bitPattern)
            }
        }
    }

    @Test func uikitDurationMapping() {
        let z: CGFloat = 0.5, d: CGFloat = 0.8
        let s = Spring(dampingRatio: z, duration: d)
        let omega = -log(0.001 * (1 - z * z).squareRoot() / z) / (z * d)
        #expect(abs(s.naturalFrequency - omega) < 1e-9)
        #expect(abs(s.dampingRatio - z) < 1e-9)
        // Critically damped: solved numerically so that 0.1 % of the distance is left at D.
        let c = Spring(dampingRatio: 1, duration: d)
        #expect(abs(abs(c.state(x0: 1, v0: 0, at: d).x) - 0.001) < 1e-5)
    }

    @Test func responseForm() {
        let s = Spring(dampingRatio: 1, response: 0.5)
        #expect(abs(s.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(s.damping - 4 * .pi / 0.5) < 1e-9)
    }

    @Test func popConversionAtKnownPoints() {
        // POP's defaults (speed 12, bounciness 4), worked through POP's published formulas by hand.
        let d = Spring(springSpeed: 12, springBounciness: 4)
        #expect(abs(d.stiffness - 342.1006) < 0.01)
        #expect(abs(d.damping - 30.487) < 0.01)
        // Speed 15, bounciness 6 (the pane demo's): tension 194 + (qcT − 30)/50·181.
        let p = Spring(springSpeed: 15, springBounciness: 6)
        let qcT: CGFloat = 0.5 + (15 / 1.7 / 20) * 199.5
        #expect(abs(p.stiffness - (194 + (qcT - 30) / 50 * 181)) < 1e-9)
        #expect(p.dampingRatio < 1)
    }

    @Test func badParametersGiveADefinedSpring() {
        let s = Spring(mass: 0, stiffness: -5, damping: .nan)
        #expect(s == Spring.caDefault)
        #expect(Spring(mass: .infinity, stiffness: 100, damping: 10).mass == 1)
        let st = s.state(x0: .nan, v0: 1, at: 1)
        #expect(st.x == 0 && st.v == 0)
        #expect(Spring(dampingRatio: .nan, duration: -1).stiffness.isFinite)
        #expect(Spring(springSpeed: .infinity, springBounciness: -3).stiffness.isFinite)
    }
}
