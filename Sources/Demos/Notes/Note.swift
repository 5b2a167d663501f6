import CoreData
import Foundation

/// A note of the "notes" demo, as the porter writes an app's `@NSManaged` class.
nonisolated final class Note: NSManagedObject {
    var title: String? {
        get { managedValue(forKey: "title") }
        set { setManagedValue(newValue, forKey: "title") }
    }
    var pinned: Bool {
        get { managedValue(forKey: "pinned") }
        set { setManagedValue(newValue, forKey: "pinned") }
    }
    var number: Int64 {
        get { managedValue(forKey: "number") }
        set { setManagedValue(newValue, forKey: "number") }
    }

    class func fetchRequest() -> NSFetchRequest<Note> {
        NSFetchRequest<Note>(entityName: "Note")
    }
}
