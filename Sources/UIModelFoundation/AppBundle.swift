import Foundation

/// The app's main bundle as iOS has it: the bundle with the app's resources. A SwiftPM app's
/// `Bundle.main` is its build folder, and the resources its target declares are in a bundle
/// SwiftPM writes beside the executable (`Package_Target.resources`). `uimodel-port` rewrites
/// `Bundle.main` to ``main``: that bundle, or `Bundle.main` when the app has no resources.
/// (Foundation's `Bundle` cannot be subclassed outside Foundation, so it is the one bundle, not
/// a view over all of them; UIModel's own lookups, storyboards and images, search them all.)
public enum AppBundle {
    private static let found = LockedValue<(folder: URL, bundle: Bundle?)?>(nil)

    /// The bundle `Bundle.main` is on iOS.
    public static var main: Bundle {
        let main = Bundle.main
        if let cached = found.withLock({ $0 }), cached.folder == main.bundleURL { return cached.bundle ?? main }
        let executable = main.executableURL?.lastPathComponent ?? ""
        let own = ((try? FileManager.default.contentsOfDirectory(at: main.bundleURL, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "resources" && $0.deletingPathExtension().lastPathComponent.hasSuffix("_\(executable)") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .first.flatMap { Bundle(url: $0) }
        found.withLock { $0 = (main.bundleURL, own) }
        return own ?? main
    }
}
