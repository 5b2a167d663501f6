import CSDL2
import Foundation
import UIModel
import SimulatorCore
import SimulatorRendering

/// The simulator in a desktop window: a vsync loop that feeds mouse input to the app as touches,
/// fires display links with the frame time, lays out, draws and presents; keyboard shortcuts for
/// devices, rotation, slow animations, HUD, frame overlay, screenshots, dumps and recording.
public final class WindowApp: ScriptHost {
    let session: SimulatorSession
    let outputDirectory: URL
    let script: Script?
    /// `--record FILE`: the session is recorded from launch to quit.
    let recordURL: URL?
    /// `--video FILE` and scripts' `video` events: frames captured as animations.
    private let videos = VideoCaptures()
    /// The session's input and frame times since launch; written out while recording.
    let recorder: SessionRecorder
    private var recordingCount = 0
    /// What the HUD says for a while after a recording stopped, and until when (host time).
    private var recordingNote: (text: String, until: Double)?
    /// The current frame's time and the previous one's: input handled in this frame is timed
    /// between them, as a replay runs it.
    var frameTime = 0.0
    var previousFrameTime = 0.0
    /// Screenshots, dumps and a recording's end asked for by keys: taken once the frame's
    /// display links and layout ran (as a script's captures are).
    var pendingCaptures: [KeyCommand] = []
    /// Set by a key that ends the frame's input (quit, or the end of a recording).
    var stopPumping = false
    /// `--check-hierarchy`: the trees checked after every input event, script step and frame.
    let hierarchyCheck: HierarchyCheck?
    /// The SDL window; owned (with the renderer) by `renderer`'s handle.
    var window: OpaquePointer!
    private var renderer: Renderer!
    private var hasVSync = false
    /// The display's refresh interval (from its mode; `fallbackFramePeriod` when it gives none):
    /// the display links' frame duration, and the pace without vsync.
    private var framePeriod = WindowApp.fallbackFramePeriod
    /// The window needs showing again though no pixel changed (it was uncovered).
    var needsPresent = true
    /// Window size in desktop units per screen point, chosen to fit the phone on the desktop.
    private var zoom: CGFloat = 1
    var running = true
    var mouseDown = false
    /// A right click's finger: down where it was clicked and held still until a long press has
    /// had time to begin (a context menu opens), then lifted, whenever the button comes up.
    var rightPress: (at: CGPoint, liftTime: Double)?
    /// The second finger while Option (Alt) put two fingers down with the mouse.
    var secondFinger: TwoFingerMouse?
    private var start: UInt64 = 0
    /// SDL's millisecond tick count at `start` (input events carry ticks).
    var startTicks: UInt32 = 0
    private var captureCount = 0
    /// SDL events handled so far (named by `--check-hierarchy`).
    var inputEvents = 0
    private var fpsMeter = FrameRateMeter()
    /// Kept between screenshots (device pixels, offscreen).
    private var screenshotCanvas: OffscreenCanvas?

    /// Part of the desktop the initial window may cover.
    static let desktopFraction: CGFloat = 0.9
    /// The frame period when the display reports no refresh rate.
    static let fallbackFramePeriod = 1.0 / 60
    /// The longest the idle window sleeps without input: work another thread queued for the
    /// main queue gets its turn at least this often.
    static let maxIdleSleep = 1.0

    public init(session: SimulatorSession, outputDirectory: URL, script: Script? = nil, hierarchyCheck: HierarchyCheck? = nil,
                record: URL? = nil, video: (url: URL, from: Double, until: Double)? = nil) throws {
        self.session = session
        self.outputDirectory = outputDirectory
        self.script = script
        self.hierarchyCheck = hierarchyCheck
        recordURL = record
        recorder = SessionRecorder(scene: session.launchScene, device: session.device, fps: 1 / Self.fallbackFramePeriod)
        if let video { videos.add(try VideoWriter(url: video.url, fps: 1 / Self.fallbackFramePeriod), from: video.from, until: video.until) }
    }

