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
        let now = UIModelRuntime.current.clock.animationEngine.now
        appendLayer(to: &list, look: LayerAppearance(self, at: now), view: owningView,
                    transform: transform, projection: nil, opacity: opacity, at: now)
    }

    /// Appends the layer as it is drawn: on its own, or composed first as a group when it has
    /// group opacity (faded, more than one thing drawn), a mask, or perspective. `look` is its
    /// appearance at `now` (its parent read it to place the layer), `view` the view it backs.
    /// Without `projection`, `transform` maps its bounds coordinates to the list's; with one,
    /// the layer is drawn in its own coordinates and the group projected by it.
    private func appendLayer(to list: inout DisplayList, look: LayerAppearance, view: UIView?, transform: CGAffineTransform,
                             projection: Homography?, opacity: Float, at now: CFTimeInterval) {
        let alpha = opacity * look.opacity
        guard alpha > 0 else { return }
        let masked = mask != nil && !isMasking
        let blend = compositingBlendMode
        guard projection != nil || masked || blend != nil || (look.opacity < 1 && allowsGroupOpacity) else {
            return appendBody(to: &list, look: look, view: view, transform: transform, opacity: alpha, at: now)
        }
        let local = projection == nil ? transform : .identity
        var inner = DisplayList()
        appendBody(to: &inner, look: look, view: view, transform: local, opacity: 1, at: now)
        var bounds = DisplayItem.bounds(of: inner.items)
        var maskItems: [DisplayItem]?
        if masked, let mask {
            var m = DisplayList()
            isMasking = true
            mask.appendSublayerItems(to: &m, view: mask.owningView, parentTransform: local, space: nil, opacity: 1, at: now)
            isMasking = false
            maskItems = m.items
            bounds = bounds.intersection(DisplayItem.bounds(of: m.items))
        }
        guard !inner.items.isEmpty, !bounds.isNull, bounds.width > 0, bounds.height > 0 else { return }
        if projection == nil, maskItems == nil, blend == nil, inner.drawsAtMostOneThing || inner.items.contains(where: \.isBackdrop) {
            // One thing drawn at the layer's opacity looks the same composed or not. A blur
            // must see what is drawn below the fading view, which a group drawn apart would
            // hide from it: its items fade one by one instead (where they overlap, slightly
            // lighter than a group's fade).
            for item in inner.items { list.append(item.placed(by: .identity, opacity: alpha)) }
            return
        }
        list.append(.group(GroupDraw(id: layerID, items: inner.items, bounds: bounds, opacity: alpha,
                                     mask: maskItems, projection: projection ?? .identity, blend: blend)))
    }

    /// The layer itself: shadow, background, content, sublayers, border.
    ///
    /// The shadow is cast as Core Animation casts it: by `shadowPath` when set; by the rounded
    /// rectangle when an opaque background covers the bounds; otherwise by the alpha of
    /// everything the layer draws (text, images, sublayers). A layer that masks to bounds casts
    /// none (its clip would cut it away).
    private func appendBody(to list: inout DisplayList, look: LayerAppearance, view: UIView?,
                            transform: CGAffineTransform, opacity alpha: Float, at now: CFTimeInterval) {
        if !animations.isEmpty, !isDrawingTransition, let (record, progress) = runningTransition(at: now) {
            isDrawingTransition = true
            defer { isDrawingTransition = false }
            return appendTransition(record, progress: progress, to: &list, bounds: look.bounds, transform: transform, opacity: alpha) {
                self.appendBody(to: &$0, look: look, view: view, transform: $1, opacity: $2, at: now)
            }
        }
        let shape = RoundedRect(rect: look.bounds, cornerRadius: look.cornerRadius, transform: transform, maskedCorners: maskedCorners)
        guard look.shadowOpacity > 0, let shadowColor = look.shadowColor, shadowColor.a > 0, !masksToBounds else {
            return appendOwnDrawing(to: &list, look: look, view: view, shape: shape, opacity: alpha, at: now)
        }
        let color = shadowColor.withOpacity(alpha * look.shadowOpacity)
        let offset = look.shadowOffset, radius = look.shadowRadius
        let moved = CGAffineTransform(translationX: offset.width, y: offset.height).concatenating(transform)
        if let shadowPath {
            list.append(.path(PathDraw(path: shadowPath, fillColor: color, strokeColor: nil, transform: moved, blur: radius)))
        } else if let bg = look.backgroundColor, bg.a >= 1 {
            var s = shape
            s.rect = s.rect.offsetBy(dx: offset.width, dy: offset.height)
            list.append(.shadow(s, color, radius: radius))
        } else {
            var inner = DisplayList()
            appendOwnDrawing(to: &inner, look: look, view: view, shape: shape, opacity: 1, at: now)
            guard !inner.items.isEmpty else { return }
            list.append(.group(GroupDraw(id: layerID, items: inner.items, bounds: DisplayItem.bounds(of: inner.items),
                                         opacity: 1, shadow: LayerShadow(color: color, offset: offset, radius: radius))))
            for item in inner.items { list.append(item.placed(by: .identity, opacity: alpha)) }
            return
        }
        appendOwnDrawing(to: &list, look: look, view: view, shape: shape, opacity: alpha, at: now)
    }

    /// Background, content, sublayers (clipped when the layer masks to bounds) and border.
    private func appendOwnDrawing(to list: inout DisplayList, look: LayerAppearance, view: UIView?, shape: RoundedRect,
                                  opacity alpha: Float, at now: CFTimeInterval) {
        let transform = shape.transform
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
        if contentsImage != nil || (view == nil && drawnContents != nil) {
            appendLayerContents(to: &list, shape: shape, opacity: alpha)
        }
        if let view {
            view.appendDrawing(to: &list, transform: transform, opacity: alpha)
            view.appendContent(to: &list, transform: transform, opacity: alpha)
            if !view.subviews.isEmpty || !addedSublayers.isEmpty {
                appendSublayers(to: &list, look: look, subviews: view.subviews, transform: transform, opacity: alpha, at: now)
            }
        } else if !addedSublayers.isEmpty {
            appendSublayers(to: &list, look: look, subviews: [], transform: transform, opacity: alpha, at: now)
        }
        if clips { list.append(.popClip) }
        if look.borderWidth > 0, let bc = look.borderColor, bc.a > 0 {
            list.append(.stroke(shape, bc.withOpacity(alpha), width: look.borderWidth))
        }
    }

    /// Appends the sublayers: the subviews' layers and the added layers, in drawing order, then
    /// by `zPosition` (stable) when any has one. The arrays are held for the walk, so their
    /// elements live through it; they are used as unmanaged references, without a retain and a
    /// release each.
    private func appendSublayers(to list: inout DisplayList, look: LayerAppearance, subviews views: [UIView],
                                 transform: CGAffineTransform, opacity: Float, at now: CFTimeInterval) {
        let space = sublayerTransform == .identity ? nil : look.sublayerSpace(sublayerTransform)
        if let replicator = self as? CAReplicatorLayer {
            return appendInstances(of: replicator, to: &list, look: look, subviews: views, transform: transform, space: space,
                                   opacity: opacity, at: now)
        }
        appendSublayers(to: &list, subviews: views, transform: transform, space: space, opacity: opacity, at: now)
    }

    /// A replicator's copies of its sublayers (see `CAReplicatorLayer`).
    private func appendInstances(of replicator: CAReplicatorLayer, to list: inout DisplayList, look: LayerAppearance,
                                 subviews views: [UIView], transform: CGAffineTransform, space: CATransform3D?,
                                 opacity: Float, at now: CFTimeInterval) {
        let count = min(replicator.instanceCount, CAReplicatorLayer.maxInstances)
        let delay = replicator.instanceDelay.isFinite ? replicator.instanceDelay : 0
        for k in 0..<max(count, 0) {
            let kSpace = replicator.instanceSpace(k, bounds: look.bounds, then: space)
            guard let color = replicator.instanceRGBA(k) else {
                appendSublayers(to: &list, subviews: views, transform: transform, space: kSpace, opacity: opacity, at: now - Double(k) * delay)
                continue
            }
            var copy = DisplayList()
            appendSublayers(to: &copy, subviews: views, transform: transform, space: kSpace, opacity: opacity, at: now - Double(k) * delay)
            for item in copy.items { list.append(item.multiplied(by: color)) }
        }
    }

    /// The sublayers in `space` (a sublayer transform about the anchor, nil when none).
    private func appendSublayers(to list: inout DisplayList, subviews views: [UIView], transform: CGAffineTransform,
                                 space: CATransform3D?, opacity: Float, at now: CFTimeInterval) {
        let added = addedSublayers
        if added.contains(where: \.hasDepthOrder) || views.contains(where: \.layer.hasDepthOrder) {
            return appendSublayersByDepth(to: &list, subviews: views, transform: transform, space: space, opacity: opacity, at: now)
        }
        var next = 0
        func appendAdded(upTo below: Int) {
            while next < added.count, added[next].subviewsBelow <= below {
                Unmanaged.passUnretained(added[next])._withUnsafeGuaranteedRef { layer in
                    layer.appendSublayerItems(to: &list, view: nil, parentTransform: transform, space: space, opacity: opacity, at: now)
                }
                next += 1
            }
        }
        for i in views.indices {
            if next < added.count { appendAdded(upTo: i) }
            Unmanaged.passUnretained(views[i])._withUnsafeGuaranteedRef { sub in
                Unmanaged.passUnretained(sub.layer)._withUnsafeGuaranteedRef { layer in
                    layer.appendSublayerItems(to: &list, view: sub, parentTransform: transform, space: space, opacity: opacity, at: now)
                }
            }
        }
        appendAdded(upTo: .max)
    }

    /// The sublayers ordered by their presentation `zPosition`, equal ones in drawing order.
    private func appendSublayersByDepth(to list: inout DisplayList, subviews views: [UIView], transform: CGAffineTransform,
                                        space: CATransform3D?, opacity: Float, at now: CFTimeInterval) {
        let ordered = (sublayers ?? []).enumerated().map { i, layer in
            (layer: layer, z: layer.animations.isEmpty ? layer.zPosition : LayerAppearance(layer, at: now).zPosition, i: i)
        }.sorted { ($0.z, $0.i) < ($1.z, $1.i) }
        for entry in ordered {
            entry.layer.appendSublayerItems(to: &list, view: entry.layer.owningView, parentTransform: transform, space: space,
                                            opacity: opacity, at: now)
        }
    }

    /// Appends a sublayer (a subview's layer when `view` is set), placed by its presentation
    /// geometry in its superlayer, whose transform to the list's coordinates is
    /// `parentTransform` and whose sublayer transform (about its anchor) is `space`.
    func appendSublayerItems(to list: inout DisplayList, view: UIView?, parentTransform: CGAffineTransform,
                             space: CATransform3D?, opacity: Float, at now: CFTimeInterval) {
        guard !isHidden else { return }
        let look = LayerAppearance(self, at: now)
        if space == nil, look.isFlat {
            let t = look.transformToSuperlayer(modelFormula: view != nil).concatenating(parentTransform)
            // A singular transform (a zero scale) flattens the layer to a line: nothing shows.
            let det = t.a * t.d - t.b * t.c
            if det == 0 || (!isDoubleSided && det < 0) { return }
            return appendLayer(to: &list, look: look, view: view, transform: t, projection: nil, opacity: opacity, at: now)
        }
        let m = look.transform3DToSuperlayer(anchorZ: anchorPointZ, space: space)
        guard m.isFinite else { return }
        let h = m.planeProjection.concatenating(parentTransform)
        guard h.determinant != 0 else { return }
        let middle = CGPoint(x: look.bounds.midX, y: look.bounds.midY)
        if !isDoubleSided, h.showsBack(at: middle) { return }
        if h.isAffine {
            appendLayer(to: &list, look: look, view: view, transform: h.affine, projection: nil, opacity: opacity, at: now)
        } else {
            appendLayer(to: &list, look: look, view: view, transform: .identity, projection: h, opacity: opacity, at: now)
        }
    }
}

extension CALayer {
    /// The layer's identity in a group display item.
    var layerID: UInt { UInt(bitPattern: ObjectIdentifier(self)) }
}

nonisolated extension DisplayList {
    /// Whether at most one item draws (clips aside): composing it alone changes nothing.
    var drawsAtMostOneThing: Bool {
        var drawn = 0
        for item in items {
            switch item {
            case .pushClip, .pushPathClip, .popClip: continue
            default: drawn += 1
            }
            if drawn > 1 { return false }
        }
        return true
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
