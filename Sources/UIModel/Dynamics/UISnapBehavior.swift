import Foundation

/// Moves an item to a point with a damped spring, and turns it upright, as a snap does. `damping`
/// (0 to 1, default 0.5) is the spring's damping ratio: lower values oscillate more.
@preconcurrency @MainActor open class UISnapBehavior: UIDynamicBehavior {
    nonisolated deinit {}
    /// The snap spring's frequency in oscillations per second (chosen to settle in about half a
    /// second at the default damping, as UIKit's snap does).
    static let frequency: CGFloat = 2.5

    public let item: UIDynamicItem
    open var snapPoint: CGPoint {
        didSet { if !snapPoint.x.isFinite || !snapPoint.y.isFinite { snapPoint = oldValue }; dynamicAnimator?.wake() }
    }
    open var damping: CGFloat = 0.5 {
        didSet { damping = damping.isFinite ? min(max(damping, 0), 1) : oldValue }
    }

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point.x.isFinite && point.y.isFinite ? point : item.center
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { [item] }

    override func accelerate(_ body: DynamicBody) {
        guard body.item === item, !body.isAnchored else { return }
        let omega = 2 * .pi * Self.frequency
        // A little damping remains at 0 so the snap still comes to rest.
        let zeta = max(damping, 0.05)
        body.acceleration.x += -omega * omega * (body.position.x - snapPoint.x) - 2 * zeta * omega * body.velocity.x
        body.acceleration.y += -omega * omega * (body.position.y - snapPoint.y) - 2 * zeta * omega * body.velocity.y
    }

    override func adjustVelocity(_ body: DynamicBody, step: CGFloat) {
        guard body.item === item, body.allowsRotation else { return }
        // The same spring turns the item back to its unrotated orientation.
        let omega = 2 * .pi * Self.frequency, zeta = max(damping, 0.05)
        var a = body.angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a > .pi { a -= 2 * .pi } else if a < -.pi { a += 2 * .pi }
        body.angle = a
        body.angularVelocity += (-omega * omega * a - 2 * zeta * omega * body.angularVelocity) * step
    }
}
