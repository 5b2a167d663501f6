import MyAppUI
import Testing
import UIModel
import UIModelTesting

/// A screen that loads its model asynchronously, written for the iOS 18 SDK in Swift 6 mode.
/// Each test in a runtime of its own (`.freshRuntime`), so they run side by side.
@MainActor @Suite(.freshRuntime) struct PlaceStatsTests {
    @Test func theTotalAppearsOnceTheModelHasLoaded() async {
        let controller = PlaceStatsViewController(model: PlaceStatsModel())
        controller.loadViewIfNeeded()
        #expect(controller.totalLabel.text == "Loading…")
        await controller.loading?.value
        #expect(controller.totalLabel.text == "22 visits")
    }

    @Test func viewsAndControllersAreObjectsWithIdentity() {
        let a = PlaceStatsViewController(model: PlaceStatsModel())
        let b = PlaceStatsViewController(model: PlaceStatsModel())
        let controllers: [UIViewController] = [a, b]
        #expect(controllers.firstIndex(of: b) == 1)
        #expect(a != b && a == a)
        let views: Set<UIView> = [a.view, b.view, a.view]
        #expect(views.count == 2)
    }
}
