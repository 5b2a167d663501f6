import CSDL2

nonisolated extension DrawCommand {
    /// Copies straight ARGB `pixels` (a texture's, `dst`'s size) over the target at `alpha` of
    /// their strength (1–254), through the clip. On a memory surface of ARGB8888 the pixels are
    /// mixed in here, byte for byte as SDL's alpha-modulated blended copy mixes them (its
    /// generic blitter, the one SDL takes for a per-pixel alpha with an alpha modulation, several
    /// times slower than its plain alpha blit); anywhere else SDL copies `texture`.
    ///
    /// SDL's formula, with every division truncating: the source alpha is scaled by the
    /// modulation, `a = sa · alpha / 255`; the source colour by that alpha, `c · a / 255`; and
    /// each destination channel, alpha included, becomes `source + (255 − a) · d / 255`. A
    /// pixel and the one under it are usually the pixels before them (a view's flat colours
    /// over flat colours), so the last pair's result is kept.
    static func fadedCopy(_ pixels: [UInt32], texture: OpaquePointer, into dst: SDL_Rect, alpha: UInt8, on renderer: OpaquePointer,
                     surface: UnsafeMutablePointer<SDL_Surface>?) {
        guard let surface, let format = surface.pointee.format, format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
              let base = surface.pointee.pixels, alpha > 0, alpha < 255, pixels.count == Int(dst.w) * Int(dst.h) else {
            var rect = dst
            SDL_SetTextureColorMod(texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(texture, alpha)
            SDL_RenderCopy(renderer, texture, nil, &rect)
            return
        }
        // The calls before this one reach the surface first (SDL queues them).
        SDL_RenderFlush(renderer)
        var area = dst.intersection(SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h))
        if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            var clip = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
            SDL_RenderGetClipRect(renderer, &clip)
            area = area.intersection(clip)
        }
        guard area.w > 0, area.h > 0 else { return }
        let m = UInt32(alpha)
        let target = base.assumingMemoryBound(to: UInt32.self)
        let pitch = Int(surface.pointee.pitch) / 4
        var lastSource = pixels[0], lastTarget = target[Int(area.y) * pitch + Int(area.x)]
        var last = mixed(lastSource, over: lastTarget, m)
        pixels.withUnsafeBufferPointer { source in
            for y in Int(area.y)..<Int(area.y + area.h) {
                let from = source.baseAddress! + (y - Int(dst.y)) * Int(dst.w) + Int(area.x - dst.x)
                let to = target + y * pitch + Int(area.x)
                for i in 0..<Int(area.w) {
                    let s = from[i], d = to[i]
                    if s != lastSource || d != lastTarget {
                        lastSource = s; lastTarget = d
                        last = mixed(s, over: d, m)
                    }
                    to[i] = last
                }
            }
        }
    }

    /// One straight ARGB pixel at `m`/255 of its strength over `d`, by SDL's formula (see `fadedCopy`).
    @inline(__always) static func mixed(_ s: UInt32, over d: UInt32, _ m: UInt32) -> UInt32 {
        let a = (s >> 24) * m / 255
        let k = 255 - a
        func channel(_ shift: UInt32) -> UInt32 {
            let c = (s >> shift & 0xFF) * a / 255
            return (c + k * (d >> shift & 0xFF) / 255) << shift
        }
        return (a + k * (d >> 24) / 255) << 24 | channel(16) | channel(8) | channel(0)
    }
}
