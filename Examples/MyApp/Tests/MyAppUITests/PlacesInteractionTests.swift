import MyAppUI
import Testing
import UIModel
import UIModelSnapshotTesting

/// The app driven as a person would: tap a place, like it, close the card.
@MainActor struct PlacesInteractionTests {
    /// A screen that loads its model in a `Task` from `viewDidLoad`: the test waits until the
    /// app is idle (the task has run, nothing is animating), then reads and snapshots it.
    @Test func theStatsScreenIsFilledOnceTheAppIsIdle() async throws {
        let app = try SimulatorApp(rootViewController: PlaceStatsViewController(model: PlaceStatsModel()), device: .iPhone15)
        try await app.waitUntilIdle()
        let total = try #require(app.view(identifier: "stats.total") as? UILabel)
        #expect(total.text == "22 visits")
        assertSnapshot(of: app, as: .image, named: "stats-loaded")
    }

    @Test func aPlaceOpensItsCardAndCloseDismissesIt() throws {
        let app = try SimulatorApp(rootViewController: PlacesViewController(), device: .iPhone15)
        try app.tap(identifier: "place.Kyoto")
        try app.advance(by: 1)
        let places = try #require(UIApplication.shared.keyWindow?.rootViewController)
        let card = try #require(places.presentedViewController as? PlaceCardViewController)
        #expect(card.place == "Kyoto")

        try app.tap(identifier: "like")
        try app.advance(by: 0.1)
        assertSnapshot(of: app, as: .image, named: "heart-springing")
        try app.advance(by: 1)
        #expect(card.isLiked)
        #expect(app.view(identifier: "heart")?.transform == .identity)

        try app.tap(identifier: "close")
        try app.advance(by: 0.5)
        #expect(places.presentedViewController == nil)
    }

    @Test func theWholeAppLaunchesThroughItsSceneDelegate() throws {
        final class TestAppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                             options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                let c = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
                c.delegateClass = SceneDelegate.self
                return c
            }
        }
        let app = try SimulatorApp(delegateClass: TestAppDelegate.self, device: .iPhoneSE)
        #expect(app.view(identifier: "place.Lisbon") != nil)
        #expect(app.warnings.isEmpty)
    }
}
