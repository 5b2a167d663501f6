import CoreData
import Foundation
import Testing

@Suite struct ConcurrencyTests {
    @Test func backgroundWorkReachesTheViewContext() async throws {
        let container = try Library.container(at: Library.temporaryStore())
        let view = container.viewContext
        view.automaticallyMergesChangesFromParent = true
        // As on iOS, the block runs on the context's queue: it must not be main-actor code.
        let onMain = try await container.performBackgroundTask { @Sendable context -> Bool in
            for index in 0..<3 {
                let item = Item(context: context)
                item.title = "Background \(index)"
            }
            try context.save()
            return Thread.isMainThread
        }
        #expect(!onMain)
        let request = NSFetchRequest<Item>(entityName: "Item")
        #expect(try view.count(for: request) == 3)
        let context = container.newBackgroundContext()
        let titles = await context.perform { @Sendable in
            (try? context.fetch(NSFetchRequest<Item>(entityName: "Item")).compactMap(\.title).sorted()) ?? []
        }
        #expect(titles == ["Background 0", "Background 1", "Background 2"])
    }

    @Test func childContextsSaveIntoTheirParent() throws {
        let container = try Library.container()
        let parent = container.viewContext
        let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        child.parent = parent
        try child.performAndWait {
            let item = Item(context: child)
            item.title = "Draft"
            try child.save()
        }
        #expect(parent.hasChanges)
        let request = NSFetchRequest<Item>(entityName: "Item")
        #expect(try parent.fetch(request).map(\.title) == ["Draft"])
        #expect(try container.newBackgroundContext().performAndWait { try container.newBackgroundContext().count(for: request) } == 0)
        try parent.save()
        let other = container.newBackgroundContext()
        #expect(try other.performAndWait { try other.count(for: request) } == 1)
    }

    @Test func didSaveNotificationNamesTheObjects() throws {
        let context = try Library.container().viewContext
        nonisolated(unsafe) var inserted = 0
        let token = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextDidSave, object: context, queue: nil) { note in
            inserted = (note.userInfo?[NSInsertedObjectsKey] as? Set<NSManagedObject>)?.count ?? -1
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let item = Item(context: context)
        item.title = "Noted"
        try context.save()
        #expect(inserted == 1)
    }
}

/// Optimistic locking: two contexts change one object; the second save finds the row changed.
@Suite struct MergeConflictTests {
    /// One item read by two contexts: the second saves "Theirs", then the first, unaware,
    /// changes its copy to "Mine".
    func clashingEdits() throws -> (mine: Item, a: NSManagedObjectContext, theirs: Item, b: NSManagedObjectContext) {
        let container = try Library.container(at: Library.temporaryStore())
        let setup = container.viewContext
        let item = Item(context: setup)
        item.title = "Original"
        try setup.save()
        let a = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        a.persistentStoreCoordinator = container.persistentStoreCoordinator
        let b = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        b.persistentStoreCoordinator = container.persistentStoreCoordinator
        let mine = try a.existingObject(with: item.objectID) as! Item
        let theirs = try b.existingObject(with: item.objectID) as! Item
        theirs.title = "Theirs"
        try b.save()
        mine.title = "Mine"
        return (mine, a, theirs, b)
    }

    @Test func theErrorPolicyFailsTheSecondSave() throws {
        let (mine, a, _, _) = try clashingEdits()
        do {
            try a.save()
            Issue.record("saved over another context's change under the error merge policy")
        } catch let error as NSError {
            #expect(error.code == 133020)
            #expect((error.userInfo["conflictList"] as? [NSMergeConflict])?.first?.sourceObject === mine)
        }
    }

    @Test func objectTrumpSavesOverAndStoreTrumpKeepsTheStores() throws {
        let (mine, a, theirs, b) = try clashingEdits()
        a.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        try a.save()
        b.refreshAllObjects()
        #expect(theirs.title == "Mine")
        theirs.title = "Theirs again"
        try b.save()
        mine.notes = "stale"
        a.mergePolicy = NSMergeByPropertyStoreTrumpMergePolicy
        try a.save()
        #expect(mine.title == "Theirs again" && mine.notes == nil)
    }
}
