import Foundation

/// Apple's font names as apps hard-code them (`"Avenir-Heavy"`, `"HelveticaNeue-BoldItalic"`,
/// `"TimesNewRomanPS-BoldMT"`, `"Menlo"`), read as a family, a weight and a slant, and the
/// shipped family each of Apple's families is drawn in.
nonisolated enum AppleFontNames {
    /// Apple's families (lowercased, without spaces or the "MT"/"PS" vendor tags) and the shipped
    /// family of the same kind that draws them. San Francisco's names are the system font itself.
    static let families: [String: String] = {
        var table: [String: String] = [:]
        func map(_ names: [String], to family: String) { for n in names { table[n] = family } }
        // The system font and the faces that stand in for it (many weights).
        map([".sfui", ".sfuitext", ".sfuidisplay", "sfui", "sfuitext", "sfuidisplay", "sfpro", "sfprotext", "sfprodisplay",
             ".applesystemuifont", "system", "helveticaneue", "avenir", "avenirnext", "avenirnextcondensed", "gillsans",
             "optima", "verdana", "trebuchet", "trebuchetms", "tahoma", "kailasa", "segoeui", "sanfrancisco"],
            to: FontCatalog.systemFamily)
        // Helvetica and Arial (metric-compatible with each other and with Nimbus Sans).
        map(["helvetica", "arial", "arialhebrew", "helveticanarrow"], to: "Nimbus Sans")
        map(["times", "timesnewroman", "newyork", "baskerville", "didot", "bodonisvtwo", "bodoniseventytwo", "cochin",
             "hoeflertext", "charter", "iowanoldstyle", "superclarendon"], to: "Nimbus Roman")
        map(["georgia"], to: "C059")
        map(["palatino", "palatinolinotype", "bookantiqua"], to: "P052")
        map(["futura", "centurygothic", "avantgarde"], to: "URW Gothic")
        map(["courier", "couriernew", "americantypewriter"], to: "Nimbus Mono PS")
        map(["menlo", "monaco", "sfmono", "sfmonoregular", "andalemono", "consolas"], to: "DejaVu Sans Mono")
        map(["sfprorounded", ".sfuirounded", "sfrounded", "arialrounded", "arialroundedmtbold"], to: "Quicksand")
        map(["noteworthy", "chalkboard", "chalkboardse", "chalkduster", "markerfelt", "bradleyhand", "comicsans", "comicsansms"],
            to: "Comic Neue")
        map(["snellroundhand", "zapfino", "savoyelet", "papyrus", "zapfchancery"], to: "Z003")
        return table
    }()

    /// Style words of Apple's PostScript names and the weight each means.
    static let weights: [(word: String, weight: UIFont.Weight)] = [
        ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light), ("book", .regular),
        ("roman", .regular), ("regular", .regular), ("medium", .medium), ("demibold", .semibold), ("semibold", .semibold),
        ("demi", .semibold), ("extrabold", .heavy), ("heavy", .heavy), ("black", .black), ("bold", .bold),
    ]
    /// Style words that change neither weight nor slant here (widths the shipped faces lack).
    static let ignoredWords = ["condensed", "compressed", "wide", "expanded", "mt", "ps"]

    /// The family, weight and slant `key` (`name` lowercased, without spaces) names, or nil.
    static func resolve(_ key: String, name: String) -> FontCatalog.Resolved? {
        let parts = key.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        var family = parts[0]
        // "ArialMT", "TimesNewRomanPSMT", "CourierNewPS": vendor tags after the family.
        for tag in ["psmt", "mt", "ps"] where family.hasSuffix(tag) && families[family] == nil {
            family = String(family.dropLast(tag.count))
        }
        // "ArialRoundedMTBold", "Avenir-Black": a family that runs into its style has one name.
        guard let shipped = families[family] ?? families[key.replacingOccurrences(of: "-", with: "")] else { return nil }
        guard let (weight, italic) = style(parts.count > 1 ? parts[1] : "") else { return nil }
        let face = FontCatalog.face(family: shipped, weight: weight, italic: italic)
        let isSystem = shipped == FontCatalog.systemFamily && (family.hasPrefix(".") || family.hasPrefix("sf") || family == "system")
        let appleFamily = String(name.split(separator: "-").first ?? Substring(name))
        return FontCatalog.Resolved(face: face, weight: weight, italic: italic, substitute: isSystem ? nil : appleFamily)
    }

    /// The weight and slant of a style part ("BoldItalic", "HeavyOblique", "BoldMT", ""), or nil
    /// when it has a word this table does not know.
    static func style(_ part: String) -> (UIFont.Weight, Bool)? {
        var rest = part
        var italic = false
        for word in ["italic", "oblique", "ita"] where rest.contains(word) {
            italic = true
            rest = rest.replacingOccurrences(of: word, with: "")
        }
        var weight = UIFont.Weight.regular
        for (word, w) in weights where rest.contains(word) {
            weight = w
            rest = rest.replacingOccurrences(of: word, with: "")
            break
        }
        for word in ignoredWords { rest = rest.replacingOccurrences(of: word, with: "") }
        return rest.isEmpty ? (weight, italic) : nil
    }
}
