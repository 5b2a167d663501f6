import CSDL2
import Foundation

nonisolated extension DrawCommand {
    /// Reads the target's pixels under `dst` (within the target), blurs them and writes them back
    /// inside the rounded rectangle (through the clip, as any call), mixed over the original
    /// pixels by `opacity` out of 255.
    static func backdrop(_ dst: SDL_Rect, sigma: Float, cornerRadius: Float, opacity: UInt8, on renderer: OpaquePointer) {
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &w, &h) == 0 else { return }
        var rect = dst.intersection(SDL_Rect(x: 0, y: 0, w: w, h: h))
        let width = Int(rect.w), height = Int(rect.h)
        guard width > 0, height > 0 else { return }
        var pixels = [UInt32](repeating: 0, count: width * height)
        guard SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixels, rect.w * 4) == 0 else { return }
        let original = pixels
        GaussianBlur.blurScaled(&pixels, width: width, height: height, sigma: sigma)
        if opacity < 255 {
            let a = UInt32(opacity), b = 255 - UInt32(opacity)
            for i in pixels.indices {
                let p = pixels[i], o = original[i]
                var mixed: UInt32 = 0
                for shift in stride(from: UInt32(0), through: 24, by: 8) {
                    let c = ((p >> shift & 0xFF) * a + (o >> shift & 0xFF) * b + 127) / 255
                    mixed |= c << shift
                }
                pixels[i] = mixed
            }
        }
        // Outside the rounded corners the target keeps its pixels.
        let r = min(cornerRadius, Float(min(dst.w, dst.h)) / 2)
        if r > 0.5 {
            let ox = Float(rect.x - dst.x), oy = Float(rect.y - dst.y), dw = Float(dst.w), dh = Float(dst.h)
            for y in 0..<height {
                let py = Float(y) + 0.5 + oy
                let cy = py < r ? r - py : py > dh - r ? py - (dh - r) : 0
                guard cy > 0 else { continue }
                for x in 0..<width {
                    let px = Float(x) + 0.5 + ox
                    let cx = px < r ? r - px : px > dw - r ? px - (dw - r) : 0
                    if cx > 0, cx * cx + cy * cy > r * r { pixels[y * width + x] = original[y * width + x] }
                }
            }
        }
        writeBack(pixels, to: rect, on: renderer)
    }
}

