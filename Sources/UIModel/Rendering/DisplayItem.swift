import Foundation

/// A colour as the renderer consumes it: straight (not premultiplied) sRGB components in 0...1.
nonisolated public struct RGBA: Hashable, Sendable {
    public var r: Float, g: Float, b: Float, a: Float
    public init(r: Float, g: Float, b: Float, a: Float) { self.r = r; self.g = g; self.b = b; self.a = a }
    public init(_ color: CGColor) { self = color.rgba }
    public func withOpacity(_ f: Float) -> RGBA { RGBA(r: r, g: g, b: b, a: a * f) }
    public var isOpaque: Bool { a >= 1 }
}

/// A rounded rectangle in a view's bounds coordinates, with the transform that maps those
/// coordinates to the window's (in points).
nonisolated public struct RoundedRect: Equatable, Sendable {
    public var rect: CGRect
    public var cornerRadius: CGFloat
    public var transform: CGAffineTransform
    /// The corners the radius applies to (`CALayer.maskedCorners`); the others are square.
    public var maskedCorners: CACornerMask
    public init(rect: CGRect, cornerRadius: CGFloat, transform: CGAffineTransform, maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]) {
        self.rect = rect
        self.cornerRadius = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        self.transform = transform
        self.maskedCorners = maskedCorners
    }

    /// True when every corner has the same radius (the shape the fast paths draw).
    public var isUniform: Bool { cornerRadius == 0 || maskedCorners.rawValue & 0xF == 0xF }
}

/// One line of text, already laid out: `origin` is the top-left of its line box. `blur` (in
/// points) softens the glyphs, as a text shadow's blur radius does.
nonisolated public struct TextRun: Equatable, Sendable {
    public var text: String
    public var font: UIFont
    public var color: RGBA
    public var origin: CGPoint
    public var transform: CGAffineTransform
    public var blur: CGFloat
    public init(text: String, font: UIFont, color: RGBA, origin: CGPoint, transform: CGAffineTransform, blur: CGFloat = 0) {
        self.text = text; self.font = font; self.color = color; self.origin = origin; self.transform = transform
        self.blur = blur.isFinite ? max(blur, 0) : 0
    }
}

/// An image drawn into `rect` (bounds coordinates), stretched to fill it.
nonisolated public struct ImageDraw: Equatable, Sendable {
    public var name: String
    public var rect: CGRect
    public var opacity: Float
    public var transform: CGAffineTransform
    /// Set for template images: the shape (alpha) is drawn in this colour.
    public var tint: RGBA?
    public init(name: String, rect: CGRect, opacity: Float, transform: CGAffineTransform, tint: RGBA? = nil) {
        self.name = name; self.rect = rect; self.opacity = opacity; self.transform = transform; self.tint = tint
    }
}

/// A path filled and/or stroked, in bounds coordinates (`CAShapeLayer`, `UIBezierPath.fill()`).
nonisolated public struct PathDraw: Equatable, Sendable {
    public var path: CGPath
    public var fillColor: RGBA?
    public var fillRule: CGPathFillRule
    public var strokeColor: RGBA?
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    /// The stroked part of the path, as fractions of its length.
    public var strokeStart: CGFloat
    public var strokeEnd: CGFloat
    public var transform: CGAffineTransform
    /// How far (in points) the drawing is spread as a soft shadow (0: sharp), as a context's
    /// `setShadow(offset:blur:color:)` blurs.
    public var blur: CGFloat
    public init(path: CGPath, fillColor: RGBA?, fillRule: CGPathFillRule = .winding, strokeColor: RGBA?, lineWidth: CGFloat = 1,
                lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                strokeStart: CGFloat = 0, strokeEnd: CGFloat = 1, transform: CGAffineTransform, blur: CGFloat = 0) {
        self.path = path; self.fillColor = fillColor; self.fillRule = fillRule; self.strokeColor = strokeColor
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
        self.strokeStart = strokeStart; self.strokeEnd = strokeEnd; self.transform = transform
        self.blur = blur.isFinite ? max(blur, 0) : 0
    }
}

