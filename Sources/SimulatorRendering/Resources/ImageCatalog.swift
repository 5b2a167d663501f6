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
    /// The image sets drawn as templates (icons, not photos).
    private var templateSets: Set<String> = []
    /// Files of asset variants, by the image name UIModel draws them with ("Face/smile.png").
    private var assetFiles: [String: URL] = [:]
    /// The catalogs' colour sets by name (later catalogs win on equal names).
    private var colors: [String: UIColor] = [:]
    /// Image data apps made images from, by the name they draw by ("data:" and its XXH64):
    /// for the whole process, as an image outlives the app it was made in (a snapshot's app, a
    /// test's), and the same data is the same image everywhere.
    private static let dataImages = LockedValue<[String: Data]>([:])
    /// How many times each data image was registered and not released (see `release`).
    private static let registrations = LockedValue<[String: Int]>([:])
    /// Image files' pixel sizes, by path: every session (every snapshot starts one) loads the same
    /// catalogs, and decodes a file again only when it changed.
    private static let filePixelSizes = FileReadCache<String, CGSize>()

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
        do {
            sets = try AssetCatalog.load(url)
            for set in try AssetCatalog.loadColors(url) { colors[set.name] = set.color }
        } catch let error as AssetCatalog.LoadError {
            throw SimulatorError.usage(error.message)
        }
        for set in sets {
            let asset = UIImageAsset()
            var registered = 0
            for v in set.variants {
                let name = "\(set.name)/\(v.file.lastPathComponent)"
                assetFiles[name] = v.file
                // A file SDL_image cannot read (a vector PDF) is left out with a warning; the set's
                // other files, and the catalog's other sets, stay.
                guard let size = sizeOfImage(named: name) else {
                    UIKitWarning.log("\(set.contentsPath): images[\(v.index)].filename: '\(v.file.lastPathComponent)' is not an image SDL_image can read; it is left out")
                    continue
                }
                registered += 1
                let image = UIImage(name: name, size: CGSize(width: size.width / v.scale, height: size.height / v.scale), scale: v.scale,
                                    renderingMode: set.template ? .alwaysTemplate : .automatic)
                asset.register(image, with: v.traits)
            }
            guard registered > 0 else { continue }
            assets[set.name] = asset
            if set.template { templateSets.insert(set.name) } else { templateSets.remove(set.name) }
        }
    }

    /// The image set named `name`, as iOS finds it (`AssetCatalog.lookupNames`).
    public func imageAsset(named name: String) -> UIImageAsset? {
        assets[name] ?? AssetCatalog.lookupNames(for: name).lazy.compactMap { self.assets[$0] }.first
    }

    public func color(named name: String) -> UIColor? { colors[name] ?? colors[name.precomposedStringWithCanonicalMapping] }

    /// The photo library an image picker offers: the asset catalogs' image sets that are not
    /// templates (icons), then the PNG and JPEG files in Resources/Images, each by name.
    public func photoLibraryImageNames() -> [String] {
        let sets = assets.keys.filter { !templateSets.contains($0) }.sorted()
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let photos = files.filter { ["png", "jpg", "jpeg"].contains(($0 as NSString).pathExtension.lowercased()) }
            .map { ($0 as NSString).deletingPathExtension }.filter { !sets.contains($0) }
        return sets + Set(photos).sorted()
    }

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

    public func register(imageData: Data) -> (name: String, pixelSize: CGSize)? {
        guard let size = Self.pixelSize(of: imageData) else { return nil }
        let name = "data:" + String(imageData.withUnsafeBytes { XXH3.hash($0) }, radix: 16)
        Self.dataImages.withLock { $0[name] = imageData }
        Self.registrations.withLock { $0[name, default: 0] += 1 }
        sizes[name] = size
        return (name, size)
    }

    public func release(imageNamed name: String) {
        let last = Self.registrations.withLock { counts -> Bool in
            guard let n = counts[name] else { return false }
            if n > 1 { counts[name] = n - 1; return false }
            counts[name] = nil
            return true
        }
        guard last else { return }
        Self.dataImages.withLock { $0[name] = nil }
        sizes[name] = nil
    }

    /// Whether the data of a registered image is still kept (false once released).
    func hasData(named name: String) -> Bool { Self.dataImages.withLock { $0[name] != nil } }

    /// The text system that draws text in rendered images (the session's).
    package weak var textSystem: SDLTextSystem?

    public func encoded(drawing: [DisplayItem], size: CGSize, scale: CGFloat, jpegQuality: CGFloat?) -> Data? {
        guard let textSystem else { return nil }
        let w = Int((size.width * scale).rounded()), h = Int((size.height * scale).rounded())
        guard w > 0, h > 0, let canvas = try? OffscreenCanvas(width: w, height: h, textSystem: textSystem, images: self) else { return nil }
        var list = DisplayList()
        for item in drawing { list.append(item) }
        canvas.renderer.draw(list, scale: scale, background: .clear, fromScratch: true)
        let image = canvas.renderer.readPixels()
        guard let quality = jpegQuality else { return try? PNGEncoder.encode(image) }
        var pixels = image.pixels
        return pixels.withUnsafeMutableBytes { raw -> Data? in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(raw.baseAddress, Int32(w), Int32(h), 32, Int32(w * 4),
                                                                    SDL_PIXELFORMAT_RGBA32.rawValue) else { return nil }
            defer { SDL_FreeSurface(surface) }
            return Self.jpeg(surface, quality: quality)
        }
    }

    public func encoded(imageNamed name: String, jpegQuality: CGFloat?) -> Data? {
        withSurface(named: name, template: false) { surface, _ in
            guard let quality = jpegQuality else { return Self.png(surface) }
            return Self.jpeg(surface, quality: quality)
        }
    }

    /// SDL_image's animation loader composes each frame of a GIF whole.
    public func animationFrames(ofGIF data: Data) -> [Data]? {
        guard !data.isEmpty else { return nil }
        let animation = data.withUnsafeBytes { raw in
            SDL_RWFromConstMem(raw.baseAddress, Int32(clamping: raw.count)).flatMap { IMG_LoadAnimation_RW($0, 1) }
        }
        guard let animation else { return nil }
        defer { IMG_FreeAnimation(animation) }
        let count = Int(animation.pointee.count)
        guard count > 0, let frames = animation.pointee.frames else { return nil }
        var encoded: [Data] = []
        for i in 0..<count {
            guard let frame = frames[i], let png = Self.png(frame) else { return nil }
            encoded.append(png)
        }
        return encoded
    }

    /// The surface as PNG.
    private static func png(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Data? {
        guard let rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(rgba) }
        let w = Int(rgba.pointee.w), h = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
        let src = rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h { for i in 0..<(w * 4) { pixels[y * w * 4 + i] = src[y * pitch + i] } }
        return try? PNGEncoder.encode(RGBAImage(width: w, height: h, pixels: pixels))
    }

    /// The surface as JPEG at `quality` (0...1). SDL_image writes JPEG to a stream it cannot
    /// grow in memory: through a scratch file.
    private static func jpeg(_ surface: UnsafeMutablePointer<SDL_Surface>, quality: CGFloat) -> Data? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("uimodel-jpeg-\(getpid())-\(UUID().uuidString).jpg")
        defer { try? FileManager.default.removeItem(at: file) }
        guard IMG_SaveJPG(surface, file.path, Int32((quality * 100).rounded())) == 0 else { return nil }
        return try? Data(contentsOf: file)
    }

    /// The data decoded, or nil when it is not an image SDL_image reads.
    private static func decode(_ data: Data) -> UnsafeMutablePointer<SDL_Surface>? {
        guard !data.isEmpty else { return nil }
        return data.withUnsafeBytes { raw in
            SDL_RWFromConstMem(raw.baseAddress, Int32(clamping: raw.count)).flatMap { IMG_Load_RW($0, 1) }
        }
    }

    /// The data's size in pixels: read from the headers of a picture a framework made (a web
    /// page's, a video frame's), else by decoding it; nil when it is not an image.
    private static func pixelSize(of data: Data) -> CGSize? {
        if let layout = BitmapFile.layout(of: data) { return CGSize(width: layout.width, height: layout.height) }
        guard let surface = decode(data) else { return nil }
        defer { SDL_FreeSurface(surface) }
        return CGSize(width: CGFloat(surface.pointee.w), height: CGFloat(surface.pointee.h))
    }

    public func sizeOfImage(named name: String) -> CGSize? {
        if let s = sizes[name] { return s }
        if name.hasPrefix("data:"), let s = Self.dataImages.withLock({ $0[name] }).flatMap(Self.pixelSize(of:)) {
            sizes[name] = s
            return s
        }
        guard let path = path(named: name), let s = Self.pixelSize(ofFile: path) else { return nil }
        sizes[name] = s
        return s
    }

    /// The pixel size of the image file, decoded once while it keeps its stamp; nil when SDL_image
    /// cannot read it.
    private static func pixelSize(ofFile path: String) -> CGSize? {
        filePixelSizes.valueIfReadable(for: path) {
            let stamps = FileStamps(paths: [path])
            guard let surface = IMG_Load(path) else { return nil }
            defer { SDL_FreeSurface(surface) }
            return (CGSize(width: CGFloat(surface.pointee.w), height: CGFloat(surface.pointee.h)), stamps)
        }
    }

    /// Lends `body` the image's pixels as an ARGB8888 surface (valid only inside it) and whether
    /// the image is opaque (it has no alpha channel: every pixel's alpha is 255); a template
    /// gives white pixels with the image's alpha, for the renderer to tint. A framework's
    /// picture is lent as it is kept, its BGRA rows being that format already; any other image
    /// is decoded.
    func withSurface<T>(named name: String, template: Bool, _ body: (UnsafeMutablePointer<SDL_Surface>, _ opaque: Bool) -> T?) -> T? {
        let data = name.hasPrefix("data:") ? Self.dataImages.withLock { $0[name] } : nil
        if !template, let data, let layout = BitmapFile.layout(of: data) {
            return data.withUnsafeBytes { raw -> T? in
                let pixels = UnsafeMutableRawPointer(mutating: raw.baseAddress! + BitmapFile.headerSize)
                guard let view = SDL_CreateRGBSurfaceWithFormatFrom(pixels, Int32(layout.width), Int32(layout.height), 32,
                                                                    Int32(layout.width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
                defer { SDL_FreeSurface(view) }
                return body(view, layout.opaque)
            }
        }
        guard let loaded = data.flatMap(Self.decode) ?? path(named: name).flatMap({ IMG_Load($0) }) else { return nil }
        let opaque = loaded.pointee.format.pointee.Amask == 0
        let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
        SDL_FreeSurface(loaded)
        guard let argb = converted else { return nil }
        defer { SDL_FreeSurface(argb) }
        if template {
            let pitch = Int(argb.pointee.pitch) / 4
            let px = argb.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            for y in 0..<Int(argb.pointee.h) { for x in 0..<Int(argb.pointee.w) { px[y * pitch + x] |= 0x00FF_FFFF } }
        }
        return body(argb, opaque)
    }
}
