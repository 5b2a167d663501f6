import Foundation

nonisolated extension CGPath {
    /// The most dashes one stroke is cut into; a finer pattern (a 0.001-point dash along a long
    /// path) strokes solid, with a warning, rather than building millions of segments.
    static let dashLimit = 100_000

    /// The part of the path between `start` and `end` (fractions of its length, as
    /// `CAShapeLayer`'s `strokeStart`/`strokeEnd`) cut into the dashes of `lengths` (on, off,
    /// on, ... in points, repeated; an odd count swaps on and off each round, as Core Graphics
    /// does), beginning `phase` points into the pattern; the pattern starts again with each
    /// subpath. Nil when the pattern draws a solid line: empty, all zero, or with a negative or
    /// non-finite length, which Core Graphics also ignores.
    func dashed(_ lengths: [CGFloat], phase: CGFloat, from start: CGFloat = 0, to end: CGFloat = 1) -> CGPath? {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let period = lengths.reduce(0, +)
        guard period > 0 else { return nil }
        let subpaths = flattened(tolerance: 0.05).map { sub -> [CGPoint] in
            sub.isClosed && sub.points.count > 1 ? sub.points + [sub.points[0]] : sub.points
        }
        let total = subpaths.reduce(CGFloat(0)) { $0 + FlatSubpath(points: $1, isClosed: false).length }
        let smallest = lengths.filter { $0 > 0 }.min() ?? period
        guard total / smallest <= CGFloat(Self.dashLimit) else {
            UIKitWarning.logOnce("line dash pattern \(lengths) is too fine for a \(Int(total))-point path; stroked solid")
            return nil
        }
        let from = total * min(max(start.isFinite ? start : 0, 0), 1), to = total * min(max(end.isFinite ? end : 1, 0), 1)
        let out = CGMutablePath()
        var travelled: CGFloat = 0
        for points in subpaths where points.count > 1 {
            // Where in the pattern the subpath starts.
            var entry = 0, left = lengths[0], on = true
            var skip = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
            if skip < 0 { skip += period }
            while skip > 0 {
                if skip < left { left -= skip; break }
                skip -= left
                entry = (entry + 1) % lengths.count; left = lengths[entry]; on.toggle()
            }
            var drawing = false
            for i in 1..<points.count {
                let a = points[i - 1], b = points[i]
                let length = hypot(b.x - a.x, b.y - a.y)
                var t: CGFloat = 0
                while t < length {
                    let step = min(left, length - t)
                    let s0 = max(travelled + t, from), s1 = min(travelled + t + step, to)
                    if on, s0 < s1 {
                        func at(_ s: CGFloat) -> CGPoint {
                            let f = length > 0 ? (s - travelled) / length : 0
                            return CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                        }
                        if !drawing || s0 > travelled + t { out.move(to: at(s0)) }
                        out.addLine(to: at(s1))
                        drawing = s1 == travelled + t + step
                    } else {
                        drawing = false
                    }
                    t += step
                    left -= step
                    if left <= 0 { entry = (entry + 1) % lengths.count; left = lengths[entry]; on.toggle(); drawing = false }
                }
                travelled += length
            }
        }
        return out
    }
}
