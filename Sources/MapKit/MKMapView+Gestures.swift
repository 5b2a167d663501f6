import UIModel

/// The map's gestures, as on iOS: one finger drags the map (and flings it on), two pinch it
/// around their middle, a double tap zooms in on the tapped point and a two-finger tap zooms
/// out; a tap selects the annotation under it or deselects.
extension MKMapView {
    func installGestures() {
        let gestures = MapGestures(map: self)
        mapGestures = gestures
        let pan = UIPanGestureRecognizer { [weak self] g in self?.mapGestures?.panned(g as! UIPanGestureRecognizer) }
        pan.maximumNumberOfTouches = 1
        let pinch = UIPinchGestureRecognizer { [weak self] g in self?.mapGestures?.pinched(g as! UIPinchGestureRecognizer) }
        let doubleTap = UITapGestureRecognizer { [weak self] g in self?.mapGestures?.doubleTapped(g) }
        doubleTap.numberOfTapsRequired = 2
        let twoFingerTap = UITapGestureRecognizer { [weak self] g in self?.mapGestures?.twoFingerTapped(g) }
        twoFingerTap.numberOfTouchesRequired = 2
        let tap = UITapGestureRecognizer { [weak self] g in self?.mapGestures?.tapped(g) }
        tap.require(toFail: doubleTap)
        for g in [pan, pinch, doubleTap, twoFingerTap, tap] as [UIGestureRecognizer] {
            g.delegate = gestures
            addGestureRecognizer(g)
        }
    }
}

/// The state of the map's gestures and their delegate.
final class MapGestures: NSObject, UIGestureRecognizerDelegate {
    weak var map: MKMapView?
    private var pinchStart: (scale: Double, anchor: MKMapPoint)?
    private var panStart: MKMapPoint?
    private var deceleration: CADisplayLink?
    private var velocity = CGPoint.zero
    private var lastFrame: CFTimeInterval?

    /// How fast a fling slows: the speed kept per millisecond (a scroll view's normal rate).
    static let decelerationRate = 0.998
    /// Below this speed, in points a second, a fling stops.
    static let stopSpeed = 10.0

    init(map: MKMapView) { self.map = map }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let map else { return false }
        // Controls (callout accessories, the app's buttons on the map) take their own touches,
        // and a tap on the callout does not deselect.
        var view = touch.view
        while let v = view, v !== map {
            if v is UIControl || v is MapCalloutView { return false }
            view = v.superview
        }
        if gestureRecognizer is UIPanGestureRecognizer { return map.isScrollEnabled }
        if gestureRecognizer is UIPinchGestureRecognizer { return map.isZoomEnabled }
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 2 || tap.numberOfTouchesRequired == 2 {
            return map.isZoomEnabled
        }
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.view === otherGestureRecognizer.view
    }

    func panned(_ g: UIPanGestureRecognizer) {
        guard let map else { return }
        switch g.state {
        case .began:
            takeOver(map)
            panStart = map.centerPoint
        case .changed:
            guard let start = panStart else { return }
            let t = g.translation(in: map)
            map.setCamera(center: MKMapPoint(x: start.x - Double(t.x) * map.scale, y: start.y - Double(t.y) * map.scale), scale: map.scale)
        case .ended:
            panStart = nil
            let v = g.velocity(in: map)
            if hypot(Double(v.x), Double(v.y)) > Self.stopSpeed {
                startDecelerating(v)
            } else {
                map.endRegionChange(animated: false)
            }
        default:
            panStart = nil
            map.endRegionChange(animated: false)
        }
    }

    func pinched(_ g: UIPinchGestureRecognizer) {
        guard let map else { return }
        let at = g.location(in: map)
        switch g.state {
        case .began:
            takeOver(map)
            pinchStart = (map.scale, map.mapPoint(at: at))
        case .changed:
            guard let start = pinchStart, g.scale > 0, g.scale.isFinite else { return }
            let s = map.clampedScale(start.scale / Double(g.scale))
            // The map point first under the fingers' middle stays under it.
            let center = MKMapPoint(x: start.anchor.x - (Double(at.x) - Double(map.bounds.width) / 2) * s,
                                    y: start.anchor.y - (Double(at.y) - Double(map.bounds.height) / 2) * s)
            map.setCamera(center: center, scale: s)
        default:
            pinchStart = nil
            map.endRegionChange(animated: false)
        }
    }

    /// A gesture starts moving the map: a fling or an animation under way stops, following the
    /// user's location stops (as on iOS), and the region change goes on (or starts).
    private func takeOver(_ map: MKMapView) {
        if map.userTrackingMode != .none { map.setUserTrackingMode(.none, animated: true) }
        stopDecelerating()
        map.animation?.cancel()
        map.animation = nil
        _ = map.beginRegionChange(animated: false)
    }

    func doubleTapped(_ g: UIGestureRecognizer) { zoom(by: 0.5, around: g.location(in: map)) }
    func twoFingerTapped(_ g: UIGestureRecognizer) { zoom(by: 2, around: g.location(in: map)) }

    /// Zooms, animated, keeping the map point at `point` where it is.
    private func zoom(by factor: Double, around point: CGPoint) {
        guard let map else { return }
        stopDecelerating()
        let anchor = map.mapPoint(at: point)
        let s = map.clampedScale(map.scale * factor)
        let center = MKMapPoint(x: anchor.x - (Double(point.x) - Double(map.bounds.width) / 2) * s,
                                y: anchor.y - (Double(point.y) - Double(map.bounds.height) / 2) * s)
        map.move(to: center, scale: s, animated: true)
    }

    func tapped(_ g: UIGestureRecognizer) {
        guard let map else { return }
        let point = g.location(in: map.annotationContainer)
        let hit = map.annotationContainer.subviews.reversed().compactMap { $0 as? MKAnnotationView }.first {
            !$0.isHidden && $0.isEnabled && $0.alpha > 0 && $0.frame.contains(point)
        }
        if let view = hit, let annotation = view.annotation {
            map.selectAnnotation(annotation, animated: true)
        } else if let selected = map.selected {
            map.deselectAnnotation(selected, animated: true)
        }
    }

    private func startDecelerating(_ v: CGPoint) {
        velocity = v
        lastFrame = nil
        let link = CADisplayLink { [weak self] link in self?.decelerate(link.timestamp) }
        deceleration = link
        link.add(to: .main, forMode: .common)
    }

    private func decelerate(_ time: CFTimeInterval) {
        guard let map else { stopDecelerating(); return }
        let dt = lastFrame.map { time - $0 } ?? 1.0 / 60
        lastFrame = time
        let keep = pow(Self.decelerationRate, dt * 1000)
        velocity = CGPoint(x: velocity.x * keep, y: velocity.y * keep)
        map.setCamera(center: MKMapPoint(x: map.centerPoint.x - Double(velocity.x) * dt * map.scale,
                                         y: map.centerPoint.y - Double(velocity.y) * dt * map.scale), scale: map.scale)
        if hypot(Double(velocity.x), Double(velocity.y)) < Self.stopSpeed {
            stopDecelerating()
            map.endRegionChange(animated: false)
        }
    }

    /// Stops a fling; true when one was under way.
    @discardableResult
    func stopDecelerating() -> Bool {
        guard let link = deceleration else { return false }
        link.invalidate()
        deceleration = nil
        return true
    }
}
