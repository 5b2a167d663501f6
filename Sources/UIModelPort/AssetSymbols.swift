import Foundation

/// Xcode's generated asset symbols (Xcode 15), written from the app's asset catalogs into
/// `GeneratedAssetSymbols.swift`: a static `ImageResource` for each image set and a
/// `ColorResource` for each colour set, plus `UIImage` and `UIColor` shorthands
/// (`UIImage.logo`, `UIColor.accent`), named as Xcode names them.
struct AssetSymbols {
    static let fileName = "GeneratedAssetSymbols.swift"

    /// A set's symbol, and the name it is looked up by.
    struct Symbol: Equatable {
        var symbol: String
        var assetName: String
    }

    private(set) var images: [Symbol] = []
    private(set) var colors: [Symbol] = []
    /// What could not be generated, as Xcode reports it.
    private(set) var findings: [String] = []

    /// Reads the catalogs' image and colour sets (folders whose Contents.json "provides
    /// namespace" put their name before their sets', `Icons/star`).
    mutating func add(catalogAt path: String) {
        walk(URL(fileURLWithPath: path), prefix: "")
    }

    private mutating func walk(_ folder: URL, prefix: String) {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for entry in entries where !entry.hasPrefix(".") {
            let url = folder.appendingPathComponent(entry)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let name = (prefix + (entry as NSString).deletingPathExtension).precomposedStringWithCanonicalMapping
            switch (entry as NSString).pathExtension {
            case "imageset": add(name, to: \.images, dropping: "Image")
            case "colorset": add(name, to: \.colors, dropping: "Color")
            case "": walk(url, prefix: Self.providesNamespace(url) ? prefix + entry + "/" : prefix)
            default: break
            }
        }
    }

    private mutating func add(_ assetName: String, to list: WritableKeyPath<AssetSymbols, [Symbol]>, dropping suffix: String) {
        let symbol = Self.symbolName(for: assetName, dropping: suffix)
        if let clash = self[keyPath: list].first(where: { $0.symbol == symbol }) {
            findings.append("the asset \"\(assetName)\" resolves to the symbol '\(symbol)', which \"\(clash.assetName)\" has; no symbol is generated for it (rename the asset)")
            return
        }
        self[keyPath: list].append(Symbol(symbol: symbol, assetName: assetName))
    }

    /// Xcode's symbol for an asset: a trailing "Color" (colours) or "Image" (images) dropped,
    /// the words between spaces, dashes, underscores, dots and slashes joined in lower camel case,
    /// an underscore before a leading digit, and backticks around a Swift keyword.
    static func symbolName(for assetName: String, dropping suffix: String) -> String {
        var name = assetName
        if name.count > suffix.count, name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return "_" }
        var symbol = first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() { symbol += word.prefix(1).uppercased() + word.dropFirst() }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "rethrows", "super", "self", "Self",
        "throw", "throws", "true", "try", "Any", "Type",
    ]

    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
              let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let properties = root["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    /// The generated file; nil when the catalogs hold no image or colour. A shorthand whose name
    /// `UIImage` or `UIColor` already has (a colour named "Red") is left out with a finding, as
    /// Xcode leaves it out.
    mutating func source(surface: UIModelSurface) -> String? {
        guard !images.isEmpty || !colors.isEmpty else { return nil }
        func literal(_ s: String) -> String { "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        var lines = [
            "// Written by uimodel-port from the app's asset catalogs, as Xcode generates asset symbols:",
            "// `ImageResource` and `ColorResource` for each set, and `UIImage` and `UIColor` shorthands.",
            "import Foundation",
            "import UIModel",
            "",
        ]
        func block(_ header: String, _ body: [String]) {
            guard !body.isEmpty else { return }
            lines.append(header)
            lines += body
            lines += ["}", ""]
        }
        block("extension ColorResource {", colors.flatMap { [
            "    /// The \(literal($0.assetName)) asset catalog color resource.",
            "    static let \($0.symbol) = ColorResource(name: \(literal($0.assetName)), bundle: .main)",
        ] })
        block("extension ImageResource {", images.flatMap { [
            "    /// The \(literal($0.assetName)) asset catalog image resource.",
            "    static let \($0.symbol) = ImageResource(name: \(literal($0.assetName)), bundle: .main)",
        ] })
        func shorthands(_ list: [Symbol], type: String, kind: String) -> [String] {
            list.compactMap { item -> [String]? in
                let bare = item.symbol.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                guard surface.members[type]?.contains(bare) != true else {
                    findings.append("the \(kind) asset \"\(item.assetName)\" resolves to '\(bare)', which \(type) already has; no \(type).\(bare) shorthand is generated (\(kind == "color" ? "ColorResource" : "ImageResource").\(bare) is)")
                    return nil
                }
                return ["    /// The \(literal(item.assetName)) asset catalog \(kind).",
                        "    static var \(item.symbol): \(type) { \(type)(resource: .\(item.symbol)) }"]
            }.flatMap { $0 }
        }
        block("extension UIColor {", shorthands(colors, type: "UIColor", kind: "color"))
        block("extension UIImage {", shorthands(images, type: "UIImage", kind: "image"))
        return lines.joined(separator: "\n")
    }
}
