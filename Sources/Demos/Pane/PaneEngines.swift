import Foundation
import UIModel

/// One way of animating the pane to a target with an initial velocity; each can be stopped
/// mid-flight and tells its current velocity, so a grab or a retarget keeps the motion continuous.
protocol PaneEngine: AnyObject {
    static var title: String { get }
    func animate(_ view: UIView, to target: CGPoint, velocity: CGPoint)
    /// Stops the motion where it is.
    func stop()
    /// The pane's current velocity (points per second), zero when still.
    var velocity: CGPoint { get }
}

/// UIKit Dynamics with the demo's PaneBehavior.
final class DynamicsPaneEngine: PaneEngine {
    static let title = "Dynamics"
    private let animator: UIDynamicAnimator
    private var behavior: PaneBehavior?

    init(referenceView: UIView) { animator = UIDynamicAnimator(referenceView: referenceView) }

    func animate(_ view: UIView, to target: CGPoint, velocity: CGPoint) {
        if behavior == nil || behavior!.item !== view {
            let b = PaneBehavior(item: view)
            animator.removeAllBehaviors()
            animator.addBehavior(b)
            behavior = b
        }
        animator.updateItem(usingCurrentState: view)
        behavior!.targetPoint = target
        behavior!.velocity = velocity
    }

    var velocity: CGPoint { behavior?.velocity ?? .zero }

    func stop() {
        animator.removeAllBehaviors()
        behavior = nil
    }
}

/// A hand-made spring on an Animator: spring constant 300, friction 20, done when the
/// speed is under 0.05 and the distance under 1. It integrates in fixed 1 ms steps counted from
/// the moment it started (an input event's time), so the motion does not depend on the frame rate.
final class SpringPaneEngine: PaneEngine, Animation {
    static let title = "Spring"
    static let springConstant: CGFloat = 300
    static let frictionConstant: CGFloat = 20
    static let step: CFTimeInterval = 0.001

    private let animator = Animator()
    private weak var view: UIView?
    private var target: CGPoint = .zero
    private(set) var velocity: CGPoint = .zero
    private var position: CGPoint = .zero
    /// When this motion started, and the steps integrated since.
    private var startTime: CFTimeInterval = 0
    private var stepsTaken = 0

    func animate(_ view: UIView, to target: CGPoint, velocity: CGPoint) {
        self.view = view
        self.target = target
        // A non-finite velocity (bad input) starts from rest instead.
        self.velocity = CGPoint(x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
        position = view.center
        startTime = CACurrentMediaTime()
        stepsTaken = 0
        animator.add(self)
    }

    func stop() {
        animator.remove(self)
        velocity = .zero
    }

    func animationTick(_ dt: CFTimeInterval, finished: inout Bool) {
        guard let view else { finished = true; return }
        if view.center != position { position = view.center }
        // The steps due by now (a step ending within a microsecond of now counts).
        let due = Int(((CACurrentMediaTime() - startTime) / Self.step + 1e-3).rounded(.down))
        while stepsTaken < due {
            let h = CGFloat(Self.step)
            let spring = CGPoint(x: (target.x - position.x) * Self.springConstant, y: (target.y - position.y) * Self.springConstant)
            let friction = CGPoint(x: velocity.x * Self.frictionConstant, y: velocity.y * Self.frictionConstant)
            velocity.x += (spring.x - friction.x) * h
            velocity.y += (spring.y - friction.y) * h
            position.x += velocity.x * h
            position.y += velocity.y * h
            stepsTaken += 1
        }
        view.center = position
        let speed = hypot(velocity.x, velocity.y)
        let distance = hypot(target.x - position.x, target.y - position.y)
        if speed < 0.05 && distance < 1 {
            view.center = target
            velocity = .zero
            finished = true
        }
    }
}

/// A POP-style spring (springSpeed 15, springBounciness 6, POP's conversion), evaluated in closed
/// form from the last start each frame; a new target restarts it from the current state.
final class POPPaneEngine: PaneEngine {
    static let title = "POP"
    static let spring = Spring(springSpeed: 15, springBounciness: 6)
    /// POP's rest threshold for points.
    static let threshold: CGFloat = 1

    private weak var view: UIView?
    private var link: CADisplayLink?
    private var start: CGPoint = .zero, startVelocity: CGPoint = .zero, target: CGPoint = .zero
    private var startTime: CFTimeInterval = 0
    private var elapsed: CFTimeInterval = 0

    isolated deinit { link?.invalidate() }

    var velocity: CGPoint {
        guard link?.isPaused == false else { return .zero }
        let t = CGFloat(elapsed)
        return CGPoint(x: Self.spring.state(x0: start.x - target.x, v0: startVelocity.x, at: t).v,
                       y: Self.spring.state(x0: start.y - target.y, v0: startVelocity.y, at: t).v)
    }

    func animate(_ view: UIView, to target: CGPoint, velocity: CGPoint) {
        self.view = view
        start = view.center
        startVelocity = CGPoint(x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
        self.target = target
        // The spring starts now: at the input event's time, or the frame's.
        startTime = CACurrentMediaTime()
        elapsed = 0
        if link == nil {
            let l = CADisplayLink { [weak self] link in self?.tick(link) }
            l.add(to: .main, forMode: .common)
            link = l
        }
        link!.isPaused = false
    }

    func stop() { link?.isPaused = true }

    private func tick(_ link: CADisplayLink) {
        guard let view else { link.isPaused = true; return }
        elapsed = link.timestamp - startTime
        let t = CGFloat(elapsed)
        let x = Self.spring.state(x0: start.x - target.x, v0: startVelocity.x, at: t)
        let y = Self.spring.state(x0: start.y - target.y, v0: startVelocity.y, at: t)
        view.center = CGPoint(x: target.x + x.x, y: target.y + y.x)
        if abs(x.x) < Self.threshold, abs(y.x) < Self.threshold, abs(x.v) < Self.threshold, abs(y.v) < Self.threshold {
            view.center = target
            link.isPaused = true
        }
    }
}
