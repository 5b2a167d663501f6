import Foundation

/// Insets whose horizontal edges follow the layout direction (UIKit's `NSDirectionalEdgeInsets`):
/// leading is the left in left-to-right layouts and the right in right-to-left ones.
nonisolated public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public static let zero = NSDirectionalEdgeInsets()

    /// The insets with leading and trailing made left and right for `direction`.
    func edgeInsets(_ direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .rightToLeft ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

nonisolated extension UIEdgeInsets {
    /// Left and right made leading and trailing for `direction`.
    func directional(_ direction: UIUserInterfaceLayoutDirection) -> NSDirectionalEdgeInsets {
        direction == .rightToLeft ? NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }

    /// Edge by edge sum (UIKit adds a controller's `additionalSafeAreaInsets` this way).
    func adding(_ o: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: top + o.top, left: left + o.left, bottom: bottom + o.bottom, right: right + o.right)
    }

    /// Edge by edge maximum.
    func maximum(_ o: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: max(top, o.top), left: max(left, o.left), bottom: max(bottom, o.bottom), right: max(right, o.right))
    }

    /// How far `frame` reaches into the band between `outer` and `inner` on each edge (a
    /// subview's share of its superview's safe area or margins): never negative, never more
    /// than the frame itself.
    static func overlap(of frame: CGRect, outside inner: CGRect) -> UIEdgeInsets {
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(v, 0), max(limit, 0)) }
        return UIEdgeInsets(top: clamp(inner.minY - frame.minY, frame.height), left: clamp(inner.minX - frame.minX, frame.width),
                            bottom: clamp(frame.maxY - inner.maxY, frame.height), right: clamp(frame.maxX - inner.maxX, frame.width))
    }

    /// Any inset that is NaN or infinite becomes 0 (bad input to `additionalSafeAreaInsets`, margins).
    var sanitized: UIEdgeInsets {
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return UIEdgeInsets(top: f(top), left: f(left), bottom: f(bottom), right: f(right))
    }
}

/// Left-to-right or right-to-left (UIKit's `UIUserInterfaceLayoutDirection`).
nonisolated public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

/// The layout direction trait (UIKit's `UITraitEnvironmentLayoutDirection`).
nonisolated public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }
