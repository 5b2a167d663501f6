import Foundation
import SimulatorKit
import Testing

/// Starts the real Simulator window under Xvfb, clicks and resizes it with xdotool, and checks
/// the effect through the dumps and screenshots the window writes (Ctrl+D, Ctrl+S). Without
/// Xvfb or xdotool the test fails and says why: it never passes silently.
@Suite(.serialized) struct WindowEndToEndTests {
    /// Seconds any single wait may take before the test gives up.
    static let timeout: TimeInterval = 30

    nonisolated final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ data: Data) { lock.lock(); text += String(decoding: data, as: UTF8.self); lock.unlock() }
        var lines: [String] { lock.lock(); defer { lock.unlock() }; return text.split(separator: "\n").map(String.init) }
    }

    private func which(_ tool: String) -> String? {
        for dir in ["/usr/bin", "/usr/local/bin", "/bin"] where FileManager.default.isExecutableFile(atPath: "\(dir)/\(tool)") {
            return "\(dir)/\(tool)"
        }
        return nil
    }

    @discardableResult
    private func run(_ tool: String, _ args: [String], env: [String: String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = args
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    private func wait(until condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(Self.timeout)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    /// Waits for the simulator to print "<prefix> <path>" and returns the path.
    private func waitForPath(_ prefix: String, after count: Int, in output: Output) -> String? {
        var found: String?
        _ = wait {
            let matches = output.lines.filter { $0.hasPrefix(prefix) }
            if matches.count > count { found = String(matches[count].dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces) }
            return found != nil
        }
        return found
    }

    private func find(_ id: String, in view: [String: Any]) -> [String: Any]? { TestSupport.find(id, in: view) }

    private func json(_ path: String) throws -> [String: Any] { try TestSupport.json(URL(fileURLWithPath: path)) }

    /// The Simulator's window under a fresh Xvfb, for one test: its X window id, the environment
    /// to run xdotool in, and what it prints.
    struct Window {
        let id: String
        let env: [String: String]
        let output: Output
        let xdotool: String
        let process: Process
    }

    /// Starts Xvfb and the Simulator with `arguments`, waits for its window and runs `body`.
    private func withWindow(_ arguments: [String], _ body: (Window) throws -> Void) throws {
        guard let xvfb = which("Xvfb"), let xdotool = which("xdotool") else {
            Issue.record("Xvfb and xdotool are needed for the end-to-end window test (make test installs them: apt-get install xvfb xdotool)")
            return
        }
        // Xvfb picks a free display and writes its number once it accepts connections: waiting
        // for a socket file instead can be fooled by one a killed server left behind.
        let server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        server.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
        let ready = Pipe()
        server.standardOutput = ready
        server.standardError = FileHandle.nullDevice
        try server.run()
        // SIGKILL: the test runner's children may inherit a mask that blocks SIGTERM.
        defer { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() }
        var announced = Data()
        while !announced.contains(UInt8(ascii: "\n")) {
            let chunk = ready.fileHandleForReading.availableData
            if chunk.isEmpty { break }  // Xvfb exited
            announced += chunk
        }
        let number = String(decoding: announced, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(Int(number) != nil, "Xvfb did not report a display (it wrote '\(number)')")

        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = ":" + number
        env["SDL_RENDER_DRIVER"] = "software"
        let sim = Process()
        sim.executableURL = TestSupport.simulatorBinary
        sim.arguments = arguments
        sim.environment = env
        sim.currentDirectoryURL = TestSupport.packageRoot
        let output = Output()
        let pipe = Pipe()
        pipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
        sim.standardOutput = pipe
        sim.standardError = pipe
        try sim.run()
        defer { if sim.isRunning { kill(sim.processIdentifier, SIGKILL) }; sim.waitUntilExit() }

        var window = ""
        let found = try wait {
            window = try run(xdotool, ["search", "--onlyvisible", "--name", "UIModel Simulator"], env: env)
                .split(separator: "\n").first.map(String.init) ?? ""
            return !window.isEmpty
        }
        try #require(found, "the simulator window did not appear; its output: \(output.lines)")
        try body(Window(id: window, env: env, output: output, xdotool: xdotool, process: sim))
    }

    @Test func clickAndResizeTheRealWindow() throws {
        let out = TestSupport.temporaryDirectory("e2e")
        try withWindow(["--scene", "views", "--device", "iphone-15", "--out", out.path]) { w in
            try clickAndResize(w.id, env: w.env, output: w.output, xdotool: w.xdotool, sim: w.process)
        }
    }

    private func clickAndResize(_ window: String, env: [String: String], output: Output, xdotool: String, sim: Process) throws {
        let geometry = try run(xdotool, ["getwindowgeometry", window], env: env)
        let size = geometry.split(separator: "\n").first { $0.contains("Geometry:") }?
            .split(separator: " ").last?.split(separator: "x").compactMap { Double($0) } ?? []
        try #require(size.count == 2, "no window geometry in: \(geometry)")
        // The phone is 393 points wide; the window shows it at this many desktop units per point.
        let zoom = size[0] / 393
        _ = try run(xdotool, ["windowfocus", window], env: env)

        // "Tap me" is at (76, 323) in screen points on an iPhone 15.
        let click = ["mousemove", "--window", window, "--sync", "\(Int(76 * zoom))", "\(Int(323 * zoom))", "click", "1"]
        try run(xdotool, click, env: env)
        Thread.sleep(forTimeInterval: 0.4)
        try run(xdotool, click, env: env)
        Thread.sleep(forTimeInterval: 0.4)
        try run(xdotool, ["key", "--window", window, "ctrl+d"], env: env)
        let dump1 = try #require(waitForPath("dump:", after: 0, in: output), "no dump; output: \(output.lines)")
        let state1 = try json(dump1)
        let views1 = try #require(state1["views"] as? [String: Any])
        #expect(find("tapCount", in: views1)?["text"] as? String == "Tapped 2 times")
        let traits1 = try #require(state1["traits"] as? [String: Any])
        #expect(traits1["horizontalSizeClass"] as? String == "compact" && traits1["verticalSizeClass"] as? String == "regular")

        try run(xdotool, ["windowsize", window, "900", "700"], env: env)
        _ = wait { (try? run(xdotool, ["getwindowgeometry", window], env: env))?.contains("900x700") ?? false }
        Thread.sleep(forTimeInterval: 0.4)
        try run(xdotool, ["key", "--window", window, "ctrl+d"], env: env)
        let dump2 = try #require(waitForPath("dump:", after: 1, in: output), "no second dump; output: \(output.lines)")
        let screen = try #require(try json(dump2)["screen"] as? [String: Any])
        let width = try #require(screen["width"] as? Double), height = try #require(screen["height"] as? Double)
        #expect(abs(width - 900 / zoom) < 1 && abs(height - 700 / zoom) < 1)
        // The re-laid-out screen puts the cards in two columns: "Tap me" moved right.
        let views2 = try #require(try json(dump2)["views"] as? [String: Any])
        let frame = try #require(find("tapMe", in: views2)?["frame"] as? [Double])
        #expect(frame[0] > 300)

        try run(xdotool, ["key", "--window", window, "ctrl+s"], env: env)
        let shot = try #require(waitForPath("screenshot:", after: 0, in: output), "no screenshot; output: \(output.lines)")
        let png = try RGBAImage(pngData: Data(contentsOf: URL(fileURLWithPath: shot)))
        #expect(abs(Double(png.width) - width * 3) <= 1 && abs(Double(png.height) - height * 3) <= 1)

        // A short, wide window: the height class becomes compact (a landscape phone).
        try run(xdotool, ["windowsize", window, "1000", "300"], env: env)
        _ = wait { (try? run(xdotool, ["getwindowgeometry", window], env: env))?.contains("1000x300") ?? false }
        Thread.sleep(forTimeInterval: 0.4)
        try run(xdotool, ["key", "--window", window, "ctrl+d"], env: env)
        let dump3 = try #require(waitForPath("dump:", after: 2, in: output), "no third dump; output: \(output.lines)")
        let state3 = try json(dump3)
        let traits3 = try #require(state3["traits"] as? [String: Any])
        let screen3 = try #require(state3["screen"] as? [String: Any])
        let w3 = try #require(screen3["width"] as? Double), h3 = try #require(screen3["height"] as? Double)
        #expect(h3 < 500 && traits3["verticalSizeClass"] as? String == "compact", "\(w3)x\(h3): \(traits3)")
        #expect(traits3["horizontalSizeClass"] as? String == (w3 >= 896 ? "regular" : "compact"), "\(w3)x\(h3): \(traits3)")

        try run(xdotool, ["key", "--window", window, "q"], env: env)
        #expect(wait { !sim.isRunning }, "q did not quit the simulator")
        #expect(sim.terminationStatus == 0)
    }
}

/// Recording in the real window, replaying headless: the same final state and frame, byte for byte.
extension WindowEndToEndTests {
    @Test func aWindowRecordingReplaysHeadlessToTheSameBytes() throws {
        let out = TestSupport.temporaryDirectory("e2e-record")
        let whole = out.appendingPathComponent("session.json")
        try withWindow(["--scene", "pane", "--record", whole.path, "--out", out.path]) { w in
            let size = try run(w.xdotool, ["getwindowgeometry", w.id], env: w.env)
                .split(separator: "\n").first { $0.contains("Geometry:") }?
                .split(separator: " ").last?.split(separator: "x").compactMap { Double($0) } ?? []
            try #require(size.count == 2)
            let zoom = size[0] / 393
            func at(_ x: Double, _ y: Double) -> [String] { ["--window", w.id, "\(Int(x * zoom))", "\(Int(y * zoom))"] }
            _ = try run(w.xdotool, ["windowfocus", w.id], env: w.env)
            // A flick up, a tap on the pane as it moves, the POP engine, Ctrl+R around a drag
            // and a rotation, then quit.
            try run(w.xdotool, ["mousemove"] + at(196, 800) + ["mousedown", "1"], env: w.env)
            for y in stride(from: 780.0, through: 520, by: -40) {
                try run(w.xdotool, ["mousemove"] + at(196, y), env: w.env)
                Thread.sleep(forTimeInterval: 0.01)
            }
            try run(w.xdotool, ["mouseup", "1"], env: w.env)
            Thread.sleep(forTimeInterval: 0.15)
            try run(w.xdotool, ["mousemove"] + at(196, 700) + ["click", "1"], env: w.env)
            try run(w.xdotool, ["key", "--window", w.id, "3", "ctrl+r"], env: w.env)
            try run(w.xdotool, ["mousemove"] + at(196, 450) + ["mousedown", "1", "mousemove"] + at(196, 600)
                    + ["mousemove"] + at(196, 700) + ["mouseup", "1"], env: w.env)
            Thread.sleep(forTimeInterval: 0.2)
            try run(w.xdotool, ["key", "--window", w.id, "ctrl+Right"], env: w.env)
            Thread.sleep(forTimeInterval: 0.5)
            try run(w.xdotool, ["key", "--window", w.id, "ctrl+r"], env: w.env)
            Thread.sleep(forTimeInterval: 0.3)
            try run(w.xdotool, ["key", "--window", w.id, "q"], env: w.env)
            #expect(wait { !w.process.isRunning }, "q did not quit the simulator")
            #expect(w.output.lines.filter { $0.hasPrefix("recorded ") }.count == 2, "\(w.output.lines)")
        }
        for name in ["session", "recording-1"] {
            let recording = try Script.load(path: out.appendingPathComponent(name + ".json").path)
            #expect(recording.isRecording && recording.cutShort == nil && recording.frameTimes.count > 10)
            // Headless, from the command line: the same bytes as the window's own capture.
            let replayed = TestSupport.temporaryDirectory("e2e-replay-\(name)")
            let result = try TestSupport.runSimulator(["--headless", "--script", out.appendingPathComponent(name + ".json").path,
                                                       "--out", replayed.path])
            #expect(result.code == 0, "\(result.err)")
            for ext in ["png", "json"] {
                let live = try Data(contentsOf: out.appendingPathComponent("\(name)-end-live.\(ext)"))
                let replay = try Data(contentsOf: replayed.appendingPathComponent("\(name)-end.\(ext)"))
                #expect(live == replay, "\(name)-end.\(ext) differs between the window and its replay")
            }
            // From a test, through the driver: the same pixels.
            let app = try SimulatorApp(TestSupport.demoApp, replaying: recording)
            let captured = try app.replay(recording)
            let live = try RGBAImage(pngData: Data(contentsOf: out.appendingPathComponent("\(name)-end-live.png")))
            #expect(captured.screenshots["\(name)-end"] == live)
            let liveDump = try Data(contentsOf: out.appendingPathComponent("\(name)-end-live.json"))
            #expect(captured.dumps["\(name)-end"].map { Data($0.serialized().utf8) } == liveDump)
        }
    }
}
