import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Zooms one view and logs the zoom callbacks.
private final class ZoomLog: NSObject, UIScrollViewDelegate {
    var zoomed: UIView?
    var entries: [String] = []
    var zooms = 0
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { entries.append("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        entries.append("didEndZooming(\((scale * 1000).rounded() / 1000))")
    }
}

@Suite(.serialized, .freshRuntime) struct ZoomTests: AnimationTesting {
    /// A 300 × 300 scroll view showing a 300 × 300 image view, zoomable from 1 to 4.
    private func zoomable() -> (UIScrollView, UIView, ZoomLog) {
        let window = makeView().window!
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        s.addSubview(image)
        s.contentSize = image.bounds.size
        s.minimumZoomScale = 1
        s.maximumZoomScale = 4
        let log = ZoomLog()
        log.zoomed = image
        s.delegate = log
        window.addSubview(s)
        app.layoutWindows()
        return (s, image, log)
    }

    /// Two fingers on a horizontal line through `center`, `from` points apart, moving to `to`
    /// apart in 10 samples 10 ms apart.
    private func pinch(at center: CGPoint, from: CGFloat, to: CGFloat, t0: TimeInterval, lift: Bool = true) {
        func fingers(_ d: CGFloat) -> (CGPoint, CGPoint) {
            (CGPoint(x: center.x - d / 2, y: center.y), CGPoint(x: center.x + d / 2, y: center.y))
        }
        let start = fingers(from)
        app.handleTouch(.began, at: start.0, timestamp: t0, finger: 0)
        app.handleTouch(.began, at: start.1, timestamp: t0, finger: 1)
        for i in 1...10 {
            let p = fingers(from + (to - from) * CGFloat(i) / 10), t = t0 + 0.01 * Double(i)
            app.handleTouch(.moved, at: p.0, timestamp: t, finger: 0)
            app.handleTouch(.moved, at: p.1, timestamp: t, finger: 1)
        }
        if lift {
            let end = fingers(to)
            app.handleTouch(.ended, at: end.0, timestamp: t0 + 0.1, finger: 0)
            app.handleTouch(.ended, at: end.1, timestamp: t0 + 0.1, finger: 1)
        }
    }

