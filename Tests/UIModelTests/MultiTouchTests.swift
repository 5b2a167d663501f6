import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Counts the touches a view is told about, by phase.
private final class FingerCountingView: UIView {
    var began = 0, moved = 0, ended = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { moved += touches.count }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.count }
}

@Suite(.serialized, .freshRuntime) struct MultiTouchTests: AnimationTesting {
    /// A 300 × 300 view at the window's origin with `recognizers`, the clock fresh.
    func surface(_ recognizers: UIGestureRecognizer..., view: UIView = UIView()) -> (UIView, TimeInterval) {
        let window = makeView().window!
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        window.addSubview(view)
        for r in recognizers { view.addGestureRecognizer(r) }
        return (view, CACurrentMediaTime())
    }

    /// Two fingers land on `a` and `b`, then move to `a2` and `b2` in `steps` samples 10 ms apart.
    func twoFingers(_ a: CGPoint, _ b: CGPoint, to a2: CGPoint, _ b2: CGPoint, steps: Int = 10, t0: TimeInterval, lift: Bool = true) {
        app.handleTouch(.began, at: a, timestamp: t0, finger: 0)
        app.handleTouch(.began, at: b, timestamp: t0, finger: 1)
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps), t = t0 + 0.01 * Double(i)
            app.handleTouch(.moved, at: CGPoint(x: a.x + (a2.x - a.x) * f, y: a.y + (a2.y - a.y) * f), timestamp: t, finger: 0)
            app.handleTouch(.moved, at: CGPoint(x: b.x + (b2.x - b.x) * f, y: b.y + (b2.y - b.y) * f), timestamp: t, finger: 1)
        }
        if lift {
            app.handleTouch(.ended, at: a2, timestamp: t0 + 0.01 * Double(steps), finger: 0)
            app.handleTouch(.ended, at: b2, timestamp: t0 + 0.01 * Double(steps), finger: 1)
        }
    }

    @Test func aPinchReportsTheRatioOfTheFingersDistanceAndEndsWhenOneLifts() {
        var states: [UIGestureRecognizer.State] = []
        var scales: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { r in
            states.append(r.state)
            scales.append((r as! UIPinchGestureRecognizer).scale)
        }
        let (view, t0) = surface(pinch)
        twoFingers(CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150), to: CGPoint(x: 50, y: 150), CGPoint(x: 250, y: 150),
                   t0: t0, lift: false)
        #expect(states.first == .began && states.last == .changed)
        #expect(abs(scales.last! - 2) < 1e-9)
        #expect(pinch.velocity > 0)
        #expect(pinch.location(in: view) == CGPoint(x: 150, y: 150))
        #expect(pinch.numberOfTouches == 2)
        app.handleTouch(.ended, at: CGPoint(x: 250, y: 150), timestamp: t0 + 0.2, finger: 1)
        #expect(states.last == .ended)
        app.handleTouch(.ended, at: CGPoint(x: 50, y: 150), timestamp: t0 + 0.2, finger: 0)
        #expect(states.filter { $0 == .ended }.count == 1)
    }

    @Test func aScaleTheAppResetsCarriesOnFromOne() {
        var steps: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { r in
            let p = r as! UIPinchGestureRecognizer
            steps.append(p.scale)
            p.scale = 1
        }
        let (_, t0) = surface(pinch)
        twoFingers(CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150), to: CGPoint(x: 125, y: 150), CGPoint(x: 175, y: 150), t0: t0)
        // The product of the increments is the whole pinch: 50 / 100.
        #expect(abs(steps.reduce(1, *) - 0.5) < 1e-9)
    }

    @Test func oneFingerNeverPinches() {
        var states: [UIGestureRecognizer.State] = []
        let pinch = UIPinchGestureRecognizer { states.append($0.state) }
        let (_, t0) = surface(pinch)
        app.handleTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: t0)
        app.handleTouch(.moved, at: CGPoint(x: 200, y: 200), timestamp: t0 + 0.05)
        app.handleTouch(.ended, at: CGPoint(x: 200, y: 200), timestamp: t0 + 0.1)
        #expect(states.isEmpty)
        #expect(pinch.state == .failed)
    }

    @Test func aPanFollowsTheCentroidAndAFingerLandingOrLiftingDoesNotJumpIt() {
        let pan = UIPanGestureRecognizer()
        let (view, t0) = surface(pan)
        app.handleTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: t0)
        app.handleTouch(.moved, at: CGPoint(x: 100, y: 140), timestamp: t0 + 0.01)
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: 30))
        // A second finger far away moves the centroid by 50 points, not the pan.
        app.handleTouch(.began, at: CGPoint(x: 200, y: 240), timestamp: t0 + 0.02, finger: 1)
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: 30))
        #expect(pan.numberOfTouches == 2)
        // One finger moving 20 points moves the centroid 10.
        app.handleTouch(.moved, at: CGPoint(x: 200, y: 260), timestamp: t0 + 0.03, finger: 1)
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: 40))
        app.handleTouch(.ended, at: CGPoint(x: 200, y: 260), timestamp: t0 + 0.04, finger: 1)
        #expect(pan.state == .changed)
        app.handleTouch(.moved, at: CGPoint(x: 100, y: 150), timestamp: t0 + 0.05)
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: 50))
        app.handleTouch(.ended, at: CGPoint(x: 100, y: 150), timestamp: t0 + 0.06)
        #expect(pan.state == .ended)
    }

    @Test func aTwoFingerPanWaitsForItsSecondFinger() {
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        let (_, t0) = surface(pan)
        app.handleTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: t0)
        app.handleTouch(.moved, at: CGPoint(x: 100, y: 160), timestamp: t0 + 0.01)
        #expect(pan.state == .possible)
        app.handleTouch(.began, at: CGPoint(x: 150, y: 160), timestamp: t0 + 0.02, finger: 1)
        app.handleTouch(.moved, at: CGPoint(x: 150, y: 170), timestamp: t0 + 0.03, finger: 1)
        #expect(pan.state == .began)
    }

    @Test func tapsCountTheirFingers() {
        var single = 0, double = 0
        let one = UITapGestureRecognizer { _ in single += 1 }
        let two = UITapGestureRecognizer { _ in double += 1 }
        two.numberOfTouchesRequired = 2
        let (_, t0) = surface(one, two)
        app.handleTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: t0)
        app.handleTouch(.began, at: CGPoint(x: 150, y: 100), timestamp: t0 + 0.01, finger: 1)
        app.handleTouch(.ended, at: CGPoint(x: 100, y: 100), timestamp: t0 + 0.05)
        #expect(double == 0)
        app.handleTouch(.ended, at: CGPoint(x: 150, y: 100), timestamp: t0 + 0.06, finger: 1)
        #expect(single == 0 && double == 1)
        // One finger: the one-finger tap; the two-finger tap fails.
        app.handleTouch(.began, at: CGPoint(x: 100, y: 200), timestamp: t0 + 1)
        app.handleTouch(.ended, at: CGPoint(x: 100, y: 200), timestamp: t0 + 1.05)
        #expect(single == 1 && double == 1)
    }

    @Test func aViewSeesOnlyItsFirstTouchUnlessItTakesMultipleTouches() {
        let plain = FingerCountingView()
        _ = surface(view: plain)
        let t0 = CACurrentMediaTime()
        twoFingers(CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100), to: CGPoint(x: 100, y: 120), CGPoint(x: 200, y: 120),
                   steps: 2, t0: t0)
        #expect((plain.began, plain.moved, plain.ended) == (1, 2, 1))

        let multi = FingerCountingView()
        multi.isMultipleTouchEnabled = true
        _ = surface(view: multi)
        twoFingers(CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100), to: CGPoint(x: 100, y: 120), CGPoint(x: 200, y: 120),
                   steps: 2, t0: t0 + 1)
        #expect((multi.began, multi.moved, multi.ended) == (2, 4, 2))
    }

    @Test func fingerNumbersOutOfRangeAndCancellationLeaveNoFingerDown() {
        let pan = UIPanGestureRecognizer()
        let (_, t0) = surface(pan)
        app.handleTouch(.began, at: CGPoint(x: 10, y: 10), timestamp: t0, finger: InputSystem.maximumTouches)
        app.handleTouch(.began, at: CGPoint(x: 10, y: 10), timestamp: t0, finger: -1)
        #expect(!app.isTouchActive)
        app.handleTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: t0)
        app.handleTouch(.began, at: CGPoint(x: 200, y: 100), timestamp: t0, finger: 1)
        app.handleTouch(.moved, at: CGPoint(x: 200, y: 160), timestamp: t0 + 0.01, finger: 1)
        #expect(pan.state == .began)
        app.cancelActiveTouch(timestamp: t0 + 0.02)
        #expect(!app.isTouchActive)
        #expect(pan.state == .cancelled)
    }
}
