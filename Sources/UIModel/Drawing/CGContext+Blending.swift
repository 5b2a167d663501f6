import Foundation

/// Blend modes. The renderer draws every item over what is below it (`.normal`); a drawing in
/// another mode is combined with what the context drew before it:
/// - the tinting recipes apps use everywhere are worked out on the items themselves: a solid
///   fill, then an image drawn `.destinationIn` (or an image, then a solid fill `.sourceIn` /
///   opaque `.sourceAtop`) is the image's shape in the fill's colour;
/// - `.copy` replaces what was there and `.clear` erases it;
/// - any other case becomes a `CompositeDraw`: both sides are drawn on layers of their own and
///   combined pixel by pixel with the mode's formula (Core Graphics' and the W3C compositing
///   spec's), as Core Graphics combines them in its bitmap.
nonisolated extension CGContext {
    /// How later drawing combines with what is already drawn.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Records `items` (one drawing: a fill, a stroke, an image) combined with what is recorded.
    func composite(_ items: [DisplayItem], mode: CGBlendMode) {
        switch mode {
        case .normal:
            recorded += items
            return
        case .copy where !recorded.contains(where: \.isClip):
            recorded = items
            return
        case .clear where !recorded.contains(where: \.isClip):
            recorded = []
            return
        case .destinationIn:
            // What is there: fills of one colour covering the new drawing.
            if let color = Self.solidFillColor(of: recorded, covering: DisplayItem.bounds(of: items)) {
                recorded = Self.tinted(items, color)
                return
            }
        case .sourceIn, .sourceAtop:
            // The new drawing: one colour filled over all that is there.
            if let color = Self.solidFillColor(of: items, covering: DisplayItem.bounds(of: recorded)), mode == .sourceIn || color.a >= 1 {
                recorded = Self.tinted(recorded, color)
                return
            }
        default:
            break
        }
        // Both sides whole (no clip left open), inside the context: blended pixel by pixel.
        let area = DisplayItem.bounds(of: recorded).union(DisplayItem.bounds(of: items)).intersection(bounds)
        guard Self.isBalanced(recorded), Self.isBalanced(items), !area.isNull, area.width > 0, area.height > 0 else {
            UIKitWarning.logOnce("CGContext: blend mode \(mode) across an open clip is drawn as normal")
            recorded += items
            return
        }
        recorded = [.composite(CompositeDraw(below: recorded, above: items, mode: mode, bounds: area, transform: .identity))]
    }

    /// Whether every clip `items` open, they also close.
    static func isBalanced(_ items: [DisplayItem]) -> Bool {
        var depth = 0
        for item in items {
            switch item {
            case .pushClip, .pushPathClip: depth += 1
            case .popClip: depth -= 1; if depth < 0 { return false }
            default: break
            }
        }
        return depth == 0
    }

    /// The colour of `items` when they are only rectangles filled with one colour whose union
    /// covers `area` (in the context's base coordinates).
    static func solidFillColor(of items: [DisplayItem], covering area: CGRect) -> RGBA? {
        var color: RGBA?
        var covered: [CGRect] = []
        for item in items {
            guard case .path(let d) = item, let fill = d.fillColor, d.strokeColor == nil, d.blur == 0,
                  let shape = d.path.roundedShape, shape.radius == 0, color == nil || color == fill else { return nil }
            color = fill
            covered.append(shape.rect.applying(d.transform))
        }
        guard let color, !area.isNull else { return nil }
        // Within half a point (curves' flattened outlines reach a little past their boxes).
        return covered.contains { $0.insetBy(dx: -0.5, dy: -0.5).contains(area) } ? color : nil
    }

    /// `items` drawn as their shape in `color`: every colour becomes it, at its own opacity.
    static func tinted(_ items: [DisplayItem], _ color: RGBA) -> [DisplayItem] {
        func shade(_ c: RGBA) -> RGBA { RGBA(r: color.r, g: color.g, b: color.b, a: color.a * c.a) }
        return items.map { item in
            switch item {
            case .path(var d):
                d.fillColor = d.fillColor.map(shade); d.strokeColor = d.strokeColor.map(shade)
                return .path(d)
            case .image(var d):
                d.tint = RGBA(r: color.r, g: color.g, b: color.b, a: 1)
                d.opacity *= color.a
                return .image(d)
            case .text(var t): t.color = shade(t.color); return .text(t)
            case .fill(let s, let c): return .fill(s, shade(c))
            case .stroke(let s, let c, let w): return .stroke(s, shade(c), width: w)
            case .shadow(let s, let c, let r): return .shadow(s, shade(c), radius: r)
            case .gradient(var g): g.colors = g.colors.map(shade); return .gradient(g)
            case .composite(var c): c.below = tinted(c.below, color); c.above = tinted(c.above, color); return .composite(c)
            case .group(var g):
                g.items = tinted(g.items, color)
                if let shadow = g.shadow { g.shadow?.color = shade(shadow.color) }
                return .group(g)
            case .pushClip, .pushPathClip, .popClip, .backdrop: return item
            }
        }
    }
}

nonisolated extension DisplayItem {
    /// Whether the item starts or ends a clip (which a drawing must keep paired).
    var isClip: Bool {
        switch self {
        case .pushClip, .pushPathClip, .popClip: return true
        default: return false
        }
    }
}

/// Fills `rect` in the current context's fill colour, combined by `blendMode`.
nonisolated public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsContextStack.current else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}