    @Test func settingTheZoomScaleScalesTheViewAndItsContentAroundTheMiddle() {
        let (s, image, log) = zoomable()
        s.zoomScale = 2
        #expect(s.zoomScale == 2)
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 600, height: 600))
        #expect(s.contentSize == CGSize(width: 600, height: 600))
        // The middle of the content stays in the middle of the view.
        #expect(s.contentOffset == CGPoint(x: 150, y: 150))
        #expect(log.zooms == 1)
        // Clamped to the limits.
        s.zoomScale = 10
        #expect(s.zoomScale == 4)
        s.setZoomScale(0.25, animated: false)
        #expect(s.zoomScale == 1 && s.contentOffset == .zero)
        #expect(log.entries.isEmpty)
    }

    @Test func anAnimatedZoomMovesScaleAndOffsetTogetherAndSaysWhenItEnds() {
        let (s, _, log) = zoomable()
        s.setZoomScale(3, animated: true)
        #expect(s.zoomScale == 1)
        run(seconds: 0.15)
        #expect(s.zoomScale > 1 && s.zoomScale < 3)
        run(seconds: 0.25)
        #expect(s.zoomScale == 3)
        #expect(s.contentOffset == CGPoint(x: 300, y: 300))
        #expect(log.entries == ["didEndZooming(3.0)"])
    }

    @Test func zoomingToARectShowsItCentred() {
        let (s, _, log) = zoomable()
        defer { withExtendedLifetime(log) {} }
        s.zoom(to: CGRect(x: 200, y: 200, width: 100, height: 100), animated: false)
        #expect(s.zoomScale == 3)
        #expect(s.contentOffset == CGPoint(x: 600, y: 600))
        // A rectangle smaller than the maximum allows shows as much as the maximum can.
        s.zoom(to: CGRect(x: 140, y: 140, width: 20, height: 20), animated: false)
        #expect(s.zoomScale == 4)
        #expect(s.contentOffset == CGPoint(x: 450, y: 450))
    }

    @Test func aPinchKeepsThePointBetweenTheFingersUnderThem() {
        let (s, _, log) = zoomable()
        #expect(s.pinchGestureRecognizer != nil)
        let t0 = CACurrentMediaTime()
        // Spread the fingers around (100, 100): that content point stays at (100, 100).
        pinch(at: CGPoint(x: 100, y: 100), from: 50, to: 150, t0: t0, lift: false)
        #expect(s.isZooming)
        #expect(log.entries == ["willBeginZooming"])
        let scale = s.zoomScale
        // The 10 points it took to recognise do not count: 150 / 60.
        #expect(abs(scale - 2.5) < 1e-9)
        #expect(abs(s.contentOffset.x - (100 * scale - 100)) < 1e-9)
        #expect(abs(s.contentOffset.y - (100 * scale - 100)) < 1e-9)
        app.handleTouch(.ended, at: CGPoint(x: 25, y: 100), timestamp: t0 + 0.2, finger: 0)
        app.handleTouch(.ended, at: CGPoint(x: 175, y: 100), timestamp: t0 + 0.2, finger: 1)
        #expect(!s.isZooming)
        #expect(log.entries == ["willBeginZooming", "didEndZooming(2.5)"])
    }

    @Test func aPinchPastTheMaximumIsBandedAndSpringsBack() {
        let (s, _, log) = zoomable()
        s.zoomScale = 4
        let t0 = CACurrentMediaTime()
        pinch(at: CGPoint(x: 150, y: 150), from: 40, to: 290, t0: t0, lift: false)
        // Unbanded it would be 4 · 290 / 50 = 23.2; the band keeps it under twice the maximum.
        #expect(s.zoomScale > 4 && s.zoomScale < 8)
        app.handleTouch(.ended, at: CGPoint(x: 5, y: 150), timestamp: t0 + 0.12, finger: 0)
        #expect(s.isZoomBouncing)
        app.handleTouch(.ended, at: CGPoint(x: 295, y: 150), timestamp: t0 + 0.12, finger: 1)
        run(seconds: 0.4)
        #expect(!s.isZoomBouncing)
        #expect(s.zoomScale == 4)
        let range = s.offsetRange
        #expect(range.x.contains(s.contentOffset.x) && range.y.contains(s.contentOffset.y))
        #expect(log.entries == ["willBeginZooming", "didEndZooming(4.0)"])
    }

    @Test func withoutBouncesZoomAPinchStopsAtTheLimit() {
        let (s, _, log) = zoomable()
        defer { withExtendedLifetime(log) {} }
        s.bouncesZoom = false
        pinch(at: CGPoint(x: 150, y: 150), from: 200, to: 20, t0: CACurrentMediaTime(), lift: false)
        #expect(s.zoomScale == 1)
    }

    @Test func badScalesAreRefusedAndLeaveTheZoomAsItWas() {
        let (s, image, log) = zoomable()
        defer { withExtendedLifetime(log) {} }
        let before = UIKitWarning.history.count
        s.minimumZoomScale = 0
        s.maximumZoomScale = .nan
        s.minimumZoomScale = -2
        s.setZoomScale(.nan, animated: true)
        s.zoom(to: .zero, animated: false)
        s.zoom(to: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), animated: false)
        #expect(UIKitWarning.history.count == before + 6)
        #expect(s.minimumZoomScale == 1 && s.maximumZoomScale == 4)
        #expect(s.zoomScale == 1 && image.transform == .identity)
        // Equal limits: no pinch, and the scale is pinned.
        s.maximumZoomScale = 1
        #expect(s.pinchGestureRecognizer == nil)
        s.zoomScale = 2
        #expect(s.zoomScale == 1)
        // A maximum below the minimum counts as the minimum.
        s.minimumZoomScale = 2
        s.zoomScale = 3
        #expect(s.zoomScale == 2)
    }

    @Test func withoutAViewForZoomingNothingZooms() {
        let (s, image, log) = zoomable()
        log.zoomed = nil
        s.zoomScale = 2
        pinch(at: CGPoint(x: 150, y: 150), from: 50, to: 200, t0: CACurrentMediaTime())
        #expect(s.zoomScale == 1 && image.transform == .identity && log.entries.isEmpty)
        #expect(s.contentSize == CGSize(width: 300, height: 300))
    }
}
