import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.serialized, .freshRuntime) struct CompositionalLayoutTests: AnimationTesting {
    func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    /// A 320 × 480 collection view over `source`, laid out by sections from `section`.
    func collection(_ source: Squares, _ section: @escaping (Int) -> NSCollectionLayoutSection) -> UICollectionView {
        let window = makeView().window!
        let layout = UICollectionViewCompositionalLayout { s, _ in section(s) }
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(LabelCell.self, forCellWithReuseIdentifier: "square")
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "title", withReuseIdentifier: "header")
        cv.dataSource = source
        cv.delegate = source
        window.addSubview(cv)
        app.layoutWindows()
        return cv
    }

    func frame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect {
        cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
    }

    @Test func edgeSpacingMovesItemsFixedOrFlexibly() {
        let source = Squares([Array(0..<5)])
        let cv = collection(source) { _ in
            // Two 100 × 20 items per 320 × 60 row: 10 pt fixed before each, centred across.
            let item = NSCollectionLayoutItem(layoutSize: self.size(.absolute(100), .absolute(20)))
            item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(10), top: .flexible(0), trailing: nil, bottom: .flexible(0))
            let pair = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(60)), subitems: [item])
            // 100 pt items spread over their row by flexible leading and trailing spacing.
            let lone = NSCollectionLayoutItem(layoutSize: self.size(.absolute(100), .absolute(60)))
            lone.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
            let centred = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(60)), subitems: [lone])
            let both = NSCollectionLayoutGroup.vertical(layoutSize: self.size(.fractionalWidth(1), .absolute(120)), subitems: [pair, centred])
            return NSCollectionLayoutSection(group: both)
        }
        #expect(frame(cv, 0) == CGRect(x: 10, y: 20, width: 100, height: 20))
        #expect(frame(cv, 1) == CGRect(x: 120, y: 20, width: 100, height: 20))
        // Three fit the second row; the 20 pt left over is shared by their six flexible sides.
        #expect(abs(frame(cv, 2).minX - 20.0 / 6) < 1e-9 && frame(cv, 2).minY == 60)
        #expect(abs(frame(cv, 3).minX - 110) < 1e-9 && abs(frame(cv, 4).maxX - (320 - 20.0 / 6)) < 1e-9)
    }

    @Test func aGridOfFractionalItemsWithInsetsSpacingAndAHeader() {
        let source = Squares([Array(0..<7)])
        let cv = collection(source) { _ in
            let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
            section.interGroupSpacing = 5
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: self.size(.fractionalWidth(1), .absolute(40)), elementKind: "title", alignment: .top)]
            return section
        }
        // Three to a row in the 280 pt between the insets, each inset 2 pt in its third.
        let third: CGFloat = 280 / 3
        let top: CGFloat = 40 + 10
        #expect(frame(cv, 0) == CGRect(x: 22, y: top + 2, width: third - 4, height: 96))
        #expect(frame(cv, 1).minX == 20 + third + 2 && frame(cv, 2).minX == 20 + 2 * third + 2)
        #expect(frame(cv, 3).minY == top + 105 + 2)
        #expect(frame(cv, 6) == CGRect(x: 22, y: top + 2 * 105 + 2, width: third - 4, height: 96))
        let height: CGFloat = top + 3 * 100 + 2 * 5 + 30
        #expect(cv.contentSize == CGSize(width: 320, height: height))
        let header = cv.supplementaryView(forElementKind: "title", at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 20, y: 0, width: 280, height: 40))
        #expect(cv.visibleCells.count == 7)
        let cell = cv.cellForItem(at: IndexPath(item: 6, section: 0))!.frame
        #expect(abs(cell.minX - frame(cv, 6).minX) < 1e-9 && cell.size == frame(cv, 6).size)
    }

    @Test func aRepeatingSubitemSharesTheGroupAndFlexibleSpacingSpreadsItems() {
        let source = Squares([Array(0..<6), Array(0..<8)])
        let cv = collection(source) { s in
            if s == 0 {
                let item = NSCollectionLayoutItem(layoutSize: self.size(.absolute(999), .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(50)),
                                                               repeatingSubitem: item, count: 4)
                group.interItemSpacing = .fixed(10)
                return NSCollectionLayoutSection(group: group)
            }
            let item = NSCollectionLayoutItem(layoutSize: self.size(.absolute(60), .absolute(60)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(60)), subitems: [item])
            group.interItemSpacing = .flexible(8)
            return NSCollectionLayoutSection(group: group)
        }
        // Four to a group whatever the item's own width: (320 − 3 × 10) / 4 each.
        #expect(frame(cv, 0) == CGRect(x: 0, y: 0, width: 72.5, height: 50))
        #expect(frame(cv, 3).minX == 3 * 82.5 && frame(cv, 4) == CGRect(x: 0, y: 50, width: 72.5, height: 50))
        // Four 60 pt items fit with 8 pt between (264 of 320); the 56 pt left is shared out.
        let gap: CGFloat = 8 + 56 / 3
        #expect((0..<4).map { frame(cv, $0, 1).minX } == [0, 60 + gap, 2 * (60 + gap), 3 * (60 + gap)])
        #expect(frame(cv, 4, 1).origin == CGPoint(x: 0, y: 160))
        #expect(frame(cv, 0, 1).minY == 100)
    }

    @Test func nestedGroupsFillInOrderAndEstimatedRowsTakeTheirCellsHeight() {
        let source = Squares([Array(0..<6), [1, 22, 333]])
        let cv = collection(source) { s in
            if s == 0 {
                // One big item, then two small ones stacked beside it.
                let big = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
                let small = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
                let pair = NSCollectionLayoutGroup.vertical(layoutSize: self.size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(200)), subitems: [big, pair])
                return NSCollectionLayoutSection(group: group)
            }
            let row = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .estimated(30)))
            return NSCollectionLayoutSection(group: .vertical(layoutSize: self.size(.fractionalWidth(1), .estimated(30)), subitems: [row]))
        }
        #expect(frame(cv, 0) == CGRect(x: 0, y: 0, width: 160, height: 200))
        #expect(frame(cv, 1) == CGRect(x: 160, y: 0, width: 160, height: 100))
        #expect(frame(cv, 2) == CGRect(x: 160, y: 100, width: 160, height: 100))
        #expect(frame(cv, 3).origin == CGPoint(x: 0, y: 200))
        // Rows as wide as the view, as tall as a line of text and the cell's 8 pt margins.
        let label = (cv.cellForItem(at: IndexPath(item: 0, section: 1)) as! LabelCell).label
        let row = (label.intrinsicContentSize.height + 16).rounded(.up)
        #expect(frame(cv, 0, 1) == CGRect(x: 0, y: 400, width: 320, height: row))
        #expect(frame(cv, 2, 1).minY == 400 + 2 * row && cv.contentSize.height == 400 + 3 * row)
    }

    @Test func anOrthogonalSectionScrollsItsStripAGroupAtATime() {
        let source = Squares([Array(0..<10), Array(0..<40)])
        let cv = collection(source) { s in
            let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
            if s == 0 {
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(0.8), .absolute(120)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
                return section
            }
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        }
        // The strip: groups 80% of the width inside the insets, side by side; the rest goes down.
        #expect(frame(cv, 0) == CGRect(x: 10, y: 0, width: 240, height: 120))
        #expect(frame(cv, 1).minX == 10 + 240 + 10 && frame(cv, 0, 1).minY == 120)
        let strip = cv.orthogonalScrollers[0]!
        #expect(strip.frame == CGRect(x: 0, y: 0, width: 320, height: 120))
        let stripWidth: CGFloat = 10 + 10 * 240 + 9 * 10 + 10
        #expect(strip.contentSize.width == stripWidth)
        // Only the items the strip shows are cells, and they live in it.
        #expect(cv.indexPathsForVisibleItems.filter { $0.section == 0 } == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview === strip)
        // A flick to the left moves one group on, however hard, and the collection view stays put.
        let t0 = CACurrentMediaTime()
        app.handleTouch(.began, at: CGPoint(x: 250, y: 60), timestamp: t0)
        for i in 1...6 { app.handleTouch(.moved, at: CGPoint(x: 250 - 40 * CGFloat(i), y: 60), timestamp: t0 + 0.008 * Double(i)) }
        app.handleTouch(.ended, at: CGPoint(x: 10, y: 60), timestamp: t0 + 0.048)
        run(seconds: 2)
        app.layoutWindows()
        #expect(strip.contentOffset.x == 250 && cv.contentOffset.y == 0)
        #expect(frame(cv, 1).minX == 10 && cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 260)
        #expect(cv.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1, 2])
        // Scrolling to an item of the strip scrolls the strip.
        cv.scrollToItem(at: IndexPath(item: 5, section: 0), at: .centeredHorizontally, animated: false)
        app.layoutWindows()
        #expect(strip.contentOffset.x == 10 + 5 * 250 + 120 - 160 && cv.contentOffset.y == 0)
        #expect(cv.cellForItem(at: IndexPath(item: 5, section: 0)) != nil)
        // Scrolling the collection view down takes the strip with it.
        cv.contentOffset.y = 300
        app.layoutWindows()
        #expect(cv.indexPathsForVisibleItems.allSatisfy { $0.section == 1 })
    }

    @Test func badSizesAreReportedAndLaidOutAsNothing() {
        let dimension = NSCollectionLayoutDimension.absolute(.nan)
        #expect(dimension.dimension == 0)
        #expect(UIKitWarning.history.last?.contains("is not a size") == true)
        let source = Squares([Array(0..<3)])
        let cv = collection(source) { _ in
            let item = NSCollectionLayoutItem(layoutSize: self.size(.absolute(-5), .absolute(40)))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(40)), subitems: [item]))
        }
        // Zero-width items still take their turns (one group each holds them all at x = 0).
        #expect(frame(cv, 2).width == 0 && cv.contentSize.height == 40)
    }
}
