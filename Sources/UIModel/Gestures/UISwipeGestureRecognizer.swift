import Foundation

/// Recognises a quick stroke in one of `direction`'s directions with `numberOfTouchesRequired`
/// fingers: the fingers travel `minimumDistance` along it within `maximumDuration` of landing,
/// never straying more than `maximumCrossDistance` across it. A discrete gesture. UIKit does not
/// document its thresholds; these are the ones a flick across a phone meets and a slow drag or
/// a diagonal scroll does not.
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    nonisolated deinit {}
    nonisolated public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    /// How far along the stroke the fingers must travel.
    package static let minimumDistance: CGFloat = 50
    /// How far across it they may stray.
    package static let maximumCrossDistance: CGFloat = 50
    /// How soon after landing the stroke must be long enough.
    package static let maximumDuration: TimeInterval = 0.5

    private var start: CGPoint = .zero
    private var startTime: TimeInterval = 0
    private var fingers = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let t = touches.first, state == .possible else { return }
        fingers = max(fingers, trackedTouches.count)
        if fingers > max(numberOfTouchesRequired, 1) { state = .failed; return }
        start = centroid()
        startTime = t.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let t = touches.first, state == .possible, fingers == max(numberOfTouchesRequired, 1) else { return }
        let p = centroid()
        let dx = p.x - start.x, dy = p.y - start.y
        let elapsed = t.timestamp - startTime
        if elapsed > UIModelRuntime.current.clock.userInterval(Self.maximumDuration) { state = .failed; return }
        let candidates: [(Direction, along: CGFloat, across: CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        var straying = true
        for (d, along, across) in candidates where direction.contains(d) {
            if abs(across) <= Self.maximumCrossDistance { straying = false }
            if along >= Self.minimumDistance, abs(across) <= Self.maximumCrossDistance, abs(across) < along {
                state = .ended
                return
            }
        }
        if straying { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, trackedTouches.count <= 1 { state = .failed }
    }

    open override func reset() { fingers = 0 }

    /// The fingers' centre, window coordinates.
    private func centroid() -> CGPoint {
        let ps = trackedTouches.map(\.windowLocation)
        guard !ps.isEmpty else { return .zero }
        return CGPoint(x: ps.map(\.x).reduce(0, +) / CGFloat(ps.count), y: ps.map(\.y).reduce(0, +) / CGFloat(ps.count))
    }
}
