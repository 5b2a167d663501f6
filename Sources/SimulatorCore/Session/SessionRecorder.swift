import Foundation
import UIModel
import SimulatorRendering

/// Records a window session as a script that a headless run replays to the same state and the
/// same frame, byte for byte: every input (touches, wheel, keys, text, resizes) at the time the
/// session handled it, and the time of every frame. It keeps the session from launch in memory,
/// so a recording started mid-session (Ctrl+R) still replays from a fresh app. Once a file is
/// open, every event is written as it happens, so a window killed mid-way leaves a file that
/// replays up to its last complete event.
package final class SessionRecorder {
    private var script: Script
    /// How much of `script` the open file holds.
    private var writtenEvents = 0
    private var writtenFrames = 0
    private var linesWritten = 0
    private var file: FileHandle?
    /// The file being written, while recording.
    package private(set) var url: URL?
    /// When the current recording started (host time), for the HUD.
    package private(set) var startTime: Double?

    /// Frame times are written at least this often while nothing else happens.
    static let framesPerLine = 60

    package init(scene: String?, device: DevicePreset, fps: Double) {
        script = Script(scene: scene, device: device, fps: fps, events: [])
        script.isRecording = true
    }

    package var isRecording: Bool { file != nil }

    /// A frame at host time `t` (after the previous one).
    package func frame(at t: Double) throws {
        script.frameTimes.append(t)
        if script.frameTimes.count - writtenFrames >= Self.framesPerLine { try flush() }
    }

    /// An input the session handled at host time `t` (within the current frame's interval).
    package func record(_ action: Script.Action, at t: Double) throws {
        script.events.append(Script.Event(t: t, action: action))
        try flush()
    }

    /// Starts writing to `url`: the session so far, then every event as it comes.
    package func start(writingTo url: URL, at t: Double) throws {
        guard file == nil else { return }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: url.path, contents: Data(script.headerJSON().utf8)) else {
                throw SimulatorError.io(String(cString: strerror(errno)))
            }
            file = try FileHandle(forWritingTo: url)
            try file!.seekToEnd()
        } catch {
            throw SimulatorError.io("error: cannot write the recording \(url.path): \(error)")
        }
        self.url = url
        startTime = t
        writtenEvents = 0; writtenFrames = 0; linesWritten = 0
        try flush()
    }

    /// Ends the recording with a screenshot and a dump named `captureName` at the last frame
    /// (the window writes its own of the same moment beside them), and closes the file.
    @discardableResult
    package func stop(captureName: String) throws -> URL? {
        guard let file, let url else { return nil }
        let t = script.frameTimes.last ?? 0
        script.events.append(Script.Event(t: t, action: .screenshot(captureName)))
        script.events.append(Script.Event(t: t, action: .dump(captureName)))
        try flush()
        try write("\n]}\n")
        try file.close()
        self.file = nil
        self.url = nil
        startTime = nil
        return url
    }

    /// Writes what the file does not hold yet: the frame times up to each new event, the event.
    private func flush() throws {
        guard file != nil else { return }
        var text = ""
        for line in script.lines(fromEvent: &writtenEvents, frame: &writtenFrames) {
            text += (linesWritten == 0 ? "  " : ",\n  ") + line
            linesWritten += 1
        }
        if !text.isEmpty { try write(text) }
    }

    private func write(_ text: String) throws {
        do {
            try file?.write(contentsOf: Data(text.utf8))
        } catch {
            throw SimulatorError.io("error: cannot write the recording \(url?.path ?? ""): \(error)")
        }
    }
}
