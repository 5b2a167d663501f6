import Foundation

extension CGContext {
    /// Limits later drawing to the current path's inside, then clears the path. A convex path
    /// (one closed outline turning one way: a rectangle, a rounded rectangle, an ellipse, a
    /// polygon) clips exactly; any other path clips to its bounds, with a warning, as the
    /// renderer clips only to convex shapes.
    public func clip(using rule: CGPathFillRule = .winding) {
        clip(to: currentPath)
        beginPath()
    }

    /// Limits later drawing to `rect`.
    public func clip(to rect: CGRect) {
        pushClip(CGPath.RoundedShape(rect: rect.standardized, radius: 0))
    }

    /// Limits later drawing to the rectangles: one exactly, several to the rectangle around
    /// them (with a warning).
    public func clip(to rects: [CGRect]) {
        guard rects.count > 1 else { return clip(to: rects.first ?? .zero) }
        UIKitWarning.logOnce("CGContext.clip(to: [CGRect]): several rectangles clip to the one around them")
        clip(to: rects.reduce(CGRect.null) { $0.union($1) })
    }

    /// The bounds of the clipped area in the context's coordinates (the whole context when
    /// nothing clips), as Core Graphics' `boundingBoxOfClipPath`.
    public var boundingBoxOfClipPath: CGRect { (state.clipBounds ?? bounds).applying(ctm.inverted()) }

    func clip(to path: CGPath) {
        if path.isEmpty { return pushClip(CGPath.RoundedShape(rect: .zero, radius: 0)) }
        if let shape = path.roundedShape { return pushClip(shape) }
        let bounds = path.boundingBoxOfPath
        guard path.isConvex else {
            UIKitWarning.logOnce("CGContext.clip: a path that is not convex (one closed outline turning one way) clips to its bounds")
            return pushClip(CGPath.RoundedShape(rect: bounds, radius: 0))
        }
        recorded.append(.pushPathClip(path.copy() ?? path, state.ctm))
        noteClip(bounds)
    }

    private func pushClip(_ shape: CGPath.RoundedShape) {
        let rect = shape.rect.isNull || !shape.rect.origin.x.isFinite ? .zero : shape.rect
        recorded.append(.pushClip(RoundedRect(rect: rect, cornerRadius: shape.radius, transform: state.ctm, maskedCorners: shape.corners)))
        noteClip(rect)
    }

    /// Counts a clip just recorded and narrows the clipped area to `rect` (its bounds).
    private func noteClip(_ rect: CGRect) {
        state.clipCount += 1
        let placed = rect.applying(state.ctm)
        state.clipBounds = (state.clipBounds ?? placed).intersection(placed)
    }
}

/// Limits later drawing in the current context to `rect`.
@MainActor public func UIRectClip(_ rect: CGRect) { UIGraphicsContextStack.current?.clip(to: rect) }
