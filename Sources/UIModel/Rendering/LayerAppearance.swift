import Foundation

/// What a layer looks like now: its model values, or its animations' presentation values, read
/// in one pass over its animations.
struct LayerAppearance {
    var bounds: CGRect
    var position: CGPoint
    var anchorPoint: CGPoint
    var zPosition: CGFloat
    var transform: CATransform3D
    /// The transform's affine part, and whether that is all of it.
    var affine: CGAffineTransform
    var isFlat: Bool
    var opacity: Float
    var backgroundColor: RGBA?
    var cornerRadius: CGFloat
    var borderWidth: CGFloat
    var borderColor: RGBA?
    var shadowOpacity: Float
    var shadowRadius: CGFloat
    var shadowOffset: CGSize
    var shadowColor: RGBA?
    /// Whether any animation ran on the layer (its geometry then goes through the general formula).
    var isAnimated = false

    /// The layer as drawn at `time`; nil: its model values, animations aside.
    init(_ layer: borrowing CALayer, at time: CFTimeInterval?) {
        bounds = layer.bounds
        position = layer.position
        anchorPoint = layer.anchorPoint
        zPosition = layer.zPosition
        transform = layer.transform
        affine = layer.affine
        isFlat = layer.isFlat
        opacity = layer.opacity
        backgroundColor = layer.backgroundRGBA
        cornerRadius = layer.cornerRadius
        borderWidth = layer.borderWidth
        borderColor = layer.borderRGBA
        shadowOpacity = layer.shadowOpacity
        shadowRadius = layer.shadowRadius
        shadowOffset = layer.shadowOffset
        shadowColor = layer.shadowColor?.rgba
        guard let clock = time, !layer.animations.isEmpty else { return }
        isAnimated = true
        let time = layer.localTime(clock)
        var transformVector: AnimatableVector?
        for i in layer.animations.indices {
            // Held by the layer's array, which sampling does not change: read without a retain.
            let (key, mask, additive, v) = Unmanaged.passUnretained(layer.animations[i])._withUnsafeGuaranteedRef {
                a -> (AnimatableKey?, UInt16, Bool, AnimatableVector) in
                a.alwaysInEffect || a.isInEffect(at: time) ? (a.key, a.components, a.isAdditive, a.sample(time)) : (nil, 0, false, AnimatableVector(count: 0))
            }
            guard let key else { continue }
            // An animation of a part of a property (`position.x`) sets only that part; an
            // additive one adds to it.
            let value = mask == .max && !additive ? v : Self.combine(current(key, layer, transformVector), v, mask, additive, key: key)
            switch key {
            case .bounds: bounds = CALayer.rect(value)
            case .position: position = CGPoint(x: value[0], y: value[1])
            case .anchorPoint: anchorPoint = CGPoint(x: value[0], y: value[1])
            case .zPosition: zPosition = value[0]
            case .transform: transformVector = value
            case .opacity: opacity = Float(min(max(value[0], 0), 1))
            case .backgroundColor: backgroundColor = Self.rgba(value)
            case .cornerRadius: cornerRadius = max(value[0], 0)
            case .borderWidth: borderWidth = max(value[0], 0)
            case .borderColor: borderColor = Self.rgba(value)
            case .shadowOpacity: shadowOpacity = Float(min(max(value[0], 0), 1))
            case .shadowRadius: shadowRadius = max(value[0], 0)
            case .shadowOffset: shadowOffset = CGSize(width: value[0], height: value[1])
            case .shadowColor: shadowColor = Self.rgba(value)
            case .strokeStart, .strokeEnd, .fillColor, .strokeColor, .lineWidth, .path, .colors, .locations, .startPoint, .endPoint,
                 .contents, .contentsRect: break
            }
        }
        if let transformVector {
            transform = DecomposedTransform.transform(transformVector)
            affine = transform.affinePart
            isFlat = transform.isAffine
        }
    }

