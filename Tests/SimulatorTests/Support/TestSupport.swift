import Demos
import Foundation
import SimulatorKit
import UIModel

/// Shared set-up for the simulator tests: the package's Resources, sessions, headless runs.
enum TestSupport {
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url = url.deletingLastPathComponent() }
        return url
    }()

    static var resources: ResourceLocator {
        get throws { try ResourceLocator(root: packageRoot.appendingPathComponent("Resources")) }
    }

    /// The built Simulator executable (`make test` builds it before the tests run).
    static var simulatorBinary: URL {
        packageRoot.appendingPathComponent(".build/debug/Simulator")
    }

    /// A JSON object file (a dump).
    static func json(_ url: URL) throws -> [String: Any] {
        guard let o = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] else {
            throw SimulatorError.io("\(url.path) is not a JSON object")
        }
        return o
    }

    /// The view with this accessibilityIdentifier in a dumped view tree.
    static func find(_ id: String, in view: [String: Any]) -> [String: Any]? {
        if view["accessibilityIdentifier"] as? String == id { return view }
        for sub in view["subviews"] as? [[String: Any]] ?? [] { if let hit = find(id, in: sub) { return hit } }
        return nil
    }

    static func temporaryDirectory(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("uimodel-tests-\(ProcessInfo.processInfo.processIdentifier)")
            .appendingPathComponent(name)
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The demo app, as the Simulator executable launches it.
    static let demoApp = AppLauncher(delegateClass: DemoAppDelegate.self)

    static func session(scene: String = "views", device: String = "iphone-15", scale: CGFloat? = nil) throws -> SimulatorSession {
        try SimulatorSession(resources: resources, app: demoApp, scene: scene, device: DevicePreset.named(device)!, scale: scale)
    }

    /// Runs `events` headless and returns the frame at the end.
    static func render(scene: String = "views", device: String = "iphone-15", events: [Script.Event] = [],
                       out: String = "render") throws -> (RGBAImage, HeadlessRunner) {
        let runner = HeadlessRunner(session: try session(scene: scene, device: device), fps: 60,
                                    outputDirectory: temporaryDirectory(out))
        try runner.run(Script(events: events))
        return (try runner.renderFrame(), runner)
    }

    /// Seconds a Simulator run may take before `runSimulator` kills it (a run that should have
    /// stopped at once, e.g. with no display, fails instead of hanging the suite).
    static let simulatorTimeout: TimeInterval = 120

    /// Runs the Simulator executable; returns its exit code, standard output and standard error.
    static func runSimulator(_ args: [String], environment: [String: String]? = nil,
                             cwd: URL? = nil) throws -> (code: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = simulatorBinary
        p.arguments = args
        if let environment { p.environment = environment }
        if let cwd { p.currentDirectoryURL = cwd }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let watchdog = DispatchWorkItem { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + simulatorTimeout, execute: watchdog)
        defer { watchdog.cancel() }
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }
}
