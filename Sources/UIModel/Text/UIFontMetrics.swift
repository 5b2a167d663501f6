import Foundation

/// Scales custom fonts and values with Dynamic Type: by the ratio of a text style's size at the
/// content size category to its size at the default category (large), as UIKit does.
nonisolated open class UIFontMetrics: @unchecked Sendable {
    nonisolated deinit {}
    let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// The body style's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` scaled for the current content size category.
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                                    compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        return font.withSize(maximumPointSize > 0 ? min(size, maximumPointSize) : size)
    }

    /// `value` (a spacing, an image size) scaled for the current content size category.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = withMainActorState { UIScreen.main.traitCollection.preferredContentSizeCategory } }
        guard let sizes = UIFont.dynamicTypeSizes[textStyle] ?? UIFont.dynamicTypeSizes[.body] else { return value }
        let base = sizes[UIContentSizeCategory.large.index]
        return value * sizes[category.index] / base
    }
}
