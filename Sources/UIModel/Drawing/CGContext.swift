import Foundation

/// Core Graphics' drawing context as `UIGraphicsImageRenderer` hands it out: what is drawn is
/// recorded as display items (in the image's points), which the renderer draws wherever the
/// image is shown. Graphics state (colours, line attributes, transform, alpha) saves and
/// restores as in Core Graphics.
nonisolated open class CGContext {
    nonisolated deinit {}
    nonisolated struct GState {
        var ctm = CGAffineTransform.identity
        var fillColor = RGBA(r: 0, g: 0, b: 0, a: 1)
        var strokeColor = RGBA(r: 0, g: 0, b: 0, a: 1)
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var alpha: Float = 1
        /// The line dash pattern and its phase (nil: solid).
        var dash: (lengths: [CGFloat], phase: CGFloat)?
        /// How many clips are in force (each a `pushClip` recorded), and the area they leave
        /// (in the context's coordinates; nil: the whole context).
        var clipCount = 0
        var clipBounds: CGRect?
        /// The shadow under what is filled and stroked (nil: none).
        var shadow: (offset: CGSize, blur: CGFloat, color: RGBA)?
        /// How what is drawn combines with what is there (see `CGContext+Blending`).
        var blendMode = CGBlendMode.normal
        /// The patterns fills and strokes use instead of their colours (nil: the colours).
        var fillPattern: (pattern: CGPattern, color: RGBA)?
        var strokePattern: (pattern: CGPattern, color: RGBA)?
    }

    /// What was drawn, with the clips still in force closed.
    var items: [DisplayItem] {
        var list = recorded
        Self.close(&list, masks: masks, above: 0)
        return list + Array(repeating: .popClip, count: state.clipCount)
    }
    /// The clips to paths that are not convex, still open: the clip count they were made at,
    /// where the drawing they cut starts in `recorded`, and the path (placed).
    var masks: [Mask] = []
    typealias Mask = (depth: Int, start: Int, path: CGPath, rule: CGPathFillRule, transform: CGAffineTransform)
    var recorded: [DisplayItem] = []
    /// The context's drawable area before any transform (an image's rectangle, a view's
    /// bounds), which an unclipped gradient fills.
    let bounds: CGRect
    var state = GState()
    private var saved: [GState] = []
    var currentPath = CGMutablePath()

    init(bounds: CGRect = .zero) { self.bounds = bounds }

    public var ctm: CGAffineTransform { state.ctm }
    public var isPathEmpty: Bool { currentPath.isEmpty }

    public func saveGState() { saved.append(state) }
    public func restoreGState() {
        guard let s = saved.popLast() else { return }
        // Clips made since the save end with it; what a path clip cut is masked by its path.
        Self.close(&recorded, masks: masks, above: s.clipCount)
        masks.removeAll { $0.depth > s.clipCount }
        for _ in 0..<max(state.clipCount - s.clipCount, 0) { recorded.append(.popClip) }
        state = s
    }

    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Applies `transform` before the current one. A transform with NaN or an infinity is
    /// ignored, with a warning: what follows is drawn as if it were not given.
    public func concatenate(_ transform: CGAffineTransform) {
        let t = transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
            UIKitWarning.logOnce("CGContext: a transform with NaN or an infinity is ignored")
            return
        }
        state.ctm = t.concatenating(state.ctm)
    }

    public func setFillColor(_ color: CGColor) { state.fillColor = RGBA(color); state.fillPattern = nil }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = RGBA(color); state.strokePattern = nil }
    public func setLineWidth(_ width: CGFloat) { if width.isFinite, width >= 0 { state.lineWidth = width } }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { if limit.isFinite { state.miterLimit = limit } }
    /// Strokes dash by `lengths` (on, off, ... in points), starting `phase` points into the
    /// pattern; an empty pattern strokes solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dash = lengths.isEmpty ? nil : (lengths, phase)
    }
    /// Draws a shadow under later fills and strokes, moved by `offset` (positive heights go
    /// down, as in UIKit's contexts) and spread by `blur` points, in black at a third opacity
    /// (Core Graphics' default shadow colour).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    /// Draws a shadow under later fills and strokes in `color` (nil or clear: no shadow).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite else { state.shadow = nil; return }
        state.shadow = (offset, blur.isFinite ? max(blur, 0) : 0, RGBA(color))
    }

    public func setAlpha(_ alpha: CGFloat) { state.alpha = Float(alpha.isFinite ? min(max(alpha, 0), 1) : 1) }

    // The current path.
    public func beginPath() { currentPath = CGMutablePath() }
    public func move(to point: CGPoint) { currentPath.move(to: point) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point) }
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { currentPath.addQuadCurve(to: end, control: control) }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect) }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect) }
    public func addPath(_ path: CGPath) { currentPath.addPath(path) }
    public func closePath() { currentPath.closeSubpath() }

    /// Fills the current path and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(currentPath, rule: rule)
        beginPath()
    }

    /// Fills and/or strokes the current path as `mode` says (the fill first), then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        if mode != .stroke { fill(currentPath, rule: mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding) }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
            stroke(currentPath, lineWidth: state.lineWidth, cap: state.lineCap, join: state.lineJoin)
        }
        beginPath()
    }

    /// Strokes the current path and clears it.
    public func strokePath() {
        stroke(currentPath, lineWidth: state.lineWidth, cap: state.lineCap, join: state.lineJoin)
        beginPath()
    }

    public func fill(_ rect: CGRect) { fill(CGPath.rect(rect), rule: .winding) }
    public func fill(_ rects: [CGRect]) { for r in rects { fill(r) } }
    public func stroke(_ rect: CGRect) {
        stroke(CGPath.rect(rect), lineWidth: state.lineWidth, cap: state.lineCap, join: state.lineJoin)
    }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        stroke(CGPath.rect(rect), lineWidth: width, cap: state.lineCap, join: state.lineJoin)
    }
    public func fillEllipse(in rect: CGRect) {
        let p = CGMutablePath(); p.addEllipse(in: rect)
        fill(p, rule: .winding)
    }
    public func strokeEllipse(in rect: CGRect) {
        let p = CGMutablePath(); p.addEllipse(in: rect)
        stroke(p, lineWidth: state.lineWidth, cap: state.lineCap, join: state.lineJoin)
    }

    func fill(_ path: CGPath, rule: CGPathFillRule) {
        guard !path.isEmpty else { return }
        if let pattern = state.fillPattern { return fillWithPattern(path, pattern: pattern) }
        record(PathDraw(path: path.copy() ?? path, fillColor: state.fillColor.withOpacity(state.alpha), fillRule: rule,
                        strokeColor: nil, transform: state.ctm))
    }

    /// Records a fill or stroke, after its shadow when one is set: the same shape in the
    /// shadow's colour (at the drawing's opacity), moved and blurred.
    private func record(_ draw: PathDraw) {
        if let shadow = state.shadow {
            var under = draw
            let opacity = (draw.fillColor ?? draw.strokeColor)?.a ?? 1
            under.fillColor = draw.fillColor.map { _ in shadow.color.withOpacity(opacity) }
            under.strokeColor = draw.strokeColor.map { _ in shadow.color.withOpacity(opacity) }
            under.transform = draw.transform.concatenating(CGAffineTransform(translationX: shadow.offset.width, y: shadow.offset.height))
            under.blur = shadow.blur
            recorded.append(.path(under))
        }
        composite([.path(draw)], mode: state.blendMode)
    }

    func stroke(_ path: CGPath, lineWidth: CGFloat, cap: CGLineCap, join: CGLineJoin, dash: (lengths: [CGFloat], phase: CGFloat)? = nil) {
        guard !path.isEmpty, lineWidth > 0 else { return }
        let dash = dash ?? state.dash
        let path = dash.flatMap { path.dashed($0.lengths, phase: $0.phase) } ?? path
        if let pattern = state.strokePattern { return strokeWithPattern(path, lineWidth: lineWidth, pattern: pattern) }
        record(PathDraw(path: path.copy() ?? path, fillColor: nil, strokeColor: state.strokeColor.withOpacity(state.alpha),
                        lineWidth: lineWidth, lineCap: cap, lineJoin: join, miterLimit: state.miterLimit, transform: state.ctm))
    }

    /// Records already-built display items (a view hierarchy, an image), placed by the current
    /// transform, combined by `mode` (the current blend mode when not given).
    func append(_ list: DisplayList, mode: CGBlendMode? = nil) {
        composite(list.items.map { $0.placed(by: state.ctm, opacity: state.alpha) }, mode: mode ?? state.blendMode)
    }

    func setFillColor(_ color: RGBA) { state.fillColor = color; state.fillPattern = nil }
    func setStrokeColor(_ color: RGBA) { state.strokeColor = color; state.strokePattern = nil }
}

