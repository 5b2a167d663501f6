import Foundation

/// Recognises fingers held still: `numberOfTouchesRequired` fingers down for
/// `minimumPressDuration` without moving more than `allowableMovement` (after
/// `numberOfTapsRequired` quick taps). A continuous gesture: it begins when the time is up,
/// changes as the fingers move, and ends when they lift. UIKit's defaults: 0.5 s, 10 pt, one
/// finger, no taps first.
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    nonisolated deinit {}
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    open var allowableMovement: CGFloat = 10

    /// Where each finger landed (window coordinates).
    private var starts: [(touch: UITouch, at: CGPoint)] = []
    private var taps = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let t = touches.first, state == .possible else { return }
        failureDeadline = nil
        starts.append((t, t.location(in: nil)))
        let required = max(numberOfTouchesRequired, 1)
        if trackedTouches.count > required { state = .failed; return }
        guard trackedTouches.count == required, taps >= max(numberOfTapsRequired, 0) else { return }
        let duration = minimumPressDuration.isFinite ? max(minimumPressDuration, 0) : 0.5
        beginDeadline = t.timestamp + UIModelRuntime.current.clock.userInterval(duration)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let t = touches.first else { return }
        switch state {
        case .possible:
            guard let start = starts.first(where: { $0.touch === t })?.at else { return }
            let p = t.location(in: nil)
            if hypot(p.x - start.x, p.y - start.y) > allowableMovement {
                beginDeadline = nil
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let t = touches.first else { return }
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            beginDeadline = nil
            // A quick tap before the press, when taps come first; anything else lifted too soon.
            guard trackedTouches.count <= 1, taps < numberOfTapsRequired else { state = .failed; return }
            taps += 1
            starts.removeAll()
            failureDeadline = t.timestamp + UIModelRuntime.current.clock.userInterval(UITapGestureRecognizer.maximumTapInterval)
        default:
            break
        }
    }

    open override func reset() {
        taps = 0
        starts.removeAll()
    }
}
