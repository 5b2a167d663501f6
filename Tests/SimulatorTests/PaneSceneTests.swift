import Foundation
import SimulatorKit
import SnapshotTesting
import UIModelSnapshotTesting
import Testing
import UIModel

/// The spring pane driven by scripts: drags, flicks and taps with each engine, checked through
/// traces of the pane's center and screenshots.
@Suite(.serialized) struct PaneSceneTests {
    static let open: CGFloat = 608, closed: CGFloat = 1020  // iPhone 15: pane centers

    /// Runs `events` on the pane scene with engine key `engine`; returns the pane's y per frame.
    func trace(engine: String, _ events: [Script.Event], until: Double) throws -> [(t: Double, y: Double)] {
        let out = TestSupport.temporaryDirectory("pane-\(engine)")
        let session = try TestSupport.session(scene: "pane", device: "iphone-15")
        let script = Script(events: [
            Script.Event(t: 0, action: .key(engine, .selectDevice(0))),
            Script.Event(t: 0, action: .trace(view: "pane", property: "center.y", until: until, name: "y")),
        ] + events)
        try HeadlessRunner(session: session, fps: 60, outputDirectory: out).run(script)
        let csv = try String(contentsOf: out.appendingPathComponent("y.csv"), encoding: .utf8)
        return csv.split(separator: "\n").dropFirst().map {
            let f = $0.split(separator: ",")
            return (Double(f[0])!, Double(f[1])!)
        }
    }

    /// The largest distance the pane moves in one frame within [from, to].
    func largestStep(_ rows: [(t: Double, y: Double)], from: Double, to: Double) -> Double {
        var worst = 0.0
        for i in 1..<rows.count where rows[i].t >= from && rows[i].t <= to {
            worst = max(worst, abs(rows[i].y - rows[i - 1].y))
        }
        return worst
    }

    func drag(_ fromY: CGFloat, _ toY: CGFloat, at t: Double, duration: Double = 0.15) -> Script.Event {
        Script.Event(t: t, action: .drag(from: CGPoint(x: 196, y: fromY), to: CGPoint(x: 196, y: toY), duration: duration))
    }

    @Test(arguments: ["1", "2", "3"])
    func flickUpOpensAndFlickDownCloses(engine: String) throws {
        let rows = try trace(engine: engine, [drag(800, 500, at: 0.2), drag(500, 800, at: 2.5)], until: 5)
        let atOpen = rows.first { $0.t >= 2.4 }!.y
        #expect(abs(atOpen - Self.open) < 1, "engine \(engine) open at \(atOpen)")
        #expect(abs(rows.last!.y - Self.closed) < 1, "engine \(engine) closed at \(rows.last!.y)")
        // No jumps: even the fastest frame moves well under a tenth of the screen.
        #expect(largestStep(rows, from: 0, to: 5) < 80, "engine \(engine)")
    }

    @Test(arguments: ["1", "2", "3"])
    func tapMidFlightTogglesTheTarget(engine: String) throws {
        let rows = try trace(engine: engine, [drag(800, 600, at: 0.2, duration: 0.1), Script.Event(t: 0.4, action: .tap(CGPoint(x: 196, y: 700)))],
                             until: 3)
        #expect(rows.first { $0.t >= 0.44 }!.y < 700)  // on its way up, past the open position, when tapped
        #expect(abs(rows.last!.y - Self.closed) < 1)
        #expect(largestStep(rows, from: 0, to: 3) < 80, "engine \(engine)")
    }

    @Test func draggingFollowsTheFingerOneToOne() throws {
        let rows = try trace(engine: "2", [Script.Event(t: 0.1, action: .down(CGPoint(x: 196, y: 800))),
                                          Script.Event(t: 0.2, action: .move(CGPoint(x: 196, y: 790))),
                                          Script.Event(t: 0.3, action: .move(CGPoint(x: 196, y: 700))),
                                          Script.Event(t: 0.4, action: .move(CGPoint(x: 196, y: 650)))], until: 0.45)
        // 10 points of slop, then 1:1: 800 → 650 is 150 points, 140 of them moving the pane.
        #expect(abs(rows.last!.y - (Self.closed - 140)) < 1e-6)
    }

    @Test func paneMidFlightScreenshot() throws {
        let session = try TestSupport.session(scene: "pane", device: "iphone-15")
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory("pane-shot"))
        try runner.run(Script(events: [drag(800, 500, at: 0.2), Script.Event(t: 0.45, action: .wait(0))]))
        assertSnapshot(of: try runner.renderFrame(), as: .frame())
    }

    @Test func paneOpenAtRestWithDynamics() throws {
        let session = try TestSupport.session(scene: "pane", device: "iphone-15")
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory("pane-rest"))
        try runner.run(Script(events: [Script.Event(t: 0, action: .key("1", .selectDevice(0))), drag(800, 500, at: 0.2),
                                       Script.Event(t: 2.5, action: .wait(0))]))
        assertSnapshot(of: try runner.renderFrame(), as: .frame())
    }
}
