import Foundation

/// Physical properties of items: density (with the item's area, its mass), resistance (linear
/// damping, per second), friction, elasticity, rotation; and velocity added to them directly.
///
/// As in UIKit, density, friction, elasticity and rotation change nothing unless a behaviour
/// applies forces or collisions; the behaviours here (attachments, whose frequency and damping
/// make the motion mass-independent, and added velocities) do not, so only resistance and added
/// velocity act.
open class UIDynamicItemBehavior: UIDynamicBehavior {
    public private(set) var items: [UIDynamicItem]
    open var density: CGFloat = 1
    open var resistance: CGFloat = 0 {
        didSet { if !resistance.isFinite || resistance < 0 { resistance = oldValue } }
    }
    open var friction: CGFloat = 0
    open var elasticity: CGFloat = 0
    open var angularResistance: CGFloat = 0
    open var allowsRotation = true

    private var pendingVelocity: [ObjectIdentifier: CGPoint] = [:]

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    public func addItem(_ item: UIDynamicItem) { items.append(item); dynamicAnimator?.behaviorsChanged() }
    public func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    override var dynamicItems: [UIDynamicItem] { items }

    /// Adds to the item's velocity (points per second) at the next step. Non-finite values are
    /// ignored.
    public func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard velocity.x.isFinite, velocity.y.isFinite else { return }
        if let body = dynamicAnimator?.body(for: item) {
            body.velocity.x += velocity.x
            body.velocity.y += velocity.y
            dynamicAnimator?.wake()
        } else {
            let id = ObjectIdentifier(item)
            let p = pendingVelocity[id] ?? .zero
            pendingVelocity[id] = CGPoint(x: p.x + velocity.x, y: p.y + velocity.y)
        }
    }

    public func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        dynamicAnimator?.body(for: item)?.velocity ?? pendingVelocity[ObjectIdentifier(item)] ?? .zero
    }

    override func adjustVelocity(_ body: DynamicBody, step: CGFloat) {
        guard items.contains(where: { $0 === body.item }) else { return }
        if let v = pendingVelocity.removeValue(forKey: ObjectIdentifier(body.item)) {
            body.velocity.x += v.x; body.velocity.y += v.y
        }
        // Box2D-style linear damping: v ← v / (1 + h·resistance).
        let k = 1 / (1 + step * resistance)
        body.velocity.x *= k
        body.velocity.y *= k
    }
}
