import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// UIView animations on the animation clock, which the tests drive frame by frame.
@Suite(.serialized, .freshRuntime) struct AnimationTests: AnimationTesting {


    var now: CFTimeInterval { app.clock.animationEngine.now }
    func center(_ v: UIView) -> CGPoint { v.layer.presentation()!.position }

    @Test func curveAnimationChangesTheModelAtOnceAndThePresentationOverTime() {
        let v = makeView()
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.center = CGPoint(x: 150, y: 50)
        }, completion: { finished = $0 })
        #expect(v.center == CGPoint(x: 150, y: 50))
        #expect(center(v) == CGPoint(x: 50, y: 50))
        frame(0.5)
        #expect(abs(center(v).x - 100) < 1e-9)
        #expect(finished == nil)
        frame(0.6)
        #expect(center(v) == CGPoint(x: 150, y: 50))
        #expect(finished == true)
        #expect(v.layer.animationKeys() == nil)
    }

    @Test func easeInOutIsUIKitsCurve() {
        let c = CubicBezierTimingCurve.easeInOut
        #expect(c.progress(at: 0.5) == 0.5)
        #expect(c.progress(at: 0.25) < 0.25 && c.progress(at: 0.75) > 0.75)
        #expect(abs(CubicBezierTimingCurve.linear.progress(at: 0.3) - 0.3) < 1e-6)
    }

    @Test func interruptingStartsFromThePresentationValueAndReportsUnfinished() {
        let v = makeView()
        var first: Bool?, second: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 150 },
                       completion: { first = $0 })
        frame(0.5)
        let midway = center(v)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 0 },
                       completion: { second = $0 })
        #expect(first == false)
        #expect(center(v) == midway)
        frame(1.1)
        #expect(second == true && center(v).x == 0)
    }

    @Test func retargetedSpringKeepsPositionAndVelocity() {
        let v = makeView()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, animations: {
            v.center.x = 300
        })
        frame(0.2)
        let p = center(v).x
        let vel = v.layer.presentationVelocity(.position, at: now)[0]
        #expect(vel > 100)
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, animations: {
            v.center.x = 0
        })
        #expect(abs(center(v).x - p) < 1e-9)
        #expect(abs(v.layer.presentationVelocity(.position, at: now)[0] - vel) < 1e-9)
        // A frame later it has moved on in the same direction before turning back.
        frame(1.0 / 60)
        #expect(center(v).x > p)
    }

    @Test(arguments: [30.0, 60.0, 120.0, 144.0])
    func springValueDoesNotDependOnTheFrameRate(fps: Double) {
        let v = makeView()
        let start = now
        UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0.5, animations: {
            v.center = CGPoint(x: 250, y: 400)
        })
        for i in 1...Int(0.5 * fps) { app.fireDisplayLinks(timestamp: start + Double(i) / fps, duration: 1 / fps) }
        let spring = Spring(dampingRatio: 0.4, duration: 1.2)
        let expected = 250 + spring.state(x0: -200, v0: 0.5 * 200, at: 0.5).x
        #expect(abs(center(v).x - expected) < 1e-6)
    }

    @Test func autoreverseAndRepeat() {
        let v = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse], animations: { v.alpha = 0 })
        frame(1.5)
        #expect(abs(v.layer.presentation()!.opacity - 0.5) < 1e-6)
        frame(0.6)
        #expect(v.layer.animationKeys() == nil)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat], animations: { v.alpha = 1 })
        frame(10.25)
        #expect(abs(v.layer.presentation()!.opacity - 0.25) < 1e-6)
        v.layer.removeAllAnimations()
    }

    @Test func settingOutsideAnAnimationStopsIt() {
        let v = makeView()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { v.center.x = 300 }, completion: { finished = $0 })
        frame(0.3)
        v.center.x = 10
        #expect(finished == false)
        #expect(center(v).x == 10)
    }

    @Test func performWithoutAnimationAndZeroDurationApplyAtOnce() {
        let v = makeView()
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { v.alpha = 0.5 }
            #expect(UIView.areAnimationsEnabled)
        })
        #expect(v.layer.animationKeys() == nil && v.alpha == 0.5)
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { v.center.x = 77 }, completion: { finished = $0 })
        #expect(v.layer.animationKeys() == nil && center(v).x == 77)
        #expect(finished == nil)  // completions run on the next frame, as in UIKit
        frame(1.0 / 60)
        #expect(finished == true)
        UIView.animate(withDuration: .nan, animations: { v.center.x = 5 })
        #expect(center(v).x == 5)
    }

    @Test func theDisplayListDrawsPresentationValues() {
        let v = makeView()
        v.backgroundColor = .red
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.center.x = 250
            v.backgroundColor = .blue
        })
        frame(0.5)
        var list = DisplayList()
        UIModelRuntime.current.display(v.window!)
        list.append(view: v.window!)
        guard case .fill(let shape, let color)? = list.items.first(where: { if case .fill = $0 { return true }; return false })
        else { Issue.record("no fill"); return }
        #expect(abs(CGPoint.zero.applying(shape.transform).x - 100) < 1e-9)  // center 150 − half width
        #expect(abs(color.r - 0.5) < 1e-6 && abs(color.b - 0.5) < 1e-6)
    }

    @Test func animatingViewsTakeNoTouchesUnlessAllowed() {
        let v = makeView()
        UIView.animate(withDuration: 1, animations: { v.alpha = 0.9 })
        #expect(v.window!.hitTest(CGPoint(x: 50, y: 50), with: nil) !== v)
        v.layer.removeAllAnimations()
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { v.alpha = 0.8 })
        #expect(v.window!.hitTest(CGPoint(x: 50, y: 50), with: nil) === v)
        v.layer.removeAllAnimations()
    }

    @Test func rotationInterpolatesTheAngleNotTheMatrix() {
        let v = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        })
        frame(0.5)
        let t = v.layer.presentation()!.affineTransform()
        #expect(abs(atan2(t.b, t.a) - .pi / 4) < 1e-9)
        #expect(abs((t.a * t.a + t.b * t.b).squareRoot() - 1) < 1e-9)  // no shrinking halfway
    }

    @Test func aViewRemovedMidFlightFinishesItsAnimation() {
        let v = makeView()
        var finished: Bool?
        UIView.animate(withDuration: 0.5, animations: { v.center.x = 300 }, completion: { finished = $0 })
        frame(0.2)
        v.removeFromSuperview()
        frame(0.4)
        #expect(finished == true)  // defined: it ran to its end, off screen
        #expect(app.runningAnimationCount == 0)
    }

    @Test func springsWithBadInputSettle() {
        let v = makeView()
        var finished: Bool?
        UIView.animate(withDuration: 0.5, delay: .nan, usingSpringWithDamping: .nan, initialSpringVelocity: .infinity,
                       animations: { v.center.x = 300 }, completion: { finished = $0 })
        frame(0.6)
        #expect(finished == true && center(v).x == 300)
        v.center = CGPoint(x: CGFloat.nan, y: 10)  // non-finite positions are not taken
        #expect(v.center == CGPoint(x: 0, y: 10))
    }
}
