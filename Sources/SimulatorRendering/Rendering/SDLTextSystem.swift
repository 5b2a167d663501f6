import CSDL2
import Foundation
import UIModel

/// Text through SDL_ttf and the bundled font: measurement for UIModel (in points) and rasterised
/// fonts for the renderer (in pixels). Hinting is pinned off so glyphs are identical everywhere.
/// The system font's plain lines are tracked as SF's are (`SystemFontTracking`); lines that need
/// shaping (fallback fonts, right-to-left text) are not.
nonisolated public final class SDLTextSystem: TextMetrics {
    /// Text is measured at this many pixels per point, so widths keep sub-point precision.
    static let measureOversampling: CGFloat = 8

    private let resources: ResourceLocator
    /// The folder the bundled faces come from (what caches shared between text systems key on).
    var resourcesRoot: String { resources.root.path }
    private var fonts: [FontKey: OpaquePointer] = [:]
    /// The font files opened so far (bundled ones by name, packaged ones by path), each with its
    /// size in bytes: what a snapshot records as the fonts that drew it.
    public private(set) var openedFiles: Set<String> = []
    /// Fallback fonts, shaping and bidirectional order for text beyond Latin, Greek and Cyrillic.
    private(set) lazy var shaper = TextShaper { [unowned self] face, pixelSize in try? self.font(face, pixelSize: pixelSize) }

    nonisolated struct FontKey: Hashable { var face: FontFace; var pixelSize: Int32 }

    /// The faces and sizes asked for while `recordingFontRequests` runs (nil when not recording).
    private var fontRequests: [FontKey]?

    /// Widths of plain lines (one face, no shaping beyond SDL_ttf's own), in pixels, by the
    /// resources folder, face, pixel size and text: the same bytes measure the same in every
    /// session, so each line is measured once a process (every snapshot starts a session).
    private nonisolated struct WidthKey: Hashable {
        var root: String
        var font: FontKey
        var text: String
    }
    private static let measuredWidths = LockedValue<[WidthKey: Int32]>([:])
    /// Enough for the lines of many screens; the cache starts over when full.
    static let measuredWidthLimit = 65_536

    public init(resources: ResourceLocator) throws {
        try SDLSupport.initCore()
        self.resources = resources
        // Open every face once so a missing or broken file is reported now, not mid-frame: once
        // a process for each resources folder (every snapshot starts a session).
        guard !Self.checkedFolders.withLock({ $0.contains(resources.root.path) }) else { return }
        for face in FontCatalog.families[FontCatalog.robotoFamily]! + FontCatalog.families[FontCatalog.interFamily]! {
            _ = try font(face, pixelSize: 12)
            _ = try font(face.cut(forPointSize: FontCatalog.displayCutFrom), pixelSize: 12)
        }
        openedFiles = []  // opened to check them, not to draw
        Self.checkedFolders.withLock { _ = $0.insert(resources.root.path) }
    }

    /// The resources folders whose fonts have all opened in this process.
    private static let checkedFolders = LockedValue<Set<String>>([])

    deinit { for f in Set(fonts.values.map(UnsafeRawPointer.init)) { TTF_CloseFont(OpaquePointer(f)) } }

    /// The face at a pixel size, opened once and cached. A packaged face whose file is missing
    /// or broken is drawn in Roboto's face of its weight and slant, with a warning naming the
    /// package to install.
    func font(_ face: FontFace, pixelSize: Int32) throws -> OpaquePointer {
        // The colour emoji face has one bitmap strike (size index 0), scaled when drawn.
        let key = FontKey(face: face, pixelSize: face == TextShaper.emojiFace ? 0 : max(pixelSize, 1))
        fontRequests?.append(FontKey(face: face, pixelSize: pixelSize))
        if let f = fonts[key] { return f }
        let path: String
        switch face.source {
        case .bundled: path = resources.font(face.file).path
        case .package: path = face.file
        }
        let bytes = FontFileData.bytes(atPath: path)
        guard let f = FontFileData.openFont(bytes, path: path, pixelSize: key.pixelSize) else {
            guard case .package(let folder) = face.source else {
                throw SimulatorError.missingResources("error: cannot open font \(path): \(SDLSupport.lastError)")
            }
            let standIn = FontCatalog.face(family: FontCatalog.robotoFamily, weight: UIFont.Weight(face.weight), italic: face.isItalic)
            let package = FontCatalog.packages[folder] ?? TextShaper.packages[folder] ?? "providing it"
            UIKitWarning.logOnce("font \(path) cannot be opened (install the Debian package \(package)); "
                + "\(face.postScriptName) is drawn in \(standIn.postScriptName)")
            let f = try font(standIn, pixelSize: pixelSize)
            fonts[key] = f
            return f
        }
        TTF_SetFontHinting(f, TTF_HINTING_NONE)
        TTF_SetFontKerning(f, 1)
        fonts[key] = f
        openedFiles.insert("\(face.source == .bundled ? face.file : path) (\(bytes?.count ?? 0) bytes)")
        return f
    }

    /// `body`'s result, and the faces and sizes it asked this text system for, in order: asking
    /// for them again opens the same files and reports the same missing ones as `body` did.
    func recordingFontRequests<T>(_ body: () -> T) -> (T, [FontKey]) {
        let outer = fontRequests
        fontRequests = []
        let result = body()
        let requests = fontRequests ?? []
        fontRequests = outer.map { $0 + requests }
        return (result, requests)
    }

    /// The pixel size text in `font` is measured at.
    private static func measuringPixelSize(_ font: UIFont) -> Int32 { Int32((font.pointSize * measureOversampling).rounded()) }

    private func measuringFont(_ font: UIFont) -> OpaquePointer? {
        try? self.font(font.face, pixelSize: Self.measuringPixelSize(font))
    }

    public func width(of text: Substring, font: UIFont) -> CGFloat {
        guard !text.isEmpty, let f = measuringFont(font) else { return 0 }
        guard TextShaper.isSimple(text) else {
            let pixelSize = Self.measuringPixelSize(font)
            return shaper.runs(of: text, face: font.face, pixelSize: pixelSize).reduce(0) {
                $0 + runWidth($1, pixelSize: pixelSize)
            } / Self.measureOversampling
        }
        // The system font's tracking: the same space after every character, as Core Text adds.
        let tracking = SystemFontTracking.tracking(of: font.face, pointSize: font.pointSize)
        let tracked = tracking == 0 ? 0 : CGFloat(Self.characterCount(text)) * tracking * font.pointSize
        let set = font.face.tabularDigits ? Substring(font.face.setText(String(text))) : text
        return CGFloat(plainWidth(of: set, face: font.face, font: f, pixelSize: Self.measuringPixelSize(font))) / Self.measureOversampling
            + tracked
    }

    /// How many characters `text` has (its bytes when they are all ASCII, without counting).
    static func characterCount(_ text: Substring) -> Int {
        text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
    }

    /// A plain line's width in pixels in `f` (`face` at `pixelSize`), SDL_ttf's kerning included.
    func plainWidth(of text: Substring, face: FontFace, font f: OpaquePointer, pixelSize: Int32) -> Int32 {
        let key = WidthKey(root: resourcesRoot, font: FontKey(face: face, pixelSize: pixelSize), text: String(text))
        if let w = Self.measuredWidths.withLock({ $0[key] }) { return w }
        let w = Self.pixelWidth(key.text, font: f)
        Self.measuredWidths.withLock { widths in
            if widths.count >= Self.measuredWidthLimit { widths.removeAll(keepingCapacity: true) }
            widths[key] = w
        }
        return w
    }

    /// A plain line's width in pixels in `f`, as SDL_ttf lays it out (kerned, not cached).
    static func pixelWidth(_ text: String, font f: OpaquePointer) -> Int32 {
        var w: Int32 = 0, h: Int32 = 0
        _ = text.withCString { TTF_SizeUTF8(f, $0, &w, &h) }
        return w
    }

    /// The line's levels by FriBidi (the shaper's).
    public func bidiLevels(of text: Substring) -> [UInt8] {
        TextShaper.isSimple(text) ? [] : TextShaper.bidiLevels(text)
    }

    /// A shaped run's advance in pixels at `pixelSize` (an emoji's strike scaled to the size).
    func runWidth(_ run: TextShaper.Run, pixelSize: Int32) -> CGFloat {
        guard let f = try? font(run.face, pixelSize: pixelSize) else { return 0 }
        var w: Int32 = 0, h: Int32 = 0
        withShaping(run, font: f) { _ = TTF_SizeUTF8(f, $0, &w, &h) }
        return CGFloat(w) * scale(of: run, pixelSize: pixelSize)
    }

    /// How much a run's glyphs are scaled: the emoji strike to the text's em, else 1.
    func scale(of run: TextShaper.Run, pixelSize: Int32) -> CGFloat {
        run.face == TextShaper.emojiFace ? CGFloat(pixelSize) / TextShaper.emojiStrikePixelsPerEm : 1
    }

    /// Calls `body` with the run's text as a C string while the font shapes in the run's script
    /// and direction; the font is left left-to-right with no script, as the plain path expects.
    func withShaping<T>(_ run: TextShaper.Run, font f: OpaquePointer, _ body: (UnsafePointer<CChar>) -> T) -> T {
        TTF_SetFontDirection(f, run.rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(f, run.script ?? Self.unknownScript)
        defer {
            TTF_SetFontDirection(f, TTF_DIRECTION_LTR)
            TTF_SetFontScriptName(f, Self.unknownScript)
        }
        return String(run.text).withCString(body)
    }

    /// HarfBuzz's tag for "no particular script" (ISO 15924 "Zzzz").
    static let unknownScript = "Zzzz"

    /// Whether `font` is the system font, whose lines take SF Pro's metrics.
    private static func isSystem(_ font: UIFont) -> Bool { font.face.family == FontCatalog.systemFamily }

    public func lineHeight(for font: UIFont) -> CGFloat {
        if Self.isSystem(font) { return font.pointSize * FontCatalog.systemLineHeight }
        guard let f = measuringFont(font) else { return font.pointSize }
        return CGFloat(TTF_FontHeight(f)) / Self.measureOversampling
    }

    public func ascender(for font: UIFont) -> CGFloat {
        if Self.isSystem(font) { return font.pointSize * FontCatalog.systemAscender }
        return faceAscender(for: font)
    }

    /// The face's own ascender, in points: where its rasterised lines put the baseline.
    private func faceAscender(for font: UIFont) -> CGFloat {
        guard let f = measuringFont(font) else { return font.pointSize }
        return CGFloat(TTF_FontAscent(f)) / Self.measureOversampling
    }

    /// How far below a rasterised line's place its glyphs go, in points, so they sit on the
    /// baseline the layout gave them: the system font's SF ascender less its face's own.
    public func baselineShift(for font: UIFont) -> CGFloat {
        Self.isSystem(font) ? ascender(for: font) - faceAscender(for: font) : 0
    }

    /// The glyph's side bearings, from its outline's extent in its advance (a space is all
    /// bearing); nil for a character the face has no single glyph for.
    public func sideBearings(of character: Character, font: UIFont) -> (left: CGFloat, right: CGFloat)? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first, let f = measuringFont(font) else { return nil }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        guard TTF_GlyphIsProvided32(f, scalar.value) != 0,
              TTF_GlyphMetrics32(f, scalar.value, &minX, &maxX, &minY, &maxY, &advance) == 0 else { return nil }
        if maxX <= minX { return (CGFloat(advance) / Self.measureOversampling, 0) }
        return (CGFloat(minX) / Self.measureOversampling, CGFloat(advance - maxX) / Self.measureOversampling)
    }

    /// The family and style names stored in a font file.
    public func faceNames(ofFontAt url: URL) -> FontFileNames {
        guard let f = TTF_OpenFont(url.path, 12) else { return .unreadable }
        defer { TTF_CloseFont(f) }
        guard let family = TTF_FontFaceFamilyName(f).map({ String(cString: $0) }), !family.isEmpty else { return .unreadable }
        return .names(family: family, style: TTF_FontFaceStyleName(f).map { String(cString: $0) } ?? "Regular")
    }

    /// The system font's is SF Pro's (as its lines are); another font's, its "H"'s top.
    public func capHeight(for font: UIFont) -> CGFloat {
        Self.isSystem(font) ? font.pointSize * FontCatalog.systemCapHeight : glyphTop("H", font)
    }
    /// The system font's is SF Pro's; another font's, its "x"'s top.
    public func xHeight(for font: UIFont) -> CGFloat {
        Self.isSystem(font) ? font.pointSize * FontCatalog.systemXHeight : glyphTop("x", font)
    }

    public func leading(for font: UIFont) -> CGFloat {
        guard !Self.isSystem(font), let f = measuringFont(font) else { return 0 }
        return CGFloat(max(TTF_FontLineSkip(f) - TTF_FontHeight(f), 0)) / Self.measureOversampling
    }

    /// How far a glyph reaches above the baseline, in points.
    private func glyphTop(_ glyph: Unicode.Scalar, _ font: UIFont) -> CGFloat {
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        guard let f = measuringFont(font), TTF_GlyphMetrics32(f, glyph.value, &minX, &maxX, &minY, &maxY, &advance) == 0 else { return 0 }
        return CGFloat(maxY) / Self.measureOversampling
    }
}
