import Foundation
import SimulatorKit
import SnapshotTesting
import UIModelSnapshotTesting
import Testing
import UIModel

/// The layout demo: a constraint animated with a spring, grabbed mid-flight; the form in right-to-left
/// and at large text sizes; screenshots on three devices.
@Suite(.serialized) struct LayoutSceneTests {
    /// iPhone 15: the safe area ends at 818; the card's top when closed (64 pt peeking) and open.
    static let closed: Double = 754, open: Double = 602

    func trace(_ events: [Script.Event], until: Double) throws -> [(t: Double, y: Double)] {
        let out = TestSupport.temporaryDirectory("layout-card")
        let session = try TestSupport.session(scene: "layout", device: "iphone-15")
        try HeadlessRunner(session: session, fps: 60, outputDirectory: out).run(Script(events: [
            Script.Event(t: 0, action: .trace(view: "layout.card", property: "frame.minY", until: until, name: "y")),
        ] + events))
        let csv = try String(contentsOf: out.appendingPathComponent("y.csv"), encoding: .utf8)
        return csv.split(separator: "\n").dropFirst().map {
            let f = $0.split(separator: ",")
            return (Double(f[0])!, Double(f[1])!)
        }
    }

    /// Where the toggle button is, in screen points.
    func toggleCenter() throws -> CGPoint {
        let session = try TestSupport.session(scene: "layout", device: "iphone-15")
        UIModelRuntime.current.layoutWindows()
        let b = try #require(session.view(withIdentifier: "layout.toggle"))
        return b.convert(CGPoint(x: b.bounds.midX, y: b.bounds.midY), to: nil)
    }

    @Test func theToggleAnimatesTheConstraintWithASpring() throws {
        let rows = try trace([Script.Event(t: 0.2, action: .tap(try toggleCenter()))], until: 2)
        #expect(abs(rows.first!.y - Self.closed) < 0.01)
        let mid = rows.first { $0.t >= 0.35 }!.y
        #expect(mid < Self.closed - 20 && mid > Self.open, "on its way at \(mid)")
        #expect(rows.map(\.y).min()! < Self.open - 0.5, "the spring overshoots")
        #expect(abs(rows.last!.y - Self.open) < 0.5)
    }

    @Test func grabbingTheCardMidFlightStopsItWhereItIsAndAFlickDownCloses() throws {
        let down = Script.Event(t: 0.35, action: .drag(from: CGPoint(x: 196, y: 790), to: CGPoint(x: 196, y: 850), duration: 0.1))
        let rows = try trace([Script.Event(t: 0.2, action: .tap(try toggleCenter())), down], until: 2.5)
        // No jump when the finger catches the card: every frame moves it less than 25 pt.
        var worst = 0.0
        for i in 1..<rows.count { worst = max(worst, abs(rows[i].y - rows[i - 1].y)) }
        #expect(worst < 25, "largest step \(worst)")
        #expect(abs(rows.last!.y - Self.closed) < 0.5, "closed again at \(rows.last!.y)")
    }

    @Test func rightToLeftAndLargeTextTurnTheFormRound() throws {
        let session = try TestSupport.session(scene: "layout", device: "iphone-15")
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory("layout-rtl"))
        try runner.run(Script(events: [Script.Event(t: 0.1, action: .wait(0))]))
        let name = try #require(session.view(withIdentifier: "layout.name"))
        let ltr = name.convert(name.bounds, to: nil)
        try runner.run(Script(events: [Script.Event(t: 0.1, action: .key("l", .toggleLayoutDirection))]))
        let rtl = name.convert(name.bounds, to: nil)
        #expect(abs(rtl.minX - (session.screenSize.width - ltr.maxX)) < 0.5, "the field mirrors: \(ltr) → \(rtl)")
        let events = (0..<4).map { _ in Script.Event(t: 0.1, action: .key("t", .nextContentSizeCategory)) }
        try runner.run(Script(events: events))
        #expect(UIScreen.main.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        let stacked = name.convert(name.bounds, to: nil)
        #expect(stacked.width > rtl.width && stacked.minY > rtl.maxY, "label above the field: \(stacked)")
    }

    @Test(arguments: [("iphone-se", [String]()), ("iphone-15-landscape", []), ("ipad-pro-11", ["l", "t", "t", "t", "t"])])
    func screenshots(device: String, keys: [String]) throws {
        let events = keys.map { Script.Event(t: 0.1, action: .key($0, KeyCommand(name: $0))) } + [Script.Event(t: 0.3, action: .wait(0))]
        let (frame, _) = try TestSupport.render(scene: "layout", device: device, events: events, out: "layout-\(device)")
        assertSnapshot(of: frame, as: .frame(), named: device)
    }
}
