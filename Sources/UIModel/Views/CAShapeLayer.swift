import Foundation

/// A layer that draws a path: filled (`fillColor`, black by default, by `fillRule`) and stroked
/// (`strokeColor`, none by default, `lineWidth` wide), the stroke limited to the part between
/// `strokeStart` and `strokeEnd` (fractions of the path's length). The path, the colours, the
/// line width and the stroked part animate (implicitly too, for a layer of its own).
nonisolated open class CAShapeLayer: CALayer {
    nonisolated deinit {}
    open var path: CGPath? { didSet { withMainActorState(self) { $0.sequenceChanged(.path, from: oldValue) } } }
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { withMainActorState(self) { $0.changed(.fillColor, from: Self.vector(oldValue)) } } }
    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var strokeColor: CGColor? { didSet { withMainActorState(self) { $0.changed(.strokeColor, from: Self.vector(oldValue)) } } }
    open var lineWidth: CGFloat = 1 {
        didSet {
            if !lineWidth.isFinite || lineWidth < 0 { lineWidth = oldValue; return }
            withMainActorState(self) { $0.changed(.lineWidth, from: AnimatableVector(oldValue)) }
        }
    }
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var miterLimit: CGFloat = 10
    /// The stroke's dashes: on, off, ... lengths in points, repeated (nil: solid).
    open var lineDashPattern: [NSNumber]?
    /// How far into the dash pattern the stroke starts, in points.
    open var lineDashPhase: CGFloat = 0
    open var strokeStart: CGFloat = 0 {
        didSet { strokeStart = Self.fraction(strokeStart, oldValue); withMainActorState(self) { $0.changed(.strokeStart, from: AnimatableVector(oldValue)) } }
    }
    open var strokeEnd: CGFloat = 1 {
        didSet { strokeEnd = Self.fraction(strokeEnd, oldValue); withMainActorState(self) { $0.changed(.strokeEnd, from: AnimatableVector(oldValue)) } }
    }

    public required init() { super.init() }

    private static func fraction(_ v: CGFloat, _ old: CGFloat) -> CGFloat { v.isNaN ? old : min(max(v, 0), 1) }

    @MainActor override func ownVector(_ key: AnimatableKey) -> AnimatableVector {
        switch key {
        case .strokeStart: return AnimatableVector(strokeStart)
        case .strokeEnd: return AnimatableVector(strokeEnd)
        case .lineWidth: return AnimatableVector(lineWidth)
        case .fillColor: return Self.vector(fillColor)
        case .strokeColor: return Self.vector(strokeColor)
        default: return super.ownVector(key)
        }
    }

    @MainActor override func setOwnVector(_ v: AnimatableVector, for key: AnimatableKey) {
        func color(_ v: AnimatableVector) -> CGColor { CGColor(red: v[0], green: v[1], blue: v[2], alpha: v[3]) }
        switch key {
        case .strokeStart: strokeStart = v[0]
        case .strokeEnd: strokeEnd = v[0]
        case .lineWidth: lineWidth = v[0]
        case .fillColor: fillColor = color(v)
        case .strokeColor: strokeColor = color(v)
        default: break
        }
    }

    @MainActor override func ownSequenceValue(_ key: AnimatableKey) -> Any? { key == .path ? path : nil }
    @MainActor override func setOwnSequenceValue(_ value: Any?, for key: AnimatableKey) { if key == .path { path = value as? CGPath } }

    /// A colour as drawn: the animation's, or the model's (nil: none).
    @MainActor private func shownColor(_ key: AnimatableKey, _ model: CGColor?, at time: CFTimeInterval) -> RGBA? {
        guard animations.contains(where: { $0.key == key }) else { return model.map(RGBA.init) }
        return LayerAppearance.rgba(presentationVector(key, at: time))
    }

    @MainActor override func presentationBase() -> CALayer {
        let p = CAShapeLayer()
        p.path = path; p.fillColor = fillColor; p.fillRule = fillRule; p.strokeColor = strokeColor
        p.lineWidth = lineWidth; p.lineCap = lineCap; p.lineJoin = lineJoin; p.miterLimit = miterLimit
        p.strokeStart = strokeStart; p.strokeEnd = strokeEnd
        p.lineDashPattern = lineDashPattern; p.lineDashPhase = lineDashPhase
        return p
    }

    @MainActor override func appendContent(to list: inout DisplayList, shape: RoundedRect, opacity: Float, at time: CFTimeInterval) {
        let animated = !animations.isEmpty
        guard let path = animated ? presentedSequenceValue(.path, at: time) as? CGPath : path, !path.isEmpty else { return }
        let lineWidth = animated ? max(presentationVector(.lineWidth, at: time)[0], 0) : self.lineWidth
        let fill = (animated ? shownColor(.fillColor, fillColor, at: time) : fillColor.map(RGBA.init))
            .map { $0.withOpacity(opacity) }.flatMap { $0.a > 0 ? $0 : nil }
        let stroke = (animated ? shownColor(.strokeColor, strokeColor, at: time) : strokeColor.map(RGBA.init))
            .map { $0.withOpacity(opacity) }.flatMap { $0.a > 0 && lineWidth > 0 ? $0 : nil }
        guard fill != nil || stroke != nil else { return }
        let start = presentationVector(.strokeStart, at: time)[0], end = presentationVector(.strokeEnd, at: time)[0]
        let rule: CGPathFillRule = fillRule == .evenOdd ? .evenOdd : .winding
        // A dashed stroke: the trimmed part cut into dashes, stroked apart from the fill.
        if let stroke, let pattern = lineDashPattern,
           let dashed = path.dashed(pattern.map { CGFloat($0.doubleValue) }, phase: lineDashPhase, from: start, to: end) {
            if let fill { list.append(.path(PathDraw(path: path, fillColor: fill, fillRule: rule, strokeColor: nil, transform: shape.transform))) }
            list.append(.path(PathDraw(path: dashed, fillColor: nil, fillRule: rule, strokeColor: stroke, lineWidth: lineWidth,
                                       lineCap: lineCap.cgLineCap, lineJoin: lineJoin.cgLineJoin, miterLimit: miterLimit,
                                       transform: shape.transform)))
            return
        }
        list.append(.path(PathDraw(path: path, fillColor: fill, fillRule: rule,
                                   strokeColor: stroke, lineWidth: lineWidth, lineCap: lineCap.cgLineCap,
                                   lineJoin: lineJoin.cgLineJoin, miterLimit: miterLimit,
                                   strokeStart: min(max(start, 0), 1), strokeEnd: min(max(end, 0), 1), transform: shape.transform)))
    }
}

nonisolated public struct CAShapeLayerFillRule: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

nonisolated public struct CAShapeLayerLineCap: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
    var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

nonisolated public struct CAShapeLayerLineJoin: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
    var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
