import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.serialized, .freshRuntime) struct PropertyAnimatorTests: AnimationTesting {


    func x(_ v: UIView) -> CGFloat { v.layer.presentation()!.position.x }

    @Test func runsToTheEndAlongItsCurve() {
        let v = makeView()
        var ended: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 250 }
        animator.addCompletion { ended = $0 }
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        frame(0.5)
        #expect(abs(x(v) - 150) < 1e-6)
        frame(0.6)
        #expect(ended == .end && animator.state == .inactive)
        #expect(x(v) == 250 && v.center.x == 250)
    }

    @Test func aRunningAnimatorStartsAfterItsDelayAlongTheOptionsCurve() {
        let v = makeView()
        var ended: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: [.curveLinear]) {
            v.center.x = 250
        } completion: { ended = $0 }
        #expect(animator.state == .active && animator.isRunning && !animator.isUserInteractionEnabled)
        frame(0.25)
        #expect(x(v) == 50, "still waiting out the delay")
        frame(0.75)
        #expect(abs(x(v) - 150) < 1e-6, "halfway, linearly")
        frame(0.6)
        #expect(ended == .end && v.center.x == 250)
        let eased = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: {})
        #expect((eased.timingParameters as? UICubicTimingParameters)?.animationCurve == .easeInOut && eased.isUserInteractionEnabled)
    }

    @Test func aStartedAnimatorLivesUntilItEnds() {
        let v = makeView()
        weak var weakAnimator: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { v.center.x = 250 }
            animator.startAnimation()
            weakAnimator = animator
        }
        #expect(weakAnimator != nil, "the running animator is kept alive, as UIKit does")
        frame(0.5)
        #expect(x(v) > 50)  // drawing the presentation reads the animator: no crash
        run(seconds: 2)
        #expect(v.center.x == 250 && x(v) == 250)
        #expect(weakAnimator == nil, "an ended animator is freed")
    }

    @Test func scrubbingWhilePausedIsLinear() {
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.center.x = 250 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        #expect(abs(x(v) - 110) < 1e-6)
        animator.fractionComplete = .nan  // ignored
        #expect(abs(animator.fractionComplete - 0.3) < 1e-9)
        animator.stopAnimation(true)
    }

    @Test func reversingRunsBackAndEndsAtTheStart() {
        let v = makeView()
        var ended: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 250 }
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        frame(0.5)
        animator.isReversed = true
        frame(0.25)
        #expect(abs(x(v) - 100) < 1e-6)
        frame(0.3)
        #expect(ended == .start)
        #expect(v.center.x == 50)  // the model went back too
    }

    @Test func continueTakesTheDurationFactorOfWhatIsLeft() {
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 250 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.25)
        frame(0.2)
        #expect(ended == nil)
        frame(0.06)
        #expect(ended == .end)
    }

    @Test func stopWithoutFinishingKeepsTheCurrentValues() {
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 250 }
        animator.startAnimation()
        frame(0.4)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(abs(v.center.x - 130) < 1e-6 && v.layer.animationKeys() == nil)
    }

    @Test func stopThenFinishAtAPosition() {
        let v = makeView()
        var ended: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) { v.center.x = 250 }
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        frame(0.3)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .start)
        #expect(ended == .start && v.center.x == 50)
    }

    @Test func animationsAddedWhileRunningTakeTheRestOfTheTime() {
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 250 }
        animator.startAnimation()
        frame(0.5)
        animator.addAnimations { v.alpha = 0 }
        frame(0.25)
        #expect(abs(v.layer.presentation()!.opacity - 0.5) < 1e-6)
        frame(0.3)
        #expect(v.alpha == 0 && v.layer.animationKeys() == nil)
    }
}

@Suite(.serialized, .freshRuntime) struct PropertyAnimatorDetailTests: AnimationTesting {



    @Test func startingAfterALinearScrubDoesNotJump() {
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.center.x = 250 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.2
        let scrubbed = v.layer.presentation()!.position.x
        animator.startAnimation()
        #expect(abs(v.layer.presentation()!.position.x - scrubbed) < 1e-6)
        animator.stopAnimation(true)
    }

    @Test func delayFactorDelaysByTheRemainingTime() {
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ v.center.x = 250 }, delayFactor: 0.5)
        animator.startAnimation()
        frame(0.4)
        #expect(v.layer.presentation()!.position.x == 50)
        frame(0.35)  // 0.75: half of the delayed change
        #expect(abs(v.layer.presentation()!.position.x - 150) < 1e-6)
        frame(0.3)
        #expect(v.center.x == 250)
    }

    @Test func uninterruptibleAnimatorIgnoresPauseWhileRunning() {
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 250 }
        animator.isInterruptible = false
        animator.startAnimation()
        animator.pauseAnimation()
        #expect(animator.isRunning)
        frame(1.1)
        #expect(animator.state == .inactive && v.center.x == 250)
    }
}
