import Foundation
import SimulatorKit
import UIModelSnapshotTesting

/// How close a render is to a reference recorded on iOS: whether the two are the same size, the
/// share of pixels whose colours are within a just-noticeable difference (CIEDE2000 ≤ 2.3) over
/// the whole image and outside text (text is masked from the render's own label frames: glyph
/// shapes differ while fonts differ), and the structural similarity of their lightness. Pixels
/// are composited over white, so transparency counts as colour, as it shows.
struct Fidelity: Codable, Equatable {
    var sameSize: Bool
    /// Of all pixels (a pixel only one image has counts as different).
    var withinJND: Double
    /// Of the pixels outside the render's text (nil: text covers the whole image).
    var withinJNDOutsideText: Double?
    /// Mean SSIM of the lightness over 8 × 8 pixel blocks (1: the same structure).
    var ssim: Double

    /// CIEDE2000's just-noticeable difference (Sharma, "Digital Color Imaging Handbook", 2003).
    static let justNoticeable = 2.3
    /// SSIM's block side in pixels and its stabilising constants for 8-bit values (Wang et al.,
    /// "Image quality assessment: from error visibility to structural similarity", 2004).
    static let ssimBlock = 8
    static let ssimC1 = (0.01 * 255) * (0.01 * 255), ssimC2 = (0.03 * 255) * (0.03 * 255)

    /// The figures rounded to 4 decimals, as they are recorded.
    var rounded: Fidelity {
        func r(_ v: Double) -> Double { (v * 10_000).rounded() / 10_000 }
        return Fidelity(sameSize: sameSize, withinJND: r(withinJND), withinJNDOutsideText: withinJNDOutsideText.map(r), ssim: r(ssim))
    }

    /// What got worse than `recorded` (nothing: as good or better).
    func regressions(from recorded: Fidelity) -> [String] {
        var worse: [String] = []
        let slack = 0.00005  // the figures' rounding
        if recorded.sameSize, !sameSize { worse.append("the size no longer matches iOS's") }
        if withinJND < recorded.withinJND - slack { worse.append("within ΔE \(Self.justNoticeable): \(withinJND) < \(recorded.withinJND)") }
        if let was = recorded.withinJNDOutsideText, let now = withinJNDOutsideText, now < was - slack {
            worse.append("outside text: \(now) < \(was)")
        }
        if ssim < recorded.ssim - slack { worse.append("SSIM \(ssim) < \(recorded.ssim)") }
        return worse
    }
}

