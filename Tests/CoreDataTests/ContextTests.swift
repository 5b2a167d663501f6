import CoreData
import UIModel
import Foundation
import Testing

@Suite struct ContextTests {
    @Test func insertSaveFetchSortAndCount() throws {
        let context = try Library.container().viewContext
        for (index, title) in ["Milk", "apples", "Bread", "Eggs"].enumerated() {
            let item = Item(context: context)
            item.title = title
            item.priority = Int16(index)
            item.done = index % 2 == 0
        }
        #expect(context.hasChanges)
        #expect(context.insertedObjects.count == 4)
        try context.save()
        #expect(!context.hasChanges)
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.predicate = NSPredicate(format: "done == NO")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        #expect(try context.fetch(request).map { $0.title! } == ["Eggs", "apples"])
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true, selector: Selector("localizedCaseInsensitiveCompare:"))]
        #expect(try context.fetch(request).map { $0.title! } == ["apples", "Eggs"])
        #expect(try context.count(for: NSFetchRequest<Item>(entityName: "Item")) == 4)
        let all = NSFetchRequest<Item>(entityName: "Item")
        all.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: false)]
        all.fetchLimit = 2
        #expect(try context.fetch(all).map(\.priority) == [3, 2])
    }

    @Test func unsavedChangesCountInFetches() throws {
        let context = try Library.container().viewContext
        let saved = Item(context: context)
        saved.title = "Saved"
        try context.save()
        let pending = Item(context: context)
        pending.title = "Pending"
        saved.title = "Renamed"
        let request = NSFetchRequest<Item>(entityName: "Item")
        request.predicate = NSPredicate(format: "title BEGINSWITH %@", "Re")
        #expect(try context.fetch(request) == [saved])
        request.predicate = NSPredicate(format: "title == %@", "Pending")
        #expect(try context.fetch(request) == [pending])
        context.delete(saved)
        request.predicate = nil
        #expect(try context.fetch(request) == [pending])
        context.rollback()
        #expect(try context.fetch(request).map(\.title) == ["Saved"])
    }

    @Test func missingRequiredValueFailsTheWholeSave() throws {
        let context = try Library.container().viewContext
        let good = Item(context: context)
        good.title = "Fine"
        let bad = Item(context: context)
        bad.notes = "no title"
        do {
            try context.save()
            Issue.record("saved an item without its required title")
        } catch let error as NSError {
            #expect(error.domain == NSCocoaErrorDomain)
            #expect(error.code == NSValidationMissingMandatoryPropertyError)
            #expect(error.code == 1570)
            #expect(error.userInfo[NSValidationKeyErrorKey] as? String == "title")
            #expect(error.userInfo[NSValidationObjectErrorKey] as? Item === bad)
            #expect(error.localizedDescription == "title is a required value.")
        }
        #expect(try context.count(for: NSFetchRequest<Item>(entityName: "Item")) == 2)
        context.rollback()
        #expect(try context.count(for: NSFetchRequest<Item>(entityName: "Item")) == 0)
        let twice = Folder(context: context)
        let item = Item(context: context)
        item.folder = twice
        #expect(throws: NSError.self) { try context.save() }
        do { try context.save() } catch let error as NSError {
            #expect(error.code == NSValidationMultipleErrorsError)
            #expect((error.userInfo[NSDetailedErrorsKey] as? [NSError])?.count == 2)
        }
    }

    @Test func attributeTypesRoundTripThroughTheStore() throws {
        let url = Library.temporaryStore()
        let id = UUID()
        let date = Date(timeIntervalSinceReferenceDate: 700_000_000.5)
        do {
            let context = try Library.container(at: url).viewContext
            let item = Item(context: context)
            item.title = "Ünïcode ✓"
            item.id = id
            item.timestamp = date
            item.score = 4.25
            item.priority = 7
            item.done = true
            item.tagsList = ["a", "b"]
            try context.save()
        }
        let context = try Library.container(at: url).viewContext
        let item = try #require(try context.fetch(NSFetchRequest<Item>(entityName: "Item")).first)
        #expect(item.isFault)
        #expect(item.title == "Ünïcode ✓")
        #expect(!item.isFault)
        #expect(item.id == id)
        #expect(item.timestamp == date)
        #expect(item.score == 4.25)
        #expect(item.priority == 7)
        #expect(item.done)
        #expect(item.tagsList == ["a", "b"])
        #expect(item.value(forKey: "priority") as? Int16 == 7)
        #expect(item.objectID.uriRepresentation().absoluteString.hasSuffix("/Item/p1"))
        #expect(try context.existingObject(with: item.objectID) === item)
    }

    @Test func changedValuesAndObjectState() throws {
        let context = try Library.container().viewContext
        let item = Item(context: context)
        #expect(item.isInserted)
        #expect(item.objectID.isTemporaryID)
        #expect(item.priority == 0)
        #expect(item.done == false)
        item.title = "A"
        try context.save()
        #expect(!item.objectID.isTemporaryID)
        #expect(!item.isInserted && !item.isUpdated)
        item.title = "B"
        #expect(item.isUpdated)
        #expect(item.changedValues()["title"] as? String == "B")
        #expect(item.committedValues(forKeys: ["title"])["title"] as? String == "A")
        context.delete(item)
        #expect(item.isDeleted)
        try context.save()
        #expect(item.managedObjectContext == nil)
        #expect(try context.count(for: NSFetchRequest<Item>(entityName: "Item")) == 0)
    }

    @Test func malformedPredicateFailsTheFetchWithFoundationsText() throws {
        let context = try Library.container().viewContext
        let request = NSFetchRequest<Item>(entityName: "Item")
        request.predicate = NSPredicate(format: "title == ")
        do {
            _ = try context.fetch(request)
            Issue.record("fetched with a malformed predicate")
        } catch let error as NSError {
            #expect(error.localizedDescription == #"Unable to parse the format string "title == ""#)
        }
    }

    @Test func identitiesDictionariesAndKeyPathSorts() throws {
        let context = try Library.container().viewContext
        for (title, priority) in [("b", 2), ("a", 1), ("c", 2)] {
            let item = Item(context: context)
            item.title = title
            item.priority = Int16(priority)
        }
        try context.save()
        let ids = NSFetchRequest<NSManagedObjectID>(entityName: "Item")
        ids.resultType = .managedObjectIDResultType
        ids.sortDescriptors = [NSSortDescriptor(keyPath: \Item.title, ascending: false)]
        let found = try context.fetch(ids)
        #expect(found.map { (context.object(with: $0) as? Item)?.title } == ["c", "b", "a"])
        let values = NSFetchRequest<NSDictionary>(entityName: "Item")
        values.resultType = .dictionaryResultType
        values.propertiesToFetch = ["priority"]
        values.returnsDistinctResults = true
        values.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: true)]
        let rows = try context.fetch(values)
        #expect(rows.compactMap { $0["priority"] as? Int16 } == [1, 2])
        let count = NSFetchRequest<NSNumber>(entityName: "Item")
        count.resultType = .countResultType
        count.predicate = NSPredicate(format: "priority == %d", 2)
        #expect(try context.fetch(count).first?.intValue == 2)
    }
}
