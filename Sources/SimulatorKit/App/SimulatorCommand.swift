import ArgumentParser
import Foundation
import UIModel
import SimulatorCore
import SimulatorRendering

/// The simulator's command line, the same for every app (`@main`, `UIApplicationMain`, the demos):
/// a window by default, `--headless` for scripted offscreen runs.
struct SimulatorOptions: ParsableArguments {
    @Flag(help: "Render offscreen with the software renderer on a virtual clock (no display needed).")
    var headless = false

    @Option(help: "A JSON script of timed events (see SimulatorKit's \"Scripts and the command line\").")
    var script: String?

    @Option(help: "Where screenshots, dumps and traces are written.")
    var out: String = "out"

    @Option(help: "The app's scene to start in, for apps with named scenes (default: the script's, else what launch shows).")
    var scene: String?

    @Option(help: "The device preset (default: iphone-15, or the script's).")
    var device: String?

    @Option(help: "Frames per second of the virtual clock in headless runs (default: 60, or the script's).")
    var fps: Double?

    @Option(help: "Pixels per point, instead of the device preset's.")
    var scale: Double?

    @Option(help: "The Resources folder (fonts, images); found on its own when the app depends on this package.")
    var resources: String?

    @Option(help: "An extra asset catalog folder (an .xcassets with Name.imageset/Contents.json files).")
    var assets: String?

    @Option(name: .customLong("system-font"),
            help: "A folder with Apple's SF Pro Text files (SF-Pro-Text-Regular.otf, ...): the system font, for text as on iOS.")
    var systemFont: String?

    @Flag(help: "Check the view and controller trees after every event and frame; exit 3 naming the first problem.")
    var checkHierarchy = false

    @Flag(help: "A bare screen: no status bar, home indicator or device safe areas.")
    var noSystemBars = false

    @Flag(help: "Outline what each frame redrew (key D in the window); a headless frame shows what changed since the previous one rendered.")
    var showDamage = false

    @Option(help: "Capture the run's frames as an animation: FILE.png (animated PNG), .gif or .mp4 (with ffmpeg).")
    var video: String?

    @Option(help: "The time the video starts, in seconds (default 0).")
    var videoFrom: Double?

    @Option(help: "The time the video ends, in seconds (default: the end of the run).")
    var videoTo: Double?

    @Option(help: "Where the device is: LAT,LON in degrees, a .gpx file of waypoints played from launch, or none (default: Apple Park, as the iOS Simulator's).")
    var location: String?

    @Option(help: "Record the window session from launch to quit as a script that --headless --script replays (Ctrl+R records on demand).")
    var record: String?

    @Option(help: "The app's container folder (Documents, Library, tmp). Default: one per app under ~/.local/share/uimodel/containers in the window; a new empty one for each headless run.")
    var container: String?

    @Flag(help: "Empty the app's container before launch, as the Simulator's \"Erase All Content and Settings\".")
    var erase = false

    func validate() throws {
        if let device, DevicePreset.named(device) == nil {
            throw ValidationError("unknown device '\(device)'; valid devices: \(DevicePreset.validNames.joined(separator: ", "))")
        }
        if let fps, !(Script.fpsRange.contains(fps)) { throw ValidationError("--fps must be from 1 to 240") }
        if let scale, !(scale.isFinite && scale >= 0.25 && scale <= 8) { throw ValidationError("--scale must be from 0.25 to 8") }
        if let videoFrom, !(videoFrom.isFinite && videoFrom >= 0) { throw ValidationError("--video-from must be a time >= 0") }
        if let videoTo, !(videoTo.isFinite && videoTo > (videoFrom ?? 0)) {
            throw ValidationError("--video-to must be a time after --video-from")
        }
        if video == nil, videoFrom != nil || videoTo != nil { throw ValidationError("--video-from and --video-to need --video FILE") }
        if record != nil, headless || script != nil {
            throw ValidationError("--record records the window's own input: it cannot be combined with --headless or --script")
        }
    }
}

/// Runs an app with the simulator's command line and exits with its status.
public enum SimulatorCommand {
    static let keysHelp = """
        Keys (window): Ctrl+S screenshot, Ctrl+D dump, Ctrl+R record, Ctrl+T slow animations, Ctrl+Left/Right rotate, Ctrl+L next location,
        1-9 device preset, H HUD, F view frames, D redrawn regions, A light/dark, L right-to-left, T next text size,
        Q or Esc quit. The app's responders see
        every key first (pressesBegan); the simulator uses the ones that reach the application.
        While a text field edits, typed keys go to it (Backspace, Return; Esc ends editing).
        """

