import ArgumentParser
import CSDL2
import Foundation
import Demos
import SimulatorKit

/// `make fuzz`: seeded random scripts on every scene and device through the test driver, the
/// hierarchy checked after every event. Each case runs in a worker process that prints every
/// event before running it, so a crash is caught as well as a broken tree; a failing script is
/// shrunk (whole-script replays, each in its own process) and printed.
struct SimulatorFuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulator-fuzz",
        abstract: "Fuzzes the simulator with seeded random scripts; prints a minimal failing script.")

    @Option(help: "Events per case (one case: a scene on a device from a seed).")
    var events = 300

    @Option(help: "Seeds per scene and device.")
    var seeds = 1

    @Option(help: "The first seed.")
    var firstSeed: UInt64 = 1

    @Option(help: "Comma-separated scenes (default: all).")
    var scenes: String?

    @Option(help: "Comma-separated devices (default: the simulator's own, portrait and landscape).")
    var devices: String?

    @Option(help: "Where failing scripts are saved.")
    var out = "out/fuzz"

    @Option(help: "The Resources folder.")
    var resources: String?

    @Flag(help: .hidden) var worker = false
    @Option(help: .hidden) var replay: String?
    @Option(help: .hidden) var scene: String?
    @Option(help: .hidden) var device: String?
    @Option(help: .hidden) var seed: UInt64 = 1

    /// ArgumentParser calls `run()` on the main thread; the simulated app runs on the main actor.
    func run() throws { try MainActor.assumeIsolated { try fuzz() } }

    @MainActor private func fuzz() throws {
        let locator = try ResourceLocator.locate(explicit: resources)
        let fuzzer = ScriptFuzzer(resources: locator, app: AppLauncher(delegateClass: DemoAppDelegate.self), outputDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("simulator-fuzz-\(getpid())"))
        uimodel_line_buffer_stdout()
        if let replay {
            if let failure = try fuzzer.replay(try Script.load(path: replay)).failure {
                print("fail \(failure)")
                throw ExitCode(1)
            }
            return
        }
        if worker {
            let fuzzCase = ScriptFuzzer.Case(scene: scene ?? "gallery", device: DevicePreset.named(device ?? "iphone-15")!, seed: seed)
            let outcome = try fuzzer.run(fuzzCase, events: events) { print("event " + Script.json($0)) }
            if let failure = outcome.failure {
                print("fail \(failure)")
                throw ExitCode(1)
            }
            print("ok")
            return
        }
        try fuzzAll()
    }

    /// The names `value` lists (each one of `valid`), or `defaults` (all of `valid` when nil).
    private func list(_ value: String?, valid: [String], defaults: [String]? = nil, what: String) throws -> [String] {
        guard let value else { return defaults ?? valid }
        let names = value.split(separator: ",").map(String.init)
        if let bad = names.first(where: { !valid.contains($0) }) {
            throw ValidationError("unknown \(what) '\(bad)'; valid: \(valid.joined(separator: ", "))")
        }
        return names
    }

    @MainActor private func fuzzAll() throws {
        let sceneNames = try list(scenes, valid: DemoAppDelegate.sceneNames, what: "scene")
        // By default the simulator's own devices; the older ones of the snapshot presets on request.
        let deviceNames = try list(devices, valid: DevicePreset.validNames, defaults: DevicePreset.simulatorNames, what: "device")
        let outDir = URL(fileURLWithPath: out)
        var tried = 0, cases = 0, failures: [String] = []
        let start = Date()
        for s in sceneNames {
            var sceneEvents = 0
            for d in deviceNames {
                for k in 0..<UInt64(seeds) {
                    let seed = firstSeed + k
                    let r = try runWorker(["--worker", "--scene", s, "--device", d, "--seed", String(seed), "--events", String(events)])
                    let script = Script(scene: s, device: DevicePreset.named(d), fps: ScriptFuzzer.fps, events: try r.events())
                    tried += script.events.count
                    sceneEvents += script.events.count
                    cases += 1
                    guard r.status != 0 else { continue }
                    let what = r.failure ?? "crashed (\(r.describeStatus))"
                    print("FAIL \(s) on \(d), seed \(seed), after \(script.events.count) events: \(what)")
                    let file = outDir.appendingPathComponent("failure-\(s)-\(d)-\(seed).json")
                    let minimal = try shrink(script, scratch: outDir.appendingPathComponent(".candidate.json"))
                    try FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)
                    try minimal.json().write(to: file, atomically: true, encoding: .utf8)
                    print("minimal script (\(minimal.events.count) of \(script.events.count) events), saved as \(file.path):")
                    print(minimal.json())
                    print("reproduce: swift run Simulator --headless --check-hierarchy --scale 1 --script \(file.path)")
                    failures.append(file.path)
                }
            }
            print("\(s): \(sceneEvents) events in \(deviceNames.count * seeds) cases")
        }
        print("fuzz: \(tried) events, \(cases) cases (\(sceneNames.count) scenes × \(deviceNames.count) devices × \(seeds) seeds), \(failures.count) failures, \(Int(Date().timeIntervalSince(start))) s")
        if !failures.isEmpty { throw ExitCode(1) }
    }

    /// The smallest script that still fails when replayed in a fresh process.
    @MainActor private func shrink(_ script: Script, scratch: URL) throws -> Script {
        try FileManager.default.createDirectory(at: scratch.deletingLastPathComponent(), withIntermediateDirectories: true)
        return try ScriptFuzzer.shrink(script) { candidate in
            try candidate.json().write(to: scratch, atomically: true, encoding: .utf8)
            return try runWorker(["--replay", scratch.path]).status != 0
        }
    }

    struct WorkerResult {
        var status: Int32
        var signaled: Bool
        var lines: [Substring]
        var failure: String? { lines.last(where: { $0.hasPrefix("fail ") }).map { String($0.dropFirst(5)) } }
        var describeStatus: String { signaled ? "signal \(status)" : "exit \(status)" }
        @MainActor func events() throws -> [Script.Event] {
            let json = "{\"events\": [" + lines.filter { $0.hasPrefix("event ") }.map { $0.dropFirst(6) }.joined(separator: ",") + "]}"
            return try Script.parse(Data(json.utf8)).events
        }
    }

    private func runWorker(_ args: [String]) throws -> WorkerResult {
        let p = Process()
        p.executableURL = Bundle.main.executableURL  // this program, as a worker
        p.arguments = args + (resources.map { ["--resources", $0] } ?? [])
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return WorkerResult(status: p.terminationStatus, signaled: p.terminationReason == .uncaughtSignal,
                            lines: text.split(separator: "\n"))
    }
}

SimulatorFuzzCommand.main()
