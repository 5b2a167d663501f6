import Foundation
import UIModel
import SimulatorRendering

/// Runs a session without a window on a virtual clock that advances exactly 1/fps per frame,
/// executing a script's steps at their times and writing its screenshots, dumps and traces.
/// Same script, same build: same bytes.
public final class HeadlessRunner: ScriptHost {
    public let session: SimulatorSession
    public let fps: Double
    public let outputDirectory: URL
    private var canvas: OffscreenCanvas?
    /// Written files, in order, for the caller to report.
    public private(set) var written: [URL] = []
    /// With `keepsCaptures`, the screenshots and dumps written so far, by name (the test
    /// driver's replays hand them to the test).
    public var keepsCaptures = false
    public private(set) var screenshots: [String: RGBAImage] = [:]
    public private(set) var dumps: [String: JSONValue] = [:]
    public private(set) var frameIndex = 0
    /// Checks the trees after every step and frame (`--check-hierarchy`); on by default in this,
    /// the test driver; nil turns it off.
    public var hierarchyCheck: HierarchyCheck? = HierarchyCheck()
    /// The last frame whose display links and layout ran (a run that continues where another
    /// ended does not run that frame's display links twice).
    private var advancedFrame: Int?

    public init(session: SimulatorSession, fps: Double = 60, outputDirectory: URL) {
        self.session = session
        self.fps = fps
        self.outputDirectory = outputDirectory
    }

    /// Videos being captured (a script's `video` events, `--video`).
    private let videos = VideoCaptures()

    /// A recording's frame times: the run's frames come at these, then on every 1/fps.
    private var recordedFrames: [Double] = []

    /// Virtual time of the current frame.
    public var time: Double {
        guard let last = recordedFrames.last else { return Double(frameIndex) / fps }
        return frameIndex < recordedFrames.count ? recordedFrames[frameIndex]
            : last + Double(frameIndex - recordedFrames.count + 1) / fps
    }

    /// Runs the script to its end. Steps apply in script order; a capture sees the steps before
    /// it, with this frame's display links fired and the layout done. A recording (a script with
    /// frame times) runs its frames at the recorded times: it must start at launch.
    public func run(_ script: Script) throws {
        if !script.frameTimes.isEmpty {
            guard frameIndex == 0, recordedFrames.isEmpty, script.frameTimes.first == 0 else {
                throw SimulatorError.usage("a recording replays from launch, with its frames from t = 0: run it on a fresh app")
            }
            recordedFrames = script.frameTimes
        }
        let player = ScriptPlayer(script: script, fps: fps, outputDirectory: outputDirectory)
        while true {
            try SignalMonitor.check()
            let now = time
            let ran = try player.runSteps(at: now, session: session, host: self)
            // A run that continues on a frame an earlier run already advanced lays out again only
            // if its steps changed something: the frames are then those of one run of both scripts.
            if ran > 0 || advancedFrame != frameIndex { settle() }
            try hierarchyCheck?.verify(after: "the frame at t = \(JSONValue.format(now)) s")
            written += try player.sampleTraces(at: now, session: session)
            written += try videos.frame(at: now) { try renderFrame() }
            if player.isFinished(at: now) { break }
            frameIndex += 1
        }
        written += try player.sampleTraces(at: time, session: session, finishing: true)
    }

    /// The frame's model phases (`FramePipeline.update`) the first time a frame needs them (after
    /// its steps, or before a capture among them); traits, layout and display alone after that.
    package func settle() {
        if advancedFrame == frameIndex {
            session.frames.settle()
        } else {
            session.frames.update(to: time, duration: 1 / fps)
            advancedFrame = frameIndex
        }
    }

    package func handle(_ key: KeyCommand) { session.apply(key) }
    package func stepDone(_ event: @autoclosure () -> String) throws {
        try hierarchyCheck?.verify(after: event())
        try SignalMonitor.check()
    }
    package func screenChanged() {}

    package func startVideo(_ writer: VideoWriter, from: Double, until: Double) { videos.add(writer, from: from, until: until) }

    /// Captures every frame from `from` until `until` (virtual time) into the animation file at
    /// `url` (.png: animated PNG; .gif, .mp4: through ffmpeg), frames of this and later runs,
    /// until the span ends or `finishVideos` is called. Checks the file can be written first.
    public func startVideo(to url: URL, from: Double, until: Double) throws {
        videos.add(try VideoWriter(url: url, fps: fps), from: from, until: until)
    }

    /// Writes the videos still being captured, with the frames so far (the end of a command-line run).
    public func finishVideos() throws {
        written += try videos.frame(at: time, finishing: true) { try renderFrame() }
    }

    /// Renders the current frame at the screen's pixel scale, on black or `transparent`,
    /// redrawing what changed since the last frame rendered here (everything, `fromScratch`).
    public func renderFrame(transparent: Bool = false, fromScratch: Bool = false) throws -> RGBAImage {
        try session.renderFrame(reusing: &canvas, transparent: transparent, fromScratch: fromScratch)
    }

    /// What the last frame rendered here redrew.
    public var lastDamage: FrameDamage? { canvas?.renderer.lastDamage }

    package func writeScreenshot(_ name: String) throws {
        let url = outputDirectory.appendingPathComponent(name + ".png")
        let frame = try renderFrame()
        try OutputFiles.write(try frame.pngData(), to: url)
        written.append(url)
        if keepsCaptures { screenshots[name] = frame }
    }

    package func writeDump(_ name: String) throws {
        let url = outputDirectory.appendingPathComponent(name + ".json")
        let dump = session.dump(time: time)
        try OutputFiles.write(dump.serialized(), to: url)
        written.append(url)
        if keepsCaptures { dumps[name] = dump }
    }
}
