import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
@testable import UIModel
import UIModelSnapshotTesting

/// The "storyboard" demo: a garden made from Garden.storyboard. Its list of prototype cells, the
/// plant pushed by the cell's show segue (outlets filled, the Water action), and the settings
/// form (a static table presented by the bar button's segue, closed by an unwind segue).
@Suite(.serialized) struct StoryboardSceneTests {
    func centre(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    @Test func theStoryboardsListPushesAPlantAndPresentsItsSettings() throws {
        let session = try TestSupport.session(scene: "storyboard", device: "iphone-15")
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory("storyboard"))
        try runner.run(Script(events: [Script.Event(t: 0.3, action: .wait(0))]))
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "list")
        let nav = try #require(session.window?.rootViewController as? UINavigationController)
        let list = try #require(nav.topViewController as? UITableViewController)
        let row = try #require(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(row.textLabel?.text == "Snake plant")
        try runner.run(Script(events: [
            Script.Event(t: 0.4, action: .tap(centre(row))),
            Script.Event(t: 1.4, action: .wait(0)),
        ]))
        let name = try #require(session.view(withIdentifier: "plantName") as? UILabel)
        #expect(name.text == "Snake plant")
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "plant")
        let water = try #require(session.view(withIdentifier: "water") as? UIButton)
        try runner.run(Script(events: [
            Script.Event(t: 1.5, action: .tap(centre(water))),
            Script.Event(t: 1.7, action: .wait(0)),
        ]))
        #expect((session.view(withIdentifier: "plantStatus") as? UILabel)?.text == "Watered just now")
        #expect(!water.isEnabled)
        // Back, then the settings form sheet.
        let gear = try #require(list.navigationItem.rightBarButtonItem)
        try runner.run(Script(events: [
            Script.Event(t: 1.8, action: .tap(CGPoint(x: 30, y: 80))),
            Script.Event(t: 2.6, action: .wait(0)),
        ]))
        #expect(nav.topViewController === list)
        #expect(gear.image != nil)
        let gearView = try #require(nav.navigationBar.barItemViews.last)
        try runner.run(Script(events: [
            Script.Event(t: 2.7, action: .tap(centre(gearView))),
            Script.Event(t: 3.6, action: .wait(0)),
        ]))
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "settings")
        let reminders = try #require(session.view(withIdentifier: "reminders") as? UISwitch)
        try runner.run(Script(events: [
            Script.Event(t: 3.7, action: .tap(centre(reminders))),
            Script.Event(t: 4.0, action: .wait(0)),
        ]))
        #expect(!reminders.isOn)
        let settingsNav = try #require(nav.presentedViewController as? UINavigationController)
        let done = try #require(settingsNav.navigationBar.barItemViews.last)
        try runner.run(Script(events: [
            Script.Event(t: 4.1, action: .tap(centre(done))),
            Script.Event(t: 5.0, action: .wait(0)),
        ]))
        // The unwind segue ran the list's action and dismissed the form.
        #expect(nav.presentedViewController == nil)
        #expect(list.title == "Garden (quiet)")
    }
}
