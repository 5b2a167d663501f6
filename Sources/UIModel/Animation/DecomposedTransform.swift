import Foundation

/// A 3-D transform as the fifteen numbers that interpolate well, as Core Animation interpolates
/// transforms (so a half-done rotation turns rather than shrinks): translation, scale, skew, a
/// rotation vector (the axis scaled by the angle) and the perspective terms. Decomposing and
/// composing again gives back the transform (up to rounding; divided through by `m44`) when
/// its upper 3 × 3 part is invertible.
///
/// Layout: 0–2 translation x, y, z; 3–5 scale x, y, z; 6–8 skew xy, xz, yz; 9–11 rotation
/// vector; 12–14 perspective. Between two rotations about one axis, or from none, the angle
/// moves evenly, so a rotation from 0 to π about y is a half turn about y all along.
nonisolated enum DecomposedTransform {
    static let count = 15
    /// Components of sub-key paths (`transform.rotation.z` …).
    static let translation = 0, scale = 3, rotation = 9

    static func vector(_ t: CGAffineTransform) -> AnimatableVector { vector(CATransform3DMakeAffineTransform(t)) }

    static func vector(_ m: CATransform3D) -> AnimatableVector {
        var v = AnimatableVector(count: count)
        v[3] = 1; v[4] = 1; v[5] = 1
        guard m.m44 != 0, m.isFinite else { return v }
        let n = 1 / m.m44
        var rows = [[m.m11 * n, m.m12 * n, m.m13 * n], [m.m21 * n, m.m22 * n, m.m23 * n], [m.m31 * n, m.m32 * n, m.m33 * n]]
        v[0] = m.m41 * n; v[1] = m.m42 * n; v[2] = m.m43 * n
        // Perspective: the upper part times p gives the last column.
        let column = [m.m14 * n, m.m24 * n, m.m34 * n]
        if column != [0, 0, 0], let p = solve(rows, column) { v[12] = p[0]; v[13] = p[1]; v[14] = p[2] }
        // Scale and skew by Gram–Schmidt on the rows; a zero row takes its own axis.
        func length(_ a: [CGFloat]) -> CGFloat { (a[0] * a[0] + a[1] * a[1] + a[2] * a[2]).squareRoot() }
        func dot(_ a: [CGFloat], _ b: [CGFloat]) -> CGFloat { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func combine(_ a: [CGFloat], _ b: [CGFloat], _ k: CGFloat) -> [CGFloat] { [a[0] - k * b[0], a[1] - k * b[1], a[2] - k * b[2]] }
        func normalized(_ a: [CGFloat], axis: Int) -> [CGFloat] {
            let l = length(a)
            guard l > 1e-12 else { var e: [CGFloat] = [0, 0, 0]; e[axis] = 1; return e }
            return a.map { $0 / l }
        }
        var scale = [length(rows[0]), 0, 0]
        rows[0] = normalized(rows[0], axis: 0)
        var skewXY = dot(rows[0], rows[1])
        rows[1] = combine(rows[1], rows[0], skewXY)
        scale[1] = length(rows[1])
        rows[1] = normalized(rows[1], axis: 1)
        if scale[1] != 0 { skewXY /= scale[1] } else { skewXY = 0 }
        var skewXZ = dot(rows[0], rows[2])
        rows[2] = combine(rows[2], rows[0], skewXZ)
        var skewYZ = dot(rows[1], rows[2])
        rows[2] = combine(rows[2], rows[1], skewYZ)
        scale[2] = length(rows[2])
        rows[2] = normalized(rows[2], axis: 2)
        if scale[2] != 0 { skewXZ /= scale[2]; skewYZ /= scale[2] } else { skewXZ = 0; skewYZ = 0 }
        // A mirror image: the scale takes the sign, so the rows stay a rotation.
        let cross = [rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1], rows[1][2] * rows[2][0] - rows[1][0] * rows[2][2],
                     rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0]]
        if dot(rows[0], cross) < 0 {
            scale = scale.map { -$0 }
            rows = rows.map { $0.map { -$0 } }
        }
        v[3] = scale[0]; v[4] = scale[1]; v[5] = scale[2]; v[6] = skewXY; v[7] = skewXZ; v[8] = skewYZ
        let w = rotationVector(rows)
        v[9] = w[0]; v[10] = w[1]; v[11] = w[2]
        return v
    }

    static func transform(_ v: AnimatableVector) -> CATransform3D {
        let angle = (v[9] * v[9] + v[10] * v[10] + v[11] * v[11]).squareRoot()
        let r = angle > 0 ? CATransform3DMakeRotation(angle, v[9], v[10], v[11]) : .identity
        var rows = [[r.m11, r.m12, r.m13], [r.m21, r.m22, r.m23], [r.m31, r.m32, r.m33]]
        for j in 0..<3 {
            rows[2][j] += v[7] * rows[0][j] + v[8] * rows[1][j]
            rows[1][j] += v[6] * rows[0][j]
        }
        for i in 0..<3 { rows[i] = rows[i].map { $0 * v[3 + i] } }
        func last(_ row: [CGFloat]) -> CGFloat { row[0] * v[12] + row[1] * v[13] + row[2] * v[14] }
        return CATransform3D(m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: last(rows[0]),
                             m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: last(rows[1]),
                             m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: last(rows[2]),
                             m41: v[0], m42: v[1], m43: v[2], m44: 1)
    }

    /// The rotation's axis scaled by its angle (0…π).
    private static func rotationVector(_ m: [[CGFloat]]) -> [CGFloat] {
        let cosine = min(max((m[0][0] + m[1][1] + m[2][2] - 1) / 2, -1), 1)
        let angle = acos(cosine)
        let anti = [m[1][2] - m[2][1], m[2][0] - m[0][2], m[0][1] - m[1][0]]
        if angle < 1e-9 { return [anti[0] / 2, anti[1] / 2, anti[2] / 2] }
        if angle < .pi - 1e-3 {
            let k = angle / (2 * sin(angle))
            return anti.map { $0 * k }
        }
        // Near a half turn the antisymmetric part vanishes: the axis comes from the symmetric
        // part, (R + Rᵀ) / 2 = cos θ·I + (1 − cos θ)·u uᵀ, so u uᵀ ≈ ((R + Rᵀ) / 2 + I) / 2; its
        // sign from what is left of the antisymmetric part (positive when none).
        var u = [((m[0][0] + 1) / 2).squareRoot(), ((m[1][1] + 1) / 2).squareRoot(), ((m[2][2] + 1) / 2).squareRoot()]
        let big = u.indices.max { u[$0] < u[$1] }!
        for j in 0..<3 where j != big {
            u[j] = u[big] > 0 ? (m[big][j] + m[j][big]) / 4 / u[big] : 0
        }
        let length = (u[0] * u[0] + u[1] * u[1] + u[2] * u[2]).squareRoot()
        guard length > 0 else { return [0, 0, angle] }
        let sign: CGFloat = anti[0] * u[0] + anti[1] * u[1] + anti[2] * u[2] < 0 ? -1 : 1
        return u.map { sign * $0 / length * angle }
    }

    /// x with `rows` (as a 3 × 3 matrix acting on columns) times x = `b`; nil when singular.
    private static func solve(_ rows: [[CGFloat]], _ b: [CGFloat]) -> [CGFloat]? {
        func det(_ m: [[CGFloat]]) -> CGFloat {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        let d = det(rows)
        guard d != 0, d.isFinite else { return nil }
        return (0..<3).map { c in
            var m = rows
            for i in 0..<3 { m[i][c] = b[i] }
            return det(m) / d
        }
    }
}
