import Foundation
import UIModel

/// Combines two layers of pixels by a Core Graphics blend mode: the separable modes by the W3C
/// compositing spec's functions (which Core Graphics' follow), the non-separable ones (hue,
/// saturation, colour, luminosity) by its `SetLum` / `SetSat`, and the Porter-Duff modes.
nonisolated enum BlendCompositor {
    /// `above` drawn on `below` by `mode`: RGBA bytes as a renderer leaves them on a clear
    /// layer (colours already multiplied by their alpha) in, ARGB (straight alpha) out.
    static func blend(below: [UInt8], above: [UInt8], count: Int, mode: CGBlendMode) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: count)
        func straight(_ p: [UInt8], _ j: Int) -> Color {
            let a = Float(p[j + 3]) / 255
            guard a > 0 else { return (0, 0, 0, 0) }
            return (min(Float(p[j]) / 255 / a, 1), min(Float(p[j + 1]) / 255 / a, 1), min(Float(p[j + 2]) / 255 / a, 1), a)
        }
        for i in 0..<count {
            let j = i * 4
            let d = straight(below, j), s = straight(above, j)
            let r = pixel(s, d, mode)
            out[i] = VectorRasterizer.argb(r.0, r.1, r.2, r.3)
        }
        return out
    }

    typealias Color = (Float, Float, Float, Float)

    /// One pixel: `s` over `d` (straight colours with alpha); the result premultiplied.
    static func pixel(_ s: Color, _ d: Color, _ mode: CGBlendMode) -> Color {
        let sa = s.3, da = d.3
        // Premultiplied source and destination.
        let S = (s.0 * sa, s.1 * sa, s.2 * sa), D = (d.0 * da, d.1 * da, d.2 * da)
        func porterDuff(_ fs: Float, _ fd: Float) -> Color {
            (S.0 * fs + D.0 * fd, S.1 * fs + D.1 * fd, S.2 * fs + D.2 * fd, sa * fs + da * fd)
        }
        switch mode {
        case .clear: return (0, 0, 0, 0)
        case .copy: return (S.0, S.1, S.2, sa)
        case .sourceIn: return porterDuff(da, 0)
        case .sourceOut: return porterDuff(1 - da, 0)
        case .sourceAtop: return porterDuff(da, 1 - sa)
        case .destinationOver: return porterDuff(1 - da, 1)
        case .destinationIn: return porterDuff(0, sa)
        case .destinationOut: return porterDuff(0, 1 - sa)
        case .destinationAtop: return porterDuff(1 - da, sa)
        case .xor: return porterDuff(1 - da, 1 - sa)
        case .plusLighter:
            return (min(S.0 + D.0, 1), min(S.1 + D.1, 1), min(S.2 + D.2, 1), min(sa + da, 1))
        case .plusDarker:
            let a = min(sa + da, 1)
            func darker(_ x: Float, _ y: Float) -> Float { max(0, a - ((sa - x) + (da - y))) }
            return (darker(S.0, D.0), darker(S.1, D.1), darker(S.2, D.2), a)
        default:
            // The general formula: (1 - da)·S + (1 - sa)·D + sa·da·B(s, d).
            let b = mixed((s.0, s.1, s.2), (d.0, d.1, d.2), mode)
            func channel(_ sc: Float, _ dc: Float, _ bc: Float) -> Float { (1 - da) * sc + (1 - sa) * dc + sa * da * bc }
            return (channel(S.0, D.0, b.0), channel(S.1, D.1, b.1), channel(S.2, D.2, b.2), sa + da - sa * da)
        }
    }

    /// The blend function B of a mode on straight colours.
    static func mixed(_ s: (Float, Float, Float), _ d: (Float, Float, Float), _ mode: CGBlendMode) -> (Float, Float, Float) {
        func each(_ f: (Float, Float) -> Float) -> (Float, Float, Float) { (f(s.0, d.0), f(s.1, d.1), f(s.2, d.2)) }
        func hardLight(_ s: Float, _ d: Float) -> Float { s <= 0.5 ? d * 2 * s : screen(d, 2 * s - 1) }
        func screen(_ s: Float, _ d: Float) -> Float { s + d - s * d }
        switch mode {
        case .multiply: return each { $0 * $1 }
        case .screen: return each(screen)
        case .overlay: return each { hardLight($1, $0) }
        case .darken: return each(min)
        case .lighten: return each(max)
        case .colorDodge: return each { s, d in d == 0 ? 0 : s >= 1 ? 1 : min(1, d / (1 - s)) }
        case .colorBurn: return each { s, d in d >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - d) / s) }
        case .hardLight: return each(hardLight)
        case .softLight:
            return each { s, d in
                if s <= 0.5 { return d - (1 - 2 * s) * d * (1 - d) }
                let g = d <= 0.25 ? ((16 * d - 12) * d + 4) * d : d.squareRoot()
                return d + (2 * s - 1) * (g - d)
            }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { $0 + $1 - 2 * $0 * $1 }
        case .hue: return setLum(setSat(s, sat(d)), lum(d))
        case .saturation: return setLum(setSat(d, sat(s)), lum(d))
        case .color: return setLum(s, lum(d))
        case .luminosity: return setLum(d, lum(s))
        default: return s
        }
    }

    // The non-separable modes' helpers, from the W3C compositing spec.
    static func lum(_ c: (Float, Float, Float)) -> Float { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }
    static func sat(_ c: (Float, Float, Float)) -> Float { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }
    static func setLum(_ c: (Float, Float, Float), _ l: Float) -> (Float, Float, Float) {
        let d = l - lum(c)
        var r = (c.0 + d, c.1 + d, c.2 + d)
        let L = lum(r), n = min(r.0, r.1, r.2), x = max(r.0, r.1, r.2)
        if n < 0 { r = (L + (r.0 - L) * L / (L - n), L + (r.1 - L) * L / (L - n), L + (r.2 - L) * L / (L - n)) }
        if x > 1 { r = (L + (r.0 - L) * (1 - L) / (x - L), L + (r.1 - L) * (1 - L) / (x - L), L + (r.2 - L) * (1 - L) / (x - L)) }
        return r
    }
    static func setSat(_ c: (Float, Float, Float), _ s: Float) -> (Float, Float, Float) {
        let hi = max(c.0, c.1, c.2), lo = min(c.0, c.1, c.2)
        guard hi > lo else { return (0, 0, 0) }
        func scaled(_ v: Float) -> Float { (v - lo) * s / (hi - lo) }
        return (scaled(c.0), scaled(c.1), scaled(c.2))
    }
}
