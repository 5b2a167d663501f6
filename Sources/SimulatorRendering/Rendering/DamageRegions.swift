import CSDL2

/// A frame's damage as a few rectangles inside the target: each added rectangle is merged with
/// every one it overlaps, and with any other when that wastes little (a pass per rectangle costs
/// a walk over the frame's calls); past `limit`, the pair whose union wastes least is merged.
nonisolated struct DamageRegions {
    private(set) var rects: [SDL_Rect] = []
    private var target = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
    private var limit = 8

    /// Two rectangles are merged when their union covers at most this much more than the two.
    static let mergeSlack = 1.5

    mutating func reset(target: SDL_Rect, limit: Int) {
        rects.removeAll(keepingCapacity: true)
        self.target = target
        self.limit = max(limit, 1)
    }

    /// The pixels covered, counting overlaps once per rectangle.
    var area: Int { rects.reduce(0) { $0 + $1.area } }

    /// True when a rectangle holds part, but not all, of `r`.
    func cuts(_ r: SDL_Rect) -> Bool { rects.contains { $0.intersects(r) && !$0.contains(r) } }

    mutating func add(_ rect: SDL_Rect) {
        var r = rect.intersection(target)
        guard !r.isEmpty else { return }
        if rects.contains(where: { $0.contains(r) }) { return }
        var i = 0
        while i < rects.count {
            let u = r.union(rects[i])
            if r.intersects(rects[i]) || Double(u.area) <= Self.mergeSlack * Double(r.area + rects[i].area) {
                r = u
                rects.remove(at: i)
                i = 0
            } else {
                i += 1
            }
        }
        rects.append(r)
        while rects.count > limit { mergeCheapestPair() }
    }

    private mutating func mergeCheapestPair() {
        var best = (i: 0, j: 1, waste: Int.max)
        for i in rects.indices {
            for j in (i + 1)..<rects.count {
                let waste = rects[i].union(rects[j]).area - rects[i].area - rects[j].area
                if waste < best.waste { best = (i, j, waste) }
            }
        }
        let merged = rects[best.i].union(rects[best.j])
        rects.remove(at: best.j)
        rects.remove(at: best.i)
        add(merged)
    }
}
