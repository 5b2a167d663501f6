import Foundation
import SimulatorKit
import SnapshotTesting
import UIModelSnapshotTesting
import Testing
import UIModel

/// The modal demo driven by scripts: the button presents, drags dismiss interactively.
@Suite(.serialized) struct ModalSceneTests {
    private func json(_ url: URL) throws -> [String: Any] { try TestSupport.json(url) }

    private func find(_ id: String, in view: [String: Any]) -> [String: Any]? { TestSupport.find(id, in: view) }

    /// Presents the modal, then runs `more`; returns the runner.
    private func run(_ more: [Script.Event], name: String) throws -> (HeadlessRunner, URL) {
        let out = TestSupport.temporaryDirectory(name)
        let runner = HeadlessRunner(session: try TestSupport.session(scene: "modal"), fps: 60, outputDirectory: out)
        try runner.run(Script(events: [Script.Event(t: 0.1, action: .tap(CGPoint(x: 196, y: 426))),
                                       Script.Event(t: 1.2, action: .dump("presented"))] + more))
        return (runner, out)
    }

    private func drag(_ distance: CGFloat, at t: Double) -> Script.Event {
        Script.Event(t: t, action: .drag(from: CGPoint(x: 196, y: 300), to: CGPoint(x: 196, y: 300 + distance), duration: 0.3))
    }

    @Test func shortDragLeavesTheModalPresentedAndInPlace() throws {
        let (_, out) = try run([drag(100, at: 1.3), Script.Event(t: 2.3, action: .dump("after"))], name: "modal-100")
        let presented = try json(out.appendingPathComponent("presented.json"))
        let vcs = try #require(presented["viewControllers"] as? [String: Any])
        #expect((vcs["presented"] as? [String: Any])?["type"] as? String == "ModalViewController")
        let after = try json(out.appendingPathComponent("after.json"))
        let avcs = try #require(after["viewControllers"] as? [String: Any])
        #expect((avcs["presented"] as? [String: Any])?["type"] as? String == "ModalViewController")
        let views = try #require(after["views"] as? [String: Any])
        #expect(find("modal", in: views)?["frame"] as? [Double] == [0, 0, 393, 852])
    }

    @Test func longDragDismisses() throws {
        let (_, out) = try run([drag(300, at: 1.3), Script.Event(t: 2.5, action: .dump("after"))], name: "modal-300")
        let after = try json(out.appendingPathComponent("after.json"))
        let vcs = try #require(after["viewControllers"] as? [String: Any])
        #expect(vcs["presented"] is NSNull)
        let views = try #require(after["views"] as? [String: Any])
        #expect(find("modal", in: views) == nil && find("clickMe", in: views) != nil)
    }

    @Test func dismissButtonDismisses() throws {
        let (_, out) = try run([Script.Event(t: 1.3, action: .tap(CGPoint(x: 196, y: 426))),
                                Script.Event(t: 2.0, action: .dump("after"))], name: "modal-button")
        let vcs = try #require(try json(out.appendingPathComponent("after.json"))["viewControllers"] as? [String: Any])
        #expect(vcs["presented"] is NSNull)
    }

    @Test func screenshotsMidPresentationAndMidDrag() throws {
        let session = try TestSupport.session(scene: "modal")
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory("modal-shots"))
        try runner.run(Script(events: [Script.Event(t: 0.1, action: .tap(CGPoint(x: 196, y: 426))),
                                       Script.Event(t: 0.4, action: .wait(0))]))
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "presenting")
        try runner.run(Script(events: [Script.Event(t: 1.5, action: .down(CGPoint(x: 196, y: 300))),
                                       Script.Event(t: 1.6, action: .move(CGPoint(x: 196, y: 400))),
                                       Script.Event(t: 1.7, action: .move(CGPoint(x: 196, y: 510)))]))
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "dragged-half")
    }

    @Test func resizeAndTouchesMidTransitionLeaveAConsistentHierarchy() throws {
        let (_, out) = try run([
            Script.Event(t: 1.25, action: .tap(CGPoint(x: 196, y: 426))),  // "Dismiss me": starts the dismissal
            Script.Event(t: 1.35, action: .resize(CGSize(width: 700, height: 500))),
            Script.Event(t: 1.4, action: .tap(CGPoint(x: 100, y: 100))),  // ignored: a transition is running
            Script.Event(t: 2.5, action: .dump("after")),
        ], name: "modal-resize")
        let after = try json(out.appendingPathComponent("after.json"))
        let vcs = try #require(after["viewControllers"] as? [String: Any])
        #expect(vcs["presented"] is NSNull)
        let views = try #require(after["views"] as? [String: Any])
        #expect(find("main", in: views)?["frame"] as? [Double] == [0, 0, 700, 500])
    }

    /// A device change while a finger drags the modal down, then a second touch (which cancels the
    /// first, so the demo's gesture cancels the dismissal): the modal runs back over
    /// p · duration / completionSpeed (seconds, with the demo's completionSpeed = 1 − p). The
    /// watchdog once allowed only the animator's duration plus 2 s, completed the transition
    /// mid-run and then saw completeTransition a second time.
    @Test func aCancelledDragAfterADeviceChangeRunsBackWithoutTheWatchdog() throws {
        let script = try Script.parse(Data("""
            {"scene": "modal", "events": [
              {"t": 0.1, "tap": [196, 426]},
              {"t": 1.3, "down": [196, 300]},
              {"t": 1.34, "move": [196, 370]}, {"t": 1.36, "move": [196, 440]}, {"t": 1.38, "move": [196, 510]},
              {"t": 1.4, "move": [196, 580]}, {"t": 1.42, "move": [196, 650]},
              {"t": 1.45, "device": "iphone-se"},
              {"t": 1.5, "move": [196, 660]},
              {"t": 1.9, "down": [150, 200]},
              {"t": 1.95, "up": [150, 200]},
              {"t": 5.0, "dump": "after"}
            ]}
            """.utf8))
        let warnings = UIKitWarning.history.count
        let out = TestSupport.temporaryDirectory("modal-stuck")
        let runner = HeadlessRunner(session: try TestSupport.session(scene: "modal"), fps: 60, outputDirectory: out)
        try runner.run(script)
        #expect(UIKitWarning.history.dropFirst(warnings).isEmpty, "\(UIKitWarning.history.dropFirst(warnings))")
        let after = try json(out.appendingPathComponent("after.json"))
        let vcs = try #require(after["viewControllers"] as? [String: Any])
        #expect((vcs["presented"] as? [String: Any])?["type"] as? String == "ModalViewController")
        let afterViews = try #require(after["views"] as? [String: Any])
        #expect(find("modal", in: afterViews)?["frame"] as? [Double] == [0, 0, 375, 667])
    }
}
