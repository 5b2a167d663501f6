import Foundation

/// Where UIModel learns which images exist and how big they are. The Simulator implements it
/// over Resources/Images and asset catalogs with SDL_image; `UIModelRuntime.current.resources.imageSource`
/// holds the one in use.
nonisolated public protocol ImageSource: AnyObject {
    /// The size in points of the named image, or nil when there is none.
    func sizeOfImage(named name: String) -> CGSize?
    /// The asset of that name in an asset catalog (its variants by traits), if there is one.
    func imageAsset(named name: String) -> UIImageAsset?
    /// The colour of that name in an asset catalog (`UIColor(named:)`), if there is one.
    func color(named name: String) -> UIColor?
    /// Image data an app made an image from (`UIImage(data:)`): decoded to check it, kept under a
    /// name the renderer draws it by, with its size in pixels; nil for data that is not an image.
    func register(imageData: Data) -> (name: String, pixelSize: CGSize)?
    /// Image data registered under `name` will not be drawn again by whoever registered it: a
    /// picture replaced every frame (a web page, a video). Its data is dropped once each of its
    /// registrations has been released; data registered and never released stays.
    func release(imageNamed name: String)
    /// The named image (a file or registered data) encoded as PNG, or as JPEG at `jpegQuality`
    /// (0...1); nil when it cannot be read.
    func encoded(imageNamed name: String, jpegQuality: CGFloat?) -> Data?
    /// `drawing` (an image's display items, in its points) rendered `size` × `scale` pixels on a
    /// clear background and encoded as `encoded(imageNamed:jpegQuality:)` encodes.
    func encoded(drawing: [DisplayItem], size: CGSize, scale: CGFloat, jpegQuality: CGFloat?) -> Data?
    /// The names of the images `UIImagePickerController` offers as the photo library (the app's
    /// own asset images and image files), in a fixed order.
    func photoLibraryImageNames() -> [String]
    /// The frames of an animated GIF, each whole as a viewer shows it (earlier frames under it,
    /// as their disposal leaves them), encoded as PNG; nil without a decoder or for data that is
    /// not an animated GIF.
    func animationFrames(ofGIF data: Data) -> [Data]?
}

nonisolated extension ImageSource {
    /// Without a decoder: none.
    public func animationFrames(ofGIF data: Data) -> [Data]? { nil }
    /// No photo library by default.
    public func photoLibraryImageNames() -> [String] { [] }
    /// No catalog colours by default.
    public func color(named name: String) -> UIColor? { nil }
    /// Without a decoder: the size the data's header declares (PNG, JPEG, GIF), under a name
    /// that draws nothing.
    public func register(imageData: Data) -> (name: String, pixelSize: CGSize)? {
        ImageFileHeader.headerOnlyRegistration(of: imageData, size: ImageFileHeader.pixelSize(of: imageData))
    }
    /// Nothing is kept without a decoder.
    public func release(imageNamed name: String) {}
    /// Without an encoder: nothing.
    public func encoded(imageNamed name: String, jpegQuality: CGFloat?) -> Data? { nil }
    /// Without a renderer: nothing.
    public func encoded(drawing: [DisplayItem], size: CGSize, scale: CGFloat, jpegQuality: CGFloat?) -> Data? { nil }
}

