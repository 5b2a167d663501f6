import CoreData
import Foundation
import Testing
import UIModel

/// Records what a fetched results controller tells, in order.
final class ChangeLog: NSFetchedResultsControllerDelegate {
    var events: [String] = []

    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { events.append("will") }
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { events.append("did") }
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                    atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {
        events.append("section \(type.name) \(sectionIndex) \(sectionInfo.name)")
    }
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                    for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
        let title = (anObject as? Item)?.title ?? "?"
        events.append("\(type.name) \(title) \(indexPath.map { "\($0.section).\($0.item)" } ?? "-")→\(newIndexPath.map { "\($0.section).\($0.item)" } ?? "-")")
    }
}

/// Takes the new results as a snapshot, as diffable data sources do.
final class SnapshotTaker: NSFetchedResultsControllerDelegate {
    var snapshots: [NSDiffableDataSourceSnapshot<String, NSManagedObjectID>] = []
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {
        snapshots.append(snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>)
    }
}

extension NSFetchedResultsChangeType {
    var name: String {
        switch self {
        case .insert: "insert"
        case .delete: "delete"
        case .move: "move"
        case .update: "update"
        @unknown default: "?"
        }
    }
}

@Suite struct FetchedResultsControllerTests {
    func controller(_ context: NSManagedObjectContext) -> NSFetchedResultsController<Item> {
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "done", ascending: true), NSSortDescriptor(key: "title", ascending: true)]
        return NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "done", cacheName: nil)
    }

    func add(_ title: String, done: Bool = false, to context: NSManagedObjectContext) -> Item {
        let item = Item(context: context)
        item.title = title
        item.done = done
        return item
    }

    @Test func sectionsAndObjects() throws {
        let context = try Library.container().viewContext
        for (title, done) in [("Cherries", false), ("Apples", true), ("Bananas", false)] { _ = add(title, done: done, to: context) }
        try context.save()
        let results = controller(context)
        try results.performFetch()
        #expect(results.sections?.map(\.name) == ["0", "1"])
        #expect(results.sections?.map(\.numberOfObjects) == [2, 1])
        #expect(results.object(at: IndexPath(item: 1, section: 0)).title == "Cherries")
        let apples = try #require(results.fetchedObjects?.first { $0.title == "Apples" })
        #expect(results.indexPath(forObject: apples) == IndexPath(item: 0, section: 1))
        #expect(results.sectionIndexTitles == ["0", "1"])
    }

    @Test func changesArriveInCoreDatasOrder() throws {
        let context = try Library.container().viewContext
        let bananas = add("Bananas", to: context)
        let cherries = add("Cherries", to: context)
        try context.save()
        let results = controller(context)
        let log = ChangeLog()
        results.delegate = log
        try results.performFetch()
        _ = add("Apples", to: context)
        try context.save()
        #expect(log.events == ["will", "insert Apples -→0.0", "did"])
        log.events = []
        cherries.done = true
        try context.save()
        #expect(log.events == ["will", "section insert 1 1", "move Cherries 0.2→1.0", "did"])
        log.events = []
        bananas.title = "Blueberries"
        try context.save()
        #expect(log.events == ["will", "update Blueberries 0.1→0.1", "did"])
        log.events = []
        context.delete(cherries)
        try context.save()
        #expect(log.events == ["will", "section delete 1 1", "delete Cherries 1.0→-", "did"])
    }

    @Test func theSnapshotCallbackReplacesTheOthers() throws {
        let context = try Library.container().viewContext
        _ = add("Bananas", to: context)
        try context.save()
        let results = controller(context)
        let taker = SnapshotTaker()
        results.delegate = taker
        try results.performFetch()
        let apples = add("Apples", done: true, to: context)
        try context.save()
        #expect(taker.snapshots.count == 1)
        let snapshot = try #require(taker.snapshots.last)
        #expect(snapshot.sectionIdentifiers == ["0", "1"])
        #expect(snapshot.itemIdentifiers(inSection: "1") == [apples.objectID])
        #expect(snapshot.numberOfItems == 2)
    }

    @Test func backgroundSavesReachTheViewContextsController() async throws {
        let container = try Library.container(at: Library.temporaryStore())
        container.viewContext.automaticallyMergesChangesFromParent = true
        let results = controller(container.viewContext)
        let log = ChangeLog()
        results.delegate = log
        try results.performFetch()
        try await container.performBackgroundTask { @Sendable context in
            let item = Item(context: context)
            item.title = "From the background"
            try context.save()
        }
        for _ in 0..<100 where log.events.isEmpty { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(log.events == ["will", "section insert 0 0", "insert From the background -→0.0", "did"])
        #expect(results.fetchedObjects?.map(\.title) == ["From the background"])
    }
}
