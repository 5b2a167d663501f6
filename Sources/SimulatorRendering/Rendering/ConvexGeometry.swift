import CSDL2
import Foundation
import UIModel

/// Geometry on convex polygons in device pixels: rounded-rectangle outlines, vertex normals for
/// anti-aliasing fringes and insets, and clipping to a convex region.
nonisolated enum ConvexGeometry {
    /// Segments per quarter circle for a corner of `radiusPx` pixels: about one every 3 px of arc.
    static func cornerSegments(radiusPx: CGFloat) -> Int {
        guard radiusPx > 0.25 else { return 0 }
        return min(max(Int((radiusPx * .pi / 2 / 3).rounded(.up)), 2), 24)
    }

    /// Appends the outline of a rounded rectangle (clockwise on screen) transformed by `m`.
    /// With `segments` > 0 every corner contributes `segments + 1` points, even with a zero radius,
    /// so an outer and an inner outline made with the same count pair up point for point.
    static func roundedRect(_ r: CGRect, radius: CGFloat, segments: Int, transform m: CGAffineTransform,
                            corners: CACornerMask = CACornerMask(rawValue: 0xF), into out: inout [SDL_FPoint]) {
        func put(_ x: CGFloat, _ y: CGFloat) {
            out.append(SDL_FPoint(x: Float(m.a * x + m.c * y + m.tx), y: Float(m.b * x + m.d * y + m.ty)))
        }
        guard segments > 0 else {
            put(r.minX, r.minY); put(r.maxX, r.minY); put(r.maxX, r.maxY); put(r.minX, r.maxY)
            return
        }
        let rad = max(0, min(radius, min(r.width, r.height) / 2))
        // A corner left square keeps its points (all at the corner), so outlines still pair up.
        func corner(_ x: CGFloat, _ y: CGFloat, _ sx: CGFloat, _ sy: CGFloat, _ start: CGFloat, _ which: CACornerMask) {
            let k = corners.contains(which) ? rad : 0
            for i in 0...segments {
                let a = start + CGFloat(i) / CGFloat(segments) * (.pi / 2)
                put(x + sx * k + k * cos(a), y + sy * k + k * sin(a))
            }
        }
        corner(r.minX, r.minY, 1, 1, .pi, .layerMinXMinYCorner)
        corner(r.maxX, r.minY, -1, 1, .pi * 1.5, .layerMaxXMinYCorner)
        corner(r.maxX, r.maxY, -1, -1, 0, .layerMaxXMaxYCorner)
        corner(r.minX, r.maxY, 1, -1, .pi / 2, .layerMinXMaxYCorner)
    }

    static func signedArea(_ p: [SDL_FPoint]) -> Float {
        var a: Float = 0
        for i in p.indices {
            let j = i + 1 == p.count ? 0 : i + 1
            a += p[i].x * p[j].y - p[j].x * p[i].y
        }
        return a / 2
    }

    /// Outward miter normals, scaled so that offsetting a vertex by `normal · d` moves both its
    /// edges by `d`. Repeated points borrow the normal of their neighbours' edges.
    static func normals(_ p: [SDL_FPoint], into out: inout [SDL_FPoint]) {
        out.removeAll(keepingCapacity: true)
        let n = p.count
        guard n >= 3 else { for _ in p { out.append(SDL_FPoint(x: 0, y: 0)) }; return }
        let sign: Float = signedArea(p) >= 0 ? 1 : -1
        func edgeNormal(from i: Int, step: Int) -> SDL_FPoint? {
            var j = i
            for _ in 0..<n {
                j = (j + step + n) % n
                let dx = step > 0 ? p[j].x - p[i].x : p[i].x - p[j].x
                let dy = step > 0 ? p[j].y - p[i].y : p[i].y - p[j].y
                let len = (dx * dx + dy * dy).squareRoot()
                if len > 1e-4 { return SDL_FPoint(x: sign * dy / len, y: -sign * dx / len) }
            }
            return nil
        }
        for i in 0..<n {
            guard let a = edgeNormal(from: i, step: -1), let b = edgeNormal(from: i, step: 1) else {
                out.append(SDL_FPoint(x: 0, y: 0)); continue
            }
            var nx = a.x + b.x, ny = a.y + b.y
            let len = (nx * nx + ny * ny).squareRoot()
            if len < 1e-4 { out.append(a); continue }
            nx /= len; ny /= len
            let cosHalf = max(nx * a.x + ny * a.y, 0.25)
            out.append(SDL_FPoint(x: nx / cosHalf, y: ny / cosHalf))
        }
    }

    /// Clips a convex polygon of vertices to a convex region (positive signed area), interpolating
    /// colour and texture coordinates (Sutherland–Hodgman). `input` is consumed as scratch space.
    static func clip(_ input: inout [SDL_Vertex], to region: [SDL_FPoint], scratch: inout [SDL_Vertex]) {
        let m = region.count
        for e in 0..<m {
            guard !input.isEmpty else { return }
            let c0 = region[e], c1 = region[(e + 1) % m]
            let ex = c1.x - c0.x, ey = c1.y - c0.y
            func side(_ v: SDL_Vertex) -> Float { ex * (v.position.y - c0.y) - ey * (v.position.x - c0.x) }
            scratch.removeAll(keepingCapacity: true)
            for i in input.indices {
                let cur = input[i], nxt = input[(i + 1) % input.count]
                let sc = side(cur), sn = side(nxt)
                if sc >= 0 { scratch.append(cur) }
                if (sc >= 0) != (sn >= 0) {
                    let t = sc / (sc - sn)
                    scratch.append(lerp(cur, nxt, t))
                }
            }
            swap(&input, &scratch)
        }
    }

    static func lerp(_ a: SDL_Vertex, _ b: SDL_Vertex, _ t: Float) -> SDL_Vertex {
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(max(0, min(255, (Float(x) + (Float(y) - Float(x)) * t).rounded()))) }
        return SDL_Vertex(
            position: SDL_FPoint(x: a.position.x + (b.position.x - a.position.x) * t,
                                 y: a.position.y + (b.position.y - a.position.y) * t),
            color: SDL_Color(r: mix(a.color.r, b.color.r), g: mix(a.color.g, b.color.g),
                             b: mix(a.color.b, b.color.b), a: mix(a.color.a, b.color.a)),
            tex_coord: SDL_FPoint(x: a.tex_coord.x + (b.tex_coord.x - a.tex_coord.x) * t,
                                  y: a.tex_coord.y + (b.tex_coord.y - a.tex_coord.y) * t))
    }
}
