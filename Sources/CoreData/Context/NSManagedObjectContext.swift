import Foundation
import UIModel

/// How a context runs the work given to it.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    /// Deprecated on iOS: the caller's thread.
    case confinementConcurrencyType = 0
    /// A serial queue of the context's own.
    case privateQueueConcurrencyType = 1
    /// The main queue: the context of the app's user interface.
    case mainQueueConcurrencyType = 2
}

/// A scratchpad of managed objects: what the app fetched, inserted, changed and deleted, until
/// it saves them to the store (or to its parent context) or throws them away.
///
/// A main-queue context (a container's `viewContext`) belongs to the main actor; a
/// private-queue context runs `perform` blocks on a serial queue of its own, off the main actor.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    /// How the context runs its work.
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    /// The context's name, for debugging.
    open var name: String?
    /// The author of the context's saves (kept; no persistent history here).
    open var transactionAuthor: String?
    /// How conflicts between the context and the store are resolved.
    open var mergePolicy: Any = NSErrorMergePolicy
    /// Whether objects stay registered though the app holds none.
    open var retainsRegisteredObjects = false
    /// Whether faults whose rows are gone become deleted objects.
    open var shouldDeleteInaccessibleFaults = true
    /// How old cached rows may be before a fault fills again from the store.
    open var stalenessInterval: TimeInterval = -1
    /// Whether deletes propagate at the end of each event (here: as they happen).
    open var propagatesDeletesAtEndOfEvent = true
    /// Whether the context merges changes its parent (or the coordinator's other contexts)
    /// saves, as they are saved.
    open var automaticallyMergesChangesFromParent = false

    private let queue: DispatchQueue?
    /// Held while a block of a private-queue context runs, wherever it runs.
    private let workLock = NSRecursiveLock()
    private var ownCoordinator: NSPersistentStoreCoordinator?
    /// The context's parent: saves go to it instead of to the store.
    open var parent: NSManagedObjectContext? {
        didSet {
            parent?.children.add(self)
        }
    }
    let children = WeakContexts()

    /// Every object the context has, by key.
    var registry: [ObjectKey: NSManagedObject] = [:]
    /// Objects with unsaved changes, in the order they changed.
    var changed: [ObjectIdentifier: NSManagedObject] = [:]
    /// Changes not yet announced by `processPendingChanges()`.
    var pending = PendingChanges()
    var processingScheduled = false
    let changeObservers = WeakObservers()

    /// A context that runs its work as `ct` says.
    public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
        concurrencyType = ct
        queue = ct == .privateQueueConcurrencyType ? DispatchQueue(label: "NSManagedObjectContext") : nil
        super.init()
    }

    /// The coordinator the context reads and saves through (its parent's, for a child).
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        get { parent?.persistentStoreCoordinator ?? ownCoordinator }
        set {
            ownCoordinator = newValue
            newValue?.register(self)
        }
    }

    var model: NSManagedObjectModel? { persistentStoreCoordinator?.managedObjectModel }

    // MARK: Running work

    /// Runs `block` on the context's queue, later.
    open func perform(_ block: @escaping () -> Void) {
        switch concurrencyType {
        case .privateQueueConcurrencyType:
            let lock = workLock
            let work = UnsafeBlock(block)
            queue!.async { lock.withLock(work.run) }
        case .mainQueueConcurrencyType: DispatchQueue.main.async(execute: UnsafeBlock(block).run)
        case .confinementConcurrencyType: block()
        }
    }

    /// Runs `block` on the context's queue and waits for it.
    open func performAndWait(_ block: () -> Void) {
        _ = performAndWait { () -> Int in
            block()
            return 0
        }
    }

    /// Runs `block` on the context's queue, waits, and returns its result.
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        switch concurrencyType {
        case .privateQueueConcurrencyType:
            // On the caller's thread, one block at a time with the queue's own work (Dispatch's
            // `sync` would wait forever when the caller holds the main queue the block needs).
            return try workLock.withLock(block)
        case .mainQueueConcurrencyType:
            if UIModelRuntime.isOnMainActor { return try block() }
            return try DispatchQueue.main.sync(execute: block)
        case .confinementConcurrencyType:
            return try block()
        }
    }

    /// When a `perform` block runs.
    public enum ScheduledTaskType: Sendable {
        /// As soon as the queue is free.
        case immediate
        /// After the work already queued.
        case enqueued
    }

    /// Runs `block` on the context's queue and returns its result. The caller waits on its own
    /// actor (so a main-actor caller may hand over a block that is not `Sendable`).
    nonisolated(nonsending) public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () -> T) async -> T {
        await withCheckedContinuation { continuation in
            perform { continuation.resume(returning: block()) }
        }
    }

    /// Runs a throwing `block` on the context's queue and returns its result.
    nonisolated(nonsending) public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            perform { continuation.resume(with: Result { try block() }) }
        }
    }

    // MARK: State

    /// Whether the context has unsaved changes.
    open var hasChanges: Bool { !changed.isEmpty }
    /// The objects inserted and not yet saved.
    open var insertedObjects: Set<NSManagedObject> { Set(changed.values.filter { $0.inserted && !$0.deleted }) }
    /// The objects changed and not yet saved.
    open var updatedObjects: Set<NSManagedObject> { Set(changed.values.filter { !$0.inserted && !$0.deleted && !$0.changedSlots.isEmpty }) }
    /// The objects deleted and not yet saved.
    open var deletedObjects: Set<NSManagedObject> { Set(changed.values.filter { $0.deleted && !$0.inserted }) }
    /// Every object the context has.
    open var registeredObjects: Set<NSManagedObject> { Set(registry.values) }

    // MARK: Objects

    /// Inserts a new object (it is saved with the next save).
    open func insert(_ object: NSManagedObject) {
        guard object.managedObjectContext !== self || !object.inserted else { return }
        object.managedObjectContext = self
        object.inserted = true
        object.deleted = false
        registry[object.objectID.key] = object
        changed[ObjectIdentifier(object)] = object
        pending.inserted.insert(object)
        object.awakeFromInsert()
        scheduleProcessing()
    }

    /// Deletes an object: its delete rules apply now, and the row goes with the next save.
    open func delete(_ object: NSManagedObject) {
        guard object.managedObjectContext === self, !object.deleted else { return }
        object.fireFault()
        object.prepareForDeletion()
        object.deleted = true
        if object.inserted {
            // Never saved: it simply goes.
            changed[ObjectIdentifier(object)] = nil
            pending.inserted.remove(object)
            registry[object.objectID.key] = nil
        } else {
            changed[ObjectIdentifier(object)] = object
            pending.deleted.insert(object)
        }
        DeleteRules.apply(deleting: object, in: self)
        scheduleProcessing()
    }

    /// The object with `objectID`, as a fault when it is not registered yet.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        if let found = registry[objectID.key] { return found }
        return materialize(key: objectID.key, entity: objectID.entity)
    }

    /// The object with `objectID`, filled from the store; throws when the store has no such row.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        if let found = registry[objectID.key], !found.deleted {
            found.fireFault()
            return found
        }
        guard !objectID.isTemporaryID, let row = persistentStoreCoordinator?.cachedRow(objectID.key) else {
            throw CoreDataErrors.make(133000, "The operation couldn't be completed. (Cocoa error 133000.)", ["NSAffectedObjectsErrorKey": [objectID]])
        }
        let object = materialize(key: objectID.key, entity: entity(number: row.entityNumber) ?? objectID.entity)
        object.fireFault()
        return object
    }

    /// The object with `objectID` if the context has it.
    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? { registry[objectID.key] }

    /// Gives inserted objects their permanent identities now.
    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {
        try assignPermanentKeys(objects.filter { $0.objectID.isTemporaryID })
    }

    /// Makes `object` a fault again (dropping its changes unless `flag`), or refreshes it.
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        guard object.managedObjectContext === self, !object.inserted else { return }
        if flag && object.hasChanges {
            return
        }
        object.willTurnIntoFault()
        changed[ObjectIdentifier(object)] = nil
        object.changedSlots = []
        object.deleted = false
        object.fault = true
        object.slots = Array(repeating: nil, count: object.slots.count)
        object.didTurnIntoFault()
    }

    /// Refreshes every registered object.
    open func refreshAllObjects() {
        for object in registry.values { refresh(object, mergeChanges: true) }
    }

    /// Throws away the unsaved changes.
    open func rollback() {
        for object in changed.values {
            if object.inserted {
                registry[object.objectID.key] = nil
                object.managedObjectContext = nil
                object.inserted = false
            } else {
                object.deleted = false
                object.changedSlots = []
                object.fault = true
                object.slots = Array(repeating: nil, count: object.slots.count)
            }
        }
        changed = [:]
        pending = PendingChanges()
    }

    /// Forgets every object (they must not be used again).
    open func reset() {
        for object in registry.values { object.managedObjectContext = nil }
        registry = [:]
        changed = [:]
        pending = PendingChanges()
    }

    /// Announces the changes made since the last call: the objects-did-change notification, and
    /// fetched results controllers update.
    open func processPendingChanges() {
        processingScheduled = false
        guard !pending.isEmpty else { return }
        let changes = pending
        pending = PendingChanges()
        var info: [AnyHashable: Any] = [:]
        if !changes.inserted.isEmpty { info[NSInsertedObjectsKey] = changes.inserted }
        if !changes.updated.isEmpty { info[NSUpdatedObjectsKey] = changes.updated.subtracting(changes.inserted) }
        if !changes.deleted.isEmpty { info[NSDeletedObjectsKey] = changes.deleted }
        if !changes.refreshed.isEmpty { info[NSRefreshedObjectsKey] = changes.refreshed }
        NotificationCenter.default.post(name: .NSManagedObjectContextObjectsDidChange, object: self, userInfo: info)
        for observer in changeObservers.all { observer.contextObjectsDidChange(changes) }
    }

    /// An object changed: noted for the next `processPendingChanges()`.
    func objectDidChange(_ object: NSManagedObject) {
        guard object.managedObjectContext === self else { return }
        changed[ObjectIdentifier(object)] = object
        if !object.inserted && !object.deleted { pending.updated.insert(object) }
        scheduleProcessing()
    }

    /// Main-queue contexts announce changes at the end of the current turn of the main queue,
    /// as iOS's do at the end of the event.
    private func scheduleProcessing() {
        guard concurrencyType == .mainQueueConcurrencyType, !processingScheduled, !changeObservers.isEmpty else { return }
        processingScheduled = true
        DispatchQueue.main.async { [weak self] in self?.processPendingChanges() }
    }

    func entity(number: Int) -> NSEntityDescription? {
        persistentStoreCoordinator?.primaryStore?.engine.entity(number: number)
    }
}