/// How `drawPath(using:)` paints the path: filled (by the winding or even-odd rule), stroked,
/// or both.
nonisolated public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

nonisolated extension CGPath {
    static func rect(_ r: CGRect) -> CGPath {
        let p = CGMutablePath(); p.addRect(r)
        return p
    }
}

/// The contexts being drawn into, innermost last (`UIGraphicsGetCurrentContext()`).
final class UIGraphicsContextStack {
    nonisolated deinit {}
    var contexts: [CGContext] = []
    /// The image contexts `UIGraphicsBeginImageContextWithOptions` opened: each context with
    /// its image's size and scale.
    var imageContexts: [(context: CGContext, size: CGSize, scale: CGFloat)] = []
    nonisolated static var current: CGContext? { withMainActorState { UIModelRuntime.current.resources.graphicsContexts.contexts.last } }
}

/// The context being drawn into (`UIGraphicsImageRenderer`'s block, a view's `draw(_:)`, an
/// image context), nil outside them.
nonisolated public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.current }

/// Makes `context` the current one (UIKit's drawing calls draw into it) until the matching
/// `UIGraphicsPopContext()`, as a layer's `draw(in:)` does to use them.
nonisolated public func UIGraphicsPushContext(_ context: CGContext) {
    withMainActorState(context) { UIModelRuntime.current.resources.graphicsContexts.contexts.append($0) }
}

