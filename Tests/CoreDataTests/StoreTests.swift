import CSQLite
import CoreData
import Foundation
import Testing

@Suite struct StoreTests {
    /// The rows of a query on the store's file, read with SQLite itself.
    static func rows(_ url: URL, _ sql: String) throws -> [[String]] {
        var db: OpaquePointer?
        guard sqlite3_open_v2(url.path, &db, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { throw CocoaError(.fileReadUnknown) }
        defer { sqlite3_close(db) }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else { throw CocoaError(.fileReadUnknown) }
        defer { sqlite3_finalize(statement) }
        var result: [[String]] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            result.append((0..<sqlite3_column_count(statement)).map { column in
                sqlite3_column_text(statement, column).map { String(cString: $0) } ?? "NULL"
            })
        }
        return result
    }

    @Test func theStoreUsesCoreDatasTableLayout() throws {
        let url = Library.temporaryStore()
        let context = try Library.container(at: url).viewContext
        let folder = Folder(context: context)
        folder.name = "Inbox"
        let item = Item(context: context)
        item.title = "One"
        item.timestamp = Date(timeIntervalSinceReferenceDate: 86_400)
        item.folder = folder
        try context.save()
        let tables = try Self.rows(url, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map { $0[0] }
        #expect(tables == ["ZFOLDER", "ZITEM", "ZTAG", "Z_2TAGS", "Z_METADATA", "Z_MODELCACHE", "Z_PRIMARYKEY"])
        #expect(try Self.rows(url, "SELECT Z_ENT, Z_NAME, Z_MAX FROM Z_PRIMARYKEY ORDER BY Z_ENT") == [["1", "Folder", "1"], ["2", "Item", "1"], ["3", "Tag", "0"]])
        let row = try Self.rows(url, "SELECT Z_PK, Z_ENT, Z_OPT, ZTITLE, ZTIMESTAMP, ZFOLDER, ZDONE, ZPRIORITY FROM ZITEM")
        #expect(row == [["1", "2", "1", "One", "86400", "1", "0", "0"]])
        #expect(try Self.rows(url, "SELECT name FROM pragma_table_info('Z_2TAGS') ORDER BY cid").map { $0[0] } == ["Z_2ITEMS", "Z_3TAGS"])
        let journal = try Self.rows(url, "PRAGMA journal_mode")
        #expect(journal == [["wal"]])
    }

    /// A store as Core Data on iOS writes it (its tables made here with SQLite itself, columns in
    /// Core Data's own order) opens read-only, and its rows read as objects.
    @Test func aStoreWrittenByCoreDataOpensReadOnly() throws {
        let url = Library.temporaryStore()
        var db: OpaquePointer?
        #expect(sqlite3_open(url.path, &db) == SQLITE_OK)
        let plist = try PropertyListSerialization.data(fromPropertyList: ["NSStoreUUID": "6A0C4E61-1D6B-4F7B-9F1C-2B9E1B4C1F00", "NSStoreType": "SQLite"], format: .binary, options: 0)
        let statements = [
            "CREATE TABLE ZFOLDER ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCREATED TIMESTAMP, ZNAME VARCHAR )",
            "CREATE TABLE ZITEM ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZDONE INTEGER, ZPRIORITY INTEGER, ZFOLDER INTEGER, ZSCORE FLOAT, ZTIMESTAMP TIMESTAMP, ZNOTES VARCHAR, ZTITLE VARCHAR, ZID BLOB, ZTAGSLIST BLOB )",
            "CREATE TABLE ZTAG ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR )",
            "CREATE TABLE Z_2TAGS ( Z_2ITEMS INTEGER, Z_3TAGS INTEGER, PRIMARY KEY (Z_2ITEMS, Z_3TAGS) )",
            "CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER)",
            "CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB)",
            "INSERT INTO Z_PRIMARYKEY VALUES (1, 'Folder', 0, 1), (2, 'Item', 0, 2), (3, 'Tag', 0, 1)",
            "INSERT INTO ZFOLDER VALUES (1, 1, 1, 0.0, 'Seeds')",
            "INSERT INTO ZITEM VALUES (1, 2, 1, 1, 5, 1, 2.5, 31536000.0, NULL, 'Tomatoes', NULL, NULL), (2, 2, 1, 0, 1, 1, 0.0, NULL, 'water', 'Basil', NULL, NULL)",
            "INSERT INTO ZTAG VALUES (1, 3, 1, 'summer')",
            "INSERT INTO Z_2TAGS VALUES (1, 1)",
        ]
        for statement in statements { #expect(sqlite3_exec(db, statement, nil, nil, nil) == SQLITE_OK) }
        var insert: OpaquePointer?
        sqlite3_prepare_v2(db, "INSERT INTO Z_METADATA VALUES (1, '6A0C4E61-1D6B-4F7B-9F1C-2B9E1B4C1F00', ?)", -1, &insert, nil)
        _ = plist.withUnsafeBytes { sqlite3_bind_blob(insert, 1, $0.baseAddress, Int32($0.count), nil) }
        sqlite3_step(insert)
        sqlite3_finalize(insert)
        sqlite3_close(db)

        let container = NSPersistentContainer(name: "Library", managedObjectModel: Library.model())
        let description = NSPersistentStoreDescription(url: url)
        description.isReadOnly = true
        container.persistentStoreDescriptions = [description]
        var failure: Error?
        container.loadPersistentStores { _, error in failure = error }
        #expect(failure == nil)
        let context = container.viewContext
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: false)]
        let items = try context.fetch(request)
        #expect(items.map(\.title) == ["Tomatoes", "Basil"])
        #expect(items[0].done && items[0].priority == 5 && items[0].score == 2.5)
        #expect(items[0].timestamp == Date(timeIntervalSinceReferenceDate: 31_536_000))
        #expect(items[0].folder?.name == "Seeds")
        #expect((items[0].tags as? Set<Tag>)?.first?.name == "summer")
        #expect(items[0].objectID.uriRepresentation().absoluteString == "x-coredata://6A0C4E61-1D6B-4F7B-9F1C-2B9E1B4C1F00/Item/p1")
        items[1].title = "Changed"
        #expect(throws: NSError.self) { try context.save() }
        #expect(try Self.rows(url, "SELECT ZTITLE FROM ZITEM WHERE Z_PK = 2") == [["Basil"]])
    }

