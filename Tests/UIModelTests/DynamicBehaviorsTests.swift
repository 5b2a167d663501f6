import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Gravity, collisions, push, snap, fields and item properties, each against UIKit's numbers or
/// the physics they promise.
@Suite(.serialized, .freshRuntime) struct DynamicBehaviorsTests {
    var app: UIModelRuntime { .current }

    func arena(_ size: CGSize = CGSize(width: 400, height: 800)) -> UIView {
        app.removeAllWindows()
        return UIView(frame: CGRect(origin: .zero, size: size))
    }

    func box(_ reference: UIView, at center: CGPoint, side: CGFloat = 100) -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        v.center = center
        reference.addSubview(v)
        return v
    }

    /// Runs the display links at 60 fps for `seconds` from now.
    func run(seconds: Double) {
        let start = app.clock.animationEngine.now
        for i in 1...Int(seconds * 60) { app.fireDisplayLinks(timestamp: start + Double(i) / 60, duration: 1.0 / 60) }
    }

    @Test func gravityFallsAtAThousandPointsPerSecondSquared() {
        let reference = arena()
        let v = box(reference, at: CGPoint(x: 200, y: 100))
        let animator = UIDynamicAnimator(referenceView: reference)
        defer { animator.removeAllBehaviors() }
        let gravity = UIGravityBehavior(items: [v])
        animator.addBehavior(gravity)
        run(seconds: 0.5)
        // ½ g t² = 125 points after half a second (semi-implicit Euler at 240 Hz: within 2 points).
        #expect(abs(v.center.y - 225) < 2, "\(v.center.y)")
        #expect(abs(gravity.angle - .pi / 2) < 1e-9 && gravity.magnitude == 1)
        gravity.setAngle(0, magnitude: 2)
        #expect(abs(gravity.gravityDirection.dx - 2) < 1e-9 && abs(gravity.gravityDirection.dy) < 1e-9)
        gravity.magnitude = .nan
        #expect(abs(gravity.gravityDirection.dx - 2) < 1e-9)
    }

    @Test func collisionStopsItemsOnTheReferenceBoundsAndTellsTheDelegate() {
        final class Log: NSObject, UICollisionBehaviorDelegate {
            var boundaryBegan: [String?] = []
            var itemsBegan = 0
            func collisionBehavior(_ b: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                                   withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
                boundaryBegan.append(identifier.map { "\($0)" })
            }
            func collisionBehavior(_ b: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint) {
                itemsBegan += 1
            }
        }
        let reference = arena()
        let a = box(reference, at: CGPoint(x: 200, y: 100))
        let b = box(reference, at: CGPoint(x: 210, y: 400))
        let animator = UIDynamicAnimator(referenceView: reference)
        defer { animator.removeAllBehaviors() }
        let collision = UICollisionBehavior(items: [a, b])
        collision.translatesReferenceBoundsIntoBoundary = true
        let log = Log()
        collision.collisionDelegate = log
        animator.addBehavior(UIGravityBehavior(items: [a, b]))
        animator.addBehavior(collision)
        run(seconds: 4)
        // b rests on the floor, a on b: stacked, not overlapping, and the animator at rest.
        #expect(abs(b.frame.maxY - 800) < 1, "\(b.frame)")
        #expect(abs(a.frame.maxY - b.frame.minY) < 1.5, "\(a.frame) on \(b.frame)")
        #expect(!animator.isRunning)
        #expect(log.boundaryBegan.contains { $0 == nil })  // the reference bounds have no identifier
        #expect(log.itemsBegan >= 1)
    }

    @Test func elasticityBouncesAndAPathBoundaryHolds() {
        let reference = arena()
        let bouncy = box(reference, at: CGPoint(x: 100, y: 300), side: 40)
        let dull = box(reference, at: CGPoint(x: 300, y: 300), side: 40)
        let animator = UIDynamicAnimator(referenceView: reference)
        defer { animator.removeAllBehaviors() }
        let collision = UICollisionBehavior(items: [bouncy, dull])
        // A floor made of a path at y = 500, identified by name.
        let floor = UIBezierPath()
        floor.move(to: CGPoint(x: 0, y: 500))
        floor.addLine(to: CGPoint(x: 400, y: 500))
        collision.addBoundary(withIdentifier: "floor" as NSCopying, for: floor)
        #expect(collision.boundaryIdentifiers?.count == 1 && collision.boundary(withIdentifier: "floor" as NSCopying) != nil)
        let elastic = UIDynamicItemBehavior(items: [bouncy])
        elastic.elasticity = 0.8
        let inelastic = UIDynamicItemBehavior(items: [dull])
        inelastic.elasticity = 0
        for b in [UIGravityBehavior(items: [bouncy, dull]), collision, elastic, inelastic] { animator.addBehavior(b) }
        // Both land at t ≈ 0.6 s; 0.15 s later the elastic one is on its way up again.
        run(seconds: 0.75)
        #expect(abs(dull.frame.maxY - 500) < 1.5, "\(dull.frame)")
        #expect(bouncy.frame.maxY < 470, "\(bouncy.frame)")
        // Each bounce gives back 0.8 of the speed until it is too slow to bounce (about 5 s).
        run(seconds: 7)
        #expect(abs(bouncy.frame.maxY - 500) < 1.5)
        #expect(!animator.isRunning)
    }

    @Test func instantaneousPushMovesLighterItemsFurther() {
        let reference = arena()
        let light = box(reference, at: CGPoint(x: 100, y: 400))
        let heavy = box(reference, at: CGPoint(x: 300, y: 400))
        let animator = UIDynamicAnimator(referenceView: reference)
        defer { animator.removeAllBehaviors() }
        let heavyMaterial = UIDynamicItemBehavior(items: [heavy])
        heavyMaterial.density = 4
        animator.addBehavior(heavyMaterial)
        let push = UIPushBehavior(items: [light, heavy], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -1)
        #expect(push.active)
        animator.addBehavior(push)
        run(seconds: 0.5)
        // A push of 1 gives a 100 × 100 item of density 1 a velocity change of 100 points/s.
        #expect(abs(light.center.y - 350) < 1, "\(light.center.y)")
        #expect(abs(heavy.center.y - 387.5) < 1, "\(heavy.center.y)")
        #expect(!push.active)
    }

    @Test func continuousPushAcceleratesByForceOverMass() {
        let reference = arena()
        let v = box(reference, at: CGPoint(x: 100, y: 400))
        let animator = UIDynamicAnimator(referenceView: reference)
        defer { animator.removeAllBehaviors() }
        let push = UIPushBehavior(items: [v], mode: .continuous)
        push.setAngle(0, magnitude: 2)
        animator.addBehavior(push)
        run(seconds: 1)
        // 200 points/s² for one second: ½ a t² = 100 points.
        #expect(abs(v.center.x - 200) < 2, "\(v.center.x)")
    }

    @Test func snapSettlesOnThePointAndTurnsUpright() {
        let reference = arena()
        let v = box(reference, at: CGPoint(x: 100, y: 100))
        v.transform = CGAffineTransform(rotationAngle: 0.5)
        let animator = UIDynamicAnimator(referenceView: reference)
        defer { animator.removeAllBehaviors() }
        let snap = UISnapBehavior(item: v, snapTo: CGPoint(x: 300, y: 500))
        animator.addBehavior(snap)
        run(seconds: 0.1)
        #expect(v.center.x > 100 && v.center.x < 300)
        run(seconds: 3)
        #expect(hypot(v.center.x - 300, v.center.y - 500) < 0.5)
        #expect(abs(atan2(v.transform.b, v.transform.a)) < 0.01)
        #expect(!animator.isRunning)
        snap.damping = 7
        #expect(snap.damping == 1)
    }

    @Test func springFieldOscillatesAndDragFieldSlows() {
        let reference = arena()
        let v = box(reference, at: CGPoint(x: 300, y: 400))
        let animator = UIDynamicAnimator(referenceView: reference)
        defer { animator.removeAllBehaviors() }
        let spring = UIFieldBehavior.springField()
        spring.position = CGPoint(x: 200, y: 400)
        spring.addItem(v)
        animator.addBehavior(spring)
        // Strength 1 on mass 1: one oscillation a second; half a period later it is across.
        run(seconds: 0.5)
        #expect(abs(v.center.x - 100) < 3, "\(v.center.x)")
        let drag = UIFieldBehavior.dragField()
        drag.strength = 3
        drag.addItem(v)
        animator.addBehavior(drag)
        run(seconds: 6)
        #expect(abs(v.center.x - 200) < 2, "\(v.center.x)")
        // Outside its region a field does nothing.
        let outside = box(reference, at: CGPoint(x: 380, y: 780), side: 10)
        let small = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 1, dy: 0))
        small.position = CGPoint(x: 0, y: 0)
        small.region = UIRegion(radius: 50)
        small.addItem(outside)
        animator.addBehavior(small)
        run(seconds: 0.5)
        #expect(outside.center == CGPoint(x: 380, y: 780))
    }

    @Test func anchoredItemsDoNotMoveAndRotationFollowsFriction() {
        let reference = arena()
        let anchor = box(reference, at: CGPoint(x: 200, y: 600), side: 100)
        let slider = box(reference, at: CGPoint(x: 300, y: 520), side: 60)
        let animator = UIDynamicAnimator(referenceView: reference)
        defer { animator.removeAllBehaviors() }
        let fixed = UIDynamicItemBehavior(items: [anchor])
        fixed.isAnchored = true
        let material = UIDynamicItemBehavior(items: [slider])
        material.friction = 0.5
        let collision = UICollisionBehavior(items: [anchor, slider])
        for b in [UIGravityBehavior(items: [anchor, slider]), fixed, material, collision] { animator.addBehavior(b) }
        run(seconds: 2)
        #expect(anchor.center == CGPoint(x: 200, y: 600))
        // Hanging over the anchored block's edge, the slider tips off and turns as it goes.
        #expect(slider.center.y > 560 || abs(atan2(slider.transform.b, slider.transform.a)) > 0.1)
        material.allowsRotation = false
        material.addAngularVelocity(5, for: slider)
        #expect(material.angularVelocity(for: slider) == 5)
    }

    @Test func willResumeAndDidPauseAreSent() {
        final class Log: NSObject, UIDynamicAnimatorDelegate {
            var events: [String] = []
            func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }
            func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
        }
        let reference = arena()
        let v = box(reference, at: CGPoint(x: 100, y: 100))
        let animator = UIDynamicAnimator(referenceView: reference)
        let log = Log()
        animator.delegate = log
        animator.addBehavior(UISnapBehavior(item: v, snapTo: CGPoint(x: 120, y: 100)))
        run(seconds: 3)
        animator.removeAllBehaviors()
        #expect(log.events == ["resume", "pause"])
    }
}
