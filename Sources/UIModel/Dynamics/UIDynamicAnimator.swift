import Foundation

/// Runs dynamic behaviours on items inside a reference view: a display link advances the
/// simulation in fixed steps (so the motion is the same at any frame rate) and writes the items'
/// centers; it pauses when everything is at rest.
/// Not isolated, as in UIKit; its simulation runs on the main actor, where its behaviours and
/// items live.
nonisolated open class UIDynamicAnimator: NSObject {
    open private(set) weak var referenceView: UIView?
    open private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: UIDynamicAnimatorDelegate?

    /// Simulation step, in seconds: fixed, so the motion is the same at any frame rate. 240 Hz
    /// is our choice (UIKit does not publish its step): a whole number of steps per frame at 60,
    /// 120 and 240 Hz.
    static let step: CFTimeInterval = 1.0 / 240
    /// Below this speed (points per second) and with no acceleration to speak of, an item rests.
    static let restSpeed: CGFloat = 0.5
    static let restAcceleration: CGFloat = 5
    /// Radians per second below which an item's turning counts as stopped.
    static let restAngularSpeed: CGFloat = 0.01
    /// At most this much time is simulated per frame (a long stall does not explode the spring).
    static let maxFrameTime: CFTimeInterval = 0.25

    @MainActor var bodies: [DynamicBody] = []
    /// The layout whose attributes the behaviours move (`init(collectionViewLayout:)`).
    weak var collectionViewLayout: UICollectionViewLayout?
    @MainActor private var link: CADisplayLink?
    /// When the simulation (re)started, and the steps taken since: a frame takes the steps due by
    /// its time counted from the start, so the motion is the same whichever frames (or input
    /// events between them) it was brought up to.
    @MainActor private var startTime: CFTimeInterval = 0
    @MainActor private var stepsTaken: Int64 = 0
    @MainActor private var flat: [UIDynamicBehavior] = []
    open private(set) var elapsedTime: CFTimeInterval = 0

    public init(referenceView view: UIView) {
        referenceView = view
    }

    /// An animator for a collection view layout: its behaviours move layout attributes, and each
    /// step invalidates the layout, which returns the moved attributes (`layoutAttributesForCell(at:)`).
    public convenience init(collectionViewLayout layout: UICollectionViewLayout) {
        self.init(layoutOwner: layout)
    }

    init(layoutOwner layout: UICollectionViewLayout) {
        collectionViewLayout = layout
    }

    deinit {
        guard let link = withMainActorState(self, { $0.link }) else { return }
        link.invalidate()
    }

    open var isRunning: Bool { withMainActorState(self) { !($0.link?.isPaused ?? true) } }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        withMainActorState(self) { animator in
            guard !animator.behaviors.contains(where: { $0 === behavior }) else { return }
            behavior.willMove(to: animator)
            animator.behaviors.append(behavior)
            animator.behaviorsChanged()
        }
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        withMainActorState(self) { animator in
            behavior.willMove(to: nil)
            animator.behaviors.removeAll { $0 === behavior }
            animator.behaviorsChanged()
        }
    }

    open func removeAllBehaviors() {
        withMainActorState(self) { animator in
            for b in animator.behaviors { b.willMove(to: nil) }
            animator.behaviors.removeAll()
            animator.behaviorsChanged()
        }
    }

    @MainActor func body(for item: UIDynamicItem) -> DynamicBody? { bodies.first { $0.item === item } }

    /// Rebuilds the flattened behaviour list and the bodies (keeping the state of items that stay).
    @MainActor func behaviorsChanged() {
        flat.removeAll(keepingCapacity: true)
        for b in behaviors { b.flattened(into: &flat) }
        for b in flat { b.dynamicAnimator = self }
        var items: [UIDynamicItem] = []
        for b in flat { for i in b.dynamicItems where !items.contains(where: { $0 === i }) { items.append(i) } }
        bodies = items.map { item in body(for: item) ?? DynamicBody(item: item) }
        if bodies.isEmpty { pause() } else { wake() }
    }

    /// Starts simulating again after a rest.
    @MainActor func wake() {
        guard !bodies.isEmpty else { return }
        // A simulation at rest starts now: at the input event's time, or the frame's.
        if link?.isPaused ?? true {
            startTime = CACurrentMediaTime(); stepsTaken = 0
            delegate?.dynamicAnimatorWillResume(self)
        }
        if link == nil {
            let l = CADisplayLink { [weak self] link in self?.tick(link) }
            l.add(to: .main, forMode: .common)
            link = l
        }
        link!.isPaused = false
    }

    /// Nothing left to simulate: the simulation rests until a behaviour is added (and then starts
    /// from that moment, not from the next frame).
    @MainActor private func pause() {
        guard let link, !link.isPaused else { return }
        link.isPaused = true
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// Items moved by someone else (a drag) are picked up where they are.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        withMainActorState(self, item) { animator, item in
            animator.body(for: item)?.position = item.center
            animator.wake()
        }
    }

    @MainActor private func tick(_ link: CADisplayLink) {
        guard !bodies.isEmpty else { return pause() }
        let elapsed = link.timestamp - startTime
        guard elapsed.isFinite, elapsed >= 0 else { return }
        // A long stall simulates at most `maxFrameTime`: the start moves up instead.
        let behind = elapsed - Double(stepsTaken) * Self.step
        if behind > Self.maxFrameTime { startTime += behind - Self.maxFrameTime }
        // Whole steps due since the start (a step ending within a nanosecond of now counts).
        let due = Int64(((link.timestamp - startTime) / Self.step + Self.stepTolerance).rounded(.down))
        // Items the app moved since the last step start from where they are now.
        for b in bodies where b.item.center != b.position { b.position = b.item.center }
        guard due > stepsTaken else { return }
        refreshMaterials()
        while stepsTaken < due {
            simulate(CGFloat(Self.step))
            stepsTaken += 1
            elapsedTime += Self.step
        }
        for b in bodies {
            b.item.center = b.position
            if b.angle != b.writtenAngle {
                b.item.transform = CGAffineTransform(rotationAngle: b.angle)
                b.writtenAngle = b.angle
            }
        }
        collectionViewLayout?.invalidateLayout()
        for b in flat { b.action?() }
        // Rest is judged on a step just taken, never on the state from before a wake-up.
        if bodies.allSatisfy({ hypot($0.velocity.x, $0.velocity.y) < Self.restSpeed
                               && abs($0.angularVelocity) < Self.restAngularSpeed
                               && hypot($0.acceleration.x, $0.acceleration.y) < Self.restAcceleration }) {
            pause()
        }
    }

    /// In steps: a frame time that floating point puts a hair before a step's end still takes it.
    private static let stepTolerance = 1e-6

    /// Each body's properties from the item behaviours naming it (the last added wins).
    @MainActor private func refreshMaterials() {
        for body in bodies {
            body.resetMaterial()
            for b in flat { b.describeMaterial(body) }
        }
    }

    /// One semi-implicit Euler step, then the contacts.
    @MainActor private func simulate(_ h: CGFloat) {
        for body in bodies {
            body.velocityBefore = body.velocity
            body.acceleration = .zero
            guard !body.isAnchored else {
                body.velocity = .zero; body.angularVelocity = 0
                continue
            }
            for b in flat { b.accelerate(body) }
            body.velocity.x += body.acceleration.x * h
            body.velocity.y += body.acceleration.y * h
            for b in flat { b.adjustVelocity(body, step: h) }
            // Box2D-style damping: v ← v / (1 + h·resistance).
            let k = 1 / (1 + h * body.resistance)
            body.velocity.x *= k
            body.velocity.y *= k
            body.angularVelocity /= 1 + h * body.angularResistance
            if !body.allowsRotation { body.angularVelocity = 0 }
            if !body.velocity.x.isFinite || !body.velocity.y.isFinite { body.velocity = .zero }
            if !body.angularVelocity.isFinite { body.angularVelocity = 0 }
            body.position.x += body.velocity.x * h
            body.position.y += body.velocity.y * h
            body.angle += body.angularVelocity * h
        }
        for b in flat { b.solveContacts(bodies, step: h) }
        // What the step really did (forces and contacts together) decides rest.
        for body in bodies {
            body.acceleration = CGPoint(x: (body.velocity.x - body.velocityBefore.x) / h,
                                        y: (body.velocity.y - body.velocityBefore.y) / h)
        }
    }
}

@preconcurrency @MainActor public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
}
