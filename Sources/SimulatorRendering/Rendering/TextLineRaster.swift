import CSDL2
import Foundation
import UIModel

/// A text line as SDL_ttf rasterised it (shaped, with fallback runs composed), for the
/// `SharedRasterCache` every renderer draws text lines from: a line an earlier session drew is
/// drawn from these pixels instead of being shaped and rasterised again. A line keeps the faces
/// and sizes its drawing asked the text system for: a session that takes it asks for them too,
/// so it opens (and records, and reports missing) the same font files as if it had drawn the
/// line itself.
nonisolated struct TextLineRaster: SharedRaster {
    nonisolated struct Key: Hashable {
        /// The resources folder the bundled faces come from.
        var root: String
        var text: String
        var face: FontFace
        var pixelSize: Int32
        /// The space after every character, a share of the em.
        var tracking: CGFloat
        /// 0xRRGGBB (lines are drawn opaque).
        var rgb: UInt32
    }

    /// Rows of `width` pixels in the surface's `format`.
    let pixels: [UInt32]
    let width: Int32, height: Int32
    let format: UInt32
    /// How far the line reaches above its top, in pixels.
    let top: Int32
    let fontRequests: [SDLTextSystem.FontKey]

    /// A copy of `surface`'s pixels; nil unless it has 32 bits a pixel.
    init?(_ surface: UnsafeMutablePointer<SDL_Surface>, top: Int32, fontRequests: [SDLTextSystem.FontKey]) {
        guard surface.pointee.format.pointee.BytesPerPixel == 4, SDL_LockSurface(surface) == 0 else { return nil }
        defer { SDL_UnlockSurface(surface) }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch) / 4
        let src = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        var pixels = [UInt32](repeating: 0, count: w * h)
        pixels.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h { (dst.baseAddress! + y * w).update(from: src + y * pitch, count: w) }
        }
        self.pixels = pixels
        width = Int32(w)
        height = Int32(h)
        format = surface.pointee.format.pointee.format
        self.top = top
        self.fontRequests = fontRequests
    }

    /// A new surface with the line's pixels (the caller frees it).
    func surface() -> UnsafeMutablePointer<SDL_Surface>? {
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, format) else { return nil }
        let pitch = Int(s.pointee.pitch) / 4, w = Int(width)
        let dst = s.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        pixels.withUnsafeBufferPointer { src in
            for y in 0..<Int(height) { (dst + y * pitch).update(from: src.baseAddress! + y * w, count: w) }
        }
        return s
    }
}
