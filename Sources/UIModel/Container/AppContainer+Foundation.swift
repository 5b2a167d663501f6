import Foundation

/// What the porter writes for Foundation's home-directory API, so an app's files land in its
/// container as on iOS.
extension AppContainer {
    /// The container's folder as a path: what `NSHomeDirectory()` returns on iOS.
    nonisolated public static func homeDirectory() -> String { current.url.path }

    /// The container's `tmp` folder as a path ending in a slash: what `NSTemporaryDirectory()`
    /// returns on iOS.
    nonisolated public static func temporaryDirectory() -> String { current.tmp.path + "/" }

    /// A file manager whose user-domain directories are the container's: what
    /// `FileManager.default` is for an iOS app.
    nonisolated public static var fileManager: FileManager { ContainerFileManager.shared }

    /// The app's defaults, kept in `Library/Preferences/<bundle identifier>.plist` in the
    /// container: what `UserDefaults.standard` is for an iOS app.
    nonisolated public static var userDefaults: UserDefaults {
        let container = current
        return defaultsStores.withLock { stores in
            if let store = stores[container.url.path] { return store }
            let made = ContainerUserDefaults(container: container, name: bundleIdentifier)
            stores[container.url.path] = made
            return made
        }
    }

    /// What `NSSearchPathForDirectoriesInDomains` returns on iOS: the container's folder for
    /// `directory` in the user domain, as paths (with `~` when `expandTilde` is false).
    nonisolated public static func searchPath(_ directory: FileManager.SearchPathDirectory, _ domainMask: FileManager.SearchPathDomainMask,
                                              _ expandTilde: Bool) -> [String] {
        current.folder(for: directory, in: domainMask).map { url in
            expandTilde ? url.path : "~" + url.path.dropFirst(current.url.path.count)
        }
    }

    /// The container's folder for `directory`, as iOS lays an app's out; none outside the user domain.
    nonisolated func folder(for directory: FileManager.SearchPathDirectory, in domainMask: FileManager.SearchPathDomainMask) -> [URL] {
        guard domainMask.contains(.userDomainMask) else { return [] }
        switch directory {
        case .documentDirectory: return [documents]
        case .libraryDirectory: return [library]
        case .applicationSupportDirectory: return [applicationSupport]
        case .cachesDirectory: return [caches]
        case .autosavedInformationDirectory: return [library.appendingPathComponent("Autosave Information", isDirectory: true)]
        case .downloadsDirectory: return [url.appendingPathComponent("Downloads", isDirectory: true)]
        case .desktopDirectory: return [url.appendingPathComponent("Desktop", isDirectory: true)]
        case .moviesDirectory: return [url.appendingPathComponent("Movies", isDirectory: true)]
        case .musicDirectory: return [url.appendingPathComponent("Music", isDirectory: true)]
        case .picturesDirectory: return [url.appendingPathComponent("Pictures", isDirectory: true)]
        case .sharedPublicDirectory: return [url.appendingPathComponent("Public", isDirectory: true)]
        case .userDirectory: return [url.deletingLastPathComponent()]
        case .itemReplacementDirectory: return [tmp]
        default: return []
        }
    }
}

/// `FileManager` for an app in its container: user-domain directories, the temporary folder and
/// the home folder are the container's; everything else is Foundation's.
nonisolated final class ContainerFileManager: FileManager, @unchecked Sendable {
    static let shared = ContainerFileManager()

    private var container: AppContainer { AppContainer.current }

    override func urls(for directory: FileManager.SearchPathDirectory, in domainMask: FileManager.SearchPathDomainMask) -> [URL] {
        container.folder(for: directory, in: domainMask)
    }

    override var temporaryDirectory: URL { container.tmp }

    override var homeDirectoryForCurrentUser: URL { container.url }
}
