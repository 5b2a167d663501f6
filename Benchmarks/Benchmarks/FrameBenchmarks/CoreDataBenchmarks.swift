import Benchmark
import CoreData
import Foundation
import SimulatorKit
import UIModel

/// Core Data on its SQLite store, with the "notes" demo's model (a title, a number, a flag):
/// 10,000 objects inserted and saved in one save (goal: at most 150 ms); 10,000 fetched with a
/// predicate and two sort descriptors (goal: at most 30 ms); and a fling frame over a
/// 10,000-row table fed by a fetched results controller (goal: at most 8 ms, as the same table
/// fed by an array, "table/10000 self-sizing rows: fling frame").
func coreDataBenchmarks() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uimodel-bench-coredata-\(getpid())")
    Benchmark("coredata/insert and save 10,000 objects",
              configuration: .init(metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(10), maxIterations: 20)) { @Sendable benchmark in
        for iteration in benchmark.scaledIterations {
            let container = notesContainer(at: folder.appendingPathComponent("insert-\(iteration)-\(UUID().uuidString).sqlite"))
            let context = container.newBackgroundContext()
            try context.performAndWait {
                benchmark.startMeasurement()
                insertNotes(10_000, into: context)
                try context.save()
                benchmark.stopMeasurement()
            }
        }
    }

    let store = Slot<NSPersistentContainer>()
    Benchmark("coredata/fetch 10,000 objects with a predicate and two sort descriptors",
              configuration: .init(metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(10), maxIterations: 50), closure: { @Sendable benchmark in
        let context = store.value!.newBackgroundContext()
        for _ in benchmark.scaledIterations {
            try context.performAndWait {
                context.reset()
                let request = NSFetchRequest<NSManagedObject>(entityName: "Note")
                request.predicate = NSPredicate(format: "number >= %d AND title != nil", 0)
                request.sortDescriptors = [NSSortDescriptor(key: "pinned", ascending: false), NSSortDescriptor(key: "number", ascending: true)]
                let found = try context.fetch(request)
                precondition(found.count == 10_000)
                blackHole(found)
            }
        }
    }, setup: {
        let container = notesContainer(at: folder.appendingPathComponent("fetch-\(UUID().uuidString).sqlite"))
        let context = container.newBackgroundContext()
        try context.performAndWait {
            insertNotes(10_000, into: context)
            try context.save()
        }
        store.value = container
    }, teardown: { store.value = nil })

    let scene = Slot<TableScrollScene>()
    Benchmark("coredata/fling frame over 10,000 rows fed by a fetched results controller @3x", closure: { @Sendable benchmark in onMainActor(benchmark) { benchmark in
        let table = scene.value!
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { table.frame(flinging: true) }
    } }, setup: { try await MainActor.run {
        let container = notesContainer(at: folder.appendingPathComponent("table-\(UUID().uuidString).sqlite"))
        insertNotes(TableScrollScene.rows, into: container.viewContext)
        try container.viewContext.save()
        let request = NSFetchRequest<NSManagedObject>(entityName: "Note")
        request.sortDescriptors = [NSSortDescriptor(key: "number", ascending: true)]
        request.fetchBatchSize = 20
        let results = NSFetchedResultsController(fetchRequest: request, managedObjectContext: container.viewContext, sectionNameKeyPath: nil, cacheName: nil)
        try results.performFetch()
        let table = try TableScrollScene(resources: try ResourceLocator.locate(), fetched: results)
        for _ in 0..<500 { table.frame(flinging: true) }
        scene.value = table
    } }, teardown: { await MainActor.run {
        scene.value = nil
        UIModelRuntime.current.removeAllWindows()
        try? FileManager.default.removeItem(at: folder)
    } })
}

/// A container for the "notes" demo's model (from the Demos product's resources) on a store at `url`.
nonisolated private func notesContainer(at url: URL) -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Notes")
    container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
    container.loadPersistentStores { _, error in precondition(error == nil, "\(String(describing: error))") }
    return container
}

nonisolated private func insertNotes(_ count: Int, into context: NSManagedObjectContext) {
    let entity = NSEntityDescription.entity(forEntityName: "Note", in: context)!
    for number in 0..<count {
        let note = NSManagedObject(entity: entity, insertInto: context)
        note.setValue("Row \(number)", forKey: "title")
        note.setValue(Int64(number), forKey: "number")
        note.setValue(number % 10 == 0, forKey: "pinned")
    }
}
