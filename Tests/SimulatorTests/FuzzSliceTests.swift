import Foundation
import SimulatorKit
import Testing

/// A short, fixed-seed slice of `make fuzz`: every scene, each on a different device, through
/// the test driver with the hierarchy checked after every event. A failure is shrunk to a
/// minimal script, which the issue prints.
@Suite(.serialized) struct FuzzSliceTests {
    /// Events per scene in the slice (`make fuzz` runs 300 per scene, device and seed).
    static let events = 150

    nonisolated static let cases: [(String, String)] = [
        ("gallery", "iphone-se"), ("views", "iphone-15-landscape"), ("modal", "iphone-15"),
        ("navigation", "ipad-mini"), ("container", "iphone-15-pro-max-landscape"), ("pane", "ipad-split-third"),
        ("adaptive", "ipad-pro-11-landscape"),
    ]

    @Test(arguments: cases)
    func fixedSeedSliceFindsNothing(scene: String, device: String) throws {
        let fuzzer = ScriptFuzzer(resources: try TestSupport.resources, app: TestSupport.demoApp, outputDirectory: TestSupport.temporaryDirectory("fuzz-\(scene)"))
        let fuzzCase = ScriptFuzzer.Case(scene: scene, device: DevicePreset.named(device)!, seed: 9)
        let outcome = try fuzzer.run(fuzzCase, events: Self.events)
        #expect(outcome.script.events.count == Self.events)
        if let failure = outcome.failure {
            let minimal = try ScriptFuzzer.shrink(outcome.script) { try fuzzer.replay($0).failure != nil }
            Issue.record("\(fuzzCase): \(failure)\nminimal script:\n\(minimal.json())")
        }
    }

    /// The same seed gives the same script, and a recorded script replays to the same end state
    /// (what shrinking relies on).
    @Test(arguments: ["modal", "pane", "adaptive"])
    func scriptsAreSeededAndReplayable(scene: String) throws {
        let fuzzer = ScriptFuzzer(resources: try TestSupport.resources, app: TestSupport.demoApp, outputDirectory: TestSupport.temporaryDirectory("fuzz-replay"))
        let fuzzCase = ScriptFuzzer.Case(scene: scene, device: DevicePreset.named("iphone-se")!, seed: 4)
        let a = try fuzzer.run(fuzzCase, events: 60), b = try fuzzer.run(fuzzCase, events: 60)
        #expect(a.script == b.script && a.failure == nil)
        let reparsed = try Script.parse(Data(a.script.json().utf8))
        #expect(reparsed == a.script)
        let replayed = try fuzzer.replay(reparsed)
        #expect(replayed.failure == nil)
        #expect(replayed.finalState == a.finalState, "the replay ends elsewhere than the generated run")
    }

    /// Shrinking keeps only what the failure needs.
    @Test func shrinkingFindsTheMinimalScript() {
        let events = (0..<40).map { Script.Event(t: Double($0), action: $0 == 17 || $0 == 31 ? .key("a", .toggleAppearance) : .wait(0)) }
        let failsWithBothKeys: (Script) -> Bool = { s in s.events.filter { if case .key = $0.action { return true } else { return false } }.count == 2 }
        let minimal = ScriptFuzzer.shrink(Script(events: events), fails: failsWithBothKeys)
        #expect(minimal.events.map(\.t) == [17, 31])
    }
}
