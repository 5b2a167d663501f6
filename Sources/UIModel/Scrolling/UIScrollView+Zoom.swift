import Foundation

/// A scroll view's zoom: the delegate's `viewForZooming(in:)` is scaled by a transform, the
/// content size becomes its scaled size, and the offset moves so that what is under the fingers
/// (or the middle of the visible area, or the rectangle asked for) stays there. A pinch past the
/// limits is rubber-banded and animates back when a finger lifts.
extension UIScrollView {
    /// What the zoom holds between frames.
    nonisolated struct ZoomState {
        var scale: CGFloat = 1
        /// Made when the limits first allow zooming.
        var pinch: ScrollViewPinchGestureRecognizer?
        /// During a pinch: the content point held under the fingers (the zooming view's own
        /// coordinates), the zoom scale at a pinch scale of 1, and where the fingers last were
        /// (visible coordinates: from the view's top-left corner, not the content's).
        var grip: (point: CGPoint, baseScale: CGFloat, focus: CGPoint)?
        var animation: ZoomAnimation?
    }

    /// An animated zoom: the scale and the offset move together along UIKit's ease-in-out curve,
    /// as Core Animation moves a layer's transform and bounds.
    nonisolated struct ZoomAnimation {
        var from: (scale: CGFloat, offset: CGPoint)
        var to: (scale: CGFloat, offset: CGPoint)
        var startTime: CFTimeInterval
        weak var view: UIView?
    }

    /// How far past its limits a pinch can take the scale: at most this factor in log scale
    /// (twice the maximum, half the minimum), approached along the scroll band's curve
    /// (`ScrollPhysics.rubberBanded`). UIKit does not document its curve.
    static let zoomBandLimit: CGFloat = log(2)

    static func validZoomScale(_ value: CGFloat, _ name: String) -> Bool {
        guard !(value.isFinite && value > 0) else { return true }
        UIKitWarning.log("\(name) must be a finite number above 0; \(value) is ignored")
        return false
    }

    /// The scales a zoom may rest at (a maximum below the minimum counts as the minimum).
    var zoomLimits: ClosedRange<CGFloat> { minimumZoomScale...max(minimumZoomScale, maximumZoomScale) }

    /// The view the delegate zooms, when it is one of this scroll view's subviews.
    var zoomingView: UIView? {
        guard let view = delegate?.viewForZooming(in: self), view.superview === self else { return nil }
        return view
    }

