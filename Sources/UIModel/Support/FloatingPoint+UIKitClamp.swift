import Foundation

nonisolated extension FloatingPoint {
    /// Clamped to `lower...upper` as UIKit's controls clamp with MAX then MIN: NaN compares false,
    /// so it comes out as `lower`.
    func clampedLikeUIKit(_ lower: Self, _ upper: Self) -> Self {
        isNaN ? lower : Swift.min(Swift.max(self, lower), upper)
    }
}
