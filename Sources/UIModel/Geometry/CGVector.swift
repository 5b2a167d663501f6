import Foundation

/// A two-dimensional vector (velocities, offsets), as in Core Graphics.
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init() { self.init(dx: 0, dy: 0) }
    public static let zero = CGVector()
}

/// Core Animation's time type.
public typealias CFTimeInterval = Double
