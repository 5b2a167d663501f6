import Foundation
@testable import SimulatorCore
@testable import SimulatorKit
@testable import SimulatorRendering
import Testing
@testable import UIModel
import UIModelSnapshotTesting
import SnapshotTesting

/// Text in every script: fallback fonts, shaping and right-to-left order.
@Suite(.serialized) struct TextShaperTests {
    private func runs(_ text: String) throws -> [TextShaper.Run] {
        try TestSupport.session().textSystem.shaper.runs(of: Substring(text), face: UIFont.systemFont(ofSize: 17).face, pixelSize: 51)
    }

    @Test func latinTextIsOneRunInTheFontAskedFor() throws {
        let r = try runs("Hello, world — ça va?")
        #expect(r.count == 1 && r[0].face.postScriptName == "Inter-Regular" && !r[0].rightToLeft)
    }

    @Test func eachScriptFindsItsFallback() throws {
        let expected: [String: String] = [
            "😀": "NotoColorEmoji", "👨‍👩‍👧": "NotoColorEmoji", "🇯🇵": "NotoColorEmoji", "❤️": "NotoColorEmoji", "1️⃣": "NotoColorEmoji",
            "你好": "DroidSansFallbackFull", "こんにちは": "DroidSansFallbackFull", "안녕하세요": "NanumGothic",
            "مرحبا": "NotoSansArabic-Regular", "שלום": "NotoSansHebrew-Regular", "नमस्ते": "NotoSansDevanagari-Regular",
            "สวัสดี": "NotoSansThai-Regular",
        ]
        for (text, face) in expected {
            let r = try runs(text)
            #expect(r.contains { $0.face.postScriptName == face }, "\(text): \(r.map(\.face.postScriptName))")
        }
        #expect(try runs("مرحبا").allSatisfy { $0.script == "Arab" && $0.rightToLeft })
        // A symbol the system font lacks comes from a fallback that has it.
        #expect(try runs("♞")[0].face.postScriptName != "Inter-Regular")
        // A family emoji is one character, drawn as one glyph.
        #expect(try runs("👨‍👩‍👧").count == 1)
    }

    @Test func boldTextFallsBackToTheScriptFontsBold() throws {
        let session = try TestSupport.session()
        func faces(_ text: String, _ font: UIFont) -> [String] {
            session.textSystem.shaper.runs(of: Substring(text), face: font.face, pixelSize: 51).map(\.face.postScriptName)
        }
        let bold = UIFont.systemFont(ofSize: 17, weight: .semibold)
        #expect(faces("مرحبا", bold) == ["NotoSansArabic-Bold"])
        #expect(faces("שלום", .boldSystemFont(ofSize: 17)) == ["NotoSansHebrew-Bold"])
        #expect(faces("안녕", bold) == ["NanumGothicBold"])
        // Light text keeps the regular face; Chinese, whose fallback has no bold, keeps it too.
        #expect(faces("مرحبا", .systemFont(ofSize: 17, weight: .light)) == ["NotoSansArabic-Regular"])
        #expect(faces("你好", bold) == ["DroidSansFallbackFull"])
    }

    @Test func rightToLeftRunsAreInVisualOrder() throws {
        // Left-to-right paragraph: the Arabic word sits between the Latin ones.
        #expect(try runs("Hello مرحبا world").map { String($0.text) } == ["Hello ", "مرحبا", " world"])
        // Right-to-left paragraph (it starts with Arabic): the number after it is drawn to its left.
        let r = try runs("العربية 2026")
        #expect(r.map { String($0.text) } == ["2026", " ", "العربية"])
        #expect(r.map(\.level) == [2, 1, 1])
        // Words of a right-to-left sentence read right to left; the number in it left to right.
        #expect(try runs("שלום 12 עולם").map { String($0.text) } == ["עולם", " ", "12", " ", "שלום"])
    }

    @Test func shapedAndFallbackTextIsMeasured() throws {
        let text = try TestSupport.session().textSystem
        let font = UIFont.systemFont(ofSize: 17)
        // An emoji is about an em and a quarter wide, as Apple's are beside 17 pt text.
        let emoji = text.width(of: "😀", font: font)
        #expect(emoji > 17 && emoji < 24)
        #expect(text.width(of: "你好", font: font) > 30)
        // Arabic letters join: the shaped word is narrower than its letters set apart.
        let word = text.width(of: "سلام", font: font)
        let apart = ["س", "ل", "ا", "م"].reduce(CGFloat(0)) { $0 + text.width(of: Substring($1), font: font) }
        #expect(word > 0 && word < apart)
    }

