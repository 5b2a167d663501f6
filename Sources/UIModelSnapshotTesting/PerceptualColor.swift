import Foundation

/// CIE colour difference for snapshot comparison, as upstream's `perceptualPrecision` measures it
/// (Core Image's `CILabDeltaE`: ΔE 1994 in CIELAB). Pixels are sRGB, composited over white so
/// that transparency counts as colour; the white point is D65.
nonisolated package enum PerceptualColor {
    package typealias Lab = (l: Double, a: Double, b: Double)

    /// The CIELAB colour of an sRGB pixel over white.
    package static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ alpha: UInt8) -> Lab {
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
    package static func deltaE94(_ p: Lab, _ q: Lab) -> Double {
        let dl = p.l - q.l
        let c1 = (p.a * p.a + p.b * p.b).squareRoot(), c2 = (q.a * q.a + q.b * q.b).squareRoot()
        let dc = c1 - c2
        let da = p.a - q.a, db = p.b - q.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }

    /// CIE ΔE 2000 (kL = kC = kH = 1), the difference fidelity to iOS is measured in: 2.3 is a
    /// just-noticeable difference.
    package static func deltaE2000(_ p: Lab, _ q: Lab) -> Double {
        let c1 = (p.a * p.a + p.b * p.b).squareRoot(), c2 = (q.a * q.a + q.b * q.b).squareRoot()
        let cMean7 = pow((c1 + c2) / 2, 7)
        let g = 0.5 * (1 - (cMean7 / (cMean7 + pow(25, 7))).squareRoot())
        let a1 = p.a * (1 + g), a2 = q.a * (1 + g)
        let cp1 = (a1 * a1 + p.b * p.b).squareRoot(), cp2 = (a2 * a2 + q.b * q.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            guard a != 0 || b != 0 else { return 0 }
            let h = atan2(b, a) * 180 / .pi
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(p.b, a1), h2 = hue(q.b, a2)
        let dL = q.l - p.l, dC = cp2 - cp1
        var dh = 0.0
        if cp1 * cp2 != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (cp1 * cp2).squareRoot() * sin(dh * .pi / 360)
        let lMean = (p.l + q.l) / 2, cpMean = (cp1 + cp2) / 2
        var hMean = h1 + h2
        if cp1 * cp2 != 0 {
            if abs(h1 - h2) > 180 { hMean += h1 + h2 < 360 ? 360 : -360 }
            hMean /= 2
        }
        let t = 1 - 0.17 * cos((hMean - 30) * .pi / 180) + 0.24 * cos(2 * hMean * .pi / 180)
            + 0.32 * cos((3 * hMean + 6) * .pi / 180) - 0.20 * cos((4 * hMean - 63) * .pi / 180)
        let l50 = (lMean - 50) * (lMean - 50)
        let sL = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sC = 1 + 0.045 * cpMean, sH = 1 + 0.015 * cpMean * t
        let cpMean7 = pow(cpMean, 7)
        let rC = 2 * (cpMean7 / (cpMean7 + pow(25, 7))).squareRoot()
        let dTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let rT = -sin(2 * dTheta * .pi / 180) * rC
        let l = dL / sL, c = dC / sC, h = dH / sH
        return (l * l + c * c + h * h + rT * c * h).squareRoot()
    }
}
