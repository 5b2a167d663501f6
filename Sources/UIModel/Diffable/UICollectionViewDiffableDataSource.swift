import Foundation

/// A collection view's data source that holds a snapshot of identifiers and makes cells from
/// them with a closure; applying a new snapshot animates the difference. Keep a strong
/// reference to it (the collection view's `dataSource` is weak, as in UIKit).
@preconcurrency @MainActor open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource {
    nonisolated deinit {}
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// Whether items can be moved interactively, and what happens around a move.
    open var reorderingHandlers = ReorderingHandlers()
    private let store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    open func snapshot() -> Snapshot { store.current }

    /// Shows `snapshot`, animating the difference from the current one (or at once).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let (updates, reconfigure) = store.take(snapshot, animation: .fade)
        guard let collectionView else { completion?(); return }
        let commit = {
            collectionView.performBatchUpdates({ collectionView.pendingUpdates = updates }, completion: { _ in completion?() })
            collectionView.reconfigureItems(at: reconfigure)
        }
        DiffableStore<SectionIdentifierType, ItemIdentifierType>.commit(animating: animatingDifferences, commit)
    }

    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        store.replace(with: snapshot)
        collectionView?.reloadData()
        completion?()
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { store.indexPath(of: itemIdentifier) }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.section(at: index) }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { store.index(of: sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { store.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        store.count(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let id = store.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, id) { return cell }
        UIKitWarning.log("UICollectionViewDiffableDataSource: the cell provider returned no cell for item \(indexPath.item) in section \(indexPath.section); an empty cell is shown")
        return UICollectionViewCell(frame: .zero)
    }

    /// Items move when `reorderingHandlers.canReorderItem` says so (off without it, as in UIKit).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = store.item(at: indexPath), let can = reorderingHandlers.canReorderItem else { return false }
        return can(item)
    }

    /// A move the user made: the snapshot moves its item too, between the reordering handlers'
    /// `willReorder` and `didReorder`.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let final = store.moving(from: sourceIndexPath, to: destinationIndexPath) else { return }
        let transaction = Transaction(initialSnapshot: store.current, finalSnapshot: final)
        reorderingHandlers.willReorder?(transaction)
        store.replace(with: final)
        reorderingHandlers.didReorder?(transaction)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        UIKitWarning.log("UICollectionViewDiffableDataSource: no supplementary view provider made a \(kind) view for section \(indexPath.section); an empty view is shown")
        return UICollectionReusableView(frame: .zero)
    }
}

extension UICollectionViewDiffableDataSource {
    public typealias Transaction = NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>

    /// Closures around interactive reordering.
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((Transaction) -> Void)?
        public var didReorder: ((Transaction) -> Void)?
        public init() {}
    }
}

/// A change a diffable data source made on the user's behalf (a reorder): the snapshots before
/// and after, and the items' difference, to apply to the app's own model.
nonisolated public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// From the initial snapshot's items, in order, to the final one's.
    public var difference: CollectionDifference<ItemIdentifierType> {
        finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
    }
}

/// `Sendable` with its identifiers, as in UIKit.
nonisolated extension NSDiffableDataSourceTransaction: @unchecked Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
