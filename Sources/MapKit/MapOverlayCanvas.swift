import UIModel

/// Draws a map view's overlays with their renderers, in the map's order (the `aboveRoads`
/// level first), each in its own drawing space placed for the camera.
final class MapOverlayCanvas: UIView {
    weak var mapView: MKMapView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        contentMode = .redraw
    }
    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let map = mapView, let context = UIGraphicsGetCurrentContext(), map.scale > 0 else { return }
        let visible = map.visibleMapRect
        let zoomScale = MKZoomScale(1 / map.scale)
        let w = MKMapSize.world.width
        for level in [MKOverlayLevel.aboveRoads, .aboveLabels] {
            for entry in map.overlayList where entry.level == level {
                let renderer = map.rendererForDrawing(entry.overlay)
                let bounds = entry.overlay.boundingMapRect
                guard !bounds.isNull else { continue }
                // Each copy of the world the overlay shows in.
                let first = Int(((visible.minX - bounds.maxX) / w).rounded(.up)), last = Int(((visible.maxX - bounds.minX) / w).rounded(.down))
                guard first <= last else { continue }
                for copy in first...last {
                    let shift = Double(copy) * w
                    let shown = visible.offsetBy(dx: -shift, dy: 0)
                    guard entry.overlay.intersects(shown), renderer.canDraw(shown, zoomScale: zoomScale) else { continue }
                    context.saveGState()
                    context.translateBy(x: CGFloat((bounds.minX + shift - visible.minX) / map.scale),
                                        y: CGFloat((bounds.minY - visible.minY) / map.scale))
                    context.scaleBy(x: zoomScale, y: zoomScale)
                    context.setAlpha(renderer.alpha)
                    context.setBlendMode(renderer.blendMode)
                    renderer.contentScaleFactor = map.window?.screen.scale ?? 3
                    renderer.draw(shown, zoomScale: zoomScale, in: context)
                    context.restoreGState()
                }
            }
        }
    }
}
