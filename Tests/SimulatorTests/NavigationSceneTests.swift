import Foundation
import SimulatorKit
import SnapshotTesting
import UIModelSnapshotTesting
import Testing
import UIModel

/// The navigation demo driven by scripts: a row pushes, the edge swipe pops or snaps back.
@Suite(.serialized) struct NavigationSceneTests {
    private func stack(_ url: URL) throws -> [String] {
        let d = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let vc = try #require(d["viewControllers"] as? [String: Any])
        return (vc["children"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    }

    @Test func edgeSwipeCancelledThenFinished() throws {
        let out = TestSupport.temporaryDirectory("nav-edge")
        let runner = HeadlessRunner(session: try TestSupport.session(scene: "navigation"), fps: 60, outputDirectory: out)
        let p = { (x: CGFloat) in CGPoint(x: x, y: 400) }
        try runner.run(Script(events: [
            Script.Event(t: 0.1, action: .tap(CGPoint(x: 196, y: 243))),
            Script.Event(t: 0.8, action: .dump("pushed")),
            // A short drag that stops before lifting: the pop cancels.
            Script.Event(t: 0.9, action: .down(p(4))),
            Script.Event(t: 1.0, action: .move(p(60))),
            Script.Event(t: 1.1, action: .move(p(120))),
            Script.Event(t: 1.4, action: .up(p(120))),
            Script.Event(t: 2.0, action: .dump("cancelled")),
            // A flick: the pop finishes.
            Script.Event(t: 2.1, action: .drag(from: p(4), to: p(250), duration: 0.15)),
            Script.Event(t: 3.0, action: .dump("popped")),
        ]))
        #expect(try stack(out.appendingPathComponent("pushed.json")) == ["Screens", "Screen 1"])
        #expect(try stack(out.appendingPathComponent("cancelled.json")) == ["Screens", "Screen 1"])
        #expect(try stack(out.appendingPathComponent("popped.json")) == ["Screens"])
    }

    @Test func screenshotMidPush() throws {
        let runner = HeadlessRunner(session: try TestSupport.session(scene: "navigation"), fps: 60,
                                    outputDirectory: TestSupport.temporaryDirectory("nav-shot"))
        try runner.run(Script(events: [Script.Event(t: 0.1, action: .tap(CGPoint(x: 196, y: 243))),
                                       Script.Event(t: 0.25, action: .wait(0))]))
        assertSnapshot(of: try runner.renderFrame(), as: .frame())
    }

    @Test func screenshotAfterPush() throws {
        let runner = HeadlessRunner(session: try TestSupport.session(scene: "navigation"), fps: 60,
                                    outputDirectory: TestSupport.temporaryDirectory("nav-after"))
        try runner.run(Script(events: [Script.Event(t: 0.1, action: .tap(CGPoint(x: 196, y: 299))),
                                       Script.Event(t: 1.0, action: .wait(0))]))
        assertSnapshot(of: try runner.renderFrame(), as: .frame())
    }

    /// Dark appearance (the A key): the bar turns dark grey under its white title.
    @Test func theNavigationBarIsTransparentAtTheScrollEdgeInDarkAppearance() throws {
        let runner = HeadlessRunner(session: try TestSupport.session(scene: "navigation", scale: 1), fps: 60,
                                    outputDirectory: TestSupport.temporaryDirectory("nav-dark"))
        try runner.run(Script(events: [
            Script.Event(t: 0.1, action: .tap(CGPoint(x: 196, y: 243))),
            Script.Event(t: 0.8, action: .key("a", .toggleAppearance)),
            Script.Event(t: 0.9, action: .wait(0)),
        ]))
        let frame = try runner.renderFrame()
        // The screen has no scroll view: the bar is at its scroll edge and, as on iOS 15 and
        // later, transparent, so the screen's dark colour shows beside the title.
        let bar = frame.pixel(x: 330, y: 30), screen = frame.pixel(x: 330, y: 300)
        #expect(bar == screen, "bar pixel \(bar), screen \(screen)")
        assertSnapshot(of: frame, as: .frame(), named: "dark")
    }
}
