import Foundation
import UIModel

/// Which Swift class makes an entity's objects. iOS finds it by the name the model gives
/// (`representedClassName`) in the Objective-C runtime. Here a class is known once the app names
/// it to Core Data (`Item(context:)`, `Item.entity()`, a fetch request of `Item`), or found by its
/// qualified name in the app's module; failing both, objects are `NSManagedObject`s, as iOS
/// falls back when a class is missing.
final class ManagedObjectClasses: @unchecked Sendable {
    static let shared = ManagedObjectClasses()
    private let lock = NSLock()
    private var byName: [String: NSManagedObject.Type] = [:]
    private var modules: [String] = []
    /// The classes registered already (a cheap check before the names are worked out).
    private var registered: Set<ObjectIdentifier> = []
    /// Bumped when a class registers: an entity's remembered class is good for one generation.
    private var generation = 0

    /// Remembers `cls` for the entities whose class name it has.
    func register(_ cls: AnyClass) {
        guard let managed = cls as? NSManagedObject.Type, managed != NSManagedObject.self else { return }
        if lock.withLock({ registered.contains(ObjectIdentifier(cls)) }) { return }
        let qualified = _typeName(cls, qualified: true)
        let name = Self.unqualified(qualified)
        lock.withLock {
            registered.insert(ObjectIdentifier(cls))
            generation += 1
            byName[name] = managed
            if let module = qualified.split(separator: ".").first.map(String.init), !modules.contains(module) { modules.append(module) }
        }
    }

    /// The class for `entity`'s objects: the nearest entity up its parents that has one.
    func objectClass(for entity: NSEntityDescription) -> NSManagedObject.Type {
        let known = lock.withLock { () -> (NSManagedObject.Type?, Int) in
            if let cached = entity.cachedClass, cached.generation == generation { return (cached.cls, generation) }
            return (nil, generation)
        }
        if let cls = known.0 { return cls }
        var result: NSManagedObject.Type = NSManagedObject.self
        var current: NSEntityDescription? = entity
        while let found = current {
            if let cls = lookUp(found.managedObjectClassName ?? "") {
                result = cls
                break
            }
            current = found.superentity
        }
        lock.withLock { entity.cachedClass = (known.1, result) }
        return result
    }

    private func lookUp(_ className: String) -> NSManagedObject.Type? {
        let name = Self.unqualified(className)
        guard !name.isEmpty, name != "NSManagedObject" else { return nil }
        if let known = lock.withLock({ byName[name] }) { return known }
        var candidates = [className] + lock.withLock { modules }.map { "\($0).\(name)" }
        if let executable = Bundle.main.executableURL?.lastPathComponent { candidates.append("\(executable).\(name)") }
        if let module = Self.appDelegateModule() { candidates.append("\(module).\(name)") }
        for candidate in candidates where !candidate.hasPrefix("$") {
            if let cls = _typeByName(candidate) as? NSManagedObject.Type {
                register(cls)
                return cls
            }
        }
        return nil
    }

    /// The module of the app's delegate (the app's own module), asked on the main thread.
    private static func appDelegateModule() -> String? {
        guard UIModelRuntime.isOnMainActor else { return nil }
        return MainActor.assumeIsolated {
            UIApplication.shared.delegate.map { _typeName(type(of: $0), qualified: true) }?.split(separator: ".").first.map(String.init)
        }
    }

    /// A class name without its module (`MyApp.Item`, `$(PRODUCT_MODULE_NAME).Item` → `Item`).
    static func unqualified(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    static func unqualifiedName(of cls: AnyClass) -> String {
        unqualified(_typeName(cls, qualified: true))
    }
}

/// Core Data's complaints about misuse iOS logs (and the errors it raises as exceptions), said
/// once each on standard error, never ending the process.
enum CoreDataFailures {
    private static let said = LockedValue<Set<String>>([])

    static func report(_ message: String) {
        guard said.withLock({ $0.insert(message).inserted }) else { return }
        FileHandle.standardError.write(Data("CoreData: error: \(message)\n".utf8))
    }
}
