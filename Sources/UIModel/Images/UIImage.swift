import Foundation

/// Where UIModel learns which images exist and how big they are. The Simulator implements it
/// over Resources/Images and asset catalogs with SDL_image; `UIApplication.shared.imageSource`
/// holds the one in use.
public protocol ImageSource: AnyObject {
    /// The size in points of the named image, or nil when there is none.
    func sizeOfImage(named name: String) -> CGSize?
    /// The asset of that name in an asset catalog (its variants by traits), if there is one.
    func imageAsset(named name: String) -> UIImageAsset?
}

extension ImageSource {
    public func imageAsset(named name: String) -> UIImageAsset? { nil }
}

/// An image from the app's resources, drawn by the renderer from its name.
open class UIImage: Equatable, Hashable {
    /// How an image is drawn (UIKit's `UIImage.RenderingMode`): `.alwaysTemplate` draws its
    /// shape (alpha) in the image view's tint colour.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    public let name: String
    public let size: CGSize
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    /// The asset this image is a variant of: image views pick the variant for their traits.
    public internal(set) var imageAsset: UIImageAsset?

    /// The named image: the variant of an asset-catalog image for the current traits (the main
    /// screen's), else a file in the resources; nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, compatibleWith: nil)
    }

    /// The variant of the named asset that suits `traitCollection` (nil: the current traits).
    public convenience init?(named name: String, compatibleWith traitCollection: UITraitCollection?) {
        let source = UIApplication.shared.imageSource
        if let asset = source?.imageAsset(named: name) {
            guard let image = asset.variant(for: traitCollection ?? .current) else { return nil }
            self.init(copying: image, mode: image.renderingMode)
            return
        }
        guard let size = source?.sizeOfImage(named: name) else { return nil }
        self.init(name: name, size: size)
    }

    public init(name: String, size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic, asset: UIImageAsset? = nil) {
        self.name = name
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        imageAsset = asset
    }

    private convenience init(copying image: UIImage, mode: RenderingMode) {
        self.init(name: image.name, size: image.size, scale: image.scale, renderingMode: mode, asset: image.imageAsset)
    }

    /// The same image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(copying: self, mode: renderingMode)
    }

    public static func == (l: UIImage, r: UIImage) -> Bool { l.name == r.name && l.size == r.size && l.renderingMode == r.renderingMode }
    public func hash(into h: inout Hasher) { h.combine(name) }
}

/// The variants of one image by traits (UIKit's `UIImageAsset`): an asset catalog's size-class
/// variants, or images registered in code.
open class UIImageAsset {
    private var variants: [(traits: UITraitCollection, image: UIImage)] = []

    public init() {}

    /// Adds (or replaces) the variant for `traitCollection`.
    public func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        variants.removeAll { $0.traits == traitCollection }
        image.imageAsset = self
        variants.append((traitCollection, image))
    }

    public func unregisterImage(with traitCollection: UITraitCollection) {
        variants.removeAll { $0.traits == traitCollection }
    }

    /// The variant for `traitCollection`: of those whose traits it contains, the most specific
    /// (most traits specified; the first registered on a tie); else the first variant.
    public func image(with traitCollection: UITraitCollection) -> UIImage {
        variant(for: traitCollection) ?? UIImage(name: "", size: .zero)
    }

    func variant(for traits: UITraitCollection) -> UIImage? {
        var best: (score: Int, image: UIImage)?
        for v in variants where traits.containsTraits(in: v.traits) {
            let score = v.traits.specifiedCount
            if best == nil || score > best!.score { best = (score, v.image) }
        }
        return best?.image ?? variants.first?.image
    }
}
