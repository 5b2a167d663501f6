import Foundation

/// The collection view's layout pass: the layout prepared when invalid or resized, the cells
/// and supplementary views of the elements on screen (measured when their size is estimated,
/// and the layout asked again), and batch updates applied with animation.
extension UICollectionView: BatchUpdating {
    /// How many times one layout pass measures newly shown cells and asks the layout again.
    static let measuringRounds = 4
    static let updateAnimationDuration: TimeInterval = 0.3
    /// The background of a list section's rows in an inset-grouped list (made here, not by the app).
    static let listCardKind = "UIModel.listSectionBackground"

    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        closeSwipe(animated: false)
        movement = nil
        // In item order: the pool's order decides which cell each item gets next.
        for (ip, cell) in visible.sorted(by: { $0.key < $1.key }) { enqueue(cell, ip) }
        visible.removeAll()
        for v in sortedSupplementary() { recycle(v) }
        visibleSupplementary.removeAll()
        counts = dataSourceCounts()
        selected = selected.filter { counts.indices.contains($0.section) && $0.item < counts[$0.section] }
        collectionViewLayout.invalidateLayoutForDataSourceCounts(everything: true)
    }

    func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(dataSource.numberOfSections(in: self), 0)).map { max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0) }
    }

    func prepareLayoutIfNeeded() {
        reloadIfNeeded()
        let layout = collectionViewLayout
        // As UIKit, the layout is asked on every change of the bounds, scrolling included (a
        // parallax or a carousel that scales its items re-lays out as it scrolls); UIKit's own
        // layouts answer yes only when the size changed.
        if bounds != boundsAskedAbout {
            boundsAskedAbout = bounds
            if layout.shouldInvalidateLayout(forBoundsChange: bounds) {
                layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
            }
        }
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        preparedSize = bounds.size
        layout.prepare()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        // The strips follow the layout's orthogonal sections, which only `prepare` changes.
        updateOrthogonalScrollers()
    }

    func layOutItems() {
        var elements: [UICollectionViewLayoutAttributes] = []
        var made: [IndexPath] = []
        for _ in 0..<Self.measuringRounds {
            prepareLayoutIfNeeded()
            elements = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
            let cells = Set(elements.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
            for ip in visible.keys.filter({ !cells.contains($0) && $0 != movement?.current }).sorted() {
                retire(visible.removeValue(forKey: ip)!, ip)
            }
            var changed = false
            for a in elements where a.representedElementCategory == .cell && visible[a.indexPath] == nil {
                UIView.withoutAnimation {
                    guard let cell = makeCell(a) else { return }
                    visible[a.indexPath] = cell
                    if updateLeaving != nil { made.append(a.indexPath) }
                    if collectionViewLayout.isEstimated(a.indexPath, kind: nil) {
                        if let fixed = collectionViewLayout.measuresHeightOnly(at: a.indexPath) { cell.measuresHeightOnly = fixed }
                        changed = collectionViewLayout.measured(cell.preferredLayoutAttributesFitting(a).size, at: a.indexPath, kind: nil) || changed
                    }
                    collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: a.indexPath)
                }
            }
            changed = placeSupplementaryViews(elements) || changed
            if !changed { break }
        }
        if let s = swipe { if visible[s.row] == nil { closeSwipe(animated: false) } else { layOutSwipe() } }
        // Cells shown for the first time during an update fade in.
        UIView.withoutAnimation { for ip in made { visible[ip]?.alpha = 0 } }
        for a in elements {
            guard let view = a.representedElementKind.map({ visibleSupplementary[$0]?[a.indexPath] }) ?? visible[a.indexPath] else { continue }
            // Frames are placed untransformed; the layout's transform then turns the view about its centre.
            let identity = CATransform3DIsIdentity(a.transform3D)
            if !identity || !CATransform3DIsIdentity(view.transform3D) { view.transform3D = CATransform3DIdentity }
            if let m = movement, view === m.cell || (a.followsItems && a.indexPath == m.current) {
                // The lifted item, and its badges, follow the point.
                let lifted = liftedFrame(m), slot = a.representedElementCategory == .cell ? a.frame : collectionViewLayout.layoutAttributesForItem(at: m.current)?.frame
                let frame = view === m.cell ? lifted : a.frame.offsetBy(dx: lifted.minX - (slot?.minX ?? lifted.minX), dy: lifted.minY - (slot?.minY ?? lifted.minY))
                UIView.performWithoutAnimation { place(view, at: frame) }
                if view.superview?.subviews.last !== view { view.superview?.bringSubviewToFront(view) }
                continue
            }
            place(view, at: a.representedElementCategory == .cell ? a.frame.offsetBy(dx: swipeOffset(for: a.indexPath), dy: 0) : a.frame)
            if !identity { view.transform3D = a.transform3D }
            if view.alpha != a.alpha { view.alpha = a.alpha }
            // The layout hides and shows; a view the app hid itself (a badge at zero) stays hidden.
            if a.isHidden != view.hiddenByLayout {
                view.isHidden = a.isHidden
                view.hiddenByLayout = a.isHidden
            }
            if a.zIndex > 0, view.superview === self, subviews.last !== view { bringSubviewToFront(view) }
            if let list = view as? UICollectionViewListCell {
                // A list cell used as a header or footer has no separator.
                list.separator.isHidden = a.representedElementCategory != .cell || !collectionViewLayout.showsSeparator(after: a.indexPath)
            }
        }
    }

    /// Makes and removes headers, footers and list cards to match `elements`; true when a
    /// measured one changed the layout.
    private func placeSupplementaryViews(_ elements: [UICollectionViewLayoutAttributes]) -> Bool {
        var wanted: [String: Set<IndexPath>] = [:]
        for a in elements { if let kind = a.representedElementKind { wanted[kind, default: []].insert(a.indexPath) } }
        for (kind, views) in visibleSupplementary.sorted(by: { $0.key < $1.key }) {
            for (ip, view) in views.sorted(by: { $0.key < $1.key }) where wanted[kind]?.contains(ip) != true {
                visibleSupplementary[kind]?[ip] = nil
                recycle(view)
            }
        }
        var changed = false
        for a in elements {
            guard let kind = a.representedElementKind, visibleSupplementary[kind]?[a.indexPath] == nil else { continue }
            UIView.withoutAnimation {
                let view: UICollectionReusableView
                if kind == Self.listCardKind {
                    view = UICollectionReusableView(frame: a.frame)
                    view.backgroundColor = .secondarySystemGroupedBackground
                    view.layer.cornerRadius = UITableView.insetGroupedCornerRadius
                    view.isUserInteractionEnabled = false
                    view.sitsBehindCells = true
                    insertSubview(view, at: index(above: backgroundView))
                } else if a.representedElementCategory == .decorationView {
                    guard let made = decorationView(ofKind: kind) else { return }
                    view = made
                    if view.superview !== self { insertSubview(view, at: index(above: backgroundView)) }
                } else {
                    // While an item is moved, a badge is its item's in the data source.
                    let ip = a.followsItems ? movement?.sourceIndexPath(forShown: a.indexPath) ?? a.indexPath : a.indexPath
                    guard let made = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: ip) else { return }
                    view = made
                    view.followsItem = a.followsItems
                    // A badge lives with its item's cell (in a sideways strip, scrolling with it).
                    let home = a.followsItems ? container(forSection: a.indexPath.section) : self
                    if view.superview !== home { home.addSubview(view) }
                }
                if view.reuseIdentifier == nil || view.sitsBehindCells { view.isHidden = false }
                place(view, at: a.frame)
                collectionViewLayout.style(view, kind: kind, at: a.indexPath)
                visibleSupplementary[kind, default: [:]][a.indexPath] = view
                if collectionViewLayout.isEstimated(a.indexPath, kind: kind) {
                    changed = collectionViewLayout.measured(view.preferredLayoutAttributesFitting(a).size, at: a.indexPath, kind: kind) || changed
                }
            }
        }
        return changed
    }

    /// A decoration view of `kind` from the pool or made from the class the layout registered
    /// (nil, reported, when none was).
    private func decorationView(ofKind kind: String) -> UICollectionReusableView? {
        let key = "decoration/" + kind
        if let view = reused(key) { return view }
        guard let type = collectionViewLayout.decorationClasses[kind] else {
            UIKitWarning.logOnce("could not dequeue a decoration view of kind: \(kind) - must register a nib or a class for the kind with the layout; none is shown")
            return nil
        }
        let view = type.init(frame: .zero)
        view.reuseIdentifier = key
        view.sitsBehindCells = true
        view.isUserInteractionEnabled = false
        return view
    }

    /// The data source's cell for the item, shown; nil (and reported) when it handed out a cell
    /// already showing another item.
    private func makeCell(_ a: UICollectionViewLayoutAttributes) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let ip = a.indexPath
        // While an item is moved, the items shown between its two places are the data source's
        // neighbours.
        let cell = dataSource.collectionView(self, cellForItemAt: movement?.sourceIndexPath(forShown: ip) ?? ip)
        if visible.values.contains(where: { $0 === cell }) {
            UIKitWarning.log("the data source returned a cell already showing another item for item \(ip.item) in section \(ip.section); the item is left empty")
            return nil
        }
        cell.collectionView = self
        let container = container(forSection: ip.section)
        if cell.superview !== container {
            if container === self { insertSubview(cell, at: backgroundViewCount) } else { container.addSubview(cell) }
        }
        place(cell, at: a.frame)
        cell.layoutIfNeeded()
        cell.isSelected = selected.contains(ip)
        cell.isHighlighted = false
        collectionViewLayout.style(cell, kind: nil, at: ip)
        cell.runConfigurationUpdate()
        return cell
    }

    private func retire(_ cell: UICollectionViewCell, _ ip: IndexPath) {
        guard updateLeaving != nil else { return enqueue(cell, ip) }
        if let frame = collectionViewLayout.layoutAttributesForItem(at: ip)?.frame { place(cell, at: frame) }
        updateLeaving?.cells.append((cell, ip))
    }

    func enqueue(_ cell: UICollectionViewCell, _ ip: IndexPath) {
        cell.isHighlighted = false
        if highlightedItem == ip { highlightedItem = nil }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: ip)
        recycle(cell)
    }

    /// The headers, footers and cards on screen, by kind and section.
    private func sortedSupplementary() -> [UICollectionReusableView] {
        visibleSupplementary.sorted { $0.key < $1.key }.flatMap { $0.value.sorted { $0.key < $1.key }.map(\.value) }
    }

    private func recycle(_ view: UICollectionReusableView) {
        view.isHidden = true
        if let id = view.reuseIdentifier { pool[id, default: []].append(view) } else { view.removeFromSuperview() }
    }

    // MARK: Batch updates

    /// Checks the updates against the data source (UIKit's exception text when the counts do not
    /// add up, nothing changed), moves the cells to their new items, and animates: items that
    /// stay slide, items that go fade out, new ones fade in.
    func commitUpdates(_ completion: ((Bool) -> Void)?) {
        let updates = pendingUpdates
        pendingUpdates = BatchUpdates()
        guard !needsReload else { completion?(true); return }
        let newCounts = dataSourceCounts()
        let plan: BatchUpdates.Plan
        do {
            plan = try updates.plan(old: counts, new: newCounts, terms: .collection)
        } catch {
            UIKitWarning.log("\(error.description) The update is not applied: the collection view keeps showing its state before it.")
            completion?(false)
            return
        }
        counts = newCounts
        collectionViewLayout.carryMeasurements(plan)
        movement = nil
        // An open row closes: its actions go with the update.
        if let s = swipe {
            swipe = nil
            s.actionsView.removeFromSuperview()
        }
        collectionViewLayout.invalidateLayoutForDataSourceCounts(everything: false)
        cellTouchCancelled()
        var kept: [IndexPath: UICollectionViewCell] = [:], going: [(UICollectionViewCell, IndexPath)] = []
        for (ip, cell) in visible.sorted(by: { $0.key < $1.key }) {
            if let to = plan.keptRow(ip) { kept[to] = cell } else { going.append((cell, ip)) }
        }
        visible = kept
        selected = Set(selected.compactMap { plan.keptRow($0) })
        // Headers and footers are made again for their new sections.
        let oldSupplementary = sortedSupplementary()
        visibleSupplementary.removeAll()

        guard UIView.areAnimationsEnabled, window != nil else {
            for (cell, ip) in going { enqueue(cell, ip) }
            for v in oldSupplementary { recycle(v) }
            layOutItems()
            completion?(true)
            return
        }
        let leaving = LeavingCells()
        updateLeaving = leaving
        UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [.allowUserInteraction], animations: {
            for (cell, _) in going { cell.alpha = 0 }
            for v in oldSupplementary { v.alpha = 0 }
            self.layOutItems()
        }, completion: { _ in
            for (cell, ip) in going + leaving.cells { cell.alpha = 1; self.enqueue(cell, ip) }
            for v in oldSupplementary { v.alpha = 1; self.recycle(v) }
            completion?(true)
        })
        updateLeaving = nil
    }
}

/// Cells that slid off screen during an update's animation, given back when it ends.
final class LeavingCells {
    nonisolated deinit {}
    var cells: [(UICollectionViewCell, IndexPath)] = []
}
