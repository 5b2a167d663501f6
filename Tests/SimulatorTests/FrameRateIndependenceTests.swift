import Foundation
import SimulatorKit
import Testing
import UIModel

/// Input carries its own time: the same script at 30, 60 and 120 fps puts every view in the same
/// place at the same time, within a point. The spring pane with each engine is the case: a flick,
/// a tap on the moving pane between frames, and a grab and flick of the moving pane.
@Suite(.serialized) struct FrameRateIndependenceTests {
    /// When the views are compared: every tenth of a second (a frame time at all three rates).
    static let sampleTimes = (0...30).map { Double($0) / 10 }

    /// Every view's frame (but the plot's strokes) in window coordinates at each sample time, keyed by its place in the tree.
    func frames(engine: String, fps: Double, _ events: [Script.Event]) throws -> [Double: [String: [Double]]] {
        let out = TestSupport.temporaryDirectory("fps-\(engine)-\(Int(fps))")
        let session = try TestSupport.session(scene: "pane", device: "iphone-15")
        var script = Script(events: [Script.Event(t: 0, action: .key(engine, .selectDevice(0)))] + events)
        for (i, t) in Self.sampleTimes.enumerated() { script.events.append(Script.Event(t: t, action: .dump("d\(i)"))) }
        try HeadlessRunner(session: session, fps: fps, outputDirectory: out).run(script)
        var result: [Double: [String: [Double]]] = [:]
        for (i, t) in Self.sampleTimes.enumerated() {
            let dump = try TestSupport.json(out.appendingPathComponent("d\(i).json"))
            var views: [String: [Double]] = [:]
            func walk(_ v: [String: Any], _ path: String) {
                views[path] = (v["frame"] as? [Double]) ?? []
                // The plot draws one stroke per frame: its strokes differ with the rate by design.
                guard v["accessibilityIdentifier"] as? String != "plot" else { return }
                for (j, sub) in ((v["subviews"] as? [[String: Any]]) ?? []).enumerated() { walk(sub, "\(path)/\(j)") }
            }
            walk(dump["views"] as! [String: Any], "window")
            result[t] = views
        }
        return result
    }

    /// The largest difference of any view's frame between the runs, and where it was.
    func spread(_ runs: [[Double: [String: [Double]]]]) -> (Double, String) {
        var worst = (0.0, "")
        for t in Self.sampleTimes {
            for (path, frame) in runs[0][t]! {
                for other in runs.dropFirst() {
                    guard let f = other[t]?[path], f.count == frame.count else { return (.infinity, "\(path) missing at \(t)") }
                    for k in frame.indices where abs(f[k] - frame[k]) > worst.0 { worst = (abs(f[k] - frame[k]), "\(path) at t = \(t)") }
                }
            }
        }
        return worst
    }

    func drag(_ fromY: CGFloat, _ toY: CGFloat, at t: Double, duration: Double) -> Script.Event {
        Script.Event(t: t, action: .drag(from: CGPoint(x: 196, y: fromY), to: CGPoint(x: 196, y: toY), duration: duration))
    }

    @Test(arguments: ["1", "2", "3"])
    func flickThenTapOnTheMovingPane(engine: String) throws {
        // The tap lands between frames at every rate, on the pane as it rises.
        let events = [drag(800, 520, at: 0.2, duration: 0.13), Script.Event(t: 0.4113, action: .tap(CGPoint(x: 196, y: 720)))]
        let runs = try [30.0, 60, 120].map { try frames(engine: engine, fps: $0, events) }
        let (worst, place) = spread(runs)
        #expect(worst <= 1, "engine \(engine): \(worst) pt apart (\(place))")
    }

    @Test(arguments: ["1", "2", "3"])
    func grabAndFlickTheMovingPane(engine: String) throws {
        // Flicked open, then caught mid-flight between frames and flicked back down.
        let events = [drag(800, 500, at: 0.2, duration: 0.1), drag(620, 760, at: 0.4571, duration: 0.0937)]
        let runs = try [30.0, 60, 120].map { try frames(engine: engine, fps: $0, events) }
        let (worst, place) = spread(runs)
        #expect(worst <= 1, "engine \(engine): \(worst) pt apart (\(place))")
    }
}
