import Foundation

/// An ordered list of display items for one frame. Reused from frame to frame: `reset()` keeps
/// its storage so a steady frame allocates nothing.
public struct DisplayList {
    public var items: [DisplayItem] = []

    public init() {}

    public mutating func reset() { items.removeAll(keepingCapacity: true) }

    public mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Appends the drawing of `view` and its visible subtree, drawn as the root of the window.
    public mutating func append(view: UIView) {
        let t = view.superview == nil ? .identity : view.transformToRoot
        view.appendDisplayItems(to: &self, transform: t, opacity: 1)
    }
}

extension UIView {
    /// Appends this view (shadow, background, content, clipped subviews and sublayers, border).
    /// `transform` maps this view's bounds coordinates to the window's.
    func appendDisplayItems(to list: inout DisplayList, transform: CGAffineTransform, opacity: Float) {
        layer.appendDisplayItems(to: &list, transform: transform, opacity: opacity)
    }
}

extension CALayer {
    /// Appends this layer: shadow, background, its content (a view's drawing, a shape, a
    /// gradient), its sublayers (its view's subviews and the layers added to it, in order)
    /// clipped when it masks to bounds, and its border. `transform` maps its bounds coordinates
    /// to the window's.
    func appendDisplayItems(to list: inout DisplayList, transform: CGAffineTransform, opacity: Float) {
        appendDisplayItems(to: &list, transform: transform, opacity: opacity, at: UIApplication.shared.animationEngine.now)
    }

    /// The walk itself, with the frame's time handed down.
    private func appendDisplayItems(to list: inout DisplayList, transform: CGAffineTransform, opacity: Float, at now: CFTimeInterval) {
        guard !isHidden else { return }
        let look = LayerAppearance(self, at: now)
        let alpha = opacity * look.opacity
        guard alpha > 0 else { return }
        let shape = RoundedRect(rect: look.bounds, cornerRadius: look.cornerRadius, transform: transform, maskedCorners: maskedCorners)

        if look.shadowOpacity > 0, let shadowColor, let bg = look.backgroundColor, bg.a > 0 {
            var s = shape
            s.rect = s.rect.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)
            list.append(.shadow(s, RGBA(shadowColor).withOpacity(alpha * look.shadowOpacity), radius: shadowRadius))
        }
        if let bg = look.backgroundColor, bg.a > 0 {
            list.append(.fill(shape, bg.withOpacity(alpha)))
        }
        let clips = masksToBounds
        if clips { list.append(.pushClip(shape)) }
        appendContent(to: &list, shape: shape, opacity: alpha, at: now)
        delegate?.appendContent(to: &list, transform: transform, opacity: alpha)
        let views = delegate?.subviews ?? []
        var added = 0
        func appendAdded(upTo below: Int) {
            while added < addedSublayers.count, addedSublayers[added].subviewsBelow <= below {
                let sub = addedSublayers[added]
                sub.appendDisplayItems(to: &list, transform: sub.presentationTransformToSuperlayer(at: now).concatenating(transform),
                                       opacity: alpha, at: now)
                added += 1
            }
        }
        for (i, sub) in views.enumerated() {
            appendAdded(upTo: i)
            let t = sub.presentationTransformToSuperview(at: now).concatenating(transform)
            sub.layer.appendDisplayItems(to: &list, transform: t, opacity: alpha, at: now)
        }
        appendAdded(upTo: Int.max)
        if clips { list.append(.popClip) }
        if look.borderWidth > 0, let bc = look.borderColor, bc.a > 0 {
            list.append(.stroke(shape, bc.withOpacity(alpha), width: look.borderWidth))
        }
    }
}

/// What a layer looks like now: its model values, or its animations' presentation values.
struct LayerAppearance {
    var bounds: CGRect
    var opacity: Float
    var backgroundColor: RGBA?
    var cornerRadius: CGFloat
    var borderWidth: CGFloat
    var borderColor: RGBA?
    var shadowOpacity: Float

    init(_ layer: CALayer, at time: CFTimeInterval) {
        bounds = layer.bounds
        opacity = layer.opacity
        backgroundColor = layer.backgroundColor.map(RGBA.init)
        cornerRadius = layer.cornerRadius
        borderWidth = layer.borderWidth
        borderColor = layer.borderColor.map(RGBA.init)
        shadowOpacity = layer.shadowOpacity
        guard !layer.animations.isEmpty else { return }
        // Position and transform are read by the caller (presentationTransformToSuperview).
        for a in layer.animations where a.key != .position && a.key != .transform {
            let v = a.sample(time)
            switch a.key {
            case .bounds: bounds = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
            case .opacity: opacity = Float(min(max(v[0], 0), 1))
            case .backgroundColor: backgroundColor = Self.rgba(v)
            case .cornerRadius: cornerRadius = max(v[0], 0)
            case .borderWidth: borderWidth = max(v[0], 0)
            case .borderColor: borderColor = Self.rgba(v)
            case .shadowOpacity: shadowOpacity = Float(min(max(v[0], 0), 1))
            case .position, .transform, .strokeStart, .strokeEnd: break
            }
        }
    }

    private static func rgba(_ v: AnimatableVector) -> RGBA {
        func c(_ x: CGFloat) -> Float { Float(min(max(x, 0), 1)) }
        return RGBA(r: c(v[0]), g: c(v[1]), b: c(v[2]), a: c(v[3]))
    }
}

extension DisplayList {
    /// Outlines the bounds of every visible view under `view` (a debugging overlay).
    /// Each visible view's bounds outlined; a view whose constraints leave its frame ambiguous
    /// (`hasAmbiguousLayout`) outlined in `ambiguousColor`, thicker, as Xcode's view debugger marks it.
    public mutating func appendFrameOutlines(of view: UIView, color: RGBA, width: CGFloat, ambiguousColor: RGBA? = nil) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let t = view.superview == nil ? .identity : view.transformToRoot
        if let ambiguousColor, view.hasAmbiguousLayout {
            append(.stroke(RoundedRect(rect: view.bounds, cornerRadius: 0, transform: t), ambiguousColor, width: width * 3))
        } else {
            append(.stroke(RoundedRect(rect: view.bounds, cornerRadius: 0, transform: t), color, width: width))
        }
        for sub in view.subviews { appendFrameOutlines(of: sub, color: color, width: width, ambiguousColor: ambiguousColor) }
    }
}
