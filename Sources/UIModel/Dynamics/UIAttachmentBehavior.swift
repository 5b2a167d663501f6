import Foundation

/// Attaches an item's center to an anchor point: rigidly, or as a damped spring when `frequency`
/// (oscillations per second) is set, with `damping` as its damping ratio, pulling the item to
/// `length` points from the anchor.
@preconcurrency @MainActor open class UIAttachmentBehavior: UIDynamicBehavior {
    nonisolated deinit {}
    open private(set) var items: [UIDynamicItem]
    open var anchorPoint: CGPoint {
        didSet { if !anchorPoint.x.isFinite || !anchorPoint.y.isFinite { anchorPoint = oldValue }; dynamicAnimator?.wake() }
    }
    open var length: CGFloat {
        didSet { if !length.isFinite || length < 0 { length = oldValue } }
    }
    open var frequency: CGFloat = 0 {
        didSet { if !frequency.isFinite || frequency < 0 { frequency = oldValue } }
    }
    open var damping: CGFloat = 0 {
        didSet { if !damping.isFinite || damping < 0 { damping = oldValue } }
    }

    /// A rigid attachment is simulated as a very stiff, critically damped spring.
    static let rigidFrequency: CGFloat = 60

    public init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        items = [item]
        anchorPoint = point.x.isFinite && point.y.isFinite ? point : item.center
        length = hypot(item.center.x - anchorPoint.x, item.center.y - anchorPoint.y)
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func accelerate(_ body: DynamicBody) {
        guard items.first === body.item else { return }
        let rigid = frequency == 0
        let omega = 2 * .pi * (rigid ? Self.rigidFrequency : frequency)
        let zeta = rigid ? 1 : damping
        let dx = body.position.x - anchorPoint.x, dy = body.position.y - anchorPoint.y
        let distance = (dx * dx + dy * dy).squareRoot()
        // Displacement along the line to the anchor beyond the rest length.
        var ex: CGFloat = dx, ey: CGFloat = dy
        if length > 0, distance > 1e-9 {
            let stretch = distance - length
            ex = dx / distance * stretch
            ey = dy / distance * stretch
        }
        body.acceleration.x += -omega * omega * ex - 2 * zeta * omega * body.velocity.x
        body.acceleration.y += -omega * omega * ey - 2 * zeta * omega * body.velocity.y
    }
}
