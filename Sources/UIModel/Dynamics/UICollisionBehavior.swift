import Foundation

/// Told when items start and stop touching each other or a boundary. A boundary's identifier is
/// the one it was added with; the reference view's bounds have none (nil).
@preconcurrency @MainActor public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                           with item2: UIDynamicItem, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                                  with item2: UIDynamicItem, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?) {}
}

/// Items collide with each other and with boundaries: segments, paths (each segment of the
/// flattened path) and the reference view's bounds. Contacts are resolved with impulses that use
/// the items' masses, elasticity and friction (UIDynamicItemBehavior), and turn items that may rotate.
@preconcurrency @MainActor open class UICollisionBehavior: UIDynamicBehavior {
    nonisolated deinit {}
    nonisolated public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything: Mode = [.items, .boundaries]
    }

    /// Overlap left uncorrected, so resting contacts stay in touch (points).
    static let slop: CGFloat = 0.1
    /// The share of the remaining overlap corrected each step.
    static let correction: CGFloat = 0.4
    /// Below this approach speed (points per second) contacts do not bounce, so items settle.
    static let bounceThreshold: CGFloat = 40
    /// Impulse iterations per step.
    static let iterations = 8

    open private(set) var items: [UIDynamicItem]
    open var collisionMode: Mode = .everything
    open var translatesReferenceBoundsIntoBoundary = false { didSet { dynamicAnimator?.wake() } }
    private(set) var referenceInsets: UIEdgeInsets = .zero
    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    private var boundaries: [(identifier: NSCopying, path: UIBezierPath)] = []
    /// Contacts of the last step, to tell the delegate when they begin and end.
    private var touching: Set<ContactKey> = []

    /// A pair in contact: two items, or an item and a boundary (by its identifier's description;
    /// "" for the reference bounds).
    nonisolated private struct ContactKey: Hashable {
        var a: ObjectIdentifier
        var b: ObjectIdentifier?
        var boundary: String?
    }

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) { insert(item, into: &items) }

    open func removeItem(_ item: UIDynamicItem) { remove(item, from: &items) }

    override var dynamicItems: [UIDynamicItem] { items }

    /// The reference view's bounds, inset, become a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    open var boundaryIdentifiers: [NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        removeBoundary(withIdentifier: identifier)
        boundaries.append((identifier, bezierPath))
        dynamicAnimator?.wake()
    }

    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    open func removeBoundary(withIdentifier identifier: NSCopying) {
        boundaries.removeAll { Self.same($0.identifier, identifier) }
    }

    open func removeAllBoundaries() { boundaries.removeAll() }

    private static func same(_ a: NSCopying, _ b: NSCopying) -> Bool {
        if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
        return String(describing: a) == String(describing: b)
    }

    private static func key(_ identifier: NSCopying?) -> String {
        guard let identifier else { return "" }
        return "#" + String(describing: identifier)
    }

    /// The boundary segments (each a two-point polygon) with their identifiers.
    private func boundarySegments() -> [(identifier: NSCopying?, segment: [CGPoint])] {
        var out: [(NSCopying?, [CGPoint])] = []
        if translatesReferenceBoundsIntoBoundary, let bounds = dynamicAnimator?.referenceBounds {
            let r = bounds.inset(by: referenceInsets)
            let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
            // Each edge's outward normal (dy, -dx) must point into the bounds: edges run backwards.
            for i in 0..<4 { out.append((nil, [corners[(i + 1) % 4], corners[i]])) }
        }
        for b in boundaries {
            for sub in b.path.cgPath.flattened(tolerance: 0.5) {
                var pts = sub.points
                if sub.isClosed, let f = pts.first { pts.append(f) }
                for i in 1..<max(pts.count, 1) where pts[i] != pts[i - 1] { out.append((b.identifier, [pts[i - 1], pts[i]])) }
            }
        }
        return out
    }

    nonisolated private struct Contact {
        var a: DynamicBody
        var b: DynamicBody?
        var normal: CGPoint
        var point: CGPoint
        var depth: CGFloat
        var bounce: CGFloat = 0
        var normalImpulse: CGFloat = 0
        var tangentImpulse: CGFloat = 0
    }

    override func solveContacts(_ all: [DynamicBody], step: CGFloat) {
        let mine = all.filter { b in items.contains { $0 === b.item } }
        let outlines = mine.map { CollisionGeometry.placed(CollisionGeometry.localOutline(of: $0.item), at: $0.position, angle: $0.angle) }
        var contacts: [Contact] = []
        var now: Set<ContactKey> = []
        var began: [(ContactKey, Int, Int?, NSCopying?, CGPoint)] = []
        func note(_ key: ContactKey, _ i: Int, _ j: Int?, _ identifier: NSCopying?, _ p: CGPoint) {
            if now.insert(key).inserted, !touching.contains(key) { began.append((key, i, j, identifier, p)) }
        }
        if collisionMode.contains(.items) {
            for i in 0..<mine.count {
                for j in (i + 1)..<max(mine.count, i + 1) where !(mine[i].isAnchored && mine[j].isAnchored) {
                    guard let m = CollisionGeometry.collide(outlines[i], outlines[j]) else { continue }
                    for p in m.points { contacts.append(Contact(a: mine[i], b: mine[j], normal: m.normal, point: p.point, depth: p.depth)) }
                    note(ContactKey(a: ObjectIdentifier(mine[i].item), b: ObjectIdentifier(mine[j].item)), i, j, nil, m.points[0].point)
                }
            }
        }
        if collisionMode.contains(.boundaries) {
            let segments = boundarySegments()
            for i in 0..<mine.count where !mine[i].isAnchored {
                for s in segments {
                    // The segment is the second polygon: the normal points from the item to it.
                    guard let m = CollisionGeometry.collide(outlines[i], s.segment) else { continue }
                    for p in m.points { contacts.append(Contact(a: mine[i], b: nil, normal: m.normal, point: p.point, depth: p.depth)) }
                    note(ContactKey(a: ObjectIdentifier(mine[i].item), b: nil, boundary: Self.key(s.identifier)), i, nil, s.identifier, m.points[0].point)
                }
            }
        }
        resolve(&contacts)
        let ended = touching.subtracting(now)
        touching = now
        tellDelegate(began: began, ended: ended, bodies: mine)
    }

    private func resolve(_ contacts: inout [Contact]) {
        guard !contacts.isEmpty else { return }
        func cross(_ a: CGPoint, _ b: CGPoint) -> CGFloat { a.x * b.y - a.y * b.x }
        func velocity(_ body: DynamicBody?, at p: CGPoint) -> CGPoint {
            guard let body else { return .zero }
            let r = CGPoint(x: p.x - body.position.x, y: p.y - body.position.y)
            return CGPoint(x: body.velocity.x - body.angularVelocity * r.y, y: body.velocity.y + body.angularVelocity * r.x)
        }
        func apply(_ body: DynamicBody?, _ impulse: CGPoint, at p: CGPoint, sign: CGFloat) {
            guard let body else { return }
            let r = CGPoint(x: p.x - body.position.x, y: p.y - body.position.y)
            body.velocity.x += sign * impulse.x * body.inverseMass
            body.velocity.y += sign * impulse.y * body.inverseMass
            body.angularVelocity += sign * cross(r, impulse) * body.inverseInertia
        }
        func effectiveMass(_ c: Contact, along d: CGPoint) -> CGFloat {
            var k: CGFloat = 0
            for (body, _) in [(c.a, 1.0), (c.b, -1.0)] {
                guard let body else { continue }
                let r = CGPoint(x: c.point.x - body.position.x, y: c.point.y - body.position.y)
                let rn = cross(r, d)
                k += body.inverseMass + rn * rn * body.inverseInertia
            }
            return k > 0 ? 1 / k : 0
        }
        for i in contacts.indices {
            let c = contacts[i]
            let rel = velocity(c.b, at: c.point), va = velocity(c.a, at: c.point)
            let vn = (rel.x - va.x) * c.normal.x + (rel.y - va.y) * c.normal.y
            let e = max(c.a.elasticity, c.b?.elasticity ?? 0)
            contacts[i].bounce = vn < -Self.bounceThreshold ? -e * vn : 0
        }
        for _ in 0..<Self.iterations {
            for i in contacts.indices {
                let c = contacts[i]
                let n = c.normal
                let vb = velocity(c.b, at: c.point), va = velocity(c.a, at: c.point)
                let dv = CGPoint(x: vb.x - va.x, y: vb.y - va.y)
                // Normal: stop the approach (and give back the bounce), never pull.
                let vn = dv.x * n.x + dv.y * n.y
                var jn = effectiveMass(c, along: n) * (c.bounce - vn)
                let total = max(c.normalImpulse + jn, 0)
                jn = total - c.normalImpulse
                contacts[i].normalImpulse = total
                apply(c.a, CGPoint(x: n.x * jn, y: n.y * jn), at: c.point, sign: -1)
                apply(c.b, CGPoint(x: n.x * jn, y: n.y * jn), at: c.point, sign: 1)
                // Friction: Coulomb, at most μ times the normal impulse.
                let mu = (c.a.friction * (c.b?.friction ?? c.a.friction)).squareRoot()
                guard mu > 0 else { continue }
                let t = CGPoint(x: -n.y, y: n.x)
                let vb2 = velocity(c.b, at: c.point), va2 = velocity(c.a, at: c.point)
                let vt = (vb2.x - va2.x) * t.x + (vb2.y - va2.y) * t.y
                var jt = -effectiveMass(c, along: t) * vt
                let limit = mu * contacts[i].normalImpulse
                let totalT = min(max(c.tangentImpulse + jt, -limit), limit)
                jt = totalT - c.tangentImpulse
                contacts[i].tangentImpulse = totalT
                apply(c.a, CGPoint(x: t.x * jt, y: t.y * jt), at: c.point, sign: -1)
                apply(c.b, CGPoint(x: t.x * jt, y: t.y * jt), at: c.point, sign: 1)
            }
        }
        // Push overlapping shapes apart, shared by inverse mass and among the pair's contact points.
        nonisolated struct Pair: Hashable { var a: ObjectIdentifier, b: ObjectIdentifier? }
        func pair(_ c: Contact) -> Pair { Pair(a: ObjectIdentifier(c.a), b: c.b.map(ObjectIdentifier.init)) }
        var pointsPerPair: [Pair: Int] = [:]
        for c in contacts { pointsPerPair[pair(c), default: 0] += 1 }
        for c in contacts {
            let wa = c.a.inverseMass, wb = c.b?.inverseMass ?? 0
            guard wa + wb > 0 else { continue }
            let push = max(c.depth - Self.slop, 0) * Self.correction / (wa + wb) / CGFloat(pointsPerPair[pair(c)] ?? 1)
            c.a.position.x -= c.normal.x * push * wa
            c.a.position.y -= c.normal.y * push * wa
            c.b?.position.x += c.normal.x * push * wb
            c.b?.position.y += c.normal.y * push * wb
        }
    }

    private func tellDelegate(began: [(ContactKey, Int, Int?, NSCopying?, CGPoint)], ended: Set<ContactKey>, bodies: [DynamicBody]) {
        guard let delegate = collisionDelegate else { return }
        for (_, i, j, identifier, p) in began {
            if let j { delegate.collisionBehavior(self, beganContactFor: bodies[i].item, with: bodies[j].item, at: p) }
            else { delegate.collisionBehavior(self, beganContactFor: bodies[i].item, withBoundaryIdentifier: identifier, at: p) }
        }
        // In the items' order (then the partner's, then the boundary's name): the same every run.
        func rank(_ id: ObjectIdentifier?) -> Int { id.flatMap { i in items.firstIndex { ObjectIdentifier($0) == i } } ?? -1 }
        let order = ended.sorted {
            (rank($0.a), rank($0.b), $0.boundary ?? "") < (rank($1.a), rank($1.b), $1.boundary ?? "")
        }
        for key in order {
            guard let a = items.first(where: { ObjectIdentifier($0) == key.a }) else { continue }
            if let bid = key.b {
                guard let b = items.first(where: { ObjectIdentifier($0) == bid }) else { continue }
                delegate.collisionBehavior(self, endedContactFor: a, with: b)
            } else {
                let identifier = key.boundary == "" ? nil : boundaries.first { Self.key($0.identifier) == key.boundary }?.identifier
                delegate.collisionBehavior(self, endedContactFor: a, withBoundaryIdentifier: identifier)
            }
        }
    }
}
