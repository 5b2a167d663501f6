import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.freshRuntime) struct FontTests {
    private func face(_ name: String) -> String? { UIFont(name: name, size: 17)?.face.postScriptName }

    @Test func applesFaceNamesFindAShippedFaceOfTheirKind() {
        let expected: [String: String] = [
            "Avenir-Heavy": "Inter-ExtraBold", "AvenirNext-DemiBold": "Inter-SemiBold", "HelveticaNeue-BoldItalic": "Inter-BoldItalic",
            "HelveticaNeue-UltraLight": "Inter-Thin", "Helvetica-Bold": "NimbusSans-Bold", "Helvetica-Oblique": "NimbusSans-Italic",
            "ArialMT": "NimbusSans-Regular", "Arial-BoldMT": "NimbusSans-Bold", "TimesNewRomanPS-BoldMT": "NimbusRoman-Bold",
            "TimesNewRomanPSMT": "NimbusRoman-Regular", "CourierNewPSMT": "NimbusMonoPS-Regular", "Menlo-Regular": "DejaVuSansMono",
            "Menlo-BoldItalic": "DejaVuSansMono-BoldOblique", "Georgia-Italic": "C059-Italic", "Palatino-Roman": "P052-Roman",
            "Futura-Bold": "URWGothic-Demi", "Noteworthy-Bold": "ComicNeue-Bold", "ChalkboardSE-Regular": "ComicNeue-Regular",
            "SFProRounded-Semibold": "Quicksand-Medium", "SnellRoundhand": "Z003-MediumItalic", "Helvetica Neue": "Inter-Regular",
            "Roboto": "Roboto-Regular", "Roboto-ThinItalic": "Roboto-ThinItalic", "Nimbus Sans": "NimbusSans-Regular",
            ".SFUI-Semibold": "Inter-SemiBold", "InterDisplay-Bold": "Inter-Bold",
        ]
        for (name, shipped) in expected { #expect(face(name) == shipped, "\(name)") }
        for unknown in ["No Such Font", "Avenir-Fancy", "", "-", "Roboto-Wobbly"] { #expect(face(unknown) == nil, "\(unknown)") }
    }

    @Test func aStandInKeepsTheNameAskedForAndWarnsOnce() {
        let font = UIFont(name: "Avenir-Heavy", size: 16)!
        _ = UIFont(name: "Avenir-Heavy", size: 20)
        #expect(font.fontName == "Avenir-Heavy" && font.familyName == "Avenir" && font.pointSize == 16)
        #expect(UIKitWarning.history.filter { $0.contains("Avenir-Heavy") }.count == 1)
        // The system font's own names are no stand-in.
        _ = UIFont(name: ".SFUI-Regular", size: 12)
        #expect(UIKitWarning.history.count == 1)
        #expect(UIFont(name: "Roboto-Bold", size: 12)?.familyName == "Roboto")
    }

    @Test func familiesAndTheirFacesAreListed() {
        #expect(UIFont.familyNames.contains("Roboto") && UIFont.familyNames.contains("DejaVu Sans Mono"))
        #expect(UIFont.fontNames(forFamilyName: "Roboto").count == 18)
        #expect(UIFont.fontNames(forFamilyName: "Roboto").contains("Roboto-BlackItalic"))
        #expect(UIFont.fontNames(forFamilyName: "Avenir").isEmpty)
        for family in UIFont.familyNames {
            for name in UIFont.fontNames(forFamilyName: family) { #expect(face(name) == name) }
        }
    }

    @Test func theNineSystemWeightsAreNineFaces() {
        let weights: [(UIFont.Weight, String)] = [
            (.ultraLight, "Inter-Thin"), (.thin, "Inter-ExtraLight"), (.light, "Inter-Light"), (.regular, "Inter-Regular"),
            (.medium, "Inter-Medium"), (.semibold, "Inter-SemiBold"), (.bold, "Inter-Bold"), (.heavy, "Inter-ExtraBold"),
            (.black, "Inter-Black"),
        ]
        for (weight, name) in weights { #expect(UIFont.systemFont(ofSize: 17, weight: weight).face.postScriptName == name) }
        #expect(UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(rawValue: 0.35)).face.postScriptName == "Inter-SemiBold", "the nearest")
        #expect(UIFont(name: "Roboto-ExtraBoldItalic", size: 17)?.face.postScriptName == "Roboto-ExtraBoldItalic")
        #expect(UIFont.italicSystemFont(ofSize: 17).face.postScriptName == "Inter-Italic")
        #expect(UIFont.boldSystemFont(ofSize: 17).face.postScriptName == "Inter-Bold")
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .bold).face.postScriptName == "DejaVuSansMono-Bold")
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .regular)
        #expect(digits.fontName == "Inter-Regular" && digits.face.tabularDigits && !UIFont.systemFont(ofSize: 13).face.tabularDigits)
        #expect(digits.face.setText("12:05") == "\u{E072}\u{E073}:\u{E071}\u{E076}")
        // From 20 points the system font is drawn in its Display cut.
        #expect(UIFont.systemFont(ofSize: 20, weight: .semibold).fontName == "InterDisplay-SemiBold")
        #expect(UIFont.systemFont(ofSize: 17).fontName == "Inter-Regular")
    }

    @Test func descriptorsDeriveBoldItalicMonospacedAndDesigns() throws {
        let body = UIFont.systemFont(ofSize: 17).fontDescriptor
        let boldItalic = try #require(body.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(boldItalic.symbolicTraits.isSuperset(of: [.traitBold, .traitItalic]))
        let font = UIFont(descriptor: boldItalic, size: 0)
        #expect(font.face.postScriptName == "Inter-BoldItalic" && font.pointSize == 17)
        #expect(UIFont(descriptor: boldItalic, size: 30).pointSize == 30)
        // Taking bold away gives the regular weight back.
        let plain = try #require(boldItalic.withSymbolicTraits(.traitItalic))
        #expect(UIFont(descriptor: plain, size: 0).face.postScriptName == "Inter-Italic")
        #expect(body.withSymbolicTraits(.traitCondensed) == nil)
        let mono = try #require(body.withSymbolicTraits(.traitMonoSpace))
        #expect(mono.symbolicTraits.contains(.traitMonoSpace))
        #expect(UIFont(descriptor: mono, size: 0).face.isMonospaced)
        #expect(UIFont(descriptor: try #require(body.withDesign(.rounded)), size: 0).face.family == "Quicksand")
        #expect(UIFont(descriptor: try #require(body.withDesign(.serif)), size: 0).face.family == "Nimbus Roman")
        #expect(UIFont(descriptor: try #require(body.withDesign(.monospaced)), size: 0).face.family == "DejaVu Sans Mono")
        #expect(UIFont(name: "Georgia", size: 12)!.fontDescriptor.withDesign(.rounded) == nil)
        // A named font's bold face is its family's.
        let helvetica = try #require(UIFont(name: "Helvetica", size: 12)!.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(UIFont(descriptor: helvetica, size: 0).face.postScriptName == "NimbusSans-Bold")
    }

    @Test func descriptorsFromAttributesAndTextStyles() {
        let d = UIFontDescriptor(fontAttributes: [.family: "Helvetica", .size: 15,
                                                  .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
        let font = UIFont(descriptor: d, size: 0)
        #expect(font.face.postScriptName == "NimbusSans-Bold" && font.pointSize == 15)
        #expect(d.fontAttributes[.size] as? CGFloat == 15)
        let bigger = UIFont(descriptor: d.addingAttributes([.size: 20]), size: 0)
        #expect(bigger.pointSize == 20 && bigger.face.postScriptName == "NimbusSans-Bold")
        let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        #expect(headline.pointSize == 17)
        let fromStyle = UIFont(descriptor: headline, size: 0)
        #expect(fromStyle == .preferredFont(forTextStyle: .headline))
        let italicHeadline = UIFont(descriptor: headline.withSymbolicTraits(.traitItalic)!, size: 0)
        #expect(italicHeadline.face.isItalic && italicHeadline.pointSize == 17)
        #expect(UIFontDescriptor(name: "Menlo-Bold", size: 11).postscriptName == "DejaVuSansMono-Bold")
    }

    @Test func fontMetricsScaleWithTheContentSizeCategory() {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let custom = UIFont(name: "Avenir-Medium", size: 17)!
        #expect(UIFontMetrics.default.scaledFont(for: custom, compatibleWith: large).pointSize == 17)
        let scaled = UIFontMetrics.default.scaledFont(for: custom, compatibleWith: xxxl)
        #expect(scaled.pointSize == 23 && scaled.fontName == "Avenir-Medium")
        #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 20, compatibleWith: xxxl).pointSize == 20)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 10, compatibleWith: xxxl) == 10 * 34 / 28 as CGFloat)
        #expect(UIFontMetrics.default.scaledValue(for: 44) == 44)
    }

    @Test func fontMetricsComeFromTheTextSystem() {
        let font = UIFont.systemFont(ofSize: 20)
        // The model metrics: capitals 0.7 em, lowercase 0.5 em, no line gap.
        #expect(font.capHeight == 14 && font.xHeight == 10 && font.leading == 0)
        #expect(font.descender < 0 && font.ascender > font.capHeight)
    }

    @Test func anAppsOwnFontRegistersByItsFileName() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uimodel-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // A real font file (the names come from the file's name here: the model metrics do not
        // open files), so other tests drawing every family find it opens.
        let url = dir.appendingPathComponent("Brandface-SemiBoldItalic.ttf")
        let roboto = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources/Fonts/Roboto-Italic.ttf")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.copyItem(at: roboto, to: url)
        #expect(UIFont(name: "Brandface-SemiBoldItalic", size: 12) == nil)
        #expect(CTFontManagerRegisterFontsForURL(url, .process, nil))
        let font = try #require(UIFont(name: "Brandface-SemiBoldItalic", size: 12))
        #expect(font.face.file == url.path && font.face.isItalic && font.weight == .semibold && font.familyName == "Brandface")
        #expect(UIFont.familyNames.contains("Brandface") && UIFont.fontNames(forFamilyName: "Brandface") == ["Brandface-SemiBoldItalic"])
        // A file that is not there is refused with an error.
        var error: Unmanaged<NSError>?
        #expect(!CTFontManagerRegisterFontsForURL(dir.appendingPathComponent("Missing.ttf"), .process, &error))
        #expect(error?.takeRetainedValue().localizedDescription.contains("no such file") == true)
    }
}
