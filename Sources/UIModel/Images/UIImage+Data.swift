import Foundation

extension UIImage {
    /// The largest image side decoded, in pixels (the largest texture side iPhones' GPUs take):
    /// larger images are refused rather than decoded into gigabytes.
    static let maximumPixelSide: CGFloat = 16_384

    /// An image decoded from PNG, JPEG, GIF (or another format SDL_image reads) data, one point
    /// per pixel; nil for data that is not an image (corrupt or truncated), as in UIKit.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// An image of `scale` pixels per point (2 for @2x data) from image data; nil when the data
    /// is not an image.
    public convenience init?(data: Data, scale: CGFloat) {
        let declared = ImageFileHeader.pixelSize(of: data)
        if let declared, max(declared.width, declared.height) > Self.maximumPixelSide {
            UIKitWarning.log("UIImage(data:): a \(Int(declared.width))×\(Int(declared.height)) image is larger than "
                + "\(Int(Self.maximumPixelSide)) pixels on a side; nil")
            return nil
        }
        // A source's answer is final (data it cannot decode is not an image); without a source,
        // the header's size.
        let registered = UIApplication.shared.imageSource.map { $0.register(imageData: data) }
            ?? ImageFileHeader.headerOnlyRegistration(of: data, size: declared)
        guard let (name, pixels) = registered else { return nil }
        let s = scale.isFinite && scale > 0 ? scale : 1
        self.init(name: name, size: CGSize(width: pixels.width / s, height: pixels.height / s), scale: s)
    }

    /// The image in a file; a name ending "@2x" or "@3x" gives that scale. Nil when there is no
    /// such file or it is not an image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The image as PNG data: images from files and data (nil for a drawing or a symbol, which
    /// have no pixels until drawn, and without the simulator's decoder).
    public func pngData() -> Data? { encoded(jpegQuality: nil) }

    /// The image as JPEG data at `compressionQuality` (0...1); nil as for `pngData()`.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        encoded(jpegQuality: compressionQuality.isFinite ? min(max(compressionQuality, 0), 1) : 1)
    }

    private func encoded(jpegQuality: CGFloat?) -> Data? {
        let source = UIApplication.shared.imageSource
        let plain = drawing == nil && symbol == nil && cgSource == nil && imageOrientation == .up && fixedTint == nil
        if plain, capInsets == .zero { return source?.encoded(imageNamed: drawName, jpegQuality: jpegQuality) }
        // Drawn, symbol, cropped, turned or tinted images are rendered first, at their scale.
        let pixels = CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
        guard pixels.width >= 1, pixels.height >= 1, pixels.width.isFinite, pixels.height.isFinite else { return nil }
        guard max(pixels.width, pixels.height) <= Self.largestEncodedSide else {
            UIKitWarning.log("UIImage \(Int(pixels.width))×\(Int(pixels.height)) px: larger than \(Self.largestEncodedSide) px a side; no data")
            return nil
        }
        var list = DisplayList()
        let tint: RGBA? = renderingMode == .alwaysTemplate || symbol != nil ? RGBA(r: 0, g: 0, b: 0, a: 1) : nil
        appendDraw(to: &list, rect: CGRect(origin: .zero, size: size), opacity: 1, transform: .identity, tint: tint)
        return source?.encoded(drawing: list.items, size: size, scale: scale, jpegQuality: jpegQuality)
    }

    /// The largest side, in pixels, of a drawn image `pngData()` and `jpegData` render (a
    /// larger one gives nil, as the data would take hundreds of megabytes).
    static let largestEncodedSide: CGFloat = 8192
}
