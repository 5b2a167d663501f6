import Foundation

/// A cubic Bézier easing curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2),
/// as `CAMediaTimingFunction`: progress y for time fraction x, x solved by Newton's method with
/// a bisection fallback.
nonisolated public struct CubicBezierTimingCurve: Equatable, Sendable {
    public let x1: CGFloat, y1: CGFloat, x2: CGFloat, y2: CGFloat

    public init(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) {
        self.x1 = min(max(x1, 0), 1); self.y1 = y1; self.x2 = min(max(x2, 0), 1); self.y2 = y2
    }

    // Core Animation's named timing functions.
    public static let linear = CubicBezierTimingCurve(0, 0, 1, 1)
    public static let easeIn = CubicBezierTimingCurve(0.42, 0, 1, 1)
    public static let easeOut = CubicBezierTimingCurve(0, 0, 0.58, 1)
    /// UIKit's undocumented keyboard curve (animation curve 7), as commonly measured: fast out,
    /// a long settle.
    static let keyboard = CubicBezierTimingCurve(0.38, 0.7, 0.125, 1)
    public static let easeInOut = CubicBezierTimingCurve(0.42, 0, 0.58, 1)

    private func sample(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private func slope(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    private func parameter(forX x: CGFloat) -> CGFloat {
        var t = x
        for _ in 0..<8 {
            let err = sample(t, x1, x2) - x
            if abs(err) < 1e-7 { return t }
            let d = slope(t, x1, x2)
            if abs(d) < 1e-6 { break }
            t -= err / d
        }
        var lo: CGFloat = 0, hi: CGFloat = 1
        t = x
        for _ in 0..<50 {
            let v = sample(t, x1, x2)
            if abs(v - x) < 1e-7 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }

    /// Progress at time fraction `x` (0…1).
    public func progress(at x: CGFloat) -> CGFloat {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        return sample(parameter(forX: x), y1, y2)
    }

    /// Control points on the diagonal: progress equals time, exactly.
    var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// d(progress)/d(time fraction) at `x`.
    public func derivative(at x: CGFloat) -> CGFloat {
        if isLinear { return 1 }
        let t = parameter(forX: min(max(x, 0), 1))
        let dx = slope(t, x1, x2)
        return abs(dx) < 1e-9 ? 0 : slope(t, y1, y2) / dx
    }
}
