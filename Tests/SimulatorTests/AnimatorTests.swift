import Foundation
import Testing
@testable import UIModel
@testable import Demos

/// The pane demo's own per-frame animations (the demo's `Animator`, not UIKit's).
@Suite(.serialized) struct AnimatorTests {
    var app: UIModelRuntime { .current }

    /// A 100 × 100 view at (0, 0) in a fresh window, the clock moved on past earlier tests.
    func makeView() -> UIView {
        app.removeAllWindows()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        window.makeKeyAndVisible()
        app.fireDisplayLinks(timestamp: (CACurrentMediaTime() + 1000).rounded(), duration: 1.0 / 60)
        return v
    }

    func frame(_ dt: CFTimeInterval) { app.fireDisplayLinks(timestamp: CACurrentMediaTime() + dt, duration: dt) }

    final class Countdown: Animation {
        var ticks: [CFTimeInterval] = []
        let frames: Int
        init(frames: Int) { self.frames = frames }
        func animationTick(_ dt: CFTimeInterval, finished: inout Bool) {
            ticks.append(dt)
            finished = ticks.count >= frames
        }
    }

    @Test func animatorTicksWithFrameDurationsAndPausesWhenIdle() {
        let animator = Animator()
        let a = Countdown(frames: 3)
        let start = (CACurrentMediaTime() + 1000).rounded()
        app.fireDisplayLinks(timestamp: start, duration: 1.0 / 50)
        // Added now: the first tick's time counts from here.
        animator.add(a)
        #expect(animator.isRunning)
        for i in 1..<6 { app.fireDisplayLinks(timestamp: start + Double(i) / 50, duration: 1.0 / 50) }
        #expect(a.ticks.count == 3)
        #expect(a.ticks.allSatisfy { abs($0 - 0.02) < 1e-9 })
        #expect(!animator.isRunning)
    }

    @Test func decayCoastsToItsFinalValue() {
        let v = makeView()
        let decay = DecayAnimation(view: v, velocity: CGPoint(x: 1000, y: 0))
        // As a scroll view coasts: the rest point is x0 + (v0/1000)·d/(1 − d), 499 pt on.
        #expect(abs(decay.finalValue.x - (50 + 499)) < 1e-6)
        #expect(abs(decay.velocity(at: 0.5).x - 1000 * pow(0.998, 500)) < 1e-6)
        let animator = Animator()
        animator.add(decay)
        for _ in 0..<600 { frame(1.0 / 60) }
        #expect(!animator.isRunning)
        #expect(v.center == decay.finalValue)
        let bad = DecayAnimation(view: v, velocity: CGPoint(x: CGFloat.nan, y: 5), decelerationRate: 2)
        #expect(bad.decelerationRate == DecayAnimation.normalDecelerationRate && bad.initialVelocity.x == 0)
    }
}
