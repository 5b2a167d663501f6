import Foundation

/// An Xcode-style asset catalog: `Name.imageset/Contents.json` files listing the image files
/// with optional "width-class" / "height-class" ("compact" or "regular"), "scale" ("1x", "2x",
/// "3x") and a "properties": {"template-rendering-intent": "template"}; `Name.colorset` colours
/// (AssetCatalog+Colors.swift). Sets may sit in folders; a folder whose Contents.json says
/// "provides-namespace" puts its name before its sets' (`Icons/star`), as Xcode does.
package enum AssetCatalog {
    package static let defaultName = "Assets.xcassets"

    package struct Variant {
        package var index: Int
        package var file: URL
        package var traits: UITraitCollection
        package var scale: CGFloat
    }

    package struct ImageSet {
        package var name: String
        package var contentsPath: String
        package var variants: [Variant]
        package var template: Bool
    }

    /// A catalog that cannot be read: the message names the file and the key.
    package struct LoadError: Error, CustomStringConvertible {
        package let message: String
        package var description: String { message }
    }

    /// The catalog's image sets. Every session (every snapshot starts one) reads the same
    /// catalogs: a catalog is read once a process, and again when a folder or `Contents.json` it
    /// read lost its stamp. One that cannot be read is read again, and fails again, each time.
    package static func load(_ url: URL) throws -> [ImageSet] {
        try readOnce(url, ofType: "imageset", keptIn: readImageSets) { sets in try sets.compactMap { try loadSet($0.folder, name: $0.name) } }
    }

    /// The names `name` finds a set by, as iOS looks them up: the name in its composed Unicode
    /// form (Xcode writes decomposed names, `UIImage(named:)` gets composed ones), then without
    /// an image file's extension (`UIImage(named: "book.jpg")` finds the set `book`).
    nonisolated package static func lookupNames(for name: String) -> [String] {
        let composed = name.precomposedStringWithCanonicalMapping
        let ext = (composed as NSString).pathExtension.lowercased()
        guard imageExtensions.contains(ext) else { return [composed] }
        return [composed, (composed as NSString).deletingPathExtension]
    }

    /// The extensions of the image files a name may carry.
    nonisolated static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "heic", "pdf", "webp"]

    private nonisolated static let readImageSets = FileReadCache<URL, [ImageSet]>()
    nonisolated static let readColorSets = FileReadCache<URL, [ColorSet]>()

    /// `read` over the catalog's sets of `type`, kept in `cache` until a folder or `Contents.json`
    /// it read changes.
    static func readOnce<T>(_ url: URL, ofType type: String, keptIn cache: FileReadCache<URL, T>,
                            _ read: ([(name: String, folder: URL)]) throws -> T) throws -> T {
        try cache.value(for: url.standardizedFileURL) {
            var folders: [String] = []
            let sets = try sets(in: url, ofType: type, walked: &folders)
            let value = try read(sets)
            return (value, FileStamps(paths: (folders + sets.map(\.folder.path)).flatMap { [$0, $0 + "/Contents.json"] }))
        }
    }

    /// The catalog's sets of one type (`imageset`, `colorset`) with their names, walking its
    /// folders in name order; the folders walked are added to `walked`.
    static func sets(in url: URL, ofType type: String, walked: inout [String]) throws -> [(name: String, folder: URL)] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), isDir.boolValue else {
            throw LoadError(message: "\(url.path): no such asset catalog folder")
        }
        var found: [(name: String, folder: URL)] = []
        var folders: [String] = []
        func walk(_ folder: URL, prefix: String) {
            folders.append(folder.path)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for entry in entries.sorted() {
                let url = folder.appendingPathComponent(entry)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                let ext = (entry as NSString).pathExtension
                if ext == type {
                    found.append(((prefix + (entry as NSString).deletingPathExtension).precomposedStringWithCanonicalMapping, url))
                } else if ext.isEmpty {
                    walk(url, prefix: providesNamespace(url) ? prefix + entry + "/" : prefix)
                }
            }
        }
        walk(url, prefix: "")
        walked += folders
        return found
    }

    /// The file `name` names in `dir`, whatever the Unicode normalization of either (Apple's file
    /// systems match names so; Xcode writes decomposed names into `Contents.json`).
    static func file(named name: String, in dir: URL) -> URL? {
        let url = dir.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: url.path) { return url }
        let composed = name.precomposedStringWithCanonicalMapping
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return entries.first { $0.precomposedStringWithCanonicalMapping == composed }.map { dir.appendingPathComponent($0) }
    }

    /// Whether a folder's Contents.json says `"properties": {"provides-namespace": true}`.
    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
              let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let properties = root["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    /// The set in `dir`, or nil (with a warning) when none of the files it lists is there: Xcode
    /// builds such a set with a warning, and the app finds no image by its name.
    static func loadSet(_ dir: URL, name: String) throws -> ImageSet? {
        let contents = dir.appendingPathComponent("Contents.json")
        let path = contents.path
        func fail(_ key: String, _ message: String) -> LoadError { LoadError(message: "\(path): \(key): \(message)") }
        guard let data = FileManager.default.contents(atPath: path) else { throw fail("Contents.json", "missing") }
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            throw LoadError(message: "\(path): not valid JSON (\(error.localizedDescription))")
        }
        guard let root = json as? [String: Any] else { throw fail("(root)", "must be an object") }
        guard let images = root["images"] as? [Any] else { throw fail("images", "must be an array of image entries") }
        var variants: [Variant] = []
        var missing = 0
        for (i, raw) in images.enumerated() {
            let key = "images[\(i)]"
            guard let e = raw as? [String: Any] else { throw fail(key, "must be an object") }
            guard let file = e["filename"] else { continue }  // Xcode lists empty slots without a file
            guard let fileName = file as? String, !fileName.isEmpty, !fileName.contains("/") else {
                throw fail("\(key).filename", "must be a file name in \(dir.lastPathComponent)")
            }
            guard let fileURL = AssetCatalog.file(named: fileName, in: dir) else {
                UIKitWarning.log("\(path): \(key).filename: no file '\(fileName)' in \(dir.lastPathComponent); that image is left out")
                missing += 1
                continue
            }
            func sizeClass(_ k: String) throws -> UIUserInterfaceSizeClass {
                guard let v = e[k] else { return .unspecified }
                switch v as? String {
                case "compact": return .compact
                case "regular": return .regular
                default: throw fail("\(key).\(k)", "must be \"compact\" or \"regular\"")
                }
            }
            var scale: CGFloat = 1
            if let s = e["scale"] {
                guard let str = s as? String, let n = Double(str.dropLast()), str.hasSuffix("x"), [1.0, 2, 3].contains(n) else {
                    throw fail("\(key).scale", "must be \"1x\", \"2x\" or \"3x\"")
                }
                scale = CGFloat(n)
            }
            let traits = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: try sizeClass("width-class")),
                                                        UITraitCollection(verticalSizeClass: try sizeClass("height-class"))])
            variants.append(Variant(index: i, file: fileURL, traits: traits, scale: scale))
        }
        if variants.isEmpty, missing > 0 {
            UIKitWarning.log("\(path): none of its files is there; no image is named '\(name)'")
            return nil
        }
        guard !variants.isEmpty else { throw fail("images", "lists no image file") }
        var template = false
        if let props = root["properties"] {
            guard let p = props as? [String: Any] else { throw fail("properties", "must be an object") }
            if let intent = p["template-rendering-intent"] {
                guard let s = intent as? String, s == "template" || s == "original" else {
                    throw fail("properties.template-rendering-intent", "must be \"template\" or \"original\"")
                }
                template = s == "template"
            }
        }
        return ImageSet(name: name, contentsPath: path, variants: variants, template: template)
    }
}
