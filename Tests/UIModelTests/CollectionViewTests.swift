import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Numbered square items, with a label each, and a header per section when asked.
final class Squares: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var sections: [[Int]]
    var made = 0
    var selectedLog: [IndexPath] = []
    init(_ sections: [[Int]]) { self.sections = sections }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath) as! LabelCell
        if cell.tag == 0 { made += 1; cell.tag = made }
        cell.label.text = "\(sections[indexPath.section][indexPath.item])"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selectedLog.append(indexPath) }
}

/// A cell holding a label pinned to its content view with 8 pt around it.
final class LabelCell: UICollectionViewCell {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// A flow layout that keeps the invalidation contexts it is given.
final class ContextLoggingLayout: UICollectionViewFlowLayout {
    var contexts: [(everything: Bool, counts: Bool)] = []
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append((context.invalidateEverything, context.invalidateDataSourceCounts))
        super.invalidateLayout(with: context)
    }
}

@Suite(.serialized, .freshRuntime) struct CollectionViewTests: AnimationTesting {
    @Test func reloadsAndBatchUpdatesSayTheDataSourceCountsChanged() {
        let source = Squares([Array(0..<6)])
        let layout = ContextLoggingLayout()
        let window = makeView().window!
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(LabelCell.self, forCellWithReuseIdentifier: "square")
        cv.dataSource = source
        window.addSubview(cv)
        app.layoutWindows()
        layout.contexts = []
        cv.reloadData()
        cv.layoutIfNeeded()
        #expect(layout.contexts.last.map { $0.everything && $0.counts } == true, "a reload: everything, and the counts")
        source.sections[0].remove(at: 0)
        cv.performBatchUpdates { cv.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
        cv.layoutIfNeeded()
        #expect(layout.contexts.last.map { !$0.everything && $0.counts } == true, "a batch update: the counts")
        layout.itemSize = CGSize(width: 40, height: 40)
        #expect(layout.contexts.last.map { $0.everything && !$0.counts } == true, "a layout change: everything, not the counts")
    }

    func grid(_ source: Squares, _ configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> UICollectionView {
        let window = makeView().window!
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 96, height: 96)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        configure(layout)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(LabelCell.self, forCellWithReuseIdentifier: "square")
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        cv.dataSource = source
        cv.delegate = source
        window.addSubview(cv)
        app.layoutWindows()
        return cv
    }

    @Test func aFlowLayoutFillsLinesSpreadsThemAndCentresALoneItem() {
        let source = Squares([Array(0..<10)])
        let cv = grid(source)
        func frame(_ i: Int) -> CGRect { cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))!.frame }
        // Three 96 pt items fit in 312 pt; the 24 pt left over is shared between the two gaps.
        #expect(frame(0) == CGRect(x: 4, y: 4, width: 96, height: 96))
        #expect(frame(1).minX == 112 && frame(2).minX == 220)
        #expect(frame(3) == CGRect(x: 4, y: 108, width: 96, height: 96))
        #expect(frame(9).minX == 112 && frame(9).minY == 316)
        #expect(cv.contentSize == CGSize(width: 320, height: 416))
        #expect(cv.visibleCells.count == 10 && (cv.cellForItem(at: IndexPath(item: 4, section: 0)) as? LabelCell)?.label.text == "4")
    }

    /// As in UIKit, the layout is asked about every change of the bounds, scrolling included: a
    /// layout that answers yes (a parallax or a scaling carousel) is prepared again as it scrolls.
    @Test func aLayoutIsAskedAboutEveryBoundsChangeAndPreparedWhenItSaysSo() {
        final class Parallax: UICollectionViewFlowLayout {
            var asked: [CGRect] = []
            var prepared = 0
            override func prepare() { prepared += 1; super.prepare() }
            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                asked.append(newBounds)
                return true
            }
        }
        let source = Squares([Array(0..<60)])
        let cv = grid(source)
        let layout = Parallax()
        layout.itemSize = CGSize(width: 96, height: 96)
        cv.collectionViewLayout = layout
        app.layoutWindows()
        let prepared = layout.prepared
        cv.contentOffset = CGPoint(x: 0, y: 40)
        app.layoutWindows()
        #expect(layout.asked.last == CGRect(x: 0, y: 40, width: 320, height: 480))
        #expect(layout.prepared == prepared + 1)
        app.layoutWindows()
        #expect(layout.prepared == prepared + 1, "the same bounds again: not asked, not prepared")
        // UIKit's own layouts say yes only when the size changed: scrolling prepares nothing.
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 96, height: 96)
        cv.collectionViewLayout = flow
        app.layoutWindows()
        cv.contentOffset = CGPoint(x: 0, y: 80)
        #expect(!flow.shouldInvalidateLayout(forBoundsChange: cv.bounds))
    }

    @Test func onlyItemsOnScreenAreCellsAndTheyAreReused() {
        let source = Squares([Array(0..<3000)])
        let cv = grid(source)
        #expect(cv.contentSize.height == CGFloat(4 + 1000 * 104 - 8 + 4))
        for k in 1...100 {
            cv.contentOffset = CGPoint(x: 0, y: CGFloat(k) * 53)
            app.layoutWindows()
        }
        #expect(cv.visibleCells.count <= 18 && source.made <= 21)
        #expect(cv.indexPathsForVisibleItems.first == IndexPath(item: 150, section: 0))
    }

    @Test func horizontalScrollingRunsItemsDownThenAcrossAndHeadersComeFirst() {
        let source = Squares([Array(0..<5), Array(0..<2)])
        let cv = grid(source) {
            $0.scrollDirection = .horizontal
            $0.headerReferenceSize = CGSize(width: 30, height: 30)
        }
        func frame(_ i: Int, _ s: Int = 0) -> CGRect { cv.layoutAttributesForItem(at: IndexPath(item: i, section: s))!.frame }
        #expect(frame(0).origin == CGPoint(x: 34, y: 4) && frame(1).minX == 34 && frame(1).minY > 100)
        #expect(frame(4).minX == CGFloat(34 + 104))
        let secondStart: CGFloat = 34 + 2 * 104 - 8 + 4 + 30 + 4
        #expect(frame(0, 1).minX == secondStart)
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 30, height: 480))
        #expect(cv.contentSize.height == 480)
    }

    @Test func estimatedSizesAreReplacedByTheCellsOwn() {
        let source = Squares([[1, 22222, 333]])
        let cv = grid(source) { $0.estimatedItemSize = CGSize(width: 50, height: 50) }
        let one = cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        let wide = cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
        let label = (cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! LabelCell).label
        #expect(wide.width == (label.intrinsicContentSize.width + 16).rounded(.up) && wide.width > one.width)
        #expect(one.height == (label.intrinsicContentSize.height + 16).rounded(.up))
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))!.frame == wide)
    }

    @Test func tappingSelectsAndUpdatesAnimateOrAreRefused() {
        let source = Squares([Array(0..<6)])
        let cv = grid(source)
        let t0 = CACurrentMediaTime()
        app.handleTouch(.began, at: CGPoint(x: 150, y: 50), timestamp: t0)
        app.handleTouch(.ended, at: CGPoint(x: 150, y: 50), timestamp: t0 + 0.05)
        #expect(source.selectedLog == [IndexPath(item: 1, section: 0)] && cv.cellForItem(at: IndexPath(item: 1, section: 0))!.isSelected)
        let two = cv.cellForItem(at: IndexPath(item: 2, section: 0))!
        source.sections[0].remove(at: 0)
        cv.performBatchUpdates { cv.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === two && cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        run(seconds: 0.15)
        #expect(two.layer.presentation()!.frame.minX > 112 && two.layer.presentation()!.frame.minX < 220)
        run(seconds: 0.3)
        #expect(two.layer.presentation()!.frame.minX == 112 && cv.visibleCells.count == 5)
        source.sections[0].append(99)
        cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(UIKitWarning.history.last?.hasPrefix("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (6)") == true)
        #expect(cv.numberOfItems(inSection: 0) == 5)
    }

    @Test func aListLayoutWithRegistrationsAndADiffableDataSource() {
        let window = makeView().window!
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var c = cell.defaultContentConfiguration()
            c.text = item
            cell.contentConfiguration = c
            cell.accessories = [.disclosureIndicator()]
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, ip in
            var c = header.defaultContentConfiguration()
            c.text = ip.section == 0 ? "Fruit" : "Veg"
            header.contentConfiguration = c
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: ip, item: item)
        }
        source.supplementaryViewProvider = { (cv: UICollectionView, _: String, ip: IndexPath) in cv.dequeueConfiguredReusableSupplementary(using: headers, for: ip) }
        window.addSubview(cv)
        var snap = NSDiffableDataSourceSnapshot<Int, String>()
        snap.appendSections([0, 1])
        snap.appendItems(["Apple", "Pear", String(repeating: "A very long fruit name that wraps ", count: 4)], toSection: 0)
        snap.appendItems(["Leek"], toSection: 1)
        source.apply(snap, animatingDifferences: false)
        app.layoutWindows()
        let rows = cv.visibleCells
        #expect(rows.count == 4 && rows[0].frame.minX == 16 && rows[0].frame.width == 320 - 32)
        #expect(rows[2].frame.height > rows[0].frame.height + 20)  // measured: the long one wraps
        #expect(rows[0].frame.height >= 44 && rows[1].frame.minY == rows[0].frame.maxY)
        let header = cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)[0] as! UICollectionViewListCell
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "FRUIT" || (header.contentConfiguration as? UIListContentConfiguration)?.text == "Fruit")
        #expect(header.frame.maxY <= rows[0].frame.minY && cv.backgroundColor == .systemGroupedBackground)
        #expect((rows[0] as! UICollectionViewListCell).separator.isHidden == false && (rows[2] as! UICollectionViewListCell).separator.isHidden)
        snap.deleteItems(["Pear"])
        source.apply(snap)
        run(seconds: 0.4)
        #expect(cv.visibleCells.count == 3 && cv.visibleCells[1].frame.minY == rows[0].frame.maxY)
    }
}
