import Foundation

/// The scroll view's drag. It begins only along an axis the scroll view can move (so nested
/// scroll views on crossing axes each take their own drags), and not once the content is
/// tracking the touch unless the scroll view may cancel it.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    nonisolated deinit {}
    weak var scrollView: UIScrollView?

    override func allowsRecognition(translation t: CGPoint) -> Bool {
        // A pinch moves the content itself, and a zoom animation owns the offset until it ends.
        guard let scrollView, !scrollView.isZooming, scrollView.zoom.animation == nil,
              scrollView.scrolls(alongX: abs(t.x) >= abs(t.y)) else { return false }
        // In a sheet, a pull down at the top edge moves the sheet instead.
        if let sheet = scrollView.enclosingSheetPresentation, sheet.sheetClaimsDrag(in: scrollView, translation: t) { return false }
        if let content = UIModelRuntime.current.input.gestureArena.viewTrackingTouch {
            return scrollView.canCancelContentTouches && scrollView.touchesShouldCancel(in: content)
        }
        return true
    }
}

/// Follows the finger on a scroll view from the moment it lands, beside the drag: it stops
/// content moving by itself (and that touch never reaches the content, as on iOS), sets
/// `isTracking`, and holds the touch back from the content for `delay` while a drag may still
/// begin (`delaysContentTouches`). It never takes the touch from another recognizer.
final class ContentTouchDelayGestureRecognizer: UIGestureRecognizer {
    nonisolated deinit {}
    weak var scrollView: UIScrollView?
    /// How long content waits for a touch on a scroll view (UIKit's delay, 150 ms).
    static let delay: TimeInterval = 0.15
    private var deadline: TimeInterval = 0
    /// The touch stopped the content moving: it is the scroll view's alone.
    private var swallows = false

    init() {
        super.init(handler: nil)
        delaysTouchesBegan = true
    }

    override func holdsTouches(at time: TimeInterval) -> Bool {
        guard state == .possible, let scrollView else { return false }
        return swallows || (scrollView.delaysContentTouches && scrollView.isScrollEnabled && time < deadline)
    }

    override func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool { true }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Only the first finger lands on the scroll view; later ones join its gesture.
        guard let t = touches.first, trackedTouches.count == 1, let scrollView else { return }
        deadline = t.timestamp + UIModelRuntime.current.clock.userInterval(Self.delay)
        swallows = scrollView.fingerDown(at: t.timestamp)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if let t = touches.first { scrollView?.lastTouchTime = t.timestamp }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The scroll view is let go when its last finger lifts.
        guard trackedTouches.count == 1 else { return }
        if let t = touches.first { scrollView?.fingerUp(at: t.timestamp) }
        // Recognising takes the touch from the content, which never saw it.
        state = swallows ? .ended : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == 1 else { return }
        if let t = touches.first { scrollView?.fingerUp(at: t.timestamp) }
        state = .failed
    }

    override func reset() {
        swallows = false
        deadline = 0
    }
}

/// The scroll view's pinch: it zooms beside the drag and the content's delay, and only when the
/// scroll view has a view to zoom.
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    nonisolated deinit {}
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView, scrollView.zoomingView != nil else { state = .failed; return }
        super.touchesBegan(touches, with: event)
    }

    override func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        other === scrollView?.panGestureRecognizer
    }
}
