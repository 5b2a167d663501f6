import CSDL2
import Foundation
import UIModel

/// Paths, gradients and blends: drawn on the CPU into sprites (cached by a digest of what
/// decides their pixels) and cut to the clip.
nonisolated extension FrameEncoder {
    /// Path flattening tolerance, in pixels: a filled outline's chords fall inside its curves by
    /// at most this, so its edges stay within a twentieth of a pixel of Core Graphics'.
    static let flatness: CGFloat = 0.05
    /// A stroke's: its pieces' distance fields cost in proportion to their number (at 0.05 px
    /// a chart's arc redrawn every frame takes twice as long as at 0.1).
    static let strokeFlatness: CGFloat = 0.1

    /// The pixel box of `bounds` (pixels) inside the clip, nil when nothing of it shows.
    func box(_ bounds: CGRect) -> SDL_Rect? {
        guard !bounds.isNull, bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite else { return nil }
        let r = SDL_Rect(x: Int32(max(bounds.minX.rounded(.down), -1e6)), y: Int32(max(bounds.minY.rounded(.down), -1e6)),
                         w: Int32(min(bounds.width.rounded(.up) + 1, 1e6)), h: Int32(min(bounds.height.rounded(.up) + 1, 1e6)))
        let i = r.intersection(clip.rect)
        return i.w > 0 && i.h > 0 ? i : nil
    }

    /// The current clip's outline when it is not a plain rectangle (rounded, rotated).
    var clipRegion: [CGPoint]? {
        clip.polygon.map { clipPolygons[$0].map { CGPoint(x: CGFloat($0.x), y: CGFloat($0.y)) } }
    }

    /// Fills and strokes a path on the CPU into a sprite, cut to the clip.
    func path(_ d: PathDraw) {
        guard !clip.isEmpty else { return }
        let m = pixelTransform(d.transform)
        let ppp = pixelsPerPoint(m)
        guard ppp > 0, ppp.isFinite else { return }
        func placed(_ subs: [FlatSubpath]) -> [FlatSubpath] {
            subs.map { FlatSubpath(points: $0.points.map { $0.applying(m) }, isClosed: $0.isClosed) }
        }
        let fills = d.fillColor != nil ? placed(d.path.flattened(tolerance: Self.flatness / ppp)) : []
        let strokes = d.strokeColor != nil
            ? placed(d.path.flattened(tolerance: Self.strokeFlatness / ppp).trimmed(from: d.strokeStart, to: d.strokeEnd)) : []
        let halfWidth = d.lineWidth * ppp / 2
        // A blurred (shadow) path spreads three box widths past its edges.
        let spreadBox = Int((d.blur * ppp / 2).rounded())
        let spread = CGFloat(3 * spreadBox)
        var bounds = CGRect.null
        for sub in fills { for p in sub.points { bounds = bounds.union(CGRect(origin: p, size: .zero)) } }
        for sub in strokes {
            for p in sub.points { bounds = bounds.union(CGRect(origin: p, size: .zero).insetBy(dx: -halfWidth * 1.5 - 1, dy: -halfWidth * 1.5 - 1)) }
        }
        guard let dst = box(bounds.insetBy(dx: -spread, dy: -spread)) else { return }
        var hasher = VectorDigest()
        hasher.add(dst); hasher.add(d.fillColor); hasher.add(d.strokeColor); hasher.add(Double(spreadBox))
        hasher.add(Double(halfWidth)); hasher.add(Double(d.fillRule.rawValue)); hasher.add(Double(d.lineCap.rawValue))
        hasher.add(Double(d.lineJoin.rawValue)); hasher.add(Double(d.miterLimit))
        for sub in fills { hasher.add(sub) }
        hasher.add(-1)
        for sub in strokes { hasher.add(sub) }
        let region = clipRegion
        hasher.add(region)
        for tile in Self.tiles(of: dst) {
            var tileHasher = hasher
            if tile != dst { tileHasher.add(tile) }
            let raster = VectorRasterizer(x0: Int(tile.x), y0: Int(tile.y), w: Int(tile.w), h: Int(tile.h))
            guard let sprite = sprites.vector(digest: tileHasher.value, dst: tile, draw: {
                var layers: [(coverage: [Float], color: RGBA)] = []
                if let c = d.fillColor { layers.append((raster.fillCoverage(fills.map(\.points), evenOdd: d.fillRule == .evenOdd), c)) }
                if let c = d.strokeColor {
                    layers.append((raster.strokeCoverage(strokes, halfWidth: halfWidth, cap: d.lineCap, join: d.lineJoin, miterLimit: d.miterLimit), c))
                }
                for i in layers.indices { VectorRasterizer.blur(&layers[i].coverage, width: Int(tile.w), height: Int(tile.h), box: spreadBox) }
                return raster.clipped(raster.compose(layers), to: region)
            }) else { continue }
            append(.copy(texture: sprite.texture, dst: sprite.dst, color: Self.untinted))
        }
    }

    /// A sprite's box cut into the tiles the sprite cache makes (at most `SpriteCache.maxSide`
    /// pixels a side), so that a path or gradient larger than that (a screen-filling drawing
    /// on a 3× screen) is drawn in pieces rather than not at all.
    static func tiles(of dst: SDL_Rect) -> [SDL_Rect] {
        let side = SpriteCache.maxSide
        guard dst.w > side || dst.h > side else { return [dst] }
        var tiles: [SDL_Rect] = []
        var y = dst.y
        while y < dst.y + dst.h {
            let h = min(side, dst.y + dst.h - y)
            var x = dst.x
            while x < dst.x + dst.w {
                tiles.append(SDL_Rect(x: x, y: y, w: min(side, dst.x + dst.w - x), h: h))
                x += side
            }
            y += side
        }
        return tiles
    }

    /// Draws a gradient on the CPU into a sprite, cut to the clip.
    func gradient(_ g: GradientDraw) {
        guard !clip.isEmpty, g.colors.count == g.locations.count else { return }
        let m = pixelTransform(g.shape.transform)
        guard pixelsPerPoint(m) > 0 else { return }
        guard let dst = box(g.shape.rect.applying(m)) else { return }
        var hasher = VectorDigest()
        hasher.add(dst)
        for v in [m.a, m.b, m.c, m.d, m.tx, m.ty, g.shape.rect.minX, g.shape.rect.minY, g.shape.rect.width, g.shape.rect.height,
                  g.shape.cornerRadius, CGFloat(g.shape.maskedCorners.rawValue), g.startPoint.x, g.startPoint.y, g.endPoint.x, g.endPoint.y] {
            hasher.add(Double(v))
        }
        hasher.add(Double(g.kind == .axial ? 0 : g.kind == .radial ? 1 : 2))
        for (c, l) in zip(g.colors, g.locations) { hasher.add(c); hasher.add(Double(l)) }
        let region = clipRegion
        hasher.add(region)
        for tile in Self.tiles(of: dst) {
            var tileHasher = hasher
            if tile != dst { tileHasher.add(tile) }
            let raster = VectorRasterizer(x0: Int(tile.x), y0: Int(tile.y), w: Int(tile.w), h: Int(tile.h))
            guard let sprite = sprites.vector(digest: tileHasher.value, dst: tile, draw: {
                raster.clipped(raster.gradient(g, m: m), to: region)
            }) else { continue }
            append(.copy(texture: sprite.texture, dst: sprite.dst, color: Self.untinted))
        }
    }

    /// Draws a blend: both sides rendered on clear layers of their own (an offscreen canvas
    /// at the frame's scale), combined pixel by pixel by the mode, kept as a sprite, cut to the
    /// clip.
    func composite(_ c: CompositeDraw) {
        guard !clip.isEmpty else { return }
        let m = pixelTransform(c.transform)
        guard let dst = box(c.bounds.applying(m)) else { return }
        var hasher = VectorDigest()
        hasher.add(dst)
        hasher.add(Double(scale))
        hasher.add(description: "\(c.mode)|\(c.below)|\(c.above)")
        let region = clipRegion
        hasher.add(region)
        let raster = VectorRasterizer(x0: Int(dst.x), y0: Int(dst.y), w: Int(dst.w), h: Int(dst.h))
        let scale = self.scale
        guard let sprite = sprites.vector(digest: hasher.value, dst: dst, draw: {
            guard let canvas = try? OffscreenCanvas(width: Int(dst.w), height: Int(dst.h), textSystem: textures.textSystem,
                                                    images: textures.images) else { return [] }
            // Each side moved so that the sprite's top left is the canvas's.
            let shift = CGAffineTransform(translationX: -CGFloat(dst.x) / scale, y: -CGFloat(dst.y) / scale)
            func layer(_ items: [DisplayItem]) -> [UInt8] {
                var list = DisplayList()
                for item in items { list.append(item.placed(by: shift, opacity: 1)) }
                canvas.renderer.draw(list, scale: scale, background: .clear, fromScratch: true)
                return canvas.renderer.readPixels().pixels
            }
            let below = layer(c.below), above = layer(c.above)
            let count = Int(dst.w) * Int(dst.h)
            guard below.count == count * 4, above.count == count * 4 else { return [] }
            return raster.clipped(BlendCompositor.blend(below: below, above: above, count: count, mode: c.mode), to: region)
        }) else { return }
        append(.copy(texture: sprite.texture, dst: sprite.dst, color: Self.untinted))
    }
}
