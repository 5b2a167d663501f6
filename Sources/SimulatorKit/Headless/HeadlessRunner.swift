import Foundation
import UIModel

/// Runs a session without a window on a virtual clock that advances exactly 1/fps per frame,
/// executing a script's steps at their times and writing its screenshots, dumps and traces.
/// Same script, same build: same bytes.
public final class HeadlessRunner {
    public let session: SimulatorSession
    public let fps: Double
    public let outputDirectory: URL
    private var canvas: OffscreenCanvas?
    /// Written files, in order, for the caller to report.
    public private(set) var written: [URL] = []
    public private(set) var frameIndex = 0

    private struct Trace {
        var name: String
        var view: String
        var property: String
        var until: Double
        var rows: String
    }
    private var traces: [Trace] = []

    public init(session: SimulatorSession, fps: Double = 60, outputDirectory: URL) {
        self.session = session
        self.fps = fps
        self.outputDirectory = outputDirectory
    }

    /// Virtual time of the current frame.
    public var time: Double { Double(frameIndex) / fps }

    /// Runs the script to its end, plus one frame.
    public func run(_ script: Script) throws {
        let timeline = ScriptTimeline(script: script, fps: fps)
        let end = script.endTime
        var next = 0
        let steps = timeline.steps
        let epsilon = 0.5 / fps / 1000
        while true {
            let now = time
            // Steps apply in script order; a capture sees the steps before it, with this frame's
            // display links fired and the layout done.
            var advanced = false
            func settle() {
                if advanced { UIApplication.shared.layoutWindows() } else {
                    session.advance(to: now, frameDuration: 1 / fps)
                    advanced = true
                }
            }
            while next < steps.count, steps[next].t <= now + epsilon {
                let (t, step) = steps[next]
                switch step {
                case .touch(let phase, let p):
                    let ui: UITouch.Phase = phase == .down ? .began : phase == .up ? .ended : .moved
                    UIApplication.shared.handleTouch(ui, at: p, timestamp: t)
                case .key(let k): session.apply(k)
                case .resize(let s): session.resize(to: s)
                case .device(let d): session.setDevice(d)
                case .screenshot(let name): settle(); try writeScreenshot(name)
                case .dump(let name): settle(); try writeDump(name, time: now)
                case .trace(let view, let property, let until, let name):
                    traces.append(Trace(name: name, view: view, property: property, until: until, rows: "t,value\n"))
                }
                next += 1
            }
            settle()
            sampleTraces(at: now)
            try flushFinishedTraces(at: now, force: false)
            if now >= end && next >= steps.count { break }
            frameIndex += 1
        }
        try flushFinishedTraces(at: time, force: true)
    }

    /// Renders the current frame at the screen's pixel scale.
    public func renderFrame() throws -> RGBAImage {
        let size = session.screenSize
        var scale = session.scale
        let maxSide = CGFloat(OffscreenCanvas.maxSide)
        if max(size.width, size.height) * scale > maxSide { scale = maxSide / max(size.width, size.height) }
        let w = Int((size.width * scale).rounded()), h = Int((size.height * scale).rounded())
        if canvas == nil || canvas!.width != w || canvas!.height != h {
            canvas = nil
            canvas = try OffscreenCanvas(width: w, height: h, textSystem: session.textSystem, images: session.images)
        }
        let hud = session.showsHUD ? session.hudStatusLines + ["\(JSONValue.format(fps)) fps (virtual clock)"] : []
        let list = session.buildDisplayList(hudLines: hud)
        canvas!.renderer.draw(list, scale: scale)
        return canvas!.renderer.readPixels()
    }

    private func writeScreenshot(_ name: String) throws {
        let url = outputDirectory.appendingPathComponent(name + ".png")
        try renderFrame().writePNG(to: url)
        written.append(url)
    }

    private func writeDump(_ name: String, time: Double) throws {
        let url = outputDirectory.appendingPathComponent(name + ".json")
        try write(session.dump(time: time).serialized(), to: url)
    }

    private func sampleTraces(at t: Double) {
        for i in traces.indices where t <= traces[i].until + 1e-9 {
            let v = session.view(withIdentifier: traces[i].view).flatMap { ViewProperty.value(of: $0, traces[i].property) }
            traces[i].rows += "\(JSONValue.format(t)),\(v.map { JSONValue.format(Double($0)) } ?? "")\n"
        }
    }

    private func flushFinishedTraces(at t: Double, force: Bool) throws {
        var keep: [Trace] = []
        for tr in traces {
            if force || t >= tr.until - 1e-9 {
                try write(tr.rows, to: outputDirectory.appendingPathComponent(tr.name + ".csv"))
            } else {
                keep.append(tr)
            }
        }
        traces = keep
    }

    private func write(_ text: String, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        } catch {
            throw SimulatorError.io("error: cannot write \(url.path): \(error.localizedDescription)")
        }
        written.append(url)
    }
}