    @Test func emojiDrawInColourAndArabicDraws() throws {
        let session = try TestSupport.session()
        let canvas = try OffscreenCanvas(width: 200, height: 60, textSystem: session.textSystem, images: session.images)
        var list = DisplayList()
        let black = RGBA(r: 0, g: 0, b: 0, a: 1)
        list.append(.text(TextRun(text: "😀", font: .systemFont(ofSize: 30), color: black, origin: CGPoint(x: 0, y: 10), transform: .identity)))
        list.append(.text(TextRun(text: "سلام", font: .systemFont(ofSize: 30), color: black, origin: CGPoint(x: 100, y: 10),
                                  transform: .identity)))
        canvas.renderer.draw(list, scale: 1, background: .white)
        let img = canvas.renderer.readPixels()
        var coloured = 0, inked = 0
        for y in 0..<60 {
            for x in 0..<200 {
                let p = img.pixel(x: x, y: y)
                if x < 60, Int(p.r) - Int(p.b) > 80 { coloured += 1 }
                if x >= 100, p.r < 100 { inked += 1 }
            }
        }
        #expect(coloured > 100, "the emoji is yellow, not a black outline")
        #expect(inked > 50, "the Arabic word draws")
    }

    @Test func aBlurredRunSpreadsItsInkAsAShadowDoes() throws {
        let session = try TestSupport.session()
        func draw(blur: CGFloat) throws -> (inked: Int, darkest: UInt8) {
            let canvas = try OffscreenCanvas(width: 120, height: 60, textSystem: session.textSystem, images: session.images)
            var list = DisplayList()
            list.append(.text(TextRun(text: "Hi", font: .boldSystemFont(ofSize: 30), color: RGBA(r: 0, g: 0, b: 0, a: 1),
                                      origin: CGPoint(x: 20, y: 10), transform: .identity, blur: blur)))
            canvas.renderer.draw(list, scale: 1, background: .white)
            let img = canvas.renderer.readPixels()
            var inked = 0, darkest: UInt8 = 255
            for y in 0..<60 { for x in 0..<120 { let r = img.pixel(x: x, y: y).r; if r < 250 { inked += 1 }; darkest = min(darkest, r) } }
            return (inked, darkest)
        }
        let sharp = try draw(blur: 0), soft = try draw(blur: 6)
        #expect(soft.inked > sharp.inked + 200, "the blur spreads past the glyphs")
        #expect(sharp.darkest < 20 && soft.darkest > sharp.darkest, "and lightens their cores")
    }

    @Test func aSymbolDrawsItsGlyphInTheTintColour() throws {
        let view = UIImageView(image: UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        view.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
        view.tintColor = .red
        var frame: SnapshotFrame?
        Snapshotting<UIView, SnapshotFrame>.image(traits: UITraitCollection(displayScale: 1)).snapshot(view).run { frame = $0 }
        let img = try #require(frame).image()
        var red = 0
        for y in 0..<img.height { for x in 0..<img.width { let p = img.pixel(x: x, y: y); if p.r > 200, p.g < 60, p.b < 60, p.a == 255 { red += 1 } } }
        // A filled heart covers about half of its 48-point square.
        #expect(red > 48 * 48 / 3 && red < 48 * 48 * 3 / 4, "\(red) red pixels")
        #expect(img.pixel(x: 24, y: 24) == (255, 0, 0, 255), "the heart's middle is filled")
        #expect(frame?.fontFiles.contains { $0.contains("materialdesignicons-webfont.ttf") } == true)
    }

    @Test func styledRunsOfMixedDirectionAreOrderedAcrossTheLine() throws {
        let session = try TestSupport.session()
        // A left-to-right line whose bold run holds an Arabic name and an emoji: the emoji,
        // after the Arabic in a left-to-right paragraph, takes the paragraph's direction and
        // ends the line on the right, as on iOS (set on its own, the bold run would put it left).
        let text = NSMutableAttributedString(string: "Amira ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.append(NSAttributedString(string: "أميرة 👋", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]))
        let layout = AttributedTextLayout(text, defaults: TextDefaults(font: .systemFont(ofSize: 17), color: .black),
                                          width: 300, numberOfLines: 0, metrics: session.textSystem)
        let pieces = try #require(layout.lines.first).fragments
        #expect(pieces.map(\.text) == ["Amira ", "أميرة", " 👋"])
        #expect(pieces.map(\.rightToLeft) == [false, true, false])
        #expect(pieces[1].x == pieces[0].width && pieces[2].x == pieces[1].x + pieces[1].width)
        // In a right-to-left paragraph the Latin run sits at the left end of the visual line.
        let hebrew = NSMutableAttributedString(string: "שלום ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        hebrew.append(NSAttributedString(string: "Dana!", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]))
        let rtl = AttributedTextLayout(hebrew, defaults: TextDefaults(font: .systemFont(ofSize: 17), color: .black),
                                       width: 300, numberOfLines: 0, metrics: session.textSystem)
        #expect(try #require(rtl.lines.first).fragments.map(\.text) == ["!", "Dana", "שלום "])
    }

    @Test func directionMarksDrawAsNothing() throws {
        let r = try runs("\u{200F}(abc)")
        #expect(r.map { String($0.text) }.joined().unicodeScalars.count == 5)
        #expect(try runs("\u{200F}").isEmpty)
    }
}
