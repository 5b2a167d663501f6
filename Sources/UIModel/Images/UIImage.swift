import Foundation

/// Where UIModel learns which images exist and how big they are. The Simulator implements it
/// over Resources/Images with SDL_image; `UIApplication.shared.imageSource` holds the one in use.
public protocol ImageSource: AnyObject {
    /// The size in points of the named image, or nil when there is none.
    func sizeOfImage(named name: String) -> CGSize?
}

/// An image from the app's resources, drawn by the renderer from its name.
open class UIImage: Equatable, Hashable {
    public let name: String
    public let size: CGSize
    public let scale: CGFloat

    /// The named image from the resources, or nil when there is no such image.
    public convenience init?(named name: String) {
        guard let size = UIApplication.shared.imageSource?.sizeOfImage(named: name) else { return nil }
        self.init(name: name, size: size)
    }

    init(name: String, size: CGSize, scale: CGFloat = 1) {
        self.name = name
        self.size = size
        self.scale = scale
    }

    public static func == (l: UIImage, r: UIImage) -> Bool { l.name == r.name && l.size == r.size }
    public func hash(into h: inout Hasher) { h.combine(name) }
}
