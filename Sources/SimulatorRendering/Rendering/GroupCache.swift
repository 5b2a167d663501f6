import CSDL2
import Foundation
import UIModel

/// Composed groups (faded, masked or projected layers), kept per layer from frame to frame: the
/// pixels of a group's content while its items stay the same, and two textures per group that
/// take turns, so a group whose pixels change is drawn from a texture the frame before did not
/// use (the damage tracker tells frames apart by the textures they copy).
nonisolated final class GroupCache {
    /// A group's content drawn flat (premultiplied ARGB), with what it was drawn from.
    nonisolated struct Content {
        var items: [DisplayItem]
        var mask: [DisplayItem]?
        /// Pixels per point, and the group coordinates of the raster's top-left corner.
        var density: CGFloat
        var origin: CGPoint
        var width: Int, height: Int
        var pixels: [UInt32]
        /// One bit per pixel, set when the pixel to its right along its row holds the same value
        /// (rows of `wordsPerRow` words): where sampling may take one colour for a whole run.
        var sameAsNext: [UInt64]
        var wordsPerRow: Int

        init(items: [DisplayItem], mask: [DisplayItem]?, density: CGFloat, origin: CGPoint, width: Int, height: Int, pixels: [UInt32]) {
            self.items = items; self.mask = mask; self.density = density; self.origin = origin
            self.width = width; self.height = height; self.pixels = pixels
            wordsPerRow = (width + 63) / 64
            sameAsNext = Self.sameAsNext(pixels, width: width, height: height, wordsPerRow: wordsPerRow)
        }

        static func sameAsNext(_ pixels: [UInt32], width: Int, height: Int, wordsPerRow: Int) -> [UInt64] {
            var bits = [UInt64](repeating: 0, count: wordsPerRow * height)
            guard width > 1, pixels.count == width * height else { return bits }
            pixels.withUnsafeBufferPointer { p in
                bits.withUnsafeMutableBufferPointer { b in
                    for y in 0..<height {
                        let row = p.baseAddress! + y * width, words = b.baseAddress! + y * wordsPerRow
                        for x in 0..<(width - 1) where row[x] == row[x + 1] { words[x >> 6] |= 1 << UInt64(x & 63) }
                    }
                }
            }
            return bits
        }
    }

    /// Everything the composed sprite's pixels depend on besides the content.
    nonisolated struct Placement: Equatable {
        var projection: Homography
        var dst: [Int32]
        var scale: CGFloat
        var region: [CGPoint]?
    }

    nonisolated final class Entry {
        var content: Content?
        /// What the current texture shows.
        var shown: (items: [DisplayItem], mask: [DisplayItem]?, shadow: LayerShadow?, placement: Placement)?
        var textures: [OpaquePointer?] = [nil, nil]
        var sizes: [(w: Int32, h: Int32)] = [(0, 0), (0, 0)]
        var current = 0
        var lastUsed = 0
        /// For a blended or faded group: the pixels the current texture holds, as the CPU mixes
        /// them into the target.
        var blendPixels: BlendPixels?
        /// The pixels a group in perspective was last mapped into, reused by the next frame's
        /// mapping (a full screen at @3x is 12 MB, which a new array faults in page by page).
        var warped: [UInt32] = []
        deinit { for case let t? in textures { SDL_DestroyTexture(t) } }
    }

    private let handle: SDLRendererHandle
    /// A layer may draw a group and the shadow it casts: each has its entry.
    nonisolated struct Key: Hashable { var id: UInt; var shadow: Bool }
    private var entries: [Key: Entry] = [:]
    /// Offscreen canvases by size, reused (each keeps its own text and image caches).
    private var canvases: [(w: Int, h: Int, canvas: OffscreenCanvas, lastUsed: Int)] = []
    private var frame = 0
    /// How many canvases are kept.
    static let canvasLimit = 4
    /// Groups not drawn for this many frames are forgotten.
    static let idleFrames = 30

    init(renderer: SDLRendererHandle) { handle = renderer }

    func beginFrame() { frame += 1 }

    func endFrame() {
        guard !entries.isEmpty else { return }
        let stale = frame - Self.idleFrames
        if entries.values.contains(where: { $0.lastUsed < stale }) { entries = entries.filter { $0.value.lastUsed >= stale } }
    }

    func entry(_ id: UInt, shadow: Bool) -> Entry {
        let key = Key(id: id, shadow: shadow)
        let e = entries[key] ?? Entry()
        entries[key] = e
        e.lastUsed = frame
        return e
    }

    /// A clear canvas of `w` × `h` pixels.
    func canvas(_ w: Int, _ h: Int, textSystem: SDLTextSystem, images: ImageCatalog) -> OffscreenCanvas? {
        if let i = canvases.firstIndex(where: { $0.w == w && $0.h == h }) {
            canvases[i].lastUsed = frame
            return canvases[i].canvas
        }
        guard let c = try? OffscreenCanvas(width: w, height: h, textSystem: textSystem, images: images) else { return nil }
        if canvases.count >= Self.canvasLimit, let oldest = canvases.indices.min(by: { canvases[$0].lastUsed < canvases[$1].lastUsed }) {
            canvases.remove(at: oldest)
        }
        canvases.append((w, h, c, frame))
        return c
    }

    /// Draws `items` on a clear canvas of `w` × `h` pixels at `scale`: its pixels, premultiplied
    /// ARGB, or straight ARGB when `straight` (converted as they are copied out).
    func render(_ items: [DisplayItem], w: Int, h: Int, scale: CGFloat, textSystem: SDLTextSystem, images: ImageCatalog,
                straight: Bool = false) -> [UInt32]? {
        guard w > 0, h > 0, let c = canvas(w, h, textSystem: textSystem, images: images) else { return nil }
        var list = DisplayList()
        list.items = items
        c.renderer.draw(list, scale: scale, background: .clear, fromScratch: true)
        SDL_RenderFlush(c.renderer.sdlRenderer)
        let s = c.surface
        let pitch = Int(s.pointee.pitch) / 4
        guard let base = s.pointee.pixels?.assumingMemoryBound(to: UInt32.self) else { return nil }
        return [UInt32](unsafeUninitializedCapacity: w * h) { o, initialized in
            for y in 0..<h {
                let from = base + y * pitch, to = o.baseAddress! + y * w
                if straight {
                    for x in 0..<w { to[x] = Self.straight(from[x]) }
                } else {
                    to.initialize(from: from, count: w)
                }
            }
            initialized = w * h
        }
    }

    /// The texture to show `pixels` (straight ARGB, `w` × `h`) in: the entry's current one when
    /// `unchanged`, else the other one, filled.
    func texture(for e: Entry, w: Int32, h: Int32, unchanged: Bool, pixels: () -> [UInt32]?) -> OpaquePointer? {
        if unchanged, let t = e.textures[e.current], e.sizes[e.current] == (w, h) { return t }
        guard let px = pixels(), px.count == Int(w) * Int(h) else { return nil }
        let next = 1 - e.current
        if e.textures[next] == nil || e.sizes[next] != (w, h) {
            if let old = e.textures[next] { SDL_DestroyTexture(old) }
            e.textures[next] = SDL_CreateTexture(handle.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                 Int32(SDL_TEXTUREACCESS_STATIC.rawValue), w, h)
            e.sizes[next] = (w, h)
            if let t = e.textures[next] { SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND) }
        }
        guard let t = e.textures[next] else { return nil }
        px.withUnsafeBytes { _ = SDL_UpdateTexture(t, nil, $0.baseAddress, w * 4) }
        e.current = next
        return t
    }

    /// Premultiplied pixels multiplied by the mask's alpha, in place.
    static func applyMask(_ pixels: inout [UInt32], _ mask: [UInt32]) {
        for i in pixels.indices {
            let m = mask[i] >> 24
            if m == 255 { continue }
            let p = pixels[i]
            if m == 0 || p == 0 { pixels[i] = 0; continue }
            func scaled(_ shift: UInt32) -> UInt32 { (((p >> shift & 0xFF) * m + 127) / 255) << shift }
            pixels[i] = scaled(24) | scaled(16) | scaled(8) | scaled(0)
        }
    }

    /// Premultiplied ARGB as the straight ARGB textures take.
    static func straightened(_ pixels: inout [UInt32]) {
        for i in pixels.indices { pixels[i] = straight(pixels[i]) }
    }

    /// One premultiplied ARGB pixel in straight ARGB.
    @inline(__always) static func straight(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 { return p }
        if a == 0 { return 0 }
        func channel(_ shift: UInt32) -> UInt32 { min(((p >> shift & 0xFF) * 255 + a / 2) / a, 255) << shift }
        return a << 24 | channel(16) | channel(8) | channel(0)
    }
}
