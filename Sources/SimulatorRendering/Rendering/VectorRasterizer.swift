import Foundation
import UIModel

/// CPU rasterisation of paths and gradients into straight-alpha ARGB pixels for a box of the
/// target: fills by exact horizontal coverage on four sub-scanlines per row, strokes by distance
/// to each segment (round joins; butt, round or square caps), gradients per pixel. Deterministic:
/// the same geometry gives the same bytes.
nonisolated struct VectorRasterizer {
    /// The pixel box being drawn: target pixels `x0 ..< x0 + w`, `y0 ..< y0 + h`.
    let x0: Int, y0: Int, w: Int, h: Int

    /// Sub-scanlines per pixel row for fills.
    static let subScanlines = 4

    /// Coverage (0...1) of polygons (target pixels) under the fill rule.
    func fillCoverage(_ polygons: [[CGPoint]], evenOdd: Bool) -> [Float] {
        var coverage = [Float](repeating: 0, count: w * h)
        coverage.withUnsafeMutableBufferPointer { all in
            forEachCoverageRow(polygons, evenOdd: evenOdd) { row, line in
                (all.baseAddress! + row * w).update(from: line.baseAddress!, count: w)
            }
        }
        return coverage
    }

    /// Calls `body` with each row of the polygons' coverage (`fillCoverage`'s, one row of `w`
    /// values at a time in a buffer reused from row to row).
    func forEachCoverageRow(_ polygons: [[CGPoint]], evenOdd: Bool, _ body: (Int, UnsafeMutableBufferPointer<Float>) -> Void) {
        var crossings: [(x: CGFloat, dir: Int)] = []
        let n = Self.subScanlines
        let weight = Float(1) / Float(n)
        // The edges, in the polygons' order, with the span of rows they can cross.
        var edges: [(a: CGPoint, b: CGPoint, top: CGFloat, bottom: CGFloat)] = []
        for poly in polygons where poly.count >= 3 {
            for i in 0..<poly.count {
                let a = poly[i], b = poly[i + 1 == poly.count ? 0 : i + 1]
                if a.y != b.y { edges.append((a, b, min(a.y, b.y), max(a.y, b.y))) }
            }
        }
        let line = UnsafeMutableBufferPointer<Float>.allocate(capacity: w)
        defer { line.deallocate() }
        for row in 0..<h {
            line.initialize(repeating: 0)
            let rowTop = CGFloat(y0 + row), rowBottom = rowTop + 1
            let active = edges.filter { $0.top < rowBottom && $0.bottom > rowTop }
            for sub in 0..<n {
                let y = CGFloat(y0 + row) + (CGFloat(sub) + 0.5) / CGFloat(n)
                crossings.removeAll(keepingCapacity: true)
                for (a, b, top, bottom) in active where top <= y && bottom > y {
                    let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                    crossings.append((x, b.y > a.y ? 1 : -1))
                }
                guard crossings.count >= 2 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for i in 0..<(crossings.count - 1) {
                    winding += crossings[i].dir
                    let inside = evenOdd ? winding % 2 != 0 : winding != 0
                    guard inside else { continue }
                    addSpan(from: crossings[i].x - CGFloat(x0), to: crossings[i + 1].x - CGFloat(x0), weight: weight, into: line)
                }
            }
            body(row, line)
        }
    }

    /// Adds `weight` × the horizontal coverage of the span [a, b) (box x) to a row.
    private func addSpan(from a: CGFloat, to b: CGFloat, weight: Float, into coverage: UnsafeMutableBufferPointer<Float>) {
        let lo = max(a, 0), hi = min(b, CGFloat(w))
        guard hi > lo else { return }
        let first = Int(lo.rounded(.down)), last = min(Int(hi.rounded(.up)) - 1, w - 1)
        if first == last {
            coverage[first] += weight * Float(hi - lo)
            return
        }
        coverage[first] += weight * Float(CGFloat(first + 1) - lo)
        if last > first + 1 { for x in (first + 1)..<last { coverage[x] += weight } }
        coverage[last] += weight * Float(hi - CGFloat(last))
    }

    /// Coverage of polylines (target pixels) stroked `halfWidth` pixels either side, their
    /// corners joined as `join` says (a miter longer than `miterLimit` half-widths is bevelled,
    /// as Core Graphics does).
    func strokeCoverage(_ lines: [FlatSubpath], halfWidth: CGFloat, cap: CGLineCap, join: CGLineJoin = .round,
                        miterLimit: CGFloat = 10) -> [Float] {
        var coverage = [Float](repeating: 0, count: w * h)
        var joins: [[CGPoint]] = []
        for line in lines {
            var pts = line.points
            if line.isClosed, let f = pts.first { pts.append(f) }
            if pts.count == 1 { pts.append(pts[0]) }
            let count = pts.count - 1
            guard count >= 1 else { continue }
            for i in 0..<count {
                var a = pts[i], b = pts[i + 1]
                let startCap = !line.isClosed && i == 0, endCap = !line.isClosed && i == count - 1
                let dx = b.x - a.x, dy = b.y - a.y, len = hypot(dx, dy)
                let u = len > 0 ? CGPoint(x: dx / len, y: dy / len) : CGPoint(x: 1, y: 0)
                if cap == .square {
                    if startCap { a = CGPoint(x: a.x - u.x * halfWidth, y: a.y - u.y * halfWidth) }
                    if endCap { b = CGPoint(x: b.x + u.x * halfWidth, y: b.y + u.y * halfWidth) }
                }
                // Ends at a corner are square when the corner is mitred or bevelled (the join
                // polygon fills the outside of the turn); a round join is the ends' round caps.
                let buttStart = startCap && cap != .round, buttEnd = endCap && cap != .round
                // At a mitred or bevelled corner the pieces end square (the join polygon covers the
                // outside of the turn); their coverages are added, so that where two square ends
                // meet, half a pixel each makes a whole one, without a seam.
                let square = join != .round
                // A zero-length piece of a butt-capped line draws nothing, as in Core Graphics.
                if len == 0, buttStart || buttEnd || square { continue }
                segment(a, b, halfWidth: halfWidth, buttStart: buttStart || (square && !startCap), buttEnd: buttEnd || (square && !endCap),
                        additive: square, into: &coverage)
                if join != .round, i + 1 < count || line.isClosed {
                    let c = pts[i + 1 < count ? i + 2 : 1]
                    if let polygon = Self.joinPolygon(at: b, from: a, to: c, halfWidth: halfWidth, join: join, miterLimit: miterLimit) {
                        joins.append(polygon)
                    }
                }
            }
        }
        if !joins.isEmpty {
            let filled = fillCoverage(joins, evenOdd: false)
            for i in coverage.indices where filled[i] > 0 { coverage[i] += filled[i] }
        }
        if join != .round { for i in coverage.indices where coverage[i] > 1 { coverage[i] = 1 } }
        return coverage
    }

    /// The outside of the turn at `p` (from `a`, on to `c`): a bevel triangle, or the miter's
    /// quadrilateral when it is within the limit; counter-clockwise, so that joins add up. Nil
    /// where the line goes straight on.
    static func joinPolygon(at p: CGPoint, from a: CGPoint, to c: CGPoint, halfWidth hw: CGFloat, join: CGLineJoin,
                            miterLimit: CGFloat) -> [CGPoint]? {
        let l1 = hypot(p.x - a.x, p.y - a.y), l2 = hypot(c.x - p.x, c.y - p.y)
        guard l1 > 0, l2 > 0 else { return nil }
        let u1 = CGPoint(x: (p.x - a.x) / l1, y: (p.y - a.y) / l1), u2 = CGPoint(x: (c.x - p.x) / l2, y: (c.y - p.y) / l2)
        let cross = u1.x * u2.y - u1.y * u2.x
        guard abs(cross) > 1e-6 else { return nil }
        // The outer side is the one the line turns away from.
        let side: CGFloat = cross > 0 ? -1 : 1
        let n1 = CGPoint(x: -u1.y * hw * side, y: u1.x * hw * side), n2 = CGPoint(x: -u2.y * hw * side, y: u2.x * hw * side)
        let o1 = CGPoint(x: p.x + n1.x, y: p.y + n1.y), o2 = CGPoint(x: p.x + n2.x, y: p.y + n2.y)
        var polygon = [p, o1, o2]
        if join == .miter {
            let bx = n1.x + n2.x, by = n1.y + n2.y, bl = hypot(bx, by)
            if bl > 0 {
                // The tip lies along the bisector, hw / cos(half the turn) from the corner.
                let cosHalf = (bx * n1.x + by * n1.y) / (bl * hw)
                let reach = cosHalf > 0 ? hw / cosHalf : .infinity
                if reach / hw <= miterLimit {
                    polygon = [p, o1, CGPoint(x: p.x + bx / bl * reach, y: p.y + by / bl * reach), o2]
                }
            }
        }
        var area: CGFloat = 0
        for i in polygon.indices { let q = polygon[i], r = polygon[(i + 1) % polygon.count]; area += q.x * r.y - r.x * q.y }
        return area < 0 ? polygon.reversed() : polygon
    }

    /// One straight piece: `additive` adds its coverage (pieces of a stroke with square
    /// corners), else the larger coverage stays (round ends overlap).
    private func segment(_ a: CGPoint, _ b: CGPoint, halfWidth hw: CGFloat, buttStart: Bool, buttEnd: Bool,
                         additive: Bool = false, into coverage: inout [Float]) {
        let dx = b.x - a.x, dy = b.y - a.y, len = hypot(dx, dy)
        let u = len > 0 ? CGPoint(x: dx / len, y: dy / len) : CGPoint(x: 1, y: 0)
        let reach = hw + 1
        let bx0 = max(Int((min(a.x, b.x) - reach).rounded(.down)) - x0, 0)
        let bx1 = min(Int((max(a.x, b.x) + reach).rounded(.up)) - x0, w)
        let by0 = max(Int((min(a.y, b.y) - reach).rounded(.down)) - y0, 0)
        let by1 = min(Int((max(a.y, b.y) + reach).rounded(.up)) - y0, h)
        guard bx1 > bx0, by1 > by0 else { return }
        for y in by0..<by1 {
            let py = CGFloat(y + y0) + 0.5 - a.y
            for x in bx0..<bx1 {
                let px = CGFloat(x + x0) + 0.5 - a.x
                let t = px * u.x + py * u.y, s = abs(-px * u.y + py * u.x)
                var d: CGFloat
                if t < 0 { d = buttStart ? s : hypot(t, s) } else if t > len { d = buttEnd ? s : hypot(t - len, s) } else { d = s }
                var c = min(max(hw - d + 0.5, 0), 1)
                if buttStart { c *= min(max(t + 0.5, 0), 1) }
                if buttEnd { c *= min(max(len - t + 0.5, 0), 1) }
                let i = y * w + x
                if additive { coverage[i] += Float(c) } else if Float(c) > coverage[i] { coverage[i] = Float(c) }
            }
        }
    }

    /// Composites coverages in their colours (the fill first, the stroke over it).
    func compose(_ layers: [(coverage: [Float], color: RGBA)]) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: w * h)
        for i in 0..<(w * h) {
            var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
            for l in layers {
                let ca = min(l.coverage[i], 1) * l.color.a
                guard ca > 0 else { continue }
                // Premultiplied source-over.
                r = l.color.r * ca + r * (1 - ca); g = l.color.g * ca + g * (1 - ca); b = l.color.b * ca + b * (1 - ca)
                a = ca + a * (1 - ca)
            }
            out[i] = Self.argb(r, g, b, a)
        }
        return out
    }

    /// The pixels cut to a convex clip region (target pixels): each pixel's alpha times the
    /// region's coverage of it.
    func clipped(_ pixels: consuming [UInt32], to region: [CGPoint]?) -> [UInt32] {
        guard let region, pixels.count == w * h else { return pixels }
        var out = pixels
        out.withUnsafeMutableBufferPointer { px in
            forEachCoverageRow([region], evenOdd: false) { row, coverage in
                let line = px.baseAddress! + row * w
                for x in 0..<w {
                    let p = line[x], c = coverage[x]
                    if p == 0 || (c >= 1 && p >> 24 != 0) { continue }
                    let a = Float(p >> 24) * c
                    line[x] = a < 0.5 ? 0 : UInt32(a.rounded()) << 24 | (p & 0x00FF_FFFF)
                }
            }
        }
        return out
    }

    /// Straight-alpha ARGB from premultiplied components.
    static func argb(_ r: Float, _ g: Float, _ b: Float, _ a: Float) -> UInt32 {
        guard a > 0 else { return 0 }
        func byte(_ v: Float) -> UInt32 { UInt32(max(0, min(255, (v * 255).rounded()))) }
        return byte(a) << 24 | byte(r / a) << 16 | byte(g / a) << 8 | byte(b / a)
    }

    /// A gradient over a rounded rectangle whose bounds coordinates map to target pixels by `m`.
    func gradient(_ g: GradientDraw, m: CGAffineTransform) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: w * h)
        let inv = m.inverted()
        let ppp = abs(m.a * m.d - m.b * m.c).squareRoot()
        let r = g.shape.rect
        let s = CGPoint(x: r.minX + g.startPoint.x * r.width, y: r.minY + g.startPoint.y * r.height)
        let e = CGPoint(x: r.minX + g.endPoint.x * r.width, y: r.minY + g.endPoint.y * r.height)
        let axis = CGPoint(x: e.x - s.x, y: e.y - s.y)
        let axis2 = axis.x * axis.x + axis.y * axis.y
        let rx = max(abs(axis.x), 1e-6), ry = max(abs(axis.y), 1e-6)
        let startAngle = atan2(axis.y, axis.x)
        for y in 0..<h {
            for x in 0..<w {
                let p = CGPoint(x: CGFloat(x0 + x) + 0.5, y: CGFloat(y0 + y) + 0.5).applying(inv)
                let d = SpriteCache.distance(CGPoint(x: p.x - r.minX, y: p.y - r.minY), size: r.size,
                                             radius: g.shape.cornerRadius, corners: g.shape.maskedCorners) * ppp
                let coverage = Float(min(max(0.5 - d, 0), 1))
                guard coverage > 0 else { continue }
                let t: CGFloat
                switch g.kind {
                case .axial: t = axis2 > 0 ? ((p.x - s.x) * axis.x + (p.y - s.y) * axis.y) / axis2 : 0
                case .radial: t = hypot((p.x - s.x) / rx, (p.y - s.y) / ry)
                case .conic:
                    var a = (atan2(p.y - s.y, p.x - s.x) - startAngle) / (2 * .pi)
                    a -= a.rounded(.down)
                    t = a
                }
                let c = Self.color(at: t, g.colors, g.locations)
                let a = c.a * coverage
                out[y * w + x] = Self.argb(c.r * a, c.g * a, c.b * a, a)
            }
        }
        return out
    }

    /// The gradient's colour at `t`, interpolated premultiplied between the stops around it.
    static func color(at t: CGFloat, _ colors: [RGBA], _ locations: [CGFloat]) -> RGBA {
        guard let first = colors.first, let firstLoc = locations.first else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        if t <= firstLoc || colors.count == 1 { return first }
        for i in 1..<colors.count where t <= locations[i] {
            let span = locations[i] - locations[i - 1]
            let f = Float(span > 0 ? (t - locations[i - 1]) / span : 1)
            let a = colors[i - 1], b = colors[i]
            let alpha = a.a + (b.a - a.a) * f
            guard alpha > 0 else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
            func mix(_ x: Float, _ y: Float) -> Float { (x * a.a + (y * b.a - x * a.a) * f) / alpha }
            return RGBA(r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b), a: alpha)
        }
        return colors[colors.count - 1]
    }

    /// Spreads a plane of values by three box passes each way, `box` wide on each side (close
    /// to a Gaussian of deviation `box`, as Core Graphics blurs shadows).
    static func blur(_ plane: inout [Float], width: Int, height: Int, box: Int) {
        guard box > 0, width > 0, height > 0 else { return }
        var scratch = plane
        for _ in 0..<3 {
            boxBlur(plane, into: &scratch, width: width, height: height, radius: box, horizontal: true)
            boxBlur(scratch, into: &plane, width: width, height: height, radius: box, horizontal: false)
        }
    }

    /// One box-blur pass along rows or columns: each value the mean of the `2 × radius + 1`
    /// around it (a running sum).
    private static func boxBlur(_ src: [Float], into dst: inout [Float], width: Int, height: Int, radius: Int, horizontal: Bool) {
        let (lines, length) = horizontal ? (height, width) : (width, height)
        let scale = 1 / Float(2 * radius + 1)
        for line in 0..<lines {
            func at(_ i: Int) -> Int { horizontal ? line * width + i : i * width + line }
            var sum: Float = 0
            for i in 0...min(radius, length - 1) { sum += src[at(i)] }
            for i in 0..<length {
                dst[at(i)] = sum * scale
                if i + radius + 1 < length { sum += src[at(i + radius + 1)] }
                if i - radius >= 0 { sum -= src[at(i - radius)] }
            }
        }
    }
}
