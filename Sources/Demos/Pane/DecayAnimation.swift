import Foundation
import UIModel

/// A POP-style decay: a flick that slows down by itself as a scroll view coasts (UIKit's
/// momentum: velocity falls by `decelerationRate` every millisecond, v(t) = v0·d^t, and the
/// millisecond steps add up to x(t) = x0 + (v0/1000)·d·(1 − d^t)/(1 − d)). Drive it with an
/// `Animator`; it moves the view's center and finishes when the speed drops under `restSpeed`.
final class DecayAnimation: Animation {
    /// UIKit's `UIScrollView.DecelerationRate` values.
    static let normalDecelerationRate: CGFloat = UIScrollView.DecelerationRate.normal.rawValue
    static let fastDecelerationRate: CGFloat = UIScrollView.DecelerationRate.fast.rawValue
    /// Points per second below which the motion counts as stopped.
    static let restSpeed: CGFloat = 1

    weak var view: UIView?
    let initialVelocity: CGPoint
    let decelerationRate: CGFloat
    private let start: CGPoint
    private var elapsed: CFTimeInterval = 0

    init(view: UIView, velocity: CGPoint, decelerationRate: CGFloat = DecayAnimation.normalDecelerationRate) {
        self.view = view
        start = view.center
        initialVelocity = CGPoint(x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
        self.decelerationRate = decelerationRate.isFinite && decelerationRate > 0 && decelerationRate < 1
            ? decelerationRate : Self.normalDecelerationRate
    }

    /// How far the motion goes before it rests, per unit of velocity: (1/1000)·d/(1 − d).
    private var reach: CGFloat { decelerationRate / (1 - decelerationRate) / 1000 }

    /// d^t, t in milliseconds.
    private func decay(after t: CGFloat) -> CGFloat { pow(decelerationRate, max(t, 0) * 1000) }

    /// Where the motion comes to rest: (v0/1000)·d/(1 − d) from the start.
    var finalValue: CGPoint {
        CGPoint(x: start.x + initialVelocity.x * reach, y: start.y + initialVelocity.y * reach)
    }

    func value(at t: CGFloat) -> CGPoint {
        let travelled = reach * (1 - decay(after: t))
        return CGPoint(x: start.x + initialVelocity.x * travelled, y: start.y + initialVelocity.y * travelled)
    }

    func velocity(at t: CGFloat) -> CGPoint {
        CGPoint(x: initialVelocity.x * decay(after: t), y: initialVelocity.y * decay(after: t))
    }

    func animationTick(_ dt: CFTimeInterval, finished: inout Bool) {
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
