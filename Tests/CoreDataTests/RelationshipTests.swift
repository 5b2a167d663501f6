import CoreData
import Foundation
import Testing

@Suite struct RelationshipTests {
    @Test func inversesStayInStep() throws {
        let context = try Library.container().viewContext
        let inbox = Folder(context: context)
        inbox.name = "Inbox"
        let archive = Folder(context: context)
        archive.name = "Archive"
        let item = Item(context: context)
        item.title = "Letter"
        item.folder = inbox
        #expect(inbox.items?.count == 1)
        archive.addToItems(item)
        #expect(item.folder === archive)
        #expect(inbox.items?.count == 0)
        #expect((archive.items as? Set<Item>) == [item])
        archive.removeFromItems(item)
        #expect(item.folder == nil)
    }

    @Test func relationshipsSurviveTheStore() throws {
        let url = Library.temporaryStore()
        do {
            let context = try Library.container(at: url).viewContext
            let folder = Folder(context: context)
            folder.name = "Work"
            let swift = Tag(context: context)
            swift.setValue("swift", forKey: "name")
            let linux = Tag(context: context)
            linux.setValue("linux", forKey: "name")
            for title in ["Port", "Test"] {
                let item = Item(context: context)
                item.title = title
                item.folder = folder
                item.tags = NSSet(array: title == "Port" ? [swift, linux] : [swift])
            }
            try context.save()
        }
        let context = try Library.container(at: url).viewContext
        let folder = try #require(try context.fetch(NSFetchRequest<Folder>(entityName: "Folder")).first)
        let items = try #require(folder.items as? Set<Item>)
        #expect(Set(items.map { $0.title! }) == ["Port", "Test"])
        let port = try #require(items.first { $0.title == "Port" })
        #expect(Set((port.tags as? Set<Tag>)?.map { $0.name! } ?? []) == ["swift", "linux"])
        let request = NSFetchRequest<Item>(entityName: "Item")
        request.predicate = NSPredicate(format: "ANY tags.name == %@", "linux")
        #expect(try context.fetch(request).map(\.title) == ["Port"])
        request.predicate = NSPredicate(format: "folder.name == 'Work' AND tags.@count == 1")
        #expect(try context.fetch(request).map(\.title) == ["Test"])
        request.predicate = NSPredicate(format: "folder == %@", folder)
        #expect(try context.count(for: request) == 2)
        let tags = NSFetchRequest<Tag>(entityName: "Tag")
        tags.predicate = NSPredicate(format: "SUBQUERY(items, $i, $i.title == 'Test').@count > 0")
        #expect(try context.fetch(tags).map { $0.value(forKey: "name") as? String } == ["swift"])
    }

    @Test func deleteRulesCascadeAndNullify() throws {
        let url = Library.temporaryStore()
        let context = try Library.container(at: url).viewContext
        let folder = Folder(context: context)
        folder.name = "Trash"
        let tag = Tag(context: context)
        let item = Item(context: context)
        item.title = "Old"
        item.folder = folder
        item.tags = NSSet(object: tag)
        try context.save()
        context.delete(folder)
        #expect(item.isDeleted)
        #expect((tag.items?.count ?? -1) == 0)
        try context.save()
        let fresh = try Library.container(at: url).viewContext
        #expect(try fresh.count(for: NSFetchRequest<Item>(entityName: "Item")) == 0)
        #expect(try fresh.count(for: NSFetchRequest<Tag>(entityName: "Tag")) == 1)
        #expect(try fresh.count(for: NSFetchRequest<Folder>(entityName: "Folder")) == 0)
    }
}
