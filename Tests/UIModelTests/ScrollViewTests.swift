import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Logs the delegate's callbacks, and can move the resting offset.
final class ScrollLog: NSObject, UIScrollViewDelegate {
    var entries: [String] = []
    var releaseVelocity: CGPoint?
    var proposedTarget: CGPoint?
    var snap: ((CGPoint) -> CGPoint)?
    var scrolls = 0
    func scrollViewDidScroll(_ s: UIScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { entries.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        entries.append("willEndDragging")
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let snap { targetContentOffset.pointee = snap(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate: Bool) { entries.append("didEndDragging(\(willDecelerate))") }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { entries.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { entries.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { entries.append("didEndScrollingAnimation") }
}

@Suite(.serialized, .freshRuntime) struct ScrollViewTests: AnimationTesting {
    /// A 300 × 600 scroll view over 300 × 3000 of content, on screen, with a fresh clock.
    func scrollView(content: CGSize = CGSize(width: 300, height: 3000)) -> (UIScrollView, ScrollLog, CFTimeInterval) {
        let window = makeView().window!
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        s.contentSize = content
        let log = ScrollLog()
        s.delegate = log
        window.addSubview(s)
        app.layoutWindows()
        return (s, log, CACurrentMediaTime())
    }

    /// A drag from `a` to `b` at a steady speed, one sample every `step` seconds from `t0`.
    func drag(_ a: CGPoint, _ b: CGPoint, steps: Int = 10, step: TimeInterval = 0.008, t0: TimeInterval, lift: Bool = true) {
        app.handleTouch(.began, at: a, timestamp: t0)
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            app.handleTouch(.moved, at: CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), timestamp: t0 + step * Double(i))
        }
        if lift { app.handleTouch(.ended, at: b, timestamp: t0 + step * Double(steps)) }
    }

    final class TapCounter { var taps = 0 }

    /// A button across the top of `s`'s content, `height` tall, that counts its taps.
    func countingButton(height: CGFloat, in s: UIScrollView) -> (UIButton, TapCounter) {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 300, height: height))
        let counter = TapCounter()
        button.addAction(UIAction { _ in counter.taps += 1 }, for: .touchUpInside)
        s.addSubview(button)
        return (button, counter)
    }

    /// Frames every `dt` from `from` until `to`.
    func frames(from: CFTimeInterval, to: CFTimeInterval, dt: CFTimeInterval, each: (CFTimeInterval) -> Void = { _ in }) {
        var t = from
        while t < to - 1e-9 {
            t = min(t + dt, to)
            app.fireDisplayLinks(timestamp: t, duration: dt)
            each(t)
        }
    }

    // MARK: Dragging

    @Test func aDragMovesTheContentWithTheFingerAfterTheFirstTenPoints() {
        let (s, log, t0) = scrollView()
        drag(CGPoint(x: 150, y: 500), CGPoint(x: 150, y: 300), step: 0.05, t0: t0 + 0.01, lift: false)
        #expect(s.contentOffset == CGPoint(x: 0, y: 190))
        #expect(s.isTracking && s.isDragging && !s.isDecelerating)
        #expect(log.entries == ["willBeginDragging"])
        #expect(log.scrolls > 0)
    }

    @Test func pastTheTopTheContentFollowsTheRubberBand() {
        let (s, _, t0) = scrollView()
        drag(CGPoint(x: 150, y: 100), CGPoint(x: 150, y: 210), step: 0.05, t0: t0 + 0.01, lift: false)
        // The finger is 100 pt past the edge: b = (1 − 1/(100·0.55/600 + 1))·600.
        let b = (1 - 1 / (100 * 0.55 / 600 + 1)) * 600
        #expect(abs(s.contentOffset.y + b) < 1e-9)
        // Released without speed, it springs back to the top and rests exactly there.
        app.handleTouch(.ended, at: CGPoint(x: 150, y: 210), timestamp: t0 + 0.6)
        frames(from: t0 + 0.6, to: t0 + 3, dt: 1.0 / 60)
        #expect(s.contentOffset.y == 0)
        #expect(!s.isDecelerating)
    }

    @Test func grabbingBandedContentCarriesOnWithoutAJump() {
        let (s, _, t0) = scrollView()
        drag(CGPoint(x: 150, y: 100), CGPoint(x: 150, y: 300), step: 0.05, t0: t0 + 0.01, lift: true)
        frames(from: t0 + 0.5, to: t0 + 0.55, dt: 1.0 / 60)
        let lastFrame = s.contentOffset.y
        // A new finger stops the bounce where it is at the touch's own time (between frames), and
        // dragging on continues from there.
        app.handleTouch(.began, at: CGPoint(x: 150, y: 300), timestamp: t0 + 0.56)
        let shown = s.contentOffset.y
        #expect(shown < 0 && shown > lastFrame)
        frames(from: t0 + 0.55, to: t0 + 0.7, dt: 1.0 / 60)
        #expect(s.contentOffset.y == shown)
        app.handleTouch(.moved, at: CGPoint(x: 150, y: 312), timestamp: t0 + 0.72)
        app.handleTouch(.moved, at: CGPoint(x: 150, y: 313), timestamp: t0 + 0.74)
        // 3 pt more past the edge, rubber-banded: a little further out, not a jump.
        #expect(s.contentOffset.y < shown && s.contentOffset.y > shown - 3)
    }

    // MARK: Momentum

    @Test func aFlingDecaysByTheRatePerMillisecondAndRestsAtTheProjection() {
        let (s, log, t0) = scrollView()
        drag(CGPoint(x: 150, y: 550), CGPoint(x: 150, y: 450), steps: 10, step: 0.01, t0: t0 + 0.01)
        let release = t0 + 0.11
        let o0 = s.contentOffset.y
        let v = log.releaseVelocity!.y * 1000
        #expect(abs(v - 1000) < 20)  // 100 pt in 0.1 s
        #expect(log.entries == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        let projected = o0 + v / 1000 * 0.998 / 0.002
        #expect(abs(log.proposedTarget!.y - projected) < 1e-6)
        var worst: CGFloat = 0
        frames(from: t0 + 0.1, to: t0 + 1.5, dt: 1.0 / 60) { t in
            let predicted = o0 + ScrollPhysics.distance(velocity: v, rate: 0.998, after: t - release)
            worst = max(worst, abs(s.contentOffset.y - predicted))
        }
        #expect(worst < 1e-6)
        #expect(s.isDecelerating)
        frames(from: t0 + 1.5, to: t0 + 8, dt: 1.0 / 60)
        #expect(abs(s.contentOffset.y - projected) < 1e-9)
        #expect(!s.isDecelerating)
        #expect(log.entries.last == "didEndDecelerating")
    }

    @Test func theSameFlingIsAtTheSamePlaceAtAnyFrameRate() {
        var traces: [[CGFloat]] = []
        for fps in [30.0, 60.0, 120.0] {
            let (s, _, t0) = scrollView()
            drag(CGPoint(x: 150, y: 550), CGPoint(x: 150, y: 250), steps: 10, step: 0.01, t0: t0 + 0.01)
            var trace: [CGFloat] = []
            var t = t0 + 0.1
            for k in 1...20 {
                frames(from: t, to: t0 + 0.1 + Double(k) * 0.1, dt: 1 / fps)
                t = t0 + 0.1 + Double(k) * 0.1
                trace.append(s.contentOffset.y)
            }
            traces.append(trace)
        }
        for i in 0..<traces[0].count {
            #expect(abs(traces[0][i] - traces[1][i]) < 1e-6 && abs(traces[1][i] - traces[2][i]) < 1e-6)
        }
    }

    @Test func aFlingPastTheEndBouncesBackToTheEnd() {
        let (s, log, t0) = scrollView()
        s.contentOffset = CGPoint(x: 0, y: 2300)  // 100 pt from the end (2400)
        drag(CGPoint(x: 150, y: 550), CGPoint(x: 150, y: 250), steps: 10, step: 0.01, t0: t0 + 0.01)
        var furthest: CGFloat = 0
        frames(from: t0 + 0.1, to: t0 + 4, dt: 1.0 / 60) { _ in furthest = max(furthest, s.contentOffset.y) }
        #expect(furthest > 2400)
        #expect(s.contentOffset.y == 2400)
        #expect(log.entries.last == "didEndDecelerating")
    }

    @Test func withoutBouncesAFlingStopsDeadAtTheEnd() {
        let (s, _, t0) = scrollView()
        s.bounces = false
        s.contentOffset = CGPoint(x: 0, y: 2300)
        drag(CGPoint(x: 150, y: 550), CGPoint(x: 150, y: 250), steps: 10, step: 0.01, t0: t0 + 0.01)
        var furthest: CGFloat = 0
        frames(from: t0 + 0.1, to: t0 + 2, dt: 1.0 / 60) { _ in furthest = max(furthest, s.contentOffset.y) }
        #expect(furthest == 2400 && s.contentOffset.y == 2400)
    }

    @Test func aFingerStopsDecelerationAtOnceAndItsTapDoesNotReachTheContent() {
        let (s, log, t0) = scrollView()
        let (button, counter) = countingButton(height: 3000, in: s)
        drag(CGPoint(x: 150, y: 550), CGPoint(x: 150, y: 250), steps: 10, step: 0.01, t0: t0 + 0.01)
        frames(from: t0 + 0.1, to: t0 + 0.5, dt: 1.0 / 60)
        let lastFrame = s.contentOffset
        // Stopped where the content is at the touch's own time, a little on from the last frame.
        app.handleTouch(.began, at: CGPoint(x: 150, y: 300), timestamp: t0 + 0.505)
        let stopped = s.contentOffset
        #expect(stopped.y > lastFrame.y)
        #expect(!s.isDecelerating && s.isTracking)
        frames(from: t0 + 0.5, to: t0 + 1, dt: 1.0 / 60)
        #expect(s.contentOffset == stopped)
        #expect(!button.isHighlighted)
        app.handleTouch(.ended, at: CGPoint(x: 150, y: 300), timestamp: t0 + 1.01)
        #expect(counter.taps == 0)
        #expect(!log.entries.contains("didEndDecelerating"))  // as UIKit: a stopped deceleration does not end
        // The next tap reaches the button.
        app.handleTouch(.began, at: CGPoint(x: 150, y: 300), timestamp: t0 + 1.5)
        app.handleTouch(.ended, at: CGPoint(x: 150, y: 300), timestamp: t0 + 1.55)
        #expect(counter.taps == 1)
    }

    @Test func aDelegateMovesTheRestingOffsetAndMomentumLandsExactlyThere() {
        let (s, log, t0) = scrollView()
        log.snap = { p in CGPoint(x: p.x, y: (p.y / 100).rounded() * 100) }
        drag(CGPoint(x: 150, y: 550), CGPoint(x: 150, y: 430), steps: 10, step: 0.01, t0: t0 + 0.01)
        let snapped = (log.proposedTarget!.y / 100).rounded() * 100
        #expect(snapped != log.proposedTarget!.y)
        frames(from: t0 + 0.1, to: t0 + 8, dt: 1.0 / 60)
        #expect(s.contentOffset.y == snapped)
    }

    // MARK: Paging

    func pager() -> (UIScrollView, ScrollLog, CFTimeInterval) {
        let (s, log, t0) = scrollView(content: CGSize(width: 300 * 5, height: 600))
        s.isPagingEnabled = true
        return (s, log, t0)
    }

    @Test func aSlowDragPastHalfAPageSettlesOnTheNextPage() {
        let (s, _, t0) = pager()
        drag(CGPoint(x: 250, y: 300), CGPoint(x: 70, y: 300), steps: 20, step: 0.05, t0: t0 + 0.01)
        frames(from: t0 + 1, to: t0 + 4, dt: 1.0 / 60)
        #expect(s.contentOffset.x == 300)
    }

    @Test func aShortFastFlickTurnsOnePageAndAHugeFlingStillOnlyOne() {
        let (s, _, t0) = pager()
        drag(CGPoint(x: 200, y: 300), CGPoint(x: 150, y: 300), steps: 5, step: 0.01, t0: t0 + 0.01)
        frames(from: t0 + 0.05, to: t0 + 3, dt: 1.0 / 60)
        #expect(s.contentOffset.x == 300)
        let t1 = t0 + 3
        drag(CGPoint(x: 290, y: 300), CGPoint(x: 10, y: 300), steps: 5, step: 0.005, t0: t1 + 0.01)
        frames(from: t1 + 0.03, to: t1 + 4, dt: 1.0 / 60)
        #expect(s.contentOffset.x == 600)
    }

    // MARK: Programmatic scrolling

    @Test func anAnimatedOffsetChangeEasesThereAndTellsTheDelegate() {
        let (s, log, t0) = scrollView()
        s.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        #expect(s.contentOffset.y == 0)
        frames(from: t0, to: t0 + 0.15, dt: 1.0 / 60)
        #expect(s.contentOffset.y > 0 && s.contentOffset.y < 500)
        frames(from: t0 + 0.15, to: t0 + 0.5, dt: 1.0 / 60)
        #expect(s.contentOffset.y == 500)
        #expect(log.entries == ["didEndScrollingAnimation"])
        s.setContentOffset(CGPoint(x: 0, y: CGFloat.nan), animated: false)
        #expect(s.contentOffset.y == 500)
    }

    @Test func scrollRectToVisibleScrollsTheLeastDistance() {
        let (s, _, _) = scrollView()
        s.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 50), animated: false)
        #expect(s.contentOffset.y == 450)  // the rect's bottom at the view's bottom
        s.scrollRectToVisible(CGRect(x: 0, y: 200, width: 10, height: 50), animated: false)
        #expect(s.contentOffset.y == 200)  // its top at the view's top
        s.scrollRectToVisible(CGRect(x: 0, y: 700, width: 10, height: 50), animated: false)
        #expect(s.contentOffset.y == 200)  // already visible: no move
        s.scrollRectToVisible(CGRect(x: 0, y: 2990, width: 10, height: 50), animated: false)
        #expect(s.contentOffset.y == 2400)  // never past the end
    }

    // MARK: Insets

    @Test func theSafeAreaAdjustsTheInsetsAndTheRestingOffset() {
        _ = makeView()
        app.removeAllWindows()
        UIScreen.main.simulatorSetDeviceInsets(DeviceInsets(hardware: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), statusBarHeight: 47, statusBarInset: 47, hasHomeIndicator: true))
        defer { UIScreen.main.simulatorSetDeviceInsets(.none) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let s = UIScrollView(frame: window.bounds)
        s.contentSize = CGSize(width: 400, height: 2000)
        s.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.addSubview(s)
        window.makeKeyAndVisible()
        app.layoutWindows()
        #expect(s.adjustedContentInset.top == s.safeAreaInsets.top + 10)
        #expect(s.adjustedContentInset.bottom == s.safeAreaInsets.bottom)
        #expect(s.adjustedContentInset.left == 0)
        #expect(s.contentOffset.y == -s.adjustedContentInset.top)
        s.contentInsetAdjustmentBehavior = .never
        #expect(s.adjustedContentInset == s.contentInset)
        #expect(s.contentOffset.y == -10)
    }

    // MARK: Touches in content

    @Test func aButtonHighlightsAfterTheDelayAndADragCancelsIt() {
        let (s, _, t0) = scrollView()
        let (button, counter) = countingButton(height: 200, in: s)
        app.handleTouch(.began, at: CGPoint(x: 150, y: 100), timestamp: t0 + 0.01)
        frames(from: t0, to: t0 + 0.1, dt: 1.0 / 60)
        #expect(!button.isHighlighted)
        frames(from: t0 + 0.1, to: t0 + 0.2, dt: 1.0 / 60)
        #expect(button.isHighlighted)
        // A button keeps its touch once it has it (touchesShouldCancel(in:) is false for controls)…
        app.handleTouch(.moved, at: CGPoint(x: 150, y: 60), timestamp: t0 + 0.25)
        #expect(s.contentOffset.y == 0)
        app.handleTouch(.ended, at: CGPoint(x: 150, y: 60), timestamp: t0 + 0.3)
        #expect(counter.taps == 1)
        // …but a drag that starts within the delay takes the touch before the button sees it.
        app.handleTouch(.began, at: CGPoint(x: 150, y: 150), timestamp: t0 + 1)
        app.handleTouch(.moved, at: CGPoint(x: 150, y: 100), timestamp: t0 + 1.05)
        frames(from: t0 + 1, to: t0 + 1.3, dt: 1.0 / 60)
        #expect(!button.isHighlighted && s.isDragging)
        app.handleTouch(.ended, at: CGPoint(x: 150, y: 100), timestamp: t0 + 1.3)
        #expect(counter.taps == 1)
    }

    @Test func aQuickTapReachesTheContentAtOnce() {
        let (s, _, t0) = scrollView()
        let content = Recorder(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        s.addSubview(content)
        app.handleTouch(.began, at: CGPoint(x: 150, y: 100), timestamp: t0 + 0.01)
        #expect(content.log.isEmpty)
        app.handleTouch(.ended, at: CGPoint(x: 150, y: 100), timestamp: t0 + 0.05)
        #expect(content.log == ["began", "ended"])
        s.delaysContentTouches = false
        app.handleTouch(.began, at: CGPoint(x: 150, y: 100), timestamp: t0 + 1)
        #expect(content.log == ["began", "ended", "began"])
        app.handleTouch(.moved, at: CGPoint(x: 150, y: 50), timestamp: t0 + 1.05)
        #expect(content.log.last == "cancelled" && s.isDragging)  // a view that is not a control is cancelled
        app.handleTouch(.ended, at: CGPoint(x: 150, y: 50), timestamp: t0 + 1.1)
    }

    @Test func nestedScrollViewsOnCrossingAxesEachTakeTheirOwnDrags() {
        let (outer, _, t0) = scrollView()
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        inner.contentSize = CGSize(width: 1200, height: 200)
        outer.addSubview(inner)
        drag(CGPoint(x: 250, y: 200), CGPoint(x: 50, y: 200), step: 0.05, t0: t0 + 0.01)
        #expect(inner.contentOffset.x == 190 && outer.contentOffset.y == 0)
        frames(from: t0, to: t0 + 5, dt: 1.0 / 60)
        let x = inner.contentOffset.x
        drag(CGPoint(x: 150, y: 250), CGPoint(x: 150, y: 50), step: 0.05, t0: t0 + 6)
        #expect(outer.contentOffset.y == 190 && inner.contentOffset.x == x)
    }

    // MARK: Auto Layout

    @Test func contentPinnedToTheScrollViewDecidesTheContentSize() {
        let (s, _, _) = scrollView(content: .zero)
        let column = UIView()
        column.translatesAutoresizingMaskIntoConstraints = false
        s.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: s.topAnchor, constant: 20),
            column.leadingAnchor.constraint(equalTo: s.contentLayoutGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: s.trailingAnchor),
            column.bottomAnchor.constraint(equalTo: s.contentLayoutGuide.bottomAnchor, constant: -30),
            column.widthAnchor.constraint(equalTo: s.frameLayoutGuide.widthAnchor),
            column.heightAnchor.constraint(equalToConstant: 2000),
        ])
        app.layoutWindows()
        #expect(s.contentSize == CGSize(width: 300, height: 2050))
        #expect(column.frame == CGRect(x: 0, y: 20, width: 300, height: 2000))
        // Scrolling moves the bounds, not the content's frames.
        s.contentOffset = CGPoint(x: 0, y: 500)
        app.layoutWindows()
        #expect(column.frame == CGRect(x: 0, y: 20, width: 300, height: 2000))
    }

    @Test func aViewPinnedToTheFrameGuideStaysPutWhileTheContentScrolls() {
        let (s, _, _) = scrollView()
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        s.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: s.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: s.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        app.layoutWindows()
        #expect(badge.frame == CGRect(x: 250, y: 10, width: 40, height: 20))
        s.contentOffset = CGPoint(x: 0, y: 700)
        app.layoutWindows()
        #expect(badge.frame == CGRect(x: 250, y: 710, width: 40, height: 20))
        #expect(badge.convert(CGPoint.zero, to: nil) == CGPoint(x: 250, y: 10))
    }

    // MARK: Indicators

    @Test func theIndicatorShowsWhileScrollingAndFadesAfter() {
        let (s, _, t0) = scrollView()
        drag(CGPoint(x: 150, y: 500), CGPoint(x: 150, y: 300), step: 0.05, t0: t0 + 0.01, lift: false)
        let bar = s.indicators.vertical!
        #expect(bar.alpha == 1 && !bar.isHidden && s.subviews.last === bar)
        // 600 of 3000 pt visible: a fifth of the track; at 190 of 2400 pt scrolled.
        let track: CGFloat = 600 - 6
        #expect(abs(bar.frame.height - track / 5) < 1e-9)
        #expect(abs(bar.frame.minY - (190 + 3 + 190 / 2400 * (track - track / 5))) < 1e-9)
        #expect(abs(bar.frame.minX - 294) < 1e-9, "\(bar.frame.minX - 294)")
        app.handleTouch(.ended, at: CGPoint(x: 150, y: 300), timestamp: t0 + 2)
        frames(from: t0 + 1.9, to: t0 + 2.4, dt: 1.0 / 60)
        #expect(bar.alpha == 1)
        frames(from: t0 + 2.4, to: t0 + 3, dt: 1.0 / 60)
        #expect(bar.alpha == 0)
        #expect(s.indicators.horizontal == nil)  // the content does not scroll sideways
    }

    // MARK: Wheel

    @Test func theWheelScrollsTheScrollViewUnderThePointerAndCoastsAfter() {
        let (s, log, t0) = scrollView()
        for k in 0..<10 { app.handleScrollWheel(CGVector(dx: 0, dy: 20), at: CGPoint(x: 150, y: 300), timestamp: t0 + 0.01 * Double(k + 1)) }
        #expect(s.contentOffset.y == 200 && s.isDragging)
        #expect(log.entries == ["willBeginDragging"])
        frames(from: t0, to: t0 + 0.22, dt: 1.0 / 60)
        // The wheel paused: released at 2000 pt/s into momentum.
        #expect(!s.isDragging && s.isDecelerating)
        #expect(abs(log.releaseVelocity!.y - 2) < 0.05)
        frames(from: t0 + 0.22, to: t0 + 8, dt: 1.0 / 60)
        #expect(abs(s.contentOffset.y - log.proposedTarget!.y) < 1e-9 && s.contentOffset.y > 1000)
        #expect(log.entries.last == "didEndDecelerating")
        // Outside any scroll view the wheel does nothing.
        app.handleScrollWheel(CGVector(dx: 0, dy: 20), at: CGPoint(x: 350, y: 300), timestamp: t0 + 9)
        #expect(!s.isDragging)
    }

    @Test func aWheelStormStaysWithinTheBandAndSettles() {
        let (s, _, t0) = scrollView()
        for k in 0..<1000 {
            app.handleScrollWheel(CGVector(dx: 0, dy: k.isMultiple(of: 2) ? 1e5 : -3e4), at: CGPoint(x: 150, y: 300),
                                  timestamp: t0 + 0.001 * Double(k))
            #expect(s.contentOffset.y > -600 && s.contentOffset.y < 3000)
        }
        app.handleScrollWheel(CGVector(dx: CGFloat.nan, dy: 1), at: CGPoint(x: 150, y: 300), timestamp: t0 + 1)
        frames(from: t0 + 1, to: t0 + 10, dt: 1.0 / 60)
        #expect(s.contentOffset.y == 2400 && !s.isDecelerating && !s.isDragging)
    }

    // MARK: Bad input

    @Test func nonFiniteAndNegativeSizesAndOffsetsAreDefined() {
        let (s, _, t0) = scrollView()
        s.contentSize = CGSize(width: CGFloat.nan, height: -50)
        #expect(s.contentSize == .zero)
        s.contentOffset = CGPoint(x: CGFloat.infinity, y: 20)
        #expect(s.contentOffset == CGPoint(x: 0, y: 20))
        s.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(s.contentInset == .zero)
        s.decelerationRate = UIScrollView.DecelerationRate(rawValue: 7)
        s.alwaysBounceVertical = true
        drag(CGPoint(x: 150, y: 500), CGPoint(x: 150, y: 300), steps: 5, step: 0.01, t0: t0 + 0.01)
        frames(from: t0 + 0.06, to: t0 + 5, dt: 1.0 / 60)
        #expect(s.contentOffset.y == 0)  // nothing to scroll: it bounces back to the start
    }
}
