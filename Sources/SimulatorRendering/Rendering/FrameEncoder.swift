import CSDL2
import Foundation
import UIModel

/// Turns a display list into SDL draw calls in device pixels: anti-aliased rounded rectangles,
/// borders and shadows as triangles with a one-pixel alpha fringe, opaque axis-aligned rectangles
/// as plain fills (blending off, the fast path), text and images as textures, and clipping to
/// convex regions. All scratch storage is kept between frames.
nonisolated final class FrameEncoder {
    nonisolated struct Clip {
        var rect: SDL_Rect
        /// Set when the region is not exactly `rect` (rounded or rotated): the index of its outline
        /// in `clipPolygons`; geometry is clipped to it.
        var polygon: Int?
        /// Set when the region is exactly one unrotated rounded rectangle (pixels): images are
        /// cut to it on the CPU instead of with triangles.
        var rounded: (rect: CGRect, radius: CGFloat)?
        var isEmpty: Bool { rect.w <= 0 || rect.h <= 0 }
    }

    /// Half the width of the anti-aliasing fringe, in pixels.
    static let fringe: Float = 0.5
    /// Text larger than this many pixels is drawn at this size and scaled (bounds texture memory).
    static let maxTextPixelSize: CGFloat = 512

    var buffer = CommandBuffer()
    let textures: TextureCache
    private let shapes: ShapeTextures
    let sprites: SpriteCache
    let groups: GroupCache
    /// Outlines of the polygon clips, one slot per clip depth, reused from frame to frame.
    var clipPolygons: [[SDL_FPoint]] = []
    private(set) var scale: CGFloat = 1
    var clips: [Clip] = []
    private var polygon: [SDL_FPoint] = []
    private var inner: [SDL_FPoint] = []
    private var normalsA: [SDL_FPoint] = []
    private var normalsB: [SDL_FPoint] = []
    var clipInput: [SDL_Vertex] = []
    var clipScratch: [SDL_Vertex] = []
    private var geometryTexture: OpaquePointer?
    private var geometryOpen = false

    init(textures: TextureCache, shapes: ShapeTextures, sprites: SpriteCache, groups: GroupCache) {
        self.textures = textures
        self.shapes = shapes
        self.sprites = sprites
        self.groups = groups
    }

    /// Encodes `list` for a target of `size` pixels at `scale` pixels per point.
    func encode(_ list: DisplayList, scale: CGFloat, size: (w: Int32, h: Int32), background: SDL_Color) {
        buffer.reset()
        clips.removeAll(keepingCapacity: true)
        self.scale = scale
        geometryOpen = false
        textures.beginFrame()
        sprites.beginFrame()
        groups.beginFrame()
        buffer.commands.append(.clip(nil))
        buffer.commands.append(.clear(background))
        clips.append(Clip(rect: SDL_Rect(x: 0, y: 0, w: size.w, h: size.h), polygon: nil, rounded: nil))
        for item in list.items {
            switch item {
            case .fill(let shape, let color): fill(shape, color)
            case .stroke(let shape, let color, let width): stroke(shape, color, width: width)
            case .shadow(let shape, let color, let radius): shadow(shape, color, radius: radius)
            case .text(let run): text(run)
            case .image(let image): self.image(image)
            case .path(let draw): path(draw)
            case .gradient(let draw): gradient(draw)
            case .pushClip(let shape): pushClip(shape)
            case .pushPathClip(let path, let transform): pushClip(path: path, transform: transform)
            case .composite(let c): composite(c)
            case .group(let g): group(g)
            case .backdrop(let b): backdrop(b)
            case .popClip: popClip()
            }
        }
        endGeometry()
        dropClearIfCovered(size)
        textures.endFrame()
        sprites.endFrame()
        groups.endFrame()
    }

    /// Removes what the last opaque, unclipped fill of the whole target paints over: the clear,
    /// and the backgrounds of the views under a full-screen view (a window, its root view, a
    /// navigation controller's, a table's: each would be painted over at once). The pixels are
    /// the same; the frame fills the screen once instead of three or four times.
    private func dropClearIfCovered(_ size: (w: Int32, h: Int32)) {
        func covers(_ r: SDL_Rect) -> Bool { r.x <= 0 && r.y <= 0 && r.x + r.w >= size.w && r.y + r.h >= size.h }
        var clipCoversTarget = true, lastCover: Int?
        for (i, command) in buffer.commands.enumerated() {
            switch command {
            case .clip(let rect): clipCoversTarget = rect.map(covers) ?? true
            case .fillRect(let r, _, blend: false) where clipCoversTarget && covers(r): lastCover = i
            default: break
            }
        }
        guard let lastCover, lastCover > 1 else { return }
        // Everything before it goes but the clip it is drawn under (one that covers the target).
        buffer.commands.replaceSubrange(0..<lastCover, with: [.clip(nil)])
    }

    // MARK: Helpers

    var clip: Clip { clips[clips.count - 1] }

    func pixelTransform(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: t.a * scale, b: t.b * scale, c: t.c * scale, d: t.d * scale, tx: t.tx * scale, ty: t.ty * scale)
    }

    /// Pixels per point along the shape's axes (the uniform part of the transform).
    func pixelsPerPoint(_ m: CGAffineTransform) -> CGFloat { abs(m.a * m.d - m.b * m.c).squareRoot() }

    private static func sdlColor(_ c: RGBA) -> SDL_Color {
        func b(_ v: Float) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return SDL_Color(r: b(c.r), g: b(c.g), b: b(c.b), a: b(c.a))
    }

    private static func transparent(_ c: SDL_Color) -> SDL_Color { SDL_Color(r: c.r, g: c.g, b: c.b, a: 0) }

    /// The pixel rectangle of an axis-aligned transformed rect, edges rounded to the pixel grid.
    static func snapped(_ r: CGRect, _ m: CGAffineTransform) -> SDL_Rect {
        let x0 = (m.a * r.minX + m.tx).rounded(), x1 = (m.a * r.maxX + m.tx).rounded()
        let y0 = (m.d * r.minY + m.ty).rounded(), y1 = (m.d * r.maxY + m.ty).rounded()
        func i(_ v: CGFloat) -> Int32 { Int32(max(-1e6, min(1e6, v))) }
        return SDL_Rect(x: i(min(x0, x1)), y: i(min(y0, y1)), w: i(abs(x1 - x0)), h: i(abs(y1 - y0)))
    }

    /// False when the pixel bounds of `points` (grown by `margin`) miss the clip entirely.
    private func visible(_ points: [SDL_FPoint], margin: Float) -> Bool {
        guard let first = points.first else { return false }
        var x0 = first.x, x1 = first.x, y0 = first.y, y1 = first.y
        for p in points { x0 = min(x0, p.x); x1 = max(x1, p.x); y0 = min(y0, p.y); y1 = max(y1, p.y) }
        let c = clip.rect
        return !(x1 + margin < Float(c.x) || y1 + margin < Float(c.y)
                 || x0 - margin > Float(c.x + c.w) || y0 - margin > Float(c.y + c.h))
    }

    // MARK: Triangles

    private func beginGeometry(texture: OpaquePointer?) {
        if geometryOpen {
            if geometryTexture == texture { return }
            endGeometry()
        }
        geometryOpen = true
        geometryTexture = texture
        buffer.commands.append(.geometry(texture: texture, first: buffer.vertices.count, count: 0))
    }

    private func endGeometry() {
        guard geometryOpen, case .geometry(let t, let first, _) = buffer.commands[buffer.commands.count - 1] else { return }
        let count = buffer.vertices.count - first
        if count == 0 {
            buffer.commands.removeLast()
        } else {
            buffer.commands[buffer.commands.count - 1] = .geometry(texture: t, first: first, count: count)
        }
        geometryOpen = false
    }

    func append(_ command: DrawCommand) {
        endGeometry()
        buffer.commands.append(command)
    }

    func vertex(_ p: SDL_FPoint, _ c: SDL_Color, _ uv: SDL_FPoint = SDL_FPoint(x: 0, y: 0)) -> SDL_Vertex {
        SDL_Vertex(position: p, color: c, tex_coord: uv)
    }

    private func triangle(_ a: SDL_Vertex, _ b: SDL_Vertex, _ c: SDL_Vertex) {
        guard let index = clip.polygon else {
            buffer.vertices.append(a); buffer.vertices.append(b); buffer.vertices.append(c)
            return
        }
        clipInput.removeAll(keepingCapacity: true)
        clipInput.append(a); clipInput.append(b); clipInput.append(c)
        ConvexGeometry.clip(&clipInput, to: clipPolygons[index], scratch: &clipScratch)
        guard clipInput.count >= 3 else { return }
        for i in 1..<(clipInput.count - 1) {
            buffer.vertices.append(clipInput[0]); buffer.vertices.append(clipInput[i]); buffer.vertices.append(clipInput[i + 1])
        }
    }

    private func quad(_ a: SDL_Vertex, _ b: SDL_Vertex, _ c: SDL_Vertex, _ d: SDL_Vertex) {
        triangle(a, b, c)
        triangle(a, c, d)
    }

    private static func offset(_ p: SDL_FPoint, _ n: SDL_FPoint, _ d: Float) -> SDL_FPoint {
        SDL_FPoint(x: p.x + n.x * d, y: p.y + n.y * d)
    }

    /// Fills the convex `polygon`: solid from `insetBy` inside the edge, fading to transparent at
    /// `outsetBy` outside it (a one-pixel anti-aliasing fringe, or a wide one for shadows).
    private func fillPolygon(color: SDL_Color, insetBy: Float, outsetBy: Float) {
        let n = polygon.count
        guard n >= 3 else { return }
        ConvexGeometry.normals(polygon, into: &normalsA)
        let clear = Self.transparent(color)
        beginGeometry(texture: nil)
        let c0 = vertex(Self.offset(polygon[0], normalsA[0], -insetBy), color)
        for i in 1..<(n - 1) {
            triangle(c0, vertex(Self.offset(polygon[i], normalsA[i], -insetBy), color),
                     vertex(Self.offset(polygon[i + 1], normalsA[i + 1], -insetBy), color))
        }
        for i in 0..<n {
            let j = i + 1 == n ? 0 : i + 1
            quad(vertex(Self.offset(polygon[i], normalsA[i], -insetBy), color),
                 vertex(Self.offset(polygon[j], normalsA[j], -insetBy), color),
                 vertex(Self.offset(polygon[j], normalsA[j], outsetBy), clear),
                 vertex(Self.offset(polygon[i], normalsA[i], outsetBy), clear))
        }
    }

    // MARK: Items

    /// True when the shape lands on the pixel grid unrotated and unclipped by a polygon: the
    /// cases drawn with fills and cached corners.
    private func isGridAligned(_ m: CGAffineTransform) -> Bool {
        m.isAxisAligned && m.a > 0 && m.d > 0 && clip.polygon == nil
    }

    /// The corner radius in half pixels, at most half the shorter side of `r`.
    private static func radius2(_ radius: CGFloat, _ m: CGAffineTransform, in r: SDL_Rect) -> Int32 {
        Int32(min((radius * min(m.a, m.d) * 2).rounded(), CGFloat(min(r.w, r.h))))
    }

    /// A blur of what is drawn under the shape's pixel box (its bounding box when it is turned),
    /// rounded by the shape's corner radius; sigma is half the radius, in pixels.
    private func backdrop(_ b: BackdropDraw) {
        let opacity = UInt8(max(0, min(255, (b.opacity * 255).rounded())))
        guard !clip.isEmpty, b.radius > 0, opacity > 0 else { return }
        let m = pixelTransform(b.shape.transform)
        let box = b.shape.rect.applying(m)
        guard box.width.isFinite, box.height.isFinite else { return }
        let r = Self.snapped(CGRect(x: 0, y: 0, width: 1, height: 1), CGAffineTransform(a: box.width, b: 0, c: 0, d: box.height, tx: box.minX, ty: box.minY))
        guard r.w > 0, r.h > 0, intersectsClip(r) else { return }
        let corner = Float(b.shape.cornerRadius * pixelsPerPoint(m))
        append(.backdrop(dst: r, sigma: Float(b.radius * pixelsPerPoint(m) / 2), cornerRadius: corner, opacity: opacity))
    }

    private func intersectsClip(_ r: SDL_Rect) -> Bool {
        let i = r.intersection(clip.rect)
        return i.w > 0 && i.h > 0
    }

    /// The copy colour of textures already in their colour.
    static let untinted = SDL_Color(r: 255, g: 255, b: 255, a: 255)

    /// Copies the four corner textures into the corners of `r`.
    private func appendCorners(_ corners: ShapeTextures.Corners, in r: SDL_Rect) {
        let color = Self.untinted
        let n = corners.size
        let origins = (SDL_Point(x: r.x, y: r.y), SDL_Point(x: r.x + r.w - n, y: r.y),
                       SDL_Point(x: r.x + r.w - n, y: r.y + r.h - n), SDL_Point(x: r.x, y: r.y + r.h - n))
        func put(_ i: Int, _ p: SDL_Point) {
            append(.copy(texture: corners.textures[i], dst: SDL_Rect(x: p.x, y: p.y, w: n, h: n), color: color))
        }
        put(0, origins.0); put(1, origins.1); put(2, origins.2); put(3, origins.3)
    }

    /// Draws a shape as a CPU-rasterised sprite; false when no sprite could be made.
    private func sprite(_ shape: RoundedRect, _ kind: SpriteCache.Kind, _ m: CGAffineTransform, _ color: SDL_Color) -> Bool {
        guard clip.polygon == nil, let s = sprites.shape(shape, kind: kind, m: m, color: color) else { return false }
        if intersectsClip(s.dst) { append(.copy(texture: s.texture, dst: s.dst, color: Self.untinted)) }
        return true
    }

    private static func quantised(_ v: CGFloat) -> Int64 { Int64((v * SpriteCache.quantum).rounded()) }

    private func fillRect(_ r: SDL_Rect, _ color: SDL_Color) {
        guard r.w > 0, r.h > 0 else { return }
        append(.fillRect(r, color, blend: color.a < 255))
    }

    private func fill(_ shape: RoundedRect, _ rgba: RGBA) {
        guard !clip.isEmpty else { return }
        let m = pixelTransform(shape.transform)
        let color = Self.sdlColor(rgba)
        guard color.a > 0 else { return }
        if isGridAligned(m), shape.isUniform {
            let r = Self.snapped(shape.rect, m)
            guard intersectsClip(r) else { return }
            let radius2 = Self.radius2(shape.cornerRadius, m, in: r)
            if radius2 < 1 { return fillRect(r, color) }
            if let corners = shapes.fill(radius2: radius2, color: color), 2 * corners.size <= min(r.w, r.h) {
                let n = corners.size
                appendCorners(corners, in: r)
                fillRect(SDL_Rect(x: r.x + n, y: r.y, w: r.w - 2 * n, h: r.h), color)
                fillRect(SDL_Rect(x: r.x, y: r.y + n, w: n, h: r.h - 2 * n), color)
                fillRect(SDL_Rect(x: r.x + r.w - n, y: r.y + n, w: n, h: r.h - 2 * n), color)
                return
            }
        }
        if sprite(shape, .fill, m, color) { return }
        if fillUnderRoundedClip(shape, m, color) { return }
        polygon.removeAll(keepingCapacity: true)
        let segments = ConvexGeometry.cornerSegments(radiusPx: shape.cornerRadius * pixelsPerPoint(m))
        ConvexGeometry.roundedRect(shape.rect, radius: shape.cornerRadius, segments: segments, transform: m,
                                   corners: shape.maskedCorners, into: &polygon)
        guard visible(polygon, margin: 1) else { return }
        fillPolygon(color: color, insetBy: Self.fringe, outsetBy: Self.fringe)
    }

    /// An opaque square-cornered fill on whole pixels under a rounded clip on whole pixels (a
    /// page in a container that clips to its rounded corners): what the clip's corners leave
    /// straight is filled as rectangles, and only the four corner squares go through triangles
    /// clipped to the outline. SDL's software triangles cost several times a fill per pixel, so
    /// a full screen of them took tens of milliseconds. The pixels are the triangles' own: the
    /// clip's straight edges lie on pixel edges, where both cover the same pixels. False when
    /// the fill is not such a case.
    private func fillUnderRoundedClip(_ shape: RoundedRect, _ m: CGAffineTransform, _ color: SDL_Color) -> Bool {
        guard color.a == 255, clip.polygon != nil, let rounded = clip.rounded, m.isAxisAligned, m.a > 0, m.d > 0,
              shape.cornerRadius == 0 || shape.maskedCorners.isEmpty else { return false }
        func whole(_ v: CGFloat) -> Int32? {
            let r = v.rounded()
            return abs(v - r) < 1e-3 && abs(r) < 1e6 ? Int32(r) : nil
        }
        let s = shape.rect, c = rounded.rect
        guard let fx0 = whole(m.a * s.minX + m.tx), let fx1 = whole(m.a * s.maxX + m.tx),
              let fy0 = whole(m.d * s.minY + m.ty), let fy1 = whole(m.d * s.maxY + m.ty),
              let cx0 = whole(c.minX), let cx1 = whole(c.maxX), let cy0 = whole(c.minY), let cy1 = whole(c.maxY),
              rounded.radius.isFinite, rounded.radius >= 0 else { return false }
        let n = Int32(rounded.radius.rounded(.up))
        let cw = cx1 - cx0, ch = cy1 - cy0
        guard 2 * n <= cw, 2 * n <= ch else { return false }
        let f = SDL_Rect(x: fx0, y: fy0, w: fx1 - fx0, h: fy1 - fy0).intersection(clip.rect)
        guard f.w > 0, f.h > 0 else { return true }
        for band in [SDL_Rect(x: cx0, y: cy0 + n, w: cw, h: ch - 2 * n), SDL_Rect(x: cx0 + n, y: cy0, w: cw - 2 * n, h: n),
                     SDL_Rect(x: cx0 + n, y: cy1 - n, w: cw - 2 * n, h: n)] {
            fillRect(band.intersection(f), color)
        }
        guard n > 0 else { return true }
        beginGeometry(texture: nil)
        for corner in [SDL_Rect(x: cx0, y: cy0, w: n, h: n), SDL_Rect(x: cx1 - n, y: cy0, w: n, h: n),
                       SDL_Rect(x: cx1 - n, y: cy1 - n, w: n, h: n), SDL_Rect(x: cx0, y: cy1 - n, w: n, h: n)] {
            let r = corner.intersection(f)
            guard r.w > 0, r.h > 0 else { continue }
            let x0 = Float(r.x), y0 = Float(r.y), x1 = Float(r.x + r.w), y1 = Float(r.y + r.h)
            quad(vertex(SDL_FPoint(x: x0, y: y0), color), vertex(SDL_FPoint(x: x1, y: y0), color),
                 vertex(SDL_FPoint(x: x1, y: y1), color), vertex(SDL_FPoint(x: x0, y: y1), color))
        }
        return true
    }

    private func stroke(_ shape: RoundedRect, _ rgba: RGBA, width: CGFloat) {
        guard !clip.isEmpty, width > 0 else { return }
        let m = pixelTransform(shape.transform)
        let ppp = pixelsPerPoint(m)
        let r = shape.rect
        if width * 2 >= min(r.width, r.height) { return fill(shape, rgba) }
        let color = Self.sdlColor(rgba)
        guard color.a > 0 else { return }
        if isGridAligned(m), shape.isUniform {
            let rect = Self.snapped(r, m)
            guard intersectsClip(rect) else { return }
            // Borders thinner than a pixel keep their weight by fading.
            let exact = width * min(m.a, m.d)
            let w = max(Int32(exact.rounded()), 1)
            let c = exact < 1 ? SDL_Color(r: color.r, g: color.g, b: color.b, a: UInt8(CGFloat(color.a) * exact)) : color
            let radius2 = Self.radius2(shape.cornerRadius, m, in: rect)
            if let corners = shapes.ring(radius2: radius2, width: w, color: c), 2 * corners.size <= min(rect.w, rect.h) {
                let n = corners.size
                appendCorners(corners, in: rect)
                fillRect(SDL_Rect(x: rect.x + n, y: rect.y, w: rect.w - 2 * n, h: w), c)
                fillRect(SDL_Rect(x: rect.x + n, y: rect.y + rect.h - w, w: rect.w - 2 * n, h: w), c)
                fillRect(SDL_Rect(x: rect.x, y: rect.y + n, w: w, h: rect.h - 2 * n), c)
                fillRect(SDL_Rect(x: rect.x + rect.w - w, y: rect.y + n, w: w, h: rect.h - 2 * n), c)
                return
            }
        }
        if sprite(shape, .stroke(width: Self.quantised(width)), m, color) { return }
        let segments = max(ConvexGeometry.cornerSegments(radiusPx: shape.cornerRadius * ppp), shape.cornerRadius > 0 ? 2 : 0)
        polygon.removeAll(keepingCapacity: true)
        ConvexGeometry.roundedRect(r, radius: shape.cornerRadius, segments: segments, transform: m,
                                   corners: shape.maskedCorners, into: &polygon)
        guard visible(polygon, margin: 1) else { return }
        inner.removeAll(keepingCapacity: true)
        ConvexGeometry.roundedRect(r.insetBy(dx: width, dy: width), radius: max(shape.cornerRadius - width, 0),
                                   segments: segments, transform: m, corners: shape.maskedCorners, into: &inner)
        ConvexGeometry.normals(polygon, into: &normalsA)
        ConvexGeometry.normals(inner, into: &normalsB)
        // Thin borders keep their weight by fading rather than by covering whole pixels.
        let widthPx = Float(width * ppp)
        let half = min(Self.fringe, widthPx / 2)
        let c = widthPx < 1 ? SDL_Color(r: color.r, g: color.g, b: color.b, a: UInt8(Float(color.a) * widthPx)) : color
        let clear = Self.transparent(c)
        beginGeometry(texture: nil)
        let n = polygon.count
        for i in 0..<n {
            let j = i + 1 == n ? 0 : i + 1
            let o0 = Self.offset(polygon[i], normalsA[i], -half), o1 = Self.offset(polygon[j], normalsA[j], -half)
            let i0 = Self.offset(inner[i], normalsB[i], half), i1 = Self.offset(inner[j], normalsB[j], half)
            quad(vertex(o0, c), vertex(o1, c), vertex(i1, c), vertex(i0, c))
            quad(vertex(Self.offset(polygon[i], normalsA[i], Self.fringe), clear),
                 vertex(Self.offset(polygon[j], normalsA[j], Self.fringe), clear), vertex(o1, c), vertex(o0, c))
            quad(vertex(i0, c), vertex(i1, c),
                 vertex(Self.offset(inner[j], normalsB[j], -Self.fringe), clear),
                 vertex(Self.offset(inner[i], normalsB[i], -Self.fringe), clear))
        }
    }

    private func shadow(_ shape: RoundedRect, _ rgba: RGBA, radius: CGFloat) {
        guard !clip.isEmpty else { return }
        let m = pixelTransform(shape.transform)
        let color = Self.sdlColor(rgba)
        guard color.a > 0 else { return }
        let ppp = pixelsPerPoint(m)
        if isGridAligned(m), shape.isUniform, shadowNineSlice(shape, m, color: color, radius: radius) { return }
        if sprite(shape, .shadow(blur: Self.quantised(radius)), m, color) { return }
        let blur = Float(max(radius, 0) * ppp)
        polygon.removeAll(keepingCapacity: true)
        let segments = max(ConvexGeometry.cornerSegments(radiusPx: (shape.cornerRadius + radius) * ppp), 2)
        ConvexGeometry.roundedRect(shape.rect, radius: shape.cornerRadius, segments: segments, transform: m,
                                   corners: shape.maskedCorners, into: &polygon)
        guard visible(polygon, margin: blur + 1) else { return }
        // A linear ramp over twice the blur radius approximates the Gaussian's falloff; the inset is
        // limited so the ramp never crosses the middle of a small shape.
        let maxInset = Float(min(shape.rect.width, shape.rect.height) * ppp / 2) - 0.5
        fillPolygon(color: color, insetBy: max(min(blur, maxInset), Self.fringe), outsetBy: max(blur, Self.fringe))
    }

    /// Draws an unrotated shadow as cached corners, one blended fill per distinct row (or column)
    /// of the four edge ramps, and a fill for the middle. False when the shape is too small for
    /// the corners to fit (the caller falls back to triangles).
    private func shadowNineSlice(_ shape: RoundedRect, _ m: CGAffineTransform, color: SDL_Color, radius: CGFloat) -> Bool {
        let r = Self.snapped(shape.rect, m)
        let blur = Int32((max(radius, 0) * min(m.a, m.d)).rounded())
        if blur < 1 {
            fill(shape, RGBA(r: Float(color.r) / 255, g: Float(color.g) / 255, b: Float(color.b) / 255, a: Float(color.a) / 255))
            return true
        }
        let e = SDL_Rect(x: r.x - blur, y: r.y - blur, w: r.w + 2 * blur, h: r.h + 2 * blur)
        guard intersectsClip(e) else { return true }
        guard let corners = shapes.shadow(radius2: Self.radius2(shape.cornerRadius, m, in: r), blur: blur, color: color),
              2 * corners.size <= min(e.w, e.h) else { return false }
        let n = corners.size
        appendCorners(corners, in: e)
        let b = Double(blur)
        func rowColor(_ i: Int32) -> SDL_Color {
            let a = ShapeTextures.shadowAlpha(distance: b - Double(i) - 0.5, blur: b)
            return SDL_Color(r: color.r, g: color.g, b: color.b, a: UInt8((Double(color.a) * a).rounded()))
        }
        // Rows from 2 × blur inwards are all at full strength: one fill covers them.
        let ramp = min(2 * blur, n)
        for i in 0..<ramp {
            let c = rowColor(i)
            guard c.a > 0 else { continue }
            fillRect(SDL_Rect(x: e.x + n, y: e.y + i, w: e.w - 2 * n, h: 1), c)
            fillRect(SDL_Rect(x: e.x + n, y: e.y + e.h - 1 - i, w: e.w - 2 * n, h: 1), c)
            fillRect(SDL_Rect(x: e.x + i, y: e.y + n, w: 1, h: e.h - 2 * n), c)
            fillRect(SDL_Rect(x: e.x + e.w - 1 - i, y: e.y + n, w: 1, h: e.h - 2 * n), c)
        }
        if ramp < n {
            let depth = n - ramp
            fillRect(SDL_Rect(x: e.x + n, y: e.y + ramp, w: e.w - 2 * n, h: depth), color)
            fillRect(SDL_Rect(x: e.x + n, y: e.y + e.h - n, w: e.w - 2 * n, h: depth), color)
            fillRect(SDL_Rect(x: e.x + ramp, y: e.y + n, w: depth, h: e.h - 2 * n), color)
            fillRect(SDL_Rect(x: e.x + e.w - n, y: e.y + n, w: depth, h: e.h - 2 * n), color)
        }
        fillRect(SDL_Rect(x: e.x + n, y: e.y + n, w: e.w - 2 * n, h: e.h - 2 * n), color)
        return true
    }

    private func text(_ run: TextRun) {
        guard !clip.isEmpty else { return }
        let m = pixelTransform(run.transform)
        let ppp = pixelsPerPoint(m)
        let pixelSize = min(run.font.pointSize * ppp, Self.maxTextPixelSize)
        let color = Self.sdlColor(run.color)
        let blur = Int32(min(run.blur * ppp, Self.maxTextPixelSize).rounded())
        guard color.a > 0, pixelSize >= 1,
              let entry = textures.text(run.text, face: run.font.face, pixelSize: Int32(pixelSize.rounded()),
                                        tracking: SystemFontTracking.tracking(of: run.font.face, pointSize: run.font.pointSize),
                                        color: color, blur: blur)
        else { return }
        let k = ppp * CGFloat(Int32(pixelSize.rounded())) / pixelSize
        let shift = textures.textSystem.baselineShift(for: run.font)
        let box = CGRect(x: run.origin.x - CGFloat(entry.left) / k, y: run.origin.y + shift - CGFloat(entry.top) / k,
                         width: CGFloat(entry.width) / k, height: CGFloat(entry.height) / k)
        texture(entry, into: box, m, color: SDL_Color(r: 255, g: 255, b: 255, a: color.a), exact: abs(m.a - m.d) < 1e-6)
    }

    private func image(_ draw: ImageDraw) {
        // A template image is its alpha drawn in the tint colour: a white copy, colour-modulated.
        let name = TextureCache.ImageKey(name: draw.name, template: draw.tint != nil)
        guard !clip.isEmpty, let entry = textures.image(name) else { return }
        let color = Self.sdlColor(draw.tint.map { RGBA(r: $0.r, g: $0.g, b: $0.b, a: $0.a * draw.opacity) } ?? RGBA(r: 1, g: 1, b: 1, a: draw.opacity))
        guard color.a > 0 else { return }
        let m = pixelTransform(draw.transform)
        if m.isAxisAligned, m.a > 0, m.d > 0, let rounded = clip.rounded,
           let source = textures.pixels(ofImage: name),
           let s = sprites.maskedImage(entry, source: source, dst: Self.snapped(draw.rect, m), clip: rounded.rect, radius: rounded.radius) {
            append(.copy(texture: s.texture, dst: s.dst, color: color))
            return
        }
        // Unrotated images are scaled once (linear filtering) and then copied pixel for pixel.
        if m.isAxisAligned, m.a > 0, m.d > 0, clip.polygon == nil {
            let dst = Self.snapped(draw.rect, m)
            if let scaled = textures.image(name, width: dst.w, height: dst.h) {
                if intersectsClip(dst) { append(.copy(texture: scaled.texture, dst: dst, color: color)) }
                return
            }
        }
        texture(entry, into: draw.rect, m, color: color)
    }

    /// Draws a texture stretched over `box` (points), as a plain copy when it lands on the pixel
    /// grid unrotated, else as two textured triangles.
    /// `exact`: the texture was rasterised at its on-screen size (text); it is placed at a whole
    /// pixel at exactly that size, since SDL blurs, slows and allocates on a one-pixel rescale.
    private func texture(_ entry: TextureCache.Entry, into box: CGRect, _ m: CGAffineTransform, color: SDL_Color,
                         exact: Bool = false) {
        if m.isAxisAligned, m.a > 0, m.d > 0, clip.polygon == nil {
            var dst = Self.snapped(box, m)
            if exact { dst.w = entry.width; dst.h = entry.height }
            guard intersectsClip(dst) else { return }
            append(.copy(texture: entry.texture, dst: dst, color: color))
            return
        }
        polygon.removeAll(keepingCapacity: true)
        ConvexGeometry.roundedRect(box, radius: 0, segments: 0, transform: m, into: &polygon)
        guard visible(polygon, margin: 1) else { return }
        beginGeometry(texture: entry.texture)
        quad(vertex(polygon[0], color, SDL_FPoint(x: 0, y: 0)), vertex(polygon[1], color, SDL_FPoint(x: 1, y: 0)),
             vertex(polygon[2], color, SDL_FPoint(x: 1, y: 1)), vertex(polygon[3], color, SDL_FPoint(x: 0, y: 1)))
    }
}
