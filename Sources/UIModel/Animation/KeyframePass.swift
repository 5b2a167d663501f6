import Foundation

/// One forward pass of a keyframe animation: through `values` at their key times (fractions of
/// `duration`), each span paced by its timing function, by the calculation mode.
final class KeyframePass: LayerAnimation {
    nonisolated deinit {}
    let values: [AnimatableVector]
    /// One per value, from 0 to 1, never decreasing.
    let times: [CGFloat]
    /// One per span (nil: linear).
    let functions: [CubicBezierTimingCurve?]
    let overall: CubicBezierTimingCurve
    let duration: CFTimeInterval
    let mode: CAAnimationCalculationMode
    /// Per value: Kochanek–Bartels tension, continuity and bias (the cubic modes).
    let tension: [CGFloat], continuity: [CGFloat], bias: [CGFloat]

    init(key: AnimatableKey, values: [AnimatableVector], keyTimes: [CGFloat]?, functions: [CubicBezierTimingCurve?],
         overall: CubicBezierTimingCurve, duration: CFTimeInterval, mode: CAAnimationCalculationMode,
         tension: [CGFloat], continuity: [CGFloat], bias: [CGFloat]) {
        self.values = values
        self.duration = duration
        self.mode = mode
        self.overall = overall
        let n = values.count
        func padded(_ a: [CGFloat]) -> [CGFloat] { (0..<n).map { $0 < a.count && a[$0].isFinite ? a[$0] : 0 } }
        self.tension = padded(tension); self.continuity = padded(continuity); self.bias = padded(bias)
        if mode == .paced || mode == .cubicPaced {
            times = Self.pacedTimes(values)
            self.functions = []
        } else if let keyTimes {
            times = keyTimes
            self.functions = functions
        } else if mode == .discrete {
            times = (0..<n).map { CGFloat($0) / CGFloat(max(n, 1)) }
            self.functions = functions
        } else {
            times = (0..<n).map { n > 1 ? CGFloat($0) / CGFloat(n - 1) : 0 }
            self.functions = functions
        }
        super.init(key: key, from: values.first ?? AnimatableVector(count: key.componentCount),
                   to: values.last ?? AnimatableVector(count: key.componentCount), beginTime: 0)
    }

    /// Key times spread by the distance between successive values.
    static func pacedTimes(_ values: [AnimatableVector]) -> [CGFloat] {
        var lengths: [CGFloat] = [0]
        for i in values.indices.dropFirst() {
            var d: CGFloat = 0
            for c in 0..<values[i].count { let x = values[i][c] - values[i - 1][c]; d += x * x }
            lengths.append(lengths[i - 1] + d.squareRoot())
        }
        guard let total = lengths.last, total > 0 else {
            return values.indices.map { values.count > 1 ? CGFloat($0) / CGFloat(values.count - 1) : 0 }
        }
        return lengths.map { $0 / total }
    }

    override func value(at time: CFTimeInterval) -> AnimatableVector {
        guard let first = values.first else { return AnimatableVector(count: key.componentCount) }
        let raw = duration > 0 ? CGFloat(min(max(time / duration, 0), 1)) : 1
        let f = overall.progress(at: raw)
        if mode == .discrete {
            var shown = first
            for (i, t) in times.enumerated() where i < values.count && f >= t { shown = values[i] }
            return shown
        }
        guard values.count > 1 else { return first }
        // The span holding f: the last whose start is at or before it.
        var i = 0
        while i < values.count - 2, f >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var u = span > 0 ? min(max((f - times[i]) / span, 0), 1) : 1
        if i < functions.count, let curve = functions[i] { u = curve.progress(at: u) }
        if mode == .cubic || mode == .cubicPaced { return cubic(i, u) }
        return AnimatableVector.lerp(values[i], values[i + 1], u)
    }

