import Foundation

/// Physical properties of items: density (with the item's area, its mass: pushes, fields and
/// collisions respect it), elasticity (how much speed a collision gives back), friction (between
/// items, and items and boundaries, in contact), resistance and angular resistance (damping per
/// second), rotation, and anchoring; and velocity added to items directly.
///
/// When several item behaviours name the same item, the one added last sets its properties.
@preconcurrency @MainActor open class UIDynamicItemBehavior: UIDynamicBehavior {
    nonisolated deinit {}
    open private(set) var items: [UIDynamicItem]
    open var density: CGFloat = 1 { didSet { if !density.isFinite || density <= 0 { density = oldValue } } }
    open var resistance: CGFloat = 0 {
        didSet { if !resistance.isFinite || resistance < 0 { resistance = oldValue } }
    }
    open var friction: CGFloat = 0 { didSet { if !friction.isFinite || friction < 0 { friction = oldValue } } }
    /// 0: no bounce; 1: a collision gives back all the speed.
    open var elasticity: CGFloat = 0 { didSet { elasticity = elasticity.isFinite ? min(max(elasticity, 0), 1) : oldValue } }
    open var angularResistance: CGFloat = 0 {
        didSet { if !angularResistance.isFinite || angularResistance < 0 { angularResistance = oldValue } }
    }
    open var allowsRotation = true
    /// An anchored item does not move, but others collide with it.
    open var isAnchored = false { didSet { dynamicAnimator?.wake() } }

    private var pendingVelocity: [ObjectIdentifier: CGPoint] = [:]
    private var pendingAngularVelocity: [ObjectIdentifier: CGFloat] = [:]

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) { insert(item, into: &items) }

    open func removeItem(_ item: UIDynamicItem) { remove(item, from: &items) }

    override var dynamicItems: [UIDynamicItem] { items }

    /// Adds to the item's velocity (points per second) at the next step. Non-finite values are
    /// ignored.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
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

    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        dynamicAnimator?.body(for: item)?.velocity ?? pendingVelocity[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds to the item's angular velocity (radians per second).
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard velocity.isFinite else { return }
        if let body = dynamicAnimator?.body(for: item) {
            body.angularVelocity += velocity
            dynamicAnimator?.wake()
        } else {
            pendingAngularVelocity[ObjectIdentifier(item), default: 0] += velocity
        }
    }

    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        dynamicAnimator?.body(for: item)?.angularVelocity ?? pendingAngularVelocity[ObjectIdentifier(item)] ?? 0
    }

    override func describeMaterial(_ body: DynamicBody) {
        guard items.contains(where: { $0 === body.item }) else { return }
        body.density = density; body.elasticity = elasticity; body.friction = friction
        body.resistance = resistance; body.angularResistance = angularResistance
        body.allowsRotation = allowsRotation; body.isAnchored = isAnchored
    }

    override func adjustVelocity(_ body: DynamicBody, step: CGFloat) {
        guard items.contains(where: { $0 === body.item }) else { return }
        let id = ObjectIdentifier(body.item)
        if let v = pendingVelocity.removeValue(forKey: id) { body.velocity.x += v.x; body.velocity.y += v.y }
        if let w = pendingAngularVelocity.removeValue(forKey: id) { body.angularVelocity += w }
    }
}
