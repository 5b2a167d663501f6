import Foundation

/// A font: the bundled system face at a point size and weight.
///
/// The simulator ships one family (Roboto, in Resources/Fonts) and maps UIKit's weights onto its
/// faces, so text renders identically on every machine.
nonisolated open class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    nonisolated deinit {}
    /// UIKit's weight scale (`UIFont.Weight.regular.rawValue == 0`).
    nonisolated public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        // UIKit's published raw values.
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// The bundled font files the weights map onto.
    nonisolated public enum Face: String, Hashable, Sendable, CaseIterable {
        case light = "Roboto-Light", regular = "Roboto-Regular", medium = "Roboto-Medium", bold = "Roboto-Bold"
        public var fileName: String { rawValue + ".ttf" }
    }

    public let pointSize: CGFloat
    public let weight: Weight
    /// The Dynamic Type style this font was made for (nil for fixed fonts): a label that adjusts
    /// for the content size category makes it again at the new size.
    var dynamicStyle: TextStyle?

    public init(pointSize: CGFloat, weight: Weight) {
        self.pointSize = pointSize.isFinite ? max(pointSize, 1) : 17
        self.weight = weight
    }

    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// UIKit's default label size.
    public static let labelFontSize: CGFloat = 17
    public static let systemFontSize: CGFloat = 14
    public static let buttonFontSize: CGFloat = 18

    /// A font by PostScript name: the bundled faces ("Roboto-Bold"), and the iOS system faces
    /// they stand in for ("HelveticaNeue-Medium", "Helvetica-Bold", ".SFUI-Semibold"). Nil for any
    /// other name, as UIKit answers for a font that is not installed.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let weight = Self.weight(ofFontNamed: fontName) else { return nil }
        self.init(pointSize: fontSize, weight: weight)
    }

    /// The families `init(name:size:)` knows, and the weight each style suffix maps to.
    static let knownFamilies: Set<String> = ["Roboto", "HelveticaNeue", "Helvetica", ".SFUI", ".SFUIText", ".SFUIDisplay"]
    static let styleWeights: [String: Weight] = [
        "": .regular, "Regular": .regular, "Roman": .regular, "UltraLight": .ultraLight, "Thin": .thin, "Light": .light,
        "Medium": .medium, "Semibold": .semibold, "Bold": .bold, "Heavy": .heavy, "Black": .black,
    ]

    static func weight(ofFontNamed name: String) -> Weight? {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        guard let family = parts.first, knownFamilies.contains(family) else { return nil }
        return styleWeights[parts.count > 1 ? parts[1] : ""]
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }

    public var face: Face {
        switch weight.rawValue {
        case ..<(-0.2): return .light
        case ..<0.1: return .regular
        case ..<0.35: return .medium
        default: return .bold
        }
    }

    public var fontName: String { face.rawValue }
    public var familyName: String { "Roboto" }

    /// The height of one line of text, from the text system's metrics.
    @MainActor public var lineHeight: CGFloat { UIApplication.shared.textMetrics.lineHeight(for: self) }
    /// The top of the line to the baseline.
    @MainActor public var ascender: CGFloat { UIApplication.shared.textMetrics.ascender(for: self) }
    /// The baseline to the bottom of the line (negative, as in UIKit).
    @MainActor public var descender: CGFloat { ascender - lineHeight }

    public static func == (l: UIFont, r: UIFont) -> Bool { l.pointSize == r.pointSize && l.face == r.face }
    public func hash(into h: inout Hasher) { h.combine(pointSize); h.combine(face) }
    public var description: String { "\(fontName) \(pointSize)pt" }
}
