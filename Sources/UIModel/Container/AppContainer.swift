import Foundation

/// The app's own folder, as the iOS Simulator keeps one for each installed app: `Documents`,
/// `Library/Application Support`, `Library/Caches`, `Library/Preferences` and `tmp`. What an app
/// writes there lasts between launches when the container does.
///
/// The simulator's window picks one folder per bundle identifier under the user's data folder,
/// or the one `--container` names (`use(_:)`). A headless run, and each runtime a test makes,
/// gets a new, empty folder under the system's temporary folder the first time it asks, so runs
/// start from the same state and tests side by side never share one.
///
/// Linux's Foundation puts `FileManager.default`'s directories, `NSHomeDirectory()` and
/// `UserDefaults.standard` in the user's own home folder, and they cannot be moved while a
/// process runs; the porter rewrites them to `AppContainer`'s (`fileManager`, `homeDirectory()`,
/// `temporaryDirectory()`, `userDefaults`), which answer with the container's folders as iOS does.
nonisolated public final class AppContainer: Sendable {
    /// The container's folder (iOS's home directory for the app).
    public let url: URL

    /// A container at `url`. Nothing is created until `prepare()`.
    public init(url: URL) {
        self.url = url.standardizedFileURL
    }

    /// The app's documents: `Documents`.
    public var documents: URL { url.appendingPathComponent("Documents", isDirectory: true) }
    /// `Library`.
    public var library: URL { url.appendingPathComponent("Library", isDirectory: true) }
    /// `Library/Application Support`, where Core Data keeps its stores by default.
    public var applicationSupport: URL { library.appendingPathComponent("Application Support", isDirectory: true) }
    /// `Library/Caches`.
    public var caches: URL { library.appendingPathComponent("Caches", isDirectory: true) }
    /// `Library/Preferences`, where `UserDefaults.standard` keeps its property list.
    public var preferences: URL { library.appendingPathComponent("Preferences", isDirectory: true) }
    /// `tmp`.
    public var tmp: URL { url.appendingPathComponent("tmp", isDirectory: true) }

    /// The folders every container has, as iOS creates them when it installs the app.
    public var standardFolders: [URL] { [documents, applicationSupport, caches, preferences, tmp] }

    /// Creates the container's folders. Throws `AppContainerError` when the path is a file or
    /// cannot be written.
    public func prepare() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw AppContainerError.notAFolder(url.path)
        }
        do {
            for folder in standardFolders {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
        } catch {
            throw AppContainerError.notWritable(url.path, reason: (error as NSError).localizedDescription)
        }
        guard FileManager.default.isWritableFile(atPath: url.path) else { throw AppContainerError.notWritable(url.path, reason: "permission denied") }
    }

    /// Empties the container and creates its folders again, as the Simulator's "Erase All
    /// Content and Settings" leaves an app.
    public func erase() throws {
        try prepare()
        let entries = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
        for entry in entries { try FileManager.default.removeItem(at: entry) }
        try prepare()
    }

    // MARK: The app's container

    /// What `use(_:)` set, and the container made for the process when none was.
    private static let state = LockedValue<(chosen: AppContainer?, fresh: AppContainer?)>((nil, nil))

    /// The container a runtime's app uses when none was chosen, made when first asked for.
    public final class Slot: Sendable {
        private let made = LockedValue<AppContainer?>(nil)
        public init() {}
        /// The slot's container: a new, empty one in the system's temporary folder.
        public var container: AppContainer {
            made.withLock { made in
                if let made { return made }
                let fresh = AppContainer.makeFresh()
                made = fresh
                return fresh
            }
        }
    }

    /// The slot of the runtime whose code runs (``UIModelRuntime/run(_:)``).
    @TaskLocal static var scoped: Slot?

    /// The container the app uses: the one `use(_:)` set (the simulator's `--container`, or the
    /// window's folder for the app); else, in a runtime a test made, that runtime's own (so
    /// tests running side by side never share their apps' files); else the process's. Either of
    /// the last two is new and empty, made the first time it is asked for.
    public static var current: AppContainer {
        if let chosen = state.withLock({ $0.chosen }) { return chosen }
        if let slot = scoped { return slot.container }
        return state.withLock { state in
            if let fresh = state.fresh { return fresh }
            let made = makeFresh()
            state.fresh = made
            return made
        }
    }

    /// Makes `container` the app's (prepared first), for the rest of the process. Code that
    /// already holds a `FileManager` or defaults keeps them.
    public static func use(_ container: AppContainer) throws {
        try container.prepare()
        state.withLock { $0.chosen = container }
    }

    /// Goes back to the containers made for each runtime (after `use(_:)`).
    public static func useFreshContainers() {
        state.withLock { $0.chosen = nil }
    }

    static func makeFresh() -> AppContainer {
        let made = AppContainer(url: freshTemporaryFolder())
        try? made.prepare()
        return made
    }

    /// The folder the window's app keeps its container in when `--container` names none: one per
    /// bundle identifier under the user's data folder (`$XDG_DATA_HOME`, else
    /// `~/.local/share`), in `uimodel/containers`.
    public static func defaultURL(bundleIdentifier: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: FileManager.default.homeDirectoryForCurrentUser.path).appendingPathComponent(".local/share")
        return data.appendingPathComponent("uimodel/containers", isDirectory: true)
            .appendingPathComponent(bundleIdentifier, isDirectory: true)
    }

    /// The app's bundle identifier: the main bundle's, else the executable's name (a SwiftPM
    /// executable has no Info.plist).
    public static var bundleIdentifier: String {
        Bundle.main.bundleIdentifier ?? Bundle.main.executableURL?.lastPathComponent ?? ProcessInfo.processInfo.processName
    }

    /// A new, empty folder for a container nobody named.
    private static func freshTemporaryFolder() -> URL {
        var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("uimodel-container.XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!) }
        if made != nil { return URL(fileURLWithPath: String(cString: template), isDirectory: true) }
        return URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("uimodel-container-\(UUID().uuidString)", isDirectory: true)
    }

    /// Each container's defaults, by its folder.
    static let defaultsStores = LockedValue<[String: ContainerUserDefaults]>([:])
}

/// Why a container cannot be used.
nonisolated public enum AppContainerError: Error, CustomStringConvertible, Equatable {
    /// The path names a file, not a folder.
    case notAFolder(String)
    /// The folder cannot be created or written.
    case notWritable(String, reason: String)

    public var description: String {
        switch self {
        case .notAFolder(let path): "--container: \(path) is a file, not a folder"
        case .notWritable(let path, let reason): "--container: \(path) cannot be written (\(reason))"
        }
    }
}
