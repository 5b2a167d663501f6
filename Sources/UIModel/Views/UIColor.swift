import Foundation

/// A colour in sRGB with alpha, with UIKit's initialisers and named colours.
open class UIColor: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Self.clamp(red); self.green = Self.clamp(green)
        self.blue = Self.clamp(blue); self.alpha = Self.clamp(alpha)
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
    /// 0...255 components, as iOS colour pickers give them.
    convenience init(r255 r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) {
        self.init(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    private static func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }

    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    @discardableResult
    public func getRed(_ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
                       blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        r?.pointee = red; g?.pointee = green; b?.pointee = blue; a?.pointee = alpha
        return true
    }

    public static func == (l: UIColor, r: UIColor) -> Bool {
        l.red == r.red && l.green == r.green && l.blue == r.blue && l.alpha == r.alpha
    }
    public func hash(into h: inout Hasher) { h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha) }
    public var description: String { "UIColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

    /// The colour as the display list carries it.
    var rgba: RGBA { RGBA(r: Float(red), g: Float(green), b: Float(blue), a: Float(alpha)) }
}

// Fixed colours (UIKit's values).
extension UIColor {
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

// System colours: iOS light-mode values from Apple's Human Interface Guidelines colour tables.
extension UIColor {
    public static let systemBlue = UIColor(r255: 0, 122, 255)
    public static let systemRed = UIColor(r255: 255, 59, 48)
    public static let systemGreen = UIColor(r255: 52, 199, 89)
    public static let systemOrange = UIColor(r255: 255, 149, 0)
    public static let systemYellow = UIColor(r255: 255, 204, 0)
    public static let systemPink = UIColor(r255: 255, 45, 85)
    public static let systemPurple = UIColor(r255: 175, 82, 222)
    public static let systemTeal = UIColor(r255: 48, 176, 199)
    public static let systemIndigo = UIColor(r255: 88, 86, 214)
    public static let systemGray = UIColor(r255: 142, 142, 147)
    public static let systemGray2 = UIColor(r255: 174, 174, 178)
    public static let systemGray3 = UIColor(r255: 199, 199, 204)
    public static let systemGray4 = UIColor(r255: 209, 209, 214)
    public static let systemGray5 = UIColor(r255: 229, 229, 234)
    public static let systemGray6 = UIColor(r255: 242, 242, 247)
    public static let label = UIColor(white: 0, alpha: 1)
    public static let secondaryLabel = UIColor(r255: 60, 60, 67, 0.6)
    public static let tertiaryLabel = UIColor(r255: 60, 60, 67, 0.3)
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    public static let secondarySystemBackground = UIColor(r255: 242, 242, 247)
    public static let systemGroupedBackground = UIColor(r255: 242, 242, 247)
    public static let separator = UIColor(r255: 60, 60, 67, 0.29)
}
