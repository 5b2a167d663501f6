import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// The "dynamics" playground: items fall and collide, a tap snaps one, Push throws them all,
/// a drag carries and throws one, and the field switch swaps gravity for a spring field.
@Suite(.serialized) struct DynamicsSceneTests {
    func runner(_ name: String) throws -> (HeadlessRunner, SimulatorSession) {
        let session = try TestSupport.session(scene: "dynamics", device: "iphone-15")
        return (HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory(name)), session)
    }

    func center(_ session: SimulatorSession, _ i: Int) throws -> CGPoint {
        try #require(session.view(withIdentifier: "dynamics.item\(i)")).center
    }

    @Test func itemsFallCollideAndSnap() throws {
        let (runner, session) = try runner("dynamics-fall")
        let arena = try #require(session.view(withIdentifier: "dynamics.arena"))
        try runner.run(Script(events: [
            // Beside the ramp's low end, so nothing stands between the item and the point.
            Script.Event(t: 3.0, action: .tap(CGPoint(x: 340, y: 600))),
            Script.Event(t: 5.0, action: .wait(0)),
        ]))
        // Everything lies on the floor or on another item, inside the arena.
        for i in 1..<6 {
            let c = try center(session, i)
            #expect(c.y > arena.bounds.height * 0.6 && c.x > 0 && c.x < arena.bounds.width, "item \(i) at \(c)")
        }
        // The tap snapped the first item to it (gravity sags it a few points).
        let snapped = try center(session, 0)
        let tap = arena.convert(CGPoint(x: 340, y: 600), from: nil)
        #expect(hypot(snapped.x - tap.x, snapped.y - tap.y) < 8, "\(snapped) vs \(tap)")
        let contacts = try #require(session.view(withIdentifier: "dynamics.contacts") as? UILabel)
        #expect(contacts.text != "Contacts: 0")
        assertSnapshot(of: try runner.renderFrame(), as: .frame())
    }

    @Test func aDragCarriesAnItemAndLettingGoThrowsIt() throws {
        let (runner, session) = try runner("dynamics-drag")
        let arena = try #require(session.view(withIdentifier: "dynamics.arena"))
        try runner.run(Script(events: [Script.Event(t: 3.0, action: .wait(0))]))
        // The item resting nearest the arena's bottom middle, away from the ramp.
        let item = try #require((0..<6).compactMap { session.view(withIdentifier: "dynamics.item\($0)") }
            .filter { $0.center.x > arena.bounds.midX }.max { $0.center.y < $1.center.y })
        let from = arena.convert(item.center, to: nil)
        let to = CGPoint(x: from.x + 40, y: 300)
        try runner.run(Script(events: [
            Script.Event(t: 3.1, action: .drag(from: from, to: to, duration: 0.3)),
        ]))
        // Carried: the item followed the finger up, trailing it as a spring of 8 Hz does a finger
        // moving 1,400 points a second (2ζ/ω · v ≈ 56 points).
        let carried = arena.convert(item.center, to: nil)
        #expect(carried.y < from.y - 300 && hypot(carried.x - to.x, carried.y - to.y) < 70, "\(carried) vs \(to)")
        try runner.run(Script(events: [Script.Event(t: 3.5, action: .wait(0))]))
        // Thrown: it flew on upwards past the finger with the finger's velocity.
        #expect(arena.convert(item.center, to: nil).y < to.y - 60, "\(item.center)")
    }

    @Test func pushThrowsItemsUpAndTheFieldGathersThem() throws {
        let (runner, session) = try runner("dynamics-push")
        let arena = try #require(session.view(withIdentifier: "dynamics.arena"))
        let push = try #require(session.view(withIdentifier: "dynamics.push"))
        let field = try #require(session.view(withIdentifier: "dynamics.field") as? UISwitch)
        try runner.run(Script(events: [Script.Event(t: 3.0, action: .wait(0))]))
        let resting = try center(session, 1).y
        let pushPoint = push.superview!.convert(push.center, to: nil)
        // Script times count from the start of the session.
        try runner.run(Script(events: [
            Script.Event(t: 3.0, action: .tap(pushPoint)),
            Script.Event(t: 3.3, action: .wait(0)),
        ]))
        #expect(try center(session, 1).y < resting - 50, "thrown up from \(resting)")
        let switchPoint = field.superview!.convert(field.center, to: nil)
        try runner.run(Script(events: [
            Script.Event(t: 3.4, action: .tap(switchPoint)),
            Script.Event(t: 9.4, action: .wait(0)),
        ]))
        #expect(field.isOn)
        // With gravity off, the spring field and drag pull the items towards the middle (one
        // caught under the ramp stays there).
        let middle = CGPoint(x: arena.bounds.midX, y: arena.bounds.midY)
        let distances = try (0..<6).map { i -> CGFloat in let c = try center(session, i); return hypot(c.x - middle.x, c.y - middle.y) }
        #expect(distances.filter { $0 < 100 }.count >= 4 && distances.allSatisfy { $0 < 250 }, "\(distances)")
    }
}
