import Foundation
import UIModel
import SimulatorCore
import SimulatorRendering

/// Seeded random scripts run through the test driver (`HeadlessRunner`, hierarchy checked after
/// every event and frame): taps on the controls the view tree shows, drags, flicks and edge
/// swipes, raw touches out of order, resizes from 1 × 1 to 1e308, device changes and rotations
/// mid-transition, every key, typed text. Events are generated one at a time from the live
/// state and recorded as an ordinary script, so a failure replays with `--script` and shrinks.
public final class ScriptFuzzer {
    /// One fuzzing case: a scene on a device, from a seed.
    nonisolated public struct Case: Equatable, CustomStringConvertible, Sendable {
        public var scene: String
        public var device: DevicePreset
        public var seed: UInt64
        public init(scene: String, device: DevicePreset, seed: UInt64) { self.scene = scene; self.device = device; self.seed = seed }
        public var description: String { "\(scene) on \(device.fullName), seed \(seed)" }
    }

    /// What a run did: the script (for a case, as generated, up to and including a failing
    /// event), the failure if any, and the final state (the script's `dump`).
    nonisolated public struct Outcome {
        public var script: Script
        public var failure: String?
        public var finalState: JSONValue
    }

    /// The virtual clock's rate; event times fall on its frames.
    public static let fps: Double = 60
    /// Pixels per point for the rendered frames (1: the fuzzer is after logic, not pixels).
    public static let scale: CGFloat = 1
    /// A frame is rendered (display list and renderer) after every this many events, redrawing
    /// what changed since the last one, and again from scratch: the bytes must be the same.
    static let renderEvery = 8

    let resources: ResourceLocator
    let app: AppLauncher
    let outputDirectory: URL

    public init(resources: ResourceLocator, app: AppLauncher, outputDirectory: URL) {
        self.resources = resources
        self.app = app
        self.outputDirectory = outputDirectory
    }

    /// Generates and runs `events` events for `fuzzCase`. `willRun` sees each event before it
    /// runs (a worker process prints it, so a crash still leaves the script behind).
    public func run(_ fuzzCase: Case, events: Int, willRun: (Script.Event) -> Void = { _ in }) throws -> Outcome {
        var rng = SplitMix64(seed: fuzzCase.seed)
        var script = Script(scene: fuzzCase.scene, device: fuzzCase.device, fps: Self.fps, events: [])
        let runner = try makeRunner(script)
        let generator = FuzzEventGenerator()
        var scratch: OffscreenCanvas?
        for i in 0..<events {
            let event = generator.next(after: runner, rng: &rng)
            script.events.append(event)
            willRun(event)
            do {
                try runner.run(Script(events: [event]))
                if i % Self.renderEvery == Self.renderEvery - 1 { try renderBothWays(runner, scratch: &scratch) }
            } catch {
                return Outcome(script: script, failure: "\(error)", finalState: runner.session.dump(time: runner.time))
            }
        }
        return Outcome(script: script, failure: nil, finalState: runner.session.dump(time: runner.time))
    }

    /// Runs a whole script fresh, as `--headless --check-hierarchy --scale 1` does.
    public func replay(_ script: Script) throws -> Outcome {
        let runner = try makeRunner(script)
        var failure: String?
        var scratch: OffscreenCanvas?
        do {
            try runner.run(script)
            try renderBothWays(runner, scratch: &scratch)
        } catch {
            failure = "\(error)"
        }
        return Outcome(script: script, failure: failure, finalState: runner.session.dump(time: runner.time))
    }

    /// Renders the frame incrementally and from scratch; throws when the bytes differ. (With the
    /// damage overlay on, the frames differ by design: the next frame without it must repair it.)
    private func renderBothWays(_ runner: HeadlessRunner, scratch: inout OffscreenCanvas?) throws {
        let incremental = try runner.renderFrame()
        guard !runner.session.showsDamage else { return }
        let whole = try runner.session.renderFrame(reusing: &scratch, fromScratch: true)
        guard incremental == whole else {
            if let dir = ProcessInfo.processInfo.environment["DAMAGE_DIFF_DIR"] {
                try? incremental.pngData().write(to: URL(fileURLWithPath: dir + "/incremental.png"))
                try? whole.pngData().write(to: URL(fileURLWithPath: dir + "/scratch.png"))
            }
            let differing = zip(incremental.pixels, whole.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
            throw SimulatorError.damage("the frame redrawn where it changed (\(runner.lastDamage.map { "\($0)" } ?? "")) differs from the frame drawn from scratch in \(differing) bytes")
        }
    }

    private func makeRunner(_ script: Script) throws -> HeadlessRunner {
        let session = try SimulatorSession(resources: resources, app: app, scene: script.scene,
                                           device: script.device ?? DevicePreset.named(DevicePreset.defaultName)!,
                                           scale: Self.scale)
        let runner = HeadlessRunner(session: session, fps: script.fps ?? Self.fps, outputDirectory: outputDirectory)
        runner.hierarchyCheck = HierarchyCheck()
        return runner
    }

    /// The smallest script found (by removing runs of events, then single events) for which
    /// `fails` still holds: delta debugging (Zeller's ddmin) over the events.
    public static func shrink(_ script: Script, fails: (Script) throws -> Bool) rethrows -> Script {
        var best = script
        var chunk = max(best.events.count / 2, 1)
        while true {
            var removedAny = false
            var start = 0
            while start < best.events.count {
                var candidate = best
                candidate.events.removeSubrange(start..<min(start + chunk, best.events.count))
                if !candidate.events.isEmpty, try fails(candidate) {
                    best = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1, !removedAny { return best }
            if !removedAny { chunk = max(chunk / 2, 1) }
        }
    }
}

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64): the same seed gives
/// the same scripts on every machine, unlike the system generator.
nonisolated public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