/// A colour gradient filling a rounded rectangle, `CAGradientLayer`'s drawing. Points are in
/// the unit square of the shape's rect; `locations` (one per colour) spread the colours.
nonisolated public struct GradientDraw: Equatable, Sendable {
    nonisolated public enum Kind: Equatable, Sendable { case axial, radial, conic }
    public var kind: Kind
    public var shape: RoundedRect
    public var colors: [RGBA]
    public var locations: [CGFloat]
    public var startPoint: CGPoint
    public var endPoint: CGPoint
    public init(kind: Kind, shape: RoundedRect, colors: [RGBA], locations: [CGFloat], startPoint: CGPoint, endPoint: CGPoint) {
        self.kind = kind; self.shape = shape; self.colors = colors; self.locations = locations
        self.startPoint = startPoint; self.endPoint = endPoint
    }
}

/// Two drawings combined pixel by pixel by a blend mode (`CGContext.setBlendMode`): `above`
/// drawn on `below`, each on its own clear layer first, inside `bounds` (in the coordinates the
/// items' transforms map from, placed by `transform`).
nonisolated public struct CompositeDraw: Equatable, Sendable {
    public var below: [DisplayItem]
    public var above: [DisplayItem]
    public var mode: CGBlendMode
    public var bounds: CGRect
    public var transform: CGAffineTransform
    public init(below: [DisplayItem], above: [DisplayItem], mode: CGBlendMode, bounds: CGRect, transform: CGAffineTransform) {
        self.below = below; self.above = above; self.mode = mode; self.bounds = bounds; self.transform = transform
    }
}

/// A layer's drawing composed on its own first, then drawn as one: at `opacity` (group
/// opacity: where its parts overlap, the lower ones do not show through), cut by `mask`'s
/// alpha, and through `projection` (a layer in perspective). The items and the mask are in the
/// group's own coordinates, which `projection` maps to those of the list the group is in.
nonisolated public struct GroupDraw: Equatable, Sendable {
    /// Identifies the layer the group draws, the same from frame to frame (a renderer may keep
    /// the composed pixels while the items stay the same).
    public var id: UInt
    public var items: [DisplayItem]
    /// Where the items draw, in the group's coordinates (nothing outside it shows).
    public var bounds: CGRect
    public var opacity: Float
    /// Items whose alpha the group's is multiplied by (nil: no mask).
    public var mask: [DisplayItem]?
    public var projection: Homography
    /// When set, the group draws only the shadow its items cast (see `LayerShadow`).
    public var shadow: LayerShadow?
    /// When set, the group is combined with what is drawn under it by this blend mode
    /// (`CALayer.compositingFilter`) instead of drawn over it.
    public var blend: CGBlendMode?
    public init(id: UInt, items: [DisplayItem], bounds: CGRect, opacity: Float, mask: [DisplayItem]? = nil,
                projection: Homography = .identity, shadow: LayerShadow? = nil, blend: CGBlendMode? = nil) {
        self.id = id; self.items = items; self.bounds = bounds; self.opacity = opacity; self.mask = mask
        self.projection = projection; self.shadow = shadow; self.blend = blend
    }
}

/// The shadow a layer's drawing casts, as Core Animation draws it: the drawing's alpha, blurred
/// by `radius` points (a Gaussian whose sigma is half the radius), moved by `offset`, in `color`.
nonisolated public struct LayerShadow: Equatable, Sendable {
    public var color: RGBA
    public var offset: CGSize
    public var radius: CGFloat
    public init(color: RGBA, offset: CGSize, radius: CGFloat) {
        self.color = color; self.offset = offset
        self.radius = radius.isFinite ? max(radius, 0) : 0
    }
}

