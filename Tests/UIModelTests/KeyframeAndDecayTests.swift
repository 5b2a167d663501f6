import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.serialized, .freshRuntime) struct KeyframeAndDecayTests: AnimationTesting {



    @Test func keyframesRunInSequence() {
        let v = makeView()
        var finished: Bool?
        UIView.animateKeyframes(withDuration: 2, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { v.center.x = 350 }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { v.alpha = 0 }
        }, completion: { finished = $0 })
        #expect(v.center.x == 350 && v.alpha == 0)
        frame(0.5)  // a quarter: first keyframe half done, alpha not started
        var p = v.layer.presentation()!
        #expect(abs(p.position.x - 100) < 1e-9 && p.opacity == 1, "\(p.position.x) \(p.opacity)")
        frame(0.75)  // 0.625: second keyframe half done, alpha 3/4 of the way through its half
        p = v.layer.presentation()!
        #expect(abs(p.position.x - 250) < 1e-9)
        #expect(abs(p.opacity - 0.25) < 1e-6)
        frame(0.8)
        #expect(finished == true && v.layer.animationKeys() == nil)
    }

    @Test func discreteKeyframesJump() {
        let v = makeView()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.2) { v.center.x = 300 }
        })
        frame(0.4)
        #expect(v.layer.presentation()!.position.x == 50)
        frame(0.2)
        #expect(v.layer.presentation()!.position.x == 300)
        v.layer.removeAllAnimations()
    }
}

@Suite(.serialized, .freshRuntime) struct CoreAnimationTests: AnimationTesting {

    @Test func springAnimationLeavesTheModelAlone() {
        let v = makeView()
        let start = CACurrentMediaTime()
        let spring = CASpringAnimation(keyPath: "position")
        spring.fromValue = CGPoint(x: 50, y: 50)
        spring.toValue = CGPoint(x: 250, y: 50)
        spring.duration = spring.settlingDuration
        #expect(spring.settlingDuration > 0.5 && spring.settlingDuration < 3)
        v.layer.add(spring, forKey: "move")
        #expect(v.center == CGPoint(x: 50, y: 50))  // the model is unchanged
        app.fireDisplayLinks(timestamp: start + 0.3, duration: 1.0 / 60)
        let expected = 250 + Spring.caDefault.state(x0: -200, v0: 0, at: 0.3).x
        #expect(abs(v.layer.presentation()!.position.x - expected) < 1e-9)
        app.fireDisplayLinks(timestamp: start + 5, duration: 1.0 / 60)
        #expect(v.layer.presentation()!.position.x == 50)  // back to the model once removed
        let bogus = CABasicAnimation(keyPath: "zPosition")
        v.layer.add(bogus, forKey: nil)  // reported, not added
        #expect(v.layer.animationKeys() == nil)
    }
}
