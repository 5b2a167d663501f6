import Foundation
import UIModel

/// What a fetched results controller keeps, shared by its typed and its delegate-facing forms:
/// the fetched objects, their sections, and the diff it tells when the context changes.
final class FetchedResultsEngine: ContextChangeObserver {
    enum Callback: Hashable { case snapshot, difference, sectionIndexTitle }

    let erasedRequest: NSFetchRequest<NSFetchRequestResult>?
    let context: NSManagedObjectContext
    let sectionNameKeyPath: String?
    weak var delegate: NSFetchedResultsControllerDelegate?
    var erasedController: () -> NSFetchedResultsController<NSFetchRequestResult> = { fatalError("no controller") }
    /// The delegate's optional methods found missing (their default implementations ran).
    var unimplemented: Set<Callback> = []
    private let fetch: () throws -> FetchPlan
    private(set) var objects: [NSManagedObject]?
    private(set) var sections: [NSFetchedResultsSectionInfo]?
    private var paths: [ObjectIdentifier: IndexPath] = [:]
    private var plan: FetchPlan?

    init<T>(request: NSFetchRequest<T>, erasedRequest: NSFetchRequest<NSFetchRequestResult>?, context: NSManagedObjectContext, sectionNameKeyPath: String?) {
        self.erasedRequest = erasedRequest ?? Self.erase(request)
        self.context = context
        self.sectionNameKeyPath = sectionNameKeyPath
        fetch = { [unowned context] in try FetchPlan(request: request, context: context) }
    }

    deinit { context.changeObservers.remove(self) }

    static func erase<T>(_ request: NSFetchRequest<T>) -> NSFetchRequest<NSFetchRequestResult> {
        let copy = NSFetchRequest<NSFetchRequestResult>(entityName: request.entityName ?? "")
        copy.predicate = request.predicate
        copy.sortDescriptors = request.sortDescriptors
        copy.fetchLimit = request.fetchLimit
        copy.fetchOffset = request.fetchOffset
        copy.fetchBatchSize = request.fetchBatchSize
        copy.includesSubentities = request.includesSubentities
        copy.resultClass = request.resultClass
        return copy
    }

    func performFetch() throws {
        let plan = try fetch()
        if plan.sortDescriptors.isEmpty {
            CoreDataFailures.report("An instance of NSFetchedResultsController requires a fetch request with sort descriptors")
        }
        self.plan = plan
        let found = try context.matchingObjects(plan)
        install(found)
        context.changeObservers.remove(self)
        context.changeObservers.add(self)
    }

    private func install(_ found: [NSManagedObject]) {
        objects = found
        sections = makeSections(found)
        paths = [:]
        for (s, section) in (sections ?? []).enumerated() {
            for (i, object) in (section as! FetchedSection).members.enumerated() { paths[ObjectIdentifier(object)] = IndexPath(item: i, section: s) }
        }
    }

    private func makeSections(_ found: [NSManagedObject]) -> [NSFetchedResultsSectionInfo] {
        guard let keyPath = sectionNameKeyPath else {
            return [FetchedSection(name: "", indexTitle: nil, members: found)]
        }
        var result: [FetchedSection] = []
        for object in found {
            let name = Self.sectionName(object.value(forKeyPath: keyPath))
            if result.last?.name == name { result[result.count - 1].members.append(object) }
            else if let index = result.firstIndex(where: { $0.name == name }) { result[index].members.append(object) }
            else { result.append(FetchedSection(name: name, indexTitle: nil, members: [object])) }
        }
        for index in result.indices { result[index].indexTitle = indexTitle(result[index].name) }
        return result
    }

    static func sectionName(_ value: Any?) -> String {
        guard let value = AttributeValues.unwrap(value), !(value is NSNull) else { return "" }
        if let string = value as? String { return string }
        if let bool = value as? Bool { return bool ? "1" : "0" }
        return "\(value)"
    }

    private func indexTitle(_ name: String) -> String? {
        guard let delegate, !unimplemented.contains(.sectionIndexTitle) else { return defaultIndexTitle(name) }
        return delegate.controller(erasedController(), sectionIndexTitleForSectionName: name)
    }

    func defaultIndexTitle(_ name: String) -> String? {
        name.first.map { String($0).uppercased() }
    }

    var sectionIndexTitles: [String] {
        var titles: [String] = []
        for section in sections ?? [] { if let title = section.indexTitle, !titles.contains(title) { titles.append(title) } }
        return titles
    }

    func object(at indexPath: IndexPath) -> AnyObject? {
        guard let sections, sections.indices.contains(indexPath.section) else { return nil }
        let members = (sections[indexPath.section] as! FetchedSection).members
        return members.indices.contains(indexPath.item) ? members[indexPath.item] : nil
    }

