// Written by uimodel-port from the app's asset catalogs, as Xcode generates asset symbols:
// `ImageResource` and `ColorResource` for each set, and `UIImage` and `UIColor` shorthands.
import Foundation
import UIModel

extension ColorResource {
    /// The "AccentColor" asset catalog color resource.
    static let accent = ColorResource(name: "AccentColor", bundle: .main)
}

extension ImageResource {
    /// The "Heart" asset catalog image resource.
    static let heart = ImageResource(name: "Heart", bundle: .main)
    /// The "Icons/star-filled" asset catalog image resource.
    static let iconsStarFilled = ImageResource(name: "Icons/star-filled", bundle: .main)
}

extension UIColor {
    /// The "AccentColor" asset catalog color.
    static var accent: UIColor { UIColor(resource: .accent) }
}

extension UIImage {
    /// The "Heart" asset catalog image.
    static var heart: UIImage { UIImage(resource: .heart) }
    /// The "Icons/star-filled" asset catalog image.
    static var iconsStarFilled: UIImage { UIImage(resource: .iconsStarFilled) }
}
