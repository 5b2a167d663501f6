import Foundation

/// Dynamics in a collection view layout: the behaviours move `UICollectionViewLayoutAttributes`
/// (dynamic items, as in UIKit), and a layout subclass answers with the animator's attributes,
/// as springy flow layouts do.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}

nonisolated extension UIDynamicAnimator {
    /// The rectangle boundaries come from: the reference view's bounds, or the layout's content.
    @MainActor var referenceBounds: CGRect? {
        if let layout = collectionViewLayout { return CGRect(origin: .zero, size: layout.collectionViewContentSize) }
        return referenceView?.bounds
    }

    /// The items whose frames meet `rect` (in the reference view's or the layout's coordinates).
    public func items(in rect: CGRect) -> [UIDynamicItem] {
        withMainActorState(self) { animator in
            animator.bodies.map(\.item).filter { item in
                let size = item.bounds.size
                return CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width, height: size.height)
                    .intersects(rect)
            }
        }
    }

    /// The attributes a behaviour moves for the cell at `indexPath`, or nil.
    public func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    public func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .decorationView && $0.representedElementKind == decorationViewKind && $0.indexPath == indexPath }
    }

    private func attributes(where matches: @MainActor @Sendable (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        withMainActorState(self) { animator in
            animator.bodies.lazy.compactMap { $0.item as? UICollectionViewLayoutAttributes }.first(where: matches)
        }
    }
}
