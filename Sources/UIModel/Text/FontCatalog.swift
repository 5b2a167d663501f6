import Foundation

/// The fonts the simulator draws with, and how the names apps ask for find them.
///
/// The system font is Inter (SIL Open Font License), chosen by measuring open faces against SF
/// Pro's widths in labels recorded on the iOS Simulator: Inter's Text cut, with Apple's tracking
/// for SF (`SystemFontTracking`), sets labels within 1 % of iOS's widths. It is shipped in
/// Resources/Fonts as Debian's `fonts-inter` 4.0~beta7 builds it (files version 3.019), in
/// UIKit's nine weights, upright and italic, and like SF in two optical cuts: Inter below 20
/// points, Inter Display from 20 up. Roboto (also bundled) draws what a missing packaged face
/// would. Apple's other faces that apps hard-code are drawn in open faces
/// of the same kind from Debian packages: URW's Nimbus Sans, Roman and Mono (metric-compatible
/// with Helvetica/Arial, Times and Courier, so text measures as on iOS), P052 (Palatino), C059
/// (Century, for Georgia), URW Gothic (Futura), DejaVu Sans Mono (the face Menlo was made from),
/// Quicksand (rounded), Comic Neue (Chalkboard, Noteworthy, Marker Felt) and Z003 (Zapf
/// Chancery, for the script faces).
nonisolated package enum FontCatalog {
    /// The system font's family: Inter, or SF Pro from the folder `UIMODEL_SYSTEM_FONT_DIR`
    /// names (Apple's SF Pro Text files, for text identical to iOS's; the simulator's
    /// `--system-font DIR` sets it). Read once, when the first font is made.
    package static let systemFamily = appleSystemFontFolder == nil ? interFamily : "SF Pro"
    /// The bundled system font.
    package static let interFamily = "Inter"
    /// The bundled family that draws a packaged face whose file is missing.
    package static let robotoFamily = "Roboto"
    /// The point size from which SF Pro is drawn in its Display cut (and Inter in Inter Display).
    package static let displayCutFrom: CGFloat = 20

    /// SF Pro's vertical metrics in ems (2048 units per em: ascender 1950, descender 494, no line
    /// gap), the same in its Text and Display cuts: a 17 pt system font is 20.287 pt from line to
    /// line with its baseline 16.187 pt down, as UIKit reports. The system font's lines take
    /// these, whichever face draws them, so text is as tall and sits as low as on iOS.
    package static let systemAscender: CGFloat = 1950.0 / 2048
    package static let systemLineHeight: CGFloat = 2444.0 / 2048
    /// SF Pro's capital and lowercase heights (1443 and 1078 units of its 2048 em), which UIKit
    /// reports as the system font's `capHeight` and `xHeight`.
    package static let systemCapHeight: CGFloat = 1443.0 / 2048
    package static let systemXHeight: CGFloat = 1078.0 / 2048

    /// The environment variable naming a folder with Apple's SF Pro Text files.
    package static let systemFontVariable = "UIMODEL_SYSTEM_FONT_DIR"

    /// The folder of Apple's SF Pro Text files, when the environment names one that has them.
    static let appleSystemFontFolder: String? = {
        guard let dir = ProcessInfo.processInfo.environment[systemFontVariable], !dir.isEmpty else { return nil }
        let folder = dir.hasSuffix("/") ? dir : dir + "/"
        return FileManager.default.fileExists(atPath: folder + "SF-Pro-Text-Regular.otf") ? folder : nil
    }()

    /// Roboto's nine faces (its style names, weight 100 to 900), made from Roboto 3's variable
    /// font by scripts/roboto-weights.py, on UIKit's scale.
    static let robotoWeights: [(String, UIFont.Weight)] = [
        ("Thin", .ultraLight), ("ExtraLight", .thin), ("Light", .light), ("Regular", .regular), ("Medium", .medium),
        ("SemiBold", .semibold), ("Bold", .bold), ("ExtraBold", .heavy), ("Black", .black),
    ]

    /// Inter's nine faces (its style names, weight 100 to 900) on UIKit's scale, as Roboto's.
    static let interWeights = robotoWeights

    /// SF Pro Text's nine weights (its files' style names) on UIKit's scale.
    static let sfProWeights: [(String, UIFont.Weight)] = [
        ("Ultralight", .ultraLight), ("Thin", .thin), ("Light", .light), ("Regular", .regular), ("Medium", .medium),
        ("Semibold", .semibold), ("Bold", .bold), ("Heavy", .heavy), ("Black", .black),
    ]

    /// The Debian package each packaged folder comes from (named in the warning when absent).
    package static let packages: [String: String] = [
        urwFolder: "fonts-urw-base35", dejaVuFolder: "fonts-dejavu-core",
        quicksandFolder: "fonts-quicksand", comicNeueFolder: "fonts-comic-neue",
        SymbolCatalog.folder: SymbolCatalog.package,
    ]
    static let urwFolder = "/usr/share/fonts/opentype/urw-base35/"
    static let dejaVuFolder = "/usr/share/fonts/truetype/dejavu/"
    static let quicksandFolder = "/usr/share/fonts/truetype/quicksand/"
    static let comicNeueFolder = "/usr/share/fonts/opentype/comic-neue/"

    /// Every face, family by family.
    package static let families: [String: [FontFace]] = {
        var all: [String: [FontFace]] = [:]
        func add(_ family: String, _ faces: [FontFace]) { all[family] = faces }
        // Roboto's faces and their weights on UIKit's scale (SF Pro's: ultralight is the
        // lightest, 100, and thin 200).
        let roboto: [(String, UIFont.Weight)] = robotoWeights
        add(robotoFamily, roboto.flatMap { style, weight in
            let italic = style == "Regular" ? "Italic" : style + "Italic"
            return [FontFace("Roboto-\(style)", family: robotoFamily, file: "Roboto-\(style).ttf", source: .bundled, weight: weight),
                    FontFace("Roboto-\(italic)", family: robotoFamily, file: "Roboto-\(italic).ttf", source: .bundled,
                             weight: weight, italic: true)]
        })
        // Inter's, each with its Display cut.
        add(interFamily, interWeights.flatMap { style, weight in
            [style, style == "Regular" ? "Italic" : style + "Italic"].map { name in
                let sizes = FontFace.OpticalSizes(text: .init("Inter-\(name)", file: "Inter-\(name).otf"),
                                                  display: .init("InterDisplay-\(name)", file: "InterDisplay-\(name).otf"),
                                                  displayFrom: displayCutFrom)
                var face = FontFace("Inter-\(name)", family: interFamily, file: "Inter-\(name).otf", source: .bundled,
                                    weight: weight, italic: name.hasSuffix("Italic"))
                face.opticalSizes = sizes
                return face
            }
        })
        // SF Pro Text's, when its folder is given.
        if let sf = appleSystemFontFolder {
            add(systemFamily, sfProWeights.flatMap { style, weight in
                ["", "Italic"].map { slant in
                    let name = "SF-Pro-Text-\(style)\(slant)"
                    return FontFace(name, family: systemFamily, file: sf + name + ".otf", source: .package(sf), weight: weight,
                                    italic: !slant.isEmpty)
                }
            })
        }
        // Four-face packaged families: regular, bold, italic, bold italic.
        func fourFaces(_ family: String, folder: String, prefix: String, ext: String, styles: [String],
                       light: UIFont.Weight = .regular, heavy: UIFont.Weight = .bold, monospaced: Bool = false) {
            let weights = [light, heavy, light, heavy]
            add(family, styles.enumerated().map { i, style in
                let name = "\(prefix)-\(style)"
                return FontFace(name, family: family, file: folder + name + "." + ext, source: .package(folder),
                                weight: weights[i], italic: i >= 2, monospaced: monospaced)
            })
        }
        fourFaces("Nimbus Sans", folder: urwFolder, prefix: "NimbusSans", ext: "otf", styles: ["Regular", "Bold", "Italic", "BoldItalic"])
        fourFaces("Nimbus Roman", folder: urwFolder, prefix: "NimbusRoman", ext: "otf", styles: ["Regular", "Bold", "Italic", "BoldItalic"])
        fourFaces("Nimbus Mono PS", folder: urwFolder, prefix: "NimbusMonoPS", ext: "otf",
                  styles: ["Regular", "Bold", "Italic", "BoldItalic"], monospaced: true)
        fourFaces("P052", folder: urwFolder, prefix: "P052", ext: "otf", styles: ["Roman", "Bold", "Italic", "BoldItalic"])
        fourFaces("C059", folder: urwFolder, prefix: "C059", ext: "otf", styles: ["Roman", "Bold", "Italic", "BdIta"])
        fourFaces("URW Gothic", folder: urwFolder, prefix: "URWGothic", ext: "otf", styles: ["Book", "Demi", "BookOblique", "DemiOblique"],
                  heavy: .semibold)
        add("DejaVu Sans Mono", [("DejaVuSansMono", UIFont.Weight.regular, false), ("DejaVuSansMono-Bold", .bold, false),
                                 ("DejaVuSansMono-Oblique", .regular, true), ("DejaVuSansMono-BoldOblique", .bold, true)].map {
            FontFace($0.0, family: "DejaVu Sans Mono", file: dejaVuFolder + $0.0 + ".ttf", source: .package(dejaVuFolder),
                     weight: $0.1, italic: $0.2, monospaced: true)
        })
        add("Quicksand", [("Light", UIFont.Weight.light), ("Regular", .regular), ("Medium", .medium), ("Bold", .bold)].map {
            FontFace("Quicksand-\($0.0)", family: "Quicksand", file: quicksandFolder + "Quicksand-\($0.0).ttf",
                     source: .package(quicksandFolder), weight: $0.1)
        })
        add("Comic Neue", [("Light", UIFont.Weight.light, false), ("Regular", .regular, false), ("Bold", .bold, false),
                           ("LightItalic", .light, true), ("Italic", .regular, true), ("BoldItalic", .bold, true)].map {
            FontFace("ComicNeue-\($0.0)", family: "Comic Neue", file: comicNeueFolder + "ComicNeue-\($0.0).otf",
                     source: .package(comicNeueFolder), weight: $0.1, italic: $0.2)
        })
        add("Z003", [FontFace("Z003-MediumItalic", family: "Z003", file: urwFolder + "Z003-MediumItalic.otf",
                              source: .package(urwFolder), weight: .medium, italic: true)])
        return all
    }()

    /// The fonts the app registered (`CTFontManagerRegisterFontsForURL`), by family, for the
    /// rest of the process (as Core Text's process scope keeps them).
    static let registered = LockedValue<[String: [FontFace]]>([:])

    /// Adds a font file of the app's: its face is named family-style without spaces.
    static func register(_ url: URL, family: String, style: String) {
        let trimmed = style.replacingOccurrences(of: " ", with: "")
        let (weight, italic) = AppleFontNames.style(trimmed.lowercased()) ?? (.regular, false)
        let name = family.replacingOccurrences(of: " ", with: "") + "-" + trimmed
        let face = FontFace(name, family: family, file: url.path, source: .package(url.deletingLastPathComponent().path + "/"),
                            weight: weight, italic: italic)
        registered.withLock { faces in
            if !(faces[family]?.contains(face) ?? false) { faces[family, default: []].append(face) }
        }
    }

    /// Every family: the shipped ones and those the app registered.
    package static var allFamilies: [String: [FontFace]] {
        families.merging(registered.withLock { $0 }) { shipped, _ in shipped }
    }

    /// The faces by PostScript name.
    static let facesByName: [String: FontFace] = {
        var byName: [String: FontFace] = [:]
        for face in families.values.joined() {
            byName[face.postScriptName.lowercased()] = face
            // A Display cut's name finds its face (drawn in the cut its size takes).
            if let display = face.opticalSizes?.display { byName[display.postScriptName.lowercased()] = face }
        }
        return byName
    }()

    /// The face of `family` closest to `weight` and `italic`: the right slant first, then the
    /// nearest weight (the heavier of two equally near).
    package static func face(family: String, weight: UIFont.Weight, italic: Bool) -> FontFace {
        let faces = families[family] ?? registered.withLock({ $0[family] }) ?? families[systemFamily]!
        let slanted = faces.filter { $0.isItalic == italic }
        return (slanted.isEmpty ? faces : slanted).min {
            let a = abs($0.weight - weight.rawValue), b = abs($1.weight - weight.rawValue)
            return a != b ? a < b : $0.weight > $1.weight
        }!
    }

    /// What a font name asks for: a shipped face by its PostScript name, a shipped family by its
    /// name, or one of Apple's faces (`"Avenir-Heavy"`, `"TimesNewRomanPS-BoldMT"`, `"Menlo"`),
    /// drawn in the shipped family of its kind. Nil for a name none of these know, as iOS answers
    /// for a font that is not installed.
    package static func lookup(_ name: String) -> Resolved? {
        let key = name.replacingOccurrences(of: " ", with: "").lowercased()
        guard !key.isEmpty else { return nil }
        if let face = facesByName[key] ?? registered.withLock({ $0.values.joined().first { $0.postScriptName.lowercased() == key } }) {
            return Resolved(face: face, weight: UIFont.Weight(face.weight), italic: face.isItalic, substitute: nil)
        }
        if let family = allFamilies.keys.first(where: { $0.replacingOccurrences(of: " ", with: "").lowercased() == key }) {
            return Resolved(face: face(family: family, weight: .regular, italic: false), weight: .regular, italic: false, substitute: nil)
        }
        return AppleFontNames.resolve(key, name: name)
    }

    /// A name's face and the weight and slant it asked for; `substitute` names Apple's family
    /// when the face stands in for one (the caller warns once).
    package struct Resolved {
        package var face: FontFace
        package var weight: UIFont.Weight
        package var italic: Bool
        package var substitute: String?
    }
}
