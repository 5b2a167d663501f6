import Foundation

extension UIApplication {
    /// Why a launch failed: the app's configuration names a class UIKit could not use.
    nonisolated public struct LaunchError: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// Launches the app as UIKit does: the delegate's willFinishLaunching and didFinishLaunching,
    /// then one window scene connects (with the scene delegate its configuration names, if any):
    /// scene(_:willConnectTo:options:), sceneWillEnterForeground, sceneDidBecomeActive; an app
    /// without a scene delegate hears applicationDidBecomeActive instead. Ends with UIKit's warning
    /// when no key window with a root view controller is showing.
    func simulatorLaunch(_ delegate: UIApplicationDelegate) throws {
        self.delegate = delegate
        applicationState = .inactive
        // UIMainStoryboardFile: the window and its root exist before the delegate hears of the
        // launch, and show once it has (unless the app made another window key).
        let mainWindow = Self.runtimeMainStoryboard().map { Self.storyboardWindow($0) }
        if let mainWindow { delegate.window = mainWindow }
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        if let mainWindow, keyWindow == nil { mainWindow.makeKeyAndVisible() }
        post(Self.didFinishLaunchingNotification)

        let session = UISceneSession(role: .windowApplication, persistentIdentifier: "UIModelScene-1")
        let options = UIScene.ConnectionOptions()
        let configuration = delegate.application(self, configurationForConnecting: session, options: options)
        let sceneDelegate = try Self.makeSceneDelegate(configuration)
        let scene = try Self.makeScene(configuration, session: session, options: options)
        session.configuration = configuration
        session.scene = scene
        scene.delegate = sceneDelegate
        openSessions.insert(session)
        connectedScenes.insert(scene)
        // Windows the app delegate made before the scene existed belong to it.
        for w in windows where w.windowScene == nil { w.windowScene = scene }

        scene.activationState = .foregroundInactive
        // UISceneStoryboardFile: the scene's window, with the storyboard's initial controller,
        // is the scene delegate's before it connects, and shows after.
        var sceneWindow: UIWindow?
        if let storyboard = configuration.storyboard, let windowDelegate = sceneDelegate as? UIWindowSceneDelegate {
            let window = Self.storyboardWindow(storyboard, scene: scene)
            windowDelegate.window = window
            sceneWindow = window
        }
        sceneDelegate?.scene(scene, willConnectTo: session, options: options)
        if let sceneWindow, sceneWindow.isHidden { sceneWindow.makeKeyAndVisible() }
        scene.post(UIScene.willConnectNotification)
        sceneDelegate?.sceneWillEnterForeground(scene)
        scene.post(UIScene.willEnterForegroundNotification)
        scene.activationState = .foregroundActive
        applicationState = .active
        sceneDelegate?.sceneDidBecomeActive(scene)
        if sceneDelegate == nil { delegate.applicationDidBecomeActive(self) }
        scene.post(UIScene.didActivateNotification)
        post(Self.didBecomeActiveNotification)
        checkKeyWindowAfterLaunch()
    }

    /// Quits the app as UIKit does: each scene resigns active and enters the background (an app
    /// without a scene delegate hears applicationWillResignActive and applicationDidEnterBackground),
    /// then applicationWillTerminate.
    func simulatorTerminate() {
        guard let delegate else { return }
        for scene in connectedScenes where scene.activationState != .background {
            scene.activationState = .foregroundInactive
            if let d = scene.delegate { d.sceneWillResignActive(scene) } else { delegate.applicationWillResignActive(self) }
            scene.post(UIScene.willDeactivateNotification)
            post(Self.willResignActiveNotification)
            applicationState = .inactive
            scene.activationState = .background
            applicationState = .background
            if let d = scene.delegate { d.sceneDidEnterBackground(scene) } else { delegate.applicationDidEnterBackground(self) }
            scene.post(UIScene.didEnterBackgroundNotification)
            post(Self.didEnterBackgroundNotification)
        }
        delegate.applicationWillTerminate(self)
        post(Self.willTerminateNotification)
    }

    /// The main storyboard the host set, read from the app's bundle.
    private static func runtimeMainStoryboard() -> UIStoryboard? {
        UIModelRuntime.current.mainStoryboardName.map { UIStoryboard(name: $0, bundle: nil) }
    }

    /// A screen-sized window whose root is the storyboard's initial view controller (UIKit's
    /// message when it has none).
    private static func storyboardWindow(_ storyboard: UIStoryboard, scene: UIWindowScene? = nil) -> UIWindow {
        let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: UIScreen.main.bounds)
        window.defersRootView = true
        if let root = storyboard.instantiateInitialViewController() {
            window.rootViewController = root
        } else if storyboard.document != nil {
            UIKitWarning.log("Failed to instantiate the default view controller for UIMainStoryboardFile '\(storyboard.name)' - perhaps the designated entry point is not set?")
        }
        return window
    }

    private static func makeSceneDelegate(_ configuration: UISceneConfiguration) throws -> UISceneDelegate? {
        guard let cls = configuration.delegateClass else { return nil }
        guard let type = cls as? UIWindowSceneDelegate.Type else {
            throw LaunchError(description: "the scene configuration's delegateClass \(cls) is not a UIWindowSceneDelegate "
                              + "with a required init() (declare it `final class \(cls): UIResponder, UIWindowSceneDelegate`)")
        }
        return type.init()
    }

    private static func makeScene(_ configuration: UISceneConfiguration, session: UISceneSession,
                                  options: UIScene.ConnectionOptions) throws -> UIWindowScene {
        guard let cls = configuration.sceneClass else { return UIWindowScene(session: session, connectionOptions: options) }
        guard let type = cls as? UIWindowScene.Type else {
            throw LaunchError(description: "the scene configuration's sceneClass \(cls) is not a UIWindowScene")
        }
        return type.init(session: session, connectionOptions: options)
    }

    /// UIKit's complaints about an app that shows nothing after launch.
    private func checkKeyWindowAfterLaunch() {
        guard let key = keyWindow, !key.isHidden else {
            return UIKitWarning.log("no key window at the end of application launch: the screen stays black. Make a "
                                    + "UIWindow, set its rootViewController and call makeKeyAndVisible() in "
                                    + "application(_:didFinishLaunchingWithOptions:) or scene(_:willConnectTo:options:)")
        }
        if key.rootViewController == nil {
            UIKitWarning.log("Application windows are expected to have a root view controller at the end of application launch")
        }
    }
}
