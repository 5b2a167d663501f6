import Foundation

/// Recognises two fingers turning about each other. It begins once the line between them has
/// turned through an arc of 10 points at the fingers (the pan's hysteresis, as the pinch's;
/// UIKit does not document its own); `rotation` is then the angle turned since the second finger
/// landed, in radians (clockwise positive, as UIKit measures it), past a full turn too, and
/// carries on from whatever the app sets it to. `velocity` is radians per second. It ends when a
/// finger lifts.
@preconcurrency @MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
    nonisolated deinit {}
    /// The angle turned. Settable: later turns add to the value set.
    open var rotation: CGFloat = 0
    /// Radians per second, estimated from the touch timestamps.
    open var velocity: CGFloat {
        guard state == .began || state == .changed || state == .ended else { return 0 }
        return tracker.velocity().x
    }

    /// The arc, in points at the fingers, the line between them must turn through to begin.
    package static let recognitionArc: CGFloat = 10

    private var lastAngle: CGFloat = 0
    /// The angle turned since the second finger landed, whatever the app sets `rotation` to.
    private var turned: CGFloat = 0
    private var tracker = VelocityTracker()

    /// A rotation takes two fingers.
    override func acceptsAnotherTouch() -> Bool { trackedTouches.count < 2 }

    /// The line from the first finger to the second: its angle and length (window points).
    private func line() -> (angle: CGFloat, length: CGFloat)? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
        return (atan2(b.y - a.y, b.x - a.x), hypot(b.x - a.x, b.y - a.y))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let l = line() else { return }
        lastAngle = l.angle
        turned = 0
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let t = touches.first, let l = line() else { return }
        // The change since the last move, the short way round.
        var step = l.angle - lastAngle
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        lastAngle = l.angle
        turned += step
        switch state {
        case .possible:
            guard l.length > 0, abs(turned) * l.length / 2 >= Self.recognitionArc else { return }
            rotation = turned
            tracker.reset()
            tracker.add(CGPoint(x: turned, y: 0), at: t.timestamp)
            state = .began
        case .began, .changed:
            rotation += step
            tracker.add(CGPoint(x: turned, y: 0), at: t.timestamp)
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    open override func reset() {
        rotation = 0
        turned = 0
        lastAngle = 0
        tracker.reset()
    }
}
