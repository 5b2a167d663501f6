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
        guard drawing == nil, symbol == nil else { return nil }
        return UIApplication.shared.imageSource?.encoded(imageNamed: drawName, jpegQuality: jpegQuality)
    }
}
