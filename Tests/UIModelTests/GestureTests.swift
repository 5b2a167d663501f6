import Foundation
import Testing
@testable import UIModel
import UIModelTesting

final class Recorder: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

final class GestureTestDelegate: NSObject, UIGestureRecognizerDelegate {
    var shouldBegin = true, simultaneous = false, receive = true
    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { simultaneous }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
}

@Suite(.serialized, .freshRuntime) struct GestureTests {
    var app: UIModelRuntime { .current }

    func screen() -> (UIWindow, Recorder) {
        app.removeAllWindows()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let v = Recorder(frame: w.bounds)
        w.addSubview(v)
        w.makeKeyAndVisible()
        return (w, v)
    }

    /// A drag from `a` to `b` in `steps` moves, 8 ms apart, starting at `t0`.
    func drag(_ a: CGPoint, _ b: CGPoint, steps: Int = 10, t0: TimeInterval = 0, lift: Bool = true) {
        app.handleTouch(.began, at: a, timestamp: t0)
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            app.handleTouch(.moved, at: CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), timestamp: t0 + 0.008 * Double(i))
        }
        if lift { app.handleTouch(.ended, at: b, timestamp: t0 + 0.008 * Double(steps)) }
    }

    // MARK: Velocity

    @Test func steadyMotion() {
        var v = VelocityTracker()
        for i in 0..<15 { v.add(CGPoint(x: 500 * 0.008 * Double(i), y: -200 * 0.008 * Double(i)), at: 0.008 * Double(i)) }
        let vel = v.velocity()
        #expect(abs(vel.x - 500) < 1e-6 && abs(vel.y + 200) < 1e-6)
    }

    @Test func acceleratingMotion() {
        var v = VelocityTracker()
        for i in 0..<12 { let t = 0.008 * Double(i); v.add(CGPoint(x: 0.5 * 4000 * t * t, y: 0), at: t) }
        #expect(abs(v.velocity().x - 4000 * 0.088) < 1e-6)  // a quadratic is fitted exactly
    }

    @Test func oneOutlierBarelyMatters() {
        var v = VelocityTracker()
        for i in 0..<12 {
            let t = 0.008 * Double(i)
            v.add(CGPoint(x: 1000 * t + (i == 8 ? 6 : 0), y: 0), at: t)
        }
        // A two-sample estimate would be off by hundreds of points per second here.
        #expect(abs(v.velocity().x - 1000) < 150)
    }

    @Test func aPauseMeansTheFingerStopped() {
        var v = VelocityTracker()
        for i in 0..<10 { v.add(CGPoint(x: 10 * Double(i), y: 0), at: 0.008 * Double(i)) }
        v.add(CGPoint(x: 90, y: 0), at: 0.2)
        #expect(v.velocity() == .zero)
        var bad = VelocityTracker()
        bad.add(CGPoint(x: CGFloat.nan, y: 0), at: 0)
        bad.add(CGPoint(x: 1, y: 0), at: .infinity)
        #expect(bad.velocity() == .zero)
    }

    // MARK: Pan

    @Test func panBeginsAfterTenPointsWithTheExcessAsTranslation() {
        let (w, v) = screen()
        var states: [UIGestureRecognizer.State] = []
        var atBegan = CGPoint.zero
        let pan = UIPanGestureRecognizer { g in
            states.append(g.state)
            if g.state == .began { atBegan = (g as! UIPanGestureRecognizer).translation(in: w) }
        }
        v.addGestureRecognizer(pan)
        app.handleTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: 0)
        app.handleTouch(.moved, at: CGPoint(x: 100, y: 109), timestamp: 0.01)
        #expect(pan.state == .possible)
        app.handleTouch(.moved, at: CGPoint(x: 100, y: 114), timestamp: 0.02)
        #expect(pan.state == .began)
        #expect(abs(atBegan.y - 4) < 1e-9 && atBegan.x == 0)
        app.handleTouch(.moved, at: CGPoint(x: 100, y: 150), timestamp: 0.03)
        #expect(abs(pan.translation(in: w).y - 40) < 1e-9)
        pan.setTranslation(.zero, in: w)
        app.handleTouch(.moved, at: CGPoint(x: 100, y: 160), timestamp: 0.04)
        #expect(abs(pan.translation(in: w).y - 10) < 1e-9)
        app.handleTouch(.ended, at: CGPoint(x: 100, y: 160), timestamp: 0.05)
        #expect(states == [.began, .changed, .changed, .ended])
        // The view saw the touch begin, then lost it to the pan.
        #expect(v.log == ["began", "moved", "cancelled"])
    }

    @Test func panVelocityIsInTheAskingViewsCoordinates() {
        let (w, v) = screen()
        var velocity = CGPoint.zero
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        w.addSubview(scaled)
        v.addGestureRecognizer(UIPanGestureRecognizer { g in
            if g.state == .ended { velocity = (g as! UIPanGestureRecognizer).velocity(in: scaled) }
        })
        drag(CGPoint(x: 200, y: 600), CGPoint(x: 200, y: 520), steps: 10)  // −80 pt in 80 ms
        #expect(abs(velocity.y + 500) < 1)  // −1000 pt/s in the window, halved in the scaled view
    }

    // MARK: Tap and failure requirements

    @Test func tapRecognisesAndMovementFails() {
        let (_, v) = screen()
        var taps = 0
        let tap = UITapGestureRecognizer { g in if g.state == .ended { taps += 1 } }
        v.addGestureRecognizer(tap)
        app.handleTouch(.began, at: CGPoint(x: 50, y: 50), timestamp: 0)
        app.handleTouch(.ended, at: CGPoint(x: 52, y: 51), timestamp: 0.1)
        #expect(taps == 1)
        drag(CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 90), steps: 4, t0: 1)
        #expect(taps == 1 && tap.state == .failed)
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let (_, v) = screen()
        var log: [String] = []
        let double = UITapGestureRecognizer { g in if g.state == .ended { log.append("double") } }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { g in if g.state == .ended { log.append("single") } }
        single.require(toFail: double)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        app.handleTouch(.began, at: CGPoint(x: 50, y: 50), timestamp: 10)
        app.handleTouch(.ended, at: CGPoint(x: 50, y: 50), timestamp: 10.05)
        #expect(log.isEmpty)  // the single tap waits
        app.fireDisplayLinks(timestamp: 10.5, duration: 1.0 / 60)
        #expect(log == ["single"])  // the double tap timed out
        log.removeAll()
        app.handleTouch(.began, at: CGPoint(x: 50, y: 50), timestamp: 20)
        app.handleTouch(.ended, at: CGPoint(x: 50, y: 50), timestamp: 20.05)
        app.handleTouch(.began, at: CGPoint(x: 51, y: 50), timestamp: 20.2)
        app.handleTouch(.ended, at: CGPoint(x: 51, y: 50), timestamp: 20.25)
        app.fireDisplayLinks(timestamp: 21, duration: 1.0 / 60)
        #expect(log == ["double"])
    }

    /// The same wait, asked for by the single tap's delegate: the single tap recognizes once
    /// the double tap has failed (it waited for ever before).
    @Test func aDelegatesFailureRequirementIsWaitedOutToo() {
        final class WaitForDouble: NSObject, UIGestureRecognizerDelegate {
            weak var double: UIGestureRecognizer?
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool { other === double }
        }
        let (_, v) = screen()
        var log: [String] = []
        let double = UITapGestureRecognizer { g in if g.state == .ended { log.append("double") } }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { g in if g.state == .ended { log.append("single") } }
        let delegate = WaitForDouble()
        delegate.double = double
        single.delegate = delegate
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        app.handleTouch(.began, at: CGPoint(x: 50, y: 50), timestamp: 10)
        app.handleTouch(.ended, at: CGPoint(x: 50, y: 50), timestamp: 10.05)
        #expect(log.isEmpty)
        app.fireDisplayLinks(timestamp: 10.5, duration: 1.0 / 60)
        #expect(log == ["single"])
        // When the double tap recognizes, the single tap that waited for it fails (it was left
        // waiting before), and the next single tap is recognized.
        log.removeAll()
        app.handleTouch(.began, at: CGPoint(x: 50, y: 50), timestamp: 20)
        app.handleTouch(.ended, at: CGPoint(x: 50, y: 50), timestamp: 20.05)
        app.handleTouch(.began, at: CGPoint(x: 51, y: 50), timestamp: 20.2)
        app.handleTouch(.ended, at: CGPoint(x: 51, y: 50), timestamp: 20.25)
        #expect(log == ["double"] && single.state == .failed && single.pendingState == nil)
        app.handleTouch(.began, at: CGPoint(x: 50, y: 50), timestamp: 30)
        app.handleTouch(.ended, at: CGPoint(x: 50, y: 50), timestamp: 30.05)
        app.fireDisplayLinks(timestamp: 30.5, duration: 1.0 / 60)
        #expect(log == ["double", "single"])
    }

    /// The other side of the same wait: the double tap's delegate says the single tap must wait
    /// for it (`shouldBeRequiredToFailBy`).
    @Test func aDelegateCanMakeAnotherRecognizerWait() {
        final class MakeSingleWait: NSObject, UIGestureRecognizerDelegate {
            weak var single: UIGestureRecognizer?
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool { other === single }
        }
        let (_, v) = screen()
        var log: [String] = []
        let double = UITapGestureRecognizer { g in if g.state == .ended { log.append("double") } }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { g in if g.state == .ended { log.append("single") } }
        let delegate = MakeSingleWait()
        delegate.single = single
        double.delegate = delegate
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        app.handleTouch(.began, at: CGPoint(x: 50, y: 50), timestamp: 10)
        app.handleTouch(.ended, at: CGPoint(x: 50, y: 50), timestamp: 10.05)
        #expect(log.isEmpty)
        app.fireDisplayLinks(timestamp: 10.5, duration: 1.0 / 60)
        #expect(log == ["single"])
    }

    // MARK: Delegate, exclusion, cancellation

    @Test func delegateCanVetoAndFilter() {
        let (_, v) = screen()
        let d = GestureTestDelegate()
        var fired = 0
        let pan = UIPanGestureRecognizer { _ in fired += 1 }
        pan.delegate = d
        v.addGestureRecognizer(pan)
        d.shouldBegin = false
        drag(CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 200))
        #expect(fired == 0 && pan.state == .failed)
        d.shouldBegin = true
        d.receive = false
        drag(CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 200), t0: 1)
        #expect(fired == 0)
        d.receive = true
        drag(CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 200), t0: 2)
        #expect(fired > 0 && pan.state == .ended)
    }

    @Test func innerPanWinsUnlessSimultaneousIsAllowed() {
        let (_, outerView) = screen()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        outerView.addSubview(inner)
        var log: [String] = []
        let outer = UIPanGestureRecognizer { g in if g.state == .began { log.append("outer") } }
        let innerPan = UIPanGestureRecognizer { g in if g.state == .began { log.append("inner") } }
        outerView.addGestureRecognizer(outer)
        inner.addGestureRecognizer(innerPan)
        drag(CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 200))
        #expect(log == ["inner"] && outer.state == .failed)
        let d = GestureTestDelegate()
        d.simultaneous = true
        innerPan.delegate = d
        log.removeAll()
        drag(CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 200), t0: 1)
        #expect(log == ["inner", "outer"])
    }

    @Test func aPanCancelsAButtonsTracking() {
        let (_, v) = screen()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        v.addSubview(button)
        v.addGestureRecognizer(UIPanGestureRecognizer())
        drag(CGPoint(x: 60, y: 60), CGPoint(x: 60, y: 90))
        #expect(events == ["cancel"])
    }

    @Test func recognizerWhoseViewLeavesTheWindowIsCancelled() {
        let (_, v) = screen()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        v.addSubview(child)
        var states: [UIGestureRecognizer.State] = []
        child.addGestureRecognizer(UIPanGestureRecognizer { states.append($0.state) })
        drag(CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 100), steps: 5, lift: false)
        child.removeFromSuperview()
        app.handleTouch(.moved, at: CGPoint(x: 50, y: 120), timestamp: 1)
        app.handleTouch(.ended, at: CGPoint(x: 50, y: 120), timestamp: 1.1)
        #expect(states.last == .cancelled)
    }

    @Test func aLongPressBeginsWhenHeldChangesAsItMovesAndEndsOnLift() {
        let (_, v) = screen()
        var log: [String] = []
        let press = UILongPressGestureRecognizer { g in log.append("\(g.state)") }
        v.addGestureRecognizer(press)
        let p = CGPoint(x: 100, y: 100)
        app.handleTouch(.began, at: p, timestamp: 10)
        app.fireDisplayLinks(timestamp: 10.4, duration: 1.0 / 60)
        #expect(log.isEmpty && app.input.gestureArena.isWaitingOnTime)
        app.fireDisplayLinks(timestamp: 10.51, duration: 1.0 / 60)
        #expect(log == ["began"] && press.location(in: v) == p)
        app.handleTouch(.moved, at: CGPoint(x: 160, y: 100), timestamp: 10.6)  // far: still the press
        app.handleTouch(.ended, at: CGPoint(x: 160, y: 100), timestamp: 10.7)
        #expect(log == ["began", "changed", "ended"])

        // Lifted too soon, or moved too far first: it fails, and nothing is told.
        log.removeAll()
        app.handleTouch(.began, at: p, timestamp: 20)
        app.handleTouch(.ended, at: p, timestamp: 20.3)
        app.fireDisplayLinks(timestamp: 21, duration: 1.0 / 60)
        app.handleTouch(.began, at: p, timestamp: 30)
        app.handleTouch(.moved, at: CGPoint(x: 115, y: 100), timestamp: 30.2)
        app.fireDisplayLinks(timestamp: 31, duration: 1.0 / 60)
        app.handleTouch(.ended, at: CGPoint(x: 115, y: 100), timestamp: 31.1)
        #expect(log.isEmpty && press.state == .failed)
    }

    @Test func aLongPressCanWantATapFirst() {
        let (_, v) = screen()
        var began = 0
        let press = UILongPressGestureRecognizer { g in if g.state == .began { began += 1 } }
        press.numberOfTapsRequired = 1
        v.addGestureRecognizer(press)
        let p = CGPoint(x: 100, y: 100)
        app.handleTouch(.began, at: p, timestamp: 10)
        app.fireDisplayLinks(timestamp: 10.6, duration: 1.0 / 60)
        #expect(began == 0)  // a press without the tap first
        app.handleTouch(.ended, at: p, timestamp: 10.7)
        app.handleTouch(.began, at: p, timestamp: 20)
        app.handleTouch(.ended, at: p, timestamp: 20.05)  // the tap
        app.handleTouch(.began, at: p, timestamp: 20.2)
        app.fireDisplayLinks(timestamp: 20.75, duration: 1.0 / 60)
        #expect(began == 1)
        app.handleTouch(.ended, at: p, timestamp: 20.8)
    }

    @Test func aRotationFollowsTheFingersAngleAndAppsCanResetIt() {
        let (_, v) = screen()
        var log: [String] = []
        let turn = UIRotationGestureRecognizer { g in log.append("\(g.state)") }
        v.addGestureRecognizer(turn)
        let c = CGPoint(x: 200, y: 300), r: CGFloat = 100
        func at(_ angle: CGFloat, _ t: TimeInterval, _ phase: UITouch.Phase) {
            app.handleTouch(phase, at: CGPoint(x: c.x - r * cos(angle), y: c.y - r * sin(angle)), timestamp: t, finger: 0)
            app.handleTouch(phase, at: CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle)), timestamp: t, finger: 1)
        }
        at(0, 10, .began)
        at(0.05, 10.02, .moved)  // an arc of 5 points: not yet
        #expect(log.isEmpty)
        at(0.2, 10.04, .moved)  // each finger's move is a step: began, then changed
        #expect(log == ["began", "changed"] && abs(turn.rotation - 0.2) < 1e-9)
        turn.rotation = 0
        at(0.5, 10.06, .moved)  // clockwise on screen (y down) is positive
        #expect(abs(turn.rotation - 0.3) < 1e-9 && turn.velocity > 0)
        at(0.5, 10.08, .ended)
        #expect(log.last == "ended")
    }

    @Test func aSwipeIsAQuickStrokeInItsDirection() {
        let (_, v) = screen()
        var swipes = 0
        let swipe = UISwipeGestureRecognizer { g in if g.state == .ended { swipes += 1 } }
        swipe.direction = [.left, .right]
        v.addGestureRecognizer(swipe)
        drag(CGPoint(x: 300, y: 400), CGPoint(x: 200, y: 410), steps: 5, t0: 10)  // quick, left
        #expect(swipes == 1)
        drag(CGPoint(x: 100, y: 400), CGPoint(x: 110, y: 300), steps: 5, t0: 20)  // up: not a direction it takes
        #expect(swipes == 1 && swipe.state == .failed)
        // Slow: 60 points over a second.
        app.handleTouch(.began, at: CGPoint(x: 100, y: 400), timestamp: 30)
        for i in 1...10 { app.handleTouch(.moved, at: CGPoint(x: 100 + CGFloat(i) * 6, y: 400), timestamp: 30 + Double(i) * 0.1) }
        app.handleTouch(.ended, at: CGPoint(x: 160, y: 400), timestamp: 31)
        #expect(swipes == 1)
    }

    @Test func screenEdgePanStartsOnlyAtTheEdge() {
        let (_, v) = screen()
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        v.addGestureRecognizer(edge)
        drag(CGPoint(x: 40, y: 300), CGPoint(x: 200, y: 300))
        #expect(edge.state == .failed)
        drag(CGPoint(x: UIScreenEdgePanGestureRecognizer.edgeRegion - 1, y: 300), CGPoint(x: 200, y: 300), t0: 1)
        #expect(edge.state == .ended)
    }
}

