import Foundation

/// CIE colour difference for snapshot comparison, as upstream's `perceptualPrecision` measures it
/// (Core Image's `CILabDeltaE`: ΔE 1994 in CIELAB). Pixels are sRGB, composited over white so
/// that transparency counts as colour; the white point is D65.
nonisolated enum PerceptualColor {
    typealias Lab = (l: Double, a: Double, b: Double)

    /// The CIELAB colour of an sRGB pixel over white.
    static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ alpha: UInt8) -> Lab {
        let af = Double(alpha) / 255
        func linear(_ c: UInt8) -> Double {
            let v = (Double(c) / 255) * af + (1 - af)  // over white
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let rl = linear(r), gl = linear(g), bl = linear(b)
        // sRGB to XYZ (D65), IEC 61966-2-1.
        let x = 0.4124564 * rl + 0.3575761 * gl + 0.1804375 * bl
        let y = 0.2126729 * rl + 0.7151522 * gl + 0.0721750 * bl
        let z = 0.0193339 * rl + 0.1191920 * gl + 0.9503041 * bl
        // D65 reference white.
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x / 0.95047), fy = f(y / 1.0), fz = f(z / 1.08883)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE ΔE 1994 (graphic arts: kL = 1, K1 = 0.045, K2 = 0.015).
    static func deltaE94(_ p: Lab, _ q: Lab) -> Double {
        let dl = p.l - q.l
        let c1 = (p.a * p.a + p.b * p.b).squareRoot(), c2 = (q.a * q.a + q.b * q.b).squareRoot()
        let dc = c1 - c2
        let da = p.a - q.a, db = p.b - q.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }
}