/// A Gaussian blur approximated, as is usual, by three box blurs of the sizes that give its
/// variance (Kovesi's "Fast almost-Gaussian filtering"), each a running sum: its cost does not
/// grow with the radius. Edges are extended. Works on ARGB bytes, channel by channel.
nonisolated enum GaussianBlur {
    /// The three box widths for `sigma`.
    static func boxes(sigma: Float) -> [Int] {
        let n: Float = 3
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let m = ((12 * sigma * sigma - n * Float(wl * wl) - 4 * n * Float(wl) - 3 * n) / Float(-4 * wl - 4)).rounded()
        return (0..<3).map { Float($0) < m ? max(wl, 1) : max(wu, 1) }
    }

    /// A wide blur worked out on a copy shrunk by up to `sigma / 3` (averaging each block), then
    /// stretched back bilinearly: the same look at a small part of the cost.
    static func blurScaled(_ pixels: inout [UInt32], width: Int, height: Int, sigma: Float) {
        let f = max(1, min(Int(sigma / 3), 16))
        guard f > 1 else { return blur(&pixels, width: width, height: height, sigma: sigma) }
        let sw = (width + f - 1) / f, sh = (height + f - 1) / f
        var small = [UInt32](repeating: 0, count: sw * sh)
        pixels.withUnsafeBufferPointer { px in
            // Each block's channel sums, a row of blocks at a time.
            var sums = [UInt32](repeating: 0, count: sw * 4)
            let block = (0..<width).map { $0 / f * 4 }
            for sy in 0..<sh {
                for i in sums.indices { sums[i] = 0 }
                let rows = min(sy * f + f, height) - sy * f
                for y in (sy * f)..<(sy * f + rows) {
                    let line = px.baseAddress! + y * width
                    for x in 0..<width {
                        let p = line[x], j = block[x]
                        sums[j] &+= p >> 24; sums[j + 1] &+= p >> 16 & 0xFF; sums[j + 2] &+= p >> 8 & 0xFF; sums[j + 3] &+= p & 0xFF
                    }
                }
                for sx in 0..<sw {
                    let n = UInt32(rows * (min(sx * f + f, width) - sx * f)), h = n / 2, j = sx * 4
                    small[sy * sw + sx] = ((sums[j] + h) / n) << 24 | ((sums[j + 1] + h) / n) << 16 | ((sums[j + 2] + h) / n) << 8 | (sums[j + 3] + h) / n
                }
            }
        }
        blur(&small, width: sw, height: sh, sigma: sigma / Float(f))
        // Back to full size: each pixel between the four nearest block centres. The columns'
        // neighbours and weights are worked out once; each row mixes its two source rows first.
        var channels = [Float](repeating: 0, count: sw * sh * 4)
        for (i, p) in small.enumerated() {
            channels[i * 4] = Float(p >> 24); channels[i * 4 + 1] = Float(p >> 16 & 0xFF)
            channels[i * 4 + 2] = Float(p >> 8 & 0xFF); channels[i * 4 + 3] = Float(p & 0xFF)
        }
        let columns = (0..<width).map { x -> (Int, Int, Float) in
            let fx = (Float(x) + 0.5) / Float(f) - 0.5
            let x0 = min(max(Int(fx.rounded(.down)), 0), sw - 1)
            return (x0 * 4, min(x0 + 1, sw - 1) * 4, min(max(fx - Float(x0), 0), 1))
        }
        pixels.withUnsafeMutableBufferPointer { outBuffer in
            columns.withUnsafeBufferPointer { columnBuffer in
                channels.withUnsafeBufferPointer { channelBuffer in
                    // Rows are independent: bands of them on the machine's cores (each band keeps
                    // its own mixed row).
                    nonisolated(unsafe) let out = outBuffer.baseAddress!, columns = columnBuffer.baseAddress!
                    nonisolated(unsafe) let channels = channelBuffer.baseAddress!
                    RowBands.forEach(rows: height) { rows in
                        var row = [Float](repeating: 0, count: sw * 4)
                        row.withUnsafeMutableBufferPointer { row in
                            for y in rows {
                                let fy = (Float(y) + 0.5) / Float(f) - 0.5
                                let y0 = min(max(Int(fy.rounded(.down)), 0), sh - 1), y1 = min(y0 + 1, sh - 1)
                                let ty = min(max(fy - Float(y0), 0), 1)
                                for i in 0..<(sw * 4) {
                                    let top = channels[y0 * sw * 4 + i], bottom = channels[y1 * sw * 4 + i]
                                    row[i] = top + (bottom - top) * ty
                                }
                                let line = out + y * width
                                for x in 0..<width {
                                    let (i0, i1, tx) = columns[x]
                                    func channel(_ c: Int) -> UInt32 { byte(row[i0 + c] + (row[i1 + c] - row[i0 + c]) * tx) }
                                    line[x] = channel(0) << 24 | channel(1) << 16 | channel(2) << 8 | channel(3)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// `v` rounded half away from zero and clamped to 0–255, as `UInt32(max(0, min(255,
    /// v.rounded())))` gives, without a call to the C library's `roundf`: from ½ up, v + ½
    /// in single precision is exact or rounds to the integer above it (from ½ up, where
    /// rounding could carry v + ½ past a power of two, that integer is the rounded value), so
    /// truncating it rounds.
    @inline(__always) static func byte(_ v: Float) -> UInt32 {
        v >= 254.5 ? 255 : v >= 0.5 ? UInt32(v + 0.5) : 0
    }

    static func blur(_ pixels: inout [UInt32], width: Int, height: Int, sigma: Float) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        var a = [Float](repeating: 0, count: pixels.count * 4)
        for (i, p) in pixels.enumerated() {
            a[i * 4] = Float(p >> 24 & 0xFF); a[i * 4 + 1] = Float(p >> 16 & 0xFF)
            a[i * 4 + 2] = Float(p >> 8 & 0xFF); a[i * 4 + 3] = Float(p & 0xFF)
        }
        var b = a
        for size in boxes(sigma: sigma) {
            let r = (size - 1) / 2
            guard r > 0 else { continue }
            pass(a, into: &b, count: width, lines: height, step: 1, lineStep: width, radius: r)
            pass(b, into: &a, count: height, lines: width, step: width, lineStep: 1, radius: r)
        }
        for i in pixels.indices {
            pixels[i] = byte(a[i * 4]) << 24 | byte(a[i * 4 + 1]) << 16 | byte(a[i * 4 + 2]) << 8 | byte(a[i * 4 + 3])
        }
    }

    /// One box blur along lines of `count` pixels `step` apart (lines `lineStep` apart), the
    /// edges extended.
    private static func pass(_ src: [Float], into dst: inout [Float], count: Int, lines: Int, step: Int, lineStep: Int, radius r: Int) {
        let scale = 1 / Float(2 * r + 1)
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                for line in 0..<lines {
                    let base = line * lineStep
                    func at(_ k: Int) -> Int { (base + min(max(k, 0), count - 1) * step) * 4 }
                    for c in 0..<4 {
                        var sum: Float = 0
                        for k in -r...r { sum += s[at(k) + c] }
                        for k in 0..<count {
                            d[(base + k * step) * 4 + c] = sum * scale
                            sum += s[at(k + r + 1) + c] - s[at(k - r) + c]
                        }
                    }
                }
            }
        }
    }
}
