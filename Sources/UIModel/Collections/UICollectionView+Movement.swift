import Foundation

/// An item being moved by the user: where it started, the place it shows at now, and the
/// point its cell follows.
final class InteractiveMovement {
    nonisolated deinit {}
    let original: IndexPath
    var current: IndexPath
    let cell: UICollectionViewCell
    var position: CGPoint

    init(original: IndexPath, cell: UICollectionViewCell) {
        self.original = original
        current = original
        self.cell = cell
        position = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
    }

    /// The data source's index path of the item shown at `shown` while the moved item shows
    /// at `current` (the items between the two places have moved up or down by one).
    func sourceIndexPath(forShown shown: IndexPath) -> IndexPath {
        if shown == current { return original }
        var item = shown.item
        if shown.section == current.section, item > current.item { item -= 1 }
        if shown.section == original.section, item >= original.item { item += 1 }
        return IndexPath(item: item, section: shown.section)
    }
}

/// Interactive movement: an item lifted under the finger (or a point the app gives) while the
/// others make room where it would go; ending it moves the item in the data source, cancelling
/// puts it back.
extension UICollectionView {
    static let movementAnimationDuration: TimeInterval = 0.25

    func beginMovement(at indexPath: IndexPath) -> Bool {
        guard movement == nil, swipe == nil, let dataSource, let cell = cellForItem(at: indexPath),
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        cellTouchCancelled()
        movement = InteractiveMovement(original: indexPath, cell: cell)
        cell.superview?.bringSubviewToFront(cell)
        return true
    }

    func updateMovement(to targetPosition: CGPoint) {
        guard let m = movement, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
        m.position = targetPosition
        if let proposed = slot(at: targetPosition), proposed != m.current {
            let target = collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: m.original,
                                                            atCurrentIndexPath: m.current, toProposedIndexPath: proposed) ?? proposed
            if target != m.current, isValidSlot(target, moving: m) {
                show(m, at: target)
                return
            }
        }
        // The lifted cell and its badges follow the point.
        layOutItems()
    }

    func endMovement() {
        guard let m = movement else { return }
        movement = nil
        if m.current != m.original {
            dataSource?.collectionView(self, moveItemAt: m.original, to: m.current)
            counts = dataSourceCounts()
        }
        settle()
    }

    func cancelMovement() {
        guard let m = movement else { return }
        if m.current != m.original { show(m, at: m.original, animated: false) }
        movement = nil
        settle()
    }

    /// The item place under `point`: an item's, or the end of a section past its last item.
    private func slot(at point: CGPoint) -> IndexPath? {
        if let ip = indexPathForItem(at: point) { return ip }
        let near = collectionViewLayout.layoutAttributesForElements(in: bounds)?
            .filter { $0.representedElementCategory == .cell }
            .min { hypot($0.center.x - point.x, $0.center.y - point.y) < hypot($1.center.x - point.x, $1.center.y - point.y) }
        return near?.indexPath
    }

    private func isValidSlot(_ ip: IndexPath, moving m: InteractiveMovement) -> Bool {
        guard counts.indices.contains(ip.section), ip.item >= 0 else { return false }
        // In its own section the item takes one of the places there are; in another, one more.
        let limit = counts[ip.section] - (ip.section == m.current.section ? 1 : 0)
        return ip.item <= limit
    }

    /// Shows the moved item at `target`: the cells of the items between move up or down (with
    /// their measured sizes), animated.
    private func show(_ m: InteractiveMovement, at target: IndexPath, animated: Bool = true) {
        var updates = BatchUpdates()
        updates.movedRows.append((m.current, target))
        var newCounts = counts
        newCounts[m.current.section] -= 1
        newCounts[target.section] += 1
        guard let plan = try? updates.plan(old: counts, new: newCounts, terms: .collection) else { return }
        counts = newCounts
        collectionViewLayout.carryMeasurements(plan)
        var moved: [IndexPath: UICollectionViewCell] = [:]
        for (ip, cell) in visible { if let to = plan.keptRow(ip) { moved[to] = cell } }
        visible = moved
        // Badges go with their items; headers and backgrounds stay with their sections.
        for (kind, views) in visibleSupplementary {
            var kept: [IndexPath: UICollectionReusableView] = [:]
            for (ip, view) in views { kept[view.followsItem ? plan.keptRow(ip) ?? ip : ip] = view }
            visibleSupplementary[kind] = kept
        }
        selected = Set(selected.compactMap { plan.keptRow($0) })
        m.current = target
        collectionViewLayout.invalidateLayout()
        UIView.animate(withDuration: animated ? Self.movementAnimationDuration : 0, delay: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction]) { self.layOutItems() }
    }

    /// The lifted cell's frame: its item's size, centred on the finger.
    func liftedFrame(_ m: InteractiveMovement) -> CGRect {
        let size = collectionViewLayout.layoutAttributesForItem(at: m.current)?.size ?? m.cell.frame.size
        return CGRect(x: m.position.x - size.width / 2, y: m.position.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The items slide into their places.
    private func settle() {
        collectionViewLayout.invalidateLayout()
        UIView.animate(withDuration: Self.movementAnimationDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            self.layOutItems()
        }
    }
}
