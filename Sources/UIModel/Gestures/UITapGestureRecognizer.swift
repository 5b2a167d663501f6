import Foundation

/// Recognises one or more taps: touches that lift close to where they landed, each following the
/// last soon enough.
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    nonisolated deinit {}
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    /// How far a finger may move and still tap.
    static let allowableMovement: CGFloat = 10
    /// How long the recognizer waits for the next tap of a multi-tap (UIKit's double-tap delay).
    static let maximumTapInterval: TimeInterval = 0.35

    private var taps = 0
    /// Where each finger of this tap landed (window coordinates).
    private var starts: [(touch: UITouch, at: CGPoint)] = []
    /// The most fingers down at once during this tap.
    private var fingers = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let t = touches.first else { return }
        failureDeadline = nil
        starts.append((t, t.location(in: nil)))
        fingers = max(fingers, trackedTouches.count)
        // More fingers than the tap takes: it is some other gesture.
        if fingers > max(numberOfTouchesRequired, 1) { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let t = touches.first, state == .possible, let start = starts.first(where: { $0.touch === t })?.at else { return }
        let p = t.location(in: nil)
        if hypot(p.x - start.x, p.y - start.y) > Self.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let t = touches.first, state == .possible else { return }
        // A tap is counted when its last finger lifts, with as many fingers as it requires.
        guard trackedTouches.count <= 1 else { return }
        starts.removeAll()
        defer { fingers = 0 }
        guard fingers == max(numberOfTouchesRequired, 1) else { state = .failed; return }
        taps += 1
        if taps >= max(numberOfTapsRequired, 1) {
            state = .ended
        } else {
            failureDeadline = t.timestamp + UIModelRuntime.current.clock.userInterval(Self.maximumTapInterval)
        }
    }

    open override func reset() { taps = 0; starts.removeAll(); fingers = 0 }
}