@Suite(.serialized, .freshRuntime) struct DelayedTouchTests {
    var app: UIModelRuntime { .current }

    func screen(_ recognizer: UIGestureRecognizer) -> Recorder {
        app.removeAllWindows()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let v = Recorder(frame: w.bounds)
        w.addSubview(v)
        w.makeKeyAndVisible()
        recognizer.delaysTouchesBegan = true
        v.addGestureRecognizer(recognizer)
        return v
    }

    @Test func viewSeesNothingWhenTheDelayingRecognizerWins() {
        let v = screen(UIPanGestureRecognizer())
        app.handleTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: 0)
        app.handleTouch(.moved, at: CGPoint(x: 100, y: 130), timestamp: 0.02)
        app.handleTouch(.ended, at: CGPoint(x: 100, y: 140), timestamp: 0.04)
        #expect(v.log.isEmpty)
    }

    @Test func viewGetsTheTouchOnceTheDelayingRecognizerFails() {
        let tap = UITapGestureRecognizer()
        let v = screen(tap)
        app.handleTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: 0)
        #expect(v.log.isEmpty)
        app.handleTouch(.moved, at: CGPoint(x: 100, y: 150), timestamp: 0.02)  // too far: the tap fails
        #expect(tap.state == .failed)
        #expect(v.log == ["began"])
        app.handleTouch(.moved, at: CGPoint(x: 100, y: 160), timestamp: 0.04)
        app.handleTouch(.ended, at: CGPoint(x: 100, y: 160), timestamp: 0.06)
        #expect(v.log == ["began", "moved", "ended"])
    }
}

