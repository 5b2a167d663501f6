import Foundation

/// The layer behind every view: it holds the geometry and the visual properties that are drawn.
///
/// As in Core Animation, `bounds`, `position` (the view's center), the affine transform and the
/// appearance live here and `UIView` forwards to them.
open class CALayer {
    public var bounds: CGRect = .zero
    public var position: CGPoint = .zero
    /// The 2-D part of the layer transform (UIKit's `view.transform`).
    public var affineTransform: CGAffineTransform = .identity
    public var opacity: Float = 1
    public var isHidden = false
    public var backgroundColor: CGColor?
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    public var masksToBounds = false
    public var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var name: String?

    /// The view this layer backs.
    public internal(set) weak var delegate: UIView?

    public init() {}

    public func setAffineTransform(_ m: CGAffineTransform) { affineTransform = m }
}
