import Foundation

/// A projective map of the plane (a 3 × 3 matrix, row-vector convention as `CGAffineTransform`):
/// `(x, y, 1) · H = (X, Y, W)` lands on `(X / W, Y / W)`. How a layer in perspective
/// (`CATransform3D` with `m34`) is drawn onto its superlayer; an affine transform is the case
/// whose last column is (0, 0, 1).
nonisolated public struct Homography: Equatable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat

    public init(_ m11: CGFloat, _ m12: CGFloat, _ m13: CGFloat, _ m21: CGFloat, _ m22: CGFloat, _ m23: CGFloat,
                _ m31: CGFloat, _ m32: CGFloat, _ m33: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    public init(_ t: CGAffineTransform) { self.init(t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1) }

    public static let identity = Homography(.identity)

    /// Whether it is an affine map (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 != 0 }

    /// The affine map it is (divided through by `m33`); meaningful when `isAffine`.
    public var affine: CGAffineTransform {
        CGAffineTransform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }

    /// `self` followed by `b`.
    public func concatenating(_ b: Homography) -> Homography {
        Homography(m11 * b.m11 + m12 * b.m21 + m13 * b.m31, m11 * b.m12 + m12 * b.m22 + m13 * b.m32, m11 * b.m13 + m12 * b.m23 + m13 * b.m33,
                   m21 * b.m11 + m22 * b.m21 + m23 * b.m31, m21 * b.m12 + m22 * b.m22 + m23 * b.m32, m21 * b.m13 + m22 * b.m23 + m23 * b.m33,
                   m31 * b.m11 + m32 * b.m21 + m33 * b.m31, m31 * b.m12 + m32 * b.m22 + m33 * b.m32, m31 * b.m13 + m32 * b.m23 + m33 * b.m33)
    }

    public func concatenating(_ t: CGAffineTransform) -> Homography { concatenating(Homography(t)) }

    /// The homogeneous weight of `p`: positive in front of the eye, zero or less at or behind it.
    public func weight(_ p: CGPoint) -> CGFloat { p.x * m13 + p.y * m23 + m33 }

    /// Where `p` lands; nil when it is at or behind the eye (weight ≤ 0) or not finite.
    public func apply(_ p: CGPoint) -> CGPoint? {
        let w = weight(p)
        guard w > 0, w.isFinite else { return nil }
        let q = CGPoint(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
        return q.x.isFinite && q.y.isFinite ? q : nil
    }

    public var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse, nil when singular or not finite.
    public func inverted() -> Homography? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let r = Homography(
            (m22 * m33 - m23 * m32) / det, (m13 * m32 - m12 * m33) / det, (m12 * m23 - m13 * m22) / det,
            (m23 * m31 - m21 * m33) / det, (m11 * m33 - m13 * m31) / det, (m13 * m21 - m11 * m23) / det,
            (m21 * m32 - m22 * m31) / det, (m12 * m31 - m11 * m32) / det, (m11 * m22 - m12 * m21) / det)
        return [r.m11, r.m12, r.m13, r.m21, r.m22, r.m23, r.m31, r.m32, r.m33].allSatisfy(\.isFinite) ? r : nil
    }

    /// Whether the plane is seen from its back at `p`: the map turns the plane over there (a
    /// layer that is not `isDoubleSided` is then not drawn).
    public func showsBack(at p: CGPoint) -> Bool {
        // The sign of the Jacobian's determinant, det(H) / w³.
        determinant * weight(p) < 0
    }

    /// The box around the rectangle's corners where they land; nil when a corner is at or
    /// behind the eye.
    public func boundingBox(of r: CGRect) -> CGRect? {
        var box = CGRect.null
        for p in [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)] {
            guard let q = apply(p) else { return nil }
            box = box.union(CGRect(origin: q, size: .zero))
        }
        return box
    }
}
