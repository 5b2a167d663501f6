import CoreData
import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// The "notes" demo as a user drives it: + adds notes, a tap pins one (it moves to the pinned
/// section), and a relaunch in the same app container shows the same rows, from its SQLite store.
@Suite(.serialized) struct NotesSceneTests {
    @Test func insertedNotesAreThereAfterARelaunch() throws {
        let container = AppContainer(url: TestSupport.temporaryDirectory("notes-container"))
        try AppContainer.use(container)
        defer { AppContainer.useFreshContainers() }

        let session = try TestSupport.session(scene: "notes", device: "iphone-15")
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory("notes-first"))
        try runner.run(Script(events: [
            Script.Event(t: 0.5, action: .tap(CGPoint(x: 367, y: 80))),
            Script.Event(t: 1.5, action: .tap(CGPoint(x: 367, y: 80))),
            Script.Event(t: 2.5, action: .tap(CGPoint(x: 120, y: 290))),
            Script.Event(t: 4.0, action: .wait(0)),
        ]))
        let first = try runner.renderFrame()
        assertSnapshot(of: first, as: .frame(), named: "after-insert")
        session.terminate()

        let store = container.applicationSupport.appendingPathComponent("Notes.sqlite")
        #expect(FileManager.default.fileExists(atPath: store.path))
        let relaunched = try TestSupport.session(scene: "notes", device: "iphone-15")
        let again = HeadlessRunner(session: relaunched, fps: 60, outputDirectory: TestSupport.temporaryDirectory("notes-again"))
        try again.run(Script(events: [Script.Event(t: 0.5, action: .wait(0))]))
        assertSnapshot(of: try again.renderFrame(), as: .frame(), named: "after-insert")
        relaunched.terminate()
    }
}
