import Foundation

extension CGContext {
    /// Limits later drawing to the current path's inside, then clears the path. A rectangle,
    /// a rounded rectangle with one radius or a circle (however made: `addRect`,
    /// `UIBezierPath(roundedRect:cornerRadius:)`, `(ovalIn:)` of a square) clips exactly; any other
    /// path clips to its bounds, with a warning, as the renderer clips only to those shapes.
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
        UIKitWarning.logOnce("CGContext.clip: only rectangles, rounded rectangles and circles clip exactly; another path clips to its bounds")
        pushClip(CGPath.RoundedShape(rect: path.boundingBoxOfPath, radius: 0))
    }

    private func pushClip(_ shape: CGPath.RoundedShape) {
        let rect = shape.rect.isNull || !shape.rect.origin.x.isFinite ? .zero : shape.rect
        recorded.append(.pushClip(RoundedRect(rect: rect, cornerRadius: shape.radius, transform: state.ctm, maskedCorners: shape.corners)))
        state.clipCount += 1
        let placed = rect.applying(state.ctm)
        state.clipBounds = (state.clipBounds ?? placed).intersection(placed)
    }
}

/// Limits later drawing in the current context to `rect`.
@MainActor public func UIRectClip(_ rect: CGRect) { UIGraphicsContextStack.current?.clip(to: rect) }
