import Foundation

/// The class form of a diffable snapshot, which Core Data's fetched results controller hands
/// its delegate. `snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>` turns it
/// into the Swift snapshot, as on iOS.
nonisolated open class NSDiffableDataSourceSnapshotReference: NSObject, @unchecked Sendable {
    var storage = NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>()

    public override init() { super.init() }

    /// The number of items.
    open var numberOfItems: Int { storage.numberOfItems }
    /// The number of sections.
    open var numberOfSections: Int { storage.numberOfSections }
    /// The sections' identifiers.
    open var sectionIdentifiers: [Any] { storage.sectionIdentifiers.map(\.base) }
    /// The items' identifiers.
    open var itemIdentifiers: [Any] { storage.itemIdentifiers.map(\.base) }

    /// The items of a section.
    open func itemIdentifiersInSection(withIdentifier sectionIdentifier: Any) -> [Any] {
        guard let section = sectionIdentifier as? AnyHashable else { return [] }
        return storage.itemIdentifiers(inSection: section).map(\.base)
    }

    /// Appends sections.
    open func appendSections(withIdentifiers sectionIdentifiers: [Any]) {
        storage.appendSections(sectionIdentifiers.compactMap { $0 as? AnyHashable })
    }

    /// Appends items to a section (the last when nil).
    open func appendItems(withIdentifiers identifiers: [Any], intoSectionWithIdentifier sectionIdentifier: Any?) {
        storage.appendItems(identifiers.compactMap { $0 as? AnyHashable }, toSection: sectionIdentifier as? AnyHashable)
    }
}

extension NSDiffableDataSourceSnapshot: _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSDiffableDataSourceSnapshotReference

    nonisolated public func _bridgeToObjectiveC() -> NSDiffableDataSourceSnapshotReference {
        let reference = NSDiffableDataSourceSnapshotReference()
        for section in sectionIdentifiers {
            reference.appendSections(withIdentifiers: [section])
            reference.appendItems(withIdentifiers: itemIdentifiers(inSection: section), intoSectionWithIdentifier: section)
        }
        return reference
    }

    nonisolated public static func _forceBridgeFromObjectiveC(_ source: NSDiffableDataSourceSnapshotReference, result: inout Self?) {
        _ = _conditionallyBridgeFromObjectiveC(source, result: &result)
    }

    nonisolated public static func _conditionallyBridgeFromObjectiveC(_ source: NSDiffableDataSourceSnapshotReference, result: inout Self?) -> Bool {
        var snapshot = Self()
        for section in source.storage.sectionIdentifiers {
            guard let typed = section.base as? SectionIdentifierType else { return false }
            snapshot.appendSections([typed])
            let items = source.storage.itemIdentifiers(inSection: section).compactMap { $0.base as? ItemIdentifierType }
            snapshot.appendItems(items, toSection: typed)
        }
        result = snapshot
        return true
    }

    nonisolated public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDiffableDataSourceSnapshotReference?) -> Self {
        var result: Self?
        if let source { _ = _conditionallyBridgeFromObjectiveC(source, result: &result) }
        return result ?? Self()
    }
}
