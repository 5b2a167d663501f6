import Foundation
import Testing
import UIModel
@testable import Demos
import SimulatorKit

/// The pane's three engines on their own: the velocity they are given is the velocity they start
/// with, a retarget mid-flight keeps position and velocity, and the motion is the same at any
/// frame rate.
@Suite(.serialized) struct PaneEngineTests {
    var app: UIModelRuntime { .current }

    func makeEngine(_ kind: Int, reference: UIView) -> PaneEngine {
        switch kind {
        case 0: return DynamicsPaneEngine(referenceView: reference)
        case 1: return SpringPaneEngine()
        default: return POPPaneEngine()
        }
    }

    func scene() -> (UIView, UIView) {
        app.removeAllWindows()
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 900))
        let pane = UIView(frame: CGRect(x: 0, y: 0, width: 380, height: 500))
        pane.center = CGPoint(x: 200, y: 1000)
        reference.addSubview(pane)
        return (reference, pane)
    }

    func frames(_ n: Int, fps: Double, from start: Double) {
        for i in 1...n { app.fireDisplayLinks(timestamp: start + Double(i) / fps, duration: 1 / fps) }
    }

    @Test(arguments: [0, 1, 2])
    func startsWithTheGivenVelocityAndRetargetsWithoutAJump(kind: Int) {
        let (reference, pane) = scene()
        let engine = makeEngine(kind, reference: reference)
        let start = (CACurrentMediaTime() + 1000).rounded()
        app.fireDisplayLinks(timestamp: start, duration: 1.0 / 60)
        engine.animate(pane, to: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -1500))
        #expect(abs(engine.velocity.y + 1500) < 1e-6, "engine \(kind)")
        frames(6, fps: 60, from: start)
        let v = engine.velocity, p = pane.center
        #expect(v.y < 0)
        engine.animate(pane, to: CGPoint(x: 200, y: 1000), velocity: v)
        #expect(abs(engine.velocity.y - v.y) < 1e-6 && pane.center == p, "engine \(kind)")
        engine.stop()
    }

    @Test(arguments: [0, 1, 2])
    func sameMotionAtAnyFrameRate(kind: Int) {
        var results: [CGFloat] = []
        for fps in [60.0, 144.0] {
            let (reference, pane) = scene()
            let engine = makeEngine(kind, reference: reference)
            let start = (CACurrentMediaTime() + 1000).rounded()
            app.fireDisplayLinks(timestamp: start, duration: 1 / fps)
            engine.animate(pane, to: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -800))
            frames(Int(0.5 * fps), fps: fps, from: start)
            results.append(pane.center.y)
            engine.stop()
        }
        #expect(abs(results[0] - results[1]) < 1, "engine \(kind): \(results)")
    }
}
