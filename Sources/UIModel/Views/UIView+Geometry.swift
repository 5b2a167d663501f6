import Foundation

extension UIView {
    /// Sets the bounds' size and tells what depends on it: the safe areas, the view itself, its
    /// layout, the layout engine and the subviews' autoresizing.
    func setBoundsSize(_ size: CGSize) {
        let old = layer.bounds.size
        guard old != size else { return }
        layer.bounds.size = size
        UIApplication.shared.insetsMoved(self)
        boundsSizeDidChange(from: old)
        setNeedsLayout()
        if layoutState?.isFrameInEngine == true { layoutFrameMoved() }
        if autoresizesSubviews { resizeSubviews(from: old) }
    }

    /// Maps this view's bounds coordinates into its superview's: around the bounds' midpoint,
    /// through `transform`, onto `center`.
    var transformToSuperview: CGAffineTransform {
        LayerAppearance.modelTransform(bounds: layer.bounds, position: layer.position, transform: layer.affineTransform)
    }

    /// Maps this view's coordinates into those of the root of its tree (the window's).
    var transformToRoot: CGAffineTransform {
        var m = CGAffineTransform.identity
        var v: UIView = self
        while let parent = v.superview {
            m = m.concatenating(v.transformToSuperview)
            v = parent
        }
        return m
    }

    private func root() -> UIView {
        var v: UIView = self
        while let p = v.superview { v = p }
        return v
    }

    /// A point in this view's coordinates, in `view`'s (nil: the window's).
    func baseConvert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(conversion(to: view))
    }

    /// A point in `view`'s coordinates (nil: the window's), in this view's.
    func baseConvert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return point.applying(transformToRoot.inverted()) }
        return view.convert(point, to: self)
    }

    func baseConvert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(conversion(to: view))
    }

    func baseConvert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let view else { return rect.applying(transformToRoot.inverted()) }
        return view.convert(rect, to: self)
    }

    private func conversion(to view: UIView?) -> CGAffineTransform {
        let toRoot = transformToRoot
        guard let view, view !== self else { return view == nil ? toRoot : .identity }
        // Views in different trees convert through their windows, which share the screen origin.
        let targetRoot = view.transformToRoot
        if root() !== view.root() {
            let myRoot = root(), theirRoot = view.root()
            return toRoot.concatenating(myRoot.transformToSuperview)
                .concatenating(theirRoot.transformToSuperview.inverted())
                .concatenating(targetRoot.inverted())
        }
        return toRoot.concatenating(targetRoot.inverted())
    }


}
