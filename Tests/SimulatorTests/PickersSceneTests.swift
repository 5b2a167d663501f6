import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// The "pickers" demo: picker wheels and date pickers in every style, driven as a user would.
@Suite(.serialized) struct PickersSceneTests {
    @Test func wheelsFlingToARowAndTheCompactPillOpensACalendar() throws {
        let session = try TestSupport.session(scene: "pickers", device: "iphone-15")
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory("pickers"))
        // A flick up on the colour wheel: it spins on and comes to rest on a row.
        try runner.run(Script(events: [
            Script.Event(t: 0.3, action: .drag(from: CGPoint(x: 280, y: 200), to: CGPoint(x: 280, y: 120), duration: 0.15)),
            Script.Event(t: 2.5, action: .wait(0)),
        ]))
        let wheels = try #require(session.view(withIdentifier: "pickers.wheels") as? UIPickerView)
        #expect(wheels.selectedRow(inComponent: 1) == 6)  // flung to the last colour
        let choice = try #require(session.view(withIdentifier: "pickers")?.subviews.first?.subviews.first?.subviews
            .compactMap { $0 as? UILabel }.first)
        #expect(choice.text == "M in Violet")
        // The date pill opens the calendar in a card.
        let pill = try #require(session.view(withIdentifier: "datePicker.date"))
        try runner.run(Script(events: [
            Script.Event(t: 2.6, action: .tap(pill.convert(CGPoint(x: pill.bounds.midX, y: pill.bounds.midY), to: nil))),
            Script.Event(t: 3.2, action: .wait(0)),
        ]))
        #expect(session.view(withIdentifier: "datePicker.card") != nil)
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "calendar-card")
    }
}