/// Changes since the last `processPendingChanges()`.
struct PendingChanges {
    var inserted: Set<NSManagedObject> = []
    var updated: Set<NSManagedObject> = []
    var deleted: Set<NSManagedObject> = []
    var refreshed: Set<NSManagedObject> = []
    var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty && refreshed.isEmpty }
}

/// What wants to hear about a context's changes (its fetched results controllers).
protocol ContextChangeObserver: AnyObject {
    func contextObjectsDidChange(_ changes: PendingChanges)
}

/// Observers held weakly.
final class WeakObservers: @unchecked Sendable {
    private struct Entry { weak var observer: (any ContextChangeObserver)? }
    private var entries: [Entry] = []
    private let lock = NSLock()
    func add(_ observer: any ContextChangeObserver) { lock.withLock { entries.append(Entry(observer: observer)) } }
    func remove(_ observer: any ContextChangeObserver) { lock.withLock { entries.removeAll { $0.observer == nil || $0.observer === observer } } }
    var all: [any ContextChangeObserver] { lock.withLock { entries.compactMap(\.observer) } }
    var isEmpty: Bool { lock.withLock { !entries.contains { $0.observer != nil } } }
}

/// Contexts held weakly.
final class WeakContexts: @unchecked Sendable {
    private struct Entry { weak var context: NSManagedObjectContext? }
    private var entries: [Entry] = []
    private let lock = NSLock()
    func add(_ context: NSManagedObjectContext) {
        lock.withLock {
            entries.removeAll { $0.context == nil || $0.context === context }
            entries.append(Entry(context: context))
        }
    }
    var all: [NSManagedObjectContext] { lock.withLock { entries.compactMap(\.context) } }
}

