import Foundation
import SimulatorKit
import SnapshotTesting
import UIModelSnapshotTesting
import Testing
import UIModel

/// Screenshot regression tests: real rendered pixels of the views demo, compared with the PNG
/// references in __Snapshots__ (record with SNAPSHOT_TESTING_RECORD=all).
@Suite(.serialized) struct SnapshotTests {
    @Test func viewsDemoOnIPhone15() throws {
        let (frame, _) = try TestSupport.render(device: "iphone-15")
        #expect((frame.width, frame.height) == (1179, 2556))
        assertSnapshot(of: frame, as: .frame())
    }

    @Test func viewsDemoOnIPhoneSE() throws {
        let (frame, _) = try TestSupport.render(device: "iphone-se")
        #expect((frame.width, frame.height) == (750, 1334))
        assertSnapshot(of: frame, as: .frame())
    }

    @Test func viewsDemoRotatedToLandscape() throws {
        let (frame, runner) = try TestSupport.render(device: "iphone-15", events: [Script.Event(t: 0.05, action: .key("ctrl+right", .rotateRight)),
                                                                                   Script.Event(t: 0.5, action: .wait(0))])
        #expect(runner.session.screenSize == CGSize(width: 852, height: 393))
        #expect((frame.width, frame.height) == (2556, 1179))
        assertSnapshot(of: frame, as: .frame())
    }

    @Test func viewsDemoWithTheButtonHeldDown() throws {
        let session = try TestSupport.session(device: "iphone-15")
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory("held"))
        try runner.run(Script(events: []))
        let button = try #require(session.view(withIdentifier: "tapMe") as? UIButton)
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        try runner.run(Script(events: [Script.Event(t: 0.1, action: .down(center))]))
        #expect(button.isHighlighted)
        assertSnapshot(of: try runner.renderFrame(), as: .frame())
    }
}