/// Timeouts that wait on the user are seconds of the user's time: with the app's clock slowed
/// (the simulator's slow animations) they take that many fewer seconds of the app's clock.
@Suite(.serialized, .freshRuntime) struct SlowClockGestureTests: AnimationTesting {
    func withSlowClock(_ body: () -> Void) {
        app.timeScale = 0.1
        defer { app.timeScale = 1 }
        body()
    }

    @Test func aDoubleTapsWaitDoesNotStretch() {
        withSlowClock {
            let v = makeView()
            v.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            var log: [String] = []
            let double = UITapGestureRecognizer { g in if g.state == .ended { log.append("double") } }
            double.numberOfTapsRequired = 2
            let single = UITapGestureRecognizer { g in if g.state == .ended { log.append("single") } }
            single.require(toFail: double)
            v.addGestureRecognizer(single)
            v.addGestureRecognizer(double)
            let t0 = CACurrentMediaTime()
            app.handleTouch(.began, at: CGPoint(x: 50, y: 50), timestamp: t0 + 0.001)
            app.handleTouch(.ended, at: CGPoint(x: 50, y: 50), timestamp: t0 + 0.005)
            // 0.05 s of the slowed clock is half a second of the user's: the wait is over.
            app.fireDisplayLinks(timestamp: t0 + 0.05, duration: 1.0 / 600)
            #expect(log == ["single"])
            #expect(!app.input.gestureArena.isWaitingOnTime)
            // Two taps 0.02 s of the slowed clock apart (0.2 s of the user's) are a double tap.
            log.removeAll()
            app.handleTouch(.began, at: CGPoint(x: 50, y: 50), timestamp: t0 + 1)
            app.handleTouch(.ended, at: CGPoint(x: 50, y: 50), timestamp: t0 + 1.005)
            app.handleTouch(.began, at: CGPoint(x: 51, y: 50), timestamp: t0 + 1.02)
            app.handleTouch(.ended, at: CGPoint(x: 51, y: 50), timestamp: t0 + 1.025)
            #expect(log == ["double"])
        }
    }

