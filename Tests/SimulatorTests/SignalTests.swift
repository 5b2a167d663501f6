import Foundation
import SimulatorKit
import Testing

/// SIGTERM and SIGINT end a run between frames: exit code 128 + the signal, the files written so
/// far complete, no partial files left behind. (The time to exit is measured for the documentation, not
/// asserted: the generous limit here only catches a run that does not stop.)
@Suite(.serialized) struct SignalTests {
    /// Seconds a stopped run may take to exit before the test calls it hung.
    static let hangLimit: TimeInterval = 10

    /// Starts the simulator, waits until `ready` holds, sends `signal`, and returns the exit
    /// status and what it printed.
    private func interrupt(_ args: [String], signal: Int32, environment: [String: String]? = nil,
                           ready: @escaping (String) -> Bool) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = TestSupport.simulatorBinary
        p.arguments = args
        if let environment { p.environment = environment }
        let file = TestSupport.temporaryDirectory("signal-output").appendingPathComponent("output.txt")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        p.standardOutput = handle
        p.standardError = handle
        try p.run()
        defer { if p.isRunning { kill(p.processIdentifier, SIGKILL); p.waitUntilExit() } }
        let output = { (try? String(contentsOf: file, encoding: .utf8)) ?? "" }
        let deadline = Date().addingTimeInterval(60)
        while !ready(output()), p.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        try #require(p.isRunning, "the run ended before it could be interrupted: \(output())")
        kill(p.processIdentifier, signal)
        let stop = Date().addingTimeInterval(Self.hangLimit)
        while p.isRunning, Date() < stop { Thread.sleep(forTimeInterval: 0.01) }
        try #require(!p.isRunning, "still running \(Self.hangLimit) s after the signal")
        return (p.terminationStatus, output())
    }

    @Test func sigtermStopsAHeadlessRunWithItsOutputsComplete() throws {
        let dir = TestSupport.temporaryDirectory("signal-headless")
        let script = dir.appendingPathComponent("long.json")
        try Data(#"{"scene": "views", "events": [{"t": 0, "screenshot": "a"}, {"t": 0.1, "dump": "d"}, {"t": 0.2, "wait": 600}]}"#.utf8)
            .write(to: script)
        let out = dir.appendingPathComponent("out")
        let r = try interrupt(["--headless", "--check-hierarchy", "--script", script.path, "--out", out.path], signal: SIGTERM) { _ in
            FileManager.default.fileExists(atPath: out.appendingPathComponent("d.json").path)
        }
        #expect(r.status == 128 + SIGTERM, "\(r.output)")
        #expect(r.output.contains("interrupted by SIGTERM") && r.output.contains("wrote \(out.path)/a.png"), "\(r.output)")
        let png = try RGBAImage(pngData: Data(contentsOf: out.appendingPathComponent("a.png")))
        #expect(png.width == 1179 && png.height == 2556)
        _ = try TestSupport.json(out.appendingPathComponent("d.json"))
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files == ["a.png", "d.json"], "partial files left behind: \(files)")
    }

    @Test func sigintStopsTheWindowedRun() throws {
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = "dummy"  // a window without a display
        env["SDL_RENDER_DRIVER"] = "software"
        let r = try interrupt(["--scene", "pane", "--out", TestSupport.temporaryDirectory("signal-window").path],
                              signal: SIGINT, environment: env) { $0.contains("window:") }
        #expect(r.status == 128 + SIGINT, "\(r.output)")
        #expect(r.output.contains("interrupted by SIGINT"), "\(r.output)")
    }
}
