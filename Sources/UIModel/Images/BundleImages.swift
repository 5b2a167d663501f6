import Foundation

/// The images of resource bundles other than the app's (`UIImage(named:in:compatibleWith:)`),
/// found by UIModel itself so they exist as soon as the code asks for them, before or without
/// a running simulator, as on iOS. A bundle is laid out as SwiftPM copies a target's resources
/// on Linux: asset catalogs (`*.xcassets`) kept as folders, image files at the top. Images are
/// named by the bundle's folder and their path in it, so dumps are the same on every machine;
/// the renderer draws them from their file.
final class BundleImages {
    nonisolated deinit {}
    /// Each bundle's catalog assets by name, read on first use.
    private var catalogs: [URL: [String: UIImageAsset]] = [:]
    /// Each bundle's catalog colours by name, read on first use.
    private var colorCatalogs: [URL: [String: UIColor]] = [:]

    /// The asset named `name` in `bundle`: an image set of its catalogs (later catalogs win on
    /// equal names), else an image file ("name.png", "name.jpg", or as named) with the `@Nx`
    /// file for `screenScale` preferred; nil when there is none.
    func asset(named name: String, in bundle: Bundle, screenScale: CGFloat) -> UIImageAsset? {
        guard let root = bundle.resourceURL?.standardizedFileURL else { return nil }
        if catalogs[root] == nil { catalogs[root] = Self.loadCatalogs(inBundleAt: root) }
        if let sets = catalogs[root], let asset = AssetCatalog.lookupNames(for: name).lazy.compactMap({ sets[$0] }).first {
            return asset
        }
        guard let (file, scale) = Self.imageFile(named: name, in: root, screenScale: screenScale) else { return nil }
        guard let image = Self.image(file: file, scale: scale, template: false, bundleRoot: root) else {
            UIKitWarning.log("UIImage(named: \"\(name)\", in: \(root.lastPathComponent)): '\(file.lastPathComponent)' is not a PNG, JPEG or GIF image")
            return nil
        }
        let asset = UIImageAsset()
        asset.register(image, with: UITraitCollection())
        return asset
    }

    /// The colour set named `name` in `bundle`'s catalogs (later catalogs win on equal names).
    func color(named name: String, in bundle: Bundle) -> UIColor? {
        guard let root = bundle.resourceURL?.standardizedFileURL else { return nil }
        if colorCatalogs[root] == nil { colorCatalogs[root] = Self.loadColors(inBundleAt: root) }
        return colorCatalogs[root]?[name.precomposedStringWithCanonicalMapping]
    }

    /// Forgets what was read (a new simulated app reads its bundles again).
    func reset() {
        catalogs = [:]
        colorCatalogs = [:]
    }

    private static func loadColors(inBundleAt root: URL) -> [String: UIColor] {
        var colors: [String: UIColor] = [:]
        for entry in catalogNames(inBundleAt: root) {
            do {
                for set in try AssetCatalog.loadColors(root.appendingPathComponent(entry)) { colors[set.name] = set.color }
            } catch {
                UIKitWarning.log("the colours of asset catalog \(entry) of \(root.lastPathComponent) are skipped: \(error)")
            }
        }
        return colors
    }

    private static func catalogNames(inBundleAt root: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasSuffix(".xcassets") }.sorted()
    }

    private static func loadCatalogs(inBundleAt root: URL) -> [String: UIImageAsset] {
        var assets: [String: UIImageAsset] = [:]
        for entry in catalogNames(inBundleAt: root) {
            do {
                for set in try AssetCatalog.load(root.appendingPathComponent(entry)) {
                    let asset = UIImageAsset()
                    var registered = 0
                    for v in set.variants {
                        // A file that is not a bitmap (a vector PDF) is left out; the set's other files stay.
                        guard let image = image(file: v.file, scale: v.scale, template: set.template, bundleRoot: root) else {
                            UIKitWarning.log("\(set.contentsPath): images[\(v.index)].filename: '\(v.file.lastPathComponent)' is not a PNG, JPEG or GIF image; it is left out")
                            continue
                        }
                        asset.register(image, with: v.traits)
                        registered += 1
                    }
                    if registered > 0 { assets[set.name] = asset }
                }
            } catch {
                UIKitWarning.log("the asset catalog \(entry) of \(root.lastPathComponent) is skipped: \(error)")
            }
        }
        return assets
    }

    private static func image(file: URL, scale: CGFloat, template: Bool, bundleRoot root: URL) -> UIImage? {
        guard let pixels = ImageFileHeader.pixelSize(ofFileAt: file) else { return nil }
        let name = root.lastPathComponent + "/" + file.standardizedFileURL.path.dropFirst(root.path.count + 1)
        let image = UIImage(name: name, size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale,
                            renderingMode: template ? .alwaysTemplate : .automatic)
        image.file = file
        return image
    }

    /// The file for `name` in `directory` and its scale: with an extension as named; without,
    /// the `@Nx` PNG for the screen's scale, else the plain PNG or JPEG, else the largest `@Nx`.
    static func imageFile(named name: String, in directory: URL, screenScale: CGFloat) -> (URL, CGFloat)? {
        func existing(_ file: String) -> URL? {
            let url = directory.appendingPathComponent(file)
            return FileManager.default.fileExists(atPath: url.path) ? url : nil
        }
        if name.contains(".") { return existing(name).map { ($0, 1) } }
        let screen = Int(screenScale.rounded())
        var candidates: [(String, CGFloat)] = []
        if screen > 1 { candidates.append(("\(name)@\(screen)x.png", CGFloat(screen))) }
        candidates += [("\(name).png", 1), ("\(name).jpg", 1), ("\(name)@3x.png", 3), ("\(name)@2x.png", 2)]
        for (file, scale) in candidates { if let url = existing(file) { return (url, scale) } }
        return nil
    }
}
