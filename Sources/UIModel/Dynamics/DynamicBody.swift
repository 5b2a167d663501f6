import Foundation

/// The simulated state of one item: position, rotation, their velocities, and the physical
/// properties (UIDynamicItemBehavior's) that forces and collisions use.
final class DynamicBody {
    nonisolated deinit {}
    /// UIKit's unit of mass: a 100 × 100 point item of density 1 has mass 1 (UIPushBehavior's
    /// documentation: a force of 1 gives such an item 100 points/s²).
    static let referenceArea: CGFloat = 100 * 100
    /// Points per second² that a force of magnitude 1 gives a mass of 1 (UIPushBehavior).
    static let accelerationPerUnitForce: CGFloat = 100

    let item: UIDynamicItem
    var position: CGPoint
    var velocity: CGPoint = .zero
    /// The acceleration the forces of the last step gave (points per second²).
    var acceleration: CGPoint = .zero
    /// Rotation in radians (written to the item's transform when it changes).
    var angle: CGFloat = 0
    var angularVelocity: CGFloat = 0
    /// The angle last written to the item's transform (items never turned keep theirs).
    var writtenAngle: CGFloat
    /// The velocity before the step's forces, to judge rest by what the step really changed.
    var velocityBefore: CGPoint = .zero

    // Material, refreshed from the item behaviours every frame.
    var density: CGFloat = 1
    var elasticity: CGFloat = 0
    var friction: CGFloat = 0
    var resistance: CGFloat = 0
    var angularResistance: CGFloat = 0
    var allowsRotation = true
    var isAnchored = false

    init(item: UIDynamicItem) {
        self.item = item
        position = item.center
        angle = atan2(item.transform.b, item.transform.a)
        writtenAngle = angle
    }

    func resetMaterial() {
        density = 1; elasticity = 0; friction = 0; resistance = 0; angularResistance = 0
        allowsRotation = true; isAnchored = false
    }

    /// density × area in UIKit's units; never zero, so forces stay finite.
    var mass: CGFloat {
        let size = item.bounds.size
        return max(density, 1e-6) * max(size.width * size.height, 1) / Self.referenceArea
    }
    var inverseMass: CGFloat { isAnchored ? 0 : 1 / mass }

    /// The moment of inertia of the item's bounds as a uniform plate: m (w² + h²) / 12.
    var inverseInertia: CGFloat {
        guard !isAnchored, allowsRotation else { return 0 }
        let s = item.bounds.size
        return 12 / (mass * max(s.width * s.width + s.height * s.height, 1))
    }

    /// Adds a force in UIKit's units (see `accelerationPerUnitForce`).
    func applyForce(_ f: CGVector) {
        guard !isAnchored else { return }
        let k = Self.accelerationPerUnitForce / mass
        acceleration.x += f.dx * k
        acceleration.y += f.dy * k
    }

    /// Adds an impulse in UIKit's units: the velocity change a force of the same magnitude would
    /// give over one second.
    func applyImpulse(_ i: CGVector) {
        guard !isAnchored else { return }
        let k = Self.accelerationPerUnitForce / mass
        velocity.x += i.dx * k
        velocity.y += i.dy * k
    }
}
