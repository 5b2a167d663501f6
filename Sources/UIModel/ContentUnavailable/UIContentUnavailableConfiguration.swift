import Foundation

/// What a screen shows when it has nothing to show (iOS 17): an image, a title, a secondary
/// text and up to two buttons, centred. `empty()`, `loading()` and `search()` are UIKit's
/// three starting points; set it as a controller's `contentUnavailableConfiguration`, or show
/// it in a `UIContentUnavailableView`.
///
/// The fonts, colours and spacings are approximations of iOS 17's (its title is the bold
/// second title style, its text the body style in the secondary colour).
nonisolated public struct UIContentUnavailableConfiguration: UIContentConfiguration, Equatable, @unchecked Sendable {
    nonisolated public enum Alignment: Int, Sendable { case center, natural }

    nonisolated public struct ImageProperties: Equatable, Sendable {
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// The largest size the image shows at (zero: its own size).
        public var maximumSize: CGSize = .zero
    }

    nonisolated public struct TextProperties: Equatable, Sendable {
        public var font: UIFont
        public var color: UIColor
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byWordWrapping
    }

    /// What a button does: its action or menu, and whether it is enabled.
    nonisolated public struct ButtonProperties: Equatable, @unchecked Sendable {
        public var primaryAction: UIAction?
        public var menu: UIMenu?
        public var isEnabled = true
        public static func == (l: Self, r: Self) -> Bool { l.primaryAction === r.primaryAction && l.menu === r.menu && l.isEnabled == r.isEnabled }
    }

    nonisolated enum Kind: Equatable, Sendable { case plain, loading, search }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// The buttons show when their configuration has a title or an image.
    public var button = UIButton.Configuration.plain()
    public var buttonProperties = ButtonProperties()
    public var secondaryButton = UIButton.Configuration.plain()
    public var secondaryButtonProperties = ButtonProperties()
    public var alignment: Alignment = .center
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    public var imageToTextPadding: CGFloat = 12
    public var textToSecondaryTextPadding: CGFloat = 6
    public var textToButtonPadding: CGFloat = 14
    public var buttonToSecondaryButtonPadding: CGFloat = 4
    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
        textProperties = TextProperties(font: .systemFont(ofSize: 22, weight: .bold), color: .label)
        secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel)
        imageProperties.tintColor = .secondaryLabel
        imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 48, weight: .regular)
    }

    /// Nothing yet: set its image, text and button.
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration(kind: .plain) }

    /// Content on its way: a spinner, with a smaller secondary-coloured title if set.
    public static func loading() -> UIContentUnavailableConfiguration {
        var c = UIContentUnavailableConfiguration(kind: .loading)
        c.text = "Loading…"
        c.textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel)
        return c
    }

    /// No search results: a magnifying glass, and (updated for a state with search text)
    /// "No Results for “text”" with UIKit's suggestion under it.
    public static func search() -> UIContentUnavailableConfiguration {
        var c = UIContentUnavailableConfiguration(kind: .search)
        c.image = UIImage(systemName: "magnifyingglass")
        c.text = "No Results"
        c.secondaryText = "Check the spelling or try a new search."
        return c
    }

    @MainActor public func makeContentView() -> UIView & UIContentView { ContentUnavailableHostView(configuration: self) }

    /// A search configuration names the searched text.
    public func updated(for state: UIConfigurationState) -> UIContentUnavailableConfiguration {
        guard kind == .search, let search = (state as? UIContentUnavailableConfigurationState)?.searchText, !search.isEmpty else { return self }
        var c = self
        c.text = "No Results for \u{201C}\(search)\u{201D}"
        return c
    }

    public static func == (l: Self, r: Self) -> Bool {
        l.image === r.image && l.imageProperties == r.imageProperties && l.text == r.text && l.attributedText == r.attributedText
            && l.textProperties == r.textProperties && l.secondaryText == r.secondaryText && l.secondaryAttributedText == r.secondaryAttributedText
            && l.secondaryTextProperties == r.secondaryTextProperties && l.button == r.button && l.buttonProperties == r.buttonProperties
            && l.secondaryButton == r.secondaryButton && l.secondaryButtonProperties == r.secondaryButtonProperties && l.alignment == r.alignment
            && l.directionalLayoutMargins == r.directionalLayoutMargins && l.imageToTextPadding == r.imageToTextPadding
            && l.textToSecondaryTextPadding == r.textToSecondaryTextPadding && l.textToButtonPadding == r.textToButtonPadding
            && l.buttonToSecondaryButtonPadding == r.buttonToSecondaryButtonPadding && l.kind == r.kind
    }
}

/// The state a controller's content-unavailable configuration is updated for: its traits and
/// the text of its navigation item's search controller.
nonisolated public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    public var traitCollection: UITraitCollection
    public var searchText: String?
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
