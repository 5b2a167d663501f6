import CSDL2
import Foundation
import UIModel

/// Textures of rendered text lines and loaded images for one SDL renderer. Text is rasterised in
/// its colour (opaque RGB; opacity is applied at draw time): SDL's software blitter blends an
/// unmodulated texture several times faster than a tinted one. Entries unused for a while are
/// freed once the cache grows past its limit.
nonisolated final class TextureCache {
    nonisolated struct Entry {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var lastUsed: Int
        /// How far the texture reaches above the line's top and left of its start, in pixels
        /// (fallback glyphs taller than the font's ascent, a blur's spread).
        var top: Int32 = 0
        var left: Int32 = 0
    }

    nonisolated struct TextKey: Hashable {
        var text: String
        var face: FontFace
        var pixelSize: Int32
        /// The space after every character, a share of the em.
        var tracking: CGFloat
        /// 0xRRGGBB.
        var rgb: UInt32
        /// The blur radius in pixels (0: sharp).
        var blur: Int32 = 0
    }

    /// How many text textures may stay cached before old ones are freed.
    static let textLimit = 2048
    /// A texture unused for this many frames may be freed.
    static let idleFrames = 120

    private let handle: SDLRendererHandle
    private var renderer: OpaquePointer { handle.pointer }
    let textSystem: SDLTextSystem
    let images: ImageCatalog
    private var textEntries: [TextKey: Entry] = [:]
    private var imageEntries: [ImageKey: Entry] = [:]
    private var scaledEntries: [ScaledKey: Entry] = [:]

    /// An image by name; a template image is a white copy with the image's alpha (tinted when drawn).
    nonisolated struct ImageKey: Hashable {
        var name: String
        var template: Bool
    }

    nonisolated struct ScaledKey: Hashable {
        var image: ImageKey
        var width: Int32
        var height: Int32
    }
    /// Decoded ARGB pixels of images, for sprites that sample them on the CPU.
    private var imagePixels: [ImageKey: [UInt32]] = [:]
    private var frame = 0

    init(renderer: SDLRendererHandle, textSystem: SDLTextSystem, images: ImageCatalog) {
        handle = renderer
        self.textSystem = textSystem
        self.images = images
    }

    deinit {
        for e in textEntries.values { SDL_DestroyTexture(e.texture) }
        for e in imageEntries.values { SDL_DestroyTexture(e.texture) }
        for e in scaledEntries.values { SDL_DestroyTexture(e.texture) }
    }

    func beginFrame() { frame += 1 }

    func endFrame() {
        let stale = frame - Self.idleFrames
        // Pictures of data images that were released (a web page's or a video's last frame),
        // once no frame drew them.
        for (key, e) in imageEntries where e.lastUsed < frame && key.name.hasPrefix("data:") && !images.hasData(named: key.name) {
            SDL_DestroyTexture(e.texture)
            imageEntries.removeValue(forKey: key)
            imagePixels.removeValue(forKey: key)
            for (scaled, s) in scaledEntries where scaled.image == key {
                SDL_DestroyTexture(s.texture)
                scaledEntries.removeValue(forKey: scaled)
            }
        }
        if textEntries.count > Self.textLimit {
            for (key, e) in textEntries where e.lastUsed < stale {
                SDL_DestroyTexture(e.texture)
                textEntries.removeValue(forKey: key)
            }
        }
        if scaledEntries.count > Self.scaledLimit {
            for (key, e) in scaledEntries where e.lastUsed < stale {
                SDL_DestroyTexture(e.texture)
                scaledEntries.removeValue(forKey: key)
            }
        }
    }

    /// How many scaled copies of images may stay cached before unused ones are freed.
    static let scaledLimit = 256
    /// Images scaled to more than this many pixels a side are drawn scaled by SDL instead.
    static let maxScaledSide: Int32 = 4096

    /// The named image scaled to `width` × `height` pixels with linear filtering, made once.
    func image(_ name: ImageKey, width: Int32, height: Int32) -> Entry? {
        guard let original = image(name) else { return nil }
        if original.width == width, original.height == height { return original }
        guard width > 0, height > 0, width <= Self.maxScaledSide, height <= Self.maxScaledSide else { return nil }
        let key = ScaledKey(image: name, width: width, height: height)
        if scaledEntries[key] != nil {
            scaledEntries[key]!.lastUsed = frame
            return scaledEntries[key]
        }
        let made = images.withSurface(named: name.name, template: name.template) { src, opaque -> Entry? in
            guard let dst = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
            defer { SDL_FreeSurface(dst) }
            guard SDL_SoftStretchLinear(src, nil, dst, nil) == 0 else { return nil }
            return makeTexture(dst, opaque: opaque)
        }
        guard let entry = made else { return nil }
        scaledEntries[key] = entry
        return entry
    }

    /// A line of `face` at `pixelSize` with `tracking` (a share of the em) after every character.
    func text(_ text: String, face: FontFace, pixelSize: Int32, tracking: CGFloat = 0, color: SDL_Color, blur: Int32 = 0) -> Entry? {
        let key = TextKey(text: text, face: face, pixelSize: pixelSize, tracking: tracking,
                          rgb: UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b), blur: blur)
        if textEntries[key] != nil {
            textEntries[key]!.lastUsed = frame
            return textEntries[key]
        }
        let opaque = SDL_Color(r: color.r, g: color.g, b: color.b, a: 255)
        guard let (surface, top) = sharedLineSurface(text, face: face, pixelSize: pixelSize, tracking: tracking, color: opaque) else { return nil }
        defer { SDL_FreeSurface(surface) }
        var entry: Entry?
        if blur > 0 {
            entry = blurred(surface, top: top, radius: blur, color: opaque)
        } else {
            entry = makeTexture(surface)
            entry?.top = top
        }
        textEntries[key] = entry
        return entry
    }

    /// Lines every renderer of the process drew (iPhone 15 @3x: a line of body text is about
    /// 40 KB), for `sharedLineSurface`.
    private static let sharedLines = SharedRasterCache<TextLineRaster.Key, TextLineRaster>(byteLimit: 32 << 20)

    /// `lineSurface`, from the lines any renderer of the process drew when it has this one.
    private func sharedLineSurface(_ text: String, face: FontFace, pixelSize: Int32, tracking: CGFloat,
                                   color: SDL_Color) -> (UnsafeMutablePointer<SDL_Surface>, Int32)? {
        let key = TextLineRaster.Key(root: textSystem.resourcesRoot, text: text, face: face, pixelSize: pixelSize, tracking: tracking,
                                     rgb: UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b))
        var drawnHere: (UnsafeMutablePointer<SDL_Surface>, Int32)?
        let line = Self.sharedLines.raster(for: key) {
            let (drawn, requests) = textSystem.recordingFontRequests {
                lineSurface(text, face: face, pixelSize: pixelSize, tracking: tracking, color: color)
            }
            drawnHere = drawn
            return drawn.flatMap { TextLineRaster($0.0, top: $0.1, fontRequests: requests) }
        }
        if let drawnHere { return drawnHere }
        guard let line else { return nil }
        for request in line.fontRequests { _ = try? textSystem.font(request.face, pixelSize: request.pixelSize) }
        return line.surface().map { ($0, line.top) }
    }

    /// The line drawn in `color` (opaque): one run through SDL_ttf (tracked character by
    /// character when it has tracking), or several side by side; and how far it reaches above
    /// the line's top.
    private func lineSurface(_ text: String, face: FontFace, pixelSize: Int32, tracking: CGFloat,
                             color: SDL_Color) -> (UnsafeMutablePointer<SDL_Surface>, Int32)? {
        guard let font = try? textSystem.font(face, pixelSize: pixelSize) else { return nil }
        if TextShaper.isSimple(Substring(text)) {
            let set = face.setText(text)
            // One character is drawn alike tracked or not (the space comes after it).
            let single = !set.isEmpty && set.index(after: set.startIndex) == set.endIndex
            guard tracking == 0 || single else {
                return TrackedLine.surface(set, face: face, pixelSize: pixelSize, tracking: tracking, color: color, textSystem: textSystem) {
                    sharedLineSurface($0, face: face, pixelSize: pixelSize, tracking: 0, color: color)?.0
                }
            }
            return set.withCString { TTF_RenderUTF8_Blended(font, $0, color) }.map { ($0, 0) }
        }
        let runs = textSystem.shaper.runs(of: Substring(text), face: face, pixelSize: pixelSize)
        if runs.count == 1, runs[0].face == face, !runs[0].rightToLeft, runs[0].script == nil {
            return text.withCString { TTF_RenderUTF8_Blended(font, $0, color) }.map { ($0, 0) }
        }
        return composed(runs, primary: font, pixelSize: pixelSize, color: color)
    }

    /// The line's alpha spread by three box passes (close to a Gaussian of deviation radius / 2,
    /// as Core Graphics blurs shadows), in `color`, on a surface grown by the spread on every side.
    private func blurred(_ sharp: UnsafeMutablePointer<SDL_Surface>, top: Int32, radius: Int32, color: SDL_Color) -> Entry? {
        let box = max(Int(radius) / 2, 1), pad = 3 * box
        let w = Int(sharp.pointee.w), h = Int(sharp.pointee.h), W = w + 2 * pad, H = h + 2 * pad
        guard sharp.pointee.format.pointee.BytesPerPixel == 4, SDL_LockSurface(sharp) == 0 else { return nil }
        var alpha = [Float](repeating: 0, count: W * H)
        let src = sharp.pointee.pixels.assumingMemoryBound(to: UInt32.self), srcPitch = Int(sharp.pointee.pitch) / 4
        let alphaShift = UInt32(sharp.pointee.format.pointee.Ashift)
        for y in 0..<h { for x in 0..<w { alpha[(y + pad) * W + x + pad] = Float((src[y * srcPitch + x] >> alphaShift) & 0xFF) } }
        SDL_UnlockSurface(sharp)
        VectorRasterizer.blur(&alpha, width: W, height: H, box: box)
        guard let out = SDL_CreateRGBSurfaceWithFormat(0, Int32(W), Int32(H), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        defer { SDL_FreeSurface(out) }
        let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        let pitch = Int(out.pointee.pitch) / 4
        let dst = out.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<H { for x in 0..<W { dst[y * pitch + x] = UInt32(min(max(alpha[y * W + x].rounded(), 0), 255)) << 24 | rgb } }
        var entry = makeTexture(out)
        entry?.top = top + Int32(pad)
        entry?.left = Int32(pad)
        return entry
    }

    /// A line of several runs (fallback fonts, right-to-left text) drawn side by side in visual
    /// order on their shared baseline; the texture reaches above the line's top when a run's
    /// glyphs are taller than the font's ascent.
    private func composed(_ runs: [TextShaper.Run], primary: OpaquePointer, pixelSize: Int32,
                          color: SDL_Color) -> (UnsafeMutablePointer<SDL_Surface>, Int32)? {
        struct Piece { var surface: UnsafeMutablePointer<SDL_Surface>; var ascent: Int32 }
        var pieces: [Piece] = []
        defer { for p in pieces { SDL_FreeSurface(p.surface) } }
        for run in runs {
            guard let font = try? textSystem.font(run.face, pixelSize: pixelSize),
                  var surface = textSystem.withShaping(run, font: font, { TTF_RenderUTF8_Blended(font, $0, color) }) else { continue }
            let scale = textSystem.scale(of: run, pixelSize: pixelSize)
            var ascent = TTF_FontAscent(font)
            if scale != 1 {
                let w = max(Int32((CGFloat(surface.pointee.w) * scale).rounded()), 1)
                let h = max(Int32((CGFloat(surface.pointee.h) * scale).rounded()), 1)
                guard let scaled = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, surface.pointee.format.pointee.format) else {
                    SDL_FreeSurface(surface)
                    continue
                }
                SDL_SoftStretchLinear(surface, nil, scaled, nil)
                SDL_FreeSurface(surface)
                surface = scaled
                ascent = Int32((CGFloat(ascent) * scale).rounded())
            }
            pieces.append(Piece(surface: surface, ascent: ascent))
        }
        let primaryAscent = TTF_FontAscent(primary)
        let ascent = pieces.map(\.ascent).max().map { max($0, primaryAscent) } ?? primaryAscent
        let descent = max(pieces.map { $0.surface.pointee.h - $0.ascent }.max() ?? 0, TTF_FontHeight(primary) - primaryAscent)
        let width = pieces.reduce(Int32(0)) { $0 + $1.surface.pointee.w }
        guard width > 0, let line = SDL_CreateRGBSurfaceWithFormat(0, width, ascent + descent, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            return nil
        }
        var x: Int32 = 0
        for p in pieces {
            SDL_SetSurfaceBlendMode(p.surface, SDL_BLENDMODE_NONE)
            var dst = SDL_Rect(x: x, y: ascent - p.ascent, w: p.surface.pointee.w, h: p.surface.pointee.h)
            SDL_UpperBlit(p.surface, nil, line, &dst)
            x += p.surface.pointee.w
        }
        return (line, ascent - primaryAscent)
    }

    func image(_ name: ImageKey) -> Entry? {
        if imageEntries[name] != nil {
            imageEntries[name]!.lastUsed = frame
            return imageEntries[name]
        }
        guard let entry = images.withSurface(named: name.name, template: name.template, { makeTexture($0, opaque: $1) }) else { return nil }
        SDL_SetTextureScaleMode(entry.texture, SDL_ScaleModeLinear)
        imageEntries[name] = entry
        return entry
    }

    /// The named image's pixels (ARGB, row by row, `width` × `height` of its entry).
    func pixels(ofImage name: ImageKey) -> [UInt32]? {
        if let p = imagePixels[name] { return p }
        let read = images.withSurface(named: name.name, template: name.template) { argb, _ -> [UInt32]? in
            let w = Int(argb.pointee.w), h = Int(argb.pointee.h), pitch = Int(argb.pointee.pitch) / 4
            let src = argb.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            var out = [UInt32](repeating: 0, count: w * h)
            for y in 0..<h { for x in 0..<w { out[y * w + x] = src[y * pitch + x] } }
            return out
        }
        guard let out = read else { return nil }
        imagePixels[name] = out
        return out
    }

    /// A texture of the surface's pixels. An opaque one is copied where it is drawn unfaded, not
    /// blended (the same pixels, at a quarter of the cost: see `DrawCommand`).
    private func makeTexture(_ surface: UnsafeMutablePointer<SDL_Surface>, opaque: Bool = false) -> Entry? {
        guard let t = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(t, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        return Entry(texture: t, width: surface.pointee.w, height: surface.pointee.h, lastUsed: frame)
    }
}
