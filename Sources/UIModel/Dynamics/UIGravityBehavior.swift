import Foundation

/// A constant acceleration on its items, whatever their mass: `gravityDirection` (0, 1), UIKit
/// gravity, is 1000 points/s² downwards (UIKit's documentation).
@preconcurrency @MainActor open class UIGravityBehavior: UIDynamicBehavior {
    nonisolated deinit {}
    /// Points per second² of a gravity vector of magnitude 1 (UIKit's documentation).
    package static let pointsPerSecondSquared: CGFloat = 1000

    open private(set) var items: [UIDynamicItem]
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet {
            if !gravityDirection.dx.isFinite || !gravityDirection.dy.isFinite { gravityDirection = oldValue }
            dynamicAnimator?.wake()
        }
    }

    public init(items: [UIDynamicItem] = []) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) { insert(item, into: &items) }

    open func removeItem(_ item: UIDynamicItem) { remove(item, from: &items) }

    /// The direction in radians (0: to the right, π/2: down).
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { setAngle(newValue == 0 ? 0 : angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        if let v = CGVector(angle: angle, magnitude: magnitude) { gravityDirection = v }
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func accelerate(_ body: DynamicBody) {
        guard !body.isAnchored, items.contains(where: { $0 === body.item }) else { return }
        body.acceleration.x += gravityDirection.dx * Self.pointsPerSecondSquared
        body.acceleration.y += gravityDirection.dy * Self.pointsPerSecondSquared
    }
}
