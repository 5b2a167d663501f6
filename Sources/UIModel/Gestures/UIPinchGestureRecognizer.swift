import Foundation

/// Recognises two fingers moving apart or together. It begins once the distance between them
/// has changed by 10 points; `scale` is then the distance over the distance when the second
/// finger landed, and carries on from whatever the app sets it to (apps reset it to 1 to read
/// the change since the last callback). `velocity` is the scale's change per second. It ends
/// when a finger lifts.
@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    nonisolated deinit {}
    /// The scale of the fingers' distance. Settable: later changes multiply the value set.
    open var scale: CGFloat = 1
    /// Scale factor per second, estimated from the touch timestamps.
    open var velocity: CGFloat {
        guard state == .began || state == .changed || state == .ended else { return 0 }
        return tracker.velocity().x
    }

    /// How far the fingers' distance must change before the pinch begins. UIKit does not document
    /// its value; this is the pan's 10-point hysteresis, so neither gesture is favoured.
    package static let recognitionDistance: CGFloat = 10

    /// The distance between the fingers when the second landed, and at the last move.
    private var startSpan: CGFloat = 0
    private var lastSpan: CGFloat = 0
    /// The scale over time (the x of each sample), for `velocity`.
    private var tracker = VelocityTracker()
    /// The scale the samples are measured in, independent of what the app sets `scale` to.
    private var trackedScale: CGFloat = 1

    /// A pinch takes two fingers.
    override func acceptsAnotherTouch() -> Bool { trackedTouches.count < 2 }

    /// The distance between the two fingers (window points), or nil with fewer than two.
    private func span() -> CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
        return hypot(a.x - b.x, a.y - b.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let s = span() else { return }
        startSpan = s
        lastSpan = s
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let t = touches.first, let s = span() else { return }
        switch state {
        case .possible:
            // Two fingers on one spot have no scale to measure.
            guard abs(s - startSpan) >= Self.recognitionDistance, startSpan > 0 else { return }
            scale = s / startSpan
            trackedScale = scale
            lastSpan = s
            tracker.reset()
            tracker.add(CGPoint(x: trackedScale, y: 0), at: t.timestamp)
            state = .began
        case .began, .changed:
            guard lastSpan > 0 else { return }
            let k = s / lastSpan
            lastSpan = s
            scale *= k
            trackedScale *= k
            tracker.add(CGPoint(x: trackedScale, y: 0), at: t.timestamp)
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    open override func reset() {
        scale = 1
        trackedScale = 1
        startSpan = 0
        lastSpan = 0
        tracker.reset()
    }
}
