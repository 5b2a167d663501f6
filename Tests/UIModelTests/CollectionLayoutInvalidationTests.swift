import Foundation
import Testing
@testable import UIModel

@Suite(.serialized, .freshRuntime) struct CollectionLayoutInvalidationTests: AnimationTesting {
    /// A carousel as apps write it: items scale down away from the middle, the layout is asked
    /// again on every scroll, and a flick rests with an item in the middle.
    final class Carousel: UICollectionViewFlowLayout {
        var contexts = 0
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
        override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
            contexts += 1
            return super.invalidationContext(forBoundsChange: newBounds)
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            guard let cv = collectionView else { return nil }
            let middle = cv.contentOffset.x + cv.bounds.width / 2
            return super.layoutAttributesForElements(in: rect)?.map { original in
                let a = original.copy()
                let distance = min(abs(a.center.x - middle) / cv.bounds.width, 1)
                let scale = 1 - 0.3 * distance
                a.transform = CGAffineTransform(scaleX: scale, y: scale)
                return a
            }
        }
        override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
            let stride = itemSize.width + minimumLineSpacing
            return CGPoint(x: (proposed.x / stride).rounded() * stride, y: proposed.y)
        }
    }

    final class Items: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        }
    }

    @Test func aCarouselIsLaidOutAgainAsItScrollsAndRestsOnAnItem() throws {
        let layout = Carousel()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 200)
        layout.minimumLineSpacing = 20
        let items = Items()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        cv.dataSource = items
        let window = makeView().window!
        window.addSubview(cv)
        cv.layoutIfNeeded()
        let before = layout.contexts
        cv.contentOffset = CGPoint(x: 110, y: 0)
        cv.layoutIfNeeded()
        #expect(layout.contexts == before + 1)
        // The item in the middle (item 1, centred at 110 + 200 = 330) is full size; item 0 is smaller.
        let middle = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let side = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(abs(middle.transform.a - 1) < 0.01 && side.transform.a < 0.85)
        #expect(middle.frame.width == middle.bounds.width * middle.transform.a)
        // A flick to the left comes to rest on a multiple of the item stride.
        var t = CACurrentMediaTime()
        app.handleTouch(.began, at: CGPoint(x: 300, y: 150), timestamp: t)
        for i in 1...6 {
            run(seconds: 1.0 / 60)
            t = CACurrentMediaTime()
            app.handleTouch(.moved, at: CGPoint(x: 300 - CGFloat(i) * 15, y: 150), timestamp: t)
        }
        app.handleTouch(.ended, at: CGPoint(x: 210, y: 150), timestamp: t)
        run(seconds: 8)
        #expect(cv.contentOffset.x > 110 && cv.contentOffset.x.truncatingRemainder(dividingBy: 220) == 0)
    }
}
