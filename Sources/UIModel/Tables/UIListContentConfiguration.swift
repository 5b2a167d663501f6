import Foundation

/// A view's content described as a value (UIKit's `UIContentConfiguration`): the view that
/// shows it is made once and updated with each new configuration.
nonisolated public protocol UIContentConfiguration {
    @MainActor func makeContentView() -> UIView & UIContentView
    /// The configuration for `state` (a selected cell's colours); UIKit's list configuration
    /// looks the same in every state.
    func updated(for state: UIConfigurationState) -> Self
}

nonisolated extension UIContentConfiguration {
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// A view that shows a content configuration.
@preconcurrency @MainActor public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
}

/// The standard content of a list row or header: an image, a text and a secondary text, each
/// with its properties, in one of UIKit's layouts.
nonisolated public struct UIListContentConfiguration: UIContentConfiguration, Equatable, Sendable {
    nonisolated public struct TextProperties: Equatable, Sendable {
        public var font: UIFont
        public var color: UIColor
        public var numberOfLines = 0
        public var alignment: NSTextAlignment = .natural
    }
    nonisolated public struct ImageProperties: Equatable, Sendable {
        public var tintColor: UIColor?
        /// The largest size the image is shown at (zero: its own size).
        public var maximumSize: CGSize = .zero
    }

    /// How the texts are laid out.
    nonisolated enum Layout: Equatable { case stacked, sideBySide, header }

    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    /// Space around the content (UIKit's cell: 11 pt above and below, 16 at the sides... here the
    /// same numbers as UIKit's default cell on an iPhone).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Between the image and the texts, and between the two texts.
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    let layout: Layout

    /// UIKit's cell margins on an iPhone and the shortest row (44 pt).
    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    static let minimumRowHeight: CGFloat = 44

    init(layout: Layout, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets = cellMargins) {
        self.layout = layout
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
    }

    private static func body() -> TextProperties { TextProperties(font: .preferredFont(forTextStyle: .body), color: .label) }

    /// A row: the text, and any secondary text under it in the secondary colour.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .stacked, text: body(),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
    }
    /// A row with the secondary text under the text, smaller.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .stacked, text: body(),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel))
    }
    /// A row with the secondary text at the trailing side (a setting's value).
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .sideBySide, text: body(),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel))
    }
    /// A plain table's section header.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .header, text: TextProperties(font: .boldSystemFont(ofSize: 17), color: .label),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }
    /// A grouped table's section header: small capitals in the secondary colour.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .header, text: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
    }
    /// A grouped table's section footer.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .header, text: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16))
    }

    @MainActor public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    public static func == (a: Self, b: Self) -> Bool {
        a.text == b.text && a.secondaryText == b.secondaryText && a.image === b.image && a.textProperties == b.textProperties
            && a.secondaryTextProperties == b.secondaryTextProperties && a.imageProperties == b.imageProperties
            && a.directionalLayoutMargins == b.directionalLayoutMargins && a.layout == b.layout
    }
}
