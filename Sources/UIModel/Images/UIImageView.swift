import Foundation

/// Shows an image, placed in its bounds according to `contentMode`.
@preconcurrency @MainActor open class UIImageView: UIView {
    nonisolated deinit {}
    // Accessibility: not an element unless the app makes it one; then it is an image.
    override var implicitAccessibilityTraits: UIAccessibilityTraits { .image }

    open var image: UIImage? { didSet { invalidateIntrinsicContentSize(); imageChanged() } }
    /// Shown instead of `image` while `isHighlighted` (a table cell's selected look).
    open var highlightedImage: UIImage? { didSet { if isHighlighted { invalidateIntrinsicContentSize(); imageChanged() } } }
    open var isHighlighted = false { didSet { if oldValue != isHighlighted, highlightedImage != nil { imageChanged() } } }
    /// The frames `startAnimating()` shows one after another (nil: the image's own frames,
    /// when it is animated).
    open var animationImages: [UIImage]?
    open var highlightedAnimationImages: [UIImage]?
    /// The time one run through the frames takes (0: a thirtieth of a second a frame).
    open var animationDuration: TimeInterval = 0
    /// How many runs `startAnimating()` makes (0: until stopped).
    open var animationRepeatCount = 0
    open private(set) var isAnimating = false
    private var animationLink: CADisplayLink?
    private var animationStart: CFTimeInterval?
    private var animationFrame = 0
    /// A symbol configuration laid over the symbol image's own (its size, scale, colours); the
    /// view sizes itself to the configured symbol.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { invalidateIntrinsicContentSize() } }

    /// The image as drawn: the animation's frame, the highlighted or plain image, a symbol with
    /// the preferred configuration applied.
    private var shownImage: UIImage? {
        let still = isHighlighted ? highlightedImage ?? image : image
        let frames = animationFrames
        let image = isAnimating && !frames.isEmpty ? frames[animationFrame % frames.count] : still?.images?.first ?? still
        guard let image, let preferred = preferredSymbolConfiguration, image.isSymbolImage else { return image }
        return image.applyingSymbolConfiguration(preferred) ?? image
    }

    private func imageChanged() { UIModelRuntime.current.windowSystem.displayRequested = true; DisplayChanges.note() }

    /// The frames an animation shows: the view's (highlighted ones while highlighted), else
    /// those of an animated image.
    private var animationFrames: [UIImage] {
        let still = isHighlighted ? highlightedImage ?? image : image
        return (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages ?? still?.images ?? []
    }

    /// Shows the frames one after another on the display link (on the app's clock), each for
    /// `animationDuration` divided by their count; an animated image's own duration when the
    /// view has none.
    open func startAnimating() {
        guard !isAnimating, !animationFrames.isEmpty else { return }
        isAnimating = true
        animationStart = nil
        animationFrame = 0
        let link = CADisplayLink { [weak self] link in self?.advanceAnimation(to: link.timestamp) }
        link.add(to: .main, forMode: .common)
        animationLink = link
        imageChanged()
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        animationLink?.invalidate()
        animationLink = nil
        imageChanged()
    }

    /// A frame lasts a thirtieth of a second when no duration is given, as in UIKit.
    static let defaultFrameDuration: TimeInterval = 1.0 / 30

    private func advanceAnimation(to time: CFTimeInterval) {
        let frames = animationFrames
        guard !frames.isEmpty else { return stopAnimating() }
        let start = animationStart ?? time
        animationStart = start
        let own = (isHighlighted ? highlightedImage ?? image : image)?.duration ?? 0
        let run = animationDuration > 0 ? animationDuration : own > 0 ? own : Self.defaultFrameDuration * Double(frames.count)
        let elapsed = time - start
        if animationRepeatCount > 0, elapsed >= run * Double(animationRepeatCount) { return stopAnimating() }
        let frame = Int((elapsed / run * Double(frames.count)).rounded(.down)) % frames.count
        guard frame != animationFrame else { return }
        animationFrame = frame
        imageChanged()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpImageView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpImageView()
    }

    private func setUpImageView() {
        isUserInteractionEnabled = false
    }

    /// An image view the size of `image` (designated, as in UIKit).
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        setUpImageView()
        self.image = image
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        setUpImageView()
        self.image = image
        self.highlightedImage = highlightedImage
    }

    /// The alignment rectangle's size: the image's, less its alignment insets.
    open override var intrinsicContentSize: CGSize {
        guard let image = shownImage else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let i = image.alignmentRectInsets
        return CGSize(width: image.size.width - i.left - i.right, height: image.size.height - i.top - i.bottom)
    }

    /// The image's alignment insets.
    open override var alignmentRectInsets: UIEdgeInsets { shownImage?.alignmentRectInsets ?? .zero }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

    /// Where the image is drawn for the current bounds and content mode.
    public var imageRect: CGRect {
        guard let image = shownImage else { return .zero }
        return Self.rect(for: image.size, in: bounds, mode: contentMode)
    }

    static func rect(for size: CGSize, in b: CGRect, mode: ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return .zero }
        func placed(_ s: CGSize, x: CGFloat, y: CGFloat) -> CGRect { CGRect(origin: CGPoint(x: x, y: y), size: s) }
        let cx = b.midX - size.width / 2, cy = b.midY - size.height / 2
        switch mode {
        case .scaleToFill, .redraw: return b
        case .scaleAspectFit, .scaleAspectFill:
            let sx = b.width / size.width, sy = b.height / size.height
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let fitted = CGSize(width: size.width * s, height: size.height * s)
            return placed(fitted, x: b.midX - fitted.width / 2, y: b.midY - fitted.height / 2)
        case .center: return placed(size, x: cx, y: cy)
        case .top: return placed(size, x: cx, y: b.minY)
        case .bottom: return placed(size, x: cx, y: b.maxY - size.height)
        case .left: return placed(size, x: b.minX, y: cy)
        case .right: return placed(size, x: b.maxX - size.width, y: cy)
        case .topLeft: return placed(size, x: b.minX, y: b.minY)
        case .topRight: return placed(size, x: b.maxX - size.width, y: b.minY)
        case .bottomLeft: return placed(size, x: b.minX, y: b.maxY - size.height)
        case .bottomRight: return placed(size, x: b.maxX - size.width, y: b.maxY - size.height)
        }
    }

    override func appendContent(to list: inout DisplayList, transform: CGAffineTransform, opacity: Float) {
        guard let image = shownImage else { return }
        let r = imageRect
        guard r.width > 0, r.height > 0 else { return }
        let tint = image.renderingMode == .alwaysTemplate ? (tintColor ?? .systemBlue).rgba(for: notifiedTraits ?? .current) : nil
        // An image that flips for right-to-left layouts is mirrored about its middle in one.
        let mirrors = image.flipsForRightToLeftLayoutDirection && effectiveUserInterfaceLayoutDirection == .rightToLeft
        let place = mirrors ? CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * r.midX, ty: 0).concatenating(transform) : transform
        image.appendDraw(to: &list, rect: r, opacity: opacity, transform: place, tint: tint)
    }

    /// An asset-catalog image switches to the variant for the new traits (keeping its rendering mode).
    override func traitsDidChange() {
        super.traitsDidChange()
        guard let image, let asset = image.imageAsset, let t = notifiedTraits, let v = asset.variant(for: t), v.name != image.name else { return }
        self.image = v.withRenderingMode(image.renderingMode)
    }
}
