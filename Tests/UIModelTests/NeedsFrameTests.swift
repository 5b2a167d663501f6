import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// `UIApplication.needsFrame`, which lets the simulator's window sleep: false once a screen has
/// settled, true while an animation, a display link, a gesture timeout or a layout is pending.
@Suite(.serialized, .freshRuntime) struct NeedsFrameTests {
    /// A fresh app with one window showing a view, laid out and settled.
    private func settledWindow() -> (UIWindow, UIView) {
        var app: UIModelRuntime { .current }
        app.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 20, y: 100, width: 40, height: 40))
        window.addSubview(view)
        window.makeKeyAndVisible()
        app.fireDisplayLinks(timestamp: 1, duration: 1.0 / 60)
        app.layoutWindows()
        return (window, view)
    }

    @Test func settledScreenNeedsNoFrame() {
        _ = settledWindow()
        #expect(!UIModelRuntime.current.needsFrame)
    }

    @Test func animationNeedsFramesUntilItEnds() {
        let (_, view) = settledWindow()
        UIView.animate(withDuration: 0.25) { view.alpha = 0.5 }
        #expect(UIModelRuntime.current.needsFrame)
        UIModelRuntime.current.fireDisplayLinks(timestamp: 1.1, duration: 1.0 / 60)
        #expect(UIModelRuntime.current.needsFrame)
        UIModelRuntime.current.fireDisplayLinks(timestamp: 1.3, duration: 1.0 / 60)
        UIModelRuntime.current.layoutWindows()
        #expect(!UIModelRuntime.current.needsFrame)
    }

    @Test func unpausedDisplayLinkNeedsFrames() {
        _ = settledWindow()
        let link = CADisplayLink { _ in }
        link.add(to: .main, forMode: .common)
        #expect(UIModelRuntime.current.needsFrame)
        link.isPaused = true
        #expect(!UIModelRuntime.current.needsFrame)
        link.isPaused = false
        link.invalidate()
        UIModelRuntime.current.fireDisplayLinks(timestamp: 1.1, duration: 1.0 / 60)
        #expect(!UIModelRuntime.current.needsFrame)
    }

    @Test func pendingLayoutNeedsAFrame() {
        let (_, view) = settledWindow()
        view.setNeedsLayout()
        #expect(UIModelRuntime.current.needsFrame)
        UIModelRuntime.current.layoutWindows()
        #expect(!UIModelRuntime.current.needsFrame)
    }

    /// A tap on a view with a double-tap recognizer waits to see whether a second tap comes: the
    /// wait runs on the clock, so frames go on until it fails.
    @Test func doubleTapWaitNeedsFramesUntilItFails() {
        let (_, view) = settledWindow()
        let doubleTap = UITapGestureRecognizer { _ in }
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        let p = CGPoint(x: 40, y: 120)
        UIModelRuntime.current.handleTouch(.began, at: p, timestamp: 1.05)
        UIModelRuntime.current.handleTouch(.ended, at: p, timestamp: 1.1)
        UIModelRuntime.current.layoutWindows()
        #expect(UIModelRuntime.current.needsFrame)
        UIModelRuntime.current.fireDisplayLinks(timestamp: 2, duration: 1.0 / 60)
        UIModelRuntime.current.layoutWindows()
        #expect(!UIModelRuntime.current.needsFrame)
    }
}
