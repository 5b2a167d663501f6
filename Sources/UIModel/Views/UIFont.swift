import Foundation

/// A font: a face of one of the simulator's families at a point size.
///
/// The system font is Inter in UIKit's nine weights, upright and italic, in its Text cut below
/// 20 points and its Display cut from 20 up, as SF Pro (see `FontCatalog`); a weight between
/// them takes the nearest face. Apple's named faces that apps hard-code find a shipped face
/// of the same kind, so text renders identically on every machine.
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

    open private(set) var pointSize: CGFloat
    /// The file that draws this font.
    package let face: FontFace
    /// The weight asked for (the face's is the nearest the family has).
    package let weight: Weight
    /// The name the app asked for (`UIFont(name:size:)`), reported back as `fontName`.
    let requestedName: String?
    /// The system font's design (`UIFontDescriptor.withDesign`); `.default` for named fonts.
    let design: UIFontDescriptor.SystemDesign
    /// The Dynamic Type style this font was made for (nil for fixed fonts): a label that adjusts
    /// for the content size category makes it again at the new size.
    var dynamicStyle: TextStyle?

    init(face: FontFace, pointSize: CGFloat, weight: Weight, requestedName: String? = nil, design: UIFontDescriptor.SystemDesign = .default) {
        self.pointSize = pointSize.isFinite ? max(pointSize, 1) : Self.labelFontSize
        // A family with optical sizes draws each size in its cut (Inter Display from 20 pt).
        self.face = face.cut(forPointSize: self.pointSize)
        self.weight = weight
        self.requestedName = requestedName
        self.design = design
    }

    /// The system font (or one of its designs) at a size, weight and slant.
    convenience init(pointSize: CGFloat, weight: Weight, italic: Bool = false, design: UIFontDescriptor.SystemDesign = .default) {
        self.init(face: FontCatalog.face(family: design.family, weight: weight, italic: italic), pointSize: pointSize,
                  weight: weight, design: design)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .regular, italic: true) }
    /// The monospaced system font (SF Mono on iOS): DejaVu Sans Mono.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, design: .monospaced)
    }
    /// The system font with digits of one width (its tabular figures), as timers and counters use.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        var face = FontCatalog.face(family: FontCatalog.systemFamily, weight: weight, italic: false)
        // The bundled face's tabular forms; SF Pro's own files set digits as they come.
        face.tabularDigits = face.family == FontCatalog.interFamily
        return UIFont(face: face, pointSize: fontSize, weight: weight)
    }
    /// UIKit's default label size.
    open class var labelFontSize: CGFloat { 17 }
    open class var systemFontSize: CGFloat { 14 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var buttonFontSize: CGFloat { 18 }

    /// A font by name: the shipped faces' PostScript names (`"Inter-BoldItalic"`) and families
    /// (`"Inter"`, `"Roboto"`), and Apple's faces that apps hard-code (`"Avenir-Heavy"`,
    /// `"HelveticaNeue-Medium"`, `"Menlo-Regular"`), drawn in a shipped face of the same kind with
    /// the weight and slant kept (a warning names the stand-in, once per name). Nil for any other
    /// name, as UIKit answers for a font that is not installed.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let found = FontCatalog.lookup(fontName) else { return nil }
        if let apple = found.substitute {
            UIKitWarning.logOnce("UIFont(name: \"\(fontName)\"): \(apple) is not shipped; drawn in \(found.face.postScriptName)")
        }
        self.init(face: found.face, pointSize: fontSize, weight: found.weight, requestedName: fontName)
    }

    /// The families fonts can be made from (the shipped ones and the app's registered ones),
    /// sorted by name.
    open class var familyNames: [String] { FontCatalog.allFamilies.keys.sorted() }

    /// The PostScript names of a family's faces (empty for a family that does not exist).
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        (FontCatalog.allFamilies[familyName] ?? []).map(\.postScriptName).sorted()
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        let font = UIFont(face: face, pointSize: fontSize, weight: weight, requestedName: requestedName, design: design)
        font.dynamicStyle = dynamicStyle
        return font
    }

    open var fontName: String { requestedName ?? face.postScriptName }
    open var familyName: String {
        guard let requestedName, FontCatalog.lookup(requestedName)?.substitute != nil else { return face.family }
        return String(requestedName.split(separator: "-").first ?? Substring(requestedName))
    }

    /// What the font is, as a descriptor to derive others from (bold, italic, a design, a size).
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// A font matching the descriptor; `pointSize` 0 keeps the descriptor's size.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        let italic = descriptor.symbolicTraits.contains(.traitItalic)
        if let family = descriptor.family {
            self.init(face: FontCatalog.face(family: family, weight: descriptor.weight, italic: italic), pointSize: size,
                      weight: descriptor.weight, requestedName: descriptor.requestedName)
        } else {
            self.init(pointSize: size, weight: descriptor.weight, italic: italic, design: descriptor.design)
        }
        dynamicStyle = descriptor.textStyle
    }

    /// The height of one line of text, from the text system's metrics.
    open var lineHeight: CGFloat { withMainActorState { UIModelRuntime.current.resources.textMetrics.lineHeight(for: self) } }
    /// The top of the line to the baseline.
    open var ascender: CGFloat { withMainActorState { UIModelRuntime.current.resources.textMetrics.ascender(for: self) } }
    /// The baseline to the bottom of the line (negative, as in UIKit).
    open var descender: CGFloat { ascender - lineHeight }
    /// The height of a capital letter above the baseline.
    open var capHeight: CGFloat { withMainActorState { UIModelRuntime.current.resources.textMetrics.capHeight(for: self) } }
    /// The height of a lowercase "x" above the baseline.
    open var xHeight: CGFloat { withMainActorState { UIModelRuntime.current.resources.textMetrics.xHeight(for: self) } }
    /// The space the font puts between lines beyond its glyphs' height (0 for the system font).
    open var leading: CGFloat { withMainActorState { UIModelRuntime.current.resources.textMetrics.leading(for: self) } }

    public static func == (l: UIFont, r: UIFont) -> Bool { l.pointSize == r.pointSize && l.face == r.face }
    public func hash(into h: inout Hasher) { h.combine(pointSize); h.combine(face) }
    public var description: String { "\(fontName) \(pointSize)pt" }
}
