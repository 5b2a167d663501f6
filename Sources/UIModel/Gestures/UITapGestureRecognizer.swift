import Foundation

/// Recognises one or more taps: touches that lift close to where they landed, each following the
/// last soon enough.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    /// How far a finger may move and still tap.
    public static let allowableMovement: CGFloat = 10
    /// How long the recognizer waits for the next tap of a multi-tap (UIKit's double-tap delay).
    public static let maximumTapInterval: TimeInterval = 0.35

    private var taps = 0
    private var start: CGPoint = .zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let t = touches.first else { return }
        failureDeadline = nil
        start = t.location(in: nil)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let t = touches.first, state == .possible else { return }
        let p = t.location(in: nil)
        if hypot(p.x - start.x, p.y - start.y) > Self.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let t = touches.first, state == .possible else { return }
        taps += 1
        if taps >= max(numberOfTapsRequired, 1) {
            state = .ended
        } else {
            failureDeadline = t.timestamp + Self.maximumTapInterval
        }
    }

    open override func reset() { taps = 0 }
}
