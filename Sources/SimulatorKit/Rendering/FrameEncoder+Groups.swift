import CSDL2
import Foundation
import UIModel

/// Groups: a layer's drawing composed on a clear canvas of its own, cut by its mask, then drawn
/// as one texture at the group's opacity. A flat group is composed in target pixels; a group in
/// perspective is composed flat in its own coordinates and mapped onto the target through the
/// inverse of its projection (perspective-correct, bilinear, so its edges are anti-aliased).
nonisolated extension FrameEncoder {
    /// The largest side of a perspective group's flat raster, in pixels.
    static let maxGroupRaster: CGFloat = 4096

    func group(_ g: GroupDraw) {
        guard !clip.isEmpty, g.opacity > 0, !g.bounds.isNull, g.bounds.width > 0, g.bounds.height > 0 else { return }
        let alpha = UInt8(max(0, min(255, (g.opacity * 255).rounded())))
        guard alpha > 0 else { return }
        guard g.shadow == nil || g.projection.isAffine else { return }
        let project = g.projection.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let box: SDL_Rect?
        if let b = project.boundingBox(of: g.drawnBounds) { box = self.box(b) } else { box = clip.rect }
        guard let dst = box, dst.w > 0, dst.h > 0, dst.w <= SpriteCache.maxSide, dst.h <= SpriteCache.maxSide else { return }
        let entry = groups.entry(g.id, shadow: g.shadow != nil)
        let region = clipRegion
        let placement = GroupCache.Placement(projection: g.projection, dst: [dst.x, dst.y, dst.w, dst.h], scale: scale, region: region)
        let unchanged = entry.shown.map {
            $0.placement == placement && $0.mask == g.mask && $0.shadow == g.shadow && $0.items == g.items
        } ?? false
        let texture = groups.texture(for: entry, w: dst.w, h: dst.h, unchanged: unchanged) {
            var px: [UInt32]?
            if let shadow = g.shadow {
                px = shadowPixels(g, shadow, dst: dst)
            } else {
                px = g.projection.isAffine ? flatGroupPixels(g, dst: dst) : projectedGroupPixels(g, entry: entry, project: project, dst: dst)
                if px != nil { GroupCache.straightened(&px!) }
            }
            guard px != nil else { return nil }
            let raster = VectorRasterizer(x0: Int(dst.x), y0: Int(dst.y), w: Int(dst.w), h: Int(dst.h))
            return raster.clipped(px!, to: region)
        }
        guard let texture else { return }
        entry.shown = (g.items, g.mask, g.shadow, placement)
        append(.copy(texture: texture, dst: dst, color: SDL_Color(r: 255, g: 255, b: 255, a: alpha)))
    }

    /// A flat group's pixels over `dst` (premultiplied): the items and the mask drawn where
    /// they land on the target.
    private func flatGroupPixels(_ g: GroupDraw, dst: SDL_Rect) -> [UInt32]? {
        let place = g.projection.affine.concatenating(CGAffineTransform(translationX: -CGFloat(dst.x) / scale, y: -CGFloat(dst.y) / scale))
        let w = Int(dst.w), h = Int(dst.h)
        guard var px = groups.render(g.items.map { $0.placed(by: place, opacity: 1) }, w: w, h: h, scale: scale,
                                     textSystem: textures.textSystem, images: textures.images) else { return nil }
        if let mask = g.mask {
            guard let m = groups.render(mask.map { $0.placed(by: place, opacity: 1) }, w: w, h: h, scale: scale,
                                        textSystem: textures.textSystem, images: textures.images) else { return nil }
            GroupCache.applyMask(&px, m)
        }
        return px
    }

    /// The shadow a group's items cast over `dst` (straight ARGB): their alpha moved by the
    /// offset, blurred by three box passes whose spread matches the Gaussian's sigma (half the
    /// radius), in the shadow's colour.
    private func shadowPixels(_ g: GroupDraw, _ shadow: LayerShadow, dst: SDL_Rect) -> [UInt32]? {
        let place = g.projection.affine.concatenating(CGAffineTransform(translationX: shadow.offset.width, y: shadow.offset.height))
            .concatenating(CGAffineTransform(translationX: -CGFloat(dst.x) / scale, y: -CGFloat(dst.y) / scale))
        let w = Int(dst.w), h = Int(dst.h)
        guard let px = groups.render(g.items.map { $0.placed(by: place, opacity: 1) }, w: w, h: h, scale: scale,
                                     textSystem: textures.textSystem, images: textures.images) else { return nil }
        var alpha = px.map { Float($0 >> 24) / 255 }
        let ppp = pixelsPerPoint(pixelTransform(g.projection.affine))
        VectorRasterizer.blur(&alpha, width: w, height: h, box: Int((shadow.radius * ppp / 2).rounded()))
        let c = shadow.color
        func byte(_ v: Float) -> UInt32 { UInt32(max(0, min(255, (v * 255).rounded()))) }
        let rgb = byte(c.r) << 16 | byte(c.g) << 8 | byte(c.b)
        return alpha.map { a in
            let v = byte(a * c.a)
            return v == 0 ? 0 : v << 24 | rgb
        }
    }

    /// A perspective group's pixels over `dst` (premultiplied): its flat content (kept while its
    /// items stay the same) sampled through the inverse projection.
    private func projectedGroupPixels(_ g: GroupDraw, entry: GroupCache.Entry, project: Homography, dst: SDL_Rect) -> [UInt32]? {
        guard let inverse = project.inverted() else { return nil }
        let density = contentDensity(project, bounds: g.bounds)
        let content: GroupCache.Content
        if let c = entry.content, c.items == g.items, c.mask == g.mask, c.density == density {
            content = c
        } else {
            // One transparent pixel round the edge: sampling fades the content's edges out.
            let origin = CGPoint(x: g.bounds.minX - 1 / density, y: g.bounds.minY - 1 / density)
            let w = Int((g.bounds.width * density).rounded(.up)) + 2, h = Int((g.bounds.height * density).rounded(.up)) + 2
            let shift = CGAffineTransform(translationX: -origin.x, y: -origin.y)
            guard var px = groups.render(g.items.map { $0.placed(by: shift, opacity: 1) }, w: w, h: h, scale: density,
                                         textSystem: textures.textSystem, images: textures.images) else { return nil }
            if let mask = g.mask {
                guard let m = groups.render(mask.map { $0.placed(by: shift, opacity: 1) }, w: w, h: h, scale: density,
                                            textSystem: textures.textSystem, images: textures.images) else { return nil }
                GroupCache.applyMask(&px, m)
            }
            content = GroupCache.Content(items: g.items, mask: g.mask, density: density, origin: origin, width: w, height: h, pixels: px)
            entry.content = content
        }
        return PerspectiveSampler.warp(content, inverse: inverse, project: project, dst: dst)
    }

    /// Pixels per point for a perspective group's flat raster: enough for the largest stretch
    /// the projection gives it (in steps of a half, so a turning layer is not drawn again every
    /// frame), at most `maxGroupRaster` on a side.
    private func contentDensity(_ project: Homography, bounds b: CGRect) -> CGFloat {
        var stretch: CGFloat = 0
        for p in [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY),
                  CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.midX, y: b.midY)] {
            guard let q = project.apply(p), let qx = project.apply(CGPoint(x: p.x + 1, y: p.y)),
                  let qy = project.apply(CGPoint(x: p.x, y: p.y + 1)) else { continue }
            stretch = max(stretch, hypot(qx.x - q.x, qx.y - q.y), hypot(qy.x - q.x, qy.y - q.y))
        }
        let steps = max((stretch / scale * 2).rounded(.up) / 2, 1)
        let limit = Self.maxGroupRaster / max(b.width, b.height, 1)
        return max(min(scale * steps, limit), 0.25)
    }
}

