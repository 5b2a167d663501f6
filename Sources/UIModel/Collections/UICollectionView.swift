import Foundation

/// A scrolling set of items in sections, placed by a layout object: only the items on screen
/// exist as cells (reused from a pool), cells can size themselves, items are selected by
/// tapping, and batch updates animate.
@preconcurrency @MainActor open class UICollectionView: UIScrollView {
    nonisolated deinit {}
    nonisolated public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    /// Changes the layout; animated, the cells move to their new places together.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        guard animated, window != nil else {
            layoutIfNeeded()
            completion?(true)
            return
        }
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: { self.layoutIfNeeded() }, completion: completion)
    }

    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    /// The delegate as a collection view's (`delegate` holds it, as a scroll view's).
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// A view behind everything else, as large as the visible area (it does not scroll).
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); placeBackgroundView(backgroundView) }
    }

    /// Items per section, as the data source last reported them.
    var counts: [Int] = []
    var needsReload = true
    var visible: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementary: [String: [IndexPath: UICollectionReusableView]] = [:]
    var pool: [String: [UICollectionReusableView]] = [:]
    var registered: [String: UICollectionReusableView.Type] = [:]
    /// Views registered as nibs (xibs, or a storyboard's prototype cells), by key.
    var registeredNibs: [String: UINib] = [:]
    var selected: Set<IndexPath> = []
    var highlightedItem: IndexPath?
    /// The size the layout was last prepared for.
    var preparedSize: CGSize = .zero
    /// The bounds the layout was last asked about (`shouldInvalidateLayout(forBoundsChange:)`).
    var boundsAskedAbout: CGRect?
    var pendingUpdates = BatchUpdates()
    var batchDepth = 0
    /// Set while an update's animation block runs.
    var updateLeaving: LeavingCells?
    var reconfiguring: UICollectionViewCell?
    /// The strips of sections that scroll across, by section.
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]

    /// A released drag rests where the layout says (a carousel snapping to an item).
    override func proposedRestingOffset(_ natural: CGPoint, velocity: CGPoint) -> CGPoint {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: natural, withScrollingVelocity: velocity)
    }

    /// Shows the delegate's context menus for items.
    let itemMenuBridge = ListContextMenuBridge()
    /// The list row swiped open (or being swiped), and the drag that swipes rows.
    var swipe: RowSwipe?
    let swipeRecognizer = RowSwipeGestureRecognizer()
    /// The item being moved interactively.
    var movement: InteractiveMovement?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        setUpCollectionView()
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = (coder as? IBCoder)?.collectionLayout ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpCollectionView()
    }

    private func setUpCollectionView() {
        collectionViewLayout.collectionView = self
        backgroundColor = .systemBackground
        itemMenuBridge.list = self
        addInteraction(UIContextMenuInteraction(delegate: itemMenuBridge))
        installSwipeRecognizer(swipeRecognizer)
    }


    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutItems()
        placeBackgroundView(backgroundView)
    }

    // MARK: Registration and reuse

    /// Registers the cell class dequeued by `identifier` (a `UICollectionViewCell` subclass).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UICollectionViewCell.Type
        registeredNibs[identifier] = nil
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registered[elementKind + "/" + identifier] = viewClass as? UICollectionReusableView.Type
        registeredNibs[elementKind + "/" + identifier] = nil
    }

    /// Registers a nib whose top-level object is the cell (a xib, or a storyboard's prototype).
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registeredNibs[identifier] = nib
        registered[identifier] = nil
    }

    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registeredNibs[kind + "/" + identifier] = nib
        registered[kind + "/" + identifier] = nil
    }

    /// A cell from the pool (after its `prepareForReuse`) or a new one of the registered class.
    /// UIKit raises for an identifier nothing was registered for; here it is reported and a
    /// plain cell made.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reconfiguring, cell.reuseIdentifier == identifier {
            reconfiguring = nil
            return cell
        }
        return dequeue(identifier) as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let view = dequeue(elementKind + "/" + identifier) ?? UICollectionReusableView(frame: .zero)
        // A list cell used as a header styles its default configuration as the list's header.
        if let cell = view as? UICollectionViewListCell, let appearance = collectionViewLayout.listAppearance(indexPath.section) {
            cell.listAppearance = (appearance, elementKind)
        }
        return view
    }

    private func dequeue(_ key: String) -> UICollectionReusableView? {
        if let view = reused(key) { return view }
        if let nib = registeredNibs[key] {
            if let view = nib.instantiate(withOwner: nil).first as? UICollectionReusableView {
                view.reuseIdentifier = key
                return view
            }
            UIKitWarning.log("invalid nib registered for identifier (\(key)) - nib must contain exactly one top level object which must be a UICollectionReusableView instance")
        }
        guard let type = registered[key] else {
            UIKitWarning.log("could not dequeue a view with identifier \(key) - must register a nib or a class for the identifier; a default view is used")
            return nil
        }
        let view = type.init(frame: .zero)
        view.reuseIdentifier = key
        return view
    }

    /// A view of `key` from the pool, shown again and prepared for reuse before whoever asked
    /// configures it (which may hide it).
    func reused(_ key: String) -> UICollectionReusableView? {
        guard let view = pool[key]?.popLast() else { return nil }
        view.isHidden = false
        view.hiddenByLayout = false
        view.prepareForReuse()
        return view
    }

    // MARK: Items

    open var numberOfSections: Int { reloadIfNeeded(); return counts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visible[indexPath] }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }
    open var visibleCells: [UICollectionViewCell] { visible.keys.sorted().map { visible[$0]! } }
    open var indexPathsForVisibleItems: [IndexPath] { visible.keys.sorted() }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementary[elementKind]?[indexPath]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        (visibleSupplementary[elementKind] ?? [:]).sorted { $0.key < $1.key }.map(\.value)
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item under a point of the content (nil: none).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// Reloads everything from the data source at the next layout (the cells go back to the pool).
    open func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// Scrolls so the item shows at the given position (the least distance without one).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            return UIKitWarning.log("scrollToItem: item \(indexPath.item) in section \(indexPath.section) is out of range; ignored")
        }
        if let strip = orthogonalScrollers[indexPath.section] {
            // An item of a sideways strip: the strip brings it across, the collection view down.
            strip.scrollToItem(at: frame.offsetBy(dx: strip.contentOffset.x - strip.frame.minX, dy: 0), at: scrollPosition, animated: animated)
            let band = strip.frame
            return scrollToItem(band, at: scrollPosition.subtracting([.left, .centeredHorizontally, .right]), animated: animated)
        }
        scrollToItem(frame, at: scrollPosition, animated: animated)
    }

    /// Scrolls so `frame` (in the content) shows at the given position.
    private func scrollToItem(_ frame: CGRect, at scrollPosition: ScrollPosition, animated: Bool) {
        let inset = adjustedContentInset, range = offsetRange
        var o = contentOffset
        let height = bounds.height - inset.top - inset.bottom, width = bounds.width - inset.left - inset.right
        if scrollPosition.contains(.top) { o.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { o.y = frame.midY - inset.top - height / 2 }
        if scrollPosition.contains(.bottom) { o.y = frame.maxY - inset.top - height }
        if scrollPosition.contains(.left) { o.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { o.x = frame.midX - inset.left - width / 2 }
        if scrollPosition.contains(.right) { o.x = frame.maxX - inset.left - width }
        if scrollPosition.isEmpty { return scrollRectToVisible(frame, animated: animated) }
        setContentOffset(CGPoint(x: range.x.clamp(o.x), y: range.y.clamp(o.y)), animated: animated)
    }

    // MARK: Updates (applied in UICollectionView+Updates)

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatch(updates, completion: completion)
    }

    open func insertItems(at indexPaths: [IndexPath]) { recordUpdate { for ip in indexPaths { $0.insertedRows[ip] = .fade } } }
    open func deleteItems(at indexPaths: [IndexPath]) { recordUpdate { for ip in indexPaths { $0.deletedRows[ip] = .fade } } }
    open func reloadItems(at indexPaths: [IndexPath]) { recordUpdate { for ip in indexPaths { $0.reloadedRows[ip] = .fade } } }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { recordUpdate { $0.movedRows.append((indexPath, newIndexPath)) } }
    open func insertSections(_ sections: IndexSet) { recordUpdate { for s in sections { $0.insertedSections[s] = .fade } } }
    open func deleteSections(_ sections: IndexSet) { recordUpdate { for s in sections { $0.deletedSections[s] = .fade } } }
    open func reloadSections(_ sections: IndexSet) { recordUpdate { for s in sections { $0.reloadedSections[s] = .fade } } }
    open func moveSection(_ section: Int, toSection newSection: Int) { recordUpdate { $0.movedSections.append((section, newSection)) } }

    /// Asks the data source for the items' cells again, handing back the cells they have.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for ip in indexPaths {
            guard let cell = visible[ip] else { continue }
            reconfiguring = cell
            _ = dataSource.collectionView(self, cellForItemAt: ip)
            reconfiguring = nil
        }
        collectionViewLayout.invalidateLayout()
    }

    // MARK: Selection

    open var indexPathsForSelectedItems: [IndexPath]? { selected.sorted() }

    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath, counts.indices.contains(indexPath.section), (0..<counts[indexPath.section]).contains(indexPath.item) else {
            for ip in selected { visible[ip]?.isSelected = false }
            selected.removeAll()
            return
        }
        if !allowsMultipleSelection {
            for ip in selected where ip != indexPath { visible[ip]?.isSelected = false }
            selected.removeAll()
        }
        selected.insert(indexPath)
        visible[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selected.remove(indexPath) != nil else { return }
        visible[indexPath]?.isSelected = false
    }

    // MARK: Interactive movement

    /// Starts moving the item, if the data source lets it move; returns whether it started.
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { beginMovement(at: indexPath) }
    /// Moves the lifted item's centre to `targetPosition` (content coordinates); the others make
    /// room at the place under it, as the delegate allows.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { updateMovement(to: targetPosition) }
    /// Drops the item where it shows: the data source moves it, and its cell settles in its place.
    open func endInteractiveMovement() { endMovement() }
    /// Puts the item back where it started.
    open func cancelInteractiveMovement() { cancelMovement() }

    // MARK: Touches on items (from the cells)

    func cellTouchBegan(_ cell: UICollectionViewCell) {
        // A touch while a row is open only closes it.
        if swipe != nil { return closeSwipe(animated: true) }
        guard allowsSelection, !isDragging, let ip = indexPath(for: cell),
              collectionDelegate?.collectionView(self, shouldHighlightItemAt: ip) ?? true else { return }
        highlightedItem = ip
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: ip)
    }

    func cellTouchCancelled() {
        guard let ip = highlightedItem else { return }
        highlightedItem = nil
        visible[ip]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: ip)
    }

    /// A tap on an item selects it (a second tap in a multiple-selection view deselects it).
    func cellTouchEnded(_ cell: UICollectionViewCell, inside: Bool) {
        guard let ip = highlightedItem else { return }
        cellTouchCancelled()
        guard inside else { return }
        if allowsMultipleSelection, selected.contains(ip) {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: ip) ?? true else { return }
            deselectItem(at: ip, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: ip)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: ip) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selected.sorted() where old != ip {
                deselectItem(at: old, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectItem(at: ip, animated: false, scrollPosition: [])
        // A storyboard segue from the cell runs before the delegate hears of the selection.
        if let cell = cellForItem(at: ip) { cell.storyboardSelectionSegue?(cell) }
        collectionDelegate?.collectionView(self, didSelectItemAt: ip)
    }
}
