import CSDL2
import Foundation

/// Anti-aliased pieces of unrotated shapes, rasterised once on the CPU and cached as textures in
/// their colour (coverage times the colour's alpha): the four corners of a rounded fill, of a
/// border ring and of a soft shadow. Copies are never tinted: SDL rebuilds a texture's blit map
/// (and allocates) whenever its tint changes, and blends untinted textures faster. With them a rounded rectangle is four small copies and a few
/// opaque fills, instead of blended triangles, which SDL's software renderer draws slowly and
/// with a temporary surface each.
nonisolated final class ShapeTextures {
    /// The four corners, in the order top-left, top-right, bottom-right, bottom-left.
    nonisolated struct Corners {
        var textures: [OpaquePointer]
        /// Side of each corner texture, in pixels.
        var size: Int32
    }

    nonisolated private struct Key: Hashable {
        nonisolated enum Kind: Hashable { case fill, ring(width: Int32), shadow(blur: Int32) }
        var kind: Kind
        /// Radius in half pixels.
        var radius2: Int32
        /// 0xAARRGGBB.
        var argb: UInt32
    }

    /// Samples per pixel side when computing coverage (4 × 4 = 16 per pixel).
    static let supersampling = 4
    /// Largest corner rasterised; bigger radii fall back to triangles.
    static let maxSide: Int32 = 512

    private let handle: SDLRendererHandle
    private var renderer: OpaquePointer { handle.pointer }
    private var cache: [Key: Corners] = [:]

    init(renderer: SDLRendererHandle) { handle = renderer }

    deinit { for c in cache.values { c.textures.forEach { SDL_DestroyTexture($0) } } }

    /// Corners of a filled rounded rectangle of radius `radius2` / 2 pixels.
    func fill(radius2: Int32, color: SDL_Color) -> Corners? {
        let key = Key(kind: .fill, radius2: radius2, argb: Self.argb(color))
        if let c = cache[key] { return c }  // before making the closure: a hit must not allocate
        let r = Double(radius2) / 2
        let n = Int32(r.rounded(.up))
        return corners(key, size: n, coverage: Self.supersampled { x, y in
            Self.insideCorner(x, y, r)
        })
    }

    /// Corners of a border `width` pixels wide inside a rounded rectangle of radius `radius2` / 2.
    func ring(radius2: Int32, width: Int32, color: SDL_Color) -> Corners? {
        let key = Key(kind: .ring(width: width), radius2: radius2, argb: Self.argb(color))
        if let c = cache[key] { return c }
        let r = Double(radius2) / 2, w = Double(width)
        let inner = max(r - w, 0)
        let n = max(Int32(r.rounded(.up)), width)
        return corners(key, size: n, coverage: Self.supersampled { x, y in
            Self.insideCorner(x, y, r) && !(x >= w && y >= w && Self.insideCorner(x - w, y - w, inner))
        })
    }

    /// Corners of a shadow of a rounded rectangle (radius `radius2` / 2) blurred by `blur` pixels.
    /// Each texture is `blur + max(radius, blur)` pixels square (rounded up); the shape's corner
    /// sits `blur` pixels in from the texture's outer corner.
    func shadow(radius2: Int32, blur: Int32, color: SDL_Color) -> Corners? {
        let key = Key(kind: .shadow(blur: blur), radius2: radius2, argb: Self.argb(color))
        if let c = cache[key] { return c }
        let r = Double(radius2) / 2, b = Double(max(blur, 1))
        let n = blur + max(Int32(r.rounded(.up)), blur)
        return corners(key, size: n) { x, y in
            Self.shadowAlpha(distance: Self.cornerDistance(Double(x) + 0.5 - b, Double(y) + 0.5 - b, r), blur: b)
        }
    }

    static func argb(_ c: SDL_Color) -> UInt32 {
        UInt32(c.a) << 24 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
    }

    /// A linear ramp from full at `blur` inside the edge to nothing at `blur` outside: close to a
    /// Gaussian's falloff, half strength on the edge itself.
    static func shadowAlpha(distance d: Double, blur b: Double) -> Double {
        min(max(0.5 - d / (2 * b), 0), 1)
    }

    /// True when (x, y), measured from a rounded rectangle's top-left corner, is inside it.
    static func insideCorner(_ x: Double, _ y: Double, _ r: Double) -> Bool {
        guard x >= 0, y >= 0 else { return false }
        if x >= r || y >= r { return true }
        let dx = r - x, dy = r - y
        return dx * dx + dy * dy <= r * r
    }

    /// Signed distance from (x, y) to the edge of a top-left rounded corner (negative inside).
    static func cornerDistance(_ x: Double, _ y: Double, _ r: Double) -> Double {
        if x >= r { return -y }
        if y >= r { return -x }
        let dx = r - x, dy = r - y
        return (dx * dx + dy * dy).squareRoot() - r
    }

    /// The share of pixel (x, y) inside a shape, from 4 × 4 samples.
    static func supersampled(_ inside: @escaping (Double, Double) -> Bool) -> (Int, Int) -> Double {
        { x, y in
            let n = supersampling
            var hits = 0
            for sy in 0..<n {
                for sx in 0..<n where inside(Double(x) + (Double(sx) + 0.5) / Double(n), Double(y) + (Double(sy) + 0.5) / Double(n)) {
                    hits += 1
                }
            }
            return Double(hits) / Double(n * n)
        }
    }

    /// The four corners' pixels, one above another, shared by every renderer in the process
    /// (the key says everything they are made from).
    private static let cornerRasters = SharedRasterCache<Key, PlacedRaster>(byteLimit: 16 << 20)

    private func corners(_ key: Key, size n: Int32, coverage: (Int, Int) -> Double) -> Corners? {
        guard n > 0, n <= Self.maxSide else { return nil }
        let side = Int(n)
        guard let raster = Self.cornerRasters.raster(for: key, make: { Self.rasterizeCorners(key, side: side, coverage: coverage) })
        else { return nil }
        var textures: [OpaquePointer] = []
        for corner in 0..<4 {
            guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                            Int32(SDL_TEXTUREACCESS_STATIC.rawValue), n, n) else {
                textures.forEach { SDL_DestroyTexture($0) }
                return nil
            }
            raster.pixels.withUnsafeBytes { all in
                _ = SDL_UpdateTexture(t, nil, all.baseAddress! + corner * side * side * 4, n * 4)
            }
            SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
            textures.append(t)
        }
        let c = Corners(textures: textures, size: n)
        cache[key] = c
        return c
    }

    /// The top-left corner's coverage in the key's colour, and its three mirror images, in the
    /// order top-left, top-right, bottom-right, bottom-left.
    private static func rasterizeCorners(_ key: Key, side: Int, coverage: (Int, Int) -> Double) -> PlacedRaster {
        var alpha = [UInt8](repeating: 0, count: side * side)
        for y in 0..<side {
            for x in 0..<side {
                alpha[y * side + x] = UInt8((min(max(coverage(x, y), 0), 1) * Double(key.argb >> 24)).rounded())
            }
        }
        var pixels = [UInt32](repeating: 0, count: 4 * side * side)
        for corner in 0..<4 {
            for y in 0..<side {
                for x in 0..<side {
                    let sx = corner == 1 || corner == 2 ? side - 1 - x : x
                    let sy = corner >= 2 ? side - 1 - y : y
                    pixels[corner * side * side + y * side + x] = UInt32(alpha[sy * side + sx]) << 24 | (key.argb & 0x00FF_FFFF)
                }
            }
        }
        return PlacedRaster(pixels: pixels, x: 0, y: 0, width: Int32(side), height: Int32(4 * side))
    }
}
