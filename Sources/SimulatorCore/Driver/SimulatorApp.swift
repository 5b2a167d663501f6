import Foundation
import UIModel
import SimulatorRendering

/// An app running headless on the virtual clock, driven from Swift: what a script's events do,
/// as methods, for interaction tests of an app or a single view controller. Each method runs
/// through the same script player as `--headless --script` (one path), and the clock moves only
/// when a method says so. Creating one starts a fresh app: windows, presentations, animations,
/// display links, the clock, gesture state and warnings of an earlier one do not reach it.
///
/// Each app runs in a runtime of its own (`runtime`: its `UIApplication.shared`, `UIScreen.main`
/// and model state), which every method enters, so apps in tests that run side by side (or
/// interleave at their suspension points), or two apps in one test, never see each other. The
/// first app of a test that runs in a fresh runtime (`.freshRuntime`, or `UIModelRuntime.run`)
/// uses that one, so the test's own `UIApplication.shared` is that app's; outside one, each new
/// runtime becomes the process's (the test's `UIApplication.shared` is the newest app's).
/// `app.run { }` reads any app's.
public final class SimulatorApp {
    public let session: SimulatorSession
    let runner: HeadlessRunner
    /// The runtime the app runs in.
    public let runtime: UIModelRuntime

    /// Launches `app` on `device` (a scene by name for apps with named scenes). Resources are
    /// found as the command line finds them; outputs of `run(_:)` scripts go to `outputDirectory`.
    /// Without `systemBars` the screen is bare: no status bar, home indicator or device safe areas.
    public init(_ app: AppLauncher, device: DevicePreset = .iPhone15, scene: String? = nil, scale: CGFloat? = nil,
                fps: Double = 60, resources: ResourceLocator? = nil, outputDirectory: URL? = nil, systemBars: Bool = true) throws {
        guard Script.fpsRange.contains(fps) else { throw SimulatorError.usage("fps must be from 1 to 240") }
        // UIKit's objects are main-actor objects; a Swift 5 package may call this from a test that
        // is not `@MainActor`, on another thread, which would race every other test's app.
        guard UIModelRuntime.isOnMainActor else { throw SimulatorError.usage(SimulatorError.offMainActor("SimulatorApp was made")) }
        let runtime = UIModelRuntime.forNewApp()
        self.runtime = runtime
        let out = outputDirectory ?? FileManager.default.temporaryDirectory.appendingPathComponent("uimodel-driver-\(getpid())")
        (session, runner) = try PhaseTimes.measure(.setup) { try runtime.run {
            let session = try SimulatorSession(resources: try resources ?? ResourceLocator.locate(), app: app, scene: scene,
                                               device: device, scale: scale, systemBars: systemBars)
            let runner = HeadlessRunner(session: session, fps: fps, outputDirectory: out)
            try runner.run(Script(events: []))
            return (session, runner)
        } }
    }

    /// Runs `body` in the app's runtime: `UIApplication.shared`, `UIScreen.main` and the rest are
    /// this app's (what a test reads of the app between driving it, when it runs apps side by side).
    public func run<T>(_ body: () throws -> T) rethrows -> T { try runtime.run(body) }

    /// An app whose window shows `rootViewController` (made when the app launches).
    public convenience init(rootViewController: @escaping @autoclosure () -> UIViewController,
                            device: DevicePreset = .iPhone15, scale: CGFloat? = nil, fps: Double = 60, systemBars: Bool = true) throws {
        try self.init(AppLauncher(rootViewController: rootViewController), device: device, scale: scale, fps: fps,
                      systemBars: systemBars)
    }

    /// An app launched from its delegate class, as `@main` launches it.
    public convenience init(delegateClass: UIApplicationDelegate.Type, device: DevicePreset = .iPhone15,
                            scene: String? = nil, scale: CGFloat? = nil, fps: Double = 60) throws {
        try self.init(AppLauncher(delegateClass: delegateClass), device: device, scene: scene, scale: scale, fps: fps)
    }

    /// Virtual time now, in seconds since launch.
    public var time: Double { runner.time }
    public var fps: Double { runner.fps }

    // MARK: Touches

    /// A tap (down, then up 50 ms later), in screen points; returns when the finger is up.
    public func tap(at point: CGPoint) throws { try perform(.tap(point)) }

