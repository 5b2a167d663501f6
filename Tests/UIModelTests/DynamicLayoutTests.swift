import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// UIKit Dynamics in a collection view layout.
@Suite(.serialized, .freshRuntime) struct DynamicLayoutTests {
    var app: UIModelRuntime { .current }

    final class CountingLayout: UICollectionViewFlowLayout {
        var invalidations = 0
        override func invalidateLayout() {
            invalidations += 1
            super.invalidateLayout()
        }
    }

    @Test func anAnimatorForALayoutMovesItsAttributesAndInvalidatesIt() {
        let layout = CountingLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        _ = collection
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 0))
        cell.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        let spring = UIAttachmentBehavior(item: cell, attachedToAnchor: CGPoint(x: 50, y: 125))
        spring.length = 0
        spring.damping = 1
        spring.frequency = 2
        animator.addBehavior(spring)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 3, section: 0)) === cell)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 4, section: 0)) == nil)
        #expect(animator.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 3, section: 0)) == nil)
        let before = layout.invalidations
        let start = app.clock.animationEngine.now
        for i in 1...120 { app.fireDisplayLinks(timestamp: start + Double(i) / 60, duration: 1.0 / 60) }
        #expect(abs(cell.center.y - 125) < 2 && cell.frame.size == CGSize(width: 100, height: 50))
        #expect(layout.invalidations > before, "each step invalidates the layout")
        #expect(animator.items(in: CGRect(x: 0, y: 100, width: 10, height: 10)).count == 1)
        #expect(animator.items(in: CGRect(x: 200, y: 0, width: 10, height: 10)).isEmpty)
    }
}
