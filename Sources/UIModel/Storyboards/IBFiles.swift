import Foundation
import InterfaceBuilderFiles

/// Where an app's storyboards and xibs are, and each file read once. A bundle is searched as
/// SwiftPM lays out a target's resources on Linux: the file at the top, in `Base.lproj` (or
/// another `.lproj`), or in any folder below. The main bundle (`nil`) is the app's
/// (`AppBundles`), so `Bundle.main` finds the files of the app's target as on iOS.
///
/// A bundle's files do not change while the app runs (an iOS app's bundle is read-only), so
/// each folder is searched, and each file read, once a process: every runtime (every snapshot
/// starts one) finds them in `Shared`, searched or read again only when a folder or file lost
/// its stamp (a test that rewrites a bundle). What a runtime reports (a file that cannot be
/// read) it reports itself.
final class IBFiles {
    nonisolated deinit {}
    /// The current runtime's files.
    static var shared: IBFiles { UIModelRuntime.current.resources.interfaceBuilderFiles }

    /// The folders searched and the files read in this process, for every runtime.
    private nonisolated enum Shared {
        /// Each searched folder's files by name and extension (`"Main.storyboard"`).
        static let indexes = FileReadCache<URL, [String: URL]>()
        /// Each file read.
        static let documents = FileReadCache<URL, Result<IBDocument, IBDocument.ReadError>>()
    }

    /// The files this runtime read (a file that cannot be read is logged once a runtime).
    private var documents: [URL: Result<IBDocument, IBDocument.ReadError>] = [:]
    private var defaultNibs: [String: String?] = [:]

    /// The storyboard named `name` and the bundle it was found in; nil (logged as UIKit's
    /// exception) when there is none or it cannot be read.
    func storyboard(named name: String, in bundle: Bundle?) -> (IBDocument?, Bundle) {
        guard let (url, found) = locate("\(name).storyboard", in: bundle) else {
            let b = bundle ?? .main
            UIKitWarning.log("Could not find a storyboard named '\(name)' in bundle NSBundle <\(b.bundlePath)> (loaded)")
            return (nil, b)
        }
        return (read(url), found)
    }

    /// The xib named `name` and its bundle; nil (logged) when there is none or it cannot be read.
    func nib(named name: String, in bundle: Bundle?, quietly: Bool = false) -> (IBDocument?, Bundle) {
        guard let (url, found) = locate("\(name).xib", in: bundle) else {
            if !quietly {
                UIKitWarning.log("Could not load NIB in bundle: 'NSBundle <\((bundle ?? .main).bundlePath)> (loaded)' with name '\(name)'")
            }
            return (nil, bundle ?? .main)
        }
        return (read(url), found)
    }

    /// UIKit's default nib for a controller made without one: `MyView` for `MyViewController`
    /// when the bundle has it, else `MyViewController`; nil when neither exists.
    func defaultNibName(for type: UIViewController.Type, in bundle: Bundle?) -> String? {
        let className = String(_typeName(type, qualified: false).split(separator: ".").last ?? "")
        let key = "\(bundle?.bundlePath ?? "")|\(className)"
        if let known = defaultNibs[key] { return known }
        var candidates = [className]
        if className.hasSuffix("Controller") { candidates.insert(String(className.dropLast("Controller".count)), at: 0) }
        let found = candidates.first { locate("\($0).xib", in: bundle) != nil }
        defaultNibs[key] = .some(found)
        return found
    }

    /// Reads `url` once; a malformed file is logged with its line and stays unreadable.
    func read(_ url: URL) -> IBDocument? {
        if documents[url] == nil {
            let result = Shared.documents.value(for: url) {
                let stamps = FileStamps(paths: [url.path])
                return (Self.parse(url), stamps)
            }
            if case .failure(let error) = result { UIKitWarning.log(error.description) }
            documents[url] = result
        }
        return try? documents[url]?.get()
    }

    private nonisolated static func parse(_ url: URL) -> Result<IBDocument, IBDocument.ReadError> {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(IBDocument.ReadError(file: url.lastPathComponent, line: 1, message: "cannot be read"))
        }
        return Result { () throws(IBDocument.ReadError) in try IBDocument(data: data, fileName: url.lastPathComponent) }
    }

    /// The modules an app's `customModuleProvider="target"` classes may be in: the target a
    /// SwiftPM resource bundle belongs to (`Package_Target.resources`), and the app delegate's.
    func appModules(for bundle: Bundle) -> [String] {
        var modules: [String] = []
        let folder = bundle.bundleURL.lastPathComponent
        if folder.hasSuffix(".resources") {
            let stem = folder.dropLast(".resources".count)
            // The package name may hold underscores; the target's is after the last one that
            // leaves a name, tried from the longest package name down.
            var parts = stem.split(separator: "_", omittingEmptySubsequences: false)
            while parts.count > 1 {
                parts.removeFirst()
                modules.append(parts.joined(separator: "_"))
            }
        }
        if let module = AppBundles.appDelegateModule { modules.append(module) }
        return modules
    }

    // MARK: Finding files

    private func locate(_ file: String, in bundle: Bundle?) -> (URL, Bundle)? {
        for candidate in UIModelRuntime.current.resources.appBundles.searched(for: bundle) {
            guard let root = candidate.resourceURL?.standardizedFileURL else { continue }
            let index = Shared.indexes.value(for: root) { Self.index(root) }
            if let url = index[file] { return (url, candidate) }
        }
        return nil
    }

    /// The storyboards and xibs under `root`, by file name, and the stamps of the folders
    /// searched: the top level first, then `Base.lproj`, `en.lproj`, other `.lproj` folders and
    /// other folders, three levels down at most (the first found of a name wins). Resource
    /// bundles inside (`*.resources`) are bundles of their own, and build products are not
    /// resources: neither is searched.
    private nonisolated static func index(_ root: URL) -> (files: [String: URL], folders: FileStamps) {
        var found: [(rank: Int, path: String, url: URL)] = []
        var folders: [String] = []
        func walk(_ folder: URL, depth: Int, rank: Int) {
            folders.append(folder.path)
            let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
            for url in entries {
                let name = url.lastPathComponent
                if ["storyboard", "xib"].contains(url.pathExtension) {
                    found.append((rank, url.path, url))
                } else if depth < 3, !name.hasPrefix("."), !skippedFolders.contains(url.pathExtension),
                          (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    let childRank = depth > 0 ? rank : name == "Base.lproj" ? 1 : name == "en.lproj" ? 2 : url.pathExtension == "lproj" ? 3 : 4
                    walk(url, depth: depth + 1, rank: childRank)
                }
            }
        }
        walk(root, depth: 0, rank: 0)
        var index: [String: URL] = [:]
        for f in found.sorted(by: { ($0.rank, $0.path) < ($1.rank, $1.path) }) where index[f.url.lastPathComponent] == nil {
            index[f.url.lastPathComponent] = f.url
        }
        return (index, FileStamps(paths: folders))
    }

    /// Folders that are not an app's resources: other bundles and build products.
    private nonisolated static let skippedFolders: Set<String> = ["resources", "build", "swiftmodule", "xctest", "dSYM", "product", "xcassets"]
}
