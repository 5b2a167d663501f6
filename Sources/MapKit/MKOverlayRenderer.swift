import UIModel

/// Draws an overlay. Its drawing space is the overlay's: map points, with the origin at the
/// top left of the overlay's `boundingMapRect`; `zoomScale` is the points on screen in a map
/// point. Not isolated, as in MapKit, which may draw overlays off the main thread.
nonisolated open class MKOverlayRenderer: NSObject {
    public let overlay: MKOverlay
    /// The opacity the overlay is drawn with.
    open var alpha: CGFloat = 1 { didSet { setNeedsDisplay() } }
    /// The screen's scale (pixels in a point) the overlay is drawn at.
    open var contentScaleFactor: CGFloat = 3
    open var blendMode: CGBlendMode = .normal { didSet { setNeedsDisplay() } }
    /// Called when the renderer asks to be drawn again (the map view listens).
    var redraw: (@Sendable () -> Void)?

    public init(overlay: MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    /// A renderer of no overlay, as apps return from `mapView(_:rendererFor:)` for overlays
    /// they do not draw (Objective-C's `init`): it draws nothing.
    public override convenience init() {
        self.init(overlay: MKPolyline(coordinates: [], count: 0))
    }

    /// Whether the renderer can draw `mapRect` now (true: everything it draws is at hand).
    open func canDraw(_ mapRect: MKMapRect, zoomScale: MKZoomScale) -> Bool { true }

    /// Draws the part of the overlay in `mapRect` into `context`, whose transform maps the
    /// overlay's drawing space to the screen. Subclasses draw here; the base draws nothing.
    open func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {}

    open func setNeedsDisplay() { redraw?() }
    open func setNeedsDisplay(_ mapRect: MKMapRect) { redraw?() }
    open func setNeedsDisplay(_ mapRect: MKMapRect, zoomScale: MKZoomScale) { redraw?() }

    /// A map point in the drawing space, and back.
    open func point(for mapPoint: MKMapPoint) -> CGPoint {
        let origin = overlay.boundingMapRect.origin
        return CGPoint(x: mapPoint.x - origin.x, y: mapPoint.y - origin.y)
    }
    open func mapPoint(for point: CGPoint) -> MKMapPoint {
        let origin = overlay.boundingMapRect.origin
        return MKMapPoint(x: Double(point.x) + origin.x, y: Double(point.y) + origin.y)
    }
    open func rect(for mapRect: MKMapRect) -> CGRect {
        let p = point(for: mapRect.origin)
        return CGRect(x: p.x, y: p.y, width: mapRect.width, height: mapRect.height)
    }
    open func mapRect(for rect: CGRect) -> MKMapRect {
        let p = mapPoint(for: rect.origin)
        return MKMapRect(origin: p, size: MKMapSize(width: Double(rect.width), height: Double(rect.height)))
    }
}

/// Points on screen in a map point.
public typealias MKZoomScale = CGFloat

/// The width of a road at a zoom scale, in map points: what `MKOverlayPathRenderer` strokes a
/// line of width 0 with (a road's width on screen, about 3 points at street level).
nonisolated public func MKRoadWidthAtZoomScale(_ zoomScale: MKZoomScale) -> CGFloat {
    guard zoomScale > 0, zoomScale.isFinite else { return 0 }
    return 3 / zoomScale
}

/// Draws an overlay as a path: filled, then stroked. Subclasses make the path in `createPath()`.
nonisolated open class MKOverlayPathRenderer: MKOverlayRenderer {
    open var fillColor: UIColor? { didSet { setNeedsDisplay() } }
    open var strokeColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The line's width in points on screen, whatever the zoom.
    open var lineWidth: CGFloat = 0 { didSet { setNeedsDisplay() } }
    open var lineJoin: CGLineJoin = .round { didSet { setNeedsDisplay() } }
    open var lineCap: CGLineCap = .round { didSet { setNeedsDisplay() } }
    open var miterLimit: CGFloat = 10 { didSet { setNeedsDisplay() } }
    open var lineDashPhase: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Dash and gap lengths, in points on screen.
    open var lineDashPattern: [NSNumber]? { didSet { setNeedsDisplay() } }
    /// Whether the path is drawn once and its pixels reused while the map zooms (here it is
    /// drawn again each time, which looks the same).
    open var shouldRasterize = false
    private var madePath: CGPath?

    /// The path in the drawing space; made by `createPath()` when first needed.
    open var path: CGPath! {
        get {
            if madePath == nil { createPath() }
            return madePath
        }
        set { madePath = newValue; setNeedsDisplay() }
    }

    /// Makes `path`; the base makes none.
    open func createPath() {}

    /// Forgets the path, so that it is made again.
    open func invalidatePath() {
        madePath = nil
        setNeedsDisplay()
    }

    open func applyStrokeProperties(to context: CGContext, atZoomScale zoomScale: MKZoomScale) {
        guard zoomScale > 0, zoomScale.isFinite else { return }
        // A width of 0 strokes the thinnest line the screen shows (a pixel), as Core Graphics does.
        let width = lineWidth > 0 ? lineWidth : 1 / max(contentScaleFactor, 1)
        context.setLineWidth(width / zoomScale)
        context.setLineJoin(lineJoin)
        context.setLineCap(lineCap)
        context.setMiterLimit(miterLimit)
        if let pattern = lineDashPattern, !pattern.isEmpty {
            context.setLineDash(phase: lineDashPhase / zoomScale, lengths: pattern.map { CGFloat($0.doubleValue) / zoomScale })
        }
        if let strokeColor { context.setStrokeColor(strokeColor.cgColor) }
    }

    open func applyFillProperties(to context: CGContext, atZoomScale zoomScale: MKZoomScale) {
        if let fillColor { context.setFillColor(fillColor.cgColor) }
    }

    open func strokePath(_ path: CGPath, in context: CGContext) {
        context.addPath(path)
        context.strokePath()
    }

    /// Fills the path (even-odd, so that a polygon's interior polygons are holes).
    open func fillPath(_ path: CGPath, in context: CGContext) {
        context.addPath(path)
        context.fillPath(using: .evenOdd)
    }

    open override func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {
        guard let path, !path.isEmpty else { return }
        context.saveGState()
        if fillColor != nil {
            applyFillProperties(to: context, atZoomScale: zoomScale)
            fillPath(path, in: context)
        }
        if strokeColor != nil {
            applyStrokeProperties(to: context, atZoomScale: zoomScale)
            strokePath(path, in: context)
        }
        context.restoreGState()
    }
}

/// Draws an `MKPolyline`.
nonisolated open class MKPolylineRenderer: MKOverlayPathRenderer {
    open var polyline: MKPolyline { overlay as! MKPolyline }
    public init(polyline: MKPolyline) { super.init(overlay: polyline) }
    public override init(overlay: MKOverlay) { super.init(overlay: overlay) }
    open override func createPath() {
        guard let line = overlay as? MKMultiPoint else { return }
        let path = CGMutablePath()
        path.addLines(between: line.mapPoints.map { point(for: $0) })
        self.path = path
    }
    /// Polylines are not filled.
    open override func fillPath(_ path: CGPath, in context: CGContext) {}
}

/// Draws an `MKPolygon`, its interior polygons as holes.
nonisolated open class MKPolygonRenderer: MKOverlayPathRenderer {
    open var polygon: MKPolygon { overlay as! MKPolygon }
    public init(polygon: MKPolygon) { super.init(overlay: polygon) }
    public override init(overlay: MKOverlay) { super.init(overlay: overlay) }
    open override func createPath() {
        guard let polygon = overlay as? MKPolygon else { return }
        let path = CGMutablePath()
        func add(_ shape: MKPolygon) {
            let points = shape.mapPoints
            guard points.count >= 2 else { return }
            path.addLines(between: points.map { point(for: $0) })
            path.closeSubpath()
        }
        add(polygon)
        for hole in polygon.interiorPolygons ?? [] { add(hole) }
        self.path = path
    }
}

/// Draws an `MKCircle`.
nonisolated open class MKCircleRenderer: MKOverlayPathRenderer {
    open var circle: MKCircle { overlay as! MKCircle }
    public init(circle: MKCircle) { super.init(overlay: circle) }
    public override init(overlay: MKOverlay) { super.init(overlay: overlay) }
    open override func createPath() {
        let r = overlay.boundingMapRect
        guard !r.isNull else { return }
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: r.width, height: r.height))
        self.path = path
    }
}
