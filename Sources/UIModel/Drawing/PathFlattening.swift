import Foundation

/// A subpath flattened to straight segments.
nonisolated public struct FlatSubpath: Equatable, Sendable {
    public var points: [CGPoint]
    public var isClosed: Bool

    public init(points: [CGPoint], isClosed: Bool) { self.points = points; self.isClosed = isClosed }

    /// The subpath's length, the closing segment included.
    public var length: CGFloat {
        guard points.count > 1 else { return 0 }
        var total: CGFloat = 0
        for i in 1..<points.count { total += hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y) }
        if isClosed, let f = points.first, let l = points.last { total += hypot(f.x - l.x, f.y - l.y) }
        return total
    }
}

nonisolated extension CGPath {
    /// Whether the path is one closed outline whose turns all go the same way (a convex
    /// shape), which a renderer can clip to exactly.
    var isConvex: Bool {
        let subs = flattened(tolerance: 0.05).filter { $0.points.count > 1 }
        guard subs.count == 1, var points = subs.first?.points, points.count >= 3 else { return false }
        if points.first == points.last { points.removeLast() }
        var sign: CGFloat = 0, turned: CGFloat = 0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count], c = points[(i + 2) % points.count]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            let dot = (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y)
            turned += atan2(cross, dot)
            guard abs(cross) > 1e-9 else { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        // One turn all the way round (a star drawn in one stroke turns twice).
        return sign != 0 && abs(turned) < 2 * .pi + 0.1
    }

    /// The path as polylines whose distance from the curves is at most `tolerance` (in the
    /// path's units). Lines are kept as they are.
    package func flattened(tolerance: CGFloat) -> [FlatSubpath] {
        let tol = max(tolerance, 1e-3)
        var result: [FlatSubpath] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(FlatSubpath(points: current, isClosed: closed)) }
            current = []
        }
        func segments(_ span: CGFloat) -> Int {
            // A Bézier's deviation from its chord shrinks with the square of the segment count.
            max(1, min(256, Int((span / tol).squareRoot().rounded(.up))))
        }
        for e in elements {
            switch e {
            case .moveToPoint(let p):
                finish(closed: false)
                start = p; current = [p]
            case .addLineToPoint(let p):
                if current.isEmpty { current = [start] }
                current.append(p)
            case .addQuadCurveToPoint(let p, let c):
                if current.isEmpty { current = [start] }
                let p0 = current[current.count - 1]
                let span = hypot(p0.x - 2 * c.x + p.x, p0.y - 2 * c.y + p.y) / 4
                let n = segments(span)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .addCurveToPoint(let p, let c1, let c2):
                if current.isEmpty { current = [start] }
                let p0 = current[current.count - 1]
                let d1 = hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y)
                let d2 = hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y)
                let n = segments(0.75 * max(d1, d2))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                // The closing segment is implied; a final point equal to the start is dropped.
                if current.count > 1, current[current.count - 1] == current[0] { current.removeLast() }
                let s = current.first ?? start
                finish(closed: true)
                start = s
            }
        }
        finish(closed: false)
        return result
    }
}

nonisolated extension Array where Element == FlatSubpath {
    /// The part of the polylines between fractions `start` and `end` of their total length
    /// (`CAShapeLayer.strokeStart` / `strokeEnd`); closed subpaths that are cut become open.
    package func trimmed(from start: CGFloat, to end: CGFloat) -> [FlatSubpath] {
        let s = Swift.max(0, Swift.min(1, start.isFinite ? start : 0)), e = Swift.max(0, Swift.min(1, end.isFinite ? end : 1))
        if s <= 0, e >= 1 { return self }
        guard e > s else { return [] }
        let total = reduce(0) { $0 + $1.length }
        guard total > 0 else { return [] }
        let from = s * total, to = e * total
        var out: [FlatSubpath] = []
        var offset: CGFloat = 0
        for sub in self {
            var pts = sub.points
            if sub.isClosed, let f = pts.first { pts.append(f) }
            var piece: [CGPoint] = []
            for i in 1..<Swift.max(pts.count, 1) {
                let a = pts[i - 1], b = pts[i]
                let len = hypot(b.x - a.x, b.y - a.y)
                let lo = Swift.max(from, offset), hi = Swift.min(to, offset + len)
                if hi > lo || (len == 0 && lo == hi && offset >= from && offset <= to) {
                    func at(_ d: CGFloat) -> CGPoint {
                        let t = len > 0 ? (d - offset) / len : 0
                        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    }
                    if piece.isEmpty { piece.append(at(lo)) }
                    piece.append(at(hi))
                }
                offset += len
            }
            if piece.count > 1 { out.append(FlatSubpath(points: piece, isClosed: false)) }
        }
        return out
    }
}
