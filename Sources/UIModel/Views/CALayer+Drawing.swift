import Foundation

/// What a layer asks of the object that draws it and lays it out (a view is its layer's).
nonisolated public protocol CALayerDelegate: AnyObject {
    /// Sets the layer's contents itself; without it, the layer draws with `draw(in:)`.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx` (the layer's bounds coordinates).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of `event` (a property's key path): an animation, `NSNull` to
    /// show the change at once, or nil to let the layer look further.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

nonisolated extension CALayerDelegate {
    public func display(_ layer: CALayer) { withMainActorState(layer) { $0.drawContents() } }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

extension UIView: CALayerDelegate {}

extension CALayer {
    /// The layer's delegate: its view, for a view's layer (which cannot be given another, as in
    /// UIKit), else the one the app set (held weakly).
    nonisolated public var delegate: CALayerDelegate? {
        get { withMainActorState(self) { $0.owningView ?? $0.assignedDelegate } }
        set {
            withMainActorState(self, newValue) { layer, delegate in
                guard layer.owningView == nil else {
                    UIKitWarning.logOnce("a view's layer keeps the view as its delegate; another delegate is ignored")
                    return
                }
                layer.assignedDelegate = delegate
            }
        }
    }

    /// What a layer's `contents` shows: a `CGImage` (as `UIImage.cgImage` gives), stretched to
    /// the bounds.
    /// Setting it on a layer of its own that has been on screen cross-fades from the old image
    /// (its implicit animation), as Core Animation does.
    nonisolated public var contents: Any? {
        get { withMainActorState(self) { $0.contentsImage?.cgImage } }
        set {
            withMainActorState(self, newValue) { layer, newValue in
                let old = layer.contents
                layer.contentsImage = (newValue as? CGImage).map { UIImage(cgImage: $0, scale: $0.source.scale, orientation: .up) }
                layer.sequenceChanged(.contents, from: old)
            }
        }
    }

    func baseSetNeedsDisplay() {
        if let view = owningView { return view.setNeedsDisplay() }
        needsDisplayFlag = true
        UIModelRuntime.current.windowSystem.displayRequested = true
        DisplayChanges.note()
    }

    /// The default `display()`: the delegate's `display(_:)`, or drawing with `draw(in:)`.
    func baseDisplay() {
        if let view = owningView { return view.setNeedsDisplay() }
        needsDisplayFlag = false
        if let assignedDelegate { assignedDelegate.display(self) } else { drawContents() }
    }

    /// Draws the contents with `draw(in:)` into a context of the bounds' size and keeps them.
    func drawContents() {
        needsDisplayFlag = false
        let b = bounds
        guard b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite else { drawnContents = nil; return }
        assignedDelegate?.layerWillDraw(self)
        let context = CGContext(bounds: b)
        draw(in: context)
        drawnContents = context.items
    }

    /// Appends the layer's contents image (placed by its gravity, rect and centre) and what it
    /// drew (in the display phase; clipped to its bounds).
    func appendLayerContents(to list: inout DisplayList, shape: RoundedRect, opacity: Float) {
        if let (from, to, f) = contentsCrossFade() {
            // Mid-animation: the two images mixed, the new one over the old.
            if f < 1 { appendContentsImage(from, to: &list, shape: shape, opacity: opacity * Float(1 - f)) }
            if f > 0 { appendContentsImage(to, to: &list, shape: shape, opacity: opacity * Float(f)) }
        } else if let contentsImage {
            appendContentsImage(contentsImage, to: &list, shape: shape, opacity: opacity)
        }
        guard let drawnContents, !drawnContents.isEmpty else { return }
        list.append(.pushClip(RoundedRect(rect: shape.rect, cornerRadius: 0, transform: shape.transform)))
        for item in drawnContents { list.append(item.placed(by: shape.transform, opacity: opacity)) }
        list.append(.popClip)
    }
}
