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
        guard let dst = box, dst.w > 0, dst.h > 0, dst.w <= OffscreenCanvas.maxSide, dst.h <= OffscreenCanvas.maxSide else { return }
        let entry = groups.entry(g.id, shadow: g.shadow != nil)
        let region = clipRegion
        let placement = GroupCache.Placement(projection: g.projection, dst: [dst.x, dst.y, dst.w, dst.h], scale: scale, region: region)
        // Blended and faded groups keep their pixels on the CPU: a group that starts blending or
        // fading without them is drawn again so they exist when they are used.
        let mixedOnCPU = g.blend != nil || alpha < 255
        let unchanged = entry.shown.map {
            $0.placement == placement && $0.mask == g.mask && $0.shadow == g.shadow && $0.items == g.items
        } ?? false && (!mixedOnCPU || entry.blendPixels != nil)
        let texture = groups.texture(for: entry, w: dst.w, h: dst.h, unchanged: unchanged) {
            var px: [UInt32]?
            if let shadow = g.shadow {
                px = shadowPixels(g, shadow, dst: dst)
            } else {
                if g.projection.isAffine {
                    px = flatGroupPixels(g, dst: dst)
                } else {
                    px = projectedGroupPixels(g, entry: entry, project: project, dst: dst)
                }
            }
            guard px != nil else { return nil }
            let raster = VectorRasterizer(x0: Int(dst.x), y0: Int(dst.y), w: Int(dst.w), h: Int(dst.h))
            let clipped = raster.clipped(px.take()!, to: region)
            entry.blendPixels = mixedOnCPU ? BlendPixels(clipped) : nil
            return clipped
        }
        guard let texture else { return }
        entry.shown = (g.items, g.mask, g.shadow, placement)
        if let mode = g.blend, let pixels = entry.blendPixels {
            return append(.blend(pixels, dst: dst, mode: mode, alpha: alpha))
        }
        if alpha < 255, let pixels = entry.blendPixels {
            return append(.fade(texture: texture, pixels: pixels, dst: dst, alpha: alpha))
        }
        append(.copy(texture: texture, dst: dst, color: SDL_Color(r: 255, g: 255, b: 255, a: alpha)))
    }

    /// A flat group's pixels over `dst` (straight ARGB): the items and the mask drawn where
    /// they land on the target.
    private func flatGroupPixels(_ g: GroupDraw, dst: SDL_Rect) -> [UInt32]? {
        let place = g.projection.affine.concatenating(CGAffineTransform(translationX: -CGFloat(dst.x) / scale, y: -CGFloat(dst.y) / scale))
        return composed(g, placedBy: place, w: Int(dst.w), h: Int(dst.h), scale: scale, straight: true)
    }

    /// A group's items drawn through `place` on a clear `w` × `h` canvas at `scale`, cut by its
    /// mask drawn the same way: premultiplied, or straight ARGB when `straight`.
    private func composed(_ g: GroupDraw, placedBy place: CGAffineTransform, w: Int, h: Int, scale: CGFloat,
                          straight: Bool = false) -> [UInt32]? {
        func draw(_ items: [DisplayItem], straight: Bool = false) -> [UInt32]? {
            groups.render(items.map { $0.placed(by: place, opacity: 1) }, w: w, h: h, scale: scale,
                          textSystem: textures.textSystem, images: textures.images, straight: straight)
        }
        guard let mask = g.mask else { return draw(g.items, straight: straight) }
        guard var px = draw(g.items), let m = draw(mask) else { return nil }
        GroupCache.applyMask(&px, m)
        if straight { GroupCache.straightened(&px) }
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

    /// A perspective group's pixels over `dst` (straight ARGB): its flat content (kept while its
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
            guard let px = composed(g, placedBy: shift, w: w, h: h, scale: density) else { return nil }
            content = GroupCache.Content(items: g.items, mask: g.mask, density: density, origin: origin, width: w, height: h, pixels: px)
            entry.content = content
        }
        PerspectiveSampler.warp(content, inverse: inverse, project: project, dst: dst, into: &entry.warped)
        return entry.warped
    }

    /// Pixels per point for a perspective group's flat raster: the frame's scale, as Core
    /// Animation draws a layer at its `contentsScale` whatever its 3-D transform does to it (a
    /// layer brought nearer the eye is magnified, not drawn again finer); at most
    /// `maxGroupRaster` pixels on a side.
    private func contentDensity(_ project: Homography, bounds b: CGRect) -> CGFloat {
        let limit = Self.maxGroupRaster / max(b.width, b.height, 1)
        return max(min(scale, limit), 0.25)
    }
}
