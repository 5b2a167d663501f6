import Foundation

/// Something UIKit Dynamics can move: a view, through its center and transform.
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}