    public func run() throws {
        uimodel_line_buffer_stdout()
        try SDLSupport.initVideo()
        try openWindow()
        // Text the app copies goes to the desktop's clipboard too.
        UIModelRuntime.current.pasteboardStringDidChange = { text in _ = SDL_SetClipboardText(text ?? "") }
        // The launch frame at t = 0, before any input (a replay's first frame too).
        session.advance(to: 0, frameDuration: Self.fallbackFramePeriod)
        try recorder.frame(at: 0)
        if let recordURL {
            try recorder.start(writingTo: recordURL, at: 0)
            print("recording to \(recordURL.path)")
        }
        start = SDL_GetPerformanceCounter()
        startTicks = SDL_GetTicks()
        let player = script.map { ScriptPlayer(script: $0, fps: 1 / Self.fallbackFramePeriod, outputDirectory: outputDirectory) }
        do {
            while running {
                let frameStart = SDL_GetPerformanceCounter()
                let nextTimer = try runFrame(player)
                guard running else { break }
                if isIdle(player) {
                    // Once more with the HUD saying so, then asleep until input or a timer.
                    if session.showsHUD, fpsMeter.becomeIdle() { continue }
                    sleepUntilInput(orTimer: nextTimer)
                } else {
                    fpsMeter.wake()
                    pace(frameStart: frameStart)
                }
            }
        } catch {
            // A signal or a broken hierarchy: the recording ends at the last whole frame.
            stopRecording()
            throw error
        }
        stopRecording()
        for url in try videos.frame(at: frameTime, finishing: true, render: renderCapture) { print("wrote \(url.path)") }
        let end = seconds(since: start, to: SDL_GetPerformanceCounter())
        for url in try player?.sampleTraces(at: end, session: session, finishing: true) ?? [] { print("wrote \(url.path)") }
    }

    /// One frame (`FramePipeline.run`): input, timers and script steps; the model's phases;
    /// captures; then the pixels that changed, presented when any did. Returns when the next
    /// Foundation timer fires.
    private func runFrame(_ player: ScriptPlayer?) throws -> Date? {
        try SignalMonitor.check()
        let frameStart = SDL_GetPerformanceCounter()
        // The frame's time is when it starts: with vsync, when the previous frame was presented
        // (the present returned at the display's refresh); strictly after the previous frame,
        // however coarse the clock.
        let now = max(seconds(since: start, to: frameStart), frameTime + Self.minimumEventSpacing)
        previousFrameTime = frameTime
        frameTime = now
        try recorder.frame(at: now)
        var nextTimer: Date?
        let damage = try session.frames.run(at: now, duration: framePeriod,
                                            input: { nextTimer = try handleInput(at: now, player: player) },
                                            captures: { try runCaptures(at: now, player: player) },
                                            output: { paintTarget() })
        if damage != .none || needsPresent {
            fpsMeter.record(frameAt: now, workSeconds: seconds(since: frameStart, to: SDL_GetPerformanceCounter()))
            renderer.present()
            needsPresent = false
        }
        return nextTimer
    }

    /// The frame's input: the desktop's events, a right click's lift when due, and the script's
    /// steps. Returns when the next Foundation timer fires.
    private func handleInput(at now: Double, player: ScriptPlayer?) throws -> Date? {
        try pumpEvents()
        if let press = rightPress, now >= press.liftTime {
            rightPress = nil
            try fingerTouch(.ended, at: press.at, finger: 0, hostTime: press.liftTime)
        }
        // Closures the app queued on the main queue run on the session's clock, in the frame
        // (`MainRunLoop`); what other threads queue on the main queue, and Foundation timers,
        // run on the wall clock: due ones get their turn once a frame (headless runs keep to
        // the virtual clock and skip them).
        let nextTimer = RunLoop.main.limitDate(forMode: .default)
        try player?.runSteps(at: now, session: session, host: self)
        return nextTimer
    }