/// Measures a render against an iOS reference, and draws the report image.
enum FidelityMeasure {
    /// `render` against `reference`, with `text` (pixel rectangles of the render) masked for the
    /// outside-text share. Images of different sizes are compared on the larger canvas, each
    /// padded with transparent pixels. Also whether swift-snapshot-testing's comparison at
    /// `precision`/`perceptualPrecision` passes (its ΔE 1994, on images of the same size).
    /// `versionMasks` (pixel rectangles) are where the references' iOS draws what this
    /// project's iOS does not: there the render counts as iOS's pixels.
    static func measure(reference: RGBAImage, render: RGBAImage, text: [CGRect], versionMasks: [CGRect] = [],
                        precision: Double, perceptualPrecision: Double) -> (Fidelity, verifies: Bool, differs: [Bool]) {
        let w = max(reference.width, render.width), h = max(reference.height, render.height)
        let textMask = mask(text, width: w, height: h)
        let a = canvas(reference, w, h)
        var b = canvas(render, w, h)
        // Upstream's comparison sees the render as it is, masks or not.
        let maxDeltaE94 = (1 - perceptualPrecision) * 100
        var upstreamDiffering = 0
        let masked = mask(versionMasks, width: w, height: h)
        for i in 0..<(w * h) where masked[i] {
            if a[i] != b[i], PerceptualColor.deltaE94(lab(a[i]), lab(b[i])) > maxDeltaE94 { upstreamDiffering += 1 }
            b[i] = a[i]
        }
        var differs = [Bool](repeating: false, count: w * h)
        var within = 0, outside = 0, withinOutside = 0
        // Each pair of colours is measured once: (close in ΔE 2000, close in upstream's ΔE 1994).
        var cache: [UInt64: (Bool, Bool)] = [:]
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                textMask.withUnsafeBufferPointer { text in
                    differs.withUnsafeMutableBufferPointer { differs in
                        for i in 0..<(w * h) {
                            var close = true
                            if a[i] != b[i] {
                                let key = UInt64(a[i]) << 32 | UInt64(b[i])
                                let known = cache[key] ?? {
                                    let p = lab(a[i]), q = lab(b[i])
                                    let value = (PerceptualColor.deltaE2000(p, q) <= Fidelity.justNoticeable,
                                                 PerceptualColor.deltaE94(p, q) <= maxDeltaE94)
                                    cache[key] = value
                                    return value
                                }()
                                close = known.0
                                if !known.1 { upstreamDiffering += 1 }
                            }
                            differs[i] = !close
                            if close { within += 1 }
                            if !text[i] {
                                outside += 1
                                if close { withinOutside += 1 }
                            }
                        }
                    }
                }
            }
        }
        // Pixels only one image has differ.
        let sameSize = reference.width == render.width && reference.height == render.height
        if !sameSize {
            for y in 0..<h {
                for x in 0..<w where !(x < reference.width && y < reference.height && x < render.width && y < render.height) {
                    let i = y * w + x
                    if !differs[i] {
                        differs[i] = true
                        within -= 1
                        if !textMask[i] { withinOutside -= 1 }
                    }
                }
            }
        }
        let total = Double(w * h)
        let fidelity = Fidelity(sameSize: sameSize, withinJND: Double(within) / total,
                                withinJNDOutsideText: outside > 0 ? Double(withinOutside) / Double(outside) : nil,
                                ssim: ssim(a, b, width: w, height: h))
        let verifies = sameSize && upstreamDiffering <= Int(total * (1 - precision))
        return (fidelity, verifies, differs)
    }

    /// The image on a `w` × `h` canvas of 0xRRGGBB pixels over white (white beyond the image).
    private static func canvas(_ image: RGBAImage, _ w: Int, _ h: Int) -> [UInt32] {
        var out = [UInt32](repeating: 0xFF_FFFF, count: w * h)
        image.pixels.withUnsafeBufferPointer { p in
            out.withUnsafeMutableBufferPointer { out in
                for y in 0..<image.height {
                    var i = y * image.width * 4, o = y * w
                    for _ in 0..<image.width {
                        let alpha = UInt32(p[i + 3])
                        if alpha == 255 {
                            out[o] = UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2])
                        } else {
                            let r = (UInt32(p[i]) * alpha + 255 * (255 - alpha) + 127) / 255
                            let g = (UInt32(p[i + 1]) * alpha + 255 * (255 - alpha) + 127) / 255
                            let b = (UInt32(p[i + 2]) * alpha + 255 * (255 - alpha) + 127) / 255
                            out[o] = r << 16 | g << 8 | b
                        }
                        i += 4
                        o += 1
                    }
                }
            }
        }
        return out
    }

    private static func lab(_ c: UInt32) -> PerceptualColor.Lab {
        PerceptualColor.lab(UInt8(c >> 16 & 0xFF), UInt8(c >> 8 & 0xFF), UInt8(c & 0xFF), 255)
    }

    private static func mask(_ rects: [CGRect], width: Int, height: Int) -> [Bool] {
        var m = [Bool](repeating: false, count: width * height)
        for r in rects {
            let x0 = max(Int(r.minX.rounded(.down)), 0), x1 = min(Int(r.maxX.rounded(.up)), width)
            let y0 = max(Int(r.minY.rounded(.down)), 0), y1 = min(Int(r.maxY.rounded(.up)), height)
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 { for x in x0..<x1 { m[y * width + x] = true } }
        }
        return m
    }

    /// Mean SSIM of the lightness (Rec. 601 luma) over the canvas's whole 8 × 8 blocks; a block
    /// the same in both is 1 without measuring it.
    private static func ssim(_ a: [UInt32], _ b: [UInt32], width w: Int, height h: Int) -> Double {
        let n = Fidelity.ssimBlock
        guard w >= n, h >= n else { return a == b ? 1 : 0 }
        func luma(_ c: UInt32) -> Double { 0.299 * Double(c >> 16 & 0xFF) + 0.587 * Double(c >> 8 & 0xFF) + 0.114 * Double(c & 0xFF) }
        var total = 0.0, blocks = 0
        let count = Double(n * n)
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                for by in stride(from: 0, through: h - n, by: n) {
                    for bx in stride(from: 0, through: w - n, by: n) {
                        blocks += 1
                        var same = true
                        for y in by..<(by + n) where same {
                            for x in bx..<(bx + n) where a[y * w + x] != b[y * w + x] { same = false; break }
                        }
                        if same { total += 1; continue }
                        var sa = 0.0, sb = 0.0, saa = 0.0, sbb = 0.0, sab = 0.0
                        for y in by..<(by + n) {
                            for x in bx..<(bx + n) {
                                let p = luma(a[y * w + x]), q = luma(b[y * w + x])
                                sa += p; sb += q; saa += p * p; sbb += q * q; sab += p * q
                            }
                        }
                        let ma = sa / count, mb = sb / count
                        let va = saa / count - ma * ma, vb = sbb / count - mb * mb, cov = sab / count - ma * mb
                        total += ((2 * ma * mb + Fidelity.ssimC1) * (2 * cov + Fidelity.ssimC2))
                            / ((ma * ma + mb * mb + Fidelity.ssimC1) * (va + vb + Fidelity.ssimC2))
                    }
                }
            }
        }
        return total / Double(blocks)
    }

    /// The report: iOS's image, this render and their difference side by side (the difference
    /// is iOS's image faded, with each pixel beyond the just-noticeable difference in magenta),
    /// each `downscale` times smaller.
    static func report(reference: RGBAImage, render: RGBAImage, differs: [Bool], downscale: Int) -> RGBAImage {
        let w = max(reference.width, render.width), h = max(reference.height, render.height)
        let faded = canvas(reference, w, h)
        var diff = [UInt8](repeating: 255, count: w * h * 4)
        for i in 0..<(w * h) {
            let o = i * 4
            if differs[i] {
                diff[o] = 255; diff[o + 1] = 0; diff[o + 2] = 255
            } else {
                let c = faded[i]
                diff[o] = UInt8(215 + (c >> 16 & 0xFF) * 40 / 255)
                diff[o + 1] = UInt8(215 + (c >> 8 & 0xFF) * 40 / 255)
                diff[o + 2] = UInt8(215 + (c & 0xFF) * 40 / 255)
            }
        }
        let panels = [reference, render, RGBAImage(width: w, height: h, pixels: diff)].map { $0.downscaled(by: downscale) }
        return RGBAImage.strip(panels, spacing: 8)
    }
}
