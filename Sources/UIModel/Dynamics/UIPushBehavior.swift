import Foundation

/// A force on its items: continuous (applied every step while `active`) or instantaneous (one
/// impulse each time `active` is set, after which it turns itself off). A magnitude of 1 gives a
/// 100 × 100 point item of density 1 an acceleration of 100 points/s² (UIKit's documentation);
/// heavier items move less.
@preconcurrency @MainActor open class UIPushBehavior: UIDynamicBehavior {
    nonisolated deinit {}
    nonisolated public enum Mode: Int, Sendable { case continuous, instantaneous }

    open private(set) var mode: Mode
    open private(set) var items: [UIDynamicItem]
    open var pushDirection = CGVector.zero {
        didSet {
            if !pushDirection.dx.isFinite || !pushDirection.dy.isFinite { pushDirection = oldValue }
            if active { dynamicAnimator?.wake() }
        }
    }
    /// True from the start (an instantaneous push added to an animator pushes at once). An
    /// instantaneous push is delivered at the next step, then `active` returns to false; setting
    /// it again pushes again.
    open var active: Bool {
        didSet {
            if active { pending = Set(items.map { ObjectIdentifier($0) }); dynamicAnimator?.wake() }
        }
    }
    /// Items still owed the instantaneous impulse.
    private var pending: Set<ObjectIdentifier> = []

    public init(items: [UIDynamicItem], mode: Mode) {
        self.items = items
        self.mode = mode
        active = true
        super.init()
        pending = Set(items.map { ObjectIdentifier($0) })
    }

    open func addItem(_ item: UIDynamicItem) { insert(item, into: &items) }

    open func removeItem(_ item: UIDynamicItem) {
        pending.remove(ObjectIdentifier(item))
        remove(item, from: &items)
    }

    open var angle: CGFloat {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        if let v = CGVector(angle: angle, magnitude: magnitude) { pushDirection = v }
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func accelerate(_ body: DynamicBody) {
        guard mode == .continuous, active, items.contains(where: { $0 === body.item }) else { return }
        body.applyForce(pushDirection)
    }

    override func adjustVelocity(_ body: DynamicBody, step: CGFloat) {
        guard mode == .instantaneous, active, pending.remove(ObjectIdentifier(body.item)) != nil else { return }
        body.applyImpulse(pushDirection)
        if pending.isEmpty { active = false }
    }
}