    /// What reads the frame once its model phases ran: the hierarchy check, the script's traces,
    /// the screenshots and dumps keys asked for, and the videos.
    private func runCaptures(at now: Double, player: ScriptPlayer?) throws {
        try hierarchyCheck?.verify(after: "the frame at \(JSONValue.format(now)) s")
        if let player {
            for url in try player.sampleTraces(at: now, session: session) { print("wrote \(url.path)") }
            if player.isFinished(at: now) { running = false }
        }
        runPendingCaptures()
        for url in try videos.frame(at: now, render: renderCapture) { print("wrote \(url.path)") }
    }

    /// Where the frame is painted: the window's renderer at its pixels a point, with the
    /// fingers and the HUD over the app.
    private func paintTarget() -> (renderer: Renderer, scale: CGFloat, hudLines: [String]) {
        session.fingerMarkers = fingerMarkers()
        let hud = (session.showsHUD ? session.hudStatusLines + fpsMeter.hudLines : []) + recordingHUDLines
        return (renderer, drawScale.pixelsPerPoint, hud)
    }

    /// True when nothing will change without input: no animation, display link, gesture
    /// timeout or layout pending (`SimulatorSession.needsFrame`), no script or video running, no
    /// recording (its HUD line counts the seconds).
    private func isIdle(_ player: ScriptPlayer?) -> Bool {
        guard !session.needsFrame, player == nil, videos.isEmpty, pendingCaptures.isEmpty, recorder.startTime == nil else { return false }
        if let note = recordingNote, frameTime < note.until { return false }
        return SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_FALSE
    }

    /// Sleeps until an input event arrives, the next Foundation timer or delayed main-queue work is due, or
    /// `maxIdleSleep` passed; the event stays queued for the next frame.
    private func sleepUntilInput(orTimer timer: Date?) {
        var wait = Self.maxIdleSleep
        if let timer { wait = min(wait, max(timer.timeIntervalSinceNow, 0)) }
        if let appTimer = session.secondsUntilNextTimer { wait = min(wait, appTimer) }
        _ = SDL_WaitEventTimeout(nil, Int32((wait * 1000).rounded(.up)))
    }

    /// Input is timed at least this long after the previous frame, so a replay hands it to the
    /// same frame.
    static let minimumEventSpacing = 1e-6

    // MARK: Window

    private func openWindow() throws {
        zoom = fittingZoom(for: session.screenSize)
        let size = windowSize(for: session.screenSize)
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let w = SDL_CreateWindow(title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                                       size.w, size.h, flags)
        else { throw SimulatorError.noDisplay("error: cannot open a window (\(SDLSupport.lastError)). Run with --headless, or under xvfb-run") }
        guard let r = SDL_CreateRenderer(w, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            SDL_DestroyWindow(w)
            throw SimulatorError.sdl("error: cannot create a renderer: \(SDLSupport.lastError)")
        }
        window = w
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(r, &info)
        hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        renderer = Renderer(handle: SDLRendererHandle(r, window: w), textSystem: session.textSystem, images: session.images)
        SDL_SetWindowMinimumSize(w, 1, 1)
        updateFramePeriod()
        print("window: \(session.device.displayName) \(Int(session.screenSize.width))×\(Int(session.screenSize.height)) pt, renderer \(String(cString: info.name))")
    }

    /// Reads the refresh rate of the display the window is on (60, 120, 144 Hz...).
    func updateFramePeriod() {
        var mode = SDL_DisplayMode()
        let hz = SDL_GetWindowDisplayMode(window, &mode) == 0 ? Int(mode.refresh_rate) : 0
        framePeriod = hz > 0 ? 1 / Double(hz) : Self.fallbackFramePeriod
        fpsMeter.displayRate = hz > 0 ? hz : Int((1 / Self.fallbackFramePeriod).rounded())
    }

    private var title: String {
        let s = session.screenSize
        return "UIModel Simulator — \(session.device.displayName) \(Int(s.width))×\(Int(s.height))"
    }

    /// The largest zoom (at most 1) at which the screen fits in the desktop's usable area.
    private func fittingZoom(for size: CGSize) -> CGFloat {
        var usable = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 0, usable.h > 0 else { return 1 }
        let z = min(CGFloat(usable.w) * Self.desktopFraction / size.width, CGFloat(usable.h) * Self.desktopFraction / size.height)
        return min(max(z, 0.1), 1)
    }

