import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// The share sheet over a screen, as an app presents it: half height with its grabber, the
/// link it shares, Copy and the app's own activity.
@Suite(.serialized) struct ShareSheetSnapshotTests {
    final class Favourite: UIActivity {
        override var activityTitle: String? { "Add to Favourites" }
        override var activityImage: UIImage? { UIImage(systemName: "star") }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    }

    @Test func aShareSheetOffersCopyAndTheAppsActivities() throws {
        let article = UIViewController()
        article.title = "Article"
        article.view.backgroundColor = .systemBackground
        let app = try SimulatorApp(rootViewController: UINavigationController(rootViewController: article), device: .iPhone15)
        let sheet = UIActivityViewController(activityItems: [URL(string: "https://example.com/articles/42")!], applicationActivities: [Favourite()])
        article.present(sheet, animated: false)
        assertSnapshot(of: app, as: .image)
    }
}
