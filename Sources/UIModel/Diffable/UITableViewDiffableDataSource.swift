import Foundation

/// A table's data source that holds a snapshot of identifiers and makes cells from them with a
/// closure; applying a new snapshot animates the difference. Keep a strong reference to it (the
/// table's `dataSource` is weak, as in UIKit). Subclass it for section titles.
@preconcurrency @MainActor open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    nonisolated deinit {}
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private let store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()
    /// The animation inserted, deleted and reloaded rows use.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the snapshot the table shows.
    open func snapshot() -> Snapshot { store.current }

    /// Shows `snapshot`, animating the difference from the current one (or at once).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let (updates, reconfigure) = store.take(snapshot, animation: defaultRowAnimation)
        guard let tableView else { completion?(); return }
        let commit = {
            tableView.performBatchUpdates({ tableView.pendingUpdates = updates }, completion: { _ in completion?() })
            tableView.reconfigureRows(at: reconfigure)
        }
        DiffableStore<SectionIdentifierType, ItemIdentifierType>.commit(animating: animatingDifferences, commit)
    }

    /// Shows `snapshot` by reloading the table (no difference, no animation).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        store.replace(with: snapshot)
        tableView?.reloadData()
        completion?()
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { store.indexPath(of: itemIdentifier) }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.section(at: index) }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { store.index(of: sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { store.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { store.count(inSection: section) }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let id = store.item(at: indexPath), let cell = cellProvider(tableView, indexPath, id) { return cell }
        UIKitWarning.log("UITableViewDiffableDataSource: the cell provider returned no cell for row \(indexPath.row) in section \(indexPath.section); an empty cell is shown")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    // Editing: off until a subclass turns it on, as UIKit's diffable data source is.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    /// A row the user dragged: the data source's snapshot moves its item too (the table has
    /// already moved the row), as UIKit's does; a subclass that overrides this calls super.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        if let snapshot = store.moving(from: sourceIndexPath, to: destinationIndexPath) { store.replace(with: snapshot) }
    }
}
