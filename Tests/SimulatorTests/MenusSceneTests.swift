import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// The "menus" demo: context menus on a list, a bar button item's menu and a pop-up button,
/// driven by scripts as a user would (a long press opens a context menu).
@Suite(.serialized) struct MenusSceneTests {
    func runner(_ name: String) throws -> (HeadlessRunner, SimulatorSession) {
        let session = try TestSupport.session(scene: "menus", device: "iphone-15")
        return (HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory(name)), session)
    }

    func titles(_ session: SimulatorSession) throws -> [String] {
        let table = try #require(session.view(withIdentifier: "menus.list") as? UITableView)
        return (0..<table.numberOfRows(inSection: 0)).compactMap {
            (table.cellForRow(at: IndexPath(row: $0, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text
        }
    }

    @Test func aLongPressLiftsTheRowWithItsMenuAndDeleteRemovesIt() throws {
        let (runner, session) = try runner("menus-context")
        // The script's JSON form: a long press on the second row.
        let script = try Script.parse(Data(#"{"events": [{"t": 0.3, "longPress": [200, 330]}, {"t": 1.5, "wait": 0}]}"#.utf8))
        try runner.run(script)
        let dump = session.dump(time: runner.time).serialized()
        #expect(dump.contains("menuAction:Delete") && dump.contains("menu:Share"))
        assertSnapshot(of: try runner.renderFrame(), as: .frame())
        let delete = try #require(session.view(withIdentifier: "menuAction:Delete"))
        let p = delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil)
        try runner.run(Script(events: [Script.Event(t: 1.6, action: .tap(p)), Script.Event(t: 2.2, action: .wait(0))]))
        #expect(try titles(session) == ["Budget 2026", "Keynote draft", "Reading list", "Recipes", "Tax return", "Trip photos"])
        #expect(session.view(withIdentifier: "menu") == nil)
    }

    @Test func theSortMenuAndThePopUpFilterChangeTheList() throws {
        let (runner, session) = try runner("menus-sort")
        try runner.run(Script(events: [Script.Event(t: 0.3, action: .tap(CGPoint(x: 360, y: 75))), Script.Event(t: 0.8, action: .wait(0))]))
        let size = try #require(session.view(withIdentifier: "menuAction:Size"))
        try runner.run(Script(events: [Script.Event(t: 0.9, action: .tap(size.convert(CGPoint(x: 40, y: 20), to: nil))),
                                       Script.Event(t: 1.4, action: .wait(0))]))
        #expect(try titles(session).first == "Reading list")
        let filter = try #require(session.view(withIdentifier: "menus.filter") as? UIButton)
        try runner.run(Script(events: [Script.Event(t: 1.5, action: .tap(filter.convert(CGPoint(x: 20, y: 22), to: nil))),
                                       Script.Event(t: 2.0, action: .wait(0))]))
        let note = try #require(session.view(withIdentifier: "menuAction:Note"))
        try runner.run(Script(events: [Script.Event(t: 2.1, action: .tap(note.convert(CGPoint(x: 40, y: 20), to: nil))),
                                       Script.Event(t: 2.6, action: .wait(0))]))
        #expect(try titles(session) == ["Reading list", "Holiday plans", "Recipes"])
        #expect(filter.currentTitle == "Note")
    }
}
