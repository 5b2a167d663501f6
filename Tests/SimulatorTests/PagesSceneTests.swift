import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// The "pages" demo: an onboarding book in a scrolling page view controller.
@Suite(.serialized) struct PagesSceneTests {
    @Test func aSwipeTurnsThePageAndNextSlidesToTheFollowingOne() throws {
        let session = try TestSupport.session(scene: "pages", device: "iphone-15")
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory("pages"))
        // Mid-swipe: the next page and the 12 pt gap between the pages are in view.
        try runner.run(Script(events: [
            Script.Event(t: 0.3, action: .down(CGPoint(x: 320, y: 400))),
            Script.Event(t: 0.4, action: .move(CGPoint(x: 260, y: 400))),
            Script.Event(t: 0.5, action: .move(CGPoint(x: 180, y: 400))),
            Script.Event(t: 0.55, action: .wait(0)),
        ]))
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "mid-swipe")
        try runner.run(Script(events: [
            Script.Event(t: 0.6, action: .move(CGPoint(x: 100, y: 400))),
            Script.Event(t: 0.62, action: .up(CGPoint(x: 90, y: 400))),
            Script.Event(t: 1.5, action: .wait(0)),
        ]))
        #expect(session.view(withIdentifier: "pages.Touch")?.window != nil)
        #expect(session.view(withIdentifier: "pages.Welcome")?.window == nil)
        let next = try #require(session.view(withIdentifier: "pages.Touch")?.subviews.first?.subviews.last)
        try runner.run(Script(events: [
            Script.Event(t: 1.6, action: .tap(next.convert(CGPoint(x: next.bounds.midX, y: next.bounds.midY), to: nil))),
            Script.Event(t: 2.5, action: .wait(0)),
        ]))
        #expect(session.view(withIdentifier: "pages.Snapshots")?.window != nil)
        let dots = try #require(session.view(withIdentifier: "pages")?.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(dots.currentPage == 2 && dots.numberOfPages == 4)
    }
}
