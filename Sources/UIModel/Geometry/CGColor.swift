import Foundation

/// A colour as Core Graphics stores it: linear RGBA components in 0...1 (sRGB values, not linearised).
/// Exists so UIKit code such as `layer.borderColor = UIColor.red.cgColor` compiles unchanged.
nonisolated public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    nonisolated deinit {}
    /// The red, green, blue and alpha components (`components` is UIKit's optional view of them).
    package let values: [CGFloat]
    /// The components, as Core Graphics gives them (optional in its Swift declaration).
    public var components: [CGFloat]? { values }
    /// The components as drawn, made once (the display list reads them for every layer of every frame).
    let rgba: RGBA
    public var alpha: CGFloat { values[3] }
    /// The image a pattern colour tiles (set once, by `UIColor.cgColor`, before anyone else sees
    /// the colour).
    var pattern: UIImage?
    public var numberOfComponents: Int { 4 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        values = [red, green, blue, alpha]
        rgba = RGBA(r: Float(red), g: Float(green), b: Float(blue), a: Float(alpha))
    }
    public init(gray: CGFloat, alpha: CGFloat) {
        values = [gray, gray, gray, alpha]
        rgba = RGBA(r: Float(gray), g: Float(gray), b: Float(gray), a: Float(alpha))
    }

    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: values[0], green: values[1], blue: values[2], alpha: alpha)
    }

    /// Whether these are its components, compared without making an array.
    func hasComponents(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> Bool {
        values[0] == red && values[1] == green && values[2] == blue && values[3] == alpha
    }

    public static func == (l: CGColor, r: CGColor) -> Bool { l.values == r.values && l.pattern == r.pattern }
    public func hash(into h: inout Hasher) { h.combine(values) }
}
