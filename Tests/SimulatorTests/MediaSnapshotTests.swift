import AVFoundation
import AVKit
@testable import Demos
import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// Video as a user's screen shows it: the media demo's clip decoded by FFmpeg under AVKit's
/// controls, the frame of the app's clock in every screenshot, the same bytes on every run.
@Suite(.serialized) struct MediaSnapshotTests {
    /// The media demo, its clip's play button tapped and `seconds` played.
    func playing(for seconds: Double) throws -> SimulatorApp {
        let app = try SimulatorApp(TestSupport.demoApp, device: .iPhone15, scene: "media")
        try app.advance(by: 0.5)
        let center = app.run { () -> CGPoint in
            let navigation = UIApplication.shared.windows.first?.rootViewController as? UINavigationController
            let demo = navigation?.topViewController as? MediaDemoController
            let video = demo!.playerController.view!
            return video.convert(CGPoint(x: video.bounds.midX, y: video.bounds.midY), to: nil)
        }
        try app.tap(at: center)
        try app.advance(by: seconds)
        return app
    }

    func player(in app: SimulatorApp) -> AVPlayer? {
        app.run {
            let navigation = UIApplication.shared.windows.first?.rootViewController as? UINavigationController
            return (navigation?.topViewController as? MediaDemoController)?.playerController.player
        }
    }

    @Test func theClipPlaysUnderItsControlsBelowNothingButItsPage() throws {
        let app = try playing(for: 1)
        #expect(player(in: app)?.timeControlStatus == .playing)
        assertSnapshot(of: app, as: .image)
    }

    @Test func aScreenshotAtATimeIsThatTimesFrameEveryRun() throws {
        var shots: [RGBAImage] = []
        for _ in 0..<2 {
            let app = try playing(for: 1.5)
            shots.append(try app.screenshot())
            try app.advance(by: 0.5)
            shots.append(try app.screenshot())
        }
        #expect(shots[0].pixels == shots[2].pixels)
        #expect(shots[1].pixels == shots[3].pixels)
        // Half a second later the clip shows another frame.
        #expect(shots[0].pixels != shots[1].pixels)
    }

    @Test func theControlsFadeWhilePlayingAndATapBringsThemBack() throws {
        let app = try playing(for: 4)
        let alpha = { app.run { () -> CGFloat in
            let navigation = UIApplication.shared.windows.first?.rootViewController as? UINavigationController
            let controls = (navigation?.topViewController as? MediaDemoController)?.playerController.view.subviews.last
            return controls?.alpha ?? -1
        } }
        #expect(alpha() == 0)
        let now = player(in: app)!.currentTime().seconds
        #expect(now > 3.9 && now < 4.1)
        // A tap on the hidden controls shows them and leaves the clip playing.
        let center = app.run { () -> CGPoint in
            let navigation = UIApplication.shared.windows.first?.rootViewController as? UINavigationController
            let video = (navigation?.topViewController as? MediaDemoController)!.playerController.view!
            return video.convert(CGPoint(x: video.bounds.midX, y: video.bounds.midY), to: nil)
        }
        try app.tap(at: center)
        try app.advance(by: 0.1)
        #expect(alpha() == 1)
        #expect(player(in: app)?.timeControlStatus == .playing)
    }

    /// A player layer made with its player, added to a view's layer, the item given after
    /// `play()`, as apps' video cells do.
    final class VideoCell: UIViewController {
        let player = AVPlayer(playerItem: nil)
        var layer: AVPlayerLayer!
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
            layer = AVPlayerLayer(player: player)
            layer.frame = CGRect(x: 0, y: 100, width: 393, height: 221)
            layer.videoGravity = .resizeAspectFill
            view.layer.addSublayer(layer)
            player.play()
            player.replaceCurrentItem(with: AVPlayerItem(url: MediaDemoController.clips!.appendingPathComponent("clip.mp4")))
        }
    }

    @Test func aLayerMadeWithItsPlayerShowsTheItemGivenLater() throws {
        let screen = VideoCell()
        let app = try SimulatorApp(rootViewController: screen, device: .iPhone15)
        try app.advance(by: 0.5)
        #expect(app.run { screen.layer.isReadyForDisplay })
        #expect(app.run { screen.player.timeControlStatus } == .playing)
        let shot = try app.screenshot()
        // The clip's colour bars fill the layer's band: far more colours than black.
        let row = 400 * shot.width * 4
        let colours = Set(stride(from: row, to: row + shot.width * 4, by: 4).map { shot.pixels[$0] })
        #expect(colours.count > 4)
    }

    @Test func thumbnailsAreTheFrameAtTheirTime() throws {
        let app = try SimulatorApp(TestSupport.demoApp, device: .iPhone15, scene: "media")
        try app.run {
            let clip = MediaDemoController.clips!.appendingPathComponent("clip.mp4")
            let generator = AVAssetImageGenerator(asset: AVURLAsset(url: clip))
            var actual = CMTime.zero
            let full = try generator.copyCGImage(at: CMTime(seconds: 1, preferredTimescale: 600), actualTime: &actual)
            #expect(full.width == 480 && full.height == 270)
            #expect(actual.seconds == 1)
            generator.maximumSize = CGSize(width: 240, height: 240)
            let small = try generator.copyCGImage(at: CMTime(seconds: 2.5, preferredTimescale: 600), actualTime: nil)
            #expect(small.width == 240 && small.height == 135)
            #expect(UIImage(cgImage: small).pngData() != UIImage(cgImage: full).pngData())
        }
    }
}