/// The merge policies, by name.
public let NSErrorMergePolicy: Any = NSMergePolicy.error
public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback

/// How a save resolves conflicts with what another context saved meanwhile. Here the last
/// save's values win for the properties it changed, whichever policy.
open class NSMergePolicy: NSObject, @unchecked Sendable {
    public enum MergeType: UInt, Sendable {
        case errorMergePolicyType = 0, mergeByPropertyStoreTrumpMergePolicyType, mergeByPropertyObjectTrumpMergePolicyType,
             overwriteMergePolicyType, rollbackMergePolicyType
    }
    public let mergeType: MergeType
    public init(merge ty: MergeType) { mergeType = ty }
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

extension Notification.Name {
    /// Posted after a context saved; the user info has the inserted, updated and deleted objects.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    /// Posted before a context saves.
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
    /// Posted when a context's objects changed (at `processPendingChanges()`).
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
}

extension NSManagedObjectContext {
    /// iOS 14's names of the context notifications.
    public static let didSaveObjectsNotification = Notification.Name("NSManagedObjectContextDidSaveObjectIDsNotification")
    public static let didChangeObjectsNotification = Notification.Name.NSManagedObjectContextObjectsDidChange
    public static let willSaveObjectsNotification = Notification.Name.NSManagedObjectContextWillSave
}

/// A block handed to the context's queue: a context's work is confined to its queue, as Core
/// Data's contract says, so the block crosses threads once, to run there.
struct UnsafeBlock: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
    @Sendable func run() { body() }
}