/// An image from the app's resources, drawn by the renderer from its name.
/// Sendable as in UIKit: an image does not change once made (its internal `imageAsset`, `file`
/// and `drawing` are set by the library while it makes the image, before anyone else sees it).
nonisolated open class UIImage: Equatable, Hashable, @unchecked Sendable {
    nonisolated deinit {}
    /// How an image is drawn (UIKit's `UIImage.RenderingMode`): `.alwaysTemplate` draws its
    /// shape (alpha) in the image view's tint colour.
    nonisolated public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    package let name: String
    open private(set) var size: CGSize
    open private(set) var scale: CGFloat
    open private(set) var renderingMode: RenderingMode
    /// The asset this image is a variant of: image views pick the variant for their traits.
    open internal(set) var imageAsset: UIImageAsset?
    /// What `UIGraphicsImageRenderer` drew, in the image's points: drawn instead of a file.
    package internal(set) var drawing: [DisplayItem]?
    /// The file of an image found in a bundle (others are found by name by the image source).
    var file: URL?
    /// The glyph of a symbol image (`UIImage(systemName:)`), drawn instead of a file.
    var symbol: Symbol?
    /// The colour `withTintColor(_:)` gave: the image's shape drawn in it wherever it is shown.
    var fixedTint: UIColor?
    /// The edges `resizableImage(withCapInsets:resizingMode:)` keeps unscaled.
    open internal(set) var capInsets: UIEdgeInsets = .zero
    open internal(set) var resizingMode: ResizingMode = .tile
    /// The pixels of an image made from a `CGImage` (perhaps a crop of another image's).
    var cgSource: CGImage?
    /// How the image's pixels are turned for display.
    open internal(set) var imageOrientation: Orientation = .up
    /// An animated image's frames and the time one run through them takes
    /// (`animatedImage(with:duration:)`); nil and 0 for a still image.
    open internal(set) var images: [UIImage]?
    open internal(set) var duration: TimeInterval = 0
    /// The part of the image Auto Layout aligns, inset from its edges (a shadow or a badge
    /// left outside): an image view's alignment rectangle.
    open internal(set) var alignmentRectInsets: UIEdgeInsets = .zero
    /// Whether image views mirror the image in a right-to-left layout (arrows, chevrons).
    open internal(set) var flipsForRightToLeftLayoutDirection = false
    /// What the renderer loads: the file of a bundle's image, else the name.
    var drawName: String { file?.path ?? name }

    /// The named image: the variant of an asset-catalog image for the current traits (the main
    /// screen's), else a file in the resources; nil when there is none. Not isolated, as in
    /// UIKit: a model's `static let` or a background queue can make images.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image an image literal names (`#imageLiteral(resourceName: "Heart")` compiles to this):
    /// the app's image named `name`. Where iOS stops the app for a name it lacks, this logs a
    /// warning and gives an empty image, so the app goes on.
    public convenience init(imageLiteralResourceName name: String) {
        self.init(namedOrEmpty: name, in: nil, asking: "UIImage(imageLiteralResourceName: \"\(name)\")")
    }

    /// The image named `name` in `bundle`; when there is none, a warning naming the call
    /// (`asking`) and an empty image: what the initializers that cannot fail give.
    convenience init(namedOrEmpty name: String, in bundle: Bundle?, asking call: String) {
        if let image = UIImage(named: name, in: bundle, compatibleWith: nil) {
            self.init(copying: image, mode: image.renderingMode)
        } else {
            UIKitWarning.log("\(call): no image of that name; an empty image")
            self.init(name: name, size: .zero)
        }
    }

    /// The named image's variant for `traitCollection` (nil: the main screen's traits). A nil
    /// or main `bundle` means the app's own images (the resources' asset catalog and images,
    /// and `--assets` catalogs); another bundle, such as a package target's `Bundle.module`,
    /// is searched for its asset catalogs, then its image files.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let found = withMainActorState { UIImage.lookUp(named: name, in: bundle, compatibleWith: traitCollection) }
        switch found {
        case .variant(let image): self.init(copying: image, mode: image.renderingMode)
        case .file(let size): self.init(name: name, size: size)
        case nil: return nil
        }
    }

    /// What `init(named:in:compatibleWith:)` finds: an asset's variant, or an image file's size.
    private enum Found { case variant(UIImage), file(CGSize) }

    @MainActor private static func lookUp(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) -> Found? {
        let source = UIModelRuntime.current.resources.imageSource
        let otherBundle = bundle.flatMap { $0.bundleURL == Bundle.main.bundleURL ? nil : $0 }
        let asset: UIImageAsset?
        if let otherBundle {
            asset = UIModelRuntime.current.resources.bundleImages.asset(named: name, in: otherBundle, screenScale: UIScreen.main.scale)
        } else {
            asset = source?.imageAsset(named: name)
        }
        if let asset {
            return asset.variant(for: traitCollection ?? .current).map(Found.variant)
        }
        guard otherBundle == nil else { return nil }
        if let size = source?.sizeOfImage(named: name) { return .file(size) }
        // The app target's own catalogs and images (its resource bundle), as Bundle.main's.
        for appBundle in UIModelRuntime.current.resources.appBundles.searched(for: nil).dropFirst() {
            if let asset = UIModelRuntime.current.resources.bundleImages.asset(named: name, in: appBundle, screenScale: UIScreen.main.scale) {
                return asset.variant(for: traitCollection ?? .current).map(Found.variant)
            }
        }
        return nil
    }

    /// An empty image (no size, nothing drawn), as UIKit's `UIImage()`: a bar's shadow image
    /// set to hide the line, or a placeholder.
    public convenience init() { self.init(name: "", size: .zero) }

    /// An image of `cgImage`'s pixels at scale 1 (designated, as UIKit's initializers of UIImage are).
    public init(cgImage: CGImage) {
        name = cgImage.source.name
        size = CGSize(width: CGFloat(cgImage.width), height: CGFloat(cgImage.height))
        scale = 1
        renderingMode = cgImage.source.renderingMode
        cgSource = cgImage
    }

    /// An image of `cgImage`'s pixels at `scale` pixels a point, turned by `orientation`
    /// (`.left` and `.right` swap its width and height).
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let w = CGFloat(cgImage.width) / s, h = CGFloat(cgImage.height) / s
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        name = cgImage.source.name
        size = turned ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
        self.scale = s
        renderingMode = cgImage.source.renderingMode
        cgSource = cgImage
        imageOrientation = orientation
    }

    /// An image decoded from PNG, JPEG, GIF (or another format SDL_image reads) data, one point
    /// per pixel; nil for data that is not an image (corrupt or truncated), as in UIKit.
    public init?(data: Data) {
        guard let (name, pixels) = Self.registered(data) else { return nil }
        self.name = name
        size = pixels
        scale = 1
        renderingMode = .automatic
    }

    /// The image in a file; a name ending "@2x" or "@3x" gives that scale. Nil when there is no
    /// such file or it is not an image.
    public init?(contentsOfFile path: String) {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let s: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        guard let data = FileManager.default.contents(atPath: path), let (name, pixels) = Self.registered(data) else { return nil }
        self.name = name
        size = CGSize(width: pixels.width / s, height: pixels.height / s)
        scale = s
        renderingMode = .automatic
    }

    /// An image of `scale` pixels per point (2 for @2x data) from image data; nil when the data
    /// is not an image.
    public init?(data: Data, scale: CGFloat) {
        guard let (name, pixels) = Self.registered(data) else { return nil }
        let s = scale.isFinite && scale > 0 ? scale : 1
        self.name = name
        size = CGSize(width: pixels.width / s, height: pixels.height / s)
        self.scale = s
        renderingMode = .automatic
    }

    /// An image of a catalogue's `name` and point `size`, drawn by the renderer from its pixels:
    /// the package's image sources make these (UIKit makes its images from files and data).
    package init(name: String, size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic, asset: UIImageAsset? = nil) {
        self.name = name
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        imageAsset = asset
    }

    convenience init(copying image: UIImage, mode: RenderingMode, keepingOrientation: Bool = true) {
        self.init(name: image.name, size: image.size, scale: image.scale, renderingMode: mode, asset: image.imageAsset)
        file = image.file
        drawing = image.drawing
        symbol = image.symbol
        fixedTint = image.fixedTint
        capInsets = image.capInsets
        resizingMode = image.resizingMode
        flipsForRightToLeftLayoutDirection = image.flipsForRightToLeftLayoutDirection
        images = image.images
        duration = image.duration
        alignmentRectInsets = image.alignmentRectInsets
        if keepingOrientation {
            cgSource = image.cgSource
            imageOrientation = image.imageOrientation
        }
    }

    /// An image made of a recorded drawing (`UIGraphicsImageRenderer`).
    convenience init(drawing: [DisplayItem], size: CGSize, scale: CGFloat) {
        self.init(name: "", size: size, scale: scale)
        self.drawing = drawing
    }

    /// Appends the image drawn into `rect` (bounds coordinates of `transform`).
    func appendDraw(to list: inout DisplayList, rect r: CGRect, opacity: Float, transform: CGAffineTransform, tint viewTint: RGBA?) {
        let tint = fixedTint.map { $0.rgba(for: nil) } ?? viewTint
        if cgSource != nil || imageOrientation != .up {
            appendOriented(to: &list, rect: r, opacity: opacity, transform: transform, tint: tint)
            return
        }
        if capInsets != .zero, symbol == nil, drawing == nil {
            appendSlices(to: &list, rect: r, opacity: opacity, transform: transform, tint: tint)
            return
        }
        if let symbol {
            appendSymbol(symbol, to: &list, rect: r, opacity: opacity, transform: transform, tint: tint)
            return
        }
        guard let drawing else {
            list.append(.image(ImageDraw(name: drawName, rect: r, opacity: opacity, transform: transform, tint: tint)))
            return
        }
        guard size.width > 0, size.height > 0 else { return }
        let place = CGAffineTransform(scaleX: r.width / size.width, y: r.height / size.height)
            .concatenating(CGAffineTransform(translationX: r.minX, y: r.minY)).concatenating(transform)
        // A template drawing takes the tint: its shapes in the tint colour, their alpha kept.
        let drawn = tint.map { t in drawing.map { $0.tinted(t) } } ?? drawing
        list.append(drawn, placedBy: place, opacity: opacity, clippedTo: r, transform: transform)
    }

    /// The same image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(copying: self, mode: renderingMode)
    }

    /// An animated image of `images` (sized as the first), running through them in
    /// `duration` seconds; image views that show it animate it with `startAnimating()`. Nil
    /// without frames.
    open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let image = UIImage(copying: first, mode: first.renderingMode)
        image.images = images
        image.duration = duration.isFinite ? max(duration, 0) : 0
        return image
    }

    /// The animated image of the named images `name0`, `name1`, ... (from 0 or 1, up to the
    /// first missing one), as `UIImage(named:)` finds each.
    open class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        var i = UIImage(named: name + "0") == nil ? 1 : 0
        while let frame = UIImage(named: name + String(i)) { frames.append(frame); i += 1 }
        return animatedImage(with: frames, duration: duration)
    }

    /// The same image with Auto Layout aligning the part inside `insets`.
    public func withAlignmentRectInsets(_ insets: UIEdgeInsets) -> UIImage {
        let image = UIImage(copying: self, mode: renderingMode)
        image.alignmentRectInsets = insets.isFinite ? insets : .zero
        return image
    }

    /// The same image, mirrored by image views in a right-to-left layout.
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        let image = UIImage(copying: self, mode: renderingMode)
        image.flipsForRightToLeftLayoutDirection = true
        return image
    }

    /// The same image mirrored left to right (its orientation's mirrored form).
    public func withHorizontallyFlippedOrientation() -> UIImage {
        let image = UIImage(copying: self, mode: renderingMode)
        let mirrored: [Orientation: Orientation] = [.up: .upMirrored, .down: .downMirrored, .left: .leftMirrored, .right: .rightMirrored]
        image.imageOrientation = mirrored[imageOrientation] ?? mirrored.first { $0.value == imageOrientation }!.key
        return image
    }

    /// The image's shape drawn in `color` wherever it is shown, whatever the view's tint (an
    /// image drawn with `UIGraphicsImageRenderer` keeps its own colours).
    public func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: .alwaysOriginal) }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let image = UIImage(copying: self, mode: renderingMode)
        image.fixedTint = color
        return image
    }

    public static func == (l: UIImage, r: UIImage) -> Bool {
        l.name == r.name && l.size == r.size && l.renderingMode == r.renderingMode && l.drawing == r.drawing && l.symbol == r.symbol
            && l.fixedTint == r.fixedTint && l.capInsets == r.capInsets && l.resizingMode == r.resizingMode
            && l.cgSource == r.cgSource && l.imageOrientation == r.imageOrientation
            && l.flipsForRightToLeftLayoutDirection == r.flipsForRightToLeftLayoutDirection
    }
    public func hash(into h: inout Hasher) { h.combine(name) }
}

