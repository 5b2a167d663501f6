import CSDL2
import Foundation
import UIModel

/// A plain line with the same space after every character (the system font's tracking, as Core
/// Text adds it): each character is rasterised on its own (once a process: the glyphs come from
/// the shared lines) and put where the untracked line has it, moved on by the tracking of the
/// characters before it. Where the untracked line has a character is measured pair by pair at
/// 64 times the size (a pair's advance is its first character's advance and their kerning), so
/// a line is placed in time proportional to its length, within a small fraction of a pixel of
/// where layout measured it.
nonisolated enum TrackedLine {
    /// How many times the drawn size a line's places are measured at.
    static let positionOversampling: Int32 = 64

    /// The runs measured (a character or a pair, to the end of a space after it, at 64 times
    /// the size), for the whole process: lines share most of their pairs.
    private nonisolated struct RunKey: Hashable { var root: String; var face: FontFace; var pixelSize: Int32; var text: String }
    private static let runs = LockedValue<[RunKey: Int32]>([:])
    /// Enough for the pairs of many screens' lines; the cache starts over when full.
    static let runLimit = 65_536

    /// The line in `color` (opaque) and how far it reaches above the line's top, in pixels.
    /// `glyph` draws one character as an untracked line (the caller's cache of them).
    static func surface(_ text: String, face: FontFace, pixelSize: Int32, tracking: CGFloat, color: SDL_Color,
                        textSystem: SDLTextSystem,
                        glyph: (String) -> UnsafeMutablePointer<SDL_Surface>?) -> (UnsafeMutablePointer<SDL_Surface>, Int32)? {
        guard let font = try? textSystem.font(face, pixelSize: pixelSize),
              let fine = try? textSystem.font(face, pixelSize: pixelSize * positionOversampling) else { return nil }
        let characters = Array(text)
        guard let first = characters.first else { return nil }
        let trackingPixels = tracking * CGFloat(pixelSize)
        // A character's run to the end of a space after it: a pair's less its second's is the
        // pair's first character's advance and their kerning (SDL_ttf widens a line by a first
        // glyph reaching left of its pen, so that is taken off).
        func run(_ s: String, from c: Character) -> Int32 {
            let key = RunKey(root: textSystem.resourcesRoot, face: face, pixelSize: pixelSize, text: s)
            if let known = runs.withLock({ $0[key] }) { return known }
            let width = SDLTextSystem.pixelWidth(s + " ", font: fine) - leftOverhang(c, font: fine)
            runs.withLock { runs in
                if runs.count >= runLimit { runs.removeAll(keepingCapacity: true) }
                runs[key] = width
            }
            return width
        }

        struct Piece { var surface: UnsafeMutablePointer<SDL_Surface>; var x: Int32; var above: Int32 }
        var pieces: [Piece] = []
        defer { for p in pieces { SDL_FreeSurface(p.surface) } }
        let ascent = TTF_FontAscent(font)
        var pen: Int32 = 0
        for (i, character) in characters.enumerated() {
            if i > 0 {
                let previous = characters[i - 1]
                pen += run(String(previous) + String(character), from: previous) - run(String(character), from: character)
            }
            guard !character.isWhitespace, let surface = glyph(String(character)) else { continue }
            let metrics = glyphMetrics(character, font: font)
            let x = CGFloat(pen) / CGFloat(positionOversampling) + CGFloat(i) * trackingPixels
            pieces.append(Piece(surface: surface, x: Int32(x.rounded()) - max(-metrics.minX, 0), above: max(metrics.maxY - ascent, 0)))
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
