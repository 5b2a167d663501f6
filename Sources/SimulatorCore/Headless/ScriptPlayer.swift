import Foundation
import UIModel
import SimulatorRendering

/// What a script asks of the host that runs it (the headless runner or the window).
package protocol ScriptHost: AnyObject {
    /// Brings the frame up to date (display links and layout) before a capture.
    func settle()
    func writeScreenshot(_ name: String) throws
    func writeDump(_ name: String) throws
    func handle(_ key: KeyCommand)
    /// Runs after each step (`event` describes it: index, time and what it did; made only when needed).
    func stepDone(_ event: @autoclosure () -> String) throws
    /// The screen size or device changed (the window resizes itself).
    func screenChanged()
    /// Starts capturing every frame from `from` until `until` into `writer`.
    func startVideo(_ writer: VideoWriter, from: Double, until: Double)
}

/// Plays a script's steps at their times, in script order, against a session: touches, keys,
/// resizes and device changes; screenshots and dumps go to the host; traces are sampled once per
/// frame and written when they end.
package final class ScriptPlayer {
    private var timeline: ScriptTimeline
    private let end: Double
    private let outputDirectory: URL
    private var traces: [Trace] = []
    /// Tolerance when comparing step times with frame times.
    private let epsilon: Double
    private let fps: Double

    nonisolated private struct Trace {
        var name: String
        var view: String
        var property: String
        var until: Double
        var rows: String
    }

    package init(script: Script, fps: Double, outputDirectory: URL) {
        timeline = ScriptTimeline(script: script)
        end = script.endTime
        self.outputDirectory = outputDirectory
        self.fps = fps
        // A recording's event times were put between the very frame times it replays: exact.
        epsilon = script.frameTimes.isEmpty ? 0.5 / fps / 1000 : 0
    }

    /// True once every step ran and the script's last moment has passed.
    package func isFinished(at now: Double) -> Bool { now >= end && timeline.isEmpty }

    /// Runs the steps due at `now`; returns how many ran.
    @discardableResult
    package func runSteps(at now: Double, session: SimulatorSession, host: ScriptHost) throws -> Int {
        var ran = 0
        while let (t, index, step) = timeline.next(dueBy: now + epsilon) {
            switch step {
            // Input carries its own time (on the animation clock: slowed while slow animations are on).
            case .touch(let phase, let p, let finger):
                UIModelRuntime.current.handleTouch(phase, at: p, timestamp: session.eventTime(forHostTime: t), finger: finger)
            case .cancelTouches: UIModelRuntime.current.cancelActiveTouch(timestamp: session.eventTime(forHostTime: t))
            case .hover(let p): UIModelRuntime.current.handleHover(at: p, timestamp: session.eventTime(forHostTime: t))
            case .scroll(let p, let d): UIModelRuntime.current.handleScrollWheel(d, at: p, timestamp: session.eventTime(forHostTime: t))
            case .key(let name, _): if let k = session.pressKey(name, hostTime: t) { host.handle(k) }
            case .text(let text): UIModelRuntime.current.insertText(text)
            case .clipboard(let text): UIModelRuntime.current.pasteboard.string = text
            case .location(let fix): UIModelRuntime.current.simulatedLocation.set(fix)
            case .resize(let s): session.resize(to: s); host.screenChanged()
            case .device(let d): session.setDevice(d); host.screenChanged()
            case .screenshot(let name): host.settle(); try host.writeScreenshot(name)
            case .dump(let name): host.settle(); try host.writeDump(name)
            case .video(let name, let until):
                host.startVideo(try VideoWriter(url: outputDirectory.appendingPathComponent(name), fps: fps), from: t, until: until)
            case .trace(let view, let property, let until, let name):
                traces.append(Trace(name: name, view: view, property: property, until: until, rows: "t,value\n"))
            }
            try host.stepDone("event \(index) (\(step.description)) at t = \(JSONValue.format(t)) s")
            ran += 1
        }
        return ran
    }

    /// Appends this frame's value to every running trace and writes the ones that ended
    /// (all of them when `finishing`). Returns the files written.
    package func sampleTraces(at now: Double, session: SimulatorSession, finishing: Bool = false) throws -> [URL] {
        for i in traces.indices where now <= traces[i].until + 1e-9 {
            let v = session.view(withIdentifier: traces[i].view).flatMap { ViewProperty.value(of: $0, traces[i].property) }
            traces[i].rows += "\(JSONValue.format(now)),\(v.map { JSONValue.format(Double($0)) } ?? "")\n"
        }
        var written: [URL] = []
        var running: [Trace] = []
        for trace in traces {
            guard finishing || now >= trace.until - 1e-9 else { running.append(trace); continue }
            let url = outputDirectory.appendingPathComponent(trace.name + ".csv")
            try OutputFiles.write(trace.rows, to: url)
            written.append(url)
        }
        traces = running
        return written
    }
}

/// Writing a run's output files, with errors that name the path. A file is written under a
/// temporary name beside its final one and renamed into place, so a run killed mid-write never
/// leaves a truncated PNG, JSON or CSV under the final name.
package nonisolated enum OutputFiles {
    /// Fails with a clear error now when `url` cannot be written (a run checks its outputs
    /// before anything runs). A file that did not exist is not left behind.
    package static func checkWritable(_ url: URL) throws {
        let existed = FileManager.default.fileExists(atPath: url.path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let handle = try FileHandle(forUpdating: existed ? url : {
                guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                    throw SimulatorError.io(String(cString: strerror(errno)))
                }
                return url
            }())
            try handle.close()
        } catch {
            throw SimulatorError.io("error: cannot write \(url.path): \(error)")
        }
        if !existed { try? FileManager.default.removeItem(at: url) }
    }

    package static func write(_ text: String, to url: URL) throws {
        try write(Data(text.utf8), to: url)
    }

    package static func write(_ data: Data, to url: URL) throws {
        let dir = url.deletingLastPathComponent()
        let partial = dir.appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())")
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try data.write(to: partial)
            guard rename(partial.path, url.path) == 0 else {
                throw SimulatorError.io(String(cString: strerror(errno)))
            }
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw SimulatorError.io("error: cannot write \(url.path): \(error)")
        }
    }
}
