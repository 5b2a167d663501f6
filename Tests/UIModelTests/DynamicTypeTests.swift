import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Dynamic Type sizes and labels that follow them; the language direction as a screen trait.
@Suite(.serialized, .freshRuntime) struct DynamicTypeTests: AnimationTesting {
    @Test func preferredFontsHaveApplesSizes() {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let sizes = [UIFont.TextStyle.largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote,
                     .caption1, .caption2].map { UIFont.preferredFont(forTextStyle: $0, compatibleWith: large).pointSize }
        #expect(sizes == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        let body = UIContentSizeCategory.allCategories.map {
            UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: $0)).pointSize
        }
        #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large && UIContentSizeCategory(shortName: "ax5") == .accessibilityExtraExtraExtraLarge)
    }

    @Test func aLabelThatAdjustsFollowsTheTextSizeAndRelaysOut() {
        let root = makeView()
        defer { UIScreen.main.simulatorSetText(direction: .leftToRight, category: .large); app.layoutWindows() }
        let adjusting = UILabel(), fixed = UILabel()
        for l in [adjusting, fixed] {
            l.text = "Hello"
            l.font = .preferredFont(forTextStyle: .body)
            l.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(l)
        }
        adjusting.adjustsFontForContentSizeCategory = true
        NSLayoutConstraint.activate([adjusting.topAnchor.constraint(equalTo: root.topAnchor),
                                     adjusting.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     fixed.topAnchor.constraint(equalTo: adjusting.bottomAnchor),
                                     fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        app.layoutWindows()
        let before = adjusting.frame.height
        UIScreen.main.simulatorSetText(direction: .leftToRight, category: .accessibilityExtraExtraExtraLarge)
        app.layoutWindows()
        #expect(adjusting.font.pointSize == 53 && fixed.font.pointSize == 17)
        #expect(adjusting.frame.height > before * 2 && fixed.frame.minY == adjusting.frame.maxY)
    }

    @Test func theScreensDirectionFlipsLeadingConstraintsAndNaturalText() {
        let root = makeView()
        defer { UIScreen.main.simulatorSetText(direction: .leftToRight, category: .large); app.layoutWindows() }
        let window = root.window!
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(v)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                                     v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 5),
                                     v.topAnchor.constraint(equalTo: window.topAnchor)])
        app.layoutWindows()
        #expect(v.frame.minX == 10 && v.effectiveUserInterfaceLayoutDirection == .leftToRight)
        UIScreen.main.simulatorSetText(direction: .rightToLeft, category: .large)
        app.layoutWindows()
        #expect(v.effectiveUserInterfaceLayoutDirection == .rightToLeft && v.traitCollection.layoutDirection == .rightToLeft)
        #expect(v.frame.maxX == window.bounds.width - 10)
        v.semanticContentAttribute = .forceLeftToRight
        app.layoutWindows()
        #expect(v.frame.minX == 10)
    }
}
