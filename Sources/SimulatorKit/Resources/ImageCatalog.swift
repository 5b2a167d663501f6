import CSDL2
import Foundation
import UIModel

/// The images in Resources/Images: sizes for UIModel, decoded surfaces for the renderer.
public final class ImageCatalog: ImageSource {
    private let directory: URL
    private var sizes: [String: CGSize] = [:]

    public init(resources: ResourceLocator) {
        directory = resources.imagesDirectory
    }

    /// The file for an image name: "landscape" and "landscape.png" both find landscape.png.
    func path(named name: String) -> String? {
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
}
