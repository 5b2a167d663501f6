import Foundation

/// An ordered list of display items for one frame. Reused from frame to frame: `reset()` keeps
/// its storage so a steady frame allocates nothing.
nonisolated public struct DisplayList: Sendable {
    public var items: [DisplayItem] = []

    public init() {}

    public mutating func reset() { items.removeAll(keepingCapacity: true) }

    public mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Appends a recorded drawing, each item placed by `place` at `opacity`, clipped to `rect`
    /// (in the coordinates `transform` maps to the window's): a view's or an image's drawing.
    mutating func append(_ drawing: [DisplayItem], placedBy place: CGAffineTransform, opacity: Float, clippedTo rect: CGRect,
                         transform: CGAffineTransform) {
        items.append(.pushClip(RoundedRect(rect: rect, cornerRadius: 0, transform: transform)))
        for item in drawing { items.append(item.placed(by: place, opacity: opacity)) }
        items.append(.popClip)
    }

    /// Appends the drawing of `view` and its visible subtree: a window where its frame puts it on
    /// the screen, another view as the root of the window it is in (one on its own at its
    /// bounds' origin).
    @MainActor public mutating func append(view: UIView) {
        let t = view.superview != nil ? view.transformToRoot : view is UIWindow ? view.transformToSuperview : .identity
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
        guard !isHidden else { return }
        let now = UIApplication.shared.animationEngine.now
        appendDisplayItems(to: &list, look: LayerAppearance(self, at: now), view: owningView,
                           transform: transform, opacity: opacity, at: now)
    }

    /// The walk itself. `look` is this layer's appearance at `now` (its parent read it to place
    /// the layer), `view` the view it backs (its `owningView`), handed down by the walk.
    private func appendDisplayItems(to list: inout DisplayList, look: LayerAppearance, view: UIView?,
                                    transform: CGAffineTransform, opacity: Float, at now: CFTimeInterval) {
        let alpha = opacity * look.opacity
        guard alpha > 0 else { return }
        let shape = RoundedRect(rect: look.bounds, cornerRadius: look.cornerRadius, transform: transform, maskedCorners: maskedCorners)

        if look.shadowOpacity > 0, let shadowColor, let bg = look.backgroundColor, bg.a > 0 {
            var s = shape
            s.rect = s.rect.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)
            list.append(.shadow(s, shadowColor.rgba.withOpacity(alpha * look.shadowOpacity), radius: shadowRadius))
        }
        if let pattern = backgroundColor?.pattern {
            list.append(.pushClip(shape))
            pattern.appendTiles(to: &list, rect: shape.rect, opacity: alpha, transform: shape.transform)
            list.append(.popClip)
        } else if let bg = look.backgroundColor, bg.a > 0 {
            list.append(.fill(shape, bg.withOpacity(alpha)))
        }
        let clips = masksToBounds
        if clips { list.append(.pushClip(shape)) }
        appendContent(to: &list, shape: shape, opacity: alpha, at: now)
        if view == nil, needsDisplayFlag || drawnContents != nil || contentsImage != nil {
            appendLayerContents(to: &list, shape: shape, opacity: alpha)
        }
        if let view {
            view.appendDrawing(to: &list, transform: transform, opacity: alpha)
            view.appendContent(to: &list, transform: transform, opacity: alpha)
            if !view.subviews.isEmpty || !addedSublayers.isEmpty {
                appendSublayers(to: &list, subviews: view.subviews, transform: transform, opacity: alpha, at: now)
            }
        } else if !addedSublayers.isEmpty {
            appendSublayers(to: &list, subviews: [], transform: transform, opacity: alpha, at: now)
        }
        if clips { list.append(.popClip) }
        if look.borderWidth > 0, let bc = look.borderColor, bc.a > 0 {
            list.append(.stroke(shape, bc.withOpacity(alpha), width: look.borderWidth))
        }
    }

    /// Appends the sublayers: the subviews' layers and the added layers, in drawing order.
    /// The arrays are held for the walk, so their elements live through it; they are used as
    /// unmanaged references, without a retain and a release each.
    private func appendSublayers(to list: inout DisplayList, subviews views: [UIView], transform: CGAffineTransform,
                                 opacity: Float, at now: CFTimeInterval) {
        let added = addedSublayers
        var next = 0
        func appendAdded(upTo below: Int) {
            while next < added.count, added[next].subviewsBelow <= below {
                Unmanaged.passUnretained(added[next])._withUnsafeGuaranteedRef { layer in
                    layer.appendSublayerItems(to: &list, view: nil, parentTransform: transform, opacity: opacity, at: now)
                }
                next += 1
            }
        }
        for i in views.indices {
            if next < added.count { appendAdded(upTo: i) }
            Unmanaged.passUnretained(views[i])._withUnsafeGuaranteedRef { sub in
                Unmanaged.passUnretained(sub.layer)._withUnsafeGuaranteedRef { layer in
                    layer.appendSublayerItems(to: &list, view: sub, parentTransform: transform, opacity: opacity, at: now)
                }
            }
        }
        appendAdded(upTo: .max)
    }

    /// Appends a sublayer (a subview's layer when `view` is set), placed by its presentation
    /// geometry in its superlayer, whose transform to the window is `parentTransform`.
    private func appendSublayerItems(to list: inout DisplayList, view: UIView?, parentTransform: CGAffineTransform,
                                     opacity: Float, at now: CFTimeInterval) {
        guard !isHidden else { return }
        let look = LayerAppearance(self, at: now)
        let t = look.transformToSuperlayer(modelFormula: view != nil).concatenating(parentTransform)
        appendDisplayItems(to: &list, look: look, view: view, transform: t, opacity: opacity, at: now)
    }
}

