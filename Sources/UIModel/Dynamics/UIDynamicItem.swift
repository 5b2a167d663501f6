import Foundation

/// The shape an item collides as (UIKit's `UIDynamicItemCollisionBoundsType`).
nonisolated public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    case rectangle
    /// The ellipse inscribed in the bounds.
    case ellipse
    /// `collisionBoundingPath`: a convex polygon, relative to the item's center.
    case path
}

/// Something UIKit Dynamics can move: a view, through its center and transform.
@preconcurrency @MainActor public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}

extension UIView: UIDynamicItem {}
