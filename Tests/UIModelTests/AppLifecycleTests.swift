import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// An app delegate that records the life cycle; its scene delegate records into it.
private final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var log: [String] = []
    var sceneDelegateClass: AnyClass?

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("didFinishLaunching")
        if sceneDelegateClass == nil {
            let w = UIWindow(frame: UIScreen.main.bounds)
            w.rootViewController = UIViewController()
            w.makeKeyAndVisible()
            window = w
        }
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let c = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        c.delegateClass = sceneDelegateClass
        return c
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.append("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("applicationDidEnterBackground") }
    func applicationWillTerminate(_ application: UIApplication) { log.append("applicationWillTerminate") }
}

private final class LoggingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var log: (String) -> Void { { (UIApplication.shared.delegate as? LoggingAppDelegate)?.log.append($0) } }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log("willConnectTo")
        guard let windowScene = scene as? UIWindowScene else { return }
        let w = UIWindow(windowScene: windowScene)
        w.rootViewController = UIViewController()
        w.makeKeyAndVisible()
        window = w
    }
    func sceneWillEnterForeground(_ scene: UIScene) { log("sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { log("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log("sceneWillResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { log("sceneDidEnterBackground") }
}

/// A "scene delegate" that is not one.
private final class NotASceneDelegate {}

private final class KeyLoggingController: UIViewController {
    var keys: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, key.charactersIgnoringModifiers == "x" else {
            return super.pressesBegan(presses, with: event)
        }
        keys.append(key.charactersIgnoringModifiers)
    }
}

@Suite(.serialized, .freshRuntime) struct AppLifecycleTests {
    private func launch(sceneDelegate: AnyClass?) throws -> LoggingAppDelegate {
        UIModelRuntime.current.reset()
        let d = LoggingAppDelegate()
        d.sceneDelegateClass = sceneDelegate
        try UIApplication.shared.simulatorLaunch(d)
        return d
    }

    @Test func aSceneBasedAppHearsUIKitsOrderAtLaunchAndQuit() throws {
        let d = try launch(sceneDelegate: LoggingSceneDelegate.self)
        #expect(d.log == ["willFinishLaunching", "didFinishLaunching", "willConnectTo", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(UIApplication.shared.connectedScenes.count == 1)
        #expect(scene.activationState == .foregroundActive && UIApplication.shared.applicationState == .active)
        let sceneDelegate = try #require(scene.delegate as? LoggingSceneDelegate)
        #expect(sceneDelegate.window?.windowScene === scene)
        #expect(scene.windows.count == 1 && scene.keyWindow === sceneDelegate.window)
        #expect(scene.traitCollection == UIScreen.main.traitCollection && scene.screen === UIScreen.main)
        #expect(scene.session.scene === scene && scene.session.configuration.name == "Default Configuration")
        d.log = []
        UIApplication.shared.simulatorTerminate()
        #expect(d.log == ["sceneWillResignActive", "sceneDidEnterBackground", "applicationWillTerminate"])
        #expect(scene.activationState == .background && UIApplication.shared.applicationState == .background)
        #expect(UIKitWarning.history.isEmpty)
    }

    @Test func lifeCycleNotificationsFollowTheirDelegateMethods() throws {
        let names: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIScene.willConnectNotification, UIScene.willEnterForegroundNotification,
            UIScene.didActivateNotification, UIApplication.didBecomeActiveNotification, UIScene.willDeactivateNotification,
            UIApplication.willResignActiveNotification, UIScene.didEnterBackgroundNotification,
            UIApplication.didEnterBackgroundNotification, UIApplication.willTerminateNotification,
        ]
        let heard = Heard()
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let object = (note.object as AnyObject?).map(ObjectIdentifier.init)
                MainActor.assumeIsolated {
                    heard.log.append(name.rawValue.replacingOccurrences(of: "Notification", with: ""))
                    heard.objects.append(object)
                }
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        let d = try launch(sceneDelegate: LoggingSceneDelegate.self)
        UIApplication.shared.simulatorTerminate()
        #expect(heard.log == ["UIApplicationDidFinishLaunching", "UISceneWillConnect", "UISceneWillEnterForeground", "UISceneDidActivate",
                              "UIApplicationDidBecomeActive", "UISceneWillDeactivate", "UIApplicationWillResignActive",
                              "UISceneDidEnterBackground", "UIApplicationDidEnterBackground", "UIApplicationWillTerminate"])
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        #expect(heard.objects[0] == ObjectIdentifier(UIApplication.shared) && heard.objects[1] == ObjectIdentifier(scene) && d.window == nil)
    }

    @MainActor final class Heard {
        var log: [String] = []
        var objects: [ObjectIdentifier?] = []
    }

    @Test func withoutASceneDelegateTheAppDelegateHearsEverything() throws {
        let d = try launch(sceneDelegate: nil)
        #expect(d.log == ["willFinishLaunching", "didFinishLaunching", "applicationDidBecomeActive"])
        // The delegate's window joined the app's one scene.
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(d.window?.windowScene === scene && scene.delegate == nil)
        d.log = []
        UIApplication.shared.simulatorTerminate()
        #expect(d.log == ["applicationWillResignActive", "applicationDidEnterBackground", "applicationWillTerminate"])
    }

    @Test func aConfigurationNamingANonSceneDelegateIsAnError() throws {
        UIModelRuntime.current.reset()
        let d = LoggingAppDelegate()
        d.sceneDelegateClass = NotASceneDelegate.self
        #expect { try UIApplication.shared.simulatorLaunch(d) } throws: { error in
            "\(error)".contains("NotASceneDelegate") && "\(error)".contains("UIWindowSceneDelegate")
        }
    }

    @Test func anAppWithoutAWindowOrRootIsWarnedAbout() throws {
        final class Empty: UIResponder, UIApplicationDelegate {}
        UIModelRuntime.current.reset()
        try UIApplication.shared.simulatorLaunch(Empty())
        #expect(UIKitWarning.history.count == 1 && UIKitWarning.history[0].contains("no key window"))

        final class NoRoot: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.makeKeyAndVisible()
                return true
            }
        }
        UIModelRuntime.current.reset()
        #expect(UIKitWarning.history.isEmpty, "a new app starts without the last one's warnings")
        try UIApplication.shared.simulatorLaunch(NoRoot())
        #expect(UIKitWarning.history == ["Application windows are expected to have a root view controller at the end of application launch"])
    }

    @Test func keysTravelTheResponderChainToTheApplication() throws {
        UIModelRuntime.current.reset()
        let vc = KeyLoggingController()
        let w = UIWindow(frame: UIScreen.main.bounds)
        w.rootViewController = vc
        w.makeKeyAndVisible()
        let x = UIKey(characters: "x", charactersIgnoringModifiers: "x", modifierFlags: [], keyCode: .keyboardX)
        let y = UIKey(characters: "y", charactersIgnoringModifiers: "y", modifierFlags: [], keyCode: .keyboardY)
        #expect(UIModelRuntime.current.sendKey(x, timestamp: 0))
        #expect(!UIModelRuntime.current.sendKey(y, timestamp: 0), "an unhandled key reaches the application")
        #expect(vc.keys == ["x"])
    }

    @Test func uikitSpellingsAndFoundationComeWithUIModel() {
        var ip = IndexPath(row: 3, section: 1)
        #expect(ip.row == 3 && ip.section == 1 && ip.item == 3)
        ip.row = 4
        #expect(ip == IndexPath(item: 4, section: 1))
        #expect(UIFont(name: "HelveticaNeue-Bold", size: 20)?.weight == .bold)
        #expect(UIFont(name: "Roboto-Medium", size: 12)?.face.postScriptName == "Roboto-Medium")
        #expect(UIFont(name: "No Such Font", size: 12) == nil)
        let animator = UIViewPropertyAnimator()
        #expect(animator.duration == 0 && animator.state == .inactive)
        final class Plain: UIViewController {
            init() { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        #expect(Plain().nibName == nil)
        #expect(UIViewController(nibName: "Main", bundle: nil).nibName == "Main")
    }
}