/// What is drawn below, blurred inside a rounded rectangle (a visual effect view's blur): a
/// Gaussian of standard deviation `radius / 2` points over the pixels already drawn there (the
/// blur reads only inside the shape, its edges extended), mixed over them by `opacity` (a
/// blur in a fading view).
nonisolated public struct BackdropDraw: Equatable, Sendable {
    public var shape: RoundedRect
    public var radius: CGFloat
    public var opacity: Float
    public init(shape: RoundedRect, radius: CGFloat, opacity: Float = 1) {
        self.shape = shape
        self.radius = radius.isFinite ? max(radius, 0) : 0
        self.opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1
    }
}

/// The renderer-agnostic seam between UIModel and a renderer: what to draw, in order, in
/// window points. The Simulator's SDL renderer executes it; nothing here knows about pixels.
nonisolated public enum DisplayItem: Equatable, Sendable {
    /// A filled rounded rectangle.
    case fill(RoundedRect, RGBA)
    /// A border drawn inside the rounded rectangle's edge, `width` points wide.
    case stroke(RoundedRect, RGBA, width: CGFloat)
    /// A soft shadow: the shape blurred by `radius` points.
    case shadow(RoundedRect, RGBA, radius: CGFloat)
    case text(TextRun)
    case image(ImageDraw)
    case path(PathDraw)
    case gradient(GradientDraw)
    /// Everything up to the matching `popClip` is clipped to the shape.
    case pushClip(RoundedRect)
    /// Everything up to the matching `popClip` is clipped to a convex path (one closed subpath
    /// whose turns all go one way: an ellipse, a polygon), placed by the transform.
    case pushPathClip(CGPath, CGAffineTransform)
    /// Two drawings blended (see `CompositeDraw`).
    case composite(CompositeDraw)
    /// A layer's drawing composed as one (see `GroupDraw`).
    case group(GroupDraw)
    /// What is drawn below, blurred (see `BackdropDraw`).
    case backdrop(BackdropDraw)
    case popClip
}

nonisolated extension DisplayItem {
    /// The item drawn through `t` after its own transform, at `opacity` of its strength (a
    /// recorded drawing placed in a view).
    package func placed(by t: CGAffineTransform, opacity: Float) -> DisplayItem {
        switch self {
        case .fill(var r, let c): r.transform = r.transform.concatenating(t); return .fill(r, c.withOpacity(opacity))
        case .stroke(var r, let c, let w): r.transform = r.transform.concatenating(t); return .stroke(r, c.withOpacity(opacity), width: w)
        case .shadow(var r, let c, let radius): r.transform = r.transform.concatenating(t); return .shadow(r, c.withOpacity(opacity), radius: radius)
        case .text(var run): run.transform = run.transform.concatenating(t); run.color = run.color.withOpacity(opacity); return .text(run)
        case .image(var d): d.transform = d.transform.concatenating(t); d.opacity *= opacity; return .image(d)
        case .path(var d):
            d.transform = d.transform.concatenating(t)
            d.fillColor = d.fillColor?.withOpacity(opacity); d.strokeColor = d.strokeColor?.withOpacity(opacity)
            return .path(d)
        case .gradient(var d): d.shape.transform = d.shape.transform.concatenating(t); d.colors = d.colors.map { $0.withOpacity(opacity) }; return .gradient(d)
        case .pushClip(var r): r.transform = r.transform.concatenating(t); return .pushClip(r)
        case .pushPathClip(let path, let m): return .pushPathClip(path, m.concatenating(t))
        case .composite(var c):
            c.below = c.below.map { $0.placed(by: t, opacity: opacity) }
            c.above = c.above.map { $0.placed(by: t, opacity: opacity) }
            c.transform = c.transform.concatenating(t)
            return .composite(c)
        case .group(var g):
            g.projection = g.projection.concatenating(t)
            g.opacity *= opacity
            return .group(g)
        case .backdrop(var b): b.shape.transform = b.shape.transform.concatenating(t); b.opacity *= opacity; return .backdrop(b)
        case .popClip: return .popClip
        }
    }
}

