import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.serialized, .freshRuntime) struct HoverGestureTests: AnimationTesting {
    @Test func thePointerBeginsChangesAndEndsAHoverOverItsViewAndSubviews() {
        let root = makeView().window!
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        card.addSubview(badge)
        root.addSubview(card)
        var log: [String] = []
        let hover = UIHoverGestureRecognizer { r in
            let p = r.location(in: card)
            log.append("\(r.state) \(Int(p.x)),\(Int(p.y))")
        }
        card.addGestureRecognizer(hover)
        let badgeHover = UIHoverGestureRecognizer { log.append("badge \($0.state)") }
        badge.addGestureRecognizer(badgeHover)
        let runtime = UIModelRuntime.current
        #expect(!runtime.handleHover(at: CGPoint(x: 5, y: 5), timestamp: 0))  // nothing there
        #expect(runtime.handleHover(at: CGPoint(x: 100, y: 60), timestamp: 0.01))
        runtime.handleHover(at: CGPoint(x: 40, y: 40), timestamp: 0.02)  // over the badge: both
        runtime.handleHover(at: CGPoint(x: 150, y: 60), timestamp: 0.03)
        #expect(runtime.handleHover(at: CGPoint(x: 300, y: 300), timestamp: 0.04))  // left: the last one counts
        // Deepest view first; those the pointer left end before the others change.
        #expect(log == ["began 80,40", "badge began", "changed 20,20", "badge ended", "changed 130,40", "ended 130,40"])
        #expect(hover.state == .possible && badgeHover.state == .possible)
    }

    @Test func aFingerOrTheScreensEdgeEndsItAndItLeavesTouchesAlone() {
        let root = makeView().window!
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.addSubview(button)
        var states: [UIGestureRecognizer.State] = []
        let hover = UIHoverGestureRecognizer { states.append($0.state) }
        button.addGestureRecognizer(hover)
        let runtime = UIModelRuntime.current
        runtime.handleHover(at: CGPoint(x: 50, y: 40), timestamp: 0)
        app.handleTouch(.began, at: CGPoint(x: 50, y: 40), timestamp: 0.1)
        app.handleTouch(.ended, at: CGPoint(x: 50, y: 40), timestamp: 0.2)
        #expect(states == [.began, .ended] && taps == 1)
        runtime.handleHover(at: CGPoint(x: 50, y: 40), timestamp: 0.3)
        runtime.handleHover(at: nil, timestamp: 0.4)
        #expect(states == [.began, .ended, .began, .ended])
        // Disabled, or refused by its delegate, it does not begin.
        hover.isEnabled = false
        #expect(!runtime.handleHover(at: CGPoint(x: 50, y: 40), timestamp: 0.5))
        hover.isEnabled = true
        final class Refuses: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let refuses = Refuses()
        hover.delegate = refuses
        runtime.handleHover(at: CGPoint(x: 60, y: 40), timestamp: 0.6)
        runtime.handleHover(at: CGPoint(x: 70, y: 40), timestamp: 0.7)
        #expect(states.count == 4)
        // A NaN point is no point: the hover (if any) ends.
        hover.delegate = nil
        runtime.handleHover(at: nil, timestamp: 0.8)
        runtime.handleHover(at: CGPoint(x: 60, y: 40), timestamp: 0.9)
        runtime.handleHover(at: CGPoint(x: CGFloat.nan, y: 40), timestamp: 1)
        #expect(states.suffix(2) == [.began, .ended])
    }
}
