import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// The "text" demo: attributed runs, paragraph styles, the font families and truncation, drawn
/// by the software renderer.
@Suite(.serialized) struct TextSceneTests {
    @Test func styledTextFontsAndTruncationDraw() throws {
        let session = try TestSupport.session(scene: "text", device: "iphone-15")
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory("text-scene"))
        try runner.run(Script(events: [Script.Event(t: 0.2, action: .wait(0))]))
        let runs = try #require(session.view(withIdentifier: "text.runs") as? UILabel)
        // Runs of 11 to 28 pt wrap onto three lines of the card.
        #expect(runs.bounds.height > 3 * 17 && runs.bounds.height < 3 * 40)
        let twoLines = try #require(session.view(withIdentifier: "text.twoLines") as? UILabel)
        #expect(twoLines.bounds.height < 2 * 20)
        #expect(UIKitWarning.history.filter { $0.contains("cannot be opened") }.isEmpty)
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "top")
        let scroll = try #require(session.view(withIdentifier: "text.scroll") as? UIScrollView)
        scroll.contentOffset.y = scroll.contentSize.height + scroll.adjustedContentInset.bottom - scroll.bounds.height
        try runner.run(Script(events: [Script.Event(t: 0.4, action: .wait(0))]))
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "bottom")
    }
}
