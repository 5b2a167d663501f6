import Foundation

/// A colour as the renderer consumes it: straight (not premultiplied) sRGB components in 0...1.
public struct RGBA: Hashable, Sendable {
    public var r: Float, g: Float, b: Float, a: Float
    public init(r: Float, g: Float, b: Float, a: Float) { self.r = r; self.g = g; self.b = b; self.a = a }
    public init(_ color: CGColor) {
        let c = color.components
        self.init(r: Float(c[0]), g: Float(c[1]), b: Float(c[2]), a: Float(c[3]))
    }
    public func withOpacity(_ f: Float) -> RGBA { RGBA(r: r, g: g, b: b, a: a * f) }
    public var isOpaque: Bool { a >= 1 }
}

/// A rounded rectangle in a view's bounds coordinates, with the transform that maps those
/// coordinates to the window's (in points).
public struct RoundedRect: Equatable, Sendable {
    public var rect: CGRect
    public var cornerRadius: CGFloat
    public var transform: CGAffineTransform
    public init(rect: CGRect, cornerRadius: CGFloat, transform: CGAffineTransform) {
        self.rect = rect
        self.cornerRadius = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        self.transform = transform
    }
}

/// One line of text, already laid out: `origin` is the top-left of its line box.
public struct TextRun: Equatable {
    public var text: String
    public var font: UIFont
    public var color: RGBA
    public var origin: CGPoint
    public var transform: CGAffineTransform
    public init(text: String, font: UIFont, color: RGBA, origin: CGPoint, transform: CGAffineTransform) {
        self.text = text; self.font = font; self.color = color; self.origin = origin; self.transform = transform
    }
}

/// An image drawn into `rect` (bounds coordinates), stretched to fill it.
public struct ImageDraw: Equatable {
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

/// The renderer-agnostic seam between UIModel and a renderer: what to draw, in order, in
/// window points. The Simulator's SDL renderer executes it; nothing here knows about pixels.
public enum DisplayItem: Equatable {
    /// A filled rounded rectangle.
    case fill(RoundedRect, RGBA)
    /// A border drawn inside the rounded rectangle's edge, `width` points wide.
    case stroke(RoundedRect, RGBA, width: CGFloat)
    /// A soft shadow: the shape blurred by `radius` points.
    case shadow(RoundedRect, RGBA, radius: CGFloat)
    case text(TextRun)
    case image(ImageDraw)
    /// Everything up to the matching `popClip` is clipped to the shape.
    case pushClip(RoundedRect)
    case popClip
}
