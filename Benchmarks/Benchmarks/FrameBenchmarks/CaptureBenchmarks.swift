import Benchmark
import Demos
import Foundation
import SimulatorKit
import UIModel

/// Animation capture and replay: the modal demo's presentation (60 frames at iPhone 15 @3x)
/// rendered and written as an animated PNG (goal: at most 3 s), and a 30 s window recording of
/// the pane demo replayed headless from launch (goal: at most 3 s).
func captureBenchmarks() {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("uimodel-bench-capture-\(getpid())")
    let demo = AppLauncher(delegateClass: DemoAppDelegate.self)
    Benchmark("capture/60-frame modal presentation as APNG, iPhone 15 @3x",
              configuration: .init(metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(20), maxIterations: 5)) { @Sendable benchmark in try onMainActor(benchmark) { benchmark in
        for _ in benchmark.scaledIterations {
            let app = try SimulatorApp(demo, scene: "modal", outputDirectory: output)
            try app.tap(at: CGPoint(x: 196, y: 426))
            try app.startVideo(to: output.appendingPathComponent("modal.png"), until: app.time + 59.0 / 60)
            try app.advance(frames: 59)
        }
    } }
    let recording = Slot<Script>()
    Benchmark("replay/30 s window recording of the pane demo, headless",
              configuration: .init(metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(20), maxIterations: 5), closure: { @Sendable benchmark in try onMainActor(benchmark) { benchmark in
        for _ in benchmark.scaledIterations {
            let app = try SimulatorApp(demo, replaying: recording.value!, outputDirectory: output)
            blackHole(try app.replay(recording.value!))
        }
    } }, setup: { await MainActor.run { recording.value = paneRecording(seconds: 30) } }, teardown: { await MainActor.run { recording.value = nil } })
}

/// A recording as the window writes one: frames about 60 times a second with a little jitter,
/// a flick or a tap every second, an engine switch every five, and the end's screenshot and dump.
func paneRecording(seconds: Double) -> Script {
    var script = Script(scene: "pane", device: .iPhone15, fps: 60, events: [])
    script.isRecording = true
    var t = 0.0, frame = 0
    while t < seconds {
        script.frameTimes.append(t)
        frame += 1
        t = Double(frame) / 60 + (frame % 7 == 0 ? 0.002 : 0)
    }
    for second in 1..<Int(seconds) {
        let start = Double(second) + 0.0013
        if second % 5 == 0 { script.events.append(Script.Event(t: start, action: .key(String(second / 5 % 3 + 1), nil))) }
        if second % 2 == 0 {
            script.events.append(Script.Event(t: start + 0.01, action: .down(CGPoint(x: 196, y: 800))))
            for k in 1...8 { script.events.append(Script.Event(t: start + 0.01 + Double(k) / 120, action: .move(CGPoint(x: 196, y: 800 - 35 * Double(k))))) }
            script.events.append(Script.Event(t: start + 0.09, action: .up(CGPoint(x: 196, y: 520))))
        } else {
            script.events.append(Script.Event(t: start + 0.3, action: .down(CGPoint(x: 196, y: 700))))
            script.events.append(Script.Event(t: start + 0.35, action: .up(CGPoint(x: 196, y: 700))))
        }
    }
    let end = script.frameTimes.last!
    script.events.append(Script.Event(t: end, action: .screenshot("end")))
    script.events.append(Script.Event(t: end, action: .dump("end")))
    return script
}
