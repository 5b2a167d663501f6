import Foundation
import InterfaceBuilderFiles

/// The values Interface Builder writes as elements: geometry, masks, insets, colours and fonts.
/// Each reader takes the element holding the value (`<rect key="frame" …>`) and answers nil for
/// an element of another kind; a colour or font it cannot read is reported once with the file
/// and line by the caller, and the property keeps UIKit's default.
nonisolated enum IBValues {
    static func rect(_ e: IBElement) -> CGRect? {
        guard e.name == "rect" else { return nil }
        return CGRect(x: e.number("x") ?? 0, y: e.number("y") ?? 0, width: e.number("width") ?? 0, height: e.number("height") ?? 0)
    }

    static func size(_ e: IBElement) -> CGSize? {
        guard e.name == "size" else { return nil }
        return CGSize(width: e.number("width") ?? 0, height: e.number("height") ?? 0)
    }

    static func point(_ e: IBElement) -> CGPoint? {
        guard e.name == "point" else { return nil }
        return CGPoint(x: e.number("x") ?? 0, y: e.number("y") ?? 0)
    }

    /// `<inset minX= minY= maxX= maxY=>`: left, top, right, bottom.
    static func insets(_ e: IBElement) -> UIEdgeInsets? {
        guard e.name == "inset" else { return nil }
        return UIEdgeInsets(top: e.number("minY") ?? 0, left: e.number("minX") ?? 0, bottom: e.number("maxY") ?? 0, right: e.number("maxX") ?? 0)
    }

    /// `<directionalEdgeInsets top= leading= bottom= trailing=>`.
    static func directionalInsets(_ e: IBElement) -> NSDirectionalEdgeInsets? {
        guard e.name == "directionalEdgeInsets" else { return nil }
        return NSDirectionalEdgeInsets(top: e.number("top") ?? 0, leading: e.number("leading") ?? 0,
                                       bottom: e.number("bottom") ?? 0, trailing: e.number("trailing") ?? 0)
    }

    /// `<autoresizingMask widthSizable="YES" flexibleMaxY="YES" …>`.
    static func autoresizingMask(_ e: IBElement) -> UIView.AutoresizingMask? {
        guard e.name == "autoresizingMask" else { return nil }
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        return flags.reduce(into: []) { mask, flag in if e.flag(flag.0) == true { mask.insert(flag.1) } }
    }

    // MARK: Colours

    /// What a colour element says: a colour, or that the property is nil (`<nil key=…>`).
    enum ColorValue: Equatable {
        case color(UIColor)
        case none
    }

    /// A colour in any of the forms Interface Builder writes:
    /// - components in sRGB, Display P3, calibrated or device RGB, or white;
    /// - a system colour by name (`systemColor="systemBlueColor"`, the older
    ///   `cocoaTouchSystemColor="groupTableViewBackgroundColor"`), the dynamic colour itself so
    ///   dark mode works;
    /// - an asset catalog colour (`name="AccentColor"`): the app's catalog colour, else the
    ///   value the file keeps in its resources' `namedColor`.
    /// Nil when the element is not a colour or names one the file and UIKit do not have.
    static func color(_ e: IBElement, in document: IBDocument) -> ColorValue? {
        if e.name == "nil" { return ColorValue.none }
        guard e.name == "color" else { return nil }
        if let name = e["systemColor"] ?? e["cocoaTouchSystemColor"] {
            return IBSystemColors.color(named: name).map(ColorValue.color)
        }
        if let name = e["name"] {
            if let catalog = UIColor(named: name) { return .color(catalog) }
            let resource = document.root.contents(of: "resources").first { $0.name == "namedColor" && $0["name"] == name }
            guard let value = resource?.children.first(where: { $0.name == "color" }) else { return nil }
            return color(value, in: document)
        }
        let alpha = e.number("alpha") ?? 1
        if let white = e.number("white") { return .color(UIColor(white: white, alpha: alpha)) }
        guard let red = e.number("red"), let green = e.number("green"), let blue = e.number("blue") else { return nil }
        if e["customColorSpace"] == "displayP3" {
            return .color(UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha))
        }
        // sRGB, and the calibrated and device RGB spaces of older files, as sRGB components.
        return .color(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    // MARK: Fonts

    /// A `fontDescription`: the system font (with a weight, bold or italic), a text style that
    /// follows Dynamic Type, or a font by name (a stand-in where UIModel has no such face, as
    /// `UIFont(name:size:)` gives). Nil for another element, and for a size of zero: Interface
    /// Builder writes that for the labels of a table view cell's built-in styles (Basic,
    /// Subtitle ...), which keep their style's font, as on iOS.
    static func font(_ e: IBElement) -> UIFont? {
        guard e.name == "fontDescription" else { return nil }
        if let style = e["style"] {
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
        let size = e.number("pointSize") ?? UIFont.labelFontSize
        guard size > 0 else { return nil }
        switch e["type"] {
        case "boldSystem"?: return .boldSystemFont(ofSize: size)
        case "italicSystem"?: return .italicSystemFont(ofSize: size)
        case "system"?: return .systemFont(ofSize: size, weight: e["weight"].flatMap { weights[$0] } ?? .regular)
        default:
            guard let name = e["name"] else { return .systemFont(ofSize: size) }
            return UIFont(name: name, size: size) ?? e["family"].flatMap { UIFont(name: $0, size: size) } ?? .systemFont(ofSize: size)
        }
    }

    /// Interface Builder's weight names.
    static let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
}
