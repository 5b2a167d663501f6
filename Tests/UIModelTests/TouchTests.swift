import Foundation
import Testing
@testable import UIModel
import UIModelTesting

private final class RecordingView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A window with one button at (100, 100, 100, 44); the app's touches go to it.
private func makeScreen() -> (UIWindow, UIButton, () -> Int) {
    UIModelRuntime.current.removeAllWindows()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
    var fired = 0
    button.addAction(UIAction { _ in fired += 1 }, for: .touchUpInside)
    window.addSubview(button)
    window.makeKeyAndVisible()
    return (window, button, { fired })
}

@Suite(.freshRuntime) struct TouchTests {
    var app: UIModelRuntime { .current }

    @Test func releaseInsideFiresOnce() {
        let (_, button, fired) = makeScreen()
        app.handleTouch(.began, at: CGPoint(x: 150, y: 120), timestamp: 1)
        #expect(button.isHighlighted && button.isTracking)
        #expect(fired() == 0)
        app.handleTouch(.ended, at: CGPoint(x: 150, y: 120), timestamp: 1.1)
        #expect(fired() == 1)
        #expect(!button.isHighlighted)
    }

    @Test func releaseOutsideDoesNotFire() {
        let (_, button, fired) = makeScreen()
        var outside = 0
        button.addAction(UIAction { _ in outside += 1 }, for: .touchUpOutside)
        app.handleTouch(.began, at: CGPoint(x: 150, y: 120), timestamp: 1)
        app.handleTouch(.moved, at: CGPoint(x: 150, y: 400), timestamp: 1.1)
        #expect(!button.isHighlighted)
        app.handleTouch(.ended, at: CGPoint(x: 150, y: 400), timestamp: 1.2)
        #expect(fired() == 0 && outside == 1)
    }

    @Test func draggingBackInsideHighlightsAgainAndFires() {
        let (_, button, fired) = makeScreen()
        app.handleTouch(.began, at: CGPoint(x: 150, y: 120), timestamp: 1)
        app.handleTouch(.moved, at: CGPoint(x: 150, y: 600), timestamp: 1.1)
        #expect(!button.isHighlighted)
        app.handleTouch(.moved, at: CGPoint(x: 160, y: 125), timestamp: 1.2)
        #expect(button.isHighlighted)
        // Within UIKit's tracking margin a release still counts as inside.
        app.handleTouch(.ended, at: CGPoint(x: 150, y: 100 + 44 + UIControl.touchTrackingMargin - 1), timestamp: 1.3)
        #expect(fired() == 1)
    }

    @Test func cancelledTouchDoesNotFire() {
        let (_, button, fired) = makeScreen()
        var cancels = 0
        button.addAction(UIAction { _ in cancels += 1 }, for: .touchCancel)
        app.handleTouch(.began, at: CGPoint(x: 150, y: 120), timestamp: 1)
        app.cancelActiveTouch(timestamp: 1.1)
        #expect(fired() == 0 && cancels == 1 && !button.isHighlighted)
        // A stray end after the cancel is ignored.
        app.handleTouch(.ended, at: CGPoint(x: 150, y: 120), timestamp: 1.2)
        #expect(fired() == 0)
    }

    @Test func systemButtonFadesItsTitleWhileHighlighted() {
        let (_, button, _) = makeScreen()
        let normal = button.titleLabel!.textColor!
        button.isHighlighted = true
        #expect(button.titleLabel!.textColor.alpha < normal.alpha)
        button.isHighlighted = false
        #expect(button.titleLabel!.textColor == normal)
        #expect(button.title(for: .highlighted) == "Go")
    }

    @Test func unhandledTouchesTravelUpTheResponderChain() {
        UIModelRuntime.current.removeAllWindows()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let parent = RecordingView(frame: window.bounds)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        window.addSubview(parent)
        window.makeKeyAndVisible()
        app.handleTouch(.began, at: CGPoint(x: 10, y: 10), timestamp: 0)
        app.handleTouch(.moved, at: CGPoint(x: 12, y: 10), timestamp: 0.1)
        app.handleTouch(.ended, at: CGPoint(x: 12, y: 10), timestamp: 0.2)
        #expect(parent.log == ["began", "moved", "ended"])
        #expect(child.next === parent)
    }

    @Test func touchLocationsAreInTheAskingViewsCoordinates() {
        UIModelRuntime.current.removeAllWindows()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let v = RecordingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(v)
        window.makeKeyAndVisible()
        var seen: [CGPoint] = []
        final class Probe: UIView {
            var onBegan: ((UITouch) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?(touches.first!) }
        }
        let probe = Probe(frame: v.bounds)
        probe.onBegan = { seen.append($0.location(in: probe)); seen.append($0.location(in: nil)) }
        v.addSubview(probe)
        app.handleTouch(.began, at: CGPoint(x: 60, y: 70), timestamp: 0)
        #expect(seen == [CGPoint(x: 10, y: 20), CGPoint(x: 60, y: 70)])
        app.cancelActiveTouch(timestamp: 0)
    }
}