    /// The value of `key` as drawn so far in the pass (what a part-animation changes a part of).
    private func current(_ key: AnimatableKey, _ layer: borrowing CALayer, _ transformVector: AnimatableVector?) -> AnimatableVector {
        switch key {
        case .bounds: return CALayer.vector(bounds)
        case .position: return AnimatableVector(position.x, position.y)
        case .anchorPoint: return AnimatableVector(anchorPoint.x, anchorPoint.y)
        case .transform: return transformVector ?? DecomposedTransform.vector(transform)
        case .shadowOffset: return AnimatableVector(shadowOffset.width, shadowOffset.height)
        default: return layer.modelVector(key)
        }
    }

    /// `base` with the components in `mask` replaced by `v`'s, or `v`'s added (`additive`; a
    /// whole transform is concatenated, so its scales multiply).
    static func combine(_ base: AnimatableVector, _ v: AnimatableVector, _ mask: UInt16, _ additive: Bool,
                        key: AnimatableKey) -> AnimatableVector {
        guard additive else { return base.replacing(mask, with: v) }
        var r = base
        let scales = key == .transform && mask == .max ? DecomposedTransform.scale..<DecomposedTransform.scale + 3 : 0..<0
        for i in 0..<r.count where mask & (1 << i) != 0 {
            if scales.contains(i) { r[i] *= v[i] } else { r[i] += v[i] }
        }
        return r
    }

    /// Where the anchor point is in the bounds' coordinates.
    var anchor: CGPoint {
        if anchorPoint.x == 0.5, anchorPoint.y == 0.5 { return CGPoint(x: bounds.midX, y: bounds.midY) }
        return CGPoint(x: bounds.minX + bounds.width * anchorPoint.x, y: bounds.minY + bounds.height * anchorPoint.y)
    }

    /// The layer's transform to its superlayer's coordinates when it is flat: around the anchor
    /// point, through the transform, onto the position. `modelFormula`: a still view's layer
    /// uses `UIView.transformToSuperview`'s arithmetic, so a still view lands on the same pixels
    /// whichever path placed it.
    func transformToSuperlayer(modelFormula: Bool) -> CGAffineTransform {
        if modelFormula && !isAnimated { return Self.modelTransform(anchor: anchor, position: position, transform: affine) }
        let a = anchor, p = position
        return CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(affine).concatenating(CGAffineTransform(translationX: p.x, y: p.y))
    }

    /// The layer's 3-D transform to its superlayer's space: about the anchor point, onto the
    /// position at `zPosition`, then through the superlayer's `space` (its sublayer transform
    /// about its anchor point, nil when none).
    func transform3DToSuperlayer(anchorZ: CGFloat, space: CATransform3D?) -> CATransform3D {
        let a = anchor
        var m = CATransform3DMakeTranslation(-a.x, -a.y, -anchorZ).concatenating(transform)
            .concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
        if let space { m = m.concatenating(space) }
        return m
    }

    /// A sublayer transform applied about the anchor point (the space a layer's sublayers are in).
    func sublayerSpace(_ sublayerTransform: CATransform3D) -> CATransform3D? {
        guard sublayerTransform != .identity else { return nil }
        let a = anchor
        return CATransform3DMakeTranslation(-a.x, -a.y, 0).concatenating(sublayerTransform)
            .concatenating(CATransform3DMakeTranslation(a.x, a.y, 0))
    }

    /// A view's transform to its superview's coordinates from its model geometry.
    static func modelTransform(anchor a: CGPoint, position p: CGPoint, transform: CGAffineTransform) -> CGAffineTransform {
        if transform.isIdentity { return CGAffineTransform(translationX: p.x - a.x, y: p.y - a.y) }
        return CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
    }

    /// A colour's four numbers, each clamped to 0…1.
    static func rgba(_ v: AnimatableVector) -> RGBA {
        func c(_ x: CGFloat) -> Float { Float(min(max(x, 0), 1)) }
        return RGBA(r: c(v[0]), g: c(v[1]), b: c(v[2]), a: c(v[3]))
    }
}
