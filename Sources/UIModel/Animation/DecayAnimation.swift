import Foundation

/// A flick that slows down by itself, as a scroll view coasts (POP's decay): velocity falls by
/// `decelerationRate` every millisecond, so x(t) = x0 + v0 · (r^(1000 t) − 1) / (1000 ln r).
/// Drive it with an `Animator`; it moves the view's center and finishes when the speed drops
/// under `restSpeed`.
public final class DecayAnimation: Animation {
    /// UIKit's `UIScrollView.DecelerationRate` values.
    public static let normalDecelerationRate: CGFloat = 0.998
    public static let fastDecelerationRate: CGFloat = 0.99
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
        self.decelerationRate = decelerationRate.isFinite && decelerationRate > 0 && decelerationRate < 1
            ? decelerationRate : Self.normalDecelerationRate
    }

    private var k: CGFloat { 1000 * log(decelerationRate) }

    /// Where the motion comes to rest.
    public var finalValue: CGPoint {
        CGPoint(x: start.x - initialVelocity.x / k, y: start.y - initialVelocity.y / k)
    }

    public func value(at t: CGFloat) -> CGPoint {
        let f = (pow(decelerationRate, 1000 * max(t, 0)) - 1) / k
        return CGPoint(x: start.x + initialVelocity.x * f, y: start.y + initialVelocity.y * f)
    }

    public func velocity(at t: CGFloat) -> CGPoint {
        let f = pow(decelerationRate, 1000 * max(t, 0))
        return CGPoint(x: initialVelocity.x * f, y: initialVelocity.y * f)
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
