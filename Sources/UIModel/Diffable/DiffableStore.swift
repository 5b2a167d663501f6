import Foundation

/// What a table's and a collection view's diffable data sources share: the snapshot shown,
/// lookups in it, and turning a new snapshot into the view's batch update.
final class DiffableStore<Section: Hashable, Item: Hashable> {
    nonisolated deinit {}
    typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>
    private(set) var current = Snapshot()

    /// Takes `snapshot` as current; returns the updates from the old one and the rows to reconfigure.
    func take(_ snapshot: Snapshot, animation: UITableView.RowAnimation) -> (updates: BatchUpdates, reconfigure: [IndexPath]) {
        let difference = snapshot.updates(from: current, animation: animation)
        current = snapshot.applied
        return difference
    }

    func replace(with snapshot: Snapshot) { current = snapshot.applied }

    /// Applies the updates to a view through its batch (at once when not animating).
    static func commit(animating: Bool, _ body: @escaping () -> Void) {
        if animating { body() } else { UIView.performWithoutAnimation(body) }
    }

    /// The current snapshot with the item at `source` moved to `destination` (as the view has
    /// already shown it); nil when nothing moves.
    func moving(from source: IndexPath, to destination: IndexPath) -> Snapshot? {
        guard let item = item(at: source), source != destination else { return nil }
        var snapshot = current
        snapshot.deleteItems([item])
        let section = section(at: destination.section)
        let others = section.map { snapshot.itemIdentifiers(inSection: $0) } ?? []
        if destination.item < others.count {
            snapshot.insertItems([item], beforeItem: others[destination.item])
        } else if let section {
            snapshot.appendItems([item], toSection: section)
        }
        return snapshot
    }

    func item(at indexPath: IndexPath) -> Item? { current.item(at: indexPath) }
    func indexPath(of item: Item) -> IndexPath? { current.location(of: item) }
    func section(at index: Int) -> Section? { current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil }
    func index(of section: Section) -> Int? { current.indexOfSection(section) }
    var numberOfSections: Int { current.numberOfSections }
    func count(inSection index: Int) -> Int { current.items(inSectionAt: index).count }
}
