import Foundation

/// An asset catalog's colours: `Name.colorset/Contents.json` lists a colour for any appearance
/// and, optionally, one for the dark appearance, each as components in a colour space or as a
/// system colour by name, as Xcode writes them. The set becomes one colour that follows the
/// trait collection's interface style. (Variants for high contrast are read past: UIModel has
/// no contrast trait.)
extension AssetCatalog {
    package struct ColorSet {
        package var name: String
        package var color: UIColor
    }

    /// The catalog's colour sets, read once a process as `load(_:)` reads its image sets.
    package static func loadColors(_ url: URL) throws -> [ColorSet] {
        try readOnce(url, ofType: "colorset", keptIn: readColorSets) { sets in
            try sets.compactMap { try loadColorSet($0.folder, name: $0.name) }
        }
    }

    /// The set's colour; nil for a set that lists none (Xcode's template `AccentColor`), which
    /// names no colour on iOS either.
    static func loadColorSet(_ dir: URL, name: String) throws -> ColorSet? {
        let path = dir.appendingPathComponent("Contents.json").path
        func fail(_ key: String, _ message: String) -> LoadError { LoadError(message: "\(path): \(key): \(message)") }
        guard let data = FileManager.default.contents(atPath: path) else { throw fail("Contents.json", "missing") }
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw LoadError(message: "\(path): not a JSON object")
        }
        guard let entries = root["colors"] as? [Any] else { throw fail("colors", "must be an array of colour entries") }
        var any: UIColor?, dark: UIColor?
        for (i, raw) in entries.enumerated() {
            let key = "colors[\(i)]"
            guard let entry = raw as? [String: Any] else { throw fail(key, "must be an object") }
            guard let spec = entry["color"] as? [String: Any] else { continue }  // an empty slot
            let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            let color = try Self.color(spec, key: "\(key).color", fail: fail)
            let style = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            switch style {
            case "dark"?: dark = color
            case "light"?, nil: if any == nil || style == "light" { any = color }
            default: throw fail("\(key).appearances", "luminosity must be \"light\" or \"dark\"")
            }
        }
        guard let light = any ?? dark else { return nil }
        return ColorSet(name: name, color: dark.map { UIColor.dynamic(light: light, dark: $0) } ?? light)
    }

    /// One entry's colour: `"reference": "systemBlueColor"`, or `"color-space"` and
    /// `"components"` (each a fraction "0.345", a byte "88" or "0x58").
    private static func color(_ spec: [String: Any], key: String, fail: (String, String) -> LoadError) throws -> UIColor {
        if let reference = spec["reference"] as? String {
            guard let system = IBSystemColors.color(named: reference) else { throw fail("\(key).reference", "no system colour '\(reference)'") }
            return system
        }
        guard let components = spec["components"] as? [String: Any] else { throw fail("\(key).components", "missing") }
        func component(_ name: String, byteScale: Bool = true) throws -> CGFloat {
            guard let value = components[name] else { throw fail("\(key).components.\(name)", "missing") }
            let text = (value as? String) ?? (value as? NSNumber)?.stringValue ?? ""
            if text.hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) { return CGFloat(byte) / 255 }
            guard let number = Double(text), number.isFinite else { throw fail("\(key).components.\(name)", "'\(text)' is not a number") }
            // A whole number is a byte (0–255), as Xcode writes 8-bit components; alpha 0 and 1 are fractions.
            return !text.contains(".") && byteScale && !(name == "alpha" && number <= 1) ? CGFloat(number) / 255 : CGFloat(number)
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha")
        let space = spec["color-space"] as? String ?? "srgb"
        switch space {
        case "gray-gamma-22", "extended-gray":
            return UIColor(white: try component("white"), alpha: alpha)
        case "display-p3":
            return UIColor(displayP3Red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        case "srgb", "extended-srgb":
            return UIColor(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        case "extended-linear-srgb":
            func encoded(_ c: CGFloat) -> CGFloat { c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }
            return UIColor(red: encoded(try component("red")), green: encoded(try component("green")),
                           blue: encoded(try component("blue")), alpha: alpha)
        default:
            throw fail("\(key).color-space", "'\(space)' is not a colour space Xcode writes")
        }
    }
}
