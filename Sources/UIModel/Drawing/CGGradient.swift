import Foundation

/// A colour space, as Core Graphics names one. The simulator draws in sRGB: every space gives
/// the same colours (a Display P3 colour is drawn as its sRGB components).
nonisolated public final class CGColorSpace: @unchecked Sendable {
    nonisolated deinit {}
    public let name: String?
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Any of the names above.
    public init?(name: String) { self.name = name }
    init(named name: String?) { self.name = name }
}

/// The device RGB colour space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(named: CGColorSpace.sRGB) }
/// The device gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(named: CGColorSpace.genericGrayGamma2_2) }

/// Whether a gradient also fills before its start and after its end with its end colours.
nonisolated public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Colours at locations from 0 to 1, drawn along a line or between circles by a context.
nonisolated public final class CGGradient: @unchecked Sendable {
    nonisolated deinit {}
    let colors: [RGBA]
    let locations: [CGFloat]

    /// A gradient of `colors` (`CGColor`s; the porter drops Core Foundation's `as CFArray`) at
    /// `locations` (one per colour, from 0 to 1; nil spreads them evenly). Nil without colours.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        let spots = locations.map { Array(UnsafeBufferPointer(start: $0, count: colors.count)) }
        self.init(colors.map(\.rgba), spots)
    }

    /// A gradient of `count` colours given as RGBA components one after another.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let c = Array(UnsafeBufferPointer(start: components, count: count * 4)).map { Float($0.isFinite ? min(max($0, 0), 1) : 0) }
        let colors = (0..<count).map { RGBA(r: c[4 * $0], g: c[4 * $0 + 1], b: c[4 * $0 + 2], a: c[4 * $0 + 3]) }
        self.init(colors, locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) })
    }

    private init?(_ colors: [RGBA], _ locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        let spread = colors.indices.map { colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1) }
        let given = (locations ?? spread).map { $0.isFinite ? min(max($0, 0), 1) : 0 }
        // Stops in increasing order, as Core Graphics expects them.
        let stops = zip(given, colors).sorted { $0.0 < $1.0 }
        self.colors = stops.map(\.1)
        self.locations = stops.map(\.0)
    }

    /// The stops for drawing with `options`: a clear stop just outside an end that is not
    /// extended, so nothing is drawn beyond it (the renderer extends the end colours).
    func stops(_ options: CGGradientDrawingOptions) -> (colors: [RGBA], locations: [CGFloat]) {
        var colors = self.colors, locations = self.locations
        let clear = RGBA(r: 0, g: 0, b: 0, a: 0), step: CGFloat = 1e-4
        if !options.contains(.drawsBeforeStartLocation) { colors.insert(clear, at: 0); locations.insert(locations[0] - step, at: 0) }
        if !options.contains(.drawsAfterEndLocation) { colors.append(clear); locations.append(locations[locations.count - 1] + step) }
        return (colors, locations)
    }
}

nonisolated extension CGContext {
    /// Fills the clipped area (the whole context when nothing clips) with `gradient` along the
    /// line from `startPoint` to `endPoint`: colours change across the line and stay the same
    /// along each perpendicular.
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let s = startPoint.applying(ctm), e = endPoint.applying(ctm)
        guard [s, e].allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        fillClip(with: gradient, kind: .axial, from: s, to: e, options: options)
    }

    /// Fills the clipped area with `gradient` between two circles. The circles share a centre
    /// (the end circle's, with a warning when the start's differs, as the renderer draws
    /// concentric gradients); a start radius above 0 starts the colours there.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard startRadius.isFinite, endRadius.isFinite, endRadius > 0, endRadius > startRadius else { return }
        if startCenter != endCenter {
            UIKitWarning.logOnce("CGContext.drawRadialGradient: circles with different centres are drawn around the end circle's")
        }
        let m = ctm
        let c = endCenter.applying(m)
        let rx = endRadius * hypot(m.a, m.b), ry = endRadius * hypot(m.c, m.d)
        guard c.x.isFinite, c.y.isFinite else { return }
        let r0 = max(startRadius, 0) / endRadius
        fillClip(with: gradient, kind: .radial, from: c, to: CGPoint(x: c.x + rx, y: c.y + ry), options: options) {
            r0 + $0 * (1 - r0)
        }
    }

    /// The clipped area filled with the gradient from `start` to `end` (the context's base
    /// coordinates), its locations moved by `place`.
    private func fillClip(with gradient: CGGradient, kind: GradientDraw.Kind, from start: CGPoint, to end: CGPoint,
                          options: CGGradientDrawingOptions, place: (CGFloat) -> CGFloat = { $0 }) {
        let area = (state.clipBounds ?? bounds).standardized
        guard area.width > 0, area.height > 0, area.width.isFinite, area.height.isFinite else { return }
        let stops = gradient.stops(options)
        func unit(_ p: CGPoint) -> CGPoint { CGPoint(x: (p.x - area.minX) / area.width, y: (p.y - area.minY) / area.height) }
        recorded.append(.gradient(GradientDraw(kind: kind, shape: RoundedRect(rect: area, cornerRadius: 0, transform: .identity),
                                               colors: stops.colors.map { $0.withOpacity(state.alpha) },
                                               locations: stops.locations.map(place), startPoint: unit(start), endPoint: unit(end))))
    }
}
