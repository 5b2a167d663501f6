import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// An empty state as a user's screen shows it: iOS 17's content-unavailable configuration over
/// an empty list in a navigation controller.
@Suite(.serialized) struct ContentUnavailableSnapshotTests {
    final class Favourites: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Favourites"
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            var empty = UIContentUnavailableConfiguration.empty()
            empty.image = UIImage(systemName: "star")
            empty.text = "No Favourites"
            empty.secondaryText = "Tap the star on a recipe to keep it here."
            empty.button = .filled()
            empty.button.title = "Browse Recipes"
            contentUnavailableConfiguration = empty
        }
    }

    @Test func anEmptyListShowsItsEmptyState() throws {
        let app = try SimulatorApp(rootViewController: UINavigationController(rootViewController: Favourites(style: .insetGrouped)), device: .iPhone15)
        assertSnapshot(of: app, as: .image)
    }
}