    /// Parses `arguments` (without the program name), runs `app`, and exits: 0 when the run
    /// ended normally, else `SimulatorError.exitCode` with the message on standard error.
    public static func main(_ app: AppLauncher, arguments: [String]) -> Never {
        SignalMonitor.install()
        do {
            let options = try SimulatorOptions.parse(arguments)
            try run(app, options)
            Foundation.exit(0)
        } catch let error as SimulatorError {
            exit(with: error)
        } catch {
            let code = SimulatorOptions.exitCode(for: error)
            let message = SimulatorOptions.fullMessage(for: error)
            if code == .success {  // --help: the only clean exit
                print(message + "\n" + help(for: app))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((message + "\n\n" + SimulatorOptions.usageString() + "\n").utf8))
            Foundation.exit(2)
        }
    }

    static func help(for app: AppLauncher) -> String {
        let container = AppContainer.defaultURL(bundleIdentifier: AppContainer.bundleIdentifier).path
        var lines = ["Devices: \(DevicePreset.validNames.joined(separator: ", "))", "Container (window): \(container)"]
        if !app.sceneNames.isEmpty { lines.insert("Scenes: \(app.sceneNames.joined(separator: ", "))", at: 0) }
        return (lines + [keysHelp]).joined(separator: "\n")
    }

    static func exit(with error: SimulatorError) -> Never {
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        Foundation.exit(error.exitCode)
    }

    /// Picks the app's container before anything is launched: `--container`, else the window's
    /// folder for the app, else (headless) a new one. Foundation's own temporary and application
    /// support folders follow it too, for code the porter did not rewrite. (Not the caches
    /// folder: the graphics driver keeps its shader cache there.)
    static func useContainer(_ o: SimulatorOptions) throws {
        let url = o.container.map { URL(fileURLWithPath: $0) }
            ?? (o.headless ? nil : AppContainer.defaultURL(bundleIdentifier: AppContainer.bundleIdentifier))
        let container = url.map(AppContainer.init) ?? AppContainer.current
        do {
            try AppContainer.use(container)
            if o.erase { try container.erase() }
        } catch let error as AppContainerError {
            throw SimulatorError.usage(error.description)
        }
        setenv("TMPDIR", container.tmp.path, 1)
        setenv("XDG_DATA_HOME", container.applicationSupport.path, 1)
    }

    static func run(_ app: AppLauncher, _ o: SimulatorOptions) throws {
        if let dir = o.systemFont {
            guard FileManager.default.fileExists(atPath: (dir as NSString).appendingPathComponent("SF-Pro-Text-Regular.otf")) else {
                throw SimulatorError.usage("--system-font: \(dir) has no SF-Pro-Text-Regular.otf")
            }
            // Read when the first font is made, which is after this.
            setenv(FontCatalog.systemFontVariable, dir, 1)
        }
        try useContainer(o)
        let parsedScript = try o.script.map { try Script.load(path: $0) }
        if let note = parsedScript?.cutShort { FileHandle.standardError.write(Data("warning: \(note)\n".utf8)) }
        let recordURL = o.record.map { URL(fileURLWithPath: $0) }
        if let recordURL { try OutputFiles.checkWritable(recordURL) }
        let videoURL = o.video.map { URL(fileURLWithPath: $0) }
        if let videoURL { try VideoWriter.check(videoURL) }
        let resources = try ResourceLocator.locate(explicit: o.resources)
        let preset = o.device.flatMap(DevicePreset.named) ?? parsedScript?.device ?? DevicePreset.named(DevicePreset.defaultName)!
        let location = try o.location.map(LocationOption.parse)
        let session = try SimulatorSession(resources: resources, app: app, scene: o.scene ?? parsedScript?.scene,
                                           device: preset, scale: o.scale.map { CGFloat($0) },
                                           assetCatalogs: o.assets.map { [URL(fileURLWithPath: $0)] } ?? [],
                                           systemBars: !o.noSystemBars,
                                           audioOutput: o.headless ? nil : SDLSpeaker.open())
        session.showsDamage = o.showDamage
        // Before the first frame: the app's location managers deliver in the next turn.
        location?.apply(to: UIModelRuntime.current.simulatedLocation)
        let outURL = URL(fileURLWithPath: o.out)
        if o.headless {
            let runner = HeadlessRunner(session: session, fps: o.fps ?? parsedScript?.fps ?? 60, outputDirectory: outURL)
            runner.hierarchyCheck = o.checkHierarchy ? HierarchyCheck() : nil
            // Also when the run stops early (a signal, a broken hierarchy): what was written is complete.
            defer { for url in runner.written { print("wrote \(url.path)") } }
            let script = parsedScript ?? Script(events: [Script.Event(t: 0, action: .screenshot("screenshot"))])
            if let videoURL { try runner.startVideo(to: videoURL, from: o.videoFrom ?? 0, until: o.videoTo ?? script.endTime) }
            do {
                try runner.run(script)
            } catch {
                try? runner.finishVideos()
                throw error
            }
            try runner.finishVideos()
        } else {
            try WindowApp(session: session, outputDirectory: outURL, script: parsedScript,
                          hierarchyCheck: o.checkHierarchy ? HierarchyCheck() : nil, record: recordURL,
                          video: videoURL.map { ($0, o.videoFrom ?? 0, o.videoTo ?? .infinity) }).run()
        }
        session.terminate()
    }
}
