import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// A grid controller whose items move: four 80 pt squares to a row.
final class MovableGrid: UICollectionViewController {
    var items = (0..<12).map { "n\($0)" }
    var log: [String] = []
    var lockFirst = false

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "square")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath) as! LabelCell
        cell.label.text = items[indexPath.item]
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    override func collectionView(_ collectionView: UICollectionView, moveItemAt from: IndexPath, to: IndexPath) {
        log.append("move \(from.item) to \(to.item)")
        items.insert(items.remove(at: from.item), at: to.item)
    }
    override func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                                 atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        lockFirst && proposedIndexPath.item == 0 ? currentIndexPath : proposedIndexPath
    }
}

@Suite(.serialized, .freshRuntime) struct CollectionMovementTests: AnimationTesting {
    func show(_ grid: MovableGrid) -> UICollectionView {
        let window = makeView().window!
        grid.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        window.addSubview(grid.view)
        app.layoutWindows()
        return grid.collectionView
    }

    /// The texts of the cells in the order of the places they show at.
    func shown(_ cv: UICollectionView) -> [String] {
        cv.visibleCells.map { ($0 as! LabelCell).label.text ?? "" }
    }

    @Test func anItemFollowsThePointAndTheOthersMakeRoomUntilItIsDropped() {
        let grid = MovableGrid()
        let cv = show(grid)
        let lifted = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 130))
        run(seconds: 0.5)
        // Over item 6's place: n2…n6 moved back one, the lifted cell centred on the point.
        #expect(lifted.center == CGPoint(x: 200, y: 130))
        #expect(shown(cv).prefix(8) == ["n0", "n2", "n3", "n4", "n5", "n6", "n1", "n7"])
        #expect(cv.cellForItem(at: IndexPath(item: 6, section: 0)) === lifted && grid.log.isEmpty)
        cv.endInteractiveMovement()
        run(seconds: 0.5)
        #expect(grid.log == ["move 1 to 6"] && grid.items.prefix(8) == ["n0", "n2", "n3", "n4", "n5", "n6", "n1", "n7"])
        #expect(lifted.frame == CGRect(x: 160, y: 80, width: 80, height: 80))
        // Reloaded, the data source's order is the one shown.
        cv.reloadData()
        app.layoutWindows()
        #expect(shown(cv).prefix(8) == ["n0", "n2", "n3", "n4", "n5", "n6", "n1", "n7"])
    }

    @Test func cancellingPutsItBackAndTheDelegateCanRefuseAPlace() {
        let grid = MovableGrid()
        grid.lockFirst = true
        let cv = show(grid)
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 6, section: 0)))  // one at a time
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 40, y: 40))  // item 0: refused
        run(seconds: 0.5)
        #expect(shown(cv).prefix(6) == ["n0", "n1", "n2", "n3", "n4", "n5"])
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 120, y: 40))
        run(seconds: 0.5)
        #expect(shown(cv).prefix(6) == ["n0", "n5", "n1", "n2", "n3", "n4"])
        cv.cancelInteractiveMovement()
        run(seconds: 0.5)
        #expect(shown(cv).prefix(6) == ["n0", "n1", "n2", "n3", "n4", "n5"] && grid.log.isEmpty)
        #expect(cv.cellForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 80, y: 80, width: 80, height: 80))
    }

    @Test func theControllersLongPressMovesAnItemWithTheFinger() {
        let grid = MovableGrid()
        let cv = show(grid)
        var time = CACurrentMediaTime()
        app.handleTouch(.began, at: CGPoint(x: 40, y: 40), timestamp: time)
        run(seconds: 0.6)
        time += 0.6
        for i in 1...10 {
            time += 1.0 / 60
            app.handleTouch(.moved, at: CGPoint(x: 40 + 16 * CGFloat(i), y: 40), timestamp: time)
            frame(1.0 / 60)
        }
        run(seconds: 0.4)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.center == CGPoint(x: 200, y: 40))
        app.handleTouch(.ended, at: CGPoint(x: 200, y: 40), timestamp: time + 0.4)
        run(seconds: 0.5)
        #expect(grid.log == ["move 0 to 2"] && grid.items.prefix(4) == ["n1", "n2", "n0", "n3"])
        // Turned off, a long press moves nothing.
        grid.installsStandardGestureForInteractiveMovement = false
        app.handleTouch(.began, at: CGPoint(x: 40, y: 40), timestamp: time + 2)
        run(seconds: 0.6)
        app.handleTouch(.ended, at: CGPoint(x: 240, y: 40), timestamp: time + 3)
        run(seconds: 0.5)
        #expect(grid.log.count == 1)
    }

    @Test func aDiffableSourceReordersItsSnapshotAndReportsTheTransaction() {
        let window = makeView().window!
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(LabelCell.self, forCellWithReuseIdentifier: "square")
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, name in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "square", for: ip) as! LabelCell
            cell.label.text = name
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d"])
        source.apply(snapshot, animatingDifferences: false)
        window.addSubview(cv)
        app.layoutWindows()
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))  // no handler: items stay
        var finals: [[String]] = []
        source.reorderingHandlers.canReorderItem = { $0 != "d" }
        source.reorderingHandlers.didReorder = { finals.append($0.finalSnapshot.itemIdentifiers) }
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.updateInteractiveMovementTargetPosition(cv.cellForItem(at: IndexPath(item: 2, section: 0))!.center)
        cv.endInteractiveMovement()
        run(seconds: 0.5)
        #expect(finals == [["b", "c", "a", "d"]] && source.snapshot().itemIdentifiers == ["b", "c", "a", "d"])
        #expect(source.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "a")
    }
}
