import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// A section background of the tests' own.
final class Backdrop: UICollectionReusableView {
    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
    }
    required init?(coder: NSCoder) { nil }
}

/// Badges, section backgrounds and the visible-items handler of compositional layouts.
@Suite(.serialized, .freshRuntime) struct CompositionalAttachmentTests: AnimationTesting {
    func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    func collection(_ source: Squares, _ section: @escaping (Int) -> NSCollectionLayoutSection,
                    setUp: (UICollectionViewCompositionalLayout) -> Void = { _ in }) -> UICollectionView {
        let window = makeView().window!
        let layout = UICollectionViewCompositionalLayout { s, _ in section(s) }
        setUp(layout)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(LabelCell.self, forCellWithReuseIdentifier: "square")
        for kind in ["title", "badge"] {
            cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        cv.dataSource = source
        cv.delegate = source
        window.addSubview(cv)
        app.layoutWindows()
        return cv
    }

    @Test func aBadgeSitsOnItsItemsCornerAndScrollsWithASidewaysStrip() {
        let source = Squares([Array(0..<4), Array(0..<6)])
        let cv = collection(source) { s in
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: self.size(.absolute(20), .absolute(20)), elementKind: "badge",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
            let item = NSCollectionLayoutItem(layoutSize: self.size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.absolute(100), .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 10, bottom: 0, trailing: 10)
            section.interGroupSpacing = 10
            if s == 0 { section.orthogonalScrollingBehavior = .continuous }
            return section
        }
        // Its top-trailing corner on the item's, moved out by 30 % of its own size.
        let first = cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0))!
        #expect(first.frame == CGRect(x: 10 + 100 - 14, y: 20 - 6, width: 20, height: 20))
        #expect(first.superview === cv.orthogonalScrollers[0])
        let below = cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 1))!
        #expect(below.superview === cv && below.frame.minY == 120 + 20 + 100 + 10 - 6)
        #expect(cv.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 1))?.frame == below.frame)
        // The strip scrolled: the badge is still on its item.
        cv.orthogonalScrollers[0]!.contentOffset.x = 50
        app.layoutWindows()
        let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let badge = cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0))!
        #expect(badge.frame.maxX - 6 == cell.frame.maxX && badge.superview === cell.superview)
    }

    @Test func anItemAnchorPutsAGivenPointOfTheItemOnTheContainersAndGroupsHaveThemToo() {
        let anchor = NSCollectionLayoutAnchor(edges: [.bottom], absoluteOffset: CGPoint(x: 0, y: 4))
        #expect(anchor.isAbsoluteOffset && !anchor.isFractionalOffset && anchor.offset == CGPoint(x: 0, y: 4))
        let source = Squares([Array(0..<3)])
        let cv = collection(source) { _ in
            // A bar centred under the group, its top at the group's bottom.
            let bar = NSCollectionLayoutSupplementaryItem(
                layoutSize: self.size(.fractionalWidth(0.5), .absolute(10)), elementKind: "badge",
                containerAnchor: anchor, itemAnchor: NSCollectionLayoutAnchor(edges: [.top]))
            let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1.0 / 3), .absolute(60)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(60)), subitems: [item])
            group.supplementaryItems = [bar]
            return NSCollectionLayoutSection(group: group)
        }
        let view = cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0))
        #expect(view?.frame == CGRect(x: 80, y: 64, width: 160, height: 10))
    }

    @Test func aBackgroundDecorationCoversItsSectionBehindTheCells() {
        let source = Squares([Array(0..<3), Array(0..<3)])
        let cv = collection(source, { s in
            let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1.0 / 3), .absolute(50)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: self.size(.fractionalWidth(1), .absolute(30)), elementKind: "title", alignment: .top)]
            let background = NSCollectionLayoutDecorationItem.background(elementKind: s == 0 ? "card" : "unregistered")
            background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            section.decorationItems = [background]
            return section
        }, setUp: { $0.register(Backdrop.self, forDecorationViewOfKind: "card") })
        let card = cv.subviews.compactMap { $0 as? Backdrop }
        #expect(card.count == 1)
        // The section: a 30 pt header, 10 + 50 + 10 of items; the background inset 5 pt from it.
        #expect(card.first?.frame == CGRect(x: 5, y: 5, width: 310, height: 90))
        let attributes = cv.collectionViewLayout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 0))
        #expect(attributes?.representedElementCategory == .decorationView && attributes?.frame == card.first?.frame)
        let cellIndex = cv.subviews.firstIndex { $0 === cv.cellForItem(at: IndexPath(item: 0, section: 0)) }!
        #expect(cv.subviews.firstIndex { $0 === card.first }! < cellIndex)
        #expect(card.first?.isUserInteractionEnabled == false)
        #expect(UIKitWarning.history.contains { $0.contains("decoration view of kind: unregistered") })
        // A tap on the background still selects the item above it.
        #expect(cv.hitTest(CGPoint(x: 30, y: 60), with: nil)?.isDescendant(of: cv.cellForItem(at: IndexPath(item: 0, section: 0))!) == true)
    }

    @Test func aFooterThatDoesNotExtendTheSectionOverlapsItsEnd() {
        let source = Squares([Array(0..<2)])
        let cv = collection(source) { _ in
            let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(0.5), .absolute(50)))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
            let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: self.size(.fractionalWidth(1), .absolute(20)),
                                                                     elementKind: "title", alignment: .bottom, absoluteOffset: CGPoint(x: 0, y: -4))
            footer.extendsBoundary = false
            section.boundarySupplementaryItems = [footer]
            return section
        }
        #expect(cv.contentSize.height == 50)
        #expect(cv.supplementaryView(forElementKind: "title", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 26, width: 320, height: 20))
    }

    @Test func theVisibleItemsHandlerScalesACarouselAsItsStripScrolls() {
        let source = Squares([Array(0..<8)])
        var offsets: [CGPoint] = []
        let cv = collection(source) { _ in
            let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.absolute(160), .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                offsets.append(offset)
                for item in items {
                    // Full size in the middle of the strip, smaller towards its edges.
                    let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                    let scale = max(1 - distance / environment.container.contentSize.width, 0.5)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }
            return section
        }
        // Centred paging starts with item 0 in the middle: full size, item 1 half.
        #expect(offsets.last == CGPoint(x: -80, y: 0))
        func scale(_ item: Int) -> CGFloat? { cv.cellForItem(at: IndexPath(item: item, section: 0))?.transform.a }
        #expect(scale(0) == 1 && scale(1) == 0.5)
        cv.orthogonalScrollers[0]!.contentOffset.x = 80
        app.layoutWindows()
        #expect(offsets.last == CGPoint(x: 80, y: 0))
        #expect(scale(1) == 1 && scale(0) == 0.5)
        // What the handler changed lasts one pass: the layout's own attributes are untouched.
        #expect(cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.transform == .identity)
    }

    @Test func centredPagingStartsWithTheFirstGroupInTheMiddleAndABadgeTheAppHidStaysHidden() {
        final class Hiding: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
                view.isHidden = indexPath.item == 1  // no count to show
                return view
            }
        }
        let window = makeView().window!
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(60), .absolute(100)), subitems: [item]))
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        cv.register(LabelCell.self, forCellWithReuseIdentifier: "square")
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "header")
        let source = Hiding()
        cv.dataSource = source
        window.addSubview(cv)
        app.layoutWindows()
        // The first card's middle on the strip's middle: 130 pt of room before it, and after the last.
        let strip = cv.orthogonalScrollers[0]!
        #expect(strip.contentInset.left == 130 && strip.contentInset.right == 130 && strip.contentOffset.x == -130)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.convert(CGPoint(x: 30, y: 0), to: cv).x == 160)
        let shown = (0..<3).map { cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: $0, section: 0))?.isHidden }
        #expect(shown == [false, true, false])
    }
}

