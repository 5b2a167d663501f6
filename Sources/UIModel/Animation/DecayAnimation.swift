import Foundation

/// A flick that slows down by itself exactly as a scroll view coasts (`UIScrollView`'s momentum,
/// `ScrollPhysics`): velocity falls by `decelerationRate` every millisecond, v(t) = v0·d^t, and
/// the millisecond steps add up to x(t) = x0 + (v0/1000)·d·(1 − d^t)/(1 − d). Drive it with an
/// `Animator`; it moves the view's center and finishes when the speed drops under `restSpeed`.
public final class DecayAnimation: Animation {
    /// UIKit's `UIScrollView.DecelerationRate` values.
    public static let normalDecelerationRate: CGFloat = UIScrollView.DecelerationRate.normal.rawValue
    public static let fastDecelerationRate: CGFloat = UIScrollView.DecelerationRate.fast.rawValue
    /// Points per second below which the motion counts as stopped.
    public static let restSpeed: CGFloat = 1

    public weak var view: UIView?
    public let initialVelocity: CGPoint
    public let decelerationRate: CGFloat
    private let start: CGPoint
    private var elapsed: CFTimeInterval = 0

    public init(view: UIView, velocity: CGPoint, decelerationRate: CGFloat = DecayAnimation.normalDecelerationRate) {
        self.view = view
        start = view.center
        initialVelocity = CGPoint(x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
        self.decelerationRate = ScrollPhysics.validRate(decelerationRate)
    }

    /// Where the motion comes to rest: (v0/1000)·d/(1 − d) from the start.
    public var finalValue: CGPoint {
        CGPoint(x: start.x + ScrollPhysics.projectedDistance(velocity: initialVelocity.x, rate: decelerationRate),
                y: start.y + ScrollPhysics.projectedDistance(velocity: initialVelocity.y, rate: decelerationRate))
    }

    public func value(at t: CGFloat) -> CGPoint {
        let time = CFTimeInterval(t)
        return CGPoint(x: start.x + ScrollPhysics.distance(velocity: initialVelocity.x, rate: decelerationRate, after: time),
                       y: start.y + ScrollPhysics.distance(velocity: initialVelocity.y, rate: decelerationRate, after: time))
    }

    public func velocity(at t: CGFloat) -> CGPoint {
        let time = CFTimeInterval(t)
        return CGPoint(x: ScrollPhysics.velocity(initialVelocity.x, rate: decelerationRate, after: time),
                       y: ScrollPhysics.velocity(initialVelocity.y, rate: decelerationRate, after: time))
    }

    public func animationTick(_ dt: CFTimeInterval, finished: inout Bool) {
        guard let view else { finished = true; return }
        elapsed += dt
        let t = CGFloat(elapsed)
        let v = velocity(at: t)
        if hypot(v.x, v.y) < Self.restSpeed {
            view.center = finalValue
            finished = true
        } else {
            view.center = value(at: t)
        }
    }
}
