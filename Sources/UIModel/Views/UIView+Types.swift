import Foundation

/// UIView's nested types and constants.
extension UIView {
    nonisolated public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    nonisolated public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight
    }

    /// UIKit's sentinel for "no intrinsic size along this axis".
    public static let noIntrinsicMetric: CGFloat = -1
    /// UIKit's `UIView.layoutFittingCompressedSize`: as small as the constraints allow.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// UIKit's `UIView.layoutFittingExpandedSize`: as large as the constraints allow (UIKit does
    /// not document its value; any size larger than a screen behaves the same).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
