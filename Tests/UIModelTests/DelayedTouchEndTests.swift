import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// `delaysTouchesEnded`: a view under a recognizer still deciding after the finger lifts (a
/// double tap waiting for its second tap) learns of the lift only when the recognizer fails.
@Suite(.serialized, .freshRuntime) struct DelayedTouchEndTests: AnimationTesting {
    func setUp() -> (UIButton, UITapGestureRecognizer, () -> [String]) {
        let root = makeView().window!
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(card)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 120, height: 44)
        card.addSubview(button)
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("button") }, for: .touchUpInside)
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        card.addGestureRecognizer(double)
        return (button, double, { log })
    }

    func tap(at t: TimeInterval) {
        app.handleTouch(.began, at: CGPoint(x: 100, y: 70), timestamp: t)
        app.handleTouch(.ended, at: CGPoint(x: 100, y: 70), timestamp: t + 0.05)
    }

    @Test func aSingleTapReachesTheButtonOnceTheDoubleTapHasFailed() {
        let (button, _, log) = setUp()
        let t = CACurrentMediaTime()
        tap(at: t)
        #expect(log().isEmpty && button.isHighlighted)
        run(seconds: 0.6)
        #expect(log() == ["button"] && !button.isHighlighted)
    }

    @Test func aDoubleTapCancelsTheButtonsTouchesAndWithoutTheDelayTheButtonFiresAtOnce() {
        let (button, double, log) = setUp()
        let t = CACurrentMediaTime()
        tap(at: t)
        tap(at: t + 0.15)
        run(seconds: 0.6)
        #expect(log() == ["double"] && !button.isHighlighted)
        double.delaysTouchesEnded = false
        tap(at: CACurrentMediaTime())
        #expect(log() == ["double", "button"])
        run(seconds: 0.6)
    }
}
