import Foundation

/// Recognises a drag: it begins once the finger has moved 10 points along either axis (the
/// translation at `.began` is the movement beyond that), reports the translation as it changes
/// and the velocity, estimated by `VelocityTracker` from the touch timestamps.
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    nonisolated deinit {}
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// UIKit's pan hysteresis.
    package static let recognitionDistance: CGFloat = 10

    private var origin: CGPoint = .zero
    private var current: CGPoint = .zero
    private var tracker = VelocityTracker()

    /// The translation since the gesture began, in `view`'s coordinate system.
    open func translation(in view: UIView?) -> CGPoint {
        Self.vector(CGPoint(x: current.x - origin.x, y: current.y - origin.y), into: view)
    }

    /// Makes the current translation `translation` (in `view`'s coordinates), as UIKit does to
    /// consume movement incrementally.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let t = Self.vector(translation, from: view)
        origin = CGPoint(x: current.x - t.x, y: current.y - t.y)
    }

    /// Points per second in `view`'s coordinate system.
    open func velocity(in view: UIView?) -> CGPoint {
        guard state == .began || state == .changed || state == .ended else { return .zero }
        return Self.vector(tracker.velocity(), into: view)
    }

    /// A vector (not a point) from window coordinates into a view's: only the linear part of the
    /// transform applies.
    static func vector(_ v: CGPoint, into view: UIView?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, from: nil), b = view.convert(v, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    static func vector(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, to: nil), b = view.convert(v, to: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Whether a touch that began here may start this pan (the screen-edge pan narrows it).
    func shouldTrack(touchAt windowPoint: CGPoint) -> Bool { true }

    /// Whether the pan may begin with the finger `translation` (window points) from where it
    /// landed; if not, it fails (a scroll view's pan across the axis it scrolls).
    func allowsRecognition(translation: CGPoint) -> Bool { true }

    /// Fingers beyond `maximumNumberOfTouches` are not tracked.
    override func acceptsAnotherTouch() -> Bool { trackedTouches.count < maximumNumberOfTouches }

    /// The centroid of the tracked touches, except `leaving` (window coordinates).
    private func centroid(without leaving: Set<UITouch> = []) -> CGPoint? {
        var x: CGFloat = 0, y: CGFloat = 0, n: CGFloat = 0
        for t in trackedTouches where !leaving.contains(t) { x += t.windowLocation.x; y += t.windowLocation.y; n += 1 }
        return n > 0 ? CGPoint(x: x / n, y: y / n) : nil
    }

    /// The pan follows the centroid of its fingers; a finger landing or lifting moves the
    /// centroid but not the translation (`anchor` is the centroid the next move is measured from).
    private var anchor: CGPoint = .zero

    /// The fingers' centroid moved to `c`: the pan moves as far.
    private func follow(_ c: CGPoint) {
        current = CGPoint(x: current.x + c.x - anchor.x, y: current.y + c.y - anchor.y)
        anchor = c
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let t = touches.first, let c = centroid() else { return }
        guard trackedTouches.count > 1 else {
            guard shouldTrack(touchAt: t.location(in: nil)) else { state = .failed; return }
            origin = c; current = c; anchor = c
            tracker.reset()
            tracker.add(c, at: t.timestamp)
            return
        }
        anchor = c
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let t = touches.first, let c = centroid() else { return }
        follow(c)
        tracker.add(current, at: t.timestamp)
        switch state {
        case .possible:
            let dx = current.x - origin.x, dy = current.y - origin.y
            let along = max(abs(dx), abs(dy))
            guard along >= Self.recognitionDistance, trackedTouches.count >= minimumNumberOfTouches else { return }
            guard allowsRecognition(translation: CGPoint(x: dx, y: dy)) else { state = .failed; return }
            // The first 10 points are the price of recognition: they are not part of the translation.
            let k = Self.recognitionDistance / along
            origin = CGPoint(x: origin.x + dx * k, y: origin.y + dy * k)
            state = .began
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let t = touches.first, let c = centroid() else { return }
        follow(c)
        if let rest = centroid(without: touches) {
            // Other fingers stay down: the pan carries on from their centroid.
            anchor = rest
            return
        }
        tracker.add(current, at: t.timestamp)
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if let rest = centroid(without: touches), state == .began || state == .changed || state == .possible {
            anchor = rest
            return
        }
        super.touchesCancelled(touches, with: event)
    }

    open override func reset() {
        tracker.reset()
        origin = .zero; current = .zero; anchor = .zero
    }
}

/// Edges of a rectangle (UIKit's `UIRectEdge`).
nonisolated public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that only starts from an edge of the screen (the interactive pop's left edge).
@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    nonisolated deinit {}
    open var edges: UIRectEdge = []

    /// How close to the edge the touch must land, in points.
    package static let edgeRegion: CGFloat = 13

    override func shouldTrack(touchAt p: CGPoint) -> Bool {
        guard let window = view?.window else { return false }
        let b = window.bounds, r = Self.edgeRegion
        return (edges.contains(.left) && p.x <= b.minX + r) || (edges.contains(.right) && p.x >= b.maxX - r)
            || (edges.contains(.top) && p.y <= b.minY + r) || (edges.contains(.bottom) && p.y >= b.maxY - r)
    }
}
