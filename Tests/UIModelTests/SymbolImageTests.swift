import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.freshRuntime) struct SymbolImageTests {
    @Test func systemNamesFindTheirGlyphsAndUnknownNamesAreNil() throws {
        #expect(SymbolCatalog.codepoints.count >= 400)
        let heart = try #require(UIImage(systemName: "heart"))
        let filled = try #require(UIImage(systemName: "heart.fill"))
        #expect(heart.isSymbolImage && heart.renderingMode == .alwaysTemplate)
        #expect(heart.symbol?.codepoint != filled.symbol?.codepoint, "outlined and filled are different glyphs")
        for name in ["house.fill", "magnifyingglass", "gearshape", "person.circle.fill", "chevron.right", "xmark.circle.fill",
                     "square.and.arrow.up", "trash", "plus", "ellipsis", "checkmark", "bell.fill", "star.fill"] {
            #expect(UIImage(systemName: name) != nil, "\(name)")
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "plus.fill") == nil, "SF Symbols has no filled plus")
        #expect(UIKitWarning.history.contains { $0.contains("no.such.symbol") })
        #expect(!(UIImage(named: "nothing")?.isSymbolImage ?? false))
    }

    @Test func configurationsSizeTheSymbol() throws {
        #expect(UIImage(systemName: "heart")?.size == CGSize(width: 20, height: 20))
        let big = UIImage.SymbolConfiguration(pointSize: 30)
        #expect(UIImage(systemName: "heart", withConfiguration: big)?.size == CGSize(width: 36, height: 36))
        let large = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)
        #expect(UIImage(systemName: "heart", withConfiguration: large)?.size == CGSize(width: 45, height: 45))
        let small = UIImage.SymbolConfiguration(scale: .small)
        #expect(UIImage(systemName: "heart", withConfiguration: small)?.size == CGSize(width: 16, height: 16))
        // A text style's size at the default text size, and a font's.
        #expect(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle))?.size.width == 41)
        #expect(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(font: .systemFont(ofSize: 10)))?.size.width == 12)
        // Applying keeps what the other leaves unset.
        let combined = big.applying(UIImage.SymbolConfiguration(scale: .small))
        #expect(combined.pointSize == 30 && combined.scale == .small)
        let image = try #require(UIImage(systemName: "star", withConfiguration: big)?.applyingSymbolConfiguration(.init(weight: .bold)))
        #expect(image.symbolConfiguration?.pointSize == 30 && image.symbolConfiguration?.weight == .bold)
        #expect(image.withConfiguration(small).size.width == 16)
        #expect(UIImage.SymbolConfiguration(pointSize: .nan).pointSize == 0)
    }

    @Test func anImageViewSizesToItsPreferredConfiguration() throws {
        let view = UIImageView(image: UIImage(systemName: "bell"))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        #expect(view.intrinsicContentSize == CGSize(width: 48, height: 48))
        view.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
        view.tintColor = .red
        var list = DisplayList()
        view.appendContent(to: &list, transform: .identity, opacity: 1)
        guard case .text(let run) = list.items.first else { Issue.record("no glyph drawn"); return }
        #expect(run.font.face == SymbolCatalog.face && run.font.pointSize == 48 && run.color == UIColor.red.rgba(for: nil))
        #expect(run.text.unicodeScalars.first?.value == UIImage(systemName: "bell")?.symbol?.codepoint)
    }
}