    private func windowSize(for size: CGSize) -> (w: Int32, h: Int32) {
        (Int32((size.width * zoom).rounded()), Int32((size.height * zoom).rounded()))
    }

    /// Fits the window to the session's screen (after a device change or a rotation).
    func fitWindowToScreen() {
        zoom = fittingZoom(for: session.screenSize)
        let size = windowSize(for: session.screenSize)
        SDL_SetWindowSize(window, size.w, size.h)
        SDL_SetWindowTitle(window, title)
    }

    /// The window was resized by the user: the screen takes the new size in points.
    func windowResized(width: Int32, height: Int32, ms: UInt32) throws {
        let points = CGSize(width: CGFloat(max(width, 1)) / zoom, height: CGFloat(max(height, 1)) / zoom)
        try recorder.record(.resize(points), at: hostTime(ms))
        session.resize(to: points)
        SDL_SetWindowTitle(window, title)
    }

    /// Pixels per point in the window, and the logical-to-pixel factor (HiDPI).
    private var drawScale: (pixelsPerPoint: CGFloat, pixelsPerUnit: CGFloat) {
        let out = renderer.outputSize
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let s = session.screenSize
        let ppp = min(CGFloat(out.w) / s.width, CGFloat(out.h) / s.height)
        return (max(ppp, 0.01), w > 0 ? CGFloat(out.w) / CGFloat(w) : 1)
    }

    func screenPoint(x: Int32, y: Int32) -> CGPoint {
        let d = drawScale
        return CGPoint(x: CGFloat(x) * d.pixelsPerUnit / d.pixelsPerPoint, y: CGFloat(y) * d.pixelsPerUnit / d.pixelsPerPoint)
    }

    // MARK: Frame

    /// Waits out the rest of the frame period when the present did not (no vsync, the software
    /// renderer, or nothing changed and nothing was presented).
    private func pace(frameStart: UInt64) {
        let elapsed = seconds(since: frameStart, to: SDL_GetPerformanceCounter())
        if !hasVSync || elapsed < Self.vsyncEvidence, elapsed < framePeriod {
            SDL_Delay(UInt32((framePeriod - elapsed) * 1000))
        }
    }

    /// A frame shorter than this did not wait for the display's refresh in its present.
    static let vsyncEvidence = 0.002

    private func seconds(since a: UInt64, to b: UInt64) -> Double {
        Double(b &- a) / Double(SDL_GetPerformanceFrequency())
    }

    // MARK: Script host

    package func settle() { session.frames.settle() }
    package func handle(_ key: KeyCommand) { perform(key) }
    package func screenChanged() { fitWindowToScreen() }
    package func stepDone(_ event: @autoclosure () -> String) throws { try hierarchyCheck?.verify(after: event()) }

    /// Saves the current frame at the device's pixel scale (not the window's), as a headless
    /// run renders it (no finger markers).
    package func writeScreenshot(_ name: String) throws { try writeScreenshot(name, in: outputDirectory) }

    private func writeScreenshot(_ name: String, in directory: URL) throws {
        settle()
        let image = try renderCapture()
        let url = directory.appendingPathComponent(name + ".png")
        try OutputFiles.write(try image.pngData(), to: url)
        print("screenshot: \(url.path)")
    }

    /// The frame at the device's pixel scale, offscreen, as a headless run renders it (no
    /// finger markers): screenshots and videos.
    private func renderCapture() throws -> RGBAImage {
        let markers = session.fingerMarkers
        session.fingerMarkers = []
        defer { session.fingerMarkers = markers }
        return try session.renderFrame(reusing: &screenshotCanvas)
    }

    package func writeDump(_ name: String) throws { try writeDump(name, in: outputDirectory) }

    /// Captures every frame from `from` until `until` (seconds since the first frame) as an
    /// animation (`--video`; a script's `video` event).
    package func startVideo(_ writer: VideoWriter, from: Double, until: Double) { videos.add(writer, from: from, until: until) }

    private func writeDump(_ name: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(name + ".json")
        try OutputFiles.write(session.dump(time: frameTime).serialized(), to: url)
        print("dump: \(url.path)")
    }

