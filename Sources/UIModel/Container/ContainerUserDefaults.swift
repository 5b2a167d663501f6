import Foundation

/// `UserDefaults.standard` for an app in its container: the app's values in
/// `Library/Preferences/<bundle identifier>.plist` (a binary property list, as iOS writes it),
/// read when the defaults are first made and written again after every change, so a value set
/// before the app quits is there at the next launch. Registered defaults stay in memory, as on iOS.
nonisolated final class ContainerUserDefaults: UserDefaults {
    let container: AppContainer
    private let file: URL
    private let lock = NSRecursiveLock()
    private var values: [String: Any]
    private var registered: [String: Any] = [:]

    init(container: AppContainer, name: String) {
        self.container = container
        file = container.preferences.appendingPathComponent(name + ".plist")
        values = (try? Data(contentsOf: file)).flatMap {
            try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any]
        } ?? [:]
        super.init(suiteName: nil)!
    }

    override func object(forKey defaultName: String) -> Any? {
        lock.withLock { values[defaultName] ?? registered[defaultName] }
    }

    override func set(_ value: Any?, forKey defaultName: String) {
        guard let value else { return removeObject(forKey: defaultName) }
        // File URLs are kept as their paths, which `url(forKey:)` reads back.
        let stored: Any = (value as? URL).map { $0.isFileURL ? $0.path : $0.absoluteString } ?? value
        lock.withLock { values[defaultName] = stored }
        write()
    }

    override func removeObject(forKey defaultName: String) {
        let removed = lock.withLock { values.removeValue(forKey: defaultName) != nil }
        if removed { write() }
    }

    override func register(defaults registrationDictionary: [String: Any]) {
        lock.withLock { registered.merge(registrationDictionary) { $1 } }
    }

    override func dictionaryRepresentation() -> [String: Any] {
        lock.withLock { registered.merging(values) { $1 } }
    }

    override func persistentDomain(forName domainName: String) -> [String: Any]? {
        lock.withLock { values }
    }

    override func removePersistentDomain(forName domainName: String) {
        lock.withLock { values = [:] }
        write()
    }

    @discardableResult
    override func synchronize() -> Bool { write() }

    /// Writes the values, replacing the file at once (never half-written). False when a value
    /// is not a property-list value or the folder cannot be written; the values stay in memory.
    @discardableResult
    private func write() -> Bool {
        let snapshot = lock.withLock { values }
        guard let data = try? PropertyListSerialization.data(fromPropertyList: snapshot, format: .binary, options: 0) else { return false }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
        } catch {
            return false
        }
        NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: self)
        return true
    }
}