    func zoomLimitsChanged() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, zoom.pinch == nil {
            let pinch = ScrollViewPinchGestureRecognizer()
            pinch.scrollView = self
            pinch.addTarget { [weak self] _ in self?.pinchChanged() }
            addGestureRecognizer(pinch)
            zoom.pinch = pinch
        }
        zoom.pinch?.isEnabled = zooms
    }

    // MARK: Geometry

    /// Puts `view` at `scale` (keeping its frame's origin) and the offset at `offset`.
    private func setZoom(scale: CGFloat, offset: CGPoint, view: UIView) {
        let origin = view.frame.origin, size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: origin.x + size.width * scale / 2, y: origin.y + size.height * scale / 2)
        zoom.scale = scale
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        contentOffset = offset
        delegate?.scrollViewDidZoom(self)
    }

    /// The point of `view`'s own content at `p` in the visible area, at the current scale.
    private func contentPoint(at p: CGPoint, in view: UIView) -> CGPoint {
        let f = view.frame.origin, o = contentOffset, s = zoom.scale
        return CGPoint(x: (o.x + p.x - f.x) / s, y: (o.y + p.y - f.y) / s)
    }

    /// The offset that shows `view`'s content point `u` at `p` in the visible area, at `scale`.
    private func offset(showing u: CGPoint, at p: CGPoint, scale: CGFloat, in view: UIView) -> CGPoint {
        let f = view.frame.origin
        return CGPoint(x: f.x + u.x * scale - p.x, y: f.y + u.y * scale - p.y)
    }

    /// `offset` brought within the range the content rests in at `scale`.
    private func restingOffset(_ offset: CGPoint, scale: CGFloat, in view: UIView) -> CGPoint {
        let size = view.bounds.size
        let range = offsetRange(forContentSize: CGSize(width: size.width * scale, height: size.height * scale))
        return CGPoint(x: range.x.clamp(offset.x), y: range.y.clamp(offset.y))
    }

    /// The middle of the view, in visible coordinates (the content's insets do not move it: apps
    /// centre a small zoomed view with them).
    private var visibleCenter: CGPoint { CGPoint(x: bounds.width / 2, y: bounds.height / 2) }

    // MARK: Zooming from code

    func zoomKeepingCenter(to scale: CGFloat, animated: Bool) {
        guard Self.validZoomScale(scale, "zoomScale"), let view = zoomingView else { return }
        let p = visibleCenter
        zoom(to: zoomLimits.clamp(scale), showing: contentPoint(at: p, in: view), at: p, in: view, animated: animated, endingPinch: false)
    }

    func zoomShowing(_ rect: CGRect, animated: Bool) {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else {
            return UIKitWarning.log("zoom(to:animated:) needs a rectangle of finite, non-zero size; \(rect) is ignored")
        }
        guard let view = zoomingView else { return }
        let s = zoomLimits.clamp(min(bounds.width / r.width, bounds.height / r.height))
        zoom(to: s, showing: CGPoint(x: r.midX, y: r.midY), at: visibleCenter, in: view, animated: animated, endingPinch: false)
    }

    /// Zooms to `scale` with `view`'s content point `u` at `p` in the visible area, as far as
    /// the content's range allows.
    private func zoom(to scale: CGFloat, showing u: CGPoint, at p: CGPoint, in view: UIView, animated: Bool, endingPinch: Bool) {
        let offset = restingOffset(self.offset(showing: u, at: p, scale: scale, in: view), scale: scale, in: view)
        stopMotion()
        zoom.animation = nil
        isZoomBouncing = false
        guard animated, scale != zoom.scale || offset != contentOffset else {
            setZoom(scale: scale, offset: offset, view: view)
            if endingPinch { delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale) }
            return
        }
        zoom.animation = ZoomAnimation(from: (zoom.scale, contentOffset), to: (scale, offset),
                                       startTime: CACurrentMediaTime(), view: view)
        isZoomBouncing = endingPinch
        indicators.show(for: self)
        ensureTicker()
    }

    /// A frame of a zoom animation; false when none runs (any more). The content point that
    /// stays put between the start and the end stays put all along, and the offset eases into
    /// the content's range as it is now: insets the delegate changes as the scale changes (to
    /// centre a small view) are followed without a jump.
    func advanceZoom(at time: CFTimeInterval) -> Bool {
        guard let a = zoom.animation else { return false }
        guard let view = a.view, view.superview === self else {
            zoom.animation = nil
            isZoomBouncing = false
            return false
        }
        let t = (time - a.startTime) / ScrollAxisMotion.animationDuration
        let k = t >= 1 ? 1 : CubicBezierTimingCurve.easeInOut.progress(at: CGFloat(max(t, 0)))
        let (s0, s1, o0, o1) = (a.from.scale, a.to.scale, a.from.offset, a.to.offset)
        let s = s0 + (s1 - s0) * k
        var o: CGPoint
        if abs(s1 - s0) > 1e-9 {
            // u·s0 − o0 = u·s1 − o1: the content point u shows at the same place p throughout.
            let u = CGPoint(x: (o1.x - o0.x) / (s1 - s0), y: (o1.y - o0.y) / (s1 - s0))
            let p = CGPoint(x: u.x * s0 - o0.x, y: u.y * s0 - o0.y)
            o = CGPoint(x: u.x * s - p.x, y: u.y * s - p.y)
        } else {
            o = CGPoint(x: o0.x + (o1.x - o0.x) * k, y: o0.y + (o1.y - o0.y) * k)
        }
        let resting = restingOffset(o, scale: s, in: view)
        o = CGPoint(x: o.x + (resting.x - o.x) * k, y: o.y + (resting.y - o.y) * k)
        setZoom(scale: s, offset: o, view: view)
        guard t >= 1 else { return true }
        zoom.animation = nil
        isZoomBouncing = false
        // The delegate may have moved the insets at the last scale.
        let settled = restingOffset(contentOffset, scale: s, in: view)
        if settled != contentOffset { contentOffset = settled }
        indicators.scheduleFade(at: time)
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: s1)
        return false
    }

    // MARK: The pinch

    func pinchChanged() {
        guard let pinch = zoom.pinch else { return }
        guard let view = zoomingView else {
            if isZooming { isZooming = false; zoom.grip = nil }
            return
        }
        switch pinch.state {
        case .began:
            // The pinch takes over from a drag, and stops content moving by itself.
            if drag != nil { endDrag(fingerVelocity: .zero) }
            stopMotion()
            zoom.animation = nil
            isZoomBouncing = false
            isZooming = true
            indicators.show(for: self)
            delegate?.scrollViewWillBeginZooming(self, with: view)
            // The scale at recognition is the pinch's starting point: the 10 points it took to
            // recognise do not jump the zoom.
            let p = visibleLocation(of: pinch)
            zoom.grip = (contentPoint(at: p, in: view), zoom.scale / max(pinch.scale, .leastNormalMagnitude), p)
        case .changed:
            guard let grip = zoom.grip else { return }
            let s = bandedZoomScale(grip.baseScale * pinch.scale)
            let p = visibleLocation(of: pinch)
            zoom.grip?.focus = p
            setZoom(scale: s, offset: offset(showing: grip.point, at: p, scale: s, in: view), view: view)
        case .ended, .cancelled:
            guard isZooming else { return }
            isZooming = false
            let focus = zoom.grip?.focus ?? visibleCenter
            zoom.grip = nil
            // Back within the limits and the content's range, around where the fingers were.
            zoom(to: zoomLimits.clamp(zoom.scale), showing: contentPoint(at: focus, in: view), at: focus, in: view,
                 animated: true, endingPinch: true)
            if zoom.animation == nil { indicators.scheduleFade(at: CACurrentMediaTime()); ensureTicker() }
        default: break
        }
    }

    private func visibleLocation(of pinch: UIPinchGestureRecognizer) -> CGPoint {
        let q = pinch.location(in: self)
        return CGPoint(x: q.x - contentOffset.x, y: q.y - contentOffset.y)
    }

    /// `raw` within the limits; past them rubber-banded in log scale when `bouncesZoom`.
    func bandedZoomScale(_ raw: CGFloat) -> CGFloat {
        let limits = zoomLimits
        guard raw.isFinite, raw > 0 else { return zoom.scale }
        guard bouncesZoom else { return limits.clamp(raw) }
        if raw > limits.upperBound {
            return limits.upperBound * exp(ScrollPhysics.rubberBanded(log(raw / limits.upperBound), dimension: Self.zoomBandLimit))
        }
        if raw < limits.lowerBound {
            return limits.lowerBound / exp(ScrollPhysics.rubberBanded(log(limits.lowerBound / raw), dimension: Self.zoomBandLimit))
        }
        return raw
    }
}