    @Test func aHeldStepperRepeatsAtTheUsersPace() {
        withSlowClock {
            let v = makeView()
            let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 94, height: 32))
            stepper.maximumValue = 10
            v.window!.addSubview(stepper)
            let t0 = CACurrentMediaTime()
            app.handleTouch(.began, at: CGPoint(x: 170, y: 116), timestamp: t0 + 0.001)
            // 0.071 s of the slowed clock is 0.71 s of the user's: the first repeat at 0.5 s and
            // two more 0.1 s apart.
            for i in 1...71 { app.fireDisplayLinks(timestamp: t0 + Double(i) / 1000, duration: 1.0 / 1000) }
            #expect(stepper.value == 4)
            app.handleTouch(.ended, at: CGPoint(x: 170, y: 116), timestamp: t0 + 0.072)
        }
    }

    @Test func aScrollViewsTouchDelayDoesNotStretch() {
        withSlowClock {
            let v = makeView()
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            scroll.contentSize = CGSize(width: 300, height: 1000)
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
            scroll.addSubview(button)
            v.window!.addSubview(scroll)
            let t0 = CACurrentMediaTime()
            app.handleTouch(.began, at: CGPoint(x: 50, y: 50), timestamp: t0 + 0.001)
            #expect(!button.isHighlighted)
            // UIKit's 150 ms delay is 15 ms of the slowed clock.
            app.fireDisplayLinks(timestamp: t0 + 0.02, duration: 1.0 / 600)
            #expect(button.isHighlighted)
            app.handleTouch(.ended, at: CGPoint(x: 50, y: 50), timestamp: t0 + 0.03)
        }
    }
}
