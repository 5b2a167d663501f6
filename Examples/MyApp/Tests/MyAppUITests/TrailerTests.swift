import AVFoundation
import MyAppUI
import Testing
import UIModel
import UIModelSnapshotTesting

/// The trailer played as a person would: tap Play, and the clip's time runs on the app's clock.
@MainActor struct TrailerTests {
    @Test func playingRunsTheTrailersTime() throws {
        let app = try SimulatorApp(rootViewController: UINavigationController(rootViewController: TrailerViewController()), device: .iPhone15)
        let screen = try #require(app.run {
            (UIApplication.shared.windows.first?.rootViewController as? UINavigationController)?.topViewController as? TrailerViewController
        })
        try app.advance(by: 0.1)
        #expect(screen.statusText == "ready")
        try app.tap(identifier: "trailer.play")
        try app.advance(by: 1.2)
        #expect(screen.player.timeControlStatus == .playing)
        #expect((app.view(identifier: "trailer.time") as? UILabel)?.text == "0:01")
        try app.advance(by: 1.5)
        // The two-second trailer ended and paused at its end.
        #expect(screen.player.timeControlStatus == .paused)
        #expect(screen.player.currentTime().seconds == 2)
    }
}
