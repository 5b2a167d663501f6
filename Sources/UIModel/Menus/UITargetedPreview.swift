import Foundation

/// How a preview is drawn: the part of the view that shows (`visiblePath`, in the view's
/// coordinates), the colour behind it, and the path its shadow follows.
@preconcurrency @MainActor open class UIPreviewParameters: NSObject {
    nonisolated deinit {}
    /// The part of the view shown; nil shows its bounds with rounded corners.
    open var visiblePath: UIBezierPath?
    /// The path the lifted preview's shadow follows; nil follows the visible path.
    open var shadowPath: UIBezierPath?
    /// What shows behind the view inside the visible path (the system background by default).
    open var backgroundColor: UIColor! = .systemBackground

    public override init() { super.init() }
}

/// Where a preview sits: a point in a container view, and a transform about it.
@preconcurrency @MainActor open class UIPreviewTarget: NSObject {
    nonisolated deinit {}
    open private(set) var container: UIView
    open private(set) var center: CGPoint
    open private(set) var transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container; self.center = center; self.transform = transform
    }
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// A view as a context menu lifts it: the view, how it is drawn, and where.
@preconcurrency @MainActor open class UITargetedPreview: NSObject {
    nonisolated deinit {}
    open private(set) var view: UIView
    open private(set) var parameters: UIPreviewParameters
    open private(set) var target: UIPreviewTarget

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view; self.parameters = parameters; self.target = target
    }

    /// A preview of a view in a window, where it is. UIKit raises an exception for a view
    /// outside a window; here it is a warning and the preview sits at the view's own centre.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let container = view.superview ?? view
        if view.window == nil {
            UIKitWarning.log("UITargetedPreview: the view is not in a window, so its target cannot be inferred")
        }
        self.init(view: view, parameters: parameters,
                  target: UIPreviewTarget(container: container, center: view.superview == nil ? .zero : view.center))
    }

    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }

    /// The preview's size: the visible path's, else the view's.
    open var size: CGSize { parameters.visiblePath?.bounds.size ?? view.bounds.size }

    /// The same preview somewhere else.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }

    /// The preview's frame in `window` (before it is lifted): centred on the target.
    func frame(in window: UIView) -> CGRect {
        let visible = parameters.visiblePath?.bounds ?? view.bounds
        let centre = target.container.convert(target.center, to: window)
        return CGRect(x: centre.x - visible.width / 2, y: centre.y - visible.height / 2,
                      width: visible.width, height: visible.height)
    }
}