/// The variants of one image by traits (UIKit's `UIImageAsset`): an asset catalog's size-class
/// variants, or images registered in code. `Sendable` as in UIKit: its variants are kept under a
/// lock.
nonisolated open class UIImageAsset: NSObject, @unchecked Sendable {
    deinit {}
    private let variants = LockedValue<[(traits: UITraitCollection, image: UIImage)]>([])

    public override init() {}

    /// Adds (or replaces) the variant for `traitCollection`.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        image.imageAsset = self
        variants.withLock { variants in
            variants.removeAll { $0.traits == traitCollection }
            variants.append((traitCollection, image))
        }
    }

    open func unregisterImage(with traitCollection: UITraitCollection) {
        variants.withLock { $0.removeAll { $0.traits == traitCollection } }
    }

    /// The variant for `traitCollection`: of those whose traits it contains, the most specific
    /// (most traits specified; the first registered on a tie); else the first variant.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        variant(for: traitCollection) ?? UIImage(name: "", size: .zero)
    }

    func variant(for traits: UITraitCollection) -> UIImage? {
        variants.withLock { variants in
            var best: (score: Int, image: UIImage)?
            for v in variants where traits.containsTraits(in: v.traits) {
                let score = v.traits.specifiedCount
                if best == nil || score > best!.score { best = (score, v.image) }
            }
            return best?.image ?? variants.first?.image
        }
    }
}
