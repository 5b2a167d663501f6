import Foundation
import SimulatorKit
import Testing
import UIModel

/// A line a little too wide, tightened rather than truncated, stays legible: the letters come
/// closer, but no two that stood apart touch (what TextKit's tightening keeps), and every space
/// stays a space.
@Suite(.serialized) struct TighteningLegibilityTests {
    static let text = "Labels, buttons, corners, borders, shadows, transforms, clipping"

    /// The text at its own width, then 2, 3.5 and 4.5 % narrower (tightened), one line each.
    final class Lines: UIViewController {
        static let font = UIFont.systemFont(ofSize: 13)
        static let factors: [CGFloat] = [1, 0.98, 0.965, 0.955]
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let natural = (TighteningLegibilityTests.text as NSString).size(withAttributes: [.font: Self.font]).width.rounded(.up)
            for (i, factor) in Self.factors.enumerated() {
                let label = UILabel(frame: CGRect(x: 10, y: 60 + CGFloat(i) * 30, width: (natural * factor).rounded(.down), height: 18))
                label.font = Self.font
                label.textColor = .black
                label.text = TighteningLegibilityTests.text
                label.allowsDefaultTighteningForTruncation = true
                view.addSubview(label)
            }
        }
    }

    /// The runs of columns with ink in the band `y` (points) to `y + 18`: one per glyph, or per
    /// group of glyphs that touch.
    static func inkRuns(_ image: RGBAImage, top: Int, bottom: Int) -> [Range<Int>] {
        var runs: [Range<Int>] = [], start: Int?
        for x in 0..<image.width {
            let inked = (top..<bottom).contains { y in image.pixel(x: x, y: y).r < 160 }
            if inked, start == nil { start = x }
            if !inked, let s = start { runs.append(s..<x); start = nil }
        }
        if let s = start { runs.append(s..<image.width) }
        return runs
    }

    @Test func tighteningKeepsGlyphsApartThatWereApart() throws {
        let app = try SimulatorApp(rootViewController: Lines(), device: .iPhone15)
        try app.advance(by: 0.1)
        let image = try app.screenshot()
        let scale = image.width / 393
        let lines = Lines.factors.indices.map { i in Self.inkRuns(image, top: (60 + i * 30) * scale, bottom: (78 + i * 30) * scale) }
        // Untightened, every letter stands alone but a few of the font's own close pairs.
        #expect(lines[0].count >= 50)
        for (i, runs) in lines.enumerated().dropFirst() {
            #expect(runs.count >= lines[0].count, "tightened to \(Lines.factors[i]): \(runs.count) separate glyphs, \(lines[0].count) untightened")
            // Spaces stay wider than the gaps between letters: the widest gaps are the six spaces.
            let gaps = zip(runs, runs.dropFirst()).map { $1.lowerBound - $0.upperBound }.sorted(by: >)
            #expect(gaps.count > 7 && gaps[5] > gaps[6] + 1, "the six spaces stand out at \(Lines.factors[i]): \(gaps.prefix(8))")
        }
        // The tightened lines are drawn whole: no ellipsis (its three dots would add runs).
        #expect(lines.last!.last!.upperBound < (10 + Int((Lines.lineWidth(0.955)).rounded(.up)) + 1) * scale)
    }
}

extension TighteningLegibilityTests.Lines {
    static func lineWidth(_ factor: CGFloat) -> CGFloat {
        ((TighteningLegibilityTests.text as NSString).size(withAttributes: [.font: font]).width.rounded(.up) * factor).rounded(.down)
    }
}
