import CSDL2
import Foundation
import UIModel

/// The images in Resources/Images and in asset catalogs (Resources/Assets.xcassets, and any
/// added with `addAssetCatalog(at:)`): sizes and assets for UIModel, decoded surfaces for the
/// renderer.
public final class ImageCatalog: ImageSource {
    private let directory: URL
    private var sizes: [String: CGSize] = [:]
    private var assets: [String: UIImageAsset] = [:]
    /// Files of asset variants, by the image name UIModel draws them with ("Face/smile.png").
    private var assetFiles: [String: URL] = [:]

    /// Loads the resources' images and their asset catalog (a bad catalog is an error naming
    /// the file and the key).
    public init(resources: ResourceLocator) throws {
        directory = resources.imagesDirectory
        let bundled = resources.root.appendingPathComponent(AssetCatalog.defaultName)
        if FileManager.default.fileExists(atPath: bundled.path) { try addAssetCatalog(at: bundled) }
    }

    /// Adds the image sets of an asset catalog folder (an `.xcassets`). Later catalogs win on
    /// equal names.
    public func addAssetCatalog(at url: URL) throws {
        for set in try AssetCatalog.load(url) {
            let asset = UIImageAsset()
            for v in set.variants {
                let name = "\(set.name)/\(v.file.lastPathComponent)"
                assetFiles[name] = v.file
                guard let size = sizeOfImage(named: name) else {
                    throw SimulatorError.usage("\(set.contentsPath): images[\(v.index)].filename: '\(v.file.lastPathComponent)' is not an image SDL_image can read")
                }
                let image = UIImage(name: name, size: CGSize(width: size.width / v.scale, height: size.height / v.scale), scale: v.scale,
                                    renderingMode: set.template ? .alwaysTemplate : .automatic)
                asset.register(image, with: v.traits)
            }
            assets[set.name] = asset
        }
    }

    public func imageAsset(named name: String) -> UIImageAsset? { assets[name] }

    /// The file for an image name: "landscape" and "landscape.png" both find landscape.png;
    /// asset variants are found by their "Set/file.png" names.
    func path(named name: String) -> String? {
        if let file = assetFiles[name] { return file.path }
        let candidates = name.contains(".") ? [name] : [name + ".png", name + ".jpg"]
        for c in candidates {
            let p = directory.appendingPathComponent(c).path
            if FileManager.default.fileExists(atPath: p) { return p }
        }
        return nil
    }

    public func sizeOfImage(named name: String) -> CGSize? {
        if let s = sizes[name] { return s }
        guard let path = path(named: name), let surface = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(surface) }
        let s = CGSize(width: CGFloat(surface.pointee.w), height: CGFloat(surface.pointee.h))
        sizes[name] = s
        return s
    }

    /// The image's pixels as an ARGB8888 surface (the caller frees it); a template gives white
    /// pixels with the image's alpha, for the renderer to tint.
    func loadSurface(named name: String, template: Bool) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let path = path(named: name), let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let argb = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        if template {
            let pitch = Int(argb.pointee.pitch) / 4
            let px = argb.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            for y in 0..<Int(argb.pointee.h) { for x in 0..<Int(argb.pointee.w) { px[y * pitch + x] |= 0x00FF_FFFF } }
        }
        return argb
    }
}

/// An Xcode-style asset catalog: `Name.imageset/Contents.json` files listing the image files
/// with optional "width-class" / "height-class" ("compact" or "regular"), "scale" ("1x", "2x",
/// "3x") and a "properties": {"template-rendering-intent": "template"}.
enum AssetCatalog {
    static let defaultName = "Assets.xcassets"

    struct Variant { var index: Int; var file: URL; var traits: UITraitCollection; var scale: CGFloat }
    struct ImageSet { var name: String; var contentsPath: String; var variants: [Variant]; var template: Bool }

    static func load(_ url: URL) throws -> [ImageSet] {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: url.path, isDirectory: &isDir), isDir.boolValue else {
            throw SimulatorError.usage("\(url.path): no such asset catalog folder")
        }
        let entries = (try? fm.contentsOfDirectory(atPath: url.path)) ?? []
        return try entries.filter { $0.hasSuffix(".imageset") }.sorted().map { entry in
            try loadSet(url.appendingPathComponent(entry), name: String(entry.dropLast(".imageset".count)))
        }
    }

    static func loadSet(_ dir: URL, name: String) throws -> ImageSet {
        let contents = dir.appendingPathComponent("Contents.json")
        let path = contents.path
        func fail(_ key: String, _ message: String) -> SimulatorError { .usage("\(path): \(key): \(message)") }
        guard let data = FileManager.default.contents(atPath: path) else { throw fail("Contents.json", "missing") }
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            throw SimulatorError.usage("\(path): not valid JSON (\(error.localizedDescription))")
        }
        guard let root = json as? [String: Any] else { throw fail("(root)", "must be an object") }
        guard let images = root["images"] as? [Any] else { throw fail("images", "must be an array of image entries") }
        var variants: [Variant] = []
        for (i, raw) in images.enumerated() {
            let key = "images[\(i)]"
            guard let e = raw as? [String: Any] else { throw fail(key, "must be an object") }
            guard let file = e["filename"] else { continue }  // Xcode lists empty slots without a file
            guard let fileName = file as? String, !fileName.isEmpty, !fileName.contains("/") else {
                throw fail("\(key).filename", "must be a file name in \(dir.lastPathComponent)")
            }
            let fileURL = dir.appendingPathComponent(fileName)
            guard FileManager.default.fileExists(atPath: fileURL.path) else {
                throw fail("\(key).filename", "no file '\(fileName)' in \(dir.lastPathComponent)")
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
