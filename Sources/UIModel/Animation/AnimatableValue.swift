import Foundation

/// The layer properties that animate, and how many numbers each is made of.
nonisolated public enum AnimatableKey: Int, CaseIterable, Sendable {
    case position, bounds, transform, opacity, backgroundColor, cornerRadius, borderWidth, borderColor, shadowOpacity
    /// CAShapeLayer's stroked part.
    case strokeStart, strokeEnd

    /// Core Animation's key path of the property.
    var keyPath: String { String(describing: self) }

    var componentCount: Int {
        switch self {
        case .position: return 2
        case .bounds, .backgroundColor, .borderColor: return 4
        case .transform: return 5
        case .opacity, .cornerRadius, .borderWidth, .shadowOpacity, .strokeStart, .strokeEnd: return 1
        }
    }

    /// Below these a spring counts as settled, per component unit (points, opacity, colour
    /// channel, transform scale and radians).
    var restThreshold: (displacement: CGFloat, velocity: CGFloat) {
        switch self {
        case .position, .bounds, .cornerRadius, .borderWidth: return (0.01, 0.1)
        case .opacity, .shadowOpacity, .backgroundColor, .borderColor, .strokeStart, .strokeEnd: return (0.001, 0.01)
        case .transform: return (0.0005, 0.005)
        }
    }
}

/// Up to six numbers, stored inline: animation values never allocate.
nonisolated public struct AnimatableVector: Equatable, Sendable {
    var c0: CGFloat = 0, c1: CGFloat = 0, c2: CGFloat = 0, c3: CGFloat = 0, c4: CGFloat = 0, c5: CGFloat = 0
    var count: Int

    init(count: Int) { self.count = count }

    init(_ values: CGFloat...) {
        count = values.count
        for (i, v) in values.enumerated() { self[i] = v }
    }

    subscript(i: Int) -> CGFloat {
        get {
            switch i {
            case 0: return c0
            case 1: return c1
            case 2: return c2
            case 3: return c3
            case 4: return c4
            default: return c5
            }
        }
        set {
            switch i {
            case 0: c0 = newValue
            case 1: c1 = newValue
            case 2: c2 = newValue
            case 3: c3 = newValue
            case 4: c4 = newValue
            default: c5 = newValue
            }
        }
    }

    var isFinite: Bool {
        for i in 0..<count where !self[i].isFinite { return false }
        return true
    }

    static func lerp(_ a: AnimatableVector, _ b: AnimatableVector, _ t: CGFloat) -> AnimatableVector {
        var r = AnimatableVector(count: a.count)
        for i in 0..<a.count { r[i] = a[i] + (b[i] - a[i]) * t }
        return r
    }
}

/// An affine transform as the numbers that interpolate well: translation, scale and rotation
/// (as Core Animation interpolates transforms, so a half-done rotation does not shrink).
nonisolated struct DecomposedTransform {
    static func vector(_ t: CGAffineTransform) -> AnimatableVector {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        let det = t.a * t.d - t.b * t.c
        let sy = sx == 0 ? (t.c * t.c + t.d * t.d).squareRoot() : det / sx
        let angle = atan2(t.b, t.a)
        return AnimatableVector(t.tx, t.ty, sx, sy, angle)
    }

    static func transform(_ v: AnimatableVector) -> CGAffineTransform {
        let cs = cos(v[4]), sn = sin(v[4])
        return CGAffineTransform(a: v[2] * cs, b: v[2] * sn, c: -v[3] * sn, d: v[3] * cs, tx: v[0], ty: v[1])
    }
}
