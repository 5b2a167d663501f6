import Foundation

/// Where an app's models are: `Name.xcdatamodeld` (or a compiled `Name.momd`) in the main
/// bundle, or in the resource bundles SwiftPM puts beside the executable
/// (`Package_Target.resources`), where `.process("Name.xcdatamodeld")` copies the model.
enum ModelLocator {
    /// The model named `name`, if a bundle has it.
    static func model(named name: String, in bundles: [Bundle]? = nil) -> URL? {
        for bundle in bundles ?? searched() {
            for ext in ["xcdatamodeld", "momd", "xcdatamodel"] {
                let url = bundle.bundleURL.appendingPathComponent("\(name).\(ext)")
                if FileManager.default.fileExists(atPath: url.path) { return url }
            }
        }
        return nil
    }

    /// Every model in `bundles` (the app's when nil).
    static func allModels(in bundles: [Bundle]?) -> [URL] {
        (bundles ?? searched()).flatMap { bundle in
            ((try? FileManager.default.contentsOfDirectory(at: bundle.bundleURL, includingPropertiesForKeys: nil)) ?? [])
                .filter { ["xcdatamodeld", "momd"].contains($0.pathExtension) }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
    }

    /// The main bundle, then the resource bundles beside it, then every bundle Foundation has
    /// loaded (a test's).
    static func searched() -> [Bundle] {
        let main = Bundle.main
        let beside = ((try? FileManager.default.contentsOfDirectory(at: main.bundleURL, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "resources" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .compactMap(Bundle.init(url:))
        return [main] + beside + Bundle.allBundles.filter { $0.bundleURL != main.bundleURL }
    }
}
