import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Swipe actions on the rows of collection-view lists, configured by the list configuration.
@Suite(.serialized, .freshRuntime) struct CollectionListSwipeTests: AnimationTesting {
    final class Fixture {
        var log: [String] = []
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    }

    func list(_ fixture: Fixture, appearance: UICollectionLayoutListConfiguration.Appearance = .plain) -> UICollectionView {
        let window = makeView().window!
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.trailingSwipeActionsConfigurationProvider = { [unowned fixture] indexPath in
            guard let name = fixture.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                fixture.log.append("delete \(name)")
                var snapshot = fixture.dataSource.snapshot()
                snapshot.deleteItems([name])
                fixture.dataSource.apply(snapshot, animatingDifferences: false)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
            indexPath.item == 0 ? nil : UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in
                fixture.log.append("pin \(indexPath.item)")
                done(true)
            }])
        }
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        fixture.dataSource = UICollectionViewDiffableDataSource(collectionView: cv) { cv, ip, name in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<8).map { "row \($0)" })
        fixture.dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(cv)
        app.layoutWindows()
        return cv
    }

    func drag(_ from: CGPoint, _ to: CGPoint) {
        var time = CACurrentMediaTime()
        app.handleTouch(.began, at: from, timestamp: time)
        for i in 1...10 {
            time += 1.0 / 60
            let f = CGFloat(i) / 10
            app.handleTouch(.moved, at: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y), timestamp: time)
            frame(1.0 / 60)
        }
        time += 0.2
        app.handleTouch(.moved, at: to, timestamp: time)
        run(seconds: 0.2)
        app.handleTouch(.ended, at: to, timestamp: time + 0.01)
        run(seconds: 0.5)
    }

    func tap(_ p: CGPoint) {
        let time = CACurrentMediaTime()
        app.handleTouch(.began, at: p, timestamp: time)
        app.handleTouch(.ended, at: p, timestamp: time + 0.05)
        run(seconds: 0.5)
    }

    @Test func aListRowSwipesOpenAndItsDeleteActionRemovesTheItem() {
        let fixture = Fixture()
        let cv = list(fixture)
        let cell = cv.cellForItem(at: IndexPath(item: 2, section: 0))!
        let y = cell.frame.midY
        drag(CGPoint(x: 250, y: y), CGPoint(x: 150, y: y))
        let actions = try! #require(cv.subviews.compactMap { $0 as? SwipeActionsView }.first)
        #expect(cell.frame.minX == -actions.naturalWidth && actions.frame.maxX == 320 && actions.frame.minY == cell.frame.minY)
        // A tap elsewhere only closes the row; nothing is selected.
        tap(CGPoint(x: 100, y: cv.cellForItem(at: IndexPath(item: 5, section: 0))!.frame.midY))
        #expect(cell.frame.minX == 0 && cv.swipe == nil && cv.indexPathsForSelectedItems == [])
        drag(CGPoint(x: 250, y: y), CGPoint(x: 150, y: y))
        tap(CGPoint(x: 300, y: y))
        #expect(fixture.log == ["delete row 2"])
        #expect(fixture.dataSource.snapshot().itemIdentifiers.count == 7 && cv.numberOfItems(inSection: 0) == 7)
        app.layoutWindows()
        #expect(cv.swipe == nil && cv.subviews.compactMap { $0 as? SwipeActionsView }.isEmpty)
        #expect(cv.visibleCells.allSatisfy { $0.frame.minX == 0 })
    }

    @Test func leadingActionsOpenFromTheLeftAndARowWithoutThemDoesNotSwipe() {
        let fixture = Fixture()
        let cv = list(fixture, appearance: .insetGrouped)
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        drag(CGPoint(x: 60, y: first.frame.midY), CGPoint(x: 250, y: first.frame.midY))
        #expect(cv.swipe == nil && first.frame.minX == cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.minX)
        let second = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        let left = second.frame.minX
        drag(CGPoint(x: 60, y: second.frame.midY), CGPoint(x: 200, y: second.frame.midY))
        #expect(cv.swipe?.leading == true && second.frame.minX > left)
        // The actions sit over the section's card, under the row.
        let actions = cv.swipe!.actionsView
        let card = cv.subviews.firstIndex { ($0 as? UICollectionReusableView)?.sitsBehindCells == true }!
        #expect(cv.subviews.firstIndex(of: actions)! > card && cv.subviews.firstIndex(of: actions)! < cv.subviews.firstIndex(of: second)!)
        tap(CGPoint(x: left + 20, y: second.frame.midY))
        #expect(fixture.log == ["pin 1"] && cv.swipe == nil)
    }
}