    func indexPath(for object: AnyObject) -> IndexPath? { paths[ObjectIdentifier(object)] }

    // MARK: Changes

    func contextObjectsDidChange(_ changes: PendingChanges) {
        guard let plan, let old = objects else { return }
        let removed = Set(changes.deleted.map(ObjectIdentifier.init))
        var current = old.filter { !removed.contains(ObjectIdentifier($0)) && !$0.deleted }
        var present = Set(current.map(ObjectIdentifier.init))
        var touched = Set<ObjectIdentifier>()
        for object in changes.updated.union(changes.refreshed).union(changes.inserted) where !object.deleted {
            let id = ObjectIdentifier(object)
            touched.insert(id)
            let matches = plan.matches(object)
            if matches && !present.contains(id) { current.append(object); present.insert(id) }
            if !matches && present.contains(id) { current.removeAll { $0 === object }; present.remove(id) }
        }
        let oldIDs = old.map(ObjectIdentifier.init)
        guard !removed.isDisjoint(with: oldIDs) || !touched.isEmpty else { return }
        var sorted = KeyedSorting.sorted(current, using: plan.sortDescriptors)
        if let limit = plan.limit { sorted = Array(sorted.prefix(limit)) }
        let oldSections = sections ?? []
        let oldPaths = paths
        install(sorted)
        tell(oldSections: oldSections, oldPaths: oldPaths, old: old, touched: touched)
    }

    private func tell(oldSections: [NSFetchedResultsSectionInfo], oldPaths: [ObjectIdentifier: IndexPath], old: [NSManagedObject], touched: Set<ObjectIdentifier>) {
        guard let delegate else { return }
        let controller = erasedController()
        let newObjects = objects ?? []
        if !unimplemented.contains(.snapshot) {
            let snapshot = NSDiffableDataSourceSnapshotReference()
            for section in sections ?? [] {
                snapshot.appendSections(withIdentifiers: [section.name])
                snapshot.appendItems(withIdentifiers: (section as! FetchedSection).members.map(\.objectID), intoSectionWithIdentifier: section.name)
            }
            delegate.controller(controller, didChangeContentWith: snapshot)
            if !unimplemented.contains(.snapshot) { return }
        }
        if !unimplemented.contains(.difference) {
            let difference = newObjects.map(\.objectID).difference(from: old.map(\.objectID))
            delegate.controller(controller, didChangeContentWith: difference)
            if !unimplemented.contains(.difference) { return }
        }
        let oldNames = oldSections.map(\.name), newNames = (sections ?? []).map(\.name)
        let newSet = Set(newObjects.map(ObjectIdentifier.init)), oldSet = Set(old.map(ObjectIdentifier.init))
        // Survivors' order before and after, to tell moves from shifts.
        let survivorsBefore = old.filter { newSet.contains(ObjectIdentifier($0)) }
        let survivorsAfter = newObjects.filter { oldSet.contains(ObjectIdentifier($0)) }
        var changes: [(Any, IndexPath?, NSFetchedResultsChangeType, IndexPath?)] = []
        for object in old where !newSet.contains(ObjectIdentifier(object)) {
            changes.append((object, oldPaths[ObjectIdentifier(object)], .delete, nil))
        }
        for object in newObjects where !oldSet.contains(ObjectIdentifier(object)) {
            changes.append((object, nil, .insert, paths[ObjectIdentifier(object)]))
        }
        let beforeRank = Dictionary(uniqueKeysWithValues: survivorsBefore.enumerated().map { (ObjectIdentifier($1), $0) })
        for (rank, object) in survivorsAfter.enumerated() {
            let id = ObjectIdentifier(object)
            let from = oldPaths[id], to = paths[id]
            let moved = beforeRank[id] != rank || oldNames[from?.section ?? 0] != newNames[to?.section ?? 0]
            if moved { changes.append((object, from, .move, to)) }
            else if touched.contains(id) { changes.append((object, from, .update, to)) }
        }
        let removedSections = oldNames.enumerated().filter { !newNames.contains($0.element) }
        let addedSections = newNames.enumerated().filter { !oldNames.contains($0.element) }
        guard !changes.isEmpty || !removedSections.isEmpty || !addedSections.isEmpty else { return }
        delegate.controllerWillChangeContent(controller)
        for (index, _) in removedSections { delegate.controller(controller, didChange: oldSections[index], atSectionIndex: index, for: .delete) }
        for (index, _) in addedSections { delegate.controller(controller, didChange: sections![index], atSectionIndex: index, for: .insert) }
        for change in changes { delegate.controller(controller, didChange: change.0, at: change.1, for: change.2, newIndexPath: change.3) }
        delegate.controllerDidChangeContent(controller)
    }
}
