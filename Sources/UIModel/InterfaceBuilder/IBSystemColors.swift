import Foundation
import InterfaceBuilderFiles

/// The system colours by the names Interface Builder writes (`systemBlueColor`, `labelColor`,
/// and the older `groupTableViewBackgroundColor`): UIColor's dynamic colours themselves, so a
/// file's colours follow dark mode as on iOS.
nonisolated enum IBSystemColors {
    /// The colour for `name`, nil for a name UIKit does not have.
    static func color(named name: String) -> UIColor? { table[name] }

    private static let table: [String: UIColor] = [
        "systemBlueColor": .systemBlue, "systemRedColor": .systemRed, "systemGreenColor": .systemGreen,
        "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink,
        "systemPurpleColor": .systemPurple, "systemTealColor": .systemTeal, "systemIndigoColor": .systemIndigo,
        "systemBrownColor": .systemBrown, "systemMintColor": .systemMint, "systemCyanColor": .systemCyan,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText, "linkColor": .link,
        "lightTextColor": .lightText, "darkTextColor": .darkText,
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
        "blackColor": .black, "whiteColor": .white, "clearColor": .clear, "darkGrayColor": .darkGray,
        "lightGrayColor": .lightGray, "grayColor": .gray, "redColor": .red, "greenColor": .green, "blueColor": .blue,
        "cyanColor": .cyan, "yellowColor": .yellow, "magentaColor": .magenta, "orangeColor": .orange,
        "purpleColor": .purple, "brownColor": .brown,
        // Names from before iOS 13, which UIKit maps onto the grouped backgrounds.
        "groupTableViewBackgroundColor": .systemGroupedBackground,
        "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground,
    ]
}
