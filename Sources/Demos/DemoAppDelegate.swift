import Foundation
import SimulatorCore
import UIModel

/// The demo app: it launches into the gallery, and each demo opened from there has a way back.
/// Built only on what any app has: UIKit's app delegate and a window, plus `SimulatorScenes` so
/// `--scene` and a script's "scene" can open a demo directly.
public final class DemoAppDelegate: UIResponder, UIApplicationDelegate, SimulatorScenes, SceneNavigator {
    public var window: UIWindow?
    public private(set) var currentSceneName: String?

    public static var sceneNames: [String] { SceneCatalog.validNames }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        show(SceneCatalog.galleryName, fromGallery: false)
        window.makeKeyAndVisible()
        return true
    }

    public func showScene(named name: String) { show(name, fromGallery: false) }

    func open(scene name: String) { show(name, fromGallery: true) }
    func backToGallery() { show(SceneCatalog.galleryName, fromGallery: false) }

    private func show(_ name: String, fromGallery: Bool) {
        guard let window, let root = SceneCatalog.makeRoot(name, navigator: self, fromGallery: fromGallery) else { return }
        window.rootViewController = root
        currentSceneName = name
    }
}
