import Foundation
@testable import SimulatorCore
@testable import SimulatorKit
@testable import SimulatorRendering
import Testing
import UIModel

@Suite(.serialized) struct ScriptTests {
    /// Taps "Tap me" twice, dumps the state, traces the swatch while the screen rotates.
    static let script = """
        {"scene": "views", "device": "iphone-15", "fps": 30, "events": [
          {"t": 0.0, "screenshot": "start"},
          {"t": 0.0, "trace": {"view": "tapMe", "property": "frame.origin.x", "until": 0.5, "name": "button-x"}},
          {"t": 0.1, "tap": [80, 323]},
          {"t": 0.2, "tap": [80, 323]},
          {"t": 0.3, "dump": "tapped"},
          {"t": 0.3, "key": "ctrl+right"},
          {"t": 0.4, "dump": "rotated"},
          {"t": 0.5, "screenshot": "end"}
        ]}
        """

    private func run(into name: String) throws -> URL {
        let script = try Script.parse(Data(Self.script.utf8))
        let session = try TestSupport.session(scene: script.scene!, device: script.device!.fullName)
        let out = TestSupport.temporaryDirectory(name)
        try HeadlessRunner(session: session, fps: script.fps!, outputDirectory: out).run(script)
        return out
    }

    private func json(_ url: URL) throws -> [String: Any] { try TestSupport.json(url) }

    private func find(_ id: String, in view: [String: Any]) -> [String: Any]? { TestSupport.find(id, in: view) }

    @Test func dumpShowsTheEffectOfTapsAndRotation() throws {
        let out = try run(into: "script-a")
        let tapped = try json(out.appendingPathComponent("tapped.json"))
        #expect(tapped["scene"] as? String == "views")
        let screen = try #require(tapped["screen"] as? [String: Any])
        #expect(screen["width"] as? Int == 393 && screen["height"] as? Int == 852 && screen["scale"] as? Int == 3)
        let views = try #require(tapped["views"] as? [String: Any])
        #expect(find("tapCount", in: views)?["text"] as? String == "Tapped 2 times")
        let vc = try #require(tapped["viewControllers"] as? [String: Any])
        #expect(vc["type"] as? String == "ViewsDemoViewController" && vc["title"] as? String == "Views")
        let rotated = try json(out.appendingPathComponent("rotated.json"))
        let rscreen = try #require(rotated["screen"] as? [String: Any])
        #expect(rscreen["width"] as? Int == 852 && rscreen["height"] as? Int == 393)
        #expect(rotated["device"] as? String == "iphone-15-landscape")
        // Window coordinates of the button's frame moved with the new layout.
        let rviews = try #require(rotated["views"] as? [String: Any])
        let frame = try #require(find("tapMe", in: rviews)?["frame"] as? [Double])
        #expect(frame.count == 4 && frame[0] > 400)
    }

    @Test func traceHasOneRowPerFrame() throws {
        let out = try run(into: "script-b")
        let csv = try String(contentsOf: out.appendingPathComponent("button-x.csv"), encoding: .utf8)
        let rows = csv.split(separator: "\n")
        #expect(rows.first == "t,value")
        // 30 fps from 0 to 0.5 s: 16 samples.
        #expect(rows.count == 1 + 16)
        #expect(rows[1] == "0,16")
        let times = rows.dropFirst().map { Double($0.split(separator: ",")[0])! }
        #expect(zip(times, times.dropFirst()).allSatisfy { abs($1 - $0 - 1.0 / 30) < 1e-3 })
        // The button's frame.origin.x is in its card: unchanged by the rotation.
        #expect(rows.dropFirst().allSatisfy { $0.hasSuffix(",16") })
    }

    @Test func sameScriptTwiceGivesIdenticalBytes() throws {
        let a = try run(into: "script-c"), b = try run(into: "script-d")
        for file in ["start.png", "end.png", "tapped.json", "rotated.json", "button-x.csv"] {
            let da = try Data(contentsOf: a.appendingPathComponent(file))
            let db = try Data(contentsOf: b.appendingPathComponent(file))
            #expect(!da.isEmpty && da == db, "\(file) differs between runs")
        }
    }

