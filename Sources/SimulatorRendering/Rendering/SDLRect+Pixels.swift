import CSDL2

/// Pixel rectangles: the clip, damage and bounds arithmetic of the renderer.
nonisolated extension SDL_Rect: @retroactive Hashable {
    public static func == (l: SDL_Rect, r: SDL_Rect) -> Bool { l.x == r.x && l.y == r.y && l.w == r.w && l.h == r.h }
    public func hash(into hasher: inout Hasher) { hasher.combine(x); hasher.combine(y); hasher.combine(w); hasher.combine(h) }

    var isEmpty: Bool { w <= 0 || h <= 0 }

    /// Pixels covered, 0 when empty.
    var area: Int { isEmpty ? 0 : Int(w) * Int(h) }

    /// The pixels in both (empty, with a zero size, when they do not meet).
    func intersection(_ b: SDL_Rect) -> SDL_Rect {
        let x0 = max(x, b.x), y0 = max(y, b.y)
        let x1 = min(x + w, b.x + b.w), y1 = min(y + h, b.y + b.h)
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }

    func intersects(_ b: SDL_Rect) -> Bool { !intersection(b).isEmpty }

    /// The smallest rectangle holding both; an empty one adds nothing.
    func union(_ b: SDL_Rect) -> SDL_Rect {
        if isEmpty { return b }
        if b.isEmpty { return self }
        let x0 = min(x, b.x), y0 = min(y, b.y)
        return SDL_Rect(x: x0, y: y0, w: max(x + w, b.x + b.w) - x0, h: max(y + h, b.y + b.h) - y0)
    }

    /// True when every pixel of `b` is in this rectangle (an empty `b` always is).
    func contains(_ b: SDL_Rect) -> Bool {
        b.isEmpty || (b.x >= x && b.y >= y && b.x + b.w <= x + w && b.y + b.h <= y + h)
    }
}
