import Foundation

/// Contact between two convex polygons (Box2D's reference-face clipping): the normal points from
/// the first polygon to the second; each point carries how deep it is.
nonisolated struct CollisionManifold {
    var normal: CGPoint
    var points: [(point: CGPoint, depth: CGFloat)]
}

/// Convex outlines for collisions. Polygons are in y-down coordinates, in the order that makes
/// `(dy, -dx)` of each edge its outward normal; a segment is a polygon of two points.
enum CollisionGeometry {
    /// Segments an ellipse is approximated with.
    static let ellipseSegments = 16

    /// The item's outline relative to its center, unrotated.
    static func localOutline(of item: UIDynamicItem) -> [CGPoint] {
        let s = item.bounds.size
        let w = s.width / 2, h = s.height / 2
        switch item.collisionBoundsType {
        case .rectangle:
            return localOutlineOfBounds(w, h)
        case .ellipse:
            return (0..<ellipseSegments).map { i in
                let a = CGFloat(i) / CGFloat(ellipseSegments) * 2 * .pi
                return CGPoint(x: w * cos(a), y: h * sin(a))
            }
        case .path:
            let points = item.collisionBoundingPath.cgPath.flattened(tolerance: 0.5).first?.points ?? []
            return points.count >= 3 ? oriented(points) : localOutlineOfBounds(w, h)
        }
    }

    private static func localOutlineOfBounds(_ w: CGFloat, _ h: CGFloat) -> [CGPoint] {
        [CGPoint(x: -w, y: -h), CGPoint(x: w, y: -h), CGPoint(x: w, y: h), CGPoint(x: -w, y: h)]
    }

    /// The points in the orientation whose `(dy, -dx)` edge normals point outwards.
    static func oriented(_ p: [CGPoint]) -> [CGPoint] {
        var area: CGFloat = 0
        for i in 0..<p.count {
            let a = p[i], b = p[(i + 1) % p.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? p.reversed() : p
    }

    static func placed(_ local: [CGPoint], at center: CGPoint, angle: CGFloat) -> [CGPoint] {
        let c = cos(angle), s = sin(angle)
        return local.map { CGPoint(x: center.x + c * $0.x - s * $0.y, y: center.y + s * $0.x + c * $0.y) }
    }

    static func normals(_ p: [CGPoint]) -> [CGPoint] {
        (0..<p.count).map { i in
            let a = p[i], b = p[(i + 1) % p.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let l = max(hypot(dx, dy), 1e-12)
            return CGPoint(x: dy / l, y: -dx / l)
        }
    }

    private static func dot(_ a: CGPoint, _ b: CGPoint) -> CGFloat { a.x * b.x + a.y * b.y }
    private static func sub(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }

    /// The edge of `a` that separates it most from `b`, and that separation (negative: overlap).
    private static func maxSeparation(_ a: [CGPoint], _ na: [CGPoint], _ b: [CGPoint]) -> (edge: Int, separation: CGFloat) {
        var best = (edge: 0, separation: -CGFloat.greatestFiniteMagnitude)
        for i in 0..<a.count {
            var s = CGFloat.greatestFiniteMagnitude
            for v in b { s = min(s, dot(na[i], sub(v, a[i]))) }
            if s > best.separation { best = (i, s) }
        }
        return best
    }

    /// The contact between polygons `a` and `b`, nil when they are apart.
    static func collide(_ a: [CGPoint], _ b: [CGPoint]) -> CollisionManifold? {
        guard a.count >= 2, b.count >= 2 else { return nil }
        let na = normals(a), nb = normals(b)
        let sa = maxSeparation(a, na, b)
        guard sa.separation <= 0 else { return nil }
        let sb = maxSeparation(b, nb, a)
        guard sb.separation <= 0 else { return nil }
        // The reference face is the one of least overlap (a slight preference for `a` keeps the
        // choice stable between steps).
        let flip = sb.separation > sa.separation + 1e-3
        let (ref, nref, edge) = flip ? (b, nb, sb.edge) : (a, na, sa.edge)
        let inc = flip ? a : b, ninc = flip ? na : nb
        let n = nref[edge]
        // The incident edge: the one facing the reference normal most.
        var incEdge = 0, least = CGFloat.greatestFiniteMagnitude
        for i in 0..<inc.count where dot(ninc[i], n) < least { least = dot(ninc[i], n); incEdge = i }
        var clipped = [inc[incEdge], inc[(incEdge + 1) % inc.count]]
        let r1 = ref[edge], r2 = ref[(edge + 1) % ref.count]
        let tangent = { () -> CGPoint in
            let d = sub(r2, r1), l = max(hypot(d.x, d.y), 1e-12)
            return CGPoint(x: d.x / l, y: d.y / l)
        }()
        // Keep the part of the incident edge between the reference edge's side planes.
        clipped = clip(clipped, normal: CGPoint(x: -tangent.x, y: -tangent.y), offset: -dot(tangent, r1))
        guard clipped.count == 2 else { return nil }
        clipped = clip(clipped, normal: tangent, offset: dot(tangent, r2))
        guard clipped.count == 2 else { return nil }
        var points: [(CGPoint, CGFloat)] = []
        for p in clipped {
            let separation = dot(n, sub(p, r1))
            if separation <= 0 { points.append((p, -separation)) }
        }
        guard !points.isEmpty else { return nil }
        return CollisionManifold(normal: flip ? CGPoint(x: -n.x, y: -n.y) : n, points: points)
    }

    /// The part of segment `p` where dot(normal, x) ≤ offset.
    private static func clip(_ p: [CGPoint], normal: CGPoint, offset: CGFloat) -> [CGPoint] {
        let d0 = dot(normal, p[0]) - offset, d1 = dot(normal, p[1]) - offset
        var out: [CGPoint] = []
        if d0 <= 0 { out.append(p[0]) }
        if d1 <= 0 { out.append(p[1]) }
        if d0 * d1 < 0 {
            let t = d0 / (d0 - d1)
            out.append(CGPoint(x: p[0].x + t * (p[1].x - p[0].x), y: p[0].y + t * (p[1].y - p[0].y)))
        }
        return out
    }
}