    @Test func lightweightMigrationAddsRenamesAndRemovesColumns() throws {
        let url = Library.temporaryStore()
        do {
            let context = try Library.container(at: url, model: Library.model(version: "Library")).viewContext
            let item = Item(context: context)
            item.title = "Kept"
            item.notes = "renamed to details"
            item.score = 9
            try context.save()
        }
        // Without migration the new model cannot open the store, as on iOS.
        #expect {
            _ = try Library.container(at: url, model: Library.model(version: "Library2"), migrate: false)
        } throws: { error in
            (error as NSError).code == NSPersistentStoreIncompatibleVersionHashError
        }
        let context = try Library.container(at: url, model: Library.model(version: "Library2")).viewContext
        let item = try #require(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item")).first)
        #expect(item.value(forKey: "title") as? String == "Kept")
        #expect(item.value(forKey: "details") as? String == "renamed to details")
        #expect(item.value(forKey: "rating") as? Int32 == 3)
        #expect(item.entity.propertiesByName["score"] == nil)
        let columns = try Self.rows(url, "SELECT name FROM pragma_table_info('ZITEM')").map { $0[0] }
        #expect(columns.contains("ZDETAILS") && columns.contains("ZRATING") && !columns.contains("ZSCORE") && !columns.contains("ZNOTES"))
    }

    @Test func batchDeleteAndUpdateRunInTheStore() throws {
        let context = try Library.container().viewContext
        for index in 0..<10 {
            let item = Item(context: context)
            item.title = "Item \(index)"
            item.priority = Int16(index)
        }
        try context.save()
        let update = NSBatchUpdateRequest(entityName: "Item")
        update.predicate = NSPredicate(format: "priority >= %d", 5)
        update.propertiesToUpdate = ["done": true]
        update.resultType = .updatedObjectsCountResultType
        #expect((try context.execute(update) as? NSBatchUpdateResult)?.result as? Int == 5)
        context.reset()
        let done = NSFetchRequest<Item>(entityName: "Item")
        done.predicate = NSPredicate(format: "done == YES")
        #expect(try context.count(for: done) == 5)
        let delete = NSBatchDeleteRequest(fetchRequest: NSFetchRequest<NSFetchRequestResult>(entityName: "Item"))
        delete.resultType = .resultTypeObjectIDs
        let deleted = (try context.execute(delete) as? NSBatchDeleteResult)?.result as? [NSManagedObjectID]
        #expect(deleted?.count == 10)
        #expect(try context.count(for: NSFetchRequest<Item>(entityName: "Item")) == 0)
    }
}
