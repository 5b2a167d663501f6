import CSDL2
import Foundation
import UIModel

/// The images in Resources/Images and in asset catalogs (Resources/Assets.xcassets, and any
/// added with `addAssetCatalog(at:)`): sizes and assets for UIModel, decoded surfaces for the
/// renderer.
nonisolated public final class ImageCatalog: ImageSource {
    private let directory: URL
    private var sizes: [String: CGSize] = [:]
    private var assets: [String: UIImageAsset] = [:]
    /// Files of asset variants, by the image name UIModel draws them with ("Face/smile.png").
    private var assetFiles: [String: URL] = [:]

    /// Loads the resources' images and their asset catalog (a bad catalog is an error naming
    /// the file and the key).
    @MainActor public init(resources: ResourceLocator) throws {
        directory = resources.imagesDirectory
        let bundled = resources.root.appendingPathComponent(AssetCatalog.defaultName)
        if FileManager.default.fileExists(atPath: bundled.path) { try addAssetCatalog(at: bundled) }
    }

    /// Adds the image sets of an asset catalog folder (an `.xcassets`). Later catalogs win on
    /// equal names.
    @MainActor public func addAssetCatalog(at url: URL) throws {
        let sets: [AssetCatalog.ImageSet]
        do { sets = try AssetCatalog.load(url) } catch let error as AssetCatalog.LoadError {
            throw SimulatorError.usage(error.message)
        }
        for set in sets {
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
    /// asset variants are found by their "Set/file.png" names, and images UIModel found in a
    /// bundle by their absolute paths.
    func path(named name: String) -> String? {
        if let file = assetFiles[name] { return file.path }
        if name.hasPrefix("/") { return FileManager.default.fileExists(atPath: name) ? name : nil }
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
