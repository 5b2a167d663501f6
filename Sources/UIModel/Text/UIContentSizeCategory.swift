import Foundation

/// The user's preferred text size (UIKit's `UIContentSizeCategory`), ordered from extra small to
/// the largest accessibility size. UIKit's raw values.
nonisolated public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every category from smallest to largest (unspecified excluded).
    package static let allCategories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position in `allCategories`; unspecified counts as the default, large.
    nonisolated var index: Int { Self.allCategories.firstIndex(of: self) ?? Self.allCategories.firstIndex(of: .large)! }

    public var isAccessibilityCategory: Bool { index >= Self.allCategories.firstIndex(of: .accessibilityMedium)! }

    public static func < (l: UIContentSizeCategory, r: UIContentSizeCategory) -> Bool { l.index < r.index }

    /// Short names for scripts, the HUD and snapshot configs ("L", "XXXL", "AX5").
    package static let shortNames: [String] = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
    public var shortName: String { Self.shortNames[index] }
    public init?(shortName: String) {
        guard let i = Self.shortNames.firstIndex(of: shortName.uppercased()) else { return nil }
        self = Self.allCategories[i]
    }
}

extension UIFont {
    /// The text styles of Dynamic Type (UIKit's `UIFont.TextStyle`, its raw values).
    nonisolated public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// Point sizes per text style, one per category from extra small to AX5: Apple's Human
    /// Interface Guidelines, "Typography", Dynamic Type sizes for iOS.
    nonisolated static let dynamicTypeSizes: [TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The font for a text style at the app's current content size category (the screen's).
    nonisolated public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style at `traitCollection`'s content size category (the screen's when
    /// nil or unspecified).
    nonisolated public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        withMainActorState { cachedPreferredFont(forTextStyle: style, compatibleWith: traitCollection) }
    }

    private class func cachedPreferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UIScreen.main.traitCollection.preferredContentSizeCategory }
        // One font per style and size, as UIKit hands out: cells that build a configuration for
        // every row that scrolls on then make none.
        let key = PreferredFontKey(style: style, category: category)
        if let font = UIModelRuntime.current.resources.preferredFonts[key] { return font }
        let size = dynamicTypeSizes[style]?[category.index] ?? dynamicTypeSizes[.body]![category.index]
        let font = UIFont(pointSize: size, weight: style == .headline ? .semibold : .regular)
        font.dynamicStyle = style
        UIModelRuntime.current.resources.preferredFonts[key] = font
        return font
    }
}

/// A text style at a content size category: the key of the app's preferred fonts.
nonisolated struct PreferredFontKey: Hashable {
    var style: UIFont.TextStyle
    var category: UIContentSizeCategory
}
