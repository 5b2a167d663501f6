import CSDL2
import Foundation
import UIModel

/// Shapes that do not land on the pixel grid (rotated, skewed) and images cut by a rounded clip,
/// rasterised on the CPU with exact anti-aliasing and cached as textures placed at whole pixels.
/// Replaces SDL's software triangles, which blend slowly and allocate a surface per triangle.
/// A shape that stops moving costs one texture copy per frame.
nonisolated final class SpriteCache {
    nonisolated struct Sprite {
        var texture: OpaquePointer
        /// Where the texture goes, in target pixels.
        var dst: SDL_Rect
        var lastUsed: Int
    }

    nonisolated enum Kind: Hashable {
        case fill
        case stroke(width: Int64)
        case shadow(blur: Int64)
    }

    /// Scalar fields only: building a key must not allocate.
    nonisolated private struct ShapeKey: Hashable {
        var kind: Kind
        var width: Int64, height: Int64, radius: Int64, corners: UInt
        var a: Int64, b: Int64, c: Int64, d: Int64
        /// Sub-pixel offset in quarter pixels.
        var fx: Int64, fy: Int64
        /// The colour the sprite is rasterised in (0xAARRGGBB): copies are never tinted.
        var argb: UInt32
    }

    nonisolated private struct MaskKey: Hashable {
        var image: OpaquePointer
        var dst: SDL_Rect
        var clipX: Int64, clipY: Int64, clipW: Int64, clipH: Int64, radius: Int64
    }

    /// Positions and sizes are quantised to this fraction of a unit before caching.
    static let quantum: CGFloat = 64
    /// Sprites larger than this many pixels on a side are not made (the caller draws triangles).
    static let maxSide: Int32 = 2048
    /// How many sprites may stay cached before unused ones are freed.
    static let limit = 512
    /// Everything a shape's pixels are made from, exactly (the bits of its size, radius and
    /// transform; the sub-pixel offset in quarter pixels): the pixels are a function of it, so
    /// the same shape in any session, in any order, gets the same pixels.
    nonisolated private struct ExactShapeKey: Hashable {
        var kind: Kind, corners: UInt, argb: UInt32
        var width: UInt64, height: UInt64, radius: UInt64
        var a: UInt64, b: UInt64, c: UInt64, d: UInt64
        var fx: Int64, fy: Int64
    }

    /// Shapes' pixels, shared by every renderer in the process (32 MB at most).
    private static let shapeRasters = SharedRasterCache<ExactShapeKey, PlacedRaster>(byteLimit: 32 << 20)

    private let handle: SDLRendererHandle
    private var renderer: OpaquePointer { handle.pointer }
    private var shapes: [ShapeKey: Sprite] = [:]
    private var masks: [MaskKey: Sprite] = [:]
    /// Paths and gradients, by a digest of everything that decides their pixels.
    private var vectors: [UInt64: Sprite] = [:]
    private var frame = 0

    init(renderer: SDLRendererHandle) { handle = renderer }

    deinit {
        shapes.values.forEach { SDL_DestroyTexture($0.texture) }
        masks.values.forEach { SDL_DestroyTexture($0.texture) }
        vectors.values.forEach { SDL_DestroyTexture($0.texture) }
    }

    /// A path or gradient sprite for the pixel box `dst`: the cached one for `digest`, else the
    /// pixels `draw` makes (nil when the box is empty or too large).
    func vector(digest: UInt64, dst: SDL_Rect, draw: () -> [UInt32]) -> Sprite? {
        if var s = vectors[digest] {
            s.lastUsed = frame
            vectors[digest] = s
            return s
        }
        guard dst.w > 0, dst.h > 0, dst.w <= Self.maxSide, dst.h <= Self.maxSide,
              let texture = makeTexture(draw(), dst.w, dst.h) else { return nil }
        let s = Sprite(texture: texture, dst: dst, lastUsed: frame)
        vectors[digest] = s
        return s
    }

    func beginFrame() { frame += 1 }

    func endFrame() {
        let stale = frame - TextureCache.idleFrames
        Self.prune(&shapes, before: stale)
        Self.prune(&masks, before: stale)
        Self.prune(&vectors, before: stale)
    }

    /// Past the cache limit, frees the sprites not used since `stale`.
    private static func prune<Key>(_ sprites: inout [Key: Sprite], before stale: Int) {
        guard sprites.count > limit else { return }
        for (k, s) in sprites where s.lastUsed < stale { SDL_DestroyTexture(s.texture); sprites.removeValue(forKey: k) }
    }

    private static func q(_ v: CGFloat) -> Int64 { Int64((v * quantum).rounded()) }

    /// Signed distance (points, negative inside) from `p` to a rounded rectangle of `size` whose
    /// top-left corner is at the origin.
    static func distance(_ p: CGPoint, size: CGSize, radius: CGFloat, corners: CACornerMask) -> CGFloat {
        let hx = size.width / 2, hy = size.height / 2
        // Each quadrant takes its own corner's radius: zero where the corner is not rounded.
        let corner: CACornerMask = p.x < hx ? (p.y < hy ? .layerMinXMinYCorner : .layerMinXMaxYCorner)
                                            : (p.y < hy ? .layerMaxXMinYCorner : .layerMaxXMaxYCorner)
        let r = corners.contains(corner) ? radius : 0
        let qx = abs(p.x - hx) - (hx - r), qy = abs(p.y - hy) - (hy - r)
        let ox = max(qx, 0), oy = max(qy, 0)
        return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - r
    }

    /// A shape (the rect of `shape`, in its bounds coordinates) under pixel transform `m`.
    func shape(_ shape: RoundedRect, kind: Kind, m: CGAffineTransform, color: SDL_Color) -> Sprite? {
        let size = shape.rect.size
        // The sprite depends on the transform's linear part and its sub-pixel offset only.
        let origin = shape.rect.origin.applying(m)
        let fx = origin.x - origin.x.rounded(.down), fy = origin.y - origin.y.rounded(.down)
        func m4096(_ v: CGFloat) -> Int64 { Int64((v * 4096).rounded()) }
        let key = ShapeKey(kind: kind, width: Self.q(size.width), height: Self.q(size.height), radius: Self.q(shape.cornerRadius), corners: shape.maskedCorners.rawValue,
                           a: m4096(m.a), b: m4096(m.b), c: m4096(m.c), d: m4096(m.d),
                           fx: Int64((fx * 4).rounded()), fy: Int64((fy * 4).rounded()), argb: ShapeTextures.argb(color))
        let whole = CGPoint(x: origin.x.rounded(.down), y: origin.y.rounded(.down))
        if var s = shapes[key] {
            s.lastUsed = frame
            shapes[key] = s
            return Self.placed(s, at: whole)
        }
        let exact = ExactShapeKey(kind: kind, corners: shape.maskedCorners.rawValue, argb: key.argb,
                                  width: Double(size.width).bitPattern, height: Double(size.height).bitPattern,
                                  radius: Double(shape.cornerRadius).bitPattern, a: Double(m.a).bitPattern,
                                  b: Double(m.b).bitPattern, c: Double(m.c).bitPattern, d: Double(m.d).bitPattern,
                                  fx: key.fx, fy: key.fy)
        guard let raster = Self.shapeRasters.raster(for: exact, make: { Self.rasterize(shape, kind: kind, m: m, key: key, color: color) })
        else { return nil }
        guard let texture = makeTexture(raster.pixels, raster.width, raster.height) else { return nil }
        let s = Sprite(texture: texture, dst: SDL_Rect(x: raster.x, y: raster.y, w: raster.width, h: raster.height), lastUsed: frame)
        shapes[key] = s
        return Self.placed(s, at: whole)
    }

    /// The shape's pixels, with the sprite's origin at the shape's origin rounded to quarter
    /// pixels (nil when the box is empty or too large).
    private static func rasterize(_ shape: RoundedRect, kind: Kind, m: CGAffineTransform, key: ShapeKey,
                                  color: SDL_Color) -> PlacedRaster? {
        let size = shape.rect.size
        // Rasterise with the sprite's origin at the shape's origin, rounded to quarter pixels.
        let lm = CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d,
                                   tx: CGFloat(key.fx) / 4, ty: CGFloat(key.fy) / 4)
        let ppp = abs(m.a * m.d - m.b * m.c).squareRoot()
        var margin: CGFloat = 1
        if case .shadow(let b) = kind { margin += CGFloat(b) / quantum * ppp }
        let local = CGRect(origin: .zero, size: size).insetBy(dx: -margin / max(ppp, 1e-6), dy: -margin / max(ppp, 1e-6))
        let box = local.applying(lm)
        let x0 = Int32(box.minX.rounded(.down)), y0 = Int32(box.minY.rounded(.down))
        let w = Int32(box.maxX.rounded(.up)) - x0, h = Int32(box.maxY.rounded(.up)) - y0
        guard w > 0, h > 0, w <= maxSide, h <= maxSide, ppp > 0 else { return nil }
        let inv = lm.inverted()
        let r = shape.cornerRadius
        var pixels = [UInt32](repeating: 0, count: Int(w * h))
        for y in 0..<h {
            for x in 0..<w {
                let p = CGPoint(x: CGFloat(x0 + x) + 0.5, y: CGFloat(y0 + y) + 0.5).applying(inv)
                let d = distance(p, size: size, radius: r, corners: shape.maskedCorners) * ppp
                let a: CGFloat
                switch kind {
                case .fill: a = min(max(0.5 - d, 0), 1)
                case .stroke(let width):
                    let wpx = CGFloat(width) / quantum * ppp
                    a = min(max(0.5 - d, 0), 1) - min(max(0.5 - (d + wpx), 0), 1)
                case .shadow(let blur):
                    let b = max(CGFloat(blur) / quantum * ppp, 1)
                    a = CGFloat(ShapeTextures.shadowAlpha(distance: Double(d), blur: Double(b)))
                }
                pixels[Int(y * w + x)] = UInt32((min(max(a, 0), 1) * CGFloat(color.a)).rounded()) << 24
                    | (key.argb & 0x00FF_FFFF)
            }
        }
        return PlacedRaster(pixels: pixels, x: x0, y: y0, width: w, height: h)
    }


    private static func placed(_ s: Sprite, at origin: CGPoint) -> Sprite {
        var p = s
        p.dst.x += Int32(origin.x)
        p.dst.y += Int32(origin.y)
        return p
    }

    /// An image drawn into `dst` (pixels) and cut to a rounded rectangle `clip` (pixels, radius
    /// `radius` pixels), from the image's decoded pixels.
    func maskedImage(_ image: TextureCache.Entry, source: [UInt32], dst: SDL_Rect, clip: CGRect, radius: CGFloat) -> Sprite? {
        let key = MaskKey(image: image.texture, dst: dst, clipX: Self.q(clip.minX), clipY: Self.q(clip.minY),
                          clipW: Self.q(clip.width), clipH: Self.q(clip.height), radius: Self.q(radius))
        if var s = masks[key] {
            s.lastUsed = frame
            masks[key] = s
            return s
        }
        let x0 = max(dst.x, Int32(clip.minX.rounded(.down))), y0 = max(dst.y, Int32(clip.minY.rounded(.down)))
        let x1 = min(dst.x + dst.w, Int32(clip.maxX.rounded(.up))), y1 = min(dst.y + dst.h, Int32(clip.maxY.rounded(.up)))
        let w = x1 - x0, h = y1 - y0
        guard w > 0, h > 0, w <= Self.maxSide, h <= Self.maxSide, image.width > 0, image.height > 0 else { return nil }
        let sw = Int(image.width), sh = Int(image.height)
        var pixels = [UInt32](repeating: 0, count: Int(w * h))
        for y in 0..<h {
            for x in 0..<w {
                let px = CGFloat(x0 + x) + 0.5, py = CGFloat(y0 + y) + 0.5
                let d = Self.distance(CGPoint(x: px - clip.minX, y: py - clip.minY), size: clip.size, radius: radius,
                                      corners: CACornerMask(rawValue: 0xF))
                let coverage = min(max(0.5 - d, 0), 1)
                guard coverage > 0 else { continue }
                // Nearest source pixel for this target pixel.
                let sx = min(max(Int((px - CGFloat(dst.x)) / CGFloat(dst.w) * CGFloat(sw)), 0), sw - 1)
                let sy = min(max(Int((py - CGFloat(dst.y)) / CGFloat(dst.h) * CGFloat(sh)), 0), sh - 1)
                let src = source[sy * sw + sx]
                let alpha = UInt32((CGFloat(src >> 24) * coverage).rounded())
                pixels[Int(y * w + x)] = alpha << 24 | (src & 0x00FF_FFFF)
            }
        }
        guard let texture = makeTexture(pixels, w, h) else { return nil }
        let s = Sprite(texture: texture, dst: SDL_Rect(x: x0, y: y0, w: w, h: h), lastUsed: frame)
        masks[key] = s
        return s
    }

    private func makeTexture(_ pixels: [UInt32], _ w: Int32, _ h: Int32) -> OpaquePointer? {
        guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                        Int32(SDL_TEXTUREACCESS_STATIC.rawValue), w, h) else { return nil }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(t, nil, $0.baseAddress, w * 4) }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        return t
    }
}
