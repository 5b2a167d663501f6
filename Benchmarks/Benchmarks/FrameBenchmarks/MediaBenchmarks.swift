import AVFoundation
import AVKit
import Benchmark
import Foundation
import SimulatorKit
import UIModel

/// Video on FFmpeg: a 1080p H.264 clip at 30 fps playing full screen in a player view
/// controller on an iPhone 15 @3x, one second of it (60 frames of the app, each drawn) per
/// iteration. The CPU time counts every thread: the decoder's, the scaler's and the frames'.
/// Goal: at most 500 ms of CPU a second of video, half of one core.
func mediaBenchmarks() {
    let scene = Slot<(SimulatorApp, AVPlayer)>()
    Benchmark("media/a second of 1080p H.264 playing full screen @3x",
              configuration: .init(metrics: [.wallClock, .cpuTotal], warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 10),
              closure: { @Sendable benchmark in try onMainActor(benchmark) { benchmark in
        let (app, player) = scene.value!
        for _ in benchmark.scaledIterations {
            if app.run({ player.currentTime().seconds > 8 }) { app.run { player.seek(to: .zero) } }
            for _ in 0..<60 {
                try app.advance(frames: 1)
                blackHole(try app.screenshot())
            }
        }
    } }, setup: { try await MainActor.run {
        let clip = try MediaClip.hd1080()
        let controller = AVPlayerViewController()
        let player = AVPlayer(url: clip)
        controller.player = player
        let app = try SimulatorApp(rootViewController: controller, device: .iPhone15)
        app.run { player.play() }
        try app.advance(frames: 2)
        scene.value = (app, player)
    } }, teardown: { await MainActor.run { scene.value = nil } })
}

/// The benchmark's clip, made once with ffmpeg (`make bench` installs it): ten seconds of
/// FFmpeg's moving test pattern with grain at 1920 × 1080, 30 fps, H.264 at about 8 Mbit/s, as
/// a phone records.
enum MediaClip {
    static func hd1080() throws -> URL {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("uimodel-bench-media")
        let clip = folder.appendingPathComponent("1080p30.mp4")
        if FileManager.default.fileExists(atPath: clip.path) { return clip }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let ffmpeg = Process()
        ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        ffmpeg.arguments = ["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i",
                            "testsrc2=size=1920x1080:rate=30:duration=10,noise=alls=12:allf=t",
                            "-c:v", "libx264", "-preset", "veryfast", "-b:v", "8M", "-pix_fmt", "yuv420p", clip.path + ".part.mp4"]
        try ffmpeg.run()
        ffmpeg.waitUntilExit()
        guard ffmpeg.terminationStatus == 0 else {
            throw NSError(domain: "MediaBenchmarks", code: Int(ffmpeg.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: "ffmpeg could not make the 1080p clip (apt-get install ffmpeg)"])
        }
        try FileManager.default.moveItem(atPath: clip.path + ".part.mp4", toPath: clip.path)
        return clip
    }
}
