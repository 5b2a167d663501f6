import Foundation

extension UIButton {
    /// iOS 15's button configuration: a style (plain, gray, tinted, filled) that sets the
    /// background, the foreground colour, the corner radius and the padding, adapted to the
    /// button's state (highlighted, disabled).
    nonisolated public struct Configuration: Equatable, Sendable {
        public static func == (l: Configuration, r: Configuration) -> Bool {
            l.style == r.style && l.title == r.title && l.attributedTitle == r.attributedTitle
                && l.titleTextAttributesTransformer == r.titleTextAttributesTransformer && l.baseForegroundColor == r.baseForegroundColor
                && l.image == r.image && l.imagePadding == r.imagePadding && l.imagePlacement == r.imagePlacement
                && l.showsActivityIndicator == r.showsActivityIndicator
                && l.preferredSymbolConfigurationForImage == r.preferredSymbolConfigurationForImage
                && l.baseBackgroundColor == r.baseBackgroundColor && l.cornerStyle == r.cornerStyle && l.background == r.background
                && l.buttonSize == r.buttonSize && l.contentInsets == r.contentInsets
        }

        nonisolated public enum CornerStyle: Int, Sendable { case dynamic, fixed, small, medium, large, capsule }
        nonisolated public enum Size: Int, Sendable { case mini, small, medium, large }

        nonisolated enum Style: Equatable { case plain, gray, tinted, filled }
        let style: Style

        /// The title; setting it clears `attributedTitle`, as in UIKit.
        public var title: String? {
            didSet { if !settingTitles { settingTitles = true; attributedTitle = nil; settingTitles = false } }
        }
        /// The title with its styles; setting it sets `title` to its characters. What it does not
        /// style takes the configuration's font and colour.
        public var attributedTitle: AttributedString? {
            didSet {
                guard !settingTitles else { return }
                settingTitles = true
                title = attributedTitle.map { String($0.characters) }
                settingTitles = false
            }
        }
        /// Set while one of the two titles updates the other.
        private var settingTitles = false
        /// Changes the title's attributes (font, colour) before it is drawn.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The image shown before the title, tinted with the foreground colour.
        public var image: UIImage?
        /// The space between image and title.
        public var imagePadding: CGFloat = 0
        /// Where the image sits against the title: `.leading` (default), `.trailing`, `.top`,
        /// `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// A symbol configuration laid over a symbol image's own.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Shows a spinning activity indicator in the image's place (before the title when there
        /// is no image), in the foreground colour.
        public var showsActivityIndicator = false
        /// The title's colour (nil: the style's, from the tint colour).
        public var baseForegroundColor: UIColor?
        /// The background's colour (nil: the style's, from the tint colour).
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var background = Background()
        public var buttonSize: Size = .medium {
            didSet { contentInsets = Self.insets(for: buttonSize) }
        }
        public var contentInsets: NSDirectionalEdgeInsets

        /// What a configuration's background has that this simulator draws.
        nonisolated public struct Background: Equatable, Sendable {
            /// Used with `cornerStyle = .fixed`.
            public var cornerRadius: CGFloat = 0
            /// Replaces the style's background colour when set.
            public var backgroundColor: UIColor?
            public var strokeColor: UIColor?
            public var strokeWidth: CGFloat = 0
            public init() {}
        }

        init(style: Style) {
            self.style = style
            contentInsets = Self.insets(for: .medium)
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The bordered family draws as its counterparts: no background, a grey one, a tinted
        /// one, and one filled with the tint.
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// UIKit's padding by button size (a medium filled button with a 17 pt title is about
        /// 34 pt tall).
        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title font by button size (footnote, subheadline, body).
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 13)
            case .small: return .systemFont(ofSize: 15)
            case .medium, .large: return .systemFont(ofSize: 17)
            }
        }

        /// The title as the button draws it: the attributed title (or the title in the
        /// configuration's font and `color`) through the attributes transformer.
        func styledTitle(color: UIColor) -> NSAttributedString? {
            guard var text = attributedTitle ?? title.map({ AttributedString($0) }) else { return nil }
            var base = AttributeContainer()
            base[AttributeScopes.UIKitAttributes.FontAttribute.self] = titleFont
            base[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = color
            // What the title does not style takes the configuration's font and colour.
            for run in text.runs {
                let attributes = base.merging(run.attributes, mergePolicy: .keepNew)
                text[run.range].setAttributes(titleTextAttributesTransformer.map { $0(attributes) } ?? attributes)
            }
            return NSAttributedString(text)
        }

        /// The corner radius for a button of `height`. Apple documents no numbers; these follow
        /// iOS 15's look (a medium button's dynamic corners are 6 pt).
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: return 4
                case .medium: return 6
                case .large: return 8
                }
            }
        }

        /// The background colour for the state; the tint colour stands in for a nil base.
        func backgroundColor(tint: UIColor, enabled: Bool, highlighted: Bool) -> UIColor? {
            if let c = background.backgroundColor { return c }
            let base = baseBackgroundColor ?? tint
            switch style {
            case .plain: return nil
            case .gray: return .secondarySystemFill
            case .tinted: return enabled ? base.withAlphaComponent(highlighted ? 0.25 : 0.15) : .tertiarySystemFill
            case .filled: return enabled ? (highlighted ? base.withAlphaComponent(0.8) : base) : .tertiarySystemFill
            }
        }

        /// The title colour for the state.
        func foregroundColor(tint: UIColor, enabled: Bool, highlighted: Bool) -> UIColor {
            if !enabled { return .tertiaryLabel }
            let base = baseForegroundColor ?? (style == .filled ? .white : tint)
            return highlighted && style != .filled ? base.withAlphaComponent(0.5) : base
        }
    }
}

/// Changes text attributes (a configuration's title font and colour) before they are drawn.
nonisolated public struct UIConfigurationTextAttributesTransformer: Equatable, Sendable {
    /// Holds the closure; two transformers are equal when they hold the same one.
    private final class Box: Sendable {
        let transform: @Sendable (AttributeContainer) -> AttributeContainer
        init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    }
    private let box: Box

    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) { box = Box(transform) }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { box.transform(input) }

    public static func == (l: Self, r: Self) -> Bool { l.box === r.box }
}
