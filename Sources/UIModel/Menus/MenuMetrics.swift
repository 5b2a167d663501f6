import Foundation

/// How an iOS menu is drawn (iOS 16–17 on iPhone, measured from screenshots at @3x): a 250 pt
/// platter with 13 pt corners, 44 pt rows with 17 pt titles and 16 pt insets, 8 pt bands between
/// sections, images on the trailing side and checkmarks on the leading side.
enum MenuMetrics {
    static let width: CGFloat = 250
    static let cornerRadius: CGFloat = 13
    static let rowHeight: CGFloat = 44
    static let inset: CGFloat = 16
    /// Where titles start when the menu shows checkmarks.
    static let checkedTitleX: CGFloat = 44
    /// The image column on the trailing side.
    static let imageWidth: CGFloat = 24
    static let sectionGap: CGFloat = 8
    static let headerFont = UIFont.systemFont(ofSize: 13)
    static let titleFont = UIFont.systemFont(ofSize: 17)
    static let subtitleFont = UIFont.systemFont(ofSize: 13)
    static let tileTitleFont = UIFont.systemFont(ofSize: 12)
    /// A medium element: the image above a short title.
    static let mediumTileHeight: CGFloat = 68
    /// The gap kept between a menu and the preview or control it belongs to.
    static let anchorGap: CGFloat = 8
    /// The gap kept between a menu and the screen's edges (inside the safe area).
    static let screenMargin: CGFloat = 8
    /// The platter's material without its blur (opaque, since nothing behind is blurred):
    /// light and dark grey.
    static let background = UIColor.dynamic(light: UIColor(r255: 242, 242, 242), dark: UIColor(r255: 37, 37, 37))
    /// A pressed row.
    static let highlight = UIColor.dynamic(light: UIColor(white: 0, alpha: 0.1), dark: UIColor(white: 1, alpha: 0.12))
    /// The band between sections.
    static let sectionBand = UIColor.dynamic(light: UIColor(white: 0, alpha: 0.08), dark: UIColor(white: 0, alpha: 0.3))
    /// The screen behind a context menu.
    static let dimming = UIColor.dynamic(light: UIColor(white: 0, alpha: 0.2), dark: UIColor(white: 0, alpha: 0.4))
    /// How long a menu takes to open and to close.
    static let openDuration: TimeInterval = 0.25
    static let closeDuration: TimeInterval = 0.2
}
