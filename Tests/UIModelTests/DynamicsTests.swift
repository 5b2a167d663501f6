import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.serialized, .freshRuntime) struct DynamicsTests {
    var app: UIModelRuntime { .current }

    func item() -> (UIView, UIView) {
        app.removeAllWindows()
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.center = CGPoint(x: 200, y: 700)
        reference.addSubview(v)
        return (reference, v)
    }

    /// Runs the display links at `fps` for `seconds` from now (when the behaviours were added).
    func run(fps: Double, seconds: Double) {
        let start = app.clock.animationEngine.now
        for i in 1...Int(seconds * fps) { app.fireDisplayLinks(timestamp: start + Double(i) / fps, duration: 1 / fps) }
    }

    func attached(_ reference: UIView, _ v: UIView) -> (UIDynamicAnimator, UIAttachmentBehavior, UIDynamicItemBehavior) {
        let animator = UIDynamicAnimator(referenceView: reference)
        let attachment = UIAttachmentBehavior(item: v, attachedToAnchor: CGPoint(x: 200, y: 300))
        attachment.length = 0
        attachment.frequency = 3.5
        attachment.damping = 0.4
        let itemBehavior = UIDynamicItemBehavior(items: [v])
        itemBehavior.density = 100
        itemBehavior.resistance = 10
        animator.addBehavior(attachment)
        animator.addBehavior(itemBehavior)
        return (animator, attachment, itemBehavior)
    }

    @Test func attachmentPullsTheItemToTheAnchorAndRests() {
        let (reference, v) = item()
        let (animator, _, _) = attached(reference, v)
        #expect(animator.isRunning)
        run(fps: 60, seconds: 3)
        #expect(hypot(v.center.x - 200, v.center.y - 300) < 1)
        #expect(!animator.isRunning)  // paused at rest: no display link left firing
    }

    @Test(arguments: [30.0, 144.0])
    func motionDoesNotDependOnTheFrameRate(fps: Double) {
        let (reference, v) = item()
        let (animator, _, _) = attached(reference, v)
        run(fps: 60, seconds: 0.5)
        let at60 = v.center
        animator.removeAllBehaviors()
        let (reference2, v2) = item()
        let (animator2, _, _) = attached(reference2, v2)
        run(fps: fps, seconds: 0.5)
        #expect(abs(v2.center.y - at60.y) < 0.5)
        animator2.removeAllBehaviors()
    }

    @Test func addedVelocityCarriesTheItem() {
        let (reference, v) = item()
        // The animator must be kept alive, as in UIKit.
        let (animator, attachment, itemBehavior) = attached(reference, v)
        defer { animator.removeAllBehaviors() }
        attachment.anchorPoint = v.center
        itemBehavior.addLinearVelocity(CGPoint(x: 0, y: -2000), for: v)
        #expect(itemBehavior.linearVelocity(for: v).y == -2000)
        run(fps: 60, seconds: 0.1)
        #expect(v.center.y < 690)  // carried upwards before resistance and the spring win
        itemBehavior.addLinearVelocity(CGPoint(x: CGFloat.nan, y: 0), for: v)  // ignored
        #expect(itemBehavior.linearVelocity(for: v).x.isFinite)
    }

    @Test func badParametersKeepTheirLastValue() {
        let (reference, v) = item()
        let (_, attachment, itemBehavior) = attached(reference, v)
        attachment.frequency = .nan
        attachment.damping = -1
        attachment.anchorPoint = CGPoint(x: CGFloat.infinity, y: 0)
        itemBehavior.resistance = .infinity
        #expect(attachment.frequency == 3.5 && attachment.damping == 0.4 && attachment.anchorPoint == CGPoint(x: 200, y: 300))
        #expect(itemBehavior.resistance == 10)
    }
}