/// The layout's configuration: spacing between sections, its own header and footer, and a
/// layout swapped with animation.
@Suite(.serialized, .freshRuntime) struct CompositionalConfigurationTests: AnimationTesting {
    func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    @Test func sectionsAreSpacedAndTheLayoutHasItsOwnHeaderAndFooter() {
        let window = makeView().window!
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(60)), elementKind: "title", alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "badge", alignment: .bottom),
        ]
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(LabelCell.self, forCellWithReuseIdentifier: "square")
        for kind in ["title", "badge"] { cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header") }
        let source = Squares([[1, 2], [3]])
        cv.dataSource = source
        window.addSubview(cv)
        app.layoutWindows()
        // A 60 pt header, two rows, 20 pt, one row, a 30 pt footer.
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 60)
        #expect(abs((cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY ?? 0) - (60 + 100 + 20)) < 1e-9)
        #expect(cv.supplementaryView(forElementKind: "title", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0))?.frame.minY == 230)
        #expect(cv.contentSize.height == 260)
        // Another layout, animated: the cells move to their new places over the animation.
        let wide = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(100)))
        let grid = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [wide])))
        var finished = false
        cv.setCollectionViewLayout(grid, animated: true) { finished = $0 }
        #expect(cv.collectionViewLayout === grid && !finished)
        run(seconds: 0.5)
        #expect(finished && cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 160, y: 0, width: 160, height: 100))
    }
}
