import ArgumentParser
import Foundation
import SimulatorKit

/// The command line: a window by default, `--headless` for scripted offscreen runs.
struct SimulatorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Simulator",
        abstract: "A UIKit-style phone simulator: runs UIModel apps in an SDL2 window or headless.",
        discussion: """
            Scenes: \(SceneCatalog.validNames.joined(separator: ", "))
            Devices: \(DevicePreset.validNames.joined(separator: ", "))
            Keys (window): Ctrl+S screenshot, Ctrl+D dump, Ctrl+T slow animations, Ctrl+Left/Right rotate,
            1-9 device preset, H HUD, F view frames, A light/dark, Q or Esc quit.
            While a text field edits, typed keys go to it (Backspace, Return; Esc ends editing).
            """)

    @Flag(help: "Render offscreen with the software renderer on a virtual clock (no display needed).")
    var headless = false

    @Option(help: "A JSON script of timed events (see README).")
    var script: String?

    @Option(help: "Where screenshots, dumps and traces are written.")
    var out: String = "out"

    @Option(help: "The scene to start in (default: gallery, or the script's).")
    var scene: String?

    @Option(help: "The device preset (default: iphone-15, or the script's).")
    var device: String?

    @Option(help: "Frames per second of the virtual clock in headless runs (default: 60, or the script's).")
    var fps: Double?

    @Option(help: "Pixels per point, instead of the device preset's.")
    var scale: Double?

    @Option(help: "The Resources folder (fonts, images).")
    var resources: String?

    @Option(help: "An extra asset catalog folder (an .xcassets with Name.imageset/Contents.json files).")
    var assets: String?

    @Flag(help: "Check the view and controller trees after every event and frame; exit 3 naming the first problem.")
    var checkHierarchy = false

    func validate() throws {
        if let scene, !SceneCatalog.validNames.contains(scene) {
            throw ValidationError("unknown scene '\(scene)'; valid scenes: \(SceneCatalog.validNames.joined(separator: ", "))")
        }
        if let device, DevicePreset.named(device) == nil {
            throw ValidationError("unknown device '\(device)'; valid devices: \(DevicePreset.validNames.joined(separator: ", "))")
        }
        if let fps, !(Script.fpsRange.contains(fps)) { throw ValidationError("--fps must be from 1 to 240") }
        if let scale, !(scale.isFinite && scale >= 0.25 && scale <= 8) { throw ValidationError("--scale must be from 0.25 to 8") }
    }

    func run() throws {
        let parsedScript = try script.map { try Script.load(path: $0) }
        let resources = try ResourceLocator.locate(explicit: self.resources)
        let preset = device.flatMap(DevicePreset.named) ?? parsedScript?.device ?? DevicePreset.named(DevicePreset.defaultName)!
        let session = try SimulatorSession(resources: resources, scene: scene ?? parsedScript?.scene ?? SceneCatalog.galleryName,
                                           device: preset, scale: scale.map { CGFloat($0) })
        if let assets { try session.images.addAssetCatalog(at: URL(fileURLWithPath: assets)) }
        let outURL = URL(fileURLWithPath: out)
        if headless {
            let runner = HeadlessRunner(session: session, fps: fps ?? parsedScript?.fps ?? 60, outputDirectory: outURL)
            runner.hierarchyCheck = checkHierarchy ? HierarchyCheck() : nil
            // Also when the run stops early (a signal, a broken hierarchy): what was written is complete.
            defer { for url in runner.written { print("wrote \(url.path)") } }
            try runner.run(parsedScript ?? Script(events: [Script.Event(t: 0, action: .screenshot("screenshot"))]))
        } else {
            try WindowApp(session: session, outputDirectory: outURL, script: parsedScript,
                          hierarchyCheck: checkHierarchy ? HierarchyCheck() : nil).run()
        }
    }
}

SignalMonitor.install()
do {
    var command = try SimulatorCommand.parseAsRoot(nil)
    try command.run()
} catch let error as SimulatorError {
    FileHandle.standardError.write(Data((error.description + "\n").utf8))
    exit(error.exitCode)
} catch {
    let code = SimulatorCommand.exitCode(for: error)
    let message = SimulatorCommand.fullMessage(for: error)
    if code == .success {
        print(message)
        exit(0)
    }
    FileHandle.standardError.write(Data((message + "\n\n" + SimulatorCommand.usageString() + "\n").utf8))
    exit(2)
}
