import CoreData
import Foundation
import Testing

/// Entity inheritance, ordered relationships, fetched properties and uniqueness constraints, on
/// the Media model, with objects as `NSManagedObject`s through key-value coding (as an app
/// without classes for its entities uses them).
@Suite struct ModelFeatureTests {
    func container(at url: URL? = nil) throws -> NSPersistentContainer {
        let model = NSManagedObjectModel(contentsOf: Bundle.module.url(forResource: "Media", withExtension: "xcdatamodeld", subdirectory: "Models")!)!
        let container = NSPersistentContainer(name: "Media", managedObjectModel: model)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url ?? URL(fileURLWithPath: "/dev/null"))]
        var failure: Error?
        container.loadPersistentStores { _, error in failure = error }
        if let failure { throw failure }
        return container
    }

    func insert(_ entity: String, _ values: [String: Any], into context: NSManagedObjectContext) -> NSManagedObject {
        let object = NSEntityDescription.insertNewObject(forEntityName: entity, into: context)
        for (key, value) in values { object.setValue(value, forKey: key) }
        return object
    }

    @Test func subEntitiesShareTheirParentsTableAndFetches() throws {
        let url = Library.temporaryStore()
        do {
            let context = try container(at: url).viewContext
            _ = insert("Song", ["title": "Intro", "seconds": 90], into: context)
            _ = insert("Video", ["title": "Live", "width": 1920], into: context)
            try context.save()
        }
        let context = try container(at: url).viewContext
        let media = NSFetchRequest<NSManagedObject>(entityName: "Media")
        media.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        let all = try context.fetch(media)
        #expect(all.map { $0.entity.name } == ["Song", "Video"])
        #expect(all[1].value(forKey: "width") as? Int16 == 1920)
        media.includesSubentities = false
        #expect(try context.fetch(media).isEmpty, "Media is abstract: it has no objects of its own")
        #expect(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Song")) == 1)
        let tables = try StoreTests.rows(url, "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'Z%' ORDER BY name").map { $0[0] }
        #expect(tables.contains("ZMEDIA") && !tables.contains("ZSONG") && !tables.contains("ZVIDEO"))
    }

    @Test func orderedRelationshipsKeepTheirOrder() throws {
        let url = Library.temporaryStore()
        do {
            let context = try container(at: url).viewContext
            let album = insert("Album", ["title": "Live at home"], into: context)
            let tracks = album.mutableOrderedSetValue(forKey: "media")
            for (index, title) in ["Three", "One", "Two"].enumerated() {
                tracks.add(insert("Song", ["title": title, "seconds": 200 * (index + 1)], into: context))
            }
            tracks.insert(insert("Song", ["title": "Zero", "seconds": 10], into: context), at: 0)
            try context.save()
        }
        let context = try container(at: url).viewContext
        let album = try #require(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Album")).first)
        let titles = (album.value(forKey: "media") as? NSOrderedSet)?.array.compactMap { ($0 as? NSManagedObject)?.value(forKey: "title") as? String }
        #expect(titles == ["Zero", "Three", "One", "Two"])
        let long = (album.value(forKey: "longSongs") as? [NSManagedObject])?.compactMap { $0.value(forKey: "title") as? String }.sorted()
        #expect(long == ["One", "Two"])
        context.delete(album)
        try context.save()
        #expect(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Media")) == 0)
    }

    @Test func uniquenessConstraintsFailOrMergeAsThePolicySays() throws {
        let context = try container().viewContext
        _ = insert("Artist", ["name": "Nina", "country": "US"], into: context)
        try context.save()
        _ = insert("Artist", ["name": "Nina", "country": "FR"], into: context)
        do {
            try context.save()
            Issue.record("saved a second Nina under the error merge policy")
        } catch let error as NSError {
            #expect(error.code == NSManagedObjectConstraintMergeError)
            #expect((error.userInfo["conflictList"] as? [NSConstraintConflict])?.first?.constraint == ["name"])
        }
        context.rollback()
        context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        let newer = insert("Artist", ["name": "Nina", "country": "FR"], into: context)
        _ = insert("Artist", ["name": "Ella", "country": "US"], into: context)
        try context.save()
        let artists = NSFetchRequest<NSManagedObject>(entityName: "Artist")
        artists.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        let saved = try context.fetch(artists)
        #expect(saved.map { $0.value(forKey: "name") as? String } == ["Ella", "Nina"])
        #expect(saved.last?.value(forKey: "country") as? String == "FR")
        #expect(saved.last === newer)
    }
}