    /// A tap on the centre of the view with this accessibilityIdentifier.
    public func tap(identifier: String) throws {
        guard let view = view(identifier: identifier) else {
            throw SimulatorError.usage("no view with accessibilityIdentifier '\(identifier)' on screen")
        }
        try tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    /// A finger held still for 0.75 s, then lifted (a long press: a context menu opens).
    public func longPress(at point: CGPoint) throws { try perform(.longPress(point)) }

    /// A long press on the centre of the view with this accessibilityIdentifier.
    public func longPress(identifier: String) throws {
        guard let view = view(identifier: identifier) else {
            throw SimulatorError.usage("no view with accessibilityIdentifier '\(identifier)' on screen")
        }
        try longPress(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    /// Whether a hardware keyboard is connected: then no software keyboard slides up for text
    /// inputs (and none shows in screenshots), as with the iOS Simulator's "Connect Hardware
    /// Keyboard"; typing with `type(_:)` works either way. Off when an app starts.
    public var isHardwareKeyboardConnected: Bool {
        get { run { UIModelRuntime.current.isHardwareKeyboardConnected } }
        set { run { UIModelRuntime.current.isHardwareKeyboardConnected = newValue } }
    }

    /// The pointer moves over `point` with no button down (hover recognizers begin or change
    /// there); nil: it leaves the screen (they end).
    public func hover(at point: CGPoint?) throws { try perform(.hover(point)) }

    /// A drag at constant speed, one move per frame; returns when the finger is up.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) throws {
        try perform(.drag(from: start, to: end, duration: duration))
    }

    /// Two fingers on a horizontal line through `center`, `from` points apart, moving to `to`
    /// apart over `duration` (the window's Option-drag).
    public func pinch(at center: CGPoint, from: CGFloat, to: CGFloat, duration: TimeInterval) throws {
        try perform(.pinch(at: center, from: from, to: to, duration: duration))
    }

    /// The mouse wheel or trackpad over `point`, moving content by `delta` points.
    public func scroll(at point: CGPoint, by delta: CGVector) throws { try perform(.scroll(at: point, by: delta)) }
    public func down(at point: CGPoint) throws { try perform(.down(point)) }
    public func move(to point: CGPoint) throws { try perform(.move(point)) }
    public func up(at point: CGPoint) throws { try perform(.up(point)) }

    // MARK: Keyboard, screen, clock

    /// A key as scripts name it ("1", "a", "return", "ctrl+t"): the app's responders first, then
    /// the simulator's command for it.
    public func key(_ name: String) throws {
        guard let action = Script.Action.key(named: name) else { throw SimulatorError.usage("unknown key '\(name)'") }
        try perform(action)
    }

    /// Typed text, for the first responder.
    public func type(_ text: String) throws { try perform(.text(text)) }

    /// Moves the simulated device to `fix` (nil: no position), as the Location menu does: the
    /// app's location managers hear it in the next turn.
    public func setLocation(_ fix: SimulatedLocation.Fix?) throws { try perform(.location(fix)) }

    /// Plays a route (a GPX file's waypoints) on the app's clock from now.
    public func playRoute(_ route: SimulatedLocation.Route) { runtime.run { runtime.simulatedLocation.play(route) } }

    /// Changes the screen size in points, as resizing the window does.
    public func resize(to size: CGSize) throws { try perform(.resize(size)) }

    /// Switches to a device preset (the layout animates over `SimulatorSession.rotationDuration`).
    public func setDevice(_ device: DevicePreset) throws { try perform(.device(device)) }

    /// Rotates a quarter turn (animated, as `setDevice`).
    public func rotate() throws {
        run { session.rotate() }
        try advance(frames: 0)
    }

    /// Runs the clock forward: display links, animations and layout, frame by frame.
    public func advance(by seconds: TimeInterval) throws {
        guard seconds.isFinite, seconds >= 0 else { throw SimulatorError.usage("advance(by:) needs a time ≥ 0, not \(seconds)") }
        try perform(.wait(seconds))
    }

    /// Runs the clock forward by whole frames.
    public func advance(frames: Int) throws {
        guard frames > 0 else { return try perform(.wait(0)) }
        // Half a frame short: the run stops on the frame `frames` ahead, whatever the rounding.
        try perform(.wait((Double(frames) - 0.5) / fps))
    }

    /// Plays a script (a recording, or one written by hand) from now: its times count from the
    /// current time. Its screenshots, dumps and traces go to the output directory.
    public func run(_ script: Script) throws {
        var shifted = Script(events: script.events)
        let start = time
        for i in shifted.events.indices { shifted.events[i].t += start }
        try run { try runner.run(shifted) }
    }

    // MARK: Animation capture

    /// The frames at the given times (seconds of virtual time, increasing, from now on): the
    /// clock runs to each and the frame is rendered at the device's pixel scale. A time between
    /// frames takes the first frame at or after it.
    public func frames(at times: [Double]) throws -> [RGBAImage] {
        var frames: [RGBAImage] = []
        for t in times {
            guard t.isFinite, t >= time - 1e-9 else {
                throw SimulatorError.usage("frames(at:) needs increasing times from now (\(JSONValue.format(time)) s), not \(t)")
            }
            if abs(time - Double(runner.frameIndex) / fps) < 1e-9 {
                // The first frame at or after t, counted in whole frames (no rounding drift).
                let frame = Int((t * fps - 1e-6).rounded(.up))
                if frame > runner.frameIndex { try advance(frames: frame - runner.frameIndex) }
            } else if t > time + 1e-9 {
                try advance(by: t - time)  // after a replay, on the recording's own clock
            }
            frames.append(try screenshot())
        }
        return frames
    }

    /// Every frame from `start` to `end` (virtual time; `start` defaults to now) at `fps` frames
    /// per second (default: the app's own rate), for an animation's frames in a test.
    public func record(from start: Double? = nil, to end: Double, fps: Double? = nil) throws -> [RGBAImage] {
        let from = start ?? time, rate = fps ?? self.fps
        guard end.isFinite, end >= from, rate.isFinite, rate > 0 else {
            throw SimulatorError.usage("record(from:to:fps:) needs from ≤ to and fps > 0")
        }
        let count = Int(((end - from) * rate + 1e-6).rounded(.down))
        return try frames(at: (0...count).map { from + Double($0) / rate })
    }

    /// Captures every frame from now until `end` (virtual time) as an animation file: .png
    /// (animated PNG), .gif or .mp4 (through ffmpeg). Written when the clock reaches `end`.
    public func startVideo(to url: URL, until end: Double) throws {
        try run { try runner.startVideo(to: url, from: time, until: end) }
    }

    /// An app launched as `recording` was: its scene, device and frame rate, ready to `replay` it.
    public convenience init(_ app: AppLauncher, replaying recording: Script, outputDirectory: URL? = nil) throws {
        try self.init(app, device: recording.device ?? .iPhone15, scene: recording.scene, fps: recording.fps ?? 60,
                      outputDirectory: outputDirectory)
    }

    /// Replays a recording (a window's `--record` or Ctrl+R file) from launch, at its recorded
    /// frame times: the app reaches the state the live session did, and its screenshots and dumps
    /// (the recording's `<name>-end` among them) are the live ones, byte for byte. Returns them
    /// by name; the files go to the output directory too. The app must be fresh (just created).
    @discardableResult
    public func replay(_ recording: Script) throws -> Replay {
        runner.keepsCaptures = true
        defer { runner.keepsCaptures = false }
        try run { try runner.run(recording) }
        return Replay(screenshots: runner.screenshots, dumps: runner.dumps)
    }

    /// What a replay captured.
    nonisolated public struct Replay {
        /// Screenshots by name (a script's `"screenshot"` events).
        public let screenshots: [String: RGBAImage]
        /// Dumps by name (`"dump"` events).
        public let dumps: [String: JSONValue]
    }

    private func perform(_ action: Script.Action) throws {
        try run { try runner.run(Script(events: [Script.Event(t: time, action: action)])) }
    }

    // MARK: Inspection

    /// The view with this accessibilityIdentifier in the app's windows (front first).
    public func view(identifier: String) -> UIView? { run { session.view(withIdentifier: identifier) } }

    /// The state a script's "dump" writes: time, screen, traits, controllers and views.
    public func dump() -> JSONValue { run { session.dump(time: time) } }

    /// What VoiceOver would read in the key window now, in its order (empty without a window).
    public var accessibility: AccessibilityHierarchy {
        run { session.window.map { AccessibilityHierarchy(root: $0) } ?? AccessibilityHierarchy(elements: []) }
    }

    /// The current frame, rendered at the device's pixel scale (as a script's screenshot).
    /// With `transparent`, what no window or view covers is transparent instead of black (a
    /// view's snapshot keeps its rounded corners, as on iOS).
    public func screenshot(transparent: Bool = false, showsKeyboard: Bool = true) throws -> RGBAImage {
        try run {
            runner.settle()
            guard !showsKeyboard else { return try runner.renderFrame(transparent: transparent) }
            return try runtime.withoutSoftwareKeyboard { try runner.renderFrame(transparent: transparent) }
        }
    }

    /// UIKit-style warnings the app caused since launch (also printed on standard error).
    public var warnings: [String] { run { UIKitWarning.history } }

    /// Quits the app: UIKit's termination callbacks.
    public func terminate() { run { session.terminate() } }
}
