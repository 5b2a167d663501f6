import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Explicit Core Animation animations: keys, timing (repeats, reverses, fill, removal) and the
/// delegate, against Core Animation's documented behaviour.
@Suite(.serialized, .freshRuntime) struct CAAnimationTests: AnimationTesting {
    final class Recorder: NSObject, CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    /// A linear opacity animation from 0 to 1 over 1 s.
    func fade() -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0
        a.toValue = 1
        a.duration = 1
        return a
    }

    func shownOpacity(_ v: UIView) -> Float { v.layer.presentation()!.opacity }

    func at(_ start: CFTimeInterval, _ t: CFTimeInterval) { app.fireDisplayLinks(timestamp: start + t, duration: 1.0 / 60) }

    @Test func theKeyFindsAndRemovesTheAnimation() {
        let v = makeView()
        let recorder = Recorder()
        let a = fade()
        a.delegate = recorder
        v.layer.add(a, forKey: "fade")
        #expect(v.layer.animationKeys() == ["fade"])
        let added = v.layer.animation(forKey: "fade") as? CABasicAnimation
        #expect(added != nil && added !== a)  // a copy, as Core Animation adds
        #expect(added?.keyPath == "opacity" && added?.duration == 1)
        #expect(v.layer.animation(forKey: "opacity") == nil)
        a.duration = 5  // changing the original after adding changes nothing
        #expect((v.layer.animation(forKey: "fade") as? CABasicAnimation)?.duration == 1)
        v.layer.removeAnimation(forKey: "fade")
        #expect(v.layer.animationKeys() == nil)
        #expect(recorder.events == ["stop false"])
        #expect(shownOpacity(v) == 1)
    }

    @Test func aSecondAnimationUnderTheSameKeyReplacesTheFirst() {
        let v = makeView()
        let start = CACurrentMediaTime()
        let first = Recorder()
        let a = fade()
        a.delegate = first
        v.layer.add(a, forKey: "k")
        let b = fade()
        b.fromValue = 1
        b.toValue = 0
        v.layer.add(b, forKey: "k")
        #expect(first.events == ["stop false"])
        #expect(v.layer.animationKeys() == ["k"])
        at(start, 0.25)
        #expect(abs(shownOpacity(v) - 0.75) < 1e-6)
        // Another key on the same property: both stay, the later one shows.
        let c = fade()
        v.layer.add(c, forKey: "other")
        #expect(v.layer.animationKeys() == ["k", "other"])
        #expect(abs(shownOpacity(v) - 0) < 1e-6)
    }

    @Test func theDelegateIsToldAboutTheAnimationTheLayerHolds() {
        let v = makeView()
        final class Matcher: NSObject, CAAnimationDelegate {
            weak var layer: CALayer?
            var matched = false
            func animationDidStart(_ anim: CAAnimation) { matched = anim == layer?.animation(forKey: "fade") }
        }
        let matcher = Matcher()
        matcher.layer = v.layer
        let a = fade()
        a.delegate = matcher
        v.layer.add(a, forKey: "fade")
        frame(1.0 / 60)
        #expect(matcher.matched)
        #expect(a != v.layer.animation(forKey: "fade"))  // the original is not the copy added
    }

    @Test func theDelegateHearsStartAndStop() {
        let v = makeView()
        let start = CACurrentMediaTime()
        let recorder = Recorder()
        let a = fade()
        a.beginTime = start + 0.5
        a.delegate = recorder
        v.layer.add(a, forKey: nil)
        #expect(v.layer.animationKeys() == nil)  // no key
        at(start, 0.25)
        #expect(recorder.events.isEmpty)
        at(start, 0.5)
        #expect(recorder.events == ["start"])
        at(start, 1.4)
        #expect(recorder.events == ["start"])
        at(start, 1.5)
        #expect(recorder.events == ["start", "stop true"])
        #expect(app.runningAnimationCount == 0)
    }

    @Test func fillModesChooseWhatShowsOutsideTheActiveTime() {
        let v = makeView()
        v.alpha = 0.5
        let start = CACurrentMediaTime()
        let late = fade()
        late.beginTime = start + 1
        v.layer.add(late, forKey: "removed")
        at(start, 0.5)
        #expect(shownOpacity(v) == 0.5)  // before it begins, the model value
        v.layer.removeAllAnimations()
        let back = fade()
        back.beginTime = start + 1
        back.fillMode = .backwards
        v.layer.add(back, forKey: "backwards")
        at(start, 0.6)
        #expect(shownOpacity(v) == 0)  // fromValue while it waits
    }

    @Test func keptAnimationsHoldTheirLastValueWhenTheyFillForwards() {
        let v = makeView()
        v.alpha = 0.5
        let start = CACurrentMediaTime()
        let recorder = Recorder()
        let kept = fade()
        kept.isRemovedOnCompletion = false
        kept.fillMode = .forwards
        kept.delegate = recorder
        v.layer.add(kept, forKey: "kept")
        at(start, 2)
        #expect(recorder.events == ["start", "stop true"])
        #expect(v.layer.animationKeys() == ["kept"])
        #expect(shownOpacity(v) == 1)  // held at toValue, the model is still 0.5
        #expect(v.alpha == 0.5)
        #expect(!app.clock.animationEngine.isActive)  // a held animation asks for no frames
        v.layer.removeAnimation(forKey: "kept")
        #expect(shownOpacity(v) == 0.5)
        #expect(recorder.events == ["start", "stop true"])  // told once only

        // Kept without forwards fill: still under its key, but the model value shows.
        let notFilled = fade()
        notFilled.isRemovedOnCompletion = false
        v.layer.add(notFilled, forKey: "kept")
        at(start, 4)
        #expect(v.layer.animationKeys() == ["kept"])
        #expect(shownOpacity(v) == 0.5)
    }

    @Test func aFiniteRepeatCountRepeatsThenEnds() {
        let v = makeView()
        v.alpha = 0.5
        let start = CACurrentMediaTime()
        let a = fade()
        a.repeatCount = 2.5
        v.layer.add(a, forKey: "r")
        at(start, 1.25)
        #expect(abs(shownOpacity(v) - 0.25) < 1e-6)  // the second pass
        at(start, 2.4)
        #expect(abs(shownOpacity(v) - 0.4) < 1e-6)  // the half pass
        #expect(v.layer.animationKeys() == ["r"])
        at(start, 2.5)
        #expect(v.layer.animationKeys() == nil)
        #expect(shownOpacity(v) == 0.5)
    }

    @Test func repeatDurationRepeatsForThatLong() {
        let v = makeView()
        let start = CACurrentMediaTime()
        let a = fade()
        a.repeatDuration = 1.75
        a.isRemovedOnCompletion = false
        a.fillMode = .forwards
        v.layer.add(a, forKey: "r")
        at(start, 1.5)
        #expect(abs(shownOpacity(v) - 0.5) < 1e-6)
        at(start, 3)
        #expect(abs(shownOpacity(v) - 0.75) < 1e-6)  // held where the time ran out
    }

    @Test func autoreversesRunsBackAndEndsAtTheStart() {
        let v = makeView()
        let start = CACurrentMediaTime()
        let a = fade()
        a.autoreverses = true
        a.isRemovedOnCompletion = false
        a.fillMode = .forwards
        v.layer.add(a, forKey: "a")
        at(start, 0.75)
        #expect(abs(shownOpacity(v) - 0.75) < 1e-6)
        at(start, 1.25)
        #expect(abs(shownOpacity(v) - 0.75) < 1e-6)  // on the way back
        #expect(v.layer.presentationVelocity(.opacity, at: start + 1.25)[0] < 0)
        at(start, 1.9)
        #expect(v.layer.animationKeys() == ["a"])
        at(start, 2)
        #expect(shownOpacity(v) == 0)  // one pass forward and back ends at fromValue
    }

    @Test func aViewAnimationIsListedUnderItsKeyPath() {
        let v = makeView()
        UIView.animate(withDuration: 0.5) { v.alpha = 0.2 }
        #expect(v.layer.animationKeys() == ["opacity"])
        let described = v.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(described?.keyPath == "opacity" && described?.duration == 0.5)
        #expect(described?.toValue as? Float == 0.2)
        v.layer.removeAnimation(forKey: "opacity")
        #expect(shownOpacity(v) == 0.2)
    }

    @Test func settingTheModelLeavesExplicitAnimationsRunning() {
        let v = makeView()
        let start = CACurrentMediaTime()
        v.layer.add(fade(), forKey: "fade")
        v.alpha = 0.3
        at(start, 0.5)
        #expect(abs(shownOpacity(v) - 0.5) < 1e-6)
        #expect(v.layer.animationKeys() == ["fade"])
    }
}
