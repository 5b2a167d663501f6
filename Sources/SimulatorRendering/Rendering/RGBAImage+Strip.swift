import Foundation

nonisolated extension RGBAImage {
    /// The image `factor` times smaller on each side, each pixel the average of the block it
    /// covers (a box filter: deterministic, and a @3x frame becomes its @1x size at 3).
    public func downscaled(by factor: Int) -> RGBAImage {
        guard factor > 1 else { return self }
        let w = width / factor, h = height / factor, n = factor * factor
        var out = [UInt8](repeating: 0, count: w * h * 4)
        pixels.withUnsafeBufferPointer { src in
            for y in 0..<h {
                for x in 0..<w {
                    var sum = (0, 0, 0, 0)
                    for dy in 0..<factor {
                        var i = ((y * factor + dy) * width + x * factor) * 4
                        for _ in 0..<factor {
                            sum.0 += Int(src[i]); sum.1 += Int(src[i + 1]); sum.2 += Int(src[i + 2]); sum.3 += Int(src[i + 3])
                            i += 4
                        }
                    }
                    let o = (y * w + x) * 4
                    out[o] = UInt8((sum.0 + n / 2) / n); out[o + 1] = UInt8((sum.1 + n / 2) / n)
                    out[o + 2] = UInt8((sum.2 + n / 2) / n); out[o + 3] = UInt8((sum.3 + n / 2) / n)
                }
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }

    /// Frames side by side, left to right, top-aligned, `spacing` transparent pixels apart: an
    /// animation strip in one image.
    public static func strip(_ frames: [RGBAImage], spacing: Int) -> RGBAImage {
        let spacing = max(spacing, 0)
        let width = frames.reduce(0) { $0 + $1.width } + spacing * max(frames.count - 1, 0)
        let height = frames.map(\.height).max() ?? 0
        var out = [UInt8](repeating: 0, count: width * height * 4)
        var left = 0
        for f in frames {
            for y in 0..<f.height {
                let o = (y * width + left) * 4
                out.replaceSubrange(o..<(o + f.width * 4), with: f.pixels[(y * f.width * 4)..<((y + 1) * f.width * 4)])
            }
            left += f.width + spacing
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }
}
