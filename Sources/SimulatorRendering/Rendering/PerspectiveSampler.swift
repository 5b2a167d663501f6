import CSDL2
import Foundation
import UIModel

/// Maps a flat raster onto target pixels through a projection's inverse.
nonisolated enum PerspectiveSampler {
    /// Each target pixel of `dst` takes the content at the point its centre comes from
    /// (bilinear, premultiplied); pixels whose point is behind the eye or off the content stay
    /// clear. Along a row the content point moves projectively: each row visits only the span
    /// of pixels whose point can fall on the content, in runs of `run` pixels whose ends are
    /// mapped exactly and whose insides step evenly in 16.16 fixed point (the classic
    /// perspective-correct span; off by a small fraction of a texel inside a run), blending
    /// texels as packed bytes. A point is in front of the eye when the inverse map's weight
    /// there is positive (the forward weight is its reciprocal). A run whose texels are all one
    /// colour (most of a view's flat backgrounds) is filled with it: the colour every one of its
    /// bilinear samples gives (see `samples`). The pixels come out in straight ARGB, as textures take them.
    /// `out` is reused: sized to `dst` and every pixel written.
    static func warp(_ c: GroupCache.Content, inverse h: Homography, project: Homography, dst: SDL_Rect, into out: inout [UInt32]) {
        let w = Int(dst.w), hgt = Int(dst.h)
        // Every pixel is written below (those off the content cleared), so a reused array is
        // not cleared first.
        if out.count != w * hgt { out = [UInt32](repeating: 0, count: w * hgt) }
        let cw = c.width, ch = c.height
        // Content pixel coordinates of a group point: (p − origin) · density − ½ (texel centres).
        let d = Double(c.density), ox = Double(c.origin.x), oy = Double(c.origin.y)
        let m11 = Double(h.m11), m12 = Double(h.m12), m13 = Double(h.m13)
        let m21 = Double(h.m21), m22 = Double(h.m22), m23 = Double(h.m23)
        let m31 = Double(h.m31), m32 = Double(h.m32), m33 = Double(h.m33)
        let one = 65536.0
        c.pixels.withUnsafeBufferPointer { srcBuffer in
          c.sameAsNext.withUnsafeBufferPointer { sameBuffer in
            out.withUnsafeMutableBufferPointer { outBuffer in
                // Each band writes only its own rows, and the source is only read.
                nonisolated(unsafe) let src = srcBuffer.baseAddress!, same = sameBuffer.baseAddress!, o = outBuffer.baseAddress!
                // Rows are independent: bands of them on the machine's cores.
                RowBands.forEach(rows: hgt) { rows in
                for row in rows {
                    let py = Double(dst.y) + Double(row) + 0.5, x0 = Double(dst.x) + 0.5
                    // Homogeneous content coordinates at the row's first pixel, and per pixel.
                    let X0 = x0 * m11 + py * m21 + m31, Y0 = x0 * m12 + py * m22 + m32, W0 = x0 * m13 + py * m23 + m33
                    let (first, last) = span(X0: X0, dX: m11, Y0: Y0, dY: m12, W0: W0, dW: m13, d: d, ox: ox, oy: oy,
                                             cw: Double(cw), ch: Double(ch), count: w)
                    let line = o + row * w
                    guard first <= last else {
                        line.update(repeating: 0, count: w)
                        continue
                    }
                    // Clear outside the span; inside it every pixel is sampled or cleared.
                    if first > 0 { line.update(repeating: 0, count: first) }
                    if last < w - 1 { (line + last + 1).update(repeating: 0, count: w - 1 - last) }
                    // Content coordinates (16.16) at pixel k; nil at or behind the eye.
                    @inline(__always) func uv(_ k: Int) -> (Int, Int)? {
                        let W = W0 + Double(k) * m13
                        guard W > 0 else { return nil }
                        let inv = 1 / W
                        let u = ((X0 + Double(k) * m11) * inv - ox) * d - 0.5, v = ((Y0 + Double(k) * m12) * inv - oy) * d - 0.5
                        // Far off the content: clamped, so the fixed point stays in range.
                        return (Int(min(max(u, -1e6), 1e6) * one), Int(min(max(v, -1e6), 1e6) * one))
                    }
                    let wLast = W0 + Double(last) * m13
                    guard W0 + Double(first) * m13 > 0, wLast > 0 else {
                        // The eye's plane crosses the row: pixel by pixel.
                        for col in first...last { line[col] = uv(col).map { GroupCache.straight(sample(src, cw, ch, $0.0, $0.1)) } ?? 0 }
                        continue
                    }
                    var k = first
                    while k <= last {
                        let end = min(k + Self.run - 1, last)
                        guard let (u0, v0) = uv(k), let (u1, v1) = uv(end + 1) else {
                            (line + k).update(repeating: 0, count: end + 1 - k)
                            k = end + 1
                            continue
                        }
                        let n = end + 1 - k
                        let du = (u1 - u0) / n, dv = (v1 - v0) / n
                        samples(into: line + k, count: n, src, same, c.wordsPerRow, cw, ch, U: u0, V: v0, du: du, dv: dv)
                        k = end + 1
                    }
                }
                }
            }
          }
        }
    }

    /// The shortest part of a run checked for one colour on its own.
    static let shortestUniformRun = 4

    /// `count` pixels sampled from (U, V) on, a step of (du, dv) apart (16.16 texels): a part
    /// whose texels are all one colour is filled with it, else its halves are tried in turn, down
    /// to `shortestUniformRun`, then sampled pixel by pixel. Straight ARGB out.
    static func samples(into out: UnsafeMutablePointer<UInt32>, count n: Int, _ src: UnsafePointer<UInt32>, _ same: UnsafePointer<UInt64>,
                        _ words: Int, _ cw: Int, _ ch: Int, U: Int, V: Int, du: Int, dv: Int) {
        if let p = uniform(src, same, words, cw, ch, U, V, U &+ (n - 1) &* du, V &+ (n - 1) &* dv) {
            out.update(repeating: GroupCache.straight(p), count: n)
        } else if n >= 2 * shortestUniformRun {
            let half = n / 2
            samples(into: out, count: half, src, same, words, cw, ch, U: U, V: V, du: du, dv: dv)
            samples(into: out + half, count: n - half, src, same, words, cw, ch, U: U &+ half &* du, V: V &+ half &* dv, du: du, dv: dv)
        } else {
            var U = U, V = V
            for i in 0..<n {
                out[i] = GroupCache.straight(sample(src, cw, ch, U, V))
                U &+= du; V &+= dv
            }
        }
    }

    /// The most texel rows a run is checked for one colour across (a run crossing more is
    /// sampled pixel by pixel: it is turned steeply, and rarely all one colour). Near the top
    /// and bottom of a full-screen view turned about its vertical axis, a 16-pixel run of a
    /// flat background crosses up to a dozen rows; with 4 it was sampled pixel by pixel, and
    /// the flip's frames took 15 % longer. The pixels are the same either way.
    static let uniformRows = 32

    /// The colour of every texel a run's bilinear samples read, when they are all one and all on
    /// the content: the run's first and last points are (Ua, Va) and (Ub, Vb) in 16.16 texels,
    /// and its points lie on the line between (so within the box of their texels and the next
    /// ones). nil when they differ or a sample reaches past the content's edge. `same` is the
    /// content's `sameAsNext` bits, `words` to a row.
    @inline(__always) static func uniform(_ src: UnsafePointer<UInt32>, _ same: UnsafePointer<UInt64>, _ words: Int, _ cw: Int, _ ch: Int,
                                          _ Ua: Int, _ Va: Int, _ Ub: Int, _ Vb: Int) -> UInt32? {
        let x0 = min(Ua, Ub) >> 16, x1 = (max(Ua, Ub) >> 16) + 1
        let y0 = min(Va, Vb) >> 16, y1 = (max(Va, Vb) >> 16) + 1
        guard x0 >= 0, y0 >= 0, x1 < cw, y1 < ch, y1 - y0 < uniformRows else { return nil }
        let p = src[y0 * cw + x0]
        for y in y0...y1 {
            // Texels x0 ... x1 of the row are one colour when x0 ..< x1 are each the next one's.
            let row = same + y * words
            var x = x0
            while x < x1 {
                let bit = x & 63, n = min(64 - bit, x1 - x)
                let mask: UInt64 = n == 64 ? ~0 : (1 << UInt64(n) - 1) << UInt64(bit)
                guard row[x >> 6] & mask == mask else { return nil }
                x += n
            }
            guard y == y0 || src[y * cw + x0] == p else { return nil }
        }
        return p
    }

    /// Pixels between exactly mapped points of a row.
    static let run = 16

    /// The content at 16.16 fixed-point texel coordinates (U, V), bilinear; clear off it.
    @inline(__always) static func sample(_ src: UnsafePointer<UInt32>, _ cw: Int, _ ch: Int, _ U: Int, _ V: Int) -> UInt32 {
        let xi = U >> 16, yi = V >> 16
        guard xi >= -1, yi >= -1, xi < cw, yi < ch else { return 0 }
        let fx = UInt32(truncatingIfNeeded: U >> 8) & 0xFF, fy = UInt32(truncatingIfNeeded: V >> 8) & 0xFF
        let p00, p10, p01, p11: UInt32
        if xi >= 0, yi >= 0, xi < cw - 1, yi < ch - 1 {
            let i = yi * cw + xi
            p00 = src[i]; p10 = src[i + 1]; p01 = src[i + cw]; p11 = src[i + cw + 1]
        } else {
            func texel(_ tx: Int, _ ty: Int) -> UInt32 { tx < 0 || ty < 0 || tx >= cw || ty >= ch ? 0 : src[ty * cw + tx] }
            p00 = texel(xi, yi); p10 = texel(xi + 1, yi); p01 = texel(xi, yi + 1); p11 = texel(xi + 1, yi + 1)
        }
        if p00 == p10 && p00 == p01 && p00 == p11 { return p00 }
        return mix(mix(p00, p10, fx), mix(p01, p11, fx), fy)
    }

    /// `a` and `b` (premultiplied ARGB) mixed by `f`/256 of `b`, two channels at a time.
    @inline(__always) static func mix(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        let g = 256 &- f
        let rb = ((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f) >> 8 & 0x00FF_00FF
        let ag = ((a >> 8 & 0x00FF_00FF) &* g &+ (b >> 8 & 0x00FF_00FF) &* f) & 0xFF00_FF00
        return rb | ag
    }

    /// The pixels of a row (0 ..< count) whose content point can be on the content (with a
    /// pixel's margin for the anti-aliased edge): where u = (X0 + k·dX)/(W0 + k·dW), scaled,
    /// is within it, and likewise v. A projective map of a line is monotonic on each side of
    /// the pole, so the bounds come from solving the four edges; with a pole in the row the
    /// whole row is visited.
    static func span(X0: Double, dX: Double, Y0: Double, dY: Double, W0: Double, dW: Double, d: Double, ox: Double, oy: Double,
                     cw: Double, ch: Double, count: Int) -> (Int, Int) {
        let wFirst = W0, wLast = W0 + Double(count - 1) * dW
        guard wFirst > 0, wLast > 0 else { return (0, count - 1) }
        var lo = 0.0, hi = Double(count - 1)
        // Content coordinate t(k) = ((A + k·dA) / (W0 + k·dW) − o)·d − ½ must lie in (−1, size).
        func clamp(_ A: Double, _ dA: Double, _ o: Double, _ size: Double) {
            for bound in [-1.0, size] {
                // ((A + k·dA)/(W0 + k·dW) − o)·d − ½ = bound  ⇔  A + k·dA = c·(W0 + k·dW), c = (bound + ½)/d + o.
                let c = (bound + 0.5) / d + o
                let denominator = dA - c * dW
                let value = A - c * W0  // the sign of t − bound at k = 0, times W0's sign
                if denominator == 0 {
                    // t never crosses this bound along the row: either all inside or all outside.
                    if (bound < 0 && value < 0) || (bound > 0 && value > 0) { lo = 1; hi = 0 }
                    continue
                }
                let k = -value / denominator
                // Inside when t > −1 (bound < 0) or t < size (bound > 0).
                let increasing = denominator > 0
                if (bound < 0) == increasing { lo = max(lo, k.rounded(.down) - 1) } else { hi = min(hi, k.rounded(.up) + 1) }
            }
        }
        clamp(X0, dX, ox, cw)
        clamp(Y0, dY, oy, ch)
        guard lo <= hi, lo.isFinite, hi.isFinite else { return lo.isNaN || hi.isNaN ? (0, count - 1) : (1, 0) }
        return (Int(max(lo, 0)), Int(min(hi, Double(count - 1))))
    }
}
