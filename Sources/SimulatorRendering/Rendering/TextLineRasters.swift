import CSDL2
import Foundation
import UIModel

/// Text lines as SDL_ttf rasterised them (shaped, with fallback runs composed), kept for the
/// whole process and shared by every renderer. Each session (every snapshot starts one) makes a
/// new renderer; a line an earlier one drew is drawn from these pixels instead of being shaped
/// and rasterised again. A line keeps the faces and sizes its drawing asked the text system for:
/// a session that takes it asks for them too, so it opens (and records, and reports missing) the
/// same font files as if it had drawn the line itself. Bounded by bytes: when full it starts
/// over. Safe to use from any thread.
nonisolated final class TextLineRasters: @unchecked Sendable {
    nonisolated struct Key: Hashable {
        /// The resources folder the bundled faces come from.
        var root: String
        var text: String
        var face: FontFace
        var pixelSize: Int32
        /// 0xRRGGBB (lines are drawn opaque).
        var rgb: UInt32
    }

    nonisolated struct Line {
        /// Rows of `width` pixels in the surface's `format`.
        let pixels: [UInt32]
        let width: Int32, height: Int32
        let format: UInt32
        /// How far the line reaches above its top, in pixels.
        let top: Int32
        let fontRequests: [SDLTextSystem.FontKey]

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

    private let entries = LockedValue<(lines: [Key: Line], bytes: Int)>(([:], 0))
    private let byteLimit: Int

    init(byteLimit: Int) { self.byteLimit = byteLimit }

    func line(for key: Key) -> Line? { entries.withLock { $0.lines[key] } }

    /// Keeps a copy of `surface` (32 bits a pixel) for `key`.
    func keep(_ surface: UnsafeMutablePointer<SDL_Surface>, top: Int32, fontRequests: [SDLTextSystem.FontKey], for key: Key) {
        guard surface.pointee.format.pointee.BytesPerPixel == 4, SDL_LockSurface(surface) == 0 else { return }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch) / 4
        let src = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        var pixels = [UInt32](repeating: 0, count: w * h)
        pixels.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h { (dst.baseAddress! + y * w).update(from: src + y * pitch, count: w) }
        }
        SDL_UnlockSurface(surface)
        let line = Line(pixels: pixels, width: Int32(w), height: Int32(h), format: surface.pointee.format.pointee.format, top: top,
                        fontRequests: fontRequests)
        let size = pixels.count * MemoryLayout<UInt32>.size
        entries.withLock { entries in
            if entries.bytes + size > byteLimit { entries = ([:], 0) }
            entries.lines[key] = line
            entries.bytes += size
        }
    }
}
