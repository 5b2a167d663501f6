import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// The "controls" demo: a tab bar app of switches, a slider, a segmented control, a stepper, a
/// text view, progress views, spinners and a page control, driven as a user would.
@Suite(.serialized) struct ControlsSceneTests {
    func runner(_ name: String) throws -> (HeadlessRunner, SimulatorSession) {
        let session = try TestSupport.session(scene: "controls", device: "iphone-15")
        return (HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory(name)), session)
    }

    @Test func settingsRowsChangeWhatTheyControl() throws {
        let (runner, session) = try runner("controls-settings")
        try runner.run(Script(events: [
            // Orange accent, one step up in text size, the slider dragged right, Bluetooth on.
            Script.Event(t: 0.2, action: .tap(CGPoint(x: 328, y: 351))),
            Script.Event(t: 0.5, action: .tap(CGPoint(x: 360, y: 396))),
            Script.Event(t: 0.8, action: .down(CGPoint(x: 295, y: 308))),
            Script.Event(t: 1.0, action: .move(CGPoint(x: 320, y: 308))),
            Script.Event(t: 1.1, action: .move(CGPoint(x: 330, y: 308))),
            Script.Event(t: 1.15, action: .up(CGPoint(x: 330, y: 308))),
            Script.Event(t: 1.3, action: .tap(CGPoint(x: 336, y: 207))),
            Script.Event(t: 2.0, action: .wait(0)),
        ]))
        let accent = try #require(session.view(withIdentifier: "controls.accent") as? UISegmentedControl)
        let stepper = try #require(session.view(withIdentifier: "controls.textSize") as? UIStepper)
        let slider = try #require(session.view(withIdentifier: "controls.brightness") as? UISlider)
        let bluetooth = try #require(session.view(withIdentifier: "controls.bluetooth") as? UISwitch)
        #expect(accent.selectedSegmentIndex == 2 && accent.window?.tintColor == .systemOrange)
        #expect(stepper.value == 18)
        #expect(slider.value > 0.8, "the thumb followed the finger: \(slider.value)")
        #expect(bluetooth.isOn)
        assertSnapshot(of: try runner.renderFrame(), as: .frame())
    }

    @Test func tabsSwitchAndTheNotesBadgeCountsLines() throws {
        let (runner, session) = try runner("controls-tabs")
        let tabs = try #require(session.view(withIdentifier: "controls.tabBar") as? UITabBar)
        #expect(tabs.items?.map(\.title) == ["Settings", "Notes", "Status"])
        #expect(tabs.items?[1].badgeValue == "3")
        try runner.run(Script(events: [
            Script.Event(t: 0.2, action: .tap(CGPoint(x: 196, y: 800))),
            Script.Event(t: 0.4, action: .tap(CGPoint(x: 196, y: 300))),
            Script.Event(t: 0.6, action: .text("\nWater the plants")),
            Script.Event(t: 0.8, action: .tap(CGPoint(x: 327, y: 800))),
            Script.Event(t: 1.0, action: .tap(CGPoint(x: 300, y: 236))),
            Script.Event(t: 1.5, action: .wait(0)),
        ]))
        #expect(tabs.items?[1].badgeValue == "4")
        #expect(tabs.selectedItem === tabs.items?[2])
        let pages = try #require(session.view(withIdentifier: "controls.pages") as? UIPageControl)
        #expect(pages.currentPage == 1)
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "status")
    }
}
