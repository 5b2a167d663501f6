import Foundation

/// Estimates a finger's velocity from its recent positions: a least-squares quadratic fitted to
/// the samples of the last 100 ms (at most 20), stopping at a 40 ms gap, which means the finger
/// had stopped. Its slope at the newest sample is the velocity. This is the approach of Flutter's
/// and Android's trackers: one jittery sample barely moves it.
nonisolated public struct VelocityTracker: Sendable {
    /// Samples older than this (seconds before the newest) are ignored.
    public static let horizon: TimeInterval = 0.1
    /// A pause this long between samples means the finger stopped.
    public static let stopGap: TimeInterval = 0.04
    public static let maxSamples = 20

    private var times = [TimeInterval](repeating: 0, count: maxSamples)
    private var xs = [CGFloat](repeating: 0, count: maxSamples)
    private var ys = [CGFloat](repeating: 0, count: maxSamples)
    private var newest = -1
    private var count = 0

    public init() {}

    public mutating func reset() { count = 0; newest = -1 }

    public mutating func add(_ p: CGPoint, at t: TimeInterval) {
        guard p.x.isFinite, p.y.isFinite, t.isFinite else { return }
        newest = (newest + 1) % Self.maxSamples
        times[newest] = t; xs[newest] = p.x; ys[newest] = p.y
        count = min(count + 1, Self.maxSamples)
    }

    /// Points per second.
    public func velocity() -> CGPoint {
        guard count >= 2 else { return .zero }
        let t0 = times[newest]
        // Walk back from the newest sample while samples are recent and close together.
        var used = 1
        var previous = t0
        while used < count {
            let i = (newest - used + Self.maxSamples) % Self.maxSamples
            let t = times[i]
            if t0 - t > Self.horizon || previous - t > Self.stopGap || t > previous { break }
            previous = t
            used += 1
        }
        guard used >= 2 else { return .zero }
        return CGPoint(x: slope(values: xs, used: used, t0: t0), y: slope(values: ys, used: used, t0: t0))
    }

    /// d/dt at t0 of the least-squares polynomial (quadratic with 3+ samples, else a line).
    private func slope(values: [CGFloat], used: Int, t0: TimeInterval) -> CGFloat {
        // Sums for the normal equations in u = t − t0.
        var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0, y0 = 0.0, y1 = 0.0, y2 = 0.0
        for k in 0..<used {
            let i = (newest - k + Self.maxSamples) % Self.maxSamples
            let u = times[i] - t0, y = Double(values[i])
            s0 += 1; s1 += u; s2 += u * u; s3 += u * u * u; s4 += u * u * u * u
            y0 += y; y1 += y * u; y2 += y * u * u
        }
        if used >= 3 {
            // Solve [s0 s1 s2; s1 s2 s3; s2 s3 s4] · [a b c] = [y0 y1 y2] for b (Cramer's rule).
            let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
            if abs(det) > 1e-18 {
                let detB = s0 * (y1 * s4 - s3 * y2) - y0 * (s1 * s4 - s3 * s2) + s2 * (s1 * y2 - y1 * s2)
                let b = detB / det
                if b.isFinite { return CGFloat(b) }
            }
        }
        let den = s0 * s2 - s1 * s1
        guard abs(den) > 1e-18 else { return 0 }
        let b = (s0 * y1 - s1 * y0) / den
        return b.isFinite ? CGFloat(b) : 0
    }
}
