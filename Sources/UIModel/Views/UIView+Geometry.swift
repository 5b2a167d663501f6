import Foundation

extension UIView {
    /// Sets the bounds' size and tells what depends on it: the safe areas, the view itself, its
    /// layout, the layout engine and the subviews' autoresizing.
    func setBoundsSize(_ size: CGSize) {
        let old = layer.bounds.size
        guard old != size else { return }
        layer.bounds.size = size
        UIModelRuntime.current.windowSystem.insetsMoved(self)
        boundsSizeDidChange(from: old)
        setNeedsLayout()
        if layoutState?.isFrameInEngine == true { layoutFrameMoved() }
        if autoresizesSubviews { resizeSubviews(from: old) }
    }

    /// Maps this view's bounds coordinates into its superview's: around the anchor point (the
    /// bounds' midpoint unless the layer's anchor moved), through `transform`, onto `center`.
    /// The affine part only: `projectionToSuperview` is the whole map of a view in perspective.
    var transformToSuperview: CGAffineTransform {
        let l = layer, b = l.bounds
        let anchor = l.anchorPoint == CGPoint(x: 0.5, y: 0.5) ? CGPoint(x: b.midX, y: b.midY)
            : CGPoint(x: b.minX + b.width * l.anchorPoint.x, y: b.minY + b.height * l.anchorPoint.y)
        return LayerAppearance.modelTransform(anchor: anchor, position: l.position, transform: l.affine)
    }

    /// Whether this view maps into its superview as an affine transform (`transformToSuperview`
    /// is then exact): no depth of its own, no sublayer transform above it.
    var isFlatInSuperview: Bool {
        layer.isFlat && (superview?.layer.sublayerTransform ?? .identity) == .identity
    }

    /// The whole map of this view's bounds coordinates into its superview's, perspective included.
    var projectionToSuperview: Homography {
        guard !isFlatInSuperview else { return Homography(transformToSuperview) }
        let look = LayerAppearance(layer, at: nil)
        let parent = superview.map { LayerAppearance($0.layer, at: nil) }
        let space = parent.flatMap { p in superview.flatMap { p.sublayerSpace($0.layer.sublayerTransform) } }
        return look.transform3DToSuperlayer(anchorZ: layer.anchorPointZ, space: space).planeProjection
    }

    /// A point of the superview, in this view's coordinates; nil when no point of this view's
    /// plane is drawn there (in perspective: behind the eye).
    func pointFromSuperview(_ p: CGPoint) -> CGPoint? {
        if isFlatInSuperview { return p.applying(transformToSuperview.inverted()) }
        let h = projectionToSuperview
        guard let local = h.inverted()?.apply(p), h.weight(local) > 0 else { return nil }
        return local
    }

    /// The map into the root's coordinates, perspective included (nil while every view is flat).
    var projectionToRoot: Homography? {
        var m = Homography.identity
        var flat = true
        var v: UIView = self
        while let parent = v.superview {
            if !v.isFlatInSuperview { flat = false }
            m = m.concatenating(v.projectionToSuperview)
            v = parent
        }
        return flat ? nil : m
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
        if let h = projectiveConversion(to: view) { return h.apply(point) ?? CGPoint(x: CGFloat.nan, y: .nan) }
        return point.applying(conversion(to: view))
    }

    /// A point in `view`'s coordinates (nil: the window's), in this view's.
    func baseConvert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else {
            if let h = projectionToRoot { return h.inverted()?.apply(point) ?? CGPoint(x: CGFloat.nan, y: .nan) }
            return point.applying(transformToRoot.inverted())
        }
        return view.convert(point, to: self)
    }

    /// A rectangle's corners converted, and the box around them (UIKit's rule for a rotated or
    /// projected view).
    func baseConvert(_ rect: CGRect, to view: UIView?) -> CGRect {
        if let h = projectiveConversion(to: view) { return h.boundingBox(of: rect) ?? .null }
        return rect.applying(conversion(to: view))
    }

    func baseConvert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let view else {
            if let h = projectionToRoot { return h.inverted()?.boundingBox(of: rect) ?? .null }
            return rect.applying(transformToRoot.inverted())
        }
        return view.convert(rect, to: self)
    }

    /// The conversion to `view` when a view on either side is in perspective (nil otherwise, or
    /// when it cannot be inverted).
    private func projectiveConversion(to view: UIView?) -> Homography? {
        let mine = projectionToRoot, theirs = view?.projectionToRoot
        guard mine != nil || theirs != nil else { return nil }
        let toRoot = mine ?? Homography(transformToRoot)
        guard let view, view !== self else { return view == nil ? toRoot : .identity }
        guard let fromTarget = (theirs ?? Homography(view.transformToRoot)).inverted() else { return nil }
        if root() !== view.root() {
            let theirRoot = Homography(view.root().transformToSuperview).inverted() ?? .identity
            return toRoot.concatenating(Homography(root().transformToSuperview)).concatenating(theirRoot).concatenating(fromTarget)
        }
        return toRoot.concatenating(fromTarget)
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
