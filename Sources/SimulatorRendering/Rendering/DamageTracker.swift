import CSDL2

/// Which pixels of a frame differ from the frame drawn before it on the same target, found from
/// the frames' SDL calls, and the redraw of just those pixels.
///
/// Every drawing call of a frame is kept with the clip it runs under and the pixels it can
/// change. Two frames with as many calls are compared call by call; otherwise their common
/// beginning and end are matched and the calls between them differ. A call that differs damages
/// the pixels of both the old call and the new one. Every pixel outside the damage sees the same
/// calls, in the same order, as it did last frame, so it already holds its value; the damage is
/// redrawn by running, with the clip narrowed to each damaged rectangle, every call that reaches
/// it. The result is the bytes a redraw from scratch gives.
///
/// SDL stretches a scaled copy (and may turn textured triangles into one) by stepping through
/// the source from the clipped edge, so such a call clipped differently can sample differently:
/// a damaged rectangle that cuts one is widened to hold it whole.
nonisolated final class DamageTracker {
    /// A drawing call, the clip it runs under and the pixels it can change (its extent inside the
    /// clip). `command` draws triangles from the tracker's own copy of the vertices.
    nonisolated struct Op {
        var command: DrawCommand
        var clip: SDL_Rect
        var bounds: SDL_Rect
    }

    /// What a frame redraws: nothing, everything, or these rectangles.
    nonisolated enum Damage: Equatable {
        case none
        case full
        case regions([SDL_Rect])
    }

    private var ops: [Op] = []
    private var previousOps: [Op] = []
    private var vertices: [SDL_Vertex] = []
    private var previousVertices: [SDL_Vertex] = []
    private var target = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
    /// The target's size when the previous frame was drawn, nil when its pixels are unknown (no
    /// frame yet, or the target was drawn on by something else).
    private var previousTarget: SDL_Rect?
    /// Pixels drawn over after the last frame (the damage overlay): redrawn next frame.
    private var overdrawn: [SDL_Rect] = []
    private var regions = DamageRegions()
    /// The last frame's damage from its own changes, without what the overlay drew over (the
    /// overlay outlines these): nil when the frame was drawn whole.
    private(set) var changedRects: [SDL_Rect]?

    /// The most rectangles a frame redraws separately; more are merged.
    static let maxRegions = 8
    /// Past this fraction of the target, the frame is drawn from scratch in one pass.
    static let fullRedrawFraction = 0.6

    /// Forgets the target's pixels: the next frame is drawn whole.
    func invalidate() { previousTarget = nil }

    /// Remembers that `rects` were drawn over after the frame (they are redrawn next frame).
    func drewOver(_ rects: [SDL_Rect]) { overdrawn.append(contentsOf: rects) }

    /// Takes the frame's calls, for a target of `size` pixels: what `damage()` compares with the
    /// previous frame's, and the next frame with these.
    func take(_ buffer: CommandBuffer, size: (w: Int32, h: Int32)) {
        target = SDL_Rect(x: 0, y: 0, w: size.w, h: size.h)
        capture(buffer)
        changedRects = nil
    }

    /// What must be redrawn of the frame taken last.
    func damage() -> Damage {
        guard let previousTarget, previousTarget == target else { return .full }
        regions.reset(target: target, limit: Self.maxRegions)
        if ops.count == previousOps.count {
            for i in ops.indices where !same(i, i) {
                regions.add(previousOps[i].bounds)
                regions.add(ops[i].bounds)
            }
        } else {
            let common = min(ops.count, previousOps.count)
            var head = 0
            while head < common, same(head, head) { head += 1 }
            var tail = 0
            while tail < common - head, same(ops.count - 1 - tail, previousOps.count - 1 - tail) { tail += 1 }
            for i in head..<(previousOps.count - tail) { regions.add(previousOps[i].bounds) }
            for i in head..<(ops.count - tail) { regions.add(ops[i].bounds) }
        }
        changedRects = regions.rects
        for r in overdrawn { regions.add(r) }
        widenAroundWholeDraws()
        if regions.rects.isEmpty { return .none }
        if Double(regions.area) >= Self.fullRedrawFraction * Double(target.area) { return .full }
        return .regions(regions.rects)
    }

    /// The frame was drawn (whole or in part): its calls are the next frame's comparison.
    func commit() {
        swap(&ops, &previousOps)
        swap(&vertices, &previousVertices)
        previousTarget = target
        overdrawn.removeAll(keepingCapacity: true)
    }

    /// Runs the frame's calls that reach `rects`, clipped to each in turn (see the type's comment).
    func redraw(_ rects: [SDL_Rect], on renderer: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>? = nil) {
        vertices.withUnsafeBufferPointer { vp in
            for region in rects {
                var current: SDL_Rect?
                for op in ops where op.bounds.intersects(region) {
                    var clip = op.clip.intersection(region)
                    if clip != current {
                        SDL_RenderSetClipRect(renderer, &clip)
                        current = clip
                    }
                    if case .clear(let c) = op.command {
                        // SDL's clear ignores the clip: an opaque fill writes the same bytes.
                        DrawCommand.fillRect(clip, c, blend: false).run(on: renderer, vertices: vp, surface: surface)
                    } else {
                        op.command.run(on: renderer, vertices: vp, surface: surface)
                    }
                }
            }
        }
        SDL_RenderSetClipRect(renderer, nil)
    }

    // MARK: Calls

    private func capture(_ buffer: CommandBuffer) {
        ops.removeAll(keepingCapacity: true)
        vertices.removeAll(keepingCapacity: true)
        var clip = target
        for command in buffer.commands {
            switch command {
            case .clip(let r): clip = r.map { $0.intersection(target) } ?? target
            case .clear: ops.append(Op(command: command, clip: target, bounds: target))
            case .fillRect(let r, _, _): ops.append(Op(command: command, clip: clip, bounds: r.intersection(clip)))
            case .copy(_, let dst, _): ops.append(Op(command: command, clip: clip, bounds: dst.intersection(clip)))
            case .fade(_, _, let dst, _): ops.append(Op(command: command, clip: clip, bounds: dst.intersection(clip)))
            case .blend(_, let dst, _, _): ops.append(Op(command: command, clip: clip, bounds: dst.intersection(clip)))
            case .backdrop(let dst, _, _, _): ops.append(Op(command: command, clip: clip, bounds: dst.intersection(clip)))
            case .geometry(let texture, let first, let count):
                let start = vertices.count
                var x0 = Float.infinity, y0 = Float.infinity, x1 = -Float.infinity, y1 = -Float.infinity
                for v in buffer.vertices[first..<(first + count)] {
                    vertices.append(v)
                    x0 = min(x0, v.position.x); x1 = max(x1, v.position.x)
                    y0 = min(y0, v.position.y); y1 = max(y1, v.position.y)
                }
                ops.append(Op(command: .geometry(texture: texture, first: start, count: count), clip: clip,
                              bounds: Self.pixelBox(x0, y0, x1, y1, or: clip).intersection(clip)))
            }
        }
    }

    /// The pixels a triangle list with these extremes can touch (a pixel's margin each side),
    /// or all of `fallback` when a coordinate is not finite.
    private static func pixelBox(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, or fallback: SDL_Rect) -> SDL_Rect {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return fallback }
        func i(_ v: Float) -> Int32 { Int32(max(-1e7, min(1e7, v))) }
        let left = i(x0.rounded(.down)) - 1, top = i(y0.rounded(.down)) - 1
        return SDL_Rect(x: left, y: top, w: i(x1.rounded(.up)) + 1 - left, h: i(y1.rounded(.up)) + 1 - top)
    }

    /// True when call `i` of this frame is call `j` of the previous one: same call, same clip.
    private func same(_ i: Int, _ j: Int) -> Bool {
        let a = ops[i], b = previousOps[j]
        guard a.clip == b.clip, a.bounds == b.bounds else { return false }
        switch (a.command, b.command) {
        case (.clear(let x), .clear(let y)): return Self.same(x, y)
        case (.fillRect(let r, let x, let p), .fillRect(let s, let y, let q)): return r == s && Self.same(x, y) && p == q
        case (.copy(let t, let r, let x), .copy(let u, let s, let y)): return t == u && r == s && Self.same(x, y)
        case (.fade(let t, let p, let r, let x), .fade(let u, let q, let s, let y)): return t == u && p === q && r == s && x == y
        case (.blend(let p, let r, let m, let x), .blend(let q, let s, let n, let y)): return p === q && r == s && m == n && x == y
        case (.backdrop(let r, let s, let c, let o), .backdrop(let q, let t, let d, let p)): return r == q && s == t && c == d && o == p
        case (.geometry(let t, let f, let n), .geometry(let u, let g, let m)):
            guard t == u, n == m else { return false }
            for k in 0..<n where !Self.same(vertices[f + k], previousVertices[g + k]) { return false }
            return true
        default: return false
        }
    }

    private static func same(_ a: SDL_Color, _ b: SDL_Color) -> Bool { a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a }

    private static func same(_ a: SDL_Vertex, _ b: SDL_Vertex) -> Bool {
        a.position.x == b.position.x && a.position.y == b.position.y && same(a.color, b.color)
            && a.tex_coord.x == b.tex_coord.x && a.tex_coord.y == b.tex_coord.y
    }

    // MARK: Whole draws

    /// Widens every damaged rectangle that cuts a call SDL must draw whole (see the type's
    /// comment) until none does.
    private func widenAroundWholeDraws() {
        var changed = !regions.rects.isEmpty
        while changed {
            changed = false
            for op in ops where !op.bounds.isEmpty && regions.cuts(op.bounds) && Self.drawsWhole(op.command) {
                regions.add(op.bounds)
                changed = true
            }
        }
    }

    /// Scaled copies and textured triangles.
    private static func drawsWhole(_ command: DrawCommand) -> Bool {
        switch command {
        case .geometry(let texture, _, _): return texture != nil
        // A blur reads the pixels around each it writes: it is redrawn whole.
        case .backdrop: return true
        case .copy(let texture, let dst, _):
            var w: Int32 = 0, h: Int32 = 0
            guard SDL_QueryTexture(texture, nil, nil, &w, &h) == 0 else { return true }
            return w != dst.w || h != dst.h
        default: return false
        }
    }
}
