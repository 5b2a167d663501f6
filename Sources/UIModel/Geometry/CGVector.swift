import Foundation

/// A two-dimensional vector (velocities, offsets), as in Core Graphics.
nonisolated public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init() { self.init(dx: 0, dy: 0) }
    public static let zero = CGVector()

    /// The direction in radians and the length, as gravity and push behaviours expose them.
    var angle: CGFloat { atan2(dy, dx) }
    var magnitude: CGFloat { hypot(dx, dy) }
    /// The vector of `magnitude` at `angle`; nil for non-finite values.
    init?(angle: CGFloat, magnitude: CGFloat) {
        guard angle.isFinite, magnitude.isFinite else { return nil }
        self.init(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }
}

/// Core Animation's time type.
public typealias CFTimeInterval = Double
