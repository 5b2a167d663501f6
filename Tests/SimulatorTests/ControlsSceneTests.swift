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
            // Orange accent, one step up in text size, the slider dragged right, Bluetooth on
            // (the rows start below the large title).
            Script.Event(t: 0.2, action: .tap(CGPoint(x: 328, y: 403))),
            Script.Event(t: 0.5, action: .tap(CGPoint(x: 360, y: 448))),
            Script.Event(t: 0.8, action: .down(CGPoint(x: 295, y: 360))),
            Script.Event(t: 1.0, action: .move(CGPoint(x: 320, y: 360))),
            Script.Event(t: 1.1, action: .move(CGPoint(x: 330, y: 360))),
            Script.Event(t: 1.15, action: .up(CGPoint(x: 330, y: 360))),
            Script.Event(t: 1.3, action: .tap(CGPoint(x: 336, y: 259))),
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

    /// Settings has a large title: a drag up the table collapses it point for point (the inline
    /// title and the bar's background fade in at the end), and About pushes an inline title.
    @Test func theLargeTitleCollapsesAsTheSettingsScroll() throws {
        let (runner, session) = try runner("controls-large-title")
        let table = try #require(session.view(withIdentifier: "controls.settings") as? UITableView)
        let bar = try #require((table.next as? UIViewController)?.navigationController?.navigationBar)
        try runner.run(Script(events: [Script.Event(t: 0.2, action: .wait(0))]))
        #expect(bar.frame.height == 96)
        // A slow drag up by 30 points, held still (no fling): the large title half gone.
        try runner.run(Script(events: [
            Script.Event(t: 0.3, action: .down(CGPoint(x: 200, y: 700))),
            Script.Event(t: 0.6, action: .move(CGPoint(x: 200, y: 680))),
            Script.Event(t: 0.9, action: .move(CGPoint(x: 200, y: 670))),
            Script.Event(t: 1.4, action: .wait(0)),
        ]))
        let scrolled = table.contentOffset.y + table.adjustedContentInset.top
        #expect(scrolled > 15 && scrolled < 40, "\(scrolled)")
        #expect(abs(bar.frame.height - (96 - scrolled)) < 0.01)
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "collapsing")
        try runner.run(Script(events: [
            Script.Event(t: 1.5, action: .up(CGPoint(x: 200, y: 670))),
            // Far up: the large title is gone, the inline one shows.
            Script.Event(t: 1.6, action: .drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.3)),
            Script.Event(t: 3.5, action: .wait(0)),
        ]))
        #expect(bar.frame.height == 44)
        // About pushes a screen whose title stays inline however its table scrolls.
        let about = try #require(table.visibleCells.first { ($0.contentConfiguration as? UIListContentConfiguration)?.text == "About" })
        try runner.run(Script(events: [
            Script.Event(t: 3.6, action: .tap(about.convert(CGPoint(x: 100, y: 22), to: nil))),
            Script.Event(t: 4.5, action: .wait(0)),
        ]))
        let nav = try #require((table.next as? UIViewController)?.navigationController)
        #expect(nav.topViewController?.title == "About" && bar.frame.height == 44)
        #expect(abs((nav.topViewController?.view.safeAreaInsets.top ?? 0) - (59 + 44)) < 0.01)
    }

    @Test func tabsSwitchAndTheNotesBadgeCountsLines() throws {
        let (runner, session) = try runner("controls-tabs")
        let tabs = try #require(session.view(withIdentifier: "controls.tabBar") as? UITabBar)
        #expect(tabs.items?.map(\.title) == ["Settings", "Notes", "Status"])
        #expect(tabs.items?[1].badgeValue == "3")
        // Typed from the host's keyboard, connected (Ctrl+K): no software keyboard over the tabs.
        try runner.run(Script(events: [
            Script.Event(t: 0.1, action: .key("ctrl+k", .toggleHardwareKeyboard)),
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
