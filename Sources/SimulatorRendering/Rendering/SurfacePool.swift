import CSDL2
import Foundation
import UIModel

/// Offscreen canvases' memory surfaces, kept when a canvas goes for the next canvas of the same
/// size. Every snapshot renders into a canvas of its own (a fresh session); without the pool each
/// would allocate its 12 MB (an iPhone 15 at @3x) anew, and fault in every page of it again. A
/// surface taken from the pool is cleared to transparent black and its settings reset, as a new
/// one is, so a canvas draws the same bytes either way. Safe to use from any thread.
nonisolated enum SurfacePool {
    /// At most this many spare surfaces of one size, and this many bytes of them in all (two
    /// iPhone 15 frames at @3x and a few smaller ones): enough for canvases that come and go
    /// one or two at a time, as snapshots and their groups use them.
    static let sparesPerSize = 2
    static let byteLimit = 48 << 20

    private nonisolated struct Size: Hashable { let w: Int32, h: Int32 }

    /// The spare surfaces by size, and their bytes in all.
    private static let spares = LockedValue<(surfaces: [Size: [UnsafeMutablePointer<SDL_Surface>]], bytes: Int)>(([:], 0))

    /// An ARGB8888 surface of `w` × `h` pixels, all transparent black: a spare one if there is
    /// one, else a new one (nil, with SDL's error set, when it cannot be made).
    static func surface(width w: Int32, height h: Int32) -> UnsafeMutablePointer<SDL_Surface>? {
        let size = Size(w: w, h: h)
        let spare = spares.withLock { spares -> UnsafeMutablePointer<SDL_Surface>? in
            guard let surface = spares.surfaces[size]?.popLast() else { return nil }
            spares.bytes -= byteCount(surface)
            return surface
        }
        guard let spare else { return SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) }
        // As SDL_CreateRGBSurfaceWithFormat leaves a new one: cleared, no clip, blended, unmodulated.
        memset(spare.pointee.pixels, 0, byteCount(spare))
        SDL_SetClipRect(spare, nil)
        SDL_SetSurfaceBlendMode(spare, SDL_BLENDMODE_BLEND)
        SDL_SetSurfaceAlphaMod(spare, 255)
        SDL_SetSurfaceColorMod(spare, 255, 255, 255)
        SDL_SetColorKey(spare, 0, 0)
        SDL_SetSurfaceRLE(spare, 0)
        return spare
    }

    /// Takes back a surface from `surface(width:height:)` that nothing draws into any more: kept
    /// while the pool has room, else freed.
    static func recycle(_ surface: UnsafeMutablePointer<SDL_Surface>) {
        let size = Size(w: surface.pointee.w, h: surface.pointee.h), bytes = byteCount(surface)
        let kept = spares.withLock { spares -> Bool in
            guard spares.surfaces[size, default: []].count < sparesPerSize, spares.bytes + bytes <= byteLimit else { return false }
            spares.surfaces[size, default: []].append(surface)
            spares.bytes += bytes
            return true
        }
        if !kept { SDL_FreeSurface(surface) }
    }

    private static func byteCount(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Int {
        Int(surface.pointee.pitch) * Int(surface.pointee.h)
    }
}