/// Maps a flat raster onto target pixels through a projection's inverse.
nonisolated enum PerspectiveSampler {
    /// Each target pixel of `dst` takes the content at the point its centre comes from
    /// (bilinear, premultiplied); pixels whose point is behind the eye or off the content stay clear.
    static func warp(_ c: GroupCache.Content, inverse h: Homography, project: Homography, dst: SDL_Rect) -> [UInt32] {
        let w = Int(dst.w), hgt = Int(dst.h)
        var out = [UInt32](repeating: 0, count: w * hgt)
        let cw = c.width, ch = c.height
        // Content pixel coordinates of a group point: (p − origin) · density − ½ (texel centres).
        let d = Double(c.density), ox = Double(c.origin.x), oy = Double(c.origin.y)
        let m11 = Double(h.m11), m12 = Double(h.m12), m13 = Double(h.m13)
        let m21 = Double(h.m21), m22 = Double(h.m22), m23 = Double(h.m23)
        let m31 = Double(h.m31), m32 = Double(h.m32), m33 = Double(h.m33)
        let f13 = Double(project.m13), f23 = Double(project.m23), f33 = Double(project.m33)
        c.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { o in
                for row in 0..<hgt {
                    let py = Double(dst.y) + Double(row) + 0.5
                    var x = Double(dst.x) + 0.5
                    var X = x * m11 + py * m21 + m31, Y = x * m12 + py * m22 + m32, W = x * m13 + py * m23 + m33
                    for col in 0..<w {
                        defer { X += m11; Y += m12; W += m13; x += 1 }
                        guard W != 0 else { continue }
                        let gx = X / W, gy = Y / W
                        // In front of the eye: the point's forward weight is positive.
                        guard gx * f13 + gy * f23 + f33 > 0 else { continue }
                        let u = (gx - ox) * d - 0.5, v = (gy - oy) * d - 0.5
                        guard u > -1, v > -1, u < Double(cw), v < Double(ch) else { continue }
                        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
                        let fx = u - Double(x0), fy = v - Double(y0)
                        func texel(_ tx: Int, _ ty: Int) -> UInt32 {
                            tx < 0 || ty < 0 || tx >= cw || ty >= ch ? 0 : src[ty * cw + tx]
                        }
                        let p00 = texel(x0, y0), p10 = texel(x0 + 1, y0), p01 = texel(x0, y0 + 1), p11 = texel(x0 + 1, y0 + 1)
                        if p00 | p10 | p01 | p11 == 0 { continue }
                        let w00 = (1 - fx) * (1 - fy), w10 = fx * (1 - fy), w01 = (1 - fx) * fy, w11 = fx * fy
                        func channel(_ s: UInt32) -> UInt32 {
                            let v = Double(p00 >> s & 0xFF) * w00 + Double(p10 >> s & 0xFF) * w10
                                + Double(p01 >> s & 0xFF) * w01 + Double(p11 >> s & 0xFF) * w11
                            return UInt32(min(v + 0.5, 255)) << s
                        }
                        o[row * w + col] = channel(24) | channel(16) | channel(8) | channel(0)
                    }
                }
            }
        }
        return out
    }
}
