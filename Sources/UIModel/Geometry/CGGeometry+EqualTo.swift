import Foundation

// Core Graphics' comparisons under their Swift names (`CGPointEqualToPoint` and its kin), which
// older code calls; Linux's Foundation declares the types without them.

nonisolated extension CGPoint {
    /// Whether the two points are the same.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

nonisolated extension CGSize {
    /// Whether the two sizes are the same.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

nonisolated extension CGRect {
    /// Whether the two rectangles cover the same area: compared standardized, as Core Graphics
    /// compares them (a rectangle of negative width equals the one it spans); null rectangles
    /// equal each other.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }
}
