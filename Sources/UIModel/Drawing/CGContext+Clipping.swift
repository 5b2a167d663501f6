import Foundation

nonisolated extension CGContext {
    /// Limits later drawing to the current path's inside, then clears the path. A convex path
    /// (one closed outline turning one way: a rectangle, a rounded rectangle, an ellipse, a
    /// polygon) is a clip the renderer cuts to; any other path (a star, a ring, several
    /// shapes) clips to its bounds, and what is drawn inside is masked by the path's fill (by
    /// the rule given) when the clip ends.
    public func clip(using rule: CGPathFillRule = .winding) {
        clip(to: currentPath, rule: rule)
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

    func clip(to path: CGPath, rule: CGPathFillRule = .winding) {
        if path.isEmpty { return pushClip(CGPath.RoundedShape(rect: .zero, radius: 0)) }
        if let shape = path.roundedShape { return pushClip(shape) }
        let bounds = path.boundingBoxOfPath
        guard path.isConvex else {
            // Cut to the bounds now; what is drawn inside is masked by the path when the clip
            // ends (a destination-in blend with the path filled).
            pushClip(CGPath.RoundedShape(rect: bounds, radius: 0))
            masks.append((state.clipCount, recorded.count, path.copy() ?? path, rule, state.ctm))
            return
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

nonisolated extension CGContext {
    /// Masks what each open path clip above clip count `depth` cut (innermost first): the
    /// items drawn since it began become a destination-in blend with the path filled.
    static func close(_ list: inout [DisplayItem], masks: [Mask], above depth: Int) {
        for mask in masks.reversed() where mask.depth > depth && mask.start <= list.count {
            let cut = Array(list[mask.start...])
            guard !cut.isEmpty, isBalanced(cut) else { continue }
            let area = mask.path.boundingBoxOfPath.applying(mask.transform).intersection(DisplayItem.bounds(of: cut))
            list.removeSubrange(mask.start...)
            guard !area.isNull, area.width > 0, area.height > 0 else { continue }
            let fill = DisplayItem.path(PathDraw(path: mask.path, fillColor: RGBA(r: 0, g: 0, b: 0, a: 1), fillRule: mask.rule,
                                                 strokeColor: nil, transform: mask.transform))
            list.append(.composite(CompositeDraw(below: cut, above: [fill], mode: .destinationIn, bounds: area, transform: .identity)))
        }
    }
}

/// Limits later drawing in the current context to `rect`.
nonisolated public func UIRectClip(_ rect: CGRect) { UIGraphicsContextStack.current?.clip(to: rect) }
