import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// The "board" demo: a compositional layout with a scaling carousel, a grid with badges on a
/// section background whose tiles move by long press and highlight under the pointer, and a
/// list whose rows swipe, driven by scripts as a user would.
@Suite(.serialized) struct BoardSceneTests {
    func runner(_ name: String) throws -> (HeadlessRunner, SimulatorSession) {
        let session = try TestSupport.session(scene: "board", device: "iphone-15")
        return (HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory(name)), session)
    }

    /// The tiles' names in the order they show.
    func tiles(_ session: SimulatorSession) throws -> [String] {
        let board = try #require(session.view(withIdentifier: "board") as? UICollectionView)
        return (0..<board.numberOfItems(inSection: 1)).compactMap {
            board.cellForItem(at: IndexPath(item: $0, section: 1))?.accessibilityIdentifier?.replacingOccurrences(of: "board.tile.", with: "")
        }
    }

    func centre(_ session: SimulatorSession, _ identifier: String) throws -> CGPoint {
        let view = try #require(session.view(withIdentifier: identifier))
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func theBoardShowsBadgesOnABackgroundAndTheHoveredTileIsOutlined() throws {
        let (runner, session) = try runner("board-hover")
        let chat = try centre(session, "board.tile.Chat")
        try runner.run(Script(events: [Script.Event(t: 0.3, action: .hover(chat)), Script.Event(t: 0.5, action: .wait(0))]))
        let board = try #require(session.view(withIdentifier: "board") as? UICollectionView)
        let badges = board.visibleSupplementaryViews(ofKind: "board.badge")
        #expect(badges.count == 6 && badges.filter { !$0.isHidden }.count == 3)
        let cell = try #require(session.view(withIdentifier: "board.tile.Chat") as? UICollectionViewCell)
        #expect(cell.contentView.layer.borderWidth == 2)
        assertSnapshot(of: try runner.renderFrame(), as: .frame())
        try runner.run(Script(events: [Script.Event(t: 0.6, action: .hover(nil)), Script.Event(t: 0.7, action: .wait(0))]))
        #expect(cell.contentView.layer.borderWidth == 0)
    }

    @Test func aLongPressPicksATileUpAndDropsItElsewhere() throws {
        let (runner, session) = try runner("board-move")
        #expect(try tiles(session) == ["Mail", "Chat", "Notes", "News", "Maps", "Music"])
        let mail = try centre(session, "board.tile.Mail"), maps = try centre(session, "board.tile.Maps")
        let board = try #require(session.view(withIdentifier: "board") as? UICollectionView)
        let mailCell = try #require(session.view(withIdentifier: "board.tile.Mail"))
        func badgeOffset() -> CGPoint? {
            let badge = board.visibleSupplementaryViews(ofKind: "board.badge").first { view in
                (0..<6).contains { board.supplementaryView(forElementKind: "board.badge", at: IndexPath(item: $0, section: 1)) === view
                    && board.cellForItem(at: IndexPath(item: $0, section: 1)) === mailCell }
            }
            return badge.map { CGPoint(x: $0.frame.maxX - mailCell.frame.maxX, y: $0.frame.minY - mailCell.frame.minY) }
        }
        let restOffset = try #require(badgeOffset())
        try runner.run(Script(events: [
            Script.Event(t: 0.3, action: .down(mail)),
            Script.Event(t: 1.0, action: .move(CGPoint(x: mail.x + 10, y: mail.y + 10))),
            Script.Event(t: 1.1, action: .move(CGPoint(x: (mail.x + maps.x) / 2, y: (mail.y + maps.y) / 2))),
            Script.Event(t: 1.2, action: .move(CGPoint(x: maps.x + 15, y: maps.y + 20))),
            // A move within the same place: the cell and its badge follow it too.
            Script.Event(t: 1.3, action: .move(CGPoint(x: maps.x + 20, y: maps.y + 25))),
            Script.Event(t: 1.6, action: .wait(0)),
        ]))
        // Held over Maps' place: the others made room, Mail follows the finger, its badge with it.
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "lifted")
        #expect(badgeOffset() == restOffset)
        func badges() -> [IndexPath] {
            board.visibleSupplementaryViews(ofKind: "board.badge").filter { !$0.isHidden }
                .compactMap { view in (0..<6).map { IndexPath(item: $0, section: 1) }.first { board.supplementaryView(forElementKind: "board.badge", at: $0) === view } }
                .sorted()
        }
        // The badges went with their tiles: Chat, then News, then Mail in Maps' place.
        #expect(badges() == [0, 2, 4].map { IndexPath(item: $0, section: 1) })
        try runner.run(Script(events: [Script.Event(t: 1.7, action: .up(CGPoint(x: maps.x + 20, y: maps.y + 25))),
                                       Script.Event(t: 2.2, action: .wait(0))]))
        #expect(try tiles(session) == ["Chat", "Notes", "News", "Maps", "Mail", "Music"])
        #expect(badges() == [0, 2, 4].map { IndexPath(item: $0, section: 1) })
    }

    @Test func aRecentRowSwipesToDeleteAndTheCarouselScalesAsItPages() throws {
        let (runner, session) = try runner("board-swipe")
        let row = try centre(session, "board.recent.Trip.pages")
        try runner.run(Script(events: [
            Script.Event(t: 0.3, action: .drag(from: row, to: CGPoint(x: row.x - 150, y: row.y), duration: 0.25)),
            Script.Event(t: 1.0, action: .wait(0)),
        ]))
        let delete = try #require(session.view(withIdentifier: "board")?.subviews.first { String(describing: type(of: $0)) == "SwipeActionsView" })
        let button = delete.convert(CGPoint(x: delete.bounds.maxX - 20, y: delete.bounds.midY), to: nil)
        try runner.run(Script(events: [Script.Event(t: 1.1, action: .tap(button)), Script.Event(t: 1.8, action: .wait(0))]))
        let board = try #require(session.view(withIdentifier: "board") as? UICollectionView)
        let recent = board.visibleCells.compactMap(\.accessibilityIdentifier).filter { $0.hasPrefix("board.recent.") }
        #expect(recent.prefix(3) == ["board.recent.Budget.numbers", "board.recent.Slides.key", "board.recent.Notes.txt"])
        // The carousel pages one card on; the middle card is full size, its neighbours smaller.
        let morning = try centre(session, "board.card.Morning")
        try runner.run(Script(events: [
            Script.Event(t: 2.0, action: .drag(from: morning, to: CGPoint(x: morning.x - 120, y: morning.y), duration: 0.15)),
            Script.Event(t: 3.0, action: .wait(0)),
        ]))
        let travel = try #require(session.view(withIdentifier: "board.card.Travel"))
        let shown = travel.convert(travel.bounds, to: nil)
        #expect(abs(shown.midX - 196.5) < 1 && travel.transform.a == 1)
        #expect(try #require(session.view(withIdentifier: "board.card.Morning")).transform.a < 1)
        // Scrolled under the bar: the bar blurs the cards behind it.
        try runner.run(Script(events: [Script.Event(t: 3.1, action: .scroll(at: CGPoint(x: 200, y: 500), by: CGVector(dx: 0, dy: 90))),
                                       Script.Event(t: 4.0, action: .wait(0))]))
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "blurredBar")
    }
}
