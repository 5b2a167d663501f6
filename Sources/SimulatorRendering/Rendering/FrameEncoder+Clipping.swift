import CSDL2
import Foundation
import UIModel

/// Clipping: a rectangle clip is SDL's clip rectangle; a rounded or turned one is also an
/// outline (`clipPolygons`, one per depth, cut to the one outside it) that geometry is clipped to.
nonisolated extension FrameEncoder {
    func pushClip(_ shape: RoundedRect) {
        let parent = clip
        let m = pixelTransform(shape.transform)
        var next: Clip
        if shape.cornerRadius == 0 || shape.maskedCorners.isEmpty, m.isAxisAligned {
            next = Clip(rect: parent.rect.intersection(Self.snapped(shape.rect, m)), polygon: parent.polygon, rounded: nil)
        } else {
            let depth = clips.count
            while clipPolygons.count <= depth { clipPolygons.append([]) }
            clipPolygons[depth].removeAll(keepingCapacity: true)
            let segments = ConvexGeometry.cornerSegments(radiusPx: shape.cornerRadius * pixelsPerPoint(m))
            ConvexGeometry.roundedRect(shape.rect, radius: shape.cornerRadius, segments: segments, transform: m,
                                       corners: shape.maskedCorners, into: &clipPolygons[depth])
            var rounded: (CGRect, CGFloat)?
            if parent.polygon == nil, shape.isUniform, m.isAxisAligned, m.a > 0, m.d > 0 {
                let r = shape.rect
                rounded = (CGRect(x: m.a * r.minX + m.tx, y: m.d * r.minY + m.ty, width: m.a * r.width, height: m.d * r.height),
                           shape.cornerRadius * min(m.a, m.d))
            }
            next = polygonClip(depth: depth, parent: parent, rounded: rounded)
        }
        clips.append(next)
        append(.clip(next.rect))
    }

    /// Clips to a convex path (its outline in `clipPolygons`, cut to the parent clip's).
    func pushClip(path: CGPath, transform: CGAffineTransform) {
        let parent = clip
        let m = pixelTransform(transform)
        let ppp = pixelsPerPoint(m)
        let depth = clips.count
        while clipPolygons.count <= depth { clipPolygons.append([]) }
        clipPolygons[depth].removeAll(keepingCapacity: true)
        if ppp > 0, ppp.isFinite, let outline = path.flattened(tolerance: Self.flatness / ppp).first {
            for p in outline.points {
                let q = p.applying(m), v = SDL_FPoint(x: Float(q.x), y: Float(q.y))
                // Repeated points (a closing point on the start) would make edges of no length.
                if let last = clipPolygons[depth].last, abs(last.x - v.x) < 1e-3, abs(last.y - v.y) < 1e-3 { continue }
                clipPolygons[depth].append(v)
            }
            if let first = clipPolygons[depth].first, let last = clipPolygons[depth].last, clipPolygons[depth].count > 1,
               abs(first.x - last.x) < 1e-3, abs(first.y - last.y) < 1e-3 {
                clipPolygons[depth].removeLast()
            }
        }
        let next = polygonClip(depth: depth, parent: parent, rounded: nil)
        clips.append(next)
        append(.clip(next.rect))
    }

    /// The clip of the outline at `clipPolygons[depth]` (made counter-clockwise and cut to the
    /// parent's outline), its pixel bounds within the parent's rectangle.
    private func polygonClip(depth: Int, parent: Clip, rounded: (CGRect, CGFloat)?) -> Clip {
        if ConvexGeometry.signedArea(clipPolygons[depth]) < 0 { clipPolygons[depth].reverse() }
        if let outer = parent.polygon {
            clipInput.removeAll(keepingCapacity: true)
            for p in clipPolygons[depth] { clipInput.append(vertex(p, SDL_Color(r: 0, g: 0, b: 0, a: 0))) }
            ConvexGeometry.clip(&clipInput, to: clipPolygons[outer], scratch: &clipScratch)
            clipPolygons[depth].removeAll(keepingCapacity: true)
            for v in clipInput { clipPolygons[depth].append(v.position) }
        }
        let region = clipPolygons[depth]
        var x0 = Float.greatestFiniteMagnitude, y0 = x0, x1 = -x0, y1 = -x0
        for p in region { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        // An outline of a degenerate transform (NaN, or beyond any screen) clips everything away.
        let limit = Float(1 << 24)
        let drawable = [x0, y0, x1, y1].allSatisfy { $0.isFinite && abs($0) < limit }
        let bounds = region.count >= 3 && drawable
            ? SDL_Rect(x: Int32(x0.rounded(.down)), y: Int32(y0.rounded(.down)),
                       w: Int32((x1 - x0.rounded(.down)).rounded(.up)), h: Int32((y1 - y0.rounded(.down)).rounded(.up)))
            : SDL_Rect(x: 0, y: 0, w: 0, h: 0)
        return Clip(rect: parent.rect.intersection(bounds), polygon: depth, rounded: rounded)
    }

    func popClip() {
        guard clips.count > 1 else { return }
        clips.removeLast()
        let r = clip.rect
        append(.clip(clips.count == 1 ? nil : r))
    }
}
