import Foundation

/// A colour in sRGB with alpha, with UIKit's initialisers and named colours.
nonisolated open class UIColor: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    nonisolated deinit {}
    /// The components as resolved for the current traits (a dynamic colour's light or dark value).
    package let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// Set for dynamic colours: the colour for given traits.
    private var provider: (@Sendable (UITraitCollection) -> UIColor)?
    /// Set for a pattern colour: the image it tiles.
    private(set) var pattern: UIImage?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (Self.clamp(red), Self.clamp(green), Self.clamp(blue), Self.clamp(alpha))
    }

    /// A colour that depends on the traits (light and dark appearance, size classes…), resolved
    /// against each view's traits when drawn.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        // The components read directly are those of the current traits (the calling thread's).
        let c = dynamicProvider(UITraitCollection.current)
        (red, green, blue, alpha) = (c.red, c.green, c.blue, c.alpha)
        provider = dynamicProvider
    }

    /// The colour for `traitCollection` (itself, unless dynamic).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    package var isDynamic: Bool { provider != nil }

    /// Light and dark values.
    static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }
    /// A colour that is lighter on an elevated level (a sheet, a popover) in dark appearance.
    static func dynamic(light: UIColor, dark: UIColor, darkElevated: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle != .dark ? light : $0.userInterfaceLevel == .elevated ? darkElevated : dark }
    }
    public init(white: CGFloat, alpha: CGFloat) {
        let w = Self.clamp(white)
        (red, green, blue, self.alpha) = (w, w, w, Self.clamp(alpha))
    }
    /// Hue, saturation and brightness (HSB, each 0...1; hue 0 and 1 are red), converted to sRGB
    /// with the standard hexcone formula, as UIKit does.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = Self.clamp(hue) * 6, s = Self.clamp(saturation), v = Self.clamp(brightness)
        let sector = h.rounded(.down), f = h - sector
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch Int(sector) % 6 {
        case 0: (red, green, blue) = (v, t, p)
        case 1: (red, green, blue) = (q, v, p)
        case 2: (red, green, blue) = (p, v, t)
        case 3: (red, green, blue) = (p, q, v)
        case 4: (red, green, blue) = (t, p, v)
        default: (red, green, blue) = (v, p, q)
        }
        self.alpha = Self.clamp(alpha)
    }
    /// A colour given in the Display P3 colour space (the wider gamut of Apple's displays),
    /// converted to sRGB: its components decoded with the sRGB curve both spaces share, mapped
    /// with the P3-to-sRGB matrix (both D65), encoded again; what sRGB cannot show is clamped.
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = (Self.linear(displayP3Red), Self.linear(green), Self.linear(blue))
        (red, self.green, self.blue) = (Self.clamp(Self.encoded(1.2249 * r - 0.2247 * g)),
                                         Self.clamp(Self.encoded(-0.0420 * r + 1.0419 * g)),
                                         Self.clamp(Self.encoded(-0.0197 * r - 0.0786 * g + 1.0979 * b)))
        self.alpha = Self.clamp(alpha)
    }
    /// A colour that tiles `image` (from the top left of what it fills) where it fills an area: a
    /// view's or a layer's background. Where one colour is needed (text, tint, a stroke), it is
    /// the pattern's stand-in, a mid grey.
    public init(patternImage image: UIImage) {
        (red, green, blue, alpha) = (Self.patternStandIn, Self.patternStandIn, Self.patternStandIn, 1)
        pattern = image
    }

    /// The grey a pattern colour is where an area cannot be tiled.
    static let patternStandIn: CGFloat = 0.5

    public init(cgColor: CGColor) {
        let c = cgColor.values
        (red, green, blue, alpha) = (Self.clamp(c[0]), Self.clamp(c[1]), Self.clamp(c[2]), Self.clamp(c[3]))
    }

    /// The sRGB transfer function (Display P3 uses the same): an encoded component as linear
    /// light, and back.
    private static func linear(_ c: CGFloat) -> CGFloat {
        let v = c.isFinite ? c : 0
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    private static func encoded(_ l: CGFloat) -> CGFloat {
        let v = min(max(l.isFinite ? l : 0, 0), 1)
        return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
    /// 0...255 components, as iOS colour pickers give them.
    convenience init(r255 r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) {
        self.init(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    private static func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// Resolved with `UITraitCollection.current`, as UIKit does.
    public var cgColor: CGColor {
        let c = resolvedColor(with: .current)
        let color = CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        color.pattern = pattern
        return color
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    @discardableResult
    open func getRed(_ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
                       blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        r?.pointee = red; g?.pointee = green; b?.pointee = blue; a?.pointee = alpha
        return true
    }

    /// The colour as hue, saturation and brightness (each 0...1; a grey has hue and saturation 0).
    @discardableResult
    open func getHue(_ h: UnsafeMutablePointer<CGFloat>?, saturation s: UnsafeMutablePointer<CGFloat>?,
                       brightness v: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let top = max(red, green, blue), chroma = top - min(red, green, blue)
        var hue: CGFloat = 0
        if chroma > 0 {
            if top == red { hue = (green - blue) / chroma } else if top == green { hue = (blue - red) / chroma + 2 } else { hue = (red - green) / chroma + 4 }
            hue /= 6
            if hue < 0 { hue += 1 }
        }
        h?.pointee = hue; s?.pointee = top > 0 ? chroma / top : 0; v?.pointee = top; a?.pointee = alpha
        return true
    }

    public static func == (l: UIColor, r: UIColor) -> Bool {
        if l.isDynamic || r.isDynamic || l.pattern != nil || r.pattern != nil { return l === r || l.pattern != nil && l.pattern == r.pattern }
        return l.red == r.red && l.green == r.green && l.blue == r.blue && l.alpha == r.alpha
    }
    public func hash(into h: inout Hasher) { h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha) }
    public var description: String { "UIColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

    /// The colour as the display list carries it, resolved for `traits`.
    func rgba(for traits: UITraitCollection?) -> RGBA {
        let c = traits.map(resolvedColor(with:)) ?? self
        return RGBA(r: Float(c.red), g: Float(c.green), b: Float(c.blue), a: Float(c.alpha))
    }
}

// Fixed colours (UIKit's values).
nonisolated extension UIColor {
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
}

// System colours: iOS's light and dark values from Apple's Human Interface Guidelines colour
// tables (iOS 15 to 17).
nonisolated extension UIColor {
    public static let systemBlue = dynamic(light: UIColor(r255: 0, 122, 255), dark: UIColor(r255: 10, 132, 255))
    public static let systemRed = dynamic(light: UIColor(r255: 255, 59, 48), dark: UIColor(r255: 255, 69, 58))
    public static let systemGreen = dynamic(light: UIColor(r255: 52, 199, 89), dark: UIColor(r255: 48, 209, 88))
    public static let systemOrange = dynamic(light: UIColor(r255: 255, 149, 0), dark: UIColor(r255: 255, 159, 10))
    public static let systemYellow = dynamic(light: UIColor(r255: 255, 204, 0), dark: UIColor(r255: 255, 214, 10))
    public static let systemPink = dynamic(light: UIColor(r255: 255, 45, 85), dark: UIColor(r255: 255, 55, 95))
    public static let systemPurple = dynamic(light: UIColor(r255: 175, 82, 222), dark: UIColor(r255: 191, 90, 242))
    public static let systemTeal = dynamic(light: UIColor(r255: 48, 176, 199), dark: UIColor(r255: 64, 200, 224))
    public static let systemIndigo = dynamic(light: UIColor(r255: 88, 86, 214), dark: UIColor(r255: 94, 92, 230))
    public static let systemBrown = dynamic(light: UIColor(r255: 162, 132, 94), dark: UIColor(r255: 172, 142, 104))
    public static let systemMint = dynamic(light: UIColor(r255: 0, 199, 190), dark: UIColor(r255: 99, 230, 226))
    public static let systemCyan = dynamic(light: UIColor(r255: 50, 173, 230), dark: UIColor(r255: 100, 210, 255))
    public static let systemGray = UIColor(r255: 142, 142, 147)
    public static let systemGray2 = dynamic(light: UIColor(r255: 174, 174, 178), dark: UIColor(r255: 99, 99, 102))
    public static let systemGray3 = dynamic(light: UIColor(r255: 199, 199, 204), dark: UIColor(r255: 72, 72, 74))
    public static let systemGray4 = dynamic(light: UIColor(r255: 209, 209, 214), dark: UIColor(r255: 58, 58, 60))
    public static let systemGray5 = dynamic(light: UIColor(r255: 229, 229, 234), dark: UIColor(r255: 44, 44, 46))
    public static let systemGray6 = dynamic(light: UIColor(r255: 242, 242, 247), dark: UIColor(r255: 28, 28, 30))

    // Labels and text.
    public static let label = dynamic(light: UIColor(white: 0, alpha: 1), dark: UIColor(white: 1, alpha: 1))
    public static let secondaryLabel = dynamic(light: UIColor(r255: 60, 60, 67, 0.6), dark: UIColor(r255: 235, 235, 245, 0.6))
    public static let tertiaryLabel = dynamic(light: UIColor(r255: 60, 60, 67, 0.3), dark: UIColor(r255: 235, 235, 245, 0.3))
    public static let quaternaryLabel = dynamic(light: UIColor(r255: 60, 60, 67, 0.18), dark: UIColor(r255: 235, 235, 245, 0.16))
    public static let placeholderText = dynamic(light: UIColor(r255: 60, 60, 67, 0.3), dark: UIColor(r255: 235, 235, 245, 0.3))
    public static let link = dynamic(light: UIColor(r255: 0, 122, 255), dark: UIColor(r255: 9, 132, 255))
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0, alpha: 1)

    // Backgrounds, plain and grouped (Apple's tables give base and elevated values for dark).
    public static let systemBackground = dynamic(light: UIColor(white: 1, alpha: 1), dark: UIColor(white: 0, alpha: 1),
                                                 darkElevated: UIColor(r255: 28, 28, 30))
    public static let secondarySystemBackground = dynamic(light: UIColor(r255: 242, 242, 247), dark: UIColor(r255: 28, 28, 30),
                                                          darkElevated: UIColor(r255: 44, 44, 46))
    public static let tertiarySystemBackground = dynamic(light: UIColor(white: 1, alpha: 1), dark: UIColor(r255: 44, 44, 46),
                                                         darkElevated: UIColor(r255: 58, 58, 60))
    public static let systemGroupedBackground = dynamic(light: UIColor(r255: 242, 242, 247), dark: UIColor(white: 0, alpha: 1),
                                                        darkElevated: UIColor(r255: 28, 28, 30))
    public static let secondarySystemGroupedBackground = dynamic(light: UIColor(white: 1, alpha: 1), dark: UIColor(r255: 28, 28, 30),
                                                                 darkElevated: UIColor(r255: 44, 44, 46))
    public static let tertiarySystemGroupedBackground = dynamic(light: UIColor(r255: 242, 242, 247), dark: UIColor(r255: 44, 44, 46),
                                                                darkElevated: UIColor(r255: 58, 58, 60))

    // Fills, for thin and small shapes (a switch's track, a slider's track, a search field).
    public static let systemFill = dynamic(light: UIColor(r255: 120, 120, 128, 0.2), dark: UIColor(r255: 120, 120, 128, 0.36))
    public static let secondarySystemFill = dynamic(light: UIColor(r255: 120, 120, 128, 0.16), dark: UIColor(r255: 120, 120, 128, 0.32))
    public static let tertiarySystemFill = dynamic(light: UIColor(r255: 118, 118, 128, 0.12), dark: UIColor(r255: 118, 118, 128, 0.24))
    public static let quaternarySystemFill = dynamic(light: UIColor(r255: 116, 116, 128, 0.08), dark: UIColor(r255: 118, 118, 128, 0.18))

    // Separators: translucent, and opaque for where content must not show through.
    public static let separator = dynamic(light: UIColor(r255: 60, 60, 67, 0.29), dark: UIColor(r255: 84, 84, 88, 0.6))
    public static let opaqueSeparator = dynamic(light: UIColor(r255: 198, 198, 200), dark: UIColor(r255: 56, 56, 58))
}

extension UIColor {
    /// A tint as UIKit dims it: grey of the same luminance (Rec. 601 weights), same alpha.
    var dimmedTint: UIColor {
        UIColor { traits in
            let c = self.resolvedColor(with: traits)
            return UIColor(white: 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue, alpha: c.alpha)
        }
    }
}
