import Foundation

/// The display phase of a frame, between layout and painting: what Core Animation does when it
/// commits a transaction. Layers that are no view's lay out their sublayers, layers that asked to
/// redraw (`setNeedsDisplay()`) draw their contents, and views run `draw(_:)` where nothing is
/// kept for their bounds. It visits what painting visits (not hidden, not fully transparent), so
/// painting, which builds the display list after it, only reads the tree.
extension CALayer {
    /// Runs the display phase over this layer's visible tree at `now` (the animation clock).
    /// A sublayer is marked shown (from now on its property changes animate implicitly).
    /// Returns whether it passed over a subtree an opacity animation holds invisible now, which
    /// the next frame's phase must look at again (it may have faded in by then).
    @discardableResult
    func displayTree(view: UIView?, at now: CFTimeInterval, isSublayer: Bool = false) -> Bool {
        guard !isHidden else { return false }
        if isSublayer {
            if !wasShown { wasShown = true }
            if view == nil, needsLayoutFlag { layoutIfNeeded() }
        }
        // The presentation opacity only when an animation may change it: the painting reads the
        // whole appearance later, and most animated layers move rather than fade.
        let fades = !animations.isEmpty && animations.contains { $0.key == .opacity }
        guard (fades ? LayerAppearance(self, at: now).opacity : opacity) > 0 else { return fades }
        var passedOver = false
        if let mask { passedOver = mask.displayTree(view: mask.owningView, at: now, isSublayer: true) }
        if needsDisplayFlag, view == nil || contentsImage != nil { display() }
        if let view {
            view.drawIfNeeded()
            // Held by the array for the walk: each element is used without a retain and a release.
            let subviews = view.subviews
            for i in subviews.indices {
                Unmanaged.passUnretained(subviews[i])._withUnsafeGuaranteedRef { sub in
                    if sub.layer.displayTree(view: sub, at: now, isSublayer: true) { passedOver = true }
                }
            }
        }
        if !addedSublayers.isEmpty {
            for layer in addedSublayers where layer.displayTree(view: nil, at: now, isSublayer: true) { passedOver = true }
        }
        return passedOver
    }
}

extension CALayer {
    /// The display phase for this layer's tree (see `displayTree`), at the clock's time: before
    /// a snapshot, a transition's capture or `render(in:)` paints it.
    func runDisplayPhase() {
        displayTree(view: owningView, at: UIModelRuntime.current.clock.animationEngine.now)
    }
}
