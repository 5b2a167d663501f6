import Foundation

/// A font's description — family, size, weight, traits, design, text style — from which fonts
/// are made (`UIFont(descriptor:size:)`) and other descriptors derived (bold, italic, rounded).
nonisolated open class UIFontDescriptor: CustomStringConvertible, @unchecked Sendable {
    nonisolated deinit {}

    /// Symbolic traits (Core Text's values).
    nonisolated public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The system font's designs.
    nonisolated public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")

        /// The shipped family that draws the design (SF Pro Rounded: Quicksand; New York: Nimbus
        /// Roman; SF Mono: DejaVu Sans Mono).
        var family: String {
            switch self {
            case .rounded: return "Quicksand"
            case .serif: return "Nimbus Roman"
            case .monospaced: return "DejaVu Sans Mono"
            default: return FontCatalog.systemFamily
            }
        }
    }

    /// Keys of `fontAttributes` (UIKit's raw values).
    nonisolated public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// Keys of the `.traits` dictionary.
    nonisolated public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    open private(set) var pointSize: CGFloat
    open private(set) var symbolicTraits: SymbolicTraits
    /// The shipped family of a named font (nil for the system font and its designs).
    let family: String?
    let requestedName: String?
    let weight: UIFont.Weight
    let design: UIFontDescriptor.SystemDesign
    let textStyle: UIFont.TextStyle?

    init(family: String?, requestedName: String?, pointSize: CGFloat, weight: UIFont.Weight, traits: SymbolicTraits,
         design: SystemDesign, textStyle: UIFont.TextStyle?) {
        self.family = family
        self.requestedName = requestedName
        self.pointSize = pointSize.isFinite ? max(pointSize, 0) : 0
        self.weight = weight
        self.design = design
        self.textStyle = textStyle
        symbolicTraits = Self.traits(traits, weight: weight, design: design, family: family)
    }

    /// `traits` with bold as the weight says and monospace as the design or family says.
    private static func traits(_ traits: SymbolicTraits, weight: UIFont.Weight, design: SystemDesign, family: String?) -> SymbolicTraits {
        var traits = traits
        if weight.rawValue >= UIFont.Weight.bold.rawValue { traits.insert(.traitBold) } else { traits.remove(.traitBold) }
        if design == .monospaced || family.map({ FontCatalog.families[$0]?.first?.isMonospaced == true }) == true {
            traits.insert(.traitMonoSpace)
        }
        return traits
    }

    convenience init(font: UIFont) {
        let isSystem = font.requestedName == nil
        self.init(family: isSystem ? nil : font.face.family, requestedName: font.requestedName, pointSize: font.pointSize,
                  weight: font.weight, traits: font.face.isItalic ? .traitItalic : [], design: font.design, textStyle: font.dynamicStyle)
    }

    /// A named font's descriptor (see `UIFont(name:size:)` for the names known).
    public convenience init(name fontName: String, size: CGFloat) {
        let found = FontCatalog.lookup(fontName)
        self.init(family: found?.face.family ?? FontCatalog.systemFamily, requestedName: fontName, pointSize: size,
                  weight: found?.weight ?? .regular, traits: found?.italic == true ? .traitItalic : [], design: .default, textStyle: nil)
    }

    /// A descriptor from attributes: `.family` or `.name`, `.size`, and `.traits` with
    /// `.weight` (a `UIFont.Weight` or its raw value) and `.symbolic` traits.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let name = attributes[.name] as? String
        let familyName = attributes[.family] as? String
        let found = name.flatMap(FontCatalog.lookup) ?? familyName.flatMap(FontCatalog.lookup)
        let traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
        let symbolic = Self.symbolicTraits(traits[.symbolic])
        let weight = (traits[.weight] as? UIFont.Weight) ?? (cgFloat(traits[.weight])).map { UIFont.Weight($0) }
            ?? (symbolic.contains(.traitBold) ? .bold : found?.weight ?? .regular)
        let size = cgFloat(attributes[.size]) ?? 0
        family = found?.face.family
        requestedName = name ?? familyName
        pointSize = size.isFinite ? max(size, 0) : 0
        self.weight = weight
        design = .default
        textStyle = (attributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:))
        symbolicTraits = Self.traits(symbolic.union(found?.italic == true ? .traitItalic : []), weight: weight, design: .default,
                                     family: found?.face.family)
    }

    /// The attributes that describe this descriptor.
    open var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [
            .size: pointSize,
            .traits: [TraitKey.weight: weight.rawValue, TraitKey.symbolic: symbolicTraits.rawValue] as [TraitKey: Any],
        ]
        if let family { attributes[.family] = family }
        if let requestedName { attributes[.name] = requestedName }
        if let textStyle { attributes[.textStyle] = textStyle.rawValue }
        return attributes
    }

    /// This descriptor with `attributes` on top of its own.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(family: family, requestedName: requestedName, pointSize: newPointSize, weight: weight,
                         traits: symbolicTraits, design: design, textStyle: textStyle)
    }

    /// This descriptor with exactly `traits`: bold sets the bold weight (and its absence the
    /// regular one), italic the slanted face, monospace the monospaced design. Nil for traits no
    /// shipped face has (condensed, expanded, vertical), as UIKit answers for a family without
    /// them. Tight and loose leading are kept as traits but do not change line heights here.
    open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        guard traits.isDisjoint(with: [.traitCondensed, .traitExpanded, .traitVertical]) else { return nil }
        var weight = self.weight
        if traits.contains(.traitBold), weight.rawValue < UIFont.Weight.bold.rawValue { weight = .bold }
        if !traits.contains(.traitBold), weight.rawValue >= UIFont.Weight.bold.rawValue { weight = .regular }
        var design = self.design
        var family = self.family
        if traits.contains(.traitMonoSpace), !symbolicTraits.contains(.traitMonoSpace) {
            design = .monospaced
            family = nil
        }
        let keepsName = family == self.family && weight == self.weight && traits.contains(.traitItalic) == symbolicTraits.contains(.traitItalic)
        return UIFontDescriptor(family: family, requestedName: keepsName ? requestedName : nil, pointSize: pointSize,
                                weight: weight, traits: traits, design: design, textStyle: textStyle)
    }

    /// The system font's descriptor in `design`; nil for a named font's (designs are the system
    /// font's), as in UIKit.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard family == nil else { return nil }
        return UIFontDescriptor(family: nil, requestedName: nil, pointSize: pointSize, weight: weight,
                                traits: symbolicTraits.subtracting(.traitMonoSpace), design: design, textStyle: textStyle)
    }

    /// The descriptor of a Dynamic Type style at the current content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    open var postscriptName: String { UIFont(descriptor: self, size: pointSize).face.postScriptName }

    public var description: String {
        "UIFontDescriptor(\(requestedName ?? design.family), \(pointSize)pt, weight \(weight.rawValue), traits \(symbolicTraits.rawValue))"
    }

    private static func symbolicTraits(_ value: Any?) -> SymbolicTraits {
        switch value {
        case let v as SymbolicTraits: return v
        case let v as UInt32: return SymbolicTraits(rawValue: v)
        case let v as Int: return SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: v))
        case let v as NSNumber: return SymbolicTraits(rawValue: v.uint32Value)
        default: return []
        }
    }
}
