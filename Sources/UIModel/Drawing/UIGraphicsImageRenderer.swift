import Foundation

nonisolated open class UIGraphicsImageRendererFormat {
    nonisolated deinit {}
    /// Pixels per point of the image (the main screen's by default).
    open var scale: CGFloat
    open var opaque = false

    public init() { scale = withMainActorState { UIScreen.main.scale } }

    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a drawing block draws with: the Core Graphics context and shortcuts for rectangles.
nonisolated open class UIGraphicsImageRendererContext {
    nonisolated deinit {}
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Fills the rectangle in the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes the rectangle's outline in the current stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}

/// Draws into an image: paths, colours, views (`drawHierarchy(in:afterScreenUpdates:)`) and
/// layers (`render(in:)`). The image keeps the drawing itself, so it is drawn sharp at any
/// scale wherever it is shown (an image view, a button's background).
nonisolated open class UIGraphicsImageRenderer {
    nonisolated deinit {}
    public let format: UIGraphicsImageRendererFormat
    /// The drawing area, in points; drawing is relative to its origin.
    private let bounds: CGRect

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        bounds = CGRect(origin: .zero, size: Self.valid(size))
        self.format = format
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = CGRect(origin: bounds.origin.x.isFinite && bounds.origin.y.isFinite ? bounds.origin : .zero,
                             size: Self.valid(bounds.size))
        self.format = format
    }

    private static func valid(_ s: CGSize) -> CGSize {
        CGSize(width: s.width.isFinite ? max(s.width, 0) : 0, height: s.height.isFinite ? max(s.height, 0) : 0)
    }

    /// Runs `actions` with a fresh context and returns what it drew as an image of the
    /// renderer's size. An opaque format starts from black, as UIKit's does.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext(bounds: CGRect(origin: .zero, size: bounds.size))
        if bounds.origin != .zero { context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y) }
        if format.opaque {
            context.saveGState()
            context.setFillColor(RGBA(r: 0, g: 0, b: 0, a: 1))
            context.fill(CGRect(origin: bounds.origin, size: bounds.size))
            context.restoreGState()
        }
        withMainActorState(context) { UIModelRuntime.current.resources.graphicsContexts.contexts.append($0) }
        defer { withMainActorState { _ = UIModelRuntime.current.resources.graphicsContexts.contexts.removeLast() } }
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        return UIImage(drawing: context.items, size: bounds.size, scale: format.scale)
    }
}

extension UIView {
    /// Draws this view and its subviews, as shown on screen, into `rect` of the current drawing
    /// context. False when there is no context.
    @discardableResult
    func baseDrawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsContextStack.current, bounds.width > 0, bounds.height > 0 else { return false }
        if afterUpdates { layoutIfNeeded() }
        var list = DisplayList()
        let scale = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(CGAffineTransform(scaleX: rect.width / bounds.width, y: rect.height / bounds.height))
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        layer.runDisplayPhase()
        appendDisplayItems(to: &list, transform: scale, opacity: 1)
        context.append(list)
        return true
    }
}

extension CALayer {
    /// Draws the layer and its sublayers into the context, in the layer's own coordinates.
    func baseRender(in ctx: CGContext) {
        var list = DisplayList()
        let origin = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
        runDisplayPhase()
        appendDisplayItems(to: &list, transform: origin, opacity: 1)
        ctx.append(list)
    }
}
