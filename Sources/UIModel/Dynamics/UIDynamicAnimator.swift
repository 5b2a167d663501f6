import Foundation

/// Runs dynamic behaviours on items inside a reference view: a display link advances the
/// simulation in fixed steps (so the motion is the same at any frame rate) and writes the items'
/// centers; it pauses when everything is at rest.
open class UIDynamicAnimator {
    public private(set) weak var referenceView: UIView?
    public private(set) var behaviors: [UIDynamicBehavior] = []
    public weak var delegate: UIDynamicAnimatorDelegate?

    /// Simulation step, in seconds (fixed: frame-rate independent).
    public static let step: CFTimeInterval = 1.0 / 240
    /// Below this speed (points per second) and with no acceleration to speak of, an item rests.
    static let restSpeed: CGFloat = 0.5
    static let restAcceleration: CGFloat = 5
    /// At most this much time is simulated per frame (a long stall does not explode the spring).
    static let maxFrameTime: CFTimeInterval = 0.25

    private var bodies: [DynamicBody] = []
    private var link: CADisplayLink?
    private var lastTimestamp: CFTimeInterval?
    /// Unsimulated time in whole nanoseconds: counting steps in integers keeps the number of steps
    /// per frame exact (a 60 Hz frame is exactly four 1/240 s steps, whatever the clock's origin).
    private var accumulatedNanoseconds: Int64 = 0
    private static let stepNanoseconds = Int64((step * 1e9).rounded())
    private var flat: [UIDynamicBehavior] = []
    public private(set) var elapsedTime: CFTimeInterval = 0

    public init(referenceView view: UIView) {
        referenceView = view
    }

    deinit { link?.invalidate() }

    public var isRunning: Bool { !(link?.isPaused ?? true) }

    public func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: self)
        behaviors.append(behavior)
        behaviorsChanged()
    }

    public func removeBehavior(_ behavior: UIDynamicBehavior) {
        behavior.willMove(to: nil)
        behaviors.removeAll { $0 === behavior }
        behaviorsChanged()
    }

    public func removeAllBehaviors() {
        for b in behaviors { b.willMove(to: nil) }
        behaviors.removeAll()
        behaviorsChanged()
    }

    func body(for item: UIDynamicItem) -> DynamicBody? { bodies.first { $0.item === item } }

    /// Rebuilds the flattened behaviour list and the bodies (keeping the state of items that stay).
    func behaviorsChanged() {
        flat.removeAll(keepingCapacity: true)
        for b in behaviors { b.flattened(into: &flat) }
        for b in flat { b.dynamicAnimator = self }
        var items: [UIDynamicItem] = []
        for b in flat { for i in b.dynamicItems where !items.contains(where: { $0 === i }) { items.append(i) } }
        bodies = items.map { item in body(for: item) ?? DynamicBody(item: item) }
        wake()
    }

    /// Starts simulating again after a rest.
    func wake() {
        guard !bodies.isEmpty else { return }
        if link == nil {
            let l = CADisplayLink { [weak self] link in self?.tick(link) }
            l.add(to: .main, forMode: .common)
            link = l
        }
        if link!.isPaused { lastTimestamp = nil; accumulatedNanoseconds = 0 }
        link!.isPaused = false
    }

    /// Items moved by someone else (a drag) are picked up where they are.
    public func updateItem(usingCurrentState item: UIDynamicItem) {
        body(for: item)?.position = item.center
        wake()
    }

    private func tick(_ link: CADisplayLink) {
        let dt = lastTimestamp.map { link.timestamp - $0 } ?? 0
        lastTimestamp = link.timestamp
        guard dt.isFinite, dt >= 0 else { return }
        accumulatedNanoseconds += Int64((min(dt, Self.maxFrameTime) * 1e9).rounded())
        // Items the app moved since the last step start from where they are now.
        for b in bodies where b.item.center != b.position { b.position = b.item.center }
        var stepped = false
        while accumulatedNanoseconds >= Self.stepNanoseconds {
            simulate(CGFloat(Self.step))
            accumulatedNanoseconds -= Self.stepNanoseconds
            elapsedTime += Self.step
            stepped = true
        }
        guard stepped else { return }
        for b in bodies { b.item.center = b.position }
        for b in flat { b.action?() }
        // Rest is judged on a step just taken, never on the state from before a wake-up.
        if bodies.allSatisfy({ hypot($0.velocity.x, $0.velocity.y) < Self.restSpeed
                               && hypot($0.acceleration.x, $0.acceleration.y) < Self.restAcceleration }) {
            link.isPaused = true
            delegate?.dynamicAnimatorDidPause(self)
        }
    }

    /// One semi-implicit Euler step.
    private func simulate(_ h: CGFloat) {
        for body in bodies {
            body.acceleration = .zero
            for b in flat { b.accelerate(body) }
            body.velocity.x += body.acceleration.x * h
            body.velocity.y += body.acceleration.y * h
            for b in flat { b.adjustVelocity(body, step: h) }
            if !body.velocity.x.isFinite || !body.velocity.y.isFinite { body.velocity = .zero }
            body.position.x += body.velocity.x * h
            body.position.y += body.velocity.y * h
        }
    }
}

public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
}
