import Foundation

nonisolated extension UIImage {
    /// How thick a symbol's strokes are (UIKit's values). The icon set has one stroke weight: a
    /// configuration keeps the weight, and the glyph is drawn the same.
    nonisolated public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size against its point size (UIKit's values).
    nonisolated public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// What an image is drawn with (UIKit's base of `SymbolConfiguration`).
    nonisolated open class Configuration: @unchecked Sendable {
        nonisolated deinit {}
        public init() {}
    }

    /// How a symbol image is drawn: its point size (or a text style's, or a font's), weight,
    /// scale and colours. Configurations combine with `applying(_:)`, the other's set values
    /// winning.
    nonisolated open class SymbolConfiguration: Configuration, Equatable, @unchecked Sendable {
        public private(set) var pointSize: CGFloat = 0
        public private(set) var weight: SymbolWeight = .unspecified
        public private(set) var scale: SymbolScale = .unspecified
        public private(set) var textStyle: UIFont.TextStyle?
        public private(set) var font: UIFont?
        /// Hierarchical and palette colours: the icon set is one-colour, so the first colour
        /// given draws the whole symbol.
        public private(set) var colors: [UIColor] = []
        public private(set) var prefersMulticolor = false

        public required override init() { super.init() }
        public convenience init(pointSize: CGFloat) { self.init(); self.pointSize = Self.valid(pointSize) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize); self.weight = weight }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight)
            self.scale = scale
        }
        public convenience init(weight: SymbolWeight) { self.init(); self.weight = weight }
        public convenience init(scale: SymbolScale) { self.init(); self.scale = scale }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(); self.textStyle = textStyle }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(textStyle: textStyle); self.scale = scale }
        /// Sized to sit beside text in `font`.
        public convenience init(font: UIFont) { self.init(); self.font = font }
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(font: font); self.scale = scale }
        public convenience init(hierarchicalColor: UIColor) { self.init(); colors = [hierarchicalColor] }
        public convenience init(paletteColors: [UIColor]) { self.init(); colors = paletteColors }

        public static func preferringMulticolor() -> SymbolConfiguration {
            let c = SymbolConfiguration()
            c.prefersMulticolor = true
            return c
        }

        /// This configuration with `other`'s set values on top.
        open func applying(_ other: Configuration?) -> Self {
            let result = Self.init()
            result.take(self)
            if let other = other as? SymbolConfiguration { result.take(other, onlySet: true) }
            return result
        }

        /// The same without point size and weight (what a button's image keeps of its own).
        open func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            let c = SymbolConfiguration()
            c.take(self)
            c.pointSize = 0
            c.weight = .unspecified
            c.textStyle = nil
            c.font = nil
            return c
        }

        private func take(_ o: SymbolConfiguration, onlySet: Bool = false) {
            if !onlySet || o.pointSize > 0 || o.textStyle != nil || o.font != nil {
                pointSize = o.pointSize
                textStyle = o.textStyle
                font = o.font
            }
            if !onlySet || o.weight != .unspecified { weight = o.weight }
            if !onlySet || o.scale != .unspecified { scale = o.scale }
            if !onlySet || !o.colors.isEmpty { colors = o.colors }
            if !onlySet || o.prefersMulticolor { prefersMulticolor = o.prefersMulticolor }
        }

        /// The point size the symbol is drawn at: the set one, the font's, or the text style's
        /// (at the default text size, as UIKit sizes unadjusted symbols).
        var resolvedPointSize: CGFloat {
            if pointSize > 0 { return pointSize }
            if let font { return font.pointSize }
            if let textStyle { return UIFont.dynamicTypeSizes[textStyle]?[UIContentSizeCategory.large.index] ?? SymbolCatalog.defaultPointSize }
            return SymbolCatalog.defaultPointSize
        }

        private static func valid(_ size: CGFloat) -> CGFloat { size.isFinite && size > 0 ? size : 0 }

        public static func == (l: SymbolConfiguration, r: SymbolConfiguration) -> Bool {
            l.pointSize == r.pointSize && l.weight == r.weight && l.scale == r.scale && l.textStyle == r.textStyle
                && l.font == r.font && l.colors == r.colors && l.prefersMulticolor == r.prefersMulticolor
        }
    }

    /// The SF Symbol of that name, drawn from the icon set as a template image (in the tint
    /// colour), sized for the body text; nil for a name the table does not know, as UIKit
    /// answers for an unknown name (the warning lists it).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let codepoint = SymbolCatalog.codepoints[name] else {
            UIKitWarning.logOnce("UIImage(systemName: \"\(name)\"): no such symbol in the simulator's table (its names are listed in UIModel's UIKit coverage article); nil")
            return nil
        }
        let symbolConfiguration = configuration as? SymbolConfiguration
        let side = SymbolCatalog.side(for: symbolConfiguration)
        self.init(name: name, size: CGSize(width: side, height: side), renderingMode: .alwaysTemplate)
        symbol = Symbol(codepoint: codepoint, configuration: symbolConfiguration)
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Whether this is a symbol image (`UIImage(systemName:)`).
    public var isSymbolImage: Bool { symbol != nil }

    /// The symbol configuration the image is drawn with (nil for other images).
    public var symbolConfiguration: SymbolConfiguration? { symbol.map { $0.configuration ?? SymbolConfiguration() } }

    /// The same symbol drawn with `configuration` (other images: themselves).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard isSymbolImage else { return self }
        return UIImage(systemName: name, withConfiguration: configuration)?.withRenderingMode(renderingMode) ?? self
    }

    /// The same symbol with `configuration` applied over its own.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        let combined = (symbol.configuration ?? SymbolConfiguration()).applying(configuration)
        return UIImage(systemName: name, withConfiguration: combined)?.withRenderingMode(renderingMode)
    }

    /// A symbol's glyph and how it is drawn.
    struct Symbol: Equatable {
        var codepoint: UInt32
        var configuration: SymbolConfiguration?
    }

    /// Appends the symbol's glyph drawn into the square centred in `r`, in `tint` (black when
    /// drawn as the original).
    func appendSymbol(_ symbol: Symbol, to list: inout DisplayList, rect r: CGRect, opacity: Float, transform: CGAffineTransform,
                      tint: RGBA?) {
        let side = min(r.width, r.height)
        guard side > 0, let scalar = Unicode.Scalar(symbol.codepoint) else { return }
        let color = (symbol.configuration?.colors.first.map { $0.rgba(for: nil) } ?? tint ?? RGBA(r: 0, g: 0, b: 0, a: 1)).withOpacity(opacity)
        // The icon font's em is the icon's square, from its line box's top.
        let font = UIFont(face: SymbolCatalog.face, pointSize: side, weight: .regular)
        list.append(.text(TextRun(text: String(Character(scalar)), font: font, color: color,
                                  origin: CGPoint(x: r.midX - side / 2, y: r.midY - side / 2), transform: transform)))
    }
}
