import Foundation

/// The area a field acts in (UIKit's `UIRegion`): a circle, a rectangle centred on the field's
/// position, everywhere, or the inverse of one of these.
@preconcurrency @MainActor open class UIRegion: NSObject {
    nonisolated deinit {}
    nonisolated enum Shape { case infinite, circle(CGFloat), rectangle(CGSize) }
    let shape: Shape
    let inverted: Bool

    public static let infinite = UIRegion(shape: .infinite, inverted: false)

    private init(shape: Shape, inverted: Bool) { self.shape = shape; self.inverted = inverted }

    public init(radius: CGFloat) {
        shape = .circle(max(0, radius.isFinite ? radius : 0))
        inverted = false
    }

    public init(size: CGSize) {
        shape = .rectangle(CGSize(width: max(0, size.width.isFinite ? size.width : 0), height: max(0, size.height.isFinite ? size.height : 0)))
        inverted = false
    }

    open func inverse() -> UIRegion { UIRegion(shape: shape, inverted: !inverted) }

    /// Whether a point (relative to the region's centre) is inside.
    open func contains(_ point: CGPoint) -> Bool {
        let inside: Bool
        switch shape {
        case .infinite: inside = true
        case .circle(let r): inside = point.x * point.x + point.y * point.y <= r * r
        case .rectangle(let s): inside = abs(point.x) <= s.width / 2 && abs(point.y) <= s.height / 2
        }
        return inside != inverted
    }
}

/// A field of force over an area: springs pulling items to the field's position, drag slowing
/// them, and linear or radial gravity. Strength scales the force; outside `region` nothing acts;
/// beyond `minimumRadius` the strength falls off with distance to the power `falloff`.
@preconcurrency @MainActor open class UIFieldBehavior: UIDynamicBehavior {
    nonisolated deinit {}
    nonisolated enum Kind { case spring, drag, linearGravity(CGVector), radialGravity, velocity(CGVector) }

    /// A spring field of strength 1 on an item of mass 1 oscillates once a second (UIKit leaves
    /// the scale to experiment; this one makes strength read as frequency squared).
    static let springStiffnessPerStrength: CGFloat = 4 * .pi * .pi
    /// A drag field of strength 1 removes this fraction of a mass-1 item's speed per second.
    static let dragPerStrength: CGFloat = 1
    /// Linear gravity of strength 1 is UIKit gravity, as UIGravityBehavior's magnitude 1.
    static let gravityPerStrength: CGFloat = UIGravityBehavior.pointsPerSecondSquared

    let kind: Kind
    open private(set) var items: [UIDynamicItem] = []
    open var position: CGPoint = .zero {
        didSet { if !position.x.isFinite || !position.y.isFinite { position = oldValue }; dynamicAnimator?.wake() }
    }
    open var region: UIRegion = .infinite
    open var strength: CGFloat = 1 {
        didSet { if !strength.isFinite { strength = oldValue }; dynamicAnimator?.wake() }
    }
    open var falloff: CGFloat = 0 {
        didSet { if !falloff.isFinite || falloff < 0 { falloff = oldValue } }
    }
    open var minimumRadius: CGFloat = 0 {
        didSet { if !minimumRadius.isFinite || minimumRadius < 0 { minimumRadius = oldValue } }
    }
    /// The direction of a linear gravity or velocity field.
    open var direction: CGVector {
        get {
            switch kind {
            case .linearGravity(let d), .velocity(let d): return _direction ?? d
            default: return _direction ?? .zero
            }
        }
        set { if newValue.dx.isFinite, newValue.dy.isFinite { _direction = newValue } }
    }
    private var _direction: CGVector?

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// Pulls items towards `position` with a force proportional to their distance (Hooke's law):
    /// they oscillate about it unless resistance or another field damps them.
    open class func springField() -> UIFieldBehavior { UIFieldBehavior(kind: .spring) }
    /// Slows items with a force against their velocity, proportional to it.
    open class func dragField() -> UIFieldBehavior { UIFieldBehavior(kind: .drag) }
    /// Accelerates items along `direction`, whatever their mass.
    open class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
        UIFieldBehavior(kind: .linearGravity(direction))
    }
    /// Accelerates items towards `position`, whatever their mass.
    open class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
        let f = UIFieldBehavior(kind: .radialGravity)
        f.position = position
        return f
    }
    /// Moves items at the velocity `direction` × strength (points per second) while they are in the field.
    open class func velocityField(direction: CGVector) -> UIFieldBehavior { UIFieldBehavior(kind: .velocity(direction)) }

    open func addItem(_ item: UIDynamicItem) { insert(item, into: &items) }

    open func removeItem(_ item: UIDynamicItem) { remove(item, from: &items) }

    override var dynamicItems: [UIDynamicItem] { items }

    /// The field's strength at `offset` from its position: zero outside the region, reduced by
    /// the falloff beyond the minimum radius.
    func strength(at offset: CGPoint) -> CGFloat {
        guard region.contains(offset) else { return 0 }
        let d = hypot(offset.x, offset.y)
        guard falloff > 0, d > minimumRadius, d > 0 else { return strength }
        return strength / pow(d / max(minimumRadius, 1), falloff)
    }

    override func accelerate(_ body: DynamicBody) {
        guard !body.isAnchored, items.contains(where: { $0 === body.item }) else { return }
        let offset = CGPoint(x: body.position.x - position.x, y: body.position.y - position.y)
        let s = strength(at: offset)
        guard s != 0 else { return }
        switch kind {
        case .spring:
            let k = s * Self.springStiffnessPerStrength / body.mass
            body.acceleration.x -= k * offset.x
            body.acceleration.y -= k * offset.y
        case .drag:
            let k = s * Self.dragPerStrength / body.mass
            body.acceleration.x -= k * body.velocity.x
            body.acceleration.y -= k * body.velocity.y
        case .linearGravity:
            body.acceleration.x += direction.dx * s * Self.gravityPerStrength
            body.acceleration.y += direction.dy * s * Self.gravityPerStrength
        case .radialGravity:
            let d = hypot(offset.x, offset.y)
            guard d > 1e-6 else { return }
            body.acceleration.x -= offset.x / d * s * Self.gravityPerStrength
            body.acceleration.y -= offset.y / d * s * Self.gravityPerStrength
        case .velocity:
            break
        }
    }

    override func adjustVelocity(_ body: DynamicBody, step: CGFloat) {
        guard case .velocity = kind, !body.isAnchored, items.contains(where: { $0 === body.item }) else { return }
        let offset = CGPoint(x: body.position.x - position.x, y: body.position.y - position.y)
        let s = strength(at: offset)
        guard s != 0 else { return }
        body.velocity = CGPoint(x: direction.dx * s, y: direction.dy * s)
    }
}