    // MARK: Captures and recording

    /// Screenshots, dumps and the end of a recording asked for in this frame, now that its
    /// display links and layout ran. A recording holds each capture at this frame's time, so
    /// its replay writes the same file.
    private func runPendingCaptures() {
        let captures = pendingCaptures
        pendingCaptures.removeAll()
        for command in captures {
            do {
                switch command {
                case .screenshot, .dump:
                    captureCount += 1
                    let name = (command == .screenshot ? "screenshot-" : "dump-") + "\(captureCount)"
                    try recorder.record(command == .screenshot ? .screenshot(name) : .dump(name), at: frameTime)
                    if command == .screenshot { try writeScreenshot(name) } else { try writeDump(name) }
                case .toggleRecording: stopRecording()
                default: break
                }
            } catch {
                print("\(error)")
            }
        }
    }

    /// Ctrl+R: starts writing `<out>/recording-N.json`. It holds the session from launch, so it
    /// replays from a fresh app.
    func startRecording() {
        recordingCount += 1
        let url = outputDirectory.appendingPathComponent("recording-\(recordingCount).json")
        do {
            try recorder.start(writingTo: url, at: frameTime)
            print("recording to \(url.path)")
        } catch {
            print("\(error)")
        }
    }

    /// Ends the recording (if any) at this frame: the recording's last events are a screenshot
    /// and a dump named `<recording>-end`, and the window writes its own of the same moment
    /// beside the recording as `<recording>-end-live.png` and `.json`, for a replay to match.
    private func stopRecording() {
        guard let url = recorder.url else { return }
        let name = url.deletingPathExtension().lastPathComponent + "-end"
        let directory = url.deletingLastPathComponent()
        do {
            try recorder.stop(captureName: name)
            try writeScreenshot(name + "-live", in: directory)
            try writeDump(name + "-live", in: directory)
            print("recorded \(url.path)")
            recordingNote = ("saved \(url.lastPathComponent)", frameTime + Self.recordingNoteDuration)
        } catch {
            print("\(error)")
        }
    }

    /// How long the HUD shows where a recording went.
    static let recordingNoteDuration = 3.0

    /// The recording's lines in the HUD: while it runs, and for a moment after it stopped.
    private var recordingHUDLines: [String] {
        if let start = recorder.startTime {
            return [String(format: "REC %.1f s (Ctrl+R stops)", frameTime - start)]  // the bundled font has no ●
        }
        if let note = recordingNote, frameTime < note.until { return [note.text] }
        return []
    }
}

/// The HUD's frame line: the display's refresh rate, the frames presented per second and their
/// work (input to present, without the wait for the display), averaged over the last half second;
/// "idle" while the window sleeps.
nonisolated struct FrameRateMeter {
    private var windowStart: Double?
    private var frames = 0
    private var work = 0.0
    private(set) var fps = 0.0
    private(set) var frameMilliseconds = 0.0
    private(set) var isIdle = false
    /// The display's refresh rate, in Hz.
    var displayRate = 60

    /// Averaging window, in seconds.
    static let period = 0.5

    mutating func record(frameAt t: Double, workSeconds: Double) {
        guard let start = windowStart else { windowStart = t; return }
        frames += 1
        work += workSeconds
        if t - start >= Self.period {
            fps = Double(frames) / (t - start)
            frameMilliseconds = work / Double(frames) * 1000
            windowStart = t; frames = 0; work = 0
        }
    }

    /// The window goes to sleep; true when the HUD's line changes.
    mutating func becomeIdle() -> Bool {
        defer { isIdle = true }
        return !isIdle
    }

    /// Frames run on: the rates count from the next frame.
    mutating func wake() {
        guard isIdle else { return }
        isIdle = false
        windowStart = nil; frames = 0; work = 0; fps = 0
    }

    var hudLines: [String] {
        [isIdle ? "\(displayRate) Hz display, idle" : String(format: "%d Hz display, %.0f fps, %.2f ms work/frame", displayRate, fps, frameMilliseconds)]
    }
}
