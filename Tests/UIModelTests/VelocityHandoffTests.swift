import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// A running animation interrupted by a spring hands the spring its current velocity, whatever
/// drives it, so a view grabbed mid-flight carries on without a jerk.
@Suite(.serialized, .freshRuntime) struct VelocityHandoffTests: AnimationTesting {
    /// The presentation velocity of `v`'s x position at the clock's time, by finite difference.
    func shownSpeed(_ v: UIView, over dt: CFTimeInterval = 1e-4) -> CGFloat {
        let t = CACurrentMediaTime()
        return (v.layer.presentationVector(.position, at: t + dt)[0] - v.layer.presentationVector(.position, at: t)[0]) / CGFloat(dt)
    }

    func springTo(_ v: UIView, x: CGFloat) {
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                       animations: { v.center.x = x })
    }

    @Test func aCurveInterruptedByASpringHandsOnItsVelocity() {
        let v = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { v.center.x = 450 })
        run(seconds: 0.5)
        let before = shownSpeed(v)
        #expect(abs(before - 400) < 1)
        springTo(v, x: 250)
        #expect(abs(shownSpeed(v) - before) < 2)
    }

    @Test func keyframesInterruptedByASpringHandOnTheirVelocity() {
        let v = makeView()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.center.x = 450 }
        })
        run(seconds: 0.5)
        let before = shownSpeed(v)
        #expect(abs(before - 400) < 1)
        springTo(v, x: 250)
        #expect(abs(shownSpeed(v) - before) < 2)
    }

    @Test func anExplicitCurveInterruptedByASpringHandsOnItsVelocity() {
        let v = makeView()
        let a = CABasicAnimation(keyPath: "position")
        a.fromValue = CGPoint(x: 50, y: 50)
        a.toValue = CGPoint(x: 450, y: 50)
        a.duration = 1
        v.layer.add(a, forKey: "slide")
        run(seconds: 0.5)
        let before = shownSpeed(v)
        #expect(abs(before - 400) < 1)
        springTo(v, x: 250)
        #expect(abs(shownSpeed(v) - before) < 2)
    }
}
