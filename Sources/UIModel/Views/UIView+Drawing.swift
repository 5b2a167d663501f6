import Foundation

/// What a view drew with `draw(_:)`: the display items, at the bounds size they were drawn
/// for, kept until `setNeedsDisplay()` (a layer's contents).
final class ViewDrawing {
    nonisolated deinit {}
    /// The items drawn, in bounds coordinates, and the bounds they were drawn in.
    var items: [DisplayItem]?
    var bounds: CGRect = .zero
    /// Set when the base `draw(_:)` ran and drew nothing: the class does not draw, and is not
    /// asked again until `setNeedsDisplay()`.
    var drawsNothing = false
    /// Set by the base `draw(_:)` while a drawing runs.
    var baseDrawRan = false
}

extension UIView {
    /// A layer of `layerClass` (any `CALayer` subclass: its initializer is required); a
    /// class that is not a layer gets a plain layer and a warning.
    static func makeLayer(_ layerClass: AnyClass) -> CALayer {
        guard let type = layerClass as? CALayer.Type else {
            UIKitWarning.log("layerClass \(layerClass) is not a CALayer class; a CALayer backs the view")
            return CALayer()
        }
        return type.init()
    }

    /// What `draw(_:)` drew, made on first use.
    var drawing: ViewDrawing {
        if let drawingState { return drawingState }
        let state = ViewDrawing()
        drawingState = state
        return state
    }

    /// Drops the kept drawing; the next frame draws again.
    func invalidateDrawing() {
        drawing.items = nil
        drawing.drawsNothing = false
        UIModelRuntime.current.windowSystem.displayRequested = true
        DisplayChanges.note()
    }

    /// The display phase of this view: runs `draw(_:)` when nothing is kept for these bounds (never
    /// drawn, `setNeedsDisplay()`, or new bounds with `.redraw`), and keeps what it drew.
    func drawIfNeeded() {
        let state = drawing
        guard !state.drawsNothing, state.items == nil || contentMode == .redraw else { return }
        let b = bounds
        guard state.items == nil || state.bounds.size != b.size else { return }
        guard b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite else { return }
        let context = CGContext(bounds: b)
        state.baseDrawRan = false
        UITraitCollection.withCurrent(of: self) { draw(layer, in: context) }
        state.bounds = b
        state.items = context.items
        if context.items.isEmpty { state.drawsNothing = state.baseDrawRan }
    }

    /// Appends what `draw(_:)` drew (painting only reads: the display phase drew it): clipped to
    /// the bounds, stretched to new bounds (`.scaleToFill`), placed at the top left otherwise.
    func appendDrawing(to list: inout DisplayList, transform: CGAffineTransform, opacity: Float) {
        guard let state = drawingState, !state.drawsNothing, let items = state.items, !items.isEmpty else { return }
        let b = bounds
        var place = transform
        if contentMode == .scaleToFill, state.bounds.size != b.size, state.bounds.width > 0, state.bounds.height > 0 {
            place = CGAffineTransform(translationX: -state.bounds.minX, y: -state.bounds.minY)
                .concatenating(CGAffineTransform(scaleX: b.width / state.bounds.width, y: b.height / state.bounds.height))
                .concatenating(CGAffineTransform(translationX: b.minX, y: b.minY)).concatenating(transform)
        }
        list.append(items, placedBy: place, opacity: opacity, clippedTo: b, transform: transform)
    }
}
