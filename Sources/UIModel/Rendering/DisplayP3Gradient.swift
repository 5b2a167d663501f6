import Foundation

/// How Core Animation colours a gradient layer on iOS's wide-colour screens: its colours are
/// converted to Display P3 and interpolated there, in P3's encoded values, and what falls
/// outside sRGB is clipped when the frame is shown or saved in sRGB. A red-to-yellow layer is
/// (255, 147, 0) half-way down on iOS, not the (255, 128, 0) of interpolating in sRGB
/// (measured in the iOS Simulator's image of one; this reproduces every row of it within a
/// just-noticeable difference). The renderer interpolates stops linearly in sRGB, so each pair
/// of stops becomes `piecesPerSegment` pieces that follow the P3 curve.
nonisolated enum DisplayP3Gradient {
    /// Enough pieces that the sRGB chords stay within half a level of 8 bits of the P3 curve.
    static let piecesPerSegment = 16

    /// Linear sRGB to linear Display P3 and back (both D65; IEC 61966-2-1 and SMPTE EG 432-1).
    static let toP3: [[Double]] = [[0.8224621, 0.1775380, 0], [0.0331941, 0.9668058, 0], [0.0170827, 0.0723974, 0.9105199]]
    static let fromP3: [[Double]] = [[1.2249401, -0.2249404, 0], [-0.0420569, 1.0420571, 0], [-0.0196376, -0.0786361, 1.0982735]]

    /// The stops the renderer draws for `colors` at `locations` (in order; otherwise as given).
    static func stops(colors: [RGBA], locations: [CGFloat]) -> (colors: [RGBA], locations: [CGFloat]) {
        guard colors.count >= 2, colors.count == locations.count, zip(locations, locations.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            return (colors, locations)
        }
        let p3 = colors.map(encodedP3)
        var outColors = [colors[0]], outLocations = [locations[0]]
        for i in 0..<(colors.count - 1) {
            for piece in 1...piecesPerSegment {
                let t = Double(piece) / Double(piecesPerSegment)
                let mixed = (0..<3).map { p3[i][$0] * (1 - t) + p3[i + 1][$0] * t }
                let alpha = Double(colors[i].a) * (1 - t) + Double(colors[i + 1].a) * t
                outColors.append(sRGB(fromEncodedP3: mixed, alpha: alpha))
                outLocations.append(locations[i] + (locations[i + 1] - locations[i]) * CGFloat(t))
            }
        }
        return (outColors, outLocations)
    }

    private static func decode(_ v: Double) -> Double {
        let m = abs(v)
        return (m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)) * (v < 0 ? -1 : 1)
    }

    private static func encode(_ v: Double) -> Double {
        let m = abs(v)
        return (m <= 0.0031308 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055) * (v < 0 ? -1 : 1)
    }

    private static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    static func encodedP3(_ c: RGBA) -> [Double] {
        multiply(toP3, [Double(c.r), Double(c.g), Double(c.b)].map(decode)).map(encode)
    }

    static func sRGB(fromEncodedP3 p: [Double], alpha: Double) -> RGBA {
        let c = multiply(fromP3, p.map(decode)).map { Float(min(max(encode($0), 0), 1)) }
        return RGBA(r: c[0], g: c[1], b: c[2], a: Float(alpha))
    }
}
