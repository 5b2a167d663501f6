import Foundation

/// What `uimodel-port` takes from an app's Info.plist: the scene configurations
/// (`UIApplicationSceneManifest` → `UISceneConfigurations`), each name with its delegate class,
/// and the storyboards it names. Read with Foundation's
/// `PropertyListSerialization` (XML and binary plists).
public struct InfoPlist: Equatable {
    public struct SceneConfiguration: Equatable {
        public var name: String
        /// The class name without a module prefix (`$(PRODUCT_MODULE_NAME).SceneDelegate` →
        /// `SceneDelegate`).
        public var delegateClass: String
        /// The configuration's storyboard (`UISceneStoryboardFile`), if any.
        public var storyboard: String? = nil
    }

    public var sceneConfigurations: [SceneConfiguration] = []
    /// The app's font files (`UIAppFonts`), as the plist names them (paths in the app bundle).
    public var appFonts: [String] = []
    /// The keys that name storyboards (`UIMainStoryboardFile`, `UILaunchStoryboardName`,
    /// `UISceneStoryboardFile`) and the storyboard each names.
    public var storyboards: [(key: String, name: String)] = []
    /// `UIMainStoryboardFile`, which UIKit uses when the app has no scene manifest.
    public var mainStoryboard: String?
    /// Whether the plist has a scene manifest (then UIKit ignores `UIMainStoryboardFile`).
    public var hasSceneManifest = false

    public static func == (a: InfoPlist, b: InfoPlist) -> Bool {
        a.sceneConfigurations == b.sceneConfigurations && a.appFonts == b.appFonts && a.mainStoryboard == b.mainStoryboard && a.storyboards.map(\.key) == b.storyboards.map(\.key)
            && a.storyboards.map(\.name) == b.storyboards.map(\.name)
    }

    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var description: String
    }

    public init(sceneConfigurations: [SceneConfiguration] = [], storyboards: [(key: String, name: String)] = []) {
        self.sceneConfigurations = sceneConfigurations
        self.storyboards = storyboards
    }

    /// Reads the plist at `path`; a file that is not a property list, or not a dictionary, is an
    /// error naming it.
    public init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "cannot read the Info.plist \(path)")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw Failure(description: "\(path) is not a property list: \(error.localizedDescription)")
        }
        guard let root = plist as? [String: Any] else { throw Failure(description: "\(path) is not a dictionary of keys") }
        if let fonts = root["UIAppFonts"] {
            guard let names = fonts as? [String] else { throw Failure(description: "\(path): UIAppFonts must be an array of file names") }
            appFonts = names.filter { !$0.isEmpty }
        }
        for key in ["UIMainStoryboardFile", "UILaunchStoryboardName"] {
            if let name = root[key] as? String, !name.isEmpty { storyboards.append((key, name)) }
        }
        if let name = root["UIMainStoryboardFile"] as? String, !name.isEmpty { mainStoryboard = name }
        let manifest = root["UIApplicationSceneManifest"] as? [String: Any]
        hasSceneManifest = manifest != nil
        let byRole = manifest?["UISceneConfigurations"] as? [String: Any] ?? [:]
        for role in byRole.keys.sorted() {
            guard let configurations = byRole[role] as? [[String: Any]] else {
                throw Failure(description: "\(path): UISceneConfigurations.\(role) must be an array of configurations")
            }
            for c in configurations {
                if let storyboard = c["UISceneStoryboardFile"] as? String { storyboards.append(("UISceneStoryboardFile", storyboard)) }
                guard let name = c["UISceneConfigurationName"] as? String,
                      let delegate = c["UISceneDelegateClassName"] as? String else { continue }
                let storyboard = (c["UISceneStoryboardFile"] as? String).flatMap { $0.isEmpty ? nil : $0 }
                sceneConfigurations.append(SceneConfiguration(name: name, delegateClass: Self.className(delegate), storyboard: storyboard))
            }
        }
    }

    /// `$(PRODUCT_MODULE_NAME).SceneDelegate` and `MyApp.SceneDelegate` name `SceneDelegate`.
    static func className(_ written: String) -> String {
        String(written.split(separator: ".").last ?? Substring(written))
    }

    /// The Swift file that gives the app delegate these configurations and fonts (SimulatorKit's
    /// `SimulatorInfoPlist`), or nil when there are none. `fontPaths` are the font files'
    /// paths from the generated file's folder.
    func swiftSource(appDelegate: String, fontPaths: [String] = []) -> String? {
        let main = hasSceneManifest ? nil : mainStoryboard
        let sceneStoryboards = sceneConfigurations.compactMap { c in c.storyboard.map { (c.name, $0) } }
        guard !sceneConfigurations.isEmpty || !fontPaths.isEmpty || main != nil else { return nil }
        var members: [String] = []
        if let main {
            members.append("""
                    /// UIMainStoryboardFile: the app launches into its initial view controller.
                    static var mainStoryboardFile: String? { "\(main)" }
                """)
        }
        if !sceneStoryboards.isEmpty {
            let entries = sceneStoryboards.map { "            \"\($0.0)\": \"\($0.1)\"," }.joined(separator: "\n")
            members.append("""
                    /// Each scene configuration's UISceneStoryboardFile.
                    static var sceneStoryboardFiles: [String: String] {
                        [
                \(entries)
                        ]
                    }
                """)
        }
        if !sceneConfigurations.isEmpty {
            let entries = sceneConfigurations.map { "            \"\($0.name)\": \($0.delegateClass).self," }.joined(separator: "\n")
            members.append("""
                    static var sceneConfigurations: [String: UIWindowSceneDelegate.Type] {
                        [
                \(entries)
                        ]
                    }
                """)
        }
        if !fontPaths.isEmpty {
            let entries = fontPaths.map { "            \"\($0)\"," }.joined(separator: "\n")
            members.append("""
                    /// The fonts of `UIAppFonts`, found beside this file's folder.
                    static var appFontURLs: [URL] {
                        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                        return [
                \(entries)
                        ].map { folder.appendingPathComponent($0) }
                    }
                """)
        }
        return """
            // The app's Info.plist as UIKit reads it at launch: its storyboards, its scene
            // configurations and their delegate classes, and its fonts. Written by uimodel-port;
            // port again after changing the plist.
            import Foundation
            import SimulatorKit
            import UIModel

            extension \(appDelegate): SimulatorInfoPlist {
            \(members.joined(separator: "\n\n"))
            }

            """
    }
}