nonisolated extension DisplayItem {
    var isBackdrop: Bool { if case .backdrop = self { true } else { false } }

    /// Where `items` draw, in the coordinates their transforms map to (fills', images', shadows'
    /// and groups' extents; a generous box for text).
    package static func bounds(of items: [DisplayItem]) -> CGRect {
        var r = CGRect.null
        for item in items {
            switch item {
            case .path(let d):
                let spread = d.blur * 3 + (d.strokeColor != nil ? d.lineWidth * 2 : 0)
                r = r.union(d.path.boundingBoxOfPath.insetBy(dx: -spread, dy: -spread).applying(d.transform))
            case .image(let d): r = r.union(d.rect.applying(d.transform))
            case .text(let t):
                // A line of the run's characters at an em each, 1.5 em high, and its blur.
                let em = t.font.pointSize
                let box = CGRect(origin: t.origin, size: CGSize(width: em * CGFloat(t.text.count), height: em * 1.5))
                r = r.union(box.insetBy(dx: -t.blur * 3, dy: -t.blur * 3).applying(t.transform))
            case .fill(let s, _), .stroke(let s, _, _): r = r.union(s.rect.applying(s.transform))
            case .shadow(let s, _, let radius): r = r.union(s.rect.insetBy(dx: -radius * 3, dy: -radius * 3).applying(s.transform))
            case .gradient(let g): r = r.union(g.shape.rect.applying(g.shape.transform))
            case .composite(let c): r = r.union(c.bounds.applying(c.transform))
            case .group(let g): if let b = g.projection.boundingBox(of: g.drawnBounds) { r = r.union(b) }
            case .backdrop(let b): r = r.union(b.shape.rect.applying(b.shape.transform))
            case .pushClip, .pushPathClip, .popClip: break
            }
        }
        return r
    }
}

nonisolated extension GroupDraw {
    /// Where the group draws in its own coordinates: its bounds, or for a shadow the bounds moved
    /// by the offset and spread by the blur.
    public var drawnBounds: CGRect {
        guard let shadow else { return bounds }
        return bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -shadow.radius * 1.5, dy: -shadow.radius * 1.5)
    }
}

nonisolated extension DisplayItem {
    /// The item with its groups' ids (and theirs within) mixed with `salt`: a frozen copy of a
    /// drawing (a snapshot) shown beside the original keeps its own composed pixels.
    package func reidentified(_ salt: UInt) -> DisplayItem {
        guard case .group(var g) = self else { return self }
        g.id = (g.id &* 0x9E37_79B9_7F4A_7C15) ^ salt
        g.items = g.items.map { $0.reidentified(salt) }
        g.mask = g.mask?.map { $0.reidentified(salt) }
        return .group(g)
    }
}

nonisolated extension DisplayItem {
    /// The item in `tint`, each colour keeping its own alpha: a template image's drawing shown in
    /// a view's tint colour, as UIKit draws a template image's shape in it.
    package func tinted(_ tint: RGBA) -> DisplayItem {
        func tinted(_ c: RGBA) -> RGBA { tint.withOpacity(c.a) }
        switch self {
        case .fill(let r, let c): return .fill(r, tinted(c))
        case .stroke(let r, let c, let w): return .stroke(r, tinted(c), width: w)
        case .shadow(let r, let c, let radius): return .shadow(r, tinted(c), radius: radius)
        case .text(var run): run.color = tinted(run.color); return .text(run)
        case .image(var d): d.tint = tint; return .image(d)
        case .path(var d): d.fillColor = d.fillColor.map(tinted); d.strokeColor = d.strokeColor.map(tinted); return .path(d)
        case .gradient(var d): d.colors = d.colors.map(tinted); return .gradient(d)
        case .composite(var c):
            c.below = c.below.map { $0.tinted(tint) }
            c.above = c.above.map { $0.tinted(tint) }
            return .composite(c)
        case .group(var g): g.items = g.items.map { $0.tinted(tint) }; return .group(g)
        case .pushClip, .pushPathClip, .backdrop, .popClip: return self
        }
    }
}