/// Fills `rect` in the current context's fill colour.
nonisolated public func UIRectFill(_ rect: CGRect) { UIGraphicsContextStack.current?.fill(rect) }

/// Draws a one-point frame just inside `rect` in the current context's fill colour.
nonisolated public func UIRectFrame(_ rect: CGRect) {
    let r = rect.standardized
    guard let context = UIGraphicsContextStack.current, r.width > 0, r.height > 0 else { return }
    context.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: 1), CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
                  CGRect(x: r.minX, y: r.minY, width: 1, height: r.height), CGRect(x: r.maxX - 1, y: r.minY, width: 1, height: r.height)])
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
nonisolated public func UIGraphicsPopContext() {
    withMainActorState {
        let stack = UIModelRuntime.current.resources.graphicsContexts
        // An image context is ended by UIGraphicsEndImageContext, not popped.
        guard let top = stack.contexts.last, !stack.imageContexts.contains(where: { $0.context === top }) else { return }
        stack.contexts.removeLast()
    }
}

nonisolated extension UIColor {
    /// Makes this the fill colour of the current drawing context.
    public func setFill() { UIGraphicsContextStack.current?.setFillColor(rgba(for: .current)) }
    /// Makes this the stroke colour of the current drawing context.
    public func setStroke() { UIGraphicsContextStack.current?.setStrokeColor(rgba(for: .current)) }
    /// Makes this both the fill and the stroke colour.
    public func set() { setFill(); setStroke() }
}
