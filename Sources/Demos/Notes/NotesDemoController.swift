import CoreData
import Foundation
import UIModel

/// The "notes" demo: a Core Data app as iOS developers write one. Notes in a SQLite store in
/// the app's container (`Library/Application Support/Notes.sqlite`), shown by a table that a
/// fetched results controller feeds: pinned notes first, in sections. + adds a note, a tap pins
/// or unpins one (it moves between sections), a swipe deletes it; each change is saved, so a
/// relaunch with the same container (`--container`, or the window's own) shows the same rows.
final class NotesDemoController: UITableViewController, NSFetchedResultsControllerDelegate {
    private let back: (() -> Void)?
    let container: NSPersistentContainer
    private(set) var results: NSFetchedResultsController<Note>!

    init(back: (() -> Void)?, container: NSPersistentContainer? = nil) {
        self.back = back
        self.container = container ?? NotesDemoController.makeContainer()
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The app's container: its model from the demo's resources, its store in Application Support.
    static func makeContainer() -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Notes")
        container.loadPersistentStores { description, error in
            if let error { print("Notes: the store at \(description.url?.path ?? "?") could not be opened: \(error)") }
        }
        return container
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.accessibilityIdentifier = "notes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addNote() })
        if let back {
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Gallery", primaryAction: UIAction { _ in back() })
        }
        let context = container.viewContext
        if (try? context.count(for: NSFetchRequest<Note>(entityName: "Note"))) == 0 { seed(context) }
        let request: NSFetchRequest<Note> = Note.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "pinned", ascending: false), NSSortDescriptor(key: "number", ascending: true)]
        request.fetchBatchSize = 20
        results = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "pinned", cacheName: "notes")
        results.delegate = self
        do { try results.performFetch() } catch { print("Notes: \(error)") }
    }

    /// The first launch's notes.
    private func seed(_ context: NSManagedObjectContext) {
        for (index, title) in ["Buy basil and tomatoes", "Call the plumber", "Read the Core Data guide"].enumerated() {
            let note = Note(context: context)
            note.title = title
            note.number = Int64(index + 1)
            note.pinned = index == 0
        }
        try? context.save()
    }

    /// A new note, numbered after the last, saved at once.
    func addNote() {
        let context = container.viewContext
        let last: NSFetchRequest<Note> = Note.fetchRequest()
        last.sortDescriptors = [NSSortDescriptor(key: "number", ascending: false)]
        last.fetchLimit = 1
        let number = ((try? context.fetch(last))?.first?.number ?? 0) + 1
        let note = Note(context: context)
        note.title = "Note \(number)"
        note.number = number
        save()
    }

    private func save() {
        do { try container.viewContext.save() } catch { print("Notes: could not save: \(error)") }
    }

    // MARK: The table, from the fetched results controller

    override func numberOfSections(in tableView: UITableView) -> Int { results.sections?.count ?? 0 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.sections?[section].numberOfObjects ?? 0
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        results.sections?[section].name == "1" ? "Pinned" : "Notes"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        let note = results.object(at: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = note.title
        content.secondaryText = "#\(note.number)"
        content.image = UIImage(systemName: note.pinned ? "pin.fill" : "doc.text")
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let note = results.object(at: indexPath)
        note.pinned.toggle()
        save()
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        container.viewContext.delete(results.object(at: indexPath))
        save()
    }

    // MARK: NSFetchedResultsControllerDelegate, as apps write it

    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        tableView.beginUpdates()
    }

    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                    atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {
        switch type {
        case .insert: tableView.insertSections(IndexSet(integer: sectionIndex), with: .fade)
        case .delete: tableView.deleteSections(IndexSet(integer: sectionIndex), with: .fade)
        default: break
        }
    }

    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                    for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
        switch type {
        case .insert: tableView.insertRows(at: [newIndexPath!], with: .automatic)
        case .delete: tableView.deleteRows(at: [indexPath!], with: .automatic)
        case .move:
            // The note changed too (it was pinned): its row goes and comes back redrawn.
            tableView.deleteRows(at: [indexPath!], with: .fade)
            tableView.insertRows(at: [newIndexPath!], with: .fade)
        case .update: tableView.reloadRows(at: [indexPath!], with: .none)
        @unknown default: break
        }
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        tableView.endUpdates()
    }
}
