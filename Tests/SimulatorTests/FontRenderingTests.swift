import Foundation
import SimulatorKit
import Testing
import UIModel

/// The shipped and packaged faces measure and draw as the fonts they stand in for.
@Suite(.serialized) struct FontRenderingTests {
    @Test func helveticaAndArialMeasureAsOnIOS() throws {
        let text = try TestSupport.session().textSystem
        // Helvetica's advance widths (per 1000 em): H 722, e 556, l 222, l 222, o 556.
        let helvetica = try #require(UIFont(name: "Helvetica", size: 17))
        #expect(abs(text.width(of: "Hello", font: helvetica) - 2.278 * 17) < 0.2)
        #expect(text.width(of: "Hello", font: UIFont(name: "ArialMT", size: 17)!) == text.width(of: "Hello", font: helvetica))
    }

    @Test func monospacedFacesGiveEveryCharacterOneWidth() throws {
        let text = try TestSupport.session().textSystem
        for font in [UIFont.monospacedSystemFont(ofSize: 14, weight: .regular), UIFont(name: "Courier", size: 14)!] {
            // Within a pixel at @3x (advances are rounded to whole pixels of the measuring size).
            #expect(abs(text.width(of: "iiii", font: font) - text.width(of: "WWWW", font: font)) < 0.34)
        }
        // Roboto's digits are one width too (monospacedDigitSystemFont is the system font).
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .regular)
        #expect(text.width(of: "1111", font: digits) == text.width(of: "8888", font: digits))
    }

    @Test func capAndXHeightAreMeasuredFromTheGlyphs() throws {
        let text = try TestSupport.session().textSystem
        let font = UIFont.systemFont(ofSize: 20)
        // Roboto: capitals 1456 and lowercase 1082 units of its 2048 em.
        #expect(abs(text.capHeight(for: font) - 20 * 1456 / 2048) < 0.2)
        #expect(abs(text.xHeight(for: font) - 20 * 1082 / 2048) < 0.2)
        #expect(text.capHeight(for: font) < text.ascender(for: font))
        #expect(text.leading(for: font) >= 0)
    }

    @Test func everyFaceOpensAndTheWeightsDrawDifferently() throws {
        let text = try TestSupport.session().textSystem
        var widths: [String: CGFloat] = [:]
        for family in UIFont.familyNames {
            for name in UIFont.fontNames(forFamilyName: family) {
                let w = text.width(of: "Weights", font: UIFont(name: name, size: 30)!)
                #expect(w > 0, "\(name) draws nothing")
                widths[name] = w
            }
        }
        // Heavier Roboto faces set wider: six distinct weights.
        let roboto = ["Thin", "Light", "Regular", "Medium", "Bold", "Black"].map { widths["Roboto-\($0)"]! }
        #expect(Set(roboto).count == 6)
        #expect(UIKitWarning.history.filter { $0.contains("cannot be opened") }.isEmpty)
    }
}
