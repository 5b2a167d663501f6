import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// A view that counts its layouts and drawings.
private final class CountingView: UIView {
    var layouts = 0
    var draws = 0
    override func layoutSubviews() { layouts += 1; super.layoutSubviews() }
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.blue.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)).fill()
    }
}

/// A layer of no view that counts its sublayer layouts and its drawings.
private final class CountingLayer: CALayer {
    var layouts = 0
    var draws = 0
    override func layoutSublayers() { layouts += 1; super.layoutSublayers() }
    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(bounds)
    }
}

/// A frame's phases run in UIKit's order, and painting (the display list) comes last and only
/// reads: layout and display, which painting used to do on the way, are phases of their own.
@Suite(.freshRuntime) struct FramePhaseTests {
    private struct Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let view = CountingView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        let layer = CountingLayer()
        let label = UILabel()
    }

    private func scene() -> Scene {
        let s = Scene()
        s.window.backgroundColor = .white
        s.window.addSubview(s.view)
        s.layer.frame = CGRect(x: 0, y: 60, width: 50, height: 50)
        s.layer.setNeedsDisplay()
        s.view.layer.addSublayer(s.layer)
        s.label.text = "Painted, not changed"
        s.label.frame = CGRect(x: 10, y: 120, width: 180, height: 30)
        s.window.addSubview(s.label)
        s.window.isHidden = false
        return s
    }

    /// Everything painting could change: the counters, the flags asking for layout and display,
    /// the frames, and whether the layers were shown.
    private func state(_ s: Scene) -> [String] {
        [s.view, s.label, s.window].map { "\($0.frame) \($0.layer.needsLayout()) \($0.layer.needsDisplay())" }
            + ["\(s.view.layouts) \(s.view.draws) \(s.layer.layouts) \(s.layer.draws)",
               "\(s.layer.needsLayout()) \(s.layer.needsDisplay()) \(s.layer.wasShown) \(s.view.layer.wasShown)"]
    }

    @Test func paintingALaidOutTreeChangesNoView() {
        let s = scene()
        UIModelRuntime.current.layoutWindows()
        UIModelRuntime.current.displayWindows()
        #expect(s.view.draws == 1 && s.layer.draws == 1, "the display phase drew what asked to draw")
        #expect(s.layer.layouts == 1 && s.layer.wasShown, "and laid out the layer that is no view's")
        let before = state(s)
        var first = DisplayList()
        first.append(view: s.window)
        var second = DisplayList()
        second.append(view: s.window)
        #expect(state(s) == before, "painting changed the tree")
        #expect(first.items == second.items)
        #expect(first.items.contains { if case .path = $0 { true } else { false } }, "what draw(_:) drew is painted")
    }

    @Test func paintingBeforeTheDisplayPhaseShowsOnlyWhatIsKept() {
        let s = scene()
        UIModelRuntime.current.layoutWindows()
        var list = DisplayList()
        list.append(view: s.window)
        #expect(s.view.draws == 0 && s.layer.draws == 0 && s.layer.layouts == 0, "painting ran no phase of its own")
        s.view.setNeedsDisplay()
        UIModelRuntime.current.displayWindows()
        UIModelRuntime.current.displayWindows()
        #expect(s.view.draws == 1, "the display phase draws once until asked again")
    }

    @Test func hiddenTreesAreNotDisplayed() {
        let s = scene()
        s.view.isHidden = true
        UIModelRuntime.current.layoutWindows()
        UIModelRuntime.current.displayWindows()
        #expect(s.view.draws == 0 && s.layer.draws == 0 && !s.layer.wasShown)
    }

    @Test func aViewFadingInFromNothingIsDrawnWhileItFades() {
        let s = scene()
        s.view.alpha = 0
        UIModelRuntime.current.layoutWindows()
        UIModelRuntime.current.displayWindows()
        #expect(s.view.draws == 0, "a view with no opacity is not displayed")
        let t = CACurrentMediaTime()
        UIView.animate(withDuration: 1) { s.view.alpha = 1 }
        UIModelRuntime.current.fireDisplayLinks(timestamp: t, duration: 1.0 / 60)
        UIModelRuntime.current.layoutWindows()
        UIModelRuntime.current.displayWindows()
        #expect(s.view.draws == 0, "still invisible at the animation's start")
        // Nothing else changes: the phase looks again because it passed over a fading layer.
        UIModelRuntime.current.fireDisplayLinks(timestamp: t + 0.5, duration: 1.0 / 60)
        UIModelRuntime.current.layoutWindows()
        UIModelRuntime.current.displayWindows()
        #expect(s.view.draws == 1, "drawn once it shows")
    }

    @Test func changesThatGiveTheDisplayPhaseWorkAreCounted() {
        let s = scene()
        UIModelRuntime.current.layoutWindows()
        UIModelRuntime.current.displayWindows()
        func counts(_ change: () -> Void) -> Bool {
            let before = DisplayChanges.current
            change()
            return DisplayChanges.current != before
        }
        #expect(counts { s.view.setNeedsDisplay() })
        #expect(counts { s.window.addSubview(UIView()) })
        #expect(counts { s.view.isHidden = true })
        #expect(counts { s.view.bounds.size.width += 1 })
        #expect(counts { s.view.layer.addSublayer(CALayer()) })
        #expect(counts { s.layer.setNeedsLayout() })
        s.view.isHidden = false
        UIModelRuntime.current.layoutWindows()
        UIModelRuntime.current.displayWindows()
        #expect(s.view.draws == 2, "the new bounds (.redraw is not set: stretched) and the asked redraw: drawn once more")
    }
}
