import Foundation
import SimulatorKit
import Testing
import UIModel

/// Recordings as scripts: what the window writes parses back exactly, a file cut short keeps its
/// complete events, a replay runs at the recorded frame times, and bad uses are clear errors.
@Suite(.serialized) struct RecordingTests {
    /// A recording as the window writes one: frame times, touches of two fingers, a cancel, keys.
    func recording() -> Script {
        var s = Script(scene: "pane", device: .iPhone15, fps: 60, events: [
            Script.Event(t: 0.031, action: .down(CGPoint(x: 196, y: 800))),
            Script.Event(t: 0.031, action: .down(CGPoint(x: 100, y: 700), finger: 1)),
            Script.Event(t: 0.0467, action: .move(CGPoint(x: 196, y: 700.5), finger: 0)),
            Script.Event(t: 0.0467, action: .move(CGPoint(x: 100, y: 650), finger: 1)),
            Script.Event(t: 0.0469, action: .cancelTouches),
            Script.Event(t: 0.08, action: .key("3", nil)),
            Script.Event(t: 0.0933, action: .dump("end")),
        ])
        s.isRecording = true
        s.frameTimes = [0, 0.0166, 0.0331, 0.0467, 0.05, 0.0669, 0.08, 0.0933]
        return s
    }

    @Test func aRecordingRoundTripsThroughItsJSON() throws {
        let script = recording()
        let text = script.json()
        #expect(text.contains(#""down": [100, 700], "finger": 2"#) && text.contains(#""cancel": true"#))
        #expect(text.contains(#"{"t": 0.0166, "frames": [0, 0.0166]}"#))
        var parsed = try Script.parse(Data(text.utf8))
        #expect(parsed.frameTimes == script.frameTimes && parsed.isRecording && parsed.cutShort == nil)
        // Key actions carry their command after parsing.
        parsed.events[5].action = .key("3", nil)
        #expect(parsed.events == script.events)
    }

    /// Wherever the file ends (the window was killed mid-write), the complete events replay.
    @Test func aRecordingCutShortKeepsItsCompleteEvents() throws {
        let text = Array(recording().json().utf8)
        let headerEnd = text.firstIndex(of: UInt8(ascii: "\n"))! + 1
        for end in headerEnd..<(text.count - 3) {
            let cut = try Script.parse(Data(text[..<end]))
            #expect(cut.cutShort != nil, "cut at byte \(end)")
            #expect(Array(recording().events.prefix(cut.events.count)).map(\.t) == cut.events.map(\.t))
            #expect(recording().frameTimes.starts(with: cut.frameTimes))
        }
        // A written script that is not a recording is not guessed at.
        #expect(throws: SimulatorError.self) { try Script.parse(Data(#"{"events": [{"t": 1, "tap": [1, 2]}"#.utf8)) }
    }

    @Test func aReplayRunsAtTheRecordedFrameTimes() throws {
        let out = TestSupport.temporaryDirectory("recording-times")
        let app = try SimulatorApp(TestSupport.demoApp, replaying: recording(), outputDirectory: out)
        let replay = try app.replay(recording())
        guard case .object(let dump)? = replay.dumps["end"], case .number(let t)? = dump["time"] else {
            Issue.record("no dump"); return
        }
        #expect(t == 0.0933)
        #expect(app.time == 0.0933)
        // Then on at 1/fps.
        try app.advance(frames: 2)
        #expect(abs(app.time - (0.0933 + 2.0 / 60)) < 1e-12)
        // A recording starts at launch: an app that has run on cannot replay one.
        #expect(throws: SimulatorError.self) { try app.replay(recording()) }
    }

    @Test func badFingerAndFramesAreClearErrors() {
        func message(_ json: String) -> String {
            do { _ = try Script.parse(Data(json.utf8)); return "" } catch { return "\(error)" }
        }
        #expect(message(#"{"events": [{"t": 1, "down": [1, 2], "finger": 6}]}"#).contains("'finger' must be a finger from 1 to 5"))
        #expect(message(#"{"events": [{"t": 1, "tap": [1, 2], "finger": 2}]}"#).contains("goes only with down, move or up"))
        #expect(message(#"{"events": [{"t": 1, "frames": [0, 0.5, 0.2]}]}"#).contains("increasing times"))
        #expect(message(#"{"events": [{"t": 1, "cancel": 1}]}"#).contains("'cancel' must be true"))
    }

    @Test func recordOnlyGoesWithTheWindowAndAWritablePath() throws {
        let a = try TestSupport.runSimulator(["--headless", "--record", "/tmp/x.json"])
        #expect(a.code == 2 && a.err.contains("--record records the window's own input"))
        let b = try TestSupport.runSimulator(["--record", "/proc/no/such/dir/r.json"], environment: ["DISPLAY": ":0"])
        #expect(b.code != 0 && b.err.contains("cannot write /proc/no/such/dir/r.json"), "\(b.err)")
    }
}
