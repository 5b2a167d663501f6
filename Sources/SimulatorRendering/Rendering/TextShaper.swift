import CFriBidi
import CSDL2
import Foundation
import UIModel

/// Sets text in any script as iOS does: each character in the first font that has it (the
/// font asked for, else the fallback for its script: colour emoji, Arabic, Hebrew, Devanagari,
/// Thai, Chinese/Japanese/Korean, symbols), shaped by HarfBuzz (SDL_ttf's) in its script and
/// direction, and the runs of a line put in visual order by the Unicode bidirectional algorithm
/// (FriBidi), so right-to-left text reads right to left and numbers and Latin words inside it
/// keep their order.
nonisolated final class TextShaper {
    /// A stretch of a line in one font and one direction.
    struct Run {
        var text: Substring
        var face: FontFace
        var rightToLeft: Bool
        /// The ISO 15924 script HarfBuzz shapes the run as (nil: the font's default).
        var script: String?
        /// The bidirectional embedding level (odd: right to left).
        var level: UInt8
    }

    /// A fallback face, its bold when the package has one, and the script it is shaped as.
    struct Fallback {
        var face: FontFace
        var script: String?
        var bold: FontFace?

        /// The face for text whose own font is `primary`: of the regular and the bold, the one
        /// nearer its weight (as iOS draws a bold line's Arabic or Korean in its script font's
        /// bold; medium and heavier take the bold).
        func face(matching primary: FontFace) -> FontFace {
            guard let bold, abs(primary.weight - bold.weight) < abs(primary.weight - face.weight) else { return face }
            return bold
        }
    }

    /// The fallbacks in the order they are tried, from Debian's Noto, Droid (Chinese and
    /// Japanese), Nanum (Korean) and DejaVu (symbols) packages.
    static let fallbacks: [Fallback] = {
        func face(_ name: String, _ folder: String, weight: UIFont.Weight = .regular) -> FontFace {
            FontFace(name, family: name, file: folder + name + ".ttf", source: .package(folder), weight: weight)
        }
        func fallback(_ name: String, bold: String?, _ folder: String, script: String?) -> Fallback {
            Fallback(face: face(name, folder), script: script, bold: bold.map { face($0, folder, weight: .bold) })
        }
        let noto = "/usr/share/fonts/truetype/noto/"
        return [
            Fallback(face: emojiFace, script: nil),
            fallback("NotoSansArabic-Regular", bold: "NotoSansArabic-Bold", noto, script: "Arab"),
            fallback("NotoSansHebrew-Regular", bold: "NotoSansHebrew-Bold", noto, script: "Hebr"),
            fallback("NotoSansDevanagari-Regular", bold: "NotoSansDevanagari-Bold", noto, script: "Deva"),
            fallback("NotoSansThai-Regular", bold: "NotoSansThai-Bold", noto, script: "Thai"),
            fallback("DroidSansFallbackFull", bold: nil, "/usr/share/fonts/truetype/droid/", script: nil),
            fallback("NanumGothic", bold: "NanumGothicBold", "/usr/share/fonts/truetype/nanum/", script: nil),
            fallback("DejaVuSans", bold: "DejaVuSans-Bold", "/usr/share/fonts/truetype/dejavu/", script: nil),
        ]
    }()

    /// Noto Color Emoji: bitmaps in one strike, drawn scaled to the text's size.
    static let emojiFace = FontFace("NotoColorEmoji", family: "Noto Color Emoji",
                                    file: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
                                    source: .package("/usr/share/fonts/truetype/noto/"), weight: .regular)
    /// The pixels per em of Noto Color Emoji's one strike (its CBLC table): an emoji is drawn at
    /// the text's em, as iOS draws Apple Color Emoji beside text.
    static let emojiStrikePixelsPerEm: CGFloat = 109

    /// The Debian package of each fallback folder (named when a file is missing).
    static let packages: [String: String] = [
        "/usr/share/fonts/truetype/noto/": "fonts-noto-core and fonts-noto-color-emoji",
        "/usr/share/fonts/truetype/droid/": "fonts-droid-fallback",
        "/usr/share/fonts/truetype/nanum/": "fonts-nanum",
        "/usr/share/fonts/truetype/dejavu/": "fonts-dejavu-core",
    ]

    /// FriBidi's "other neutral" paragraph type: the base direction from the first strong
    /// character (`FRIBIDI_PAR_ON`, fribidi-bidi-types.h).
    static let automaticDirection = FriBidiParType(rawValue: 0x40)

    private let fontFor: (FontFace, Int32) -> OpaquePointer?

    /// `font` opens a face at a pixel size (the text system's cache).
    init(font: @escaping (FontFace, Int32) -> OpaquePointer?) { fontFor = font }

    /// Whether `text` needs no fallback, shaping or reordering: Latin, Greek and Cyrillic, which
    /// the system font covers, left to right.
    static func isSimple(_ text: Substring) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 } || text.unicodeScalars.allSatisfy { $0.value < 0x0590 }
    }

    /// The runs of one line of `text` set in `face`, in visual order (left to right on screen).
    func runs(of text: Substring, face: FontFace, pixelSize: Int32) -> [Run] {
        guard !Self.isSimple(text) else { return [Run(text: text, face: face, rightToLeft: false, script: nil, level: 0)] }
        let levels = Self.bidiLevels(text)
        var runs: [Run] = []
        var scalarIndex = 0
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            let next = text.index(after: index)
            let level = levels.isEmpty ? 0 : levels[min(scalarIndex, levels.count - 1)]
            scalarIndex += c.unicodeScalars.count
            // Direction marks set levels and draw as nothing.
            if c.unicodeScalars.count == 1, BidiOrder.isDirectionMark(c.unicodeScalars.first!) {
                index = next
                continue
            }
            let (runFace, script) = choose(c, primary: face, pixelSize: pixelSize)
            if var last = runs.last, last.text.endIndex == index, last.face == runFace, last.level == level, last.script == script {
                last.text = text[last.text.startIndex..<next]
                runs[runs.count - 1] = last
            } else {
                runs.append(Run(text: text[index..<next], face: runFace, rightToLeft: level % 2 == 1, script: script, level: level))
            }
            index = next
        }
        return Self.visualOrder(runs)
    }

    /// The face that draws `c`: an emoji's colour face, the font asked for when it has the
    /// character, else the first fallback that has it (the one for its script first).
    private func choose(_ c: Character, primary: FontFace, pixelSize: Int32) -> (FontFace, String?) {
        guard let scalar = c.unicodeScalars.first else { return (primary, nil) }
        if Self.isEmoji(c), provides(Self.emojiFace, scalar, pixelSize) { return (Self.emojiFace, nil) }
        let script = Self.script(of: scalar)
        if script == nil, provides(primary, scalar, pixelSize) { return (primary, nil) }
        // The script's own fallback first, then the others in order (the emoji face is first
        // in the list and was tried above).
        if let script, let own = Self.fallbacks.first(where: { $0.script == script }) {
            let face = own.face(matching: primary)
            if provides(face, scalar, pixelSize) { return (face, own.script) }
        }
        for f in Self.fallbacks.dropFirst() where script == nil || f.script != script {
            let face = f.face(matching: primary)
            if provides(face, scalar, pixelSize) { return (face, f.script) }
        }
        return (primary, nil)
    }

    private func provides(_ face: FontFace, _ scalar: Unicode.Scalar, _ pixelSize: Int32) -> Bool {
        guard let font = fontFor(face, pixelSize) else { return false }
        return TTF_GlyphIsProvided32(font, scalar.value) != 0
    }

    /// Whether `c` is drawn as a colour emoji: emoji presentation, a variation selector asking
    /// for it, or a sequence (ZWJ families, flags, skin tones, keycaps).
    static func isEmoji(_ c: Character) -> Bool {
        let scalars = c.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return true }
        return scalars.count > 1 && first.properties.isEmoji && !first.isASCII
    }

    /// The complex script `scalar` belongs to, which its fallback shapes (nil for the rest).
    static func script(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return "Arab"
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return "Hebr"
        case 0x0900...0x097F, 0xA8E0...0xA8FF: return "Deva"
        case 0x0E00...0x0E7F: return "Thai"
        default: return nil
        }
    }

    /// Each scalar's bidirectional embedding level (empty when the text has nothing right to
    /// left: every level is 0).
    static func bidiLevels(_ text: Substring) -> [UInt8] {
        let scalars = text.unicodeScalars.map { FriBidiChar($0.value) }
        guard scalars.contains(where: { isRightToLeft($0) }) else { return [] }
        let n = FriBidiStrIndex(scalars.count)
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
        var direction = automaticDirection
        fribidi_get_bidi_types(scalars, n, &types)
        fribidi_get_bracket_types(scalars, n, types, &brackets)
        guard fribidi_get_par_embedding_levels_ex(types, brackets, n, &direction, &levels) != 0 else { return [] }
        return levels.map { UInt8(bitPattern: $0) }
    }

    /// Right-to-left letters and the marks and embeddings that start right-to-left text.
    private static func isRightToLeft(_ c: FriBidiChar) -> Bool {
        switch c {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        case 0x200F, 0x202B, 0x202E, 0x2067: return true
        default: return false
        }
    }

    /// Runs from logical to visual order (the bidirectional algorithm's rule L2).
    static func visualOrder(_ runs: [Run]) -> [Run] {
        BidiOrder.visualIndices(runs.map(\.level)).map { runs[$0] }
    }
}
