import Foundation

nonisolated extension UIImage {
    /// The largest image side decoded, in pixels (the largest texture side iPhones' GPUs take):
    /// larger images are refused rather than decoded into gigabytes.
    static let maximumPixelSide: CGFloat = 16_384

    /// The name and pixel size image `data` is drawn by: registered with the image source (whose
    /// answer is final: data it cannot decode is not an image), else the size its header
    /// declares; nil for data that is not an image or is too large.
    static func registered(_ data: Data) -> (name: String, pixelSize: CGSize)? {
        let declared = ImageFileHeader.pixelSize(of: data)
        if let declared, max(declared.width, declared.height) > Self.maximumPixelSide {
            UIKitWarning.log("UIImage(data:): a \(Int(declared.width))×\(Int(declared.height)) image is larger than "
                + "\(Int(Self.maximumPixelSide)) pixels on a side; nil")
            return nil
        }
        return withMainActorState { UIModelRuntime.current.resources.imageSource }.map { $0.register(imageData: data) }
            ?? ImageFileHeader.headerOnlyRegistration(of: data, size: declared)
    }


    /// Releases the data this image was made from (`ImageSource.release(imageNamed:)`): for
    /// the frameworks that make a new image of their view for each frame and drop the last.
    package func releaseRegisteredData() {
        guard name.hasPrefix("data:") else { return }
        withMainActorState { UIModelRuntime.current.resources.imageSource }?.release(imageNamed: name)
    }

    /// The image as PNG data: images from files and data (nil for a drawing or a symbol, which
    /// have no pixels until drawn, and without the simulator's decoder).
    public func pngData() -> Data? { encoded(jpegQuality: nil) }

    /// The image as JPEG data at `compressionQuality` (0...1); nil as for `pngData()`.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        encoded(jpegQuality: compressionQuality.isFinite ? min(max(compressionQuality, 0), 1) : 1)
    }

    private func encoded(jpegQuality: CGFloat?) -> Data? {
        let source = withMainActorState { UIModelRuntime.current.resources.imageSource }
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

    /// An animated GIF's frames, whole, as PNG data, from the image source's decoder (nil
    /// without one), for ImageIO.
    package static func animationFrames(ofGIF data: Data) -> [Data]? {
        withMainActorState { UIModelRuntime.current.resources.imageSource }?.animationFrames(ofGIF: data)
    }

    /// The largest side, in pixels, of a drawn image `pngData()` and `jpegData` render (a
    /// larger one gives nil, as the data would take hundreds of megabytes).
    static let largestEncodedSide: CGFloat = 8192
}
