import Foundation

/// SF Symbols as the simulator draws them: each name the table knows is a glyph of Material
/// Design Icons (Pictogrammers, SIL Open Font Licence; Debian's
/// fonts-materialdesignicons-webfont, which the make targets install), an open icon set of the
/// same square, single-colour kind, drawn as a template image in the tint colour.
nonisolated enum SymbolCatalog {
    /// The icon font.
    static let face = FontFace("materialdesignicons-webfont", family: "Material Design Icons",
                               file: folder + "materialdesignicons-webfont.ttf", source: .package(folder), weight: .regular)
    static let folder = "/usr/share/fonts/truetype/materialdesignicons-webfont/"
    static let package = "fonts-materialdesignicons-webfont"

    /// The default point size of a symbol: the body text style's at the default text size.
    static let defaultPointSize: CGFloat = 17
    /// A symbol image's side over its point size at the medium scale: SF Symbols sit in a box a
    /// little taller than their font's cap height (a 17 pt "house" is about 20 pt square).
    static let mediumSide: CGFloat = 1.2
    /// The small and large scales against the medium one (SF Symbols' three scales step by
    /// about a fifth).
    static let smallScale: CGFloat = 0.8
    static let largeScale: CGFloat = 1.25

    /// The square side of a symbol image drawn with `configuration`.
    static func side(for configuration: UIImage.SymbolConfiguration?) -> CGFloat {
        let pointSize = configuration?.resolvedPointSize ?? defaultPointSize
        let scale: CGFloat
        switch configuration?.scale ?? .default {
        case .small: scale = smallScale
        case .large: scale = largeScale
        default: scale = 1
        }
        return (pointSize * mediumSide * scale).rounded()
    }
}
