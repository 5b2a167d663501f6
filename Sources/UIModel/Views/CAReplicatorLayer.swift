import Foundation

/// A layer that draws its sublayers `instanceCount` times: each copy through `instanceTransform`
/// once more than the one before (about the layer's centre), `instanceDelay` later in time (its
/// animations run behind the previous copy's), and in `instanceColor` with the colour offsets
/// added once more per copy. The colour multiplies the copies' colours; an image in a copy is
/// multiplied in alpha only. Copies are flattened onto the layer (`preservesDepth` aside).
nonisolated open class CAReplicatorLayer: CALayer {
    nonisolated deinit {}
    /// Copies drawn (at most `maxInstances`; 0 or less draws none).
    open var instanceCount = 1
    /// Whether the copies keep their depth in 3-D instead of being flattened into the layer.
    ///
    /// Stored, no effect here: copies are always flattened.
    open var preservesDepth = false
    open var instanceDelay: CFTimeInterval = 0
    open var instanceTransform: CATransform3D = CATransform3DIdentity
    /// Multiplies every copy's colours (white: unchanged).
    open var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1)
    open var instanceRedOffset: Float = 0
    open var instanceGreenOffset: Float = 0
    open var instanceBlueOffset: Float = 0
    open var instanceAlphaOffset: Float = 0

    /// The most copies drawn, whatever `instanceCount` asks.
    package static let maxInstances = 10_000

    public required init() { super.init() }

    @MainActor override func presentationBase() -> CALayer {
        let p = CAReplicatorLayer()
        p.instanceCount = instanceCount; p.preservesDepth = preservesDepth; p.instanceDelay = instanceDelay
        p.instanceTransform = instanceTransform; p.instanceColor = instanceColor; p.instanceRedOffset = instanceRedOffset
        p.instanceGreenOffset = instanceGreenOffset; p.instanceBlueOffset = instanceBlueOffset; p.instanceAlphaOffset = instanceAlphaOffset
        return p
    }

    /// The space copy `k` is drawn in: the instance transform `k` times about the centre, then
    /// the sublayer transform's space.
    @MainActor func instanceSpace(_ k: Int, bounds: CGRect, then space: CATransform3D?) -> CATransform3D? {
        guard k > 0 else { return space }
        var m = CATransform3DIdentity
        for _ in 0..<k { m = m.concatenating(instanceTransform) }
        let centred = CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0).concatenating(m)
            .concatenating(CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0))
        return space.map { centred.concatenating($0) } ?? centred
    }

    /// Copy `k`'s colour (nil: white, nothing to multiply).
    @MainActor func instanceRGBA(_ k: Int) -> RGBA? {
        let base = instanceColor.map(RGBA.init) ?? RGBA(r: 1, g: 1, b: 1, a: 1)
        func c(_ v: Float, _ offset: Float) -> Float { min(max(v + Float(k) * (offset.isFinite ? offset : 0), 0), 1) }
        let color = RGBA(r: c(base.r, instanceRedOffset), g: c(base.g, instanceGreenOffset), b: c(base.b, instanceBlueOffset),
                         a: c(base.a, instanceAlphaOffset))
        return color == RGBA(r: 1, g: 1, b: 1, a: 1) ? nil : color
    }
}

nonisolated extension DisplayItem {
    /// The item with its colours multiplied by `c` (an image's opacity by its alpha only).
    package func multiplied(by c: RGBA) -> DisplayItem {
        func m(_ x: RGBA) -> RGBA { RGBA(r: x.r * c.r, g: x.g * c.g, b: x.b * c.b, a: x.a * c.a) }
        switch self {
        case .fill(let s, let x): return .fill(s, m(x))
        case .stroke(let s, let x, let w): return .stroke(s, m(x), width: w)
        case .shadow(let s, let x, let r): return .shadow(s, m(x), radius: r)
        case .text(var t): t.color = m(t.color); return .text(t)
        case .image(var d): d.opacity *= c.a; d.tint = d.tint.map(m); return .image(d)
        case .path(var d): d.fillColor = d.fillColor.map(m); d.strokeColor = d.strokeColor.map(m); return .path(d)
        case .gradient(var g): g.colors = g.colors.map(m); return .gradient(g)
        case .composite(var x): x.below = x.below.map { $0.multiplied(by: c) }; x.above = x.above.map { $0.multiplied(by: c) }; return .composite(x)
        case .group(var g):
            g.items = g.items.map { $0.multiplied(by: c) }
            if let shadow = g.shadow { g.shadow?.color = m(shadow.color) }
            return .group(g)
        case .pushClip, .pushPathClip, .popClip, .backdrop: return self
        }
    }
}
