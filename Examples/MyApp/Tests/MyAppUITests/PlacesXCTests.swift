import MyAppUI
import UIModel
import UIModelSnapshotTesting
import XCTest

/// The same screen tested with XCTest, as older suites are written: a `@MainActor` test case.
@MainActor final class PlacesXCTests: XCTestCase {
    func testTheStatsHeaderShowsTheTotalOnceLoaded() async {
        let controller = PlaceStatsViewController(model: PlaceStatsModel())
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        await controller.loading?.value
        XCTAssertEqual(controller.totalLabel.text, "22 visits")
        assertSnapshot(of: controller.view, as: .image, named: "stats")
    }
}