    /// The Kochanek–Bartels spline between values i and i + 1 (Catmull–Rom with the defaults).
    private func cubic(_ i: Int, _ u: CGFloat) -> AnimatableVector {
        let p0 = values[max(i - 1, 0)], p1 = values[i], p2 = values[i + 1], p3 = values[min(i + 2, values.count - 1)]
        let (t1, c1, b1) = (tension[i], continuity[i], bias[i])
        let (t2, c2, b2) = (tension[i + 1], continuity[i + 1], bias[i + 1])
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        var r = AnimatableVector(count: p1.count)
        for c in 0..<p1.count {
            let out = (1 - t1) * (1 + b1) * (1 + c1) / 2 * (p1[c] - p0[c]) + (1 - t1) * (1 - b1) * (1 - c1) / 2 * (p2[c] - p1[c])
            let into = (1 - t2) * (1 + b2) * (1 - c2) / 2 * (p2[c] - p1[c]) + (1 - t2) * (1 - b2) * (1 + c2) / 2 * (p3[c] - p2[c])
            r[c] = h00 * p1[c] + h10 * out + h01 * p2[c] + h11 * into
        }
        return r
    }

    override func isFinished(at time: CFTimeInterval) -> Bool { time >= duration }
}

/// A point moved along a path at an even pace (its length shared evenly over the time), or the
/// angle of the path's direction there (`rotationMode`), for one forward pass.
final class PathPass: LayerAnimation {
    nonisolated deinit {}
    private let points: [CGPoint]
    /// Length from the start to each point; a move to a new subpath adds none.
    private let lengths: [CGFloat]
    let duration: CFTimeInterval
    let overall: CubicBezierTimingCurve
    /// Set for the turning pass: the angle added to the direction's (0, or π for reverse).
    let angleOffset: CGFloat?

    init(path: CGPath, key: AnimatableKey, base: AnimatableVector, duration: CFTimeInterval, overall: CubicBezierTimingCurve,
         angleOffset: CGFloat?) {
        var pts: [CGPoint] = [], lens: [CGFloat] = []
        for sub in path.flattened(tolerance: 0.1) where !sub.points.isEmpty {
            var subPoints = sub.points
            if sub.isClosed, let f = subPoints.first, subPoints.last != f { subPoints.append(f) }
            for (j, p) in subPoints.enumerated() {
                let step = j == 0 || pts.isEmpty ? 0 : hypot(p.x - pts[pts.count - 1].x, p.y - pts[pts.count - 1].y)
                lens.append((lens.last ?? 0) + step)
                pts.append(p)
            }
        }
        points = pts; lengths = lens
        self.duration = duration
        self.overall = overall
        self.angleOffset = angleOffset
        self.base = base
        super.init(key: key, from: base, to: base, beginTime: 0)
        from = value(at: 0)
        to = value(at: duration)
    }

    /// The property's value the pass sets parts of (a turning pass sets one component of it).
    private let base: AnimatableVector

    /// The point and direction at fraction `f` of the length.
    private func sample(_ f: CGFloat) -> (point: CGPoint, angle: CGFloat) {
        guard let total = lengths.last, points.count > 1, total > 0 else { return (points.first ?? .zero, 0) }
        let d = min(max(f, 0), 1) * total
        var i = 1
        while i < points.count - 1, lengths[i] < d { i += 1 }
        // Skip zero-length steps (a move between subpaths, a repeated point) for the direction.
        var j = i
        while j < points.count - 1, lengths[j] == lengths[j - 1] { j += 1 }
        let a = points[j - 1], b = points[j]
        let span = lengths[i] - lengths[i - 1]
        let u = span > 0 ? (d - lengths[i - 1]) / span : 1
        let p = CGPoint(x: points[i - 1].x + (points[i].x - points[i - 1].x) * u, y: points[i - 1].y + (points[i].y - points[i - 1].y) * u)
        return (p, atan2(b.y - a.y, b.x - a.x))
    }

    override func value(at time: CFTimeInterval) -> AnimatableVector {
        let raw = duration > 0 ? CGFloat(min(max(time / duration, 0), 1)) : 1
        let s = sample(overall.progress(at: raw))
        var v = base
        if let angleOffset {
            v[DecomposedTransform.rotation + 2] = s.angle + angleOffset
        } else {
            v[0] = s.point.x; v[1] = s.point.y
        }
        return v
    }

    override func isFinished(at time: CFTimeInterval) -> Bool { time >= duration }
}