    @Test(arguments: [
        (#"{"events": [{"t": 0, "tap": [1]}]}"#, "event 0: field 'tap'"),
        (#"{"events": [{"t": 0, "screenshot": "a"}, {"t": -1, "dump": "x"}]}"#, "event 1: field 't'"),
        (#"{"events": [{"t": 0, "drag": {"from": [0, 0], "to": [1, 1]}}]}"#, "event 0: field 'drag.duration'"),
        (#"{"events": [{"t": 0, "key": "ctrl+f13"}]}"#, "event 0: field 'key'"),
        (#"{"events": [{"t": 0, "scroll": {"at": [1, 2]}}]}"#, "event 0: field 'scroll.by'"),
        (#"{"events": [{"t": 0, "pinch": {"at": [1, 2], "from": 0, "to": 100, "duration": 1}}]}"#, "event 0: field 'pinch.from'"),
        (#"{"events": [{"t": 0, "pinch": {"at": [1, 2], "from": 10, "to": 1e6, "duration": 1}}]}"#, "event 0: field 'pinch.to'"),
        (#"{"events": [{"t": 0, "pinch": {"at": [1, 2], "from": 10, "to": 100}}]}"#, "event 0: field 'pinch.duration'"),
        (#"{"events": [{"t": 0, "scroll": {"at": [1, 2], "by": [0, 1e9]}}]}"#, "event 0: field 'scroll.by' must be [dx, dy] in points, each at most 100000"),
        (#"{"events": [{"t": 0, "scroll": [1, 2]}]}"#, "event 0: field 'scroll' must be {"),
        (#"{"events": [{"t": 0, "hover": true}]}"#, "event 0: field 'hover' must be [x, y] with finite numbers (screen points), or false"),
        (#"{"events": [{"t": 0, "trace": {"view": "a", "property": "frame.nope", "until": 1}}]}"#, "event 0: field 'trace.property'"),
        (#"{"events": [{"t": 0, "tap": [1, 2], "up": [1, 2]}]}"#, "event 0: needs exactly one action"),
        (#"{"events": [{"t": 0, "fly": 1}]}"#, "event 0: unknown action 'fly'"),
        (#"{"events": [{"t": 0, "screenshot": "../x"}]}"#, "event 0: field 'screenshot'"),
        (#"{"events": [{"t": true, "screenshot": "x"}]}"#, "event 0: field 't'"),
        (#"{"device": "nokia", "events": []}"#, "field 'device' must be one of: iphone-se"),
        (#"{"scene": "", "events": []}"#, "field 'scene' must be the name of one of the app's scenes"),
        (#"{"fps": 0, "events": []}"#, "field 'fps'"),
        (#"[1, 2]"#, "must be a JSON object"),
        (#"{"events": [{"t": 0, "resize": [0, 10]}]}"#, "event 0: field 'resize'"),
        (#"{"events": [{"t": 1e9, "tap": [1, 2]}]}"#, "event 0: field 't' must be a number of seconds from 0 to 3600"),
        (#"{"events": [{"t": 3599, "drag": {"from": [0, 0], "to": [1, 1], "duration": 2}}]}"#, "event 0: ends at 3601 s, after the limit of 3600 s"),
        (#"{"events": [{"t": 3500, "wait": 600}]}"#, "event 0: ends at 4100 s"),
        ("{\"events\": [\n  {\"t\": 0, \"tap\": [1, 2]}\n  {\"t\": 1, \"tap\": [1, 2]}\n]}", "not valid JSON: line 3, column 3: expected ',' or ']'"),
        ("{\"events\": [{\"t\": 0,, \"tap\": [1, 2]}]}", "line 1, column 21: expected a member name"),
        (#"{"events": [{"t": 0, "tap": [1, 2]}],}"#, "line 1, column 37: a trailing ','"),
        (#"{"events": [{"t": 0, "dump": "a\qb"}]}"#, "line 1, column 32: invalid escape"),
        (#"{"events": [{"t": 01, "dump": "a"}]}"#, "line 1, column 19: a number may not start with 0"),
        (#"{"events": [{"t": 0, "dump": "a"}]"#, "line 1, column 35: unexpected end of the file"),
        (#"{"events": [{"t": 0, "dump": "a"}]} x"#, "line 1, column 37: unexpected text after the end"),
        (#"{"events": [{"t": tru, "dump": "a"}]}"#, "line 1, column 22: unexpected character ','"),
        ("", "the script must be a JSON object (line 1, column 1)"),
        (#"{"scene": "views"}"#, "field 'events' must be an array"),
    ])
    func malformedScriptsNameTheEventAndField(json: String, expected: String) {
        do {
            _ = try Script.parse(Data(json.utf8))
            Issue.record("accepted a malformed script: \(json)")
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
        }
    }

    /// Strings with escapes, surrogate pairs and nesting parse as JSON says.
    @Test func jsonEscapesAndNumbersParse() throws {
        let script = try Script.parse(Data(#"""
            {"fps": 3e1, "events": [{"t": 0.5E0, "text": "a\"b\\c\/d\n\u00e9\ud83d\ude00"}, {"t": 1, "tap": [-1.5, 2e-1]}]}
            """#.utf8))
        #expect(script.fps == 30)
        #expect(script.events[0] == Script.Event(t: 0.5, action: .text("a\"b\\c/d\n\u{e9}\u{1F600}")))
        #expect(script.events[1] == Script.Event(t: 1, action: .tap(CGPoint(x: -1.5, y: 0.2))))
    }

    /// A wheel scroll parses, and writes back as the same JSON.
    @Test func aScrollEventRoundTrips() throws {
        let script = try Script.parse(Data(#"{"events": [{"t": 1, "scroll": {"at": [100, 200.5], "by": [0, -40]}}]}"#.utf8))
        #expect(script.events == [Script.Event(t: 1, action: .scroll(at: CGPoint(x: 100, y: 200.5), by: CGVector(dx: 0, dy: -40)))])
        #expect(try Script.parse(Data(script.json().utf8)) == script)
    }

    /// The pointer's hover, over a point or leaving the screen, parses and writes back.
    @Test func aHoverRoundTrips() throws {
        let script = try Script.parse(Data(#"{"events": [{"t": 1, "hover": [10, 20]}, {"t": 2, "hover": false}]}"#.utf8))
        #expect(script.events == [Script.Event(t: 1, action: .hover(CGPoint(x: 10, y: 20))), Script.Event(t: 2, action: .hover(nil))])
        #expect(try Script.parse(Data(script.json().utf8)) == script)
    }

    /// A pinch parses, writes back as the same JSON, and plays as two fingers landing together,
    /// moving at every touch sample (120 Hz) in mirror image and lifting at its end.
    @Test func aPinchRoundTripsAndPlaysAsTwoFingers() throws {
        let script = try Script.parse(Data(#"{"events": [{"t": 1, "pinch": {"at": [100, 200], "from": 40, "to": 100, "duration": 0.025}}]}"#.utf8))
        #expect(script.events == [Script.Event(t: 1, action: .pinch(at: CGPoint(x: 100, y: 200), from: 40, to: 100, duration: 0.025))])
        #expect(try Script.parse(Data(script.json().utf8)) == script)
        var timeline = ScriptTimeline(script: script)
        var steps: [String] = []
        while let (t, _, step) = timeline.next(dueBy: 2) { steps.append("\(JSONValue.format((t - 1) * 120)) \(step.description)") }
        #expect(steps == ["0 touch began at (80, 200)", "0 touch began at (120, 200) (finger 2)",
                          "1 touch moved at (70, 200)", "1 touch moved at (130, 200) (finger 2)",
                          "2 touch moved at (60, 200)", "2 touch moved at (140, 200) (finger 2)",
                          "3 touch moved at (50, 200)", "3 touch moved at (150, 200) (finger 2)",
                          "3 touch ended at (50, 200)", "3 touch ended at (150, 200) (finger 2)"])
    }

    /// Events stay small, so a script's memory is a small multiple of its file (a tap is about
    /// 30 bytes of JSON; a drag's per-frame moves are made as the run reaches them, not stored).
    @Test func eventsAreCompact() {
        #expect(MemoryLayout<Script.Event>.stride <= 64)
    }

    /// A wait makes no step: the event after it still happens at its own time, not the wait's.
    @Test func aWaitDoesNotBringTheNextEventForward() throws {
        let out = TestSupport.temporaryDirectory("script-wait")
        let runner = HeadlessRunner(session: try TestSupport.session(scene: "views"), fps: 60, outputDirectory: out)
        try runner.run(Script.parse(Data("""
            {"events": [{"t": 0.1, "wait": 0.2}, {"t": 1.0, "tap": [76, 323]},
                        {"t": 0.5, "dump": "before"}, {"t": 1.2, "dump": "after"}]}
            """.utf8)))
        let tapCount = { (name: String) in
            TestSupport.find("tapCount", in: try TestSupport.json(out.appendingPathComponent(name + ".json"))["views"] as! [String: Any])?["text"] as? String
        }
        #expect(try TestSupport.json(out.appendingPathComponent("before.json"))["time"] as? Double == 0.5)
        #expect(try tapCount("before") == "Tapped 0 times")
        #expect(try tapCount("after") == "Tapped once")
    }
}
