import CSDL2
import Foundation
import UIModel

/// A plain line with the same space after every character (the system font's tracking, as Core
/// Text adds it): each character is rasterised on its own and put where the untracked line has
/// it, moved on by the tracking of the characters before it. The untracked places are measured
/// at the text system's oversampled size, as layout measures them, so the glyphs land where
/// layout put them.
nonisolated enum TrackedLine {
    /// The line in `color` (opaque) and how far it reaches above the line's top, in pixels.
    static func surface(_ text: String, face: FontFace, pixelSize: Int32, tracking: CGFloat, color: SDL_Color,
                        textSystem: SDLTextSystem) -> (UnsafeMutablePointer<SDL_Surface>, Int32)? {
        let oversampling = Int32(SDLTextSystem.measureOversampling)
        guard let font = try? textSystem.font(face, pixelSize: pixelSize),
              let measuring = try? textSystem.font(face, pixelSize: pixelSize * oversampling) else { return nil }
        let characters = Array(text)
        guard let first = characters.first else { return nil }
        let trackingPixels = tracking * CGFloat(pixelSize)
        // A prefix's pen position is its width with a space after it, less the space: the space
        // reaches past any glyph's overhang, and a first glyph reaching left of the pen widens
        // every prefix by the same amount.
        let space = SDLTextSystem.pixelWidth(" ", font: measuring)
        let lead = leftOverhang(first, font: measuring)

        struct Piece { var surface: UnsafeMutablePointer<SDL_Surface>; var x: Int32; var above: Int32 }
        var pieces: [Piece] = []
        defer { for p in pieces { SDL_FreeSurface(p.surface) } }
        let ascent = TTF_FontAscent(font)
        var prefix = ""
        for (i, character) in characters.enumerated() {
            let pen = i == 0 ? 0 : CGFloat(SDLTextSystem.pixelWidth(prefix + " ", font: measuring) - space - lead) / CGFloat(oversampling)
            prefix.append(character)
            guard !character.isWhitespace,
                  let surface = String(character).withCString({ TTF_RenderUTF8_Blended(font, $0, color) }) else { continue }
            let metrics = glyphMetrics(character, font: font)
            pieces.append(Piece(surface: surface, x: Int32((pen + CGFloat(i) * trackingPixels).rounded()) - max(-metrics.minX, 0),
                                above: max(metrics.maxY - ascent, 0)))
        }
        // The first glyph's pen sits where the untracked line puts it: past its own overhang.
        let shift = max(leftOverhang(first, font: font), -(pieces.map(\.x).min() ?? 0))
        let top = pieces.map(\.above).max() ?? 0
        let width = pieces.map { $0.x + shift + $0.surface.pointee.w }.max() ?? 0
        let height = max(pieces.map { top - $0.above + $0.surface.pointee.h }.max() ?? 0, TTF_FontHeight(font) + top)
        guard width > 0, let line = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            return nil
        }
        // Transparent in the line's colour, so glyphs blended over it (where their boxes overlap)
        // keep the colour and only add coverage.
        SDL_FillRect(line, nil, UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b))
        for p in pieces {
            SDL_SetSurfaceBlendMode(p.surface, SDL_BLENDMODE_BLEND)
            var dst = SDL_Rect(x: p.x + shift, y: top - p.above, w: p.surface.pointee.w, h: p.surface.pointee.h)
            SDL_UpperBlit(p.surface, nil, line, &dst)
        }
        return (line, top)
    }

    /// How far the character's glyph reaches left of its pen (0 when it does not).
    static func leftOverhang(_ character: Character, font: OpaquePointer) -> Int32 {
        max(-glyphMetrics(character, font: font).minX, 0)
    }

    /// The extent of the character's (first scalar's) glyph around its pen, in pixels.
    static func glyphMetrics(_ character: Character, font: OpaquePointer) -> (minX: Int32, maxY: Int32) {
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        guard let scalar = character.unicodeScalars.first,
              TTF_GlyphMetrics32(font, scalar.value, &minX, &maxX, &minY, &maxY, &advance) == 0 else { return (0, 0) }
        return (minX, maxY)
    }
}
