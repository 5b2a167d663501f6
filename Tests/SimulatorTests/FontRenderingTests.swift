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
        // The system font's digits are proportional, as SF's; monospacedDigitSystemFont sets
        // them at one width (Inter's tabular figures).
        let plain = UIFont.systemFont(ofSize: 14), digits = UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .regular)
        #expect(text.width(of: "1111", font: plain) < text.width(of: "8888", font: plain) - 1)
        #expect(text.width(of: "1111", font: digits) == text.width(of: "8888", font: digits))
        #expect(abs(text.width(of: "12:05", font: digits) - text.width(of: "18:48", font: digits)) < 0.01)
    }

    /// The system font is Inter's Text cut below 20 pt and its Display cut from 20 up, as SF Pro's.
    @Test func theSystemFontTakesItsDisplayCutFromTwentyPoints() throws {
        #expect(UIFont.systemFont(ofSize: 19.5).fontName == "Inter-Regular")
        #expect(UIFont.systemFont(ofSize: 20).fontName == "InterDisplay-Regular")
        #expect(UIFont.systemFont(ofSize: 34, weight: .bold).withSize(17).fontName == "Inter-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 28).fontName == "InterDisplay-Italic")
        #expect(UIFont(name: "InterDisplay-SemiBold", size: 13)?.fontName == "InterDisplay-SemiBold")
        #expect(UIFont(name: "InterDisplay-SemiBold", size: 13)?.face.postScriptName == "Inter-SemiBold")
    }

    /// Tracked text is drawn as wide as it measures: 20 capitals at 17 pt, 0.442 pt closer each
    /// (SF's −26/1000 em), end 8.4 pt before they would untracked.
    @Test func trackedTextIsDrawnWhereItMeasures() throws {
        let session = try TestSupport.session()
        let font = UIFont.systemFont(ofSize: 17), line = String(repeating: "H", count: 20)
        let tracking = SystemFontTracking.tracking(of: font.face, pointSize: 17) * 17
        #expect(abs(tracking + 0.442) < 0.001)
        let measured = session.textSystem.width(of: Substring(line), font: font)
        let bearings = try #require(session.textSystem.sideBearings(of: "H", font: font))
        let canvas = try OffscreenCanvas(width: 300, height: 40, textSystem: session.textSystem, images: session.images)
        var list = DisplayList()
        list.append(.text(TextRun(text: line, font: font, color: RGBA(r: 0, g: 0, b: 0, a: 1), origin: CGPoint(x: 10, y: 5), transform: .identity)))
        canvas.renderer.draw(list, scale: 1, background: .white)
        let image = canvas.renderer.readPixels()
        let inked = (0..<image.width).filter { x in (0..<image.height).contains { image.pixel(x: x, y: $0).r < 128 } }
        let first = try #require(inked.first), last = try #require(inked.last)
        // From the first stem's left edge to the last one's right edge, within a pixel.
        let expected = measured - bearings.left - bearings.right - tracking
        #expect(abs(CGFloat(last + 1 - first) - expected) <= 1.5, "ink \(last + 1 - first) px, measured \(expected)")
        #expect(abs(CGFloat(first) - (10 + bearings.left)) <= 1)
    }

    @Test func capAndXHeightAreMeasuredFromTheGlyphs() throws {
        let text = try TestSupport.session().textSystem
        let font = UIFont.systemFont(ofSize: 20)
        // The system font reports SF Pro's: capitals 1443 and lowercase 1078 units of its 2048 em.
        #expect(abs(text.capHeight(for: font) - 20 * 1443 / 2048) < 0.01)
        #expect(abs(text.xHeight(for: font) - 20 * 1078 / 2048) < 0.01)
        // Another font's are its glyphs': Roboto's capitals 1456 and lowercase 1082 units.
        let roboto = try #require(UIFont(name: "Roboto-Regular", size: 20))
        #expect(abs(text.capHeight(for: roboto) - 20 * 1456 / 2048) < 0.2)
        #expect(abs(text.xHeight(for: roboto) - 20 * 1082 / 2048) < 0.2)
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

    /// A font file of the app's registers under the names inside it and draws; a file that is
    /// not a font is refused.
    @Test func anAppsFontFileRegistersUnderItsOwnNames() throws {
        let session = try TestSupport.session()
        let serif = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSerif-BoldItalic.ttf")
        #expect(CTFontManagerRegisterFontsForURL(serif, .process, nil))
        let font = try #require(UIFont(name: "NotoSerif-BoldItalic", size: 20))
        #expect(font.familyName == "Noto Serif" && font.face.isItalic && font.weight == .bold)
        #expect(session.textSystem.width(of: "Serif", font: font) > 0)
        let junk = TestSupport.temporaryDirectory("fonts").appendingPathComponent("Junk.ttf")
        try Data("no font".utf8).write(to: junk)
        #expect(!CTFontManagerRegisterFontsForURL(junk, .process, nil))
        #expect(UIFont(name: "Junk-Regular", size: 12) == nil)
    }

    /// `--system-font DIR` draws the system font from the folder's SF Pro Text files; here a
    /// stand-in folder whose "SF-Pro-Text" files are Roboto's bold faces, so every text is bold.
    @Test func theSystemFontCanComeFromAFolderOfSFProFiles() throws {
        let dir = TestSupport.temporaryDirectory("sf-pro")
        let fonts = try ResourceLocator.locate().root.appendingPathComponent("Fonts")
        for weight in ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"] {
            for (slant, source) in [("", "Roboto-Bold.ttf"), ("Italic", "Roboto-BoldItalic.ttf")] {
                let target = dir.appendingPathComponent("SF-Pro-Text-\(weight)\(slant).otf")
                try? FileManager.default.removeItem(at: target)
                try FileManager.default.copyItem(at: fonts.appendingPathComponent(source), to: target)
            }
        }
        let script = dir.appendingPathComponent("shot.json")
        try Data(#"{"scene": "text", "events": [{"t": 0.2, "screenshot": "frame"}]}"#.utf8).write(to: script)
        func shot(_ extra: [String]) throws -> RGBAImage {
            let out = dir.appendingPathComponent(extra.isEmpty ? "plain" : "sf")
            let r = try TestSupport.runSimulator(["--headless", "--script", script.path, "--out", out.path] + extra)
            #expect(r.code == 0, "\(r.err)")
            return try RGBAImage(pngData: Data(contentsOf: out.appendingPathComponent("frame.png")))
        }
        let plain = try shot([]), sf = try shot(["--system-font", dir.path])
        // The bold stand-in darkens the text: more ink than Roboto Regular.
        func ink(_ image: RGBAImage) -> Int {
            var n = 0
            for y in stride(from: 0, to: image.height, by: 2) {
                for x in stride(from: 0, to: image.width, by: 2) where image.pixel(x: x, y: y).r < 80 { n += 1 }
            }
            return n
        }
        #expect(ink(sf) > ink(plain))
        let missing = try TestSupport.runSimulator(["--headless", "--script", script.path, "--system-font", "/nonexistent"])
        #expect(missing.code != 0 && missing.err.contains("SF-Pro-Text-Regular.otf"))
    }
}
