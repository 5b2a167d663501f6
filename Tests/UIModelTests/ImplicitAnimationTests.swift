import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Transactions and implicit animations: a layer of its own animates a change once it has been
/// on screen, by its action, for the transaction's duration; a view's layer does not.
@Suite(.serialized, .freshRuntime) struct ImplicitAnimationTests: AnimationTesting {
    final class Recorder: NSObject, CALayerDelegate, CAAction {
        var events: [String] = []
        var returnsNull = false
        func action(for layer: CALayer, forKey event: String) -> CAAction? {
            events.append("asked \(event)")
            return returnsNull ? NSNull() : nil
        }
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { events.append("ran \(event)") }
    }

    final class Still: CALayer {
        override class func defaultAction(forKey event: String) -> CAAction? { nil }
    }

    func at(_ start: CFTimeInterval, _ t: CFTimeInterval) { app.fireDisplayLinks(timestamp: start + t, duration: 1.0 / 60) }

    /// A layer of its own in `v`, drawn once (so it has been on screen).
    func shownLayer(in v: UIView, _ layer: CALayer = CALayer()) -> CALayer {
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        v.layer.addSublayer(layer)
        var list = DisplayList()
        UIModelRuntime.current.display(v.window!)
        list.append(view: v.window!)
        return layer
    }

    @Test func aShownLayerAnimatesAChangeForAQuarterSecond() {
        let v = makeView()
        let layer = shownLayer(in: v)
        let start = CACurrentMediaTime()
        layer.position = CGPoint(x: 105, y: 5)
        #expect(layer.animationKeys() == ["position"])
        at(start, 0.125)
        let x = layer.presentation()!.position.x
        #expect(x > 5 && x < 105)
        at(start, 0.3)
        #expect(layer.presentation()!.position.x == 105 && layer.animationKeys() == nil)
    }

    @Test func aNewLayerAndAViewsLayerShowChangesAtOnce() {
        let v = makeView()
        let fresh = CALayer()
        v.layer.addSublayer(fresh)
        fresh.position = CGPoint(x: 50, y: 50)
        #expect(fresh.animationKeys() == nil)
        v.center = CGPoint(x: 300, y: 300)
        #expect(v.layer.animationKeys() == nil)
    }

    @Test func aTransactionSetsTheDurationTurnsActionsOffAndCompletes() {
        let v = makeView()
        let layer = shownLayer(in: v)
        var completed = 0
        let start = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setCompletionBlock { completed += 1 }
        layer.opacity = 0
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 1)  // a nested transaction inherits
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 80, y: 80)
        CATransaction.commit()
        CATransaction.commit()
        #expect(layer.animationKeys() == ["opacity"])
        at(start, 0.5)
        #expect(abs(layer.presentation()!.opacity - 0.5) < 0.01 && completed == 0)
        at(start, 1.1)
        #expect(completed == 1)
        #expect(CATransaction.animationDuration() == 0.25)

        // A transaction with no animation completes on the next frame.
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 1 }
        CATransaction.commit()
        at(start, 1.2)
        #expect(completed == 2)
    }

    @Test func actionsComeFromTheDelegateTheDictionaryOrTheClass() {
        let v = makeView()
        let recorder = Recorder()
        let layer = shownLayer(in: v)
        layer.delegate = recorder
        layer.actions = ["opacity": NSNull(), "position": recorder]
        layer.opacity = 0.5
        layer.position = CGPoint(x: 40, y: 40)
        #expect(recorder.events == ["asked opacity", "asked position", "ran position"])
        #expect(layer.animationKeys() == nil)
        recorder.returnsNull = true
        layer.bounds.size = CGSize(width: 50, height: 50)
        #expect(layer.animationKeys() == nil)
        #expect(layer.action(forKey: "bounds") == nil)

        let still = shownLayer(in: v, Still())
        still.position = CGPoint(x: 70, y: 70)
        #expect(still.animationKeys() == nil)
        #expect(CALayer.defaultAction(forKey: "position") is CABasicAnimation && CALayer.defaultAction(forKey: "nonsense") == nil)
        _ = still.presentation()
        #expect(still.animationKeys() == nil)
    }
}
