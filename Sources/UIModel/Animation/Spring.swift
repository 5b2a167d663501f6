import Foundation

/// A damped harmonic oscillator (mass, stiffness, damping), solved in closed form, so the state at
/// any time is exact whatever the frame rate. Every spring API (UIKit's duration + damping ratio,
/// `UISpringTimingParameters`, `CASpringAnimation`, response + damping ratio, POP's speed and
/// bounciness) comes down to one of these.
nonisolated public struct Spring: Equatable, Sendable {
    public var mass: CGFloat
    public var stiffness: CGFloat
    public var damping: CGFloat

    /// Core Animation's `CASpringAnimation` defaults.
    public static let caDefault = Spring(mass: 1, stiffness: 100, damping: 10)

    /// Parameters that are not finite or not positive (mass, stiffness) or negative (damping) are
    /// replaced by `caDefault`'s, so bad input gives a defined, settling spring.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat) {
        self.mass = mass.isFinite && mass > 0 ? mass : Self.caDefaultValue.mass
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : Self.caDefaultValue.stiffness
        self.damping = damping.isFinite && damping >= 0 ? damping : Self.caDefaultValue.damping
    }

    private static let caDefaultValue = (mass: CGFloat(1), stiffness: CGFloat(100), damping: CGFloat(10))

    /// SwiftUI-style: the period of the undamped oscillation (`response`, seconds) and the damping
    /// ratio. stiffness = (2π / response)² · m, damping = 4π · ζ · m / response.
    public init(dampingRatio: CGFloat, response: CGFloat, mass: CGFloat = 1) {
        let r = response.isFinite && response > 0 ? response : 0.5
        let z = dampingRatio.isFinite ? max(dampingRatio, 0) : 1
        self.init(mass: mass, stiffness: pow(2 * .pi / r, 2) * mass, damping: 4 * .pi * z * mass / r)
    }

    /// UIKit's `usingSpringWithDamping:` with a duration: the natural frequency is chosen so that
    /// the motion's envelope has decayed to `settleFraction` of the distance at `duration`
    /// (v0 = 0). For ζ < 1 that is ω = −ln(0.001·√(1−ζ²)/ζ) / (ζ·D); for ζ ≥ 1 it is solved
    /// numerically on the closed form.
    public init(dampingRatio: CGFloat, duration: CGFloat) {
        let d = duration.isFinite && duration > 0 ? duration : 0.5
        let z = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 10) : 1
        var omega: CGFloat
        if z < 1 {
            omega = -log(Self.settleFraction * (1 - z * z).squareRoot() / z) / (z * d)
        } else {
            // Bisection on ω for |x(D)| = settleFraction with x0 = 1, v0 = 0.
            var lo: CGFloat = 0.01, hi: CGFloat = 10_000
            for _ in 0..<100 {
                let mid = (lo + hi) / 2
                let x = Spring(mass: 1, stiffness: mid * mid, damping: 2 * z * mid).state(x0: 1, v0: 0, at: d).x
                if abs(x) > Self.settleFraction { lo = mid } else { hi = mid }
            }
            omega = (lo + hi) / 2
        }
        omega = max(omega, 0.01)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * z * omega)
    }

    /// Facebook POP's `springSpeed` and `springBounciness` (each 0…20; POP's defaults are 12
    /// and 4), through POP's published conversion to tension and friction.
    public init(springSpeed: CGFloat, springBounciness: CGFloat) {
        let s = springSpeed.isFinite ? min(max(springSpeed, 0), 20) : 12
        let b = springBounciness.isFinite ? min(max(springBounciness, 0), 20) : 4
        let bp = 0.8 * (b / 1.7) / 20
        let qcT = 0.5 + ((s / 1.7) / 20) * 199.5
        let noBounce = Self.popNoBounce(qcT)
        let qcF = noBounce + (0.01 - noBounce) * (2 * bp - bp * bp)
        let tension = 194 + (qcT - 30) / 50 * 181
        let friction = 25 + (qcF - 8) / 2 * 6
        self.init(mass: 1, stiffness: tension, damping: friction)
    }

    static func popNoBounce(_ x: CGFloat) -> CGFloat {
        if x <= 18 { return 0.0007 * pow(x, 3) - 0.031 * pow(x, 2) + 0.64 * x + 1.28 }
        if x <= 44 { return 0.000044 * pow(x, 3) - 0.006 * pow(x, 2) + 0.36 * x + 2 }
        return 0.00000045 * pow(x, 3) - 0.000332 * pow(x, 2) + 0.1078 * x + 5.84
    }

    /// UIKit's spring duration is the time by which the motion has decayed to this fraction.
    public static let settleFraction: CGFloat = 0.001

    /// Natural (undamped) angular frequency, √(k/m).
    public var naturalFrequency: CGFloat { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(k·m)).
    public var dampingRatio: CGFloat { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Displacement from the target and velocity at time `t` for a start at displacement `x0`
    /// with velocity `v0` (both in the same units per second).
    public func state(x0: CGFloat, v0: CGFloat, at t: CGFloat) -> (x: CGFloat, v: CGFloat) {
        phase(at: t).state(x0: x0, v0: v0)
    }

    /// The terms of the closed form at time `t` that do not depend on the start (the decay and
    /// the oscillation): worked out once, they serve every component of a value that started
    /// together (a position's x and y, a rectangle's four numbers).
    @inline(__always) func phase(at t: CGFloat) -> Phase { Solver(self).phase(at: t) }

    /// The spring's constants for the closed form (its regime, decay rates and damped
    /// frequency), worked out once for an animation that samples the spring every frame.
    nonisolated struct Solver {
        nonisolated enum Regime {
            case critical(w: CGFloat)
            case under(a: CGFloat, wd: CGFloat)
            case over(gm: CGFloat, gp: CGFloat)
        }
        let regime: Regime

        @inline(__always) init(_ spring: Spring) {
            let w = spring.naturalFrequency, z = spring.dampingRatio
            if abs(z - 1) < 1e-6 {
                regime = .critical(w: w)
            } else if z < 1 {
                regime = .under(a: z * w, wd: w * (1 - z * z).squareRoot())
            } else {
                let r = w * (z * z - 1).squareRoot()
                regime = .over(gm: -z * w - r, gp: -z * w + r)
            }
        }

        @inline(__always) func phase(at t: CGFloat) -> Phase {
            guard t.isFinite else { return Phase(kind: .none) }
            let t = max(t, 0)
            switch regime {
            case let .critical(w): return Phase(kind: .critical(w: w, t: t, e: exp(-w * t)))
            case let .under(a, wd): return Phase(kind: .under(a: a, wd: wd, e: exp(-a * t), cs: cos(wd * t), sn: sin(wd * t)))
            case let .over(gm, gp): return Phase(kind: .over(gm: gm, gp: gp, em: exp(gm * t), ep: exp(gp * t)))
            }
        }
    }

    nonisolated struct Phase {
        nonisolated enum Kind {
            /// A time that is not finite: every state is (0, 0).
            case none
            /// Critically damped: x = (x0 + (v0 + ω x0) t) e^(−ω t).
            case critical(w: CGFloat, t: CGFloat, e: CGFloat)
            /// Underdamped: x = e^(−ζω t) (x0 cos ω_d t + (ζω x0 + v0) / ω_d · sin ω_d t).
            case under(a: CGFloat, wd: CGFloat, e: CGFloat, cs: CGFloat, sn: CGFloat)
            /// Overdamped: x = A e^(γ₋ t) + B e^(γ₊ t).
            case over(gm: CGFloat, gp: CGFloat, em: CGFloat, ep: CGFloat)
        }
        let kind: Kind

        @inline(__always) func state(x0: CGFloat, v0: CGFloat) -> (x: CGFloat, v: CGFloat) {
            guard x0.isFinite, v0.isFinite else { return (0, 0) }
            switch kind {
            case .none:
                return (0, 0)
            case let .critical(w, t, e):
                let b = v0 + w * x0
                return ((x0 + b * t) * e, (b - w * (x0 + b * t)) * e)
            case let .under(a, wd, e, cs, sn):
                let c = (a * x0 + v0) / wd
                let x = e * (x0 * cs + c * sn)
                let v = e * (-a * (x0 * cs + c * sn) + (-x0 * wd * sn + c * wd * cs))
                return (x, v)
            case let .over(gm, gp, em, ep):
                let b = (gm * x0 - v0) / (gm - gp)
                let a = x0 - b
                return (a * em + b * ep, a * gm * em + b * gp * ep)
            }
        }
    }

    /// How long until displacement and velocity stay under the thresholds (for a start at `x0`,
    /// `v0`): an upper bound from the decay envelope, searched in 1 ms steps past it.
    public func settlingTime(x0: CGFloat, v0: CGFloat, displacement: CGFloat, velocity: CGFloat) -> CGFloat {
        guard x0.isFinite, v0.isFinite else { return 0 }
        var t: CGFloat = 0
        let step: CGFloat = 1.0 / 1000
        // The slowest decaying exponent bounds how long we may need to look.
        let w = naturalFrequency, z = dampingRatio
        let rate = z < 1 ? z * w : z * w - w * (z * z - 1).squareRoot()
        let horizon = rate > 0 ? min(60, 50 / rate) : 60
        var lastOutside: CGFloat = 0
        while t <= horizon {
            let s = state(x0: x0, v0: v0, at: t)
            if abs(s.x) > displacement || abs(s.v) > velocity { lastOutside = t }
            t += step * max(1, t / 2)
        }
        return lastOutside
    }
}