/// What a layer looks like now: its model values, or its animations' presentation values, read
/// in one pass over its animations.
struct LayerAppearance {
    var bounds: CGRect
    var position: CGPoint
    var affineTransform: CGAffineTransform
    var opacity: Float
    var backgroundColor: RGBA?
    var cornerRadius: CGFloat
    var borderWidth: CGFloat
    var borderColor: RGBA?
    var shadowOpacity: Float
    /// Whether any animation ran on the layer (its geometry then goes through the general formula).
    var isAnimated = false

    init(_ layer: borrowing CALayer, at time: CFTimeInterval) {
        bounds = layer.bounds
        position = layer.position
        affineTransform = layer.affineTransform
        opacity = layer.opacity
        backgroundColor = layer.backgroundRGBA
        cornerRadius = layer.cornerRadius
        borderWidth = layer.borderWidth
        borderColor = layer.borderRGBA
        shadowOpacity = layer.shadowOpacity
        guard !layer.animations.isEmpty else { return }
        isAnimated = true
        for i in layer.animations.indices {
            // Held by the layer's array, which sampling does not change: read without a retain.
            let (key, v) = Unmanaged.passUnretained(layer.animations[i])._withUnsafeGuaranteedRef { a -> (AnimatableKey?, AnimatableVector) in
                a.alwaysInEffect || a.isInEffect(at: time) ? (a.key, a.sample(time)) : (nil, AnimatableVector(count: 0))
            }
            guard let key else { continue }
            switch key {
            case .bounds: bounds = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
            case .position: position = CGPoint(x: v[0], y: v[1])
            case .transform: affineTransform = DecomposedTransform.transform(v)
            case .opacity: opacity = Float(min(max(v[0], 0), 1))
            case .backgroundColor: backgroundColor = Self.rgba(v)
            case .cornerRadius: cornerRadius = max(v[0], 0)
            case .borderWidth: borderWidth = max(v[0], 0)
            case .borderColor: borderColor = Self.rgba(v)
            case .shadowOpacity: shadowOpacity = Float(min(max(v[0], 0), 1))
            case .strokeStart, .strokeEnd: break
            }
        }
    }

    /// The layer's transform to its superlayer's coordinates: around the bounds' midpoint,
    /// through the transform, onto the position. `modelFormula`: a still view's layer uses
    /// `UIView.transformToSuperview`'s arithmetic, so a still view lands on the same pixels
    /// whichever path placed it.
    func transformToSuperlayer(modelFormula: Bool) -> CGAffineTransform {
        if modelFormula && !isAnimated { return Self.modelTransform(bounds: bounds, position: position, transform: affineTransform) }
        let b = bounds, p = position
        return CGAffineTransform(translationX: -(b.origin.x + b.size.width / 2), y: -(b.origin.y + b.size.height / 2))
            .concatenating(affineTransform).concatenating(CGAffineTransform(translationX: p.x, y: p.y))
    }

    /// A view's transform to its superview's coordinates from its model geometry.
    static func modelTransform(bounds b: CGRect, position p: CGPoint, transform: CGAffineTransform) -> CGAffineTransform {
        if transform.isIdentity { return CGAffineTransform(translationX: p.x - b.midX, y: p.y - b.midY) }
        return CGAffineTransform(translationX: -b.midX, y: -b.midY).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
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
