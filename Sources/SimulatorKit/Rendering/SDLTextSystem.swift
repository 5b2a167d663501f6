import CSDL2
import Foundation
import UIModel

/// Text through SDL_ttf and the bundled font: measurement for UIModel (in points) and rasterised
/// fonts for the renderer (in pixels). Hinting is pinned off so glyphs are identical everywhere.
nonisolated public final class SDLTextSystem: TextMetrics {
    /// Text is measured at this many pixels per point, so widths keep sub-point precision.
    static let measureOversampling: CGFloat = 8

    private let resources: ResourceLocator
    private var fonts: [FontKey: OpaquePointer] = [:]
    /// The text being measured, NUL-terminated for SDL_ttf.
    private var cString: [CChar] = []

    nonisolated struct FontKey: Hashable { var face: UIFont.Face; var pixelSize: Int32 }

    public init(resources: ResourceLocator) throws {
        try SDLSupport.initCore()
        self.resources = resources
        // Open every face once so a missing or broken file is reported now, not mid-frame: once
        // a process for each resources folder (every snapshot starts a session).
        guard !Self.checkedFolders.withLock({ $0.contains(resources.root.path) }) else { return }
        for face in UIFont.Face.allCases { _ = try font(face, pixelSize: 12) }
        Self.checkedFolders.withLock { _ = $0.insert(resources.root.path) }
    }

    /// The resources folders whose fonts have all opened in this process.
    private static let checkedFolders = LockedValue<Set<String>>([])

    deinit { for f in fonts.values { TTF_CloseFont(f) } }

    /// The face at a pixel size, opened once and cached.
    func font(_ face: UIFont.Face, pixelSize: Int32) throws -> OpaquePointer {
        let key = FontKey(face: face, pixelSize: max(pixelSize, 1))
        if let f = fonts[key] { return f }
        let path = resources.font(face.fileName).path
        guard let f = TTF_OpenFont(path, key.pixelSize) else {
            throw SimulatorError.missingResources("error: cannot open font \(path): \(SDLSupport.lastError)")
        }
        TTF_SetFontHinting(f, TTF_HINTING_NONE)
        TTF_SetFontKerning(f, 1)
        fonts[key] = f
        return f
    }

    private func measuringFont(_ font: UIFont) -> OpaquePointer? {
        try? self.font(font.face, pixelSize: Int32((font.pointSize * Self.measureOversampling).rounded()))
    }

    public func width(of text: Substring, font: UIFont) -> CGFloat {
        guard !text.isEmpty, let f = measuringFont(font) else { return 0 }
        var w: Int32 = 0, h: Int32 = 0
        // The substring's bytes and a terminator into a buffer kept between calls (a String
        // made of the substring would allocate for every line measured).
        cString.removeAll(keepingCapacity: true)
        cString.append(contentsOf: text.utf8.lazy.map { CChar(bitPattern: $0) })
        cString.append(0)
        cString.withUnsafeBufferPointer { _ = TTF_SizeUTF8(f, $0.baseAddress, &w, &h) }
        return CGFloat(w) / Self.measureOversampling
    }

    public func lineHeight(for font: UIFont) -> CGFloat {
        guard let f = measuringFont(font) else { return font.pointSize }
        return CGFloat(TTF_FontHeight(f)) / Self.measureOversampling
    }

    public func ascender(for font: UIFont) -> CGFloat {
        guard let f = measuringFont(font) else { return font.pointSize }
        return CGFloat(TTF_FontAscent(f)) / Self.measureOversampling
    }
}
