import Foundation

/// What the app's main bundle is here. On iOS it is the app's folder, with its resources; a
/// SwiftPM executable's `Bundle.main` is the build folder, and its target's resources are in the
/// bundle beside it named `Package_Target.resources`. So `Bundle.main`, for storyboards, nibs and
/// images, is the executable's folder, then the resource bundle of the app's own target (named
/// after the executable or the app delegate's module), then the other resource bundles beside it.
///
/// The bundles beside the executable are listed once a process (again if the folder changes),
/// and each runtime orders them for its app.
final class AppBundles {
    nonisolated deinit {}
    /// The bundles found, and the app module they were ordered for.
    private var cached: (bundles: [Bundle], module: String?)?
    /// The resource bundles beside each main bundle's folder, by name: listed again only when the
    /// folder gains or loses an entry.
    private nonisolated static let besideMain = FileReadCache<URL, [Bundle]>()

    /// The module of the app delegate's class: the app's own module.
    static var appDelegateModule: String? {
        UIApplication.shared.delegate.flatMap { _typeName(type(of: $0), qualified: true).split(separator: ".").first.map(String.init) }
    }

    /// The bundles `bundle` stands for: itself, unless it is the main bundle (or nil).
    func searched(for bundle: Bundle?) -> [Bundle] {
        // The app's own resource bundle (`AppBundle.main`, the porter's `Bundle.main`) stands
        // for the main bundle too.
        if let bundle, bundle.bundleURL != Bundle.main.bundleURL, bundle.bundleURL != AppBundle.main.bundleURL { return [bundle] }
        // Found once; ordered again when the app delegate (and so the app's module) arrives.
        let module = Self.appDelegateModule
        if let cached, cached.module == module { return cached.bundles }
        let main = Bundle.main
        var own: Set<String> = []
        if let executable = main.executableURL?.lastPathComponent { own.insert(executable) }
        if let module { own.insert(module) }
        func isOwn(_ bundle: Bundle) -> Bool { own.contains { bundle.bundleURL.deletingPathExtension().lastPathComponent.hasSuffix("_\($0)") } }
        let beside = Self.resourceBundles(beside: main)
        let result = [main] + beside.filter(isOwn) + beside.filter { !isOwn($0) }
        cached = (result, module)
        return result
    }

    /// The `.resources` bundles in `main`'s folder, by name.
    private nonisolated static func resourceBundles(beside main: Bundle) -> [Bundle] {
        let folder = main.bundleURL
        return besideMain.value(for: folder) {
            let stamps = FileStamps(paths: [folder.path])
            let bundles = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "resources" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
                .compactMap { Bundle(url: $0) }
            return (bundles, stamps)
        }
    }
}
