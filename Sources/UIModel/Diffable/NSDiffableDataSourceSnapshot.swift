import Foundation

/// The state of a diffable data source: sections and their items, each named by a unique
/// identifier. Applying a snapshot to a table or collection view animates the difference from
/// the one it shows. Misuse UIKit raises for (a duplicate identifier, an item without a section,
/// an identifier that is not there) is reported and leaves the snapshot unchanged.
nonisolated public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public typealias Section = SectionIdentifierType
    public typealias Item = ItemIdentifierType

    public private(set) var sectionIdentifiers: [Section] = []
    private var items: [[Item]] = []
    public private(set) var reloadedSectionIdentifiers: [Section] = []
    public private(set) var reloadedItemIdentifiers: [Item] = []
    public private(set) var reconfiguredItemIdentifiers: [Item] = []

    public init() {}

    public var numberOfSections: Int { sectionIdentifiers.count }
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    public var itemIdentifiers: [Item] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: Section) -> Int { itemIdentifiers(inSection: identifier).count }

    public func itemIdentifiers(inSection identifier: Section) -> [Item] {
        indexOfSection(identifier).map { items[$0] } ?? []
    }

    public func sectionIdentifier(containingItem identifier: Item) -> Section? {
        location(of: identifier).map { sectionIdentifiers[$0.section] }
    }

    /// The item's index among all items, counted across sections.
    public func indexOfItem(_ identifier: Item) -> Int? {
        guard let at = location(of: identifier) else { return nil }
        return items[..<at.section].reduce(0) { $0 + $1.count } + at.row
    }

    public func indexOfSection(_ identifier: Section) -> Int? { sectionIdentifiers.firstIndex(of: identifier) }

    /// The section and row of an item (nil: not in the snapshot).
    func location(of identifier: Item) -> IndexPath? {
        for (s, section) in items.enumerated() {
            if let r = section.firstIndex(of: identifier) { return IndexPath(row: r, section: s) }
        }
        return nil
    }

    func item(at ip: IndexPath) -> Item? {
        guard items.indices.contains(ip.section), items[ip.section].indices.contains(ip.row) else { return nil }
        return items[ip.section][ip.row]
    }

    func items(inSectionAt index: Int) -> [Item] { items.indices.contains(index) ? items[index] : [] }

    // MARK: Items

    public mutating func appendItems(_ identifiers: [Item], toSection sectionIdentifier: Section? = nil) {
        guard let s = sectionIdentifier.map({ indexOfSection($0) }) ?? (sectionIdentifiers.isEmpty ? nil : sectionIdentifiers.count - 1) else {
            return Self.report(sectionIdentifier == nil ? "There are currently no sections in the data source. Please add a section first."
                               : "Invalid section identifier \(sectionIdentifier!): it is not in the snapshot")
        }
        guard let new = newItems(identifiers) else { return }
        items[s].append(contentsOf: new)
    }

    public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    private mutating func insert(_ identifiers: [Item], at anchor: Item, after: Bool) {
        guard let at = location(of: anchor) else { return Self.report("Invalid item identifier \(anchor): it is not in the snapshot") }
        guard let new = newItems(identifiers) else { return }
        items[at.section].insert(contentsOf: new, at: at.row + (after ? 1 : 0))
    }

    /// The identifiers, when none is in the snapshot already or twice among them.
    private func newItems(_ identifiers: [Item]) -> [Item]? {
        var seen = Set<Item>()
        for id in identifiers where !seen.insert(id).inserted || location(of: id) != nil {
            Self.report("Supplied item identifiers are not unique. Duplicate identifier: \(id)")
            return nil
        }
        return identifiers
    }

    public mutating func deleteItems(_ identifiers: [Item]) {
        let gone = Set(identifiers)
        for s in items.indices { items[s].removeAll { gone.contains($0) } }
    }

    public mutating func deleteAllItems() {
        sectionIdentifiers.removeAll()
        items.removeAll()
    }

    public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) { move(identifier, to: toIdentifier, after: false) }
    public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) { move(identifier, to: toIdentifier, after: true) }

    private mutating func move(_ identifier: Item, to anchor: Item, after: Bool) {
        guard identifier != anchor, let from = location(of: identifier), location(of: anchor) != nil else {
            return Self.report("Invalid move of item \(identifier) next to \(anchor): both must be in the snapshot and differ")
        }
        items[from.section].remove(at: from.row)
        let to = location(of: anchor)!
        items[to.section].insert(identifier, at: to.row + (after ? 1 : 0))
    }

    public mutating func reloadItems(_ identifiers: [Item]) {
        reloadedItemIdentifiers += identifiers.filter { location(of: $0) != nil && !reloadedItemIdentifiers.contains($0) }
    }

    public mutating func reconfigureItems(_ identifiers: [Item]) {
        reconfiguredItemIdentifiers += identifiers.filter { location(of: $0) != nil && !reconfiguredItemIdentifiers.contains($0) }
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [Section]) {
        guard let new = newSections(identifiers) else { return }
        sectionIdentifiers += new
        items += new.map { _ in [] }
    }

    public mutating func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) {
        insertSections(identifiers, at: toIdentifier, after: false)
    }

    public mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) {
        insertSections(identifiers, at: toIdentifier, after: true)
    }

    private mutating func insertSections(_ identifiers: [Section], at anchor: Section, after: Bool) {
        guard let at = indexOfSection(anchor) else { return Self.report("Invalid section identifier \(anchor): it is not in the snapshot") }
        guard let new = newSections(identifiers) else { return }
        sectionIdentifiers.insert(contentsOf: new, at: at + (after ? 1 : 0))
        items.insert(contentsOf: new.map { _ in [] }, at: at + (after ? 1 : 0))
    }

    private func newSections(_ identifiers: [Section]) -> [Section]? {
        var seen = Set<Section>()
        for id in identifiers where !seen.insert(id).inserted || indexOfSection(id) != nil {
            Self.report("Supplied section identifiers are not unique. Duplicate identifier: \(id)")
            return nil
        }
        return identifiers
    }

    public mutating func deleteSections(_ identifiers: [Section]) {
        for id in identifiers {
            guard let s = indexOfSection(id) else { continue }
            sectionIdentifiers.remove(at: s)
            items.remove(at: s)
        }
    }

    public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) { moveSection(identifier, to: toIdentifier, after: false) }
    public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) { moveSection(identifier, to: toIdentifier, after: true) }

    private mutating func moveSection(_ identifier: Section, to anchor: Section, after: Bool) {
        guard identifier != anchor, let from = indexOfSection(identifier), indexOfSection(anchor) != nil else {
            return Self.report("Invalid move of section \(identifier) next to \(anchor): both must be in the snapshot and differ")
        }
        sectionIdentifiers.remove(at: from)
        let moved = items.remove(at: from)
        let to = indexOfSection(anchor)! + (after ? 1 : 0)
        sectionIdentifiers.insert(identifier, at: to)
        items.insert(moved, at: to)
    }

    public mutating func reloadSections(_ identifiers: [Section]) {
        reloadedSectionIdentifiers += identifiers.filter { indexOfSection($0) != nil && !reloadedSectionIdentifiers.contains($0) }
    }

    /// The snapshot as a data source keeps it: its reloads done.
    var applied: Self {
        var s = self
        s.reloadedItemIdentifiers = []
        s.reloadedSectionIdentifiers = []
        s.reconfiguredItemIdentifiers = []
        return s
    }

    private static func report(_ message: String) { UIKitWarning.log("NSDiffableDataSourceSnapshot: \(message); ignored") }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
