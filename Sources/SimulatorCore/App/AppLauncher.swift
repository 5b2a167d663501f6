import Foundation
import UIModel
import SimulatorRendering

/// How the simulator makes the app it runs: from an app delegate class (what `@main` and
/// `UIApplicationMain` use), or from a root view controller (tests of one screen). Each launch
/// makes a new delegate, so every session starts from a fresh app.
public struct AppLauncher {
    let makeDelegate: () -> UIApplicationDelegate
    /// The scenes `--scene` and a script's "scene" may name (an app adopting `SimulatorScenes`).
    public let sceneNames: [String]
    /// The scene configurations of the app's Info.plist (an app adopting `SimulatorInfoPlist`).
    let sceneConfigurations: [String: AnyClass]
    /// The font files the app's Info.plist lists (`UIAppFonts`), registered at launch.
    let appFontURLs: [URL]
    /// The storyboards the app's Info.plist names (`UIMainStoryboardFile`, `UISceneStoryboardFile`).
    let mainStoryboard: String?
    let sceneStoryboards: [String: String]

    /// The app of this delegate class, as UIKit launches it.
    public init(delegateClass: UIApplicationDelegate.Type) {
        makeDelegate = { delegateClass.init() }
        sceneNames = (delegateClass as? SimulatorScenes.Type)?.sceneNames ?? []
        let plist = delegateClass as? SimulatorInfoPlist.Type
        sceneConfigurations = plist?.sceneConfigurations.mapValues { $0 as AnyClass } ?? [:]
        appFontURLs = plist?.appFontURLs ?? []
        mainStoryboard = plist?.mainStoryboardFile
        sceneStoryboards = plist?.sceneStoryboardFiles ?? [:]
    }

    /// An app whose launch puts this controller (made anew for each launch) in a key window.
    public init(rootViewController: @escaping () -> UIViewController) {
        makeDelegate = { HostingAppDelegate(makeRoot: rootViewController) }
        sceneNames = []
        sceneConfigurations = [:]
        appFontURLs = []
        mainStoryboard = nil
        sceneStoryboards = [:]
    }
}

/// The app delegate of `AppLauncher(rootViewController:)`: one window with the controller.
final class HostingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let makeRoot: (() -> UIViewController)?

    init(makeRoot: @escaping () -> UIViewController) {
        self.makeRoot = makeRoot
        super.init()
    }

    override init() {
        makeRoot = nil
        super.init()
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        guard let makeRoot else { return true }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = makeRoot()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// What an app's Info.plist tells UIKit at launch that code does not: the scene configurations
/// (`UIApplicationSceneManifest`), each name with its scene delegate class, and the app's fonts
/// (`UIAppFonts`). Adopted by the app delegate; `uimodel-port` writes the adoption from the app's
/// Info.plist.
public protocol SimulatorInfoPlist: UIApplicationDelegate {
    /// Each configuration's name (`UISceneConfigurationName`) and its delegate class
    /// (`UISceneDelegateClassName`).
    static var sceneConfigurations: [String: UIWindowSceneDelegate.Type] { get }
    /// The app's font files (`UIAppFonts`), registered before launch as UIKit registers them.
    static var appFontURLs: [URL] { get }
    /// The storyboard an app without scene storyboards launches into (`UIMainStoryboardFile`).
    static var mainStoryboardFile: String? { get }
    /// Each scene configuration's storyboard (`UISceneStoryboardFile`), by configuration name.
    static var sceneStoryboardFiles: [String: String] { get }
}

extension SimulatorInfoPlist {
    public static var sceneConfigurations: [String: UIWindowSceneDelegate.Type] { [:] }
    public static var appFontURLs: [URL] { [] }
    public static var mainStoryboardFile: String? { nil }
    public static var sceneStoryboardFiles: [String: String] { [:] }
}

/// An app with named entry points (the demos' gallery and scenes): `--scene NAME` and a script's
/// "scene" pick one. Adopted by an app delegate; the simulator calls `showScene(named:)` right
/// after launch.
public protocol SimulatorScenes: UIApplicationDelegate {
    /// Every name `showScene(named:)` accepts.
    static var sceneNames: [String] { get }
    /// Shows the named scene (one of `sceneNames`) in place of what launch showed.
    func showScene(named name: String)
    /// The scene showing now, for dumps (nil: none of the named ones).
    var currentSceneName: String? { get }
}
