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

    @Test func editModeDeletesAndTheManualOrderReorders() throws {
        let (runner, session) = try runner("menus-edit")
        // Manual order, then Edit: delete controls and reorder controls on every row.
        try runner.run(Script(events: [
            Script.Event(t: 0.3, action: .tap(CGPoint(x: 360, y: 75))),
            Script.Event(t: 0.9, action: .tap(CGPoint(x: 200, y: 287))),
            Script.Event(t: 1.4, action: .tap(CGPoint(x: 320, y: 75))),
            Script.Event(t: 2.0, action: .wait(0)),
        ]))
        let table = try #require(session.view(withIdentifier: "menus.list") as? UITableView)
        #expect(table.isEditing)
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "editing")
        // Budget 2026 dragged by its grip below Keynote draft.
        let grip = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.subviews.first { $0.accessibilityIdentifier == "reorderControl" })
        let start = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: nil)
        try runner.run(Script(events: [
            Script.Event(t: 2.1, action: .drag(from: start, to: CGPoint(x: start.x, y: start.y + 125), duration: 0.5)),
            Script.Event(t: 3.2, action: .wait(0)),
        ]))
        #expect(try titles(session).prefix(3) == ["Holiday plans", "Keynote draft", "Budget 2026"])
        // The minus of the first row, then Delete.
        let minus = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.subviews.first { $0.accessibilityIdentifier == "deleteControl" })
        try runner.run(Script(events: [
            Script.Event(t: 3.3, action: .tap(minus.convert(CGPoint(x: 27, y: minus.bounds.midY), to: nil))),
            Script.Event(t: 3.9, action: .wait(0)),
        ]))
        let delete = try #require(table.subviews.compactMap { $0 as? UIControl }.first { ($0 as? UIButton)?.currentTitle == "Delete" }
                                   ?? table.subviews.flatMap(\.subviews).compactMap { $0 as? UIButton }.first { $0.currentTitle == "Delete" })
        try runner.run(Script(events: [
            Script.Event(t: 4.0, action: .tap(delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil))),
            Script.Event(t: 4.8, action: .wait(0)),
        ]))
        #expect(try titles(session).first == "Keynote draft")
    }
}
