import Foundation

/// UIKit's animation curves (`UIView.AnimationCurve`).
extension UIView {
    nonisolated public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear

        var bezier: CubicBezierTimingCurve {
            switch self {
            case .easeInOut: return .easeInOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }
}

/// How a property animator's progress follows time (UIKit's `UITimingCurveProvider`).
@preconcurrency @MainActor public protocol UITimingCurveProvider {
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve.
@preconcurrency @MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    nonisolated deinit {}
    open private(set) var animationCurve: UIView.AnimationCurve
    open private(set) var controlPoint1: CGPoint
    open private(set) var controlPoint2: CGPoint
    let curve: CubicBezierTimingCurve

    public override init() { animationCurve = .easeInOut; curve = .easeInOut; controlPoint1 = CGPoint(x: 0.42, y: 0); controlPoint2 = CGPoint(x: 0.58, y: 1) }

    public init(animationCurve: UIView.AnimationCurve) {
        self.animationCurve = animationCurve
        curve = animationCurve.bezier
        controlPoint1 = CGPoint(x: curve.x1, y: curve.y1)
        controlPoint2 = CGPoint(x: curve.x2, y: curve.y2)
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        curve = CubicBezierTimingCurve(point1.x, point1.y, point2.x, point2.y)
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing curve: by damping ratio (UIKit picks the stiffness from the animator's
/// duration) or by mass, stiffness and damping. `initialVelocity` is in units of the total
/// distance per second, per component.
@preconcurrency @MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    nonisolated deinit {}
    public let dampingRatio: CGFloat?
    open private(set) var initialVelocity: CGVector
    let explicitSpring: Spring?

    public override init() { dampingRatio = 1; initialVelocity = .zero; explicitSpring = nil }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = .zero) {
        dampingRatio = ratio
        initialVelocity = velocity
        explicitSpring = nil
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        initialVelocity = velocity
        explicitSpring = Spring(mass: mass, stiffness: stiffness, damping: damping)
        super.init()
    }

    /// The spring for an animation of `duration` seconds.
    func spring(duration: CGFloat) -> Spring {
        explicitSpring ?? Spring(dampingRatio: dampingRatio ?? 1, duration: duration)
    }

    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}
