import Foundation
@testable import SimulatorCore
@testable import SimulatorKit
@testable import SimulatorRendering
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// Animation capture: animated PNGs that decode to the very frames given, `--video` and the
/// script's `video` event, GIF and MP4 through ffmpeg, frames and strips from the test driver.
@Suite(.serialized) struct VideoTests {
    /// Solid frames with a square that moves, and one frame repeated (stored once, shown twice as long).
    func frames() -> [RGBAImage] {
        (0..<5).map { i in
            var px = [UInt8](repeating: 0, count: 40 * 30 * 4)
            for y in 0..<30 {
                for x in 0..<40 {
                    let o = (y * 40 + x) * 4
                    let inSquare = x >= min(i, 3) * 8 && x < min(i, 3) * 8 + 10 && y >= 5 && y < 15
                    px[o] = inSquare ? 255 : 20; px[o + 1] = UInt8(x * 6); px[o + 2] = 90; px[o + 3] = 255
                }
            }
            return RGBAImage(width: 40, height: 30, pixels: px)
        }
    }

    /// Decodes every frame of an animation with ffmpeg (installed by `make test`).
    func decode(_ url: URL, width: Int, height: Int) throws -> [RGBAImage] {
        let ffmpeg = try #require(VideoWriter.ffmpegPath, "ffmpeg is needed to decode animations (make test installs it)")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ffmpeg)
        p.arguments = ["-v", "error", "-i", url.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let size = width * height * 4
        return stride(from: 0, to: data.count - size + 1, by: size).map {
            RGBAImage(width: width, height: height, pixels: [UInt8](data[$0..<($0 + size)]))
        }
    }

    @Test func anAnimatedPNGHoldsEveryFrameExactly() throws {
        let url = TestSupport.temporaryDirectory("video-apng").appendingPathComponent("a.png")
        let writer = try VideoWriter(url: url, fps: 10)
        for (i, f) in frames().enumerated() { try writer.append(f, at: Double(i) / 10) }
        try writer.finish()
        let data = try Data(contentsOf: url)
        // Four stored frames (the last two are the same), the first readable as a plain PNG.
        #expect(data.range(of: Data("acTL".utf8)) != nil)
        #expect(try RGBAImage(pngData: data) == frames()[0])
        var controls = 0, at = data.startIndex
        while let r = data.range(of: Data("fcTL".utf8), in: at..<data.endIndex) { controls += 1; at = r.upperBound }
        #expect(controls == 4)
        // Decoded at 10 fps, the longer frame comes out twice: the five frames given, exactly.
        let decoded = try decode(url, width: 40, height: 30)
        let same = decoded == frames()
        #expect(decoded.count == 5 && same)
    }

    @Test func gifAndMP4GoThroughFFmpeg() throws {
        let dir = TestSupport.temporaryDirectory("video-ffmpeg")
        for name in ["a.gif", "a.mp4"] {
            let writer = try VideoWriter(url: dir.appendingPathComponent(name), fps: 10)
            for (i, f) in frames().enumerated() { try writer.append(f, at: Double(i) / 10) }
            try writer.finish()
            #expect(try decode(dir.appendingPathComponent(name), width: 40, height: 30).count >= 4, "\(name)")
        }
    }

    @Test func headlessVideoOfTheModalBounce() throws {
        let out = TestSupport.temporaryDirectory("video-cli")
        let script = out.appendingPathComponent("s.json")
        try Data(#"{"scene": "modal", "events": [{"t": 0.1, "tap": [196, 426]}, {"t": 0.1, "video": {"name": "event", "until": 0.6}}]}"#.utf8)
            .write(to: script)
        let r = try TestSupport.runSimulator(["--headless", "--script", script.path, "--out", out.path, "--scale", "1",
                                              "--video", out.appendingPathComponent("cli.png").path, "--video-from", "0.2"])
        #expect(r.code == 0, "\(r.err)")
        // The event's video: t = 0.1 to 0.6 at 60 fps is 31 frames, some alike; the option's from 0.2 to the end.
        let event = try decode(out.appendingPathComponent("event.png"), width: 393, height: 852)
        let cli = try decode(out.appendingPathComponent("cli.png"), width: 393, height: 852)
        #expect(event.count > 10 && event.count <= 31 && cli.count > 5 && cli.count < event.count, "\(event.count), \(cli.count)")
        // Its frames are the run's frames: the last one is the screenshot at the end.
        let runner = HeadlessRunner(session: try TestSupport.session(scene: "modal", scale: 1), fps: 60,
                                    outputDirectory: TestSupport.temporaryDirectory("video-cli-check"))
        try runner.run(Script(events: [Script.Event(t: 0.1, action: .tap(CGPoint(x: 196, y: 426))), Script.Event(t: 0.6, action: .wait(0))]))
        #expect(event.last == (try runner.renderFrame()))
    }

    @Test func badVideoRequestsAreClearErrorsBeforeAnythingRuns() throws {
        let a = try TestSupport.runSimulator(["--headless", "--video", "/proc/no/such/dir/v.png"])
        #expect(a.code != 0 && a.err.contains("cannot write /proc/no/such/dir/v.png") && !a.out.contains("wrote"), "\(a.err)")
        let b = try TestSupport.runSimulator(["--headless", "--video", "/tmp/v.avi"])
        #expect(b.code != 0 && b.err.contains(".png or .apng (animated PNG), .gif or .mp4"), "\(b.err)")
        let c = try TestSupport.runSimulator(["--headless", "--video-to", "2"])
        #expect(c.code == 2 && c.err.contains("need --video FILE"))
        #expect(throws: SimulatorError.self) { try Script.parse(Data(#"{"events": [{"t": 1, "video": {"name": "v.png", "until": 0.5}}]}"#.utf8)) }
    }

    @Test func theDriverRecordsFramesAndAnAnimationStrip() throws {
        let app = try SimulatorApp(TestSupport.demoApp, scene: "modal", scale: 1)
        try app.tap(at: CGPoint(x: 196, y: 426))
        let start = app.time
        let frames = try app.record(to: start + 0.5, fps: 20)
        #expect(frames.count == 11 && abs(app.time - (start + 0.5)) < 1e-9)
        #expect(frames.first != frames.last)
        // The same app, from the start again: the strip of the same span.
        let again = try SimulatorApp(TestSupport.demoApp, scene: "modal", scale: 1)
        try again.tap(at: CGPoint(x: 196, y: 426))
        assertSnapshot(of: again, as: .animationStrip(frames: 6, duration: 0.5, downscale: 2), named: "modal-presentation")
    }
}
