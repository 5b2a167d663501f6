import Foundation

/// The layer properties that animate, and how many numbers each is made of.
nonisolated public enum AnimatableKey: Int, CaseIterable, Sendable {
    case position, bounds, transform, opacity, backgroundColor, cornerRadius, borderWidth, borderColor, shadowOpacity
    case anchorPoint, zPosition, shadowRadius, shadowOffset, shadowColor
    /// CAShapeLayer's stroked part, colours, line width and path.
    case strokeStart, strokeEnd, fillColor, strokeColor, lineWidth, path
    /// CAGradientLayer's colours and their places, and its axis.
    case colors, locations, startPoint, endPoint
    /// A layer's contents image (cross-faded) and the part of it shown.
    case contents, contentsRect

    /// Core Animation's key path of the property.
    var keyPath: String { String(describing: self) }

    /// A property whose value is not a few numbers (a path, a list of colours or places): its
    /// animations go through a list of values, and the number animated is the place in it
    /// (0 the first value, 1 the second …), between which the values interpolate.
    var isSequence: Bool { self == .path || self == .colors || self == .locations || self == .contents }

    var componentCount: Int {
        switch self {
        case .position, .anchorPoint, .shadowOffset, .startPoint, .endPoint: return 2
        case .bounds, .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .contentsRect: return 4
        case .transform: return DecomposedTransform.count
        case .opacity, .cornerRadius, .borderWidth, .shadowOpacity, .strokeStart, .strokeEnd, .zPosition, .shadowRadius, .lineWidth: return 1
        case .path, .colors, .locations, .contents: return 1
        }
    }

    /// Below these a spring counts as settled, per component unit (points, opacity, colour
    /// channel, transform scale and radians).
    var restThreshold: (displacement: CGFloat, velocity: CGFloat) {
        switch self {
        case .position, .bounds, .cornerRadius, .borderWidth, .zPosition, .shadowRadius, .shadowOffset, .lineWidth: return (0.01, 0.1)
        case .opacity, .shadowOpacity, .backgroundColor, .borderColor, .shadowColor, .strokeStart, .strokeEnd, .anchorPoint,
             .fillColor, .strokeColor, .startPoint, .endPoint, .path, .colors, .locations, .contents, .contentsRect:
            return (0.001, 0.01)
        case .transform: return (0.0005, 0.005)
        }
    }
}

/// Up to sixteen numbers, stored inline: animation values never allocate.
nonisolated public struct AnimatableVector: Equatable, Sendable {
    var storage = SIMD16<Double>()
    var count: Int

    init(count: Int) { self.count = count }

    init(_ values: CGFloat...) {
        count = values.count
        // By index: every layer property set makes one, and enumerating builds a tuple's type
        // at each step in a debug build.
        for i in 0..<values.count { self[i] = values[i] }
    }

    subscript(i: Int) -> CGFloat {
        get { CGFloat(storage[i]) }
        set { storage[i] = Double(newValue) }
    }

    var isFinite: Bool {
        for i in 0..<count where !self[i].isFinite { return false }
        return true
    }

    static func lerp(_ a: AnimatableVector, _ b: AnimatableVector, _ t: CGFloat) -> AnimatableVector {
        var r = AnimatableVector(count: a.count)
        r.storage = a.storage + (b.storage - a.storage) * Double(t)
        return r
    }

    /// `self` with the components in `mask` (bit i: component i) taken from `other`.
    func replacing(_ mask: UInt16, with other: AnimatableVector) -> AnimatableVector {
        var r = self
        for i in 0..<count where mask & (1 << i) != 0 { r[i] = other[i] }
        return r
    }
}
