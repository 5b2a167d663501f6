import Foundation

/// A layer filled with a colour gradient over its bounds: `colors` (CGColors) at `locations`
/// (evenly spread when nil), from `startPoint` to `endPoint` in the unit square of the bounds
/// (top centre to bottom centre by default); axial, radial (from `startPoint`, reaching
/// `endPoint`'s distance on each axis) or conic (around `startPoint`, starting towards `endPoint`).
nonisolated open class CAGradientLayer: CALayer {
    nonisolated deinit {}
    open var colors: [Any]? { didSet { withMainActorState(self, oldValue) { $0.sequenceChanged(.colors, from: $1) } } }
    open var locations: [NSNumber]? { didSet { withMainActorState(self, oldValue) { $0.sequenceChanged(.locations, from: $1) } } }
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { withMainActorState(self) { $0.changed(.startPoint, from: AnimatableVector(oldValue.x, oldValue.y)) } } }
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { withMainActorState(self) { $0.changed(.endPoint, from: AnimatableVector(oldValue.x, oldValue.y)) } } }
    open var type: CAGradientLayerType = .axial

    public required init() { super.init() }

    @MainActor override func presentationBase() -> CALayer {
        let p = CAGradientLayer()
        p.colors = colors; p.locations = locations; p.startPoint = startPoint; p.endPoint = endPoint; p.type = type
        return p
    }

    @MainActor override func ownVector(_ key: AnimatableKey) -> AnimatableVector {
        switch key {
        case .startPoint: return AnimatableVector(startPoint.x, startPoint.y)
        case .endPoint: return AnimatableVector(endPoint.x, endPoint.y)
        default: return super.ownVector(key)
        }
    }

    @MainActor override func setOwnVector(_ v: AnimatableVector, for key: AnimatableKey) {
        if key == .startPoint { startPoint = CGPoint(x: v[0], y: v[1]) } else if key == .endPoint { endPoint = CGPoint(x: v[0], y: v[1]) }
    }

    @MainActor override func ownSequenceValue(_ key: AnimatableKey) -> Any? { key == .colors ? colors : key == .locations ? locations : nil }

    @MainActor override func setOwnSequenceValue(_ value: Any?, for key: AnimatableKey) {
        if key == .colors { colors = value as? [Any] }
        if key == .locations { locations = (value as? [Any])?.compactMap(AnimationKeyPath.number).map { NSNumber(value: Double($0)) } }
    }

    /// The colours as the renderer takes them: CGColors (UIColors are accepted too).
    @MainActor var gradientColors: [RGBA] { Self.rgba(colors) }

    @MainActor static func rgba(_ colors: [Any]?) -> [RGBA] {
        (colors ?? []).compactMap { c in
            if let cg = c as? CGColor { return RGBA(cg) }
            if let ui = c as? UIColor { return ui.rgba(for: .current) }
            return nil
        }
    }

    /// The gradient fills the layer's shape: its corner radius rounds it as it rounds a background.
    /// Its colours are interpolated in Display P3, as on iOS's screens (`DisplayP3Gradient`).
    @MainActor override func appendContent(to list: inout DisplayList, shape: RoundedRect, opacity: Float, at time: CFTimeInterval) {
        let animated = !animations.isEmpty
        let shownColors = animated ? presentedSequenceValue(.colors, at: time) as? [Any] : colors
        let cs = Self.rgba(shownColors).map { $0.withOpacity(opacity) }
        guard !cs.isEmpty, shape.rect.width > 0, shape.rect.height > 0 else { return }
        let shownLocations = animated ? (presentedSequenceValue(.locations, at: time) as? [Any])?.compactMap(AnimationKeyPath.number)
            : locations?.map { CGFloat($0.doubleValue) }
        let startPoint = animated ? CALayer.point(presentationVector(.startPoint, at: time)) : self.startPoint
        let endPoint = animated ? CALayer.point(presentationVector(.endPoint, at: time)) : self.endPoint
        var locs: [CGFloat]
        if let l = shownLocations, l.count == cs.count {
            locs = l
        } else {
            locs = cs.count == 1 ? [0] : (0..<cs.count).map { CGFloat($0) / CGFloat(cs.count - 1) }
        }
        locs = locs.map { $0.isFinite ? $0 : 0 }
        let kind: GradientDraw.Kind = type == .radial ? .radial : type == .conic ? .conic : .axial
        func finite(_ p: CGPoint, _ fallback: CGPoint) -> CGPoint { p.x.isFinite && p.y.isFinite ? p : fallback }
        let (p3Colors, p3Locations) = DisplayP3Gradient.stops(colors: cs, locations: locs)
        list.append(.gradient(GradientDraw(kind: kind, shape: shape, colors: p3Colors, locations: p3Locations,
                                           startPoint: finite(startPoint, CGPoint(x: 0.5, y: 0)),
                                           endPoint: finite(endPoint, CGPoint(x: 0.5, y: 1)))))
    }
}

nonisolated public struct CAGradientLayerType: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
