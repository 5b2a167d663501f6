import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// An app whose Info.plist names storyboards: the app delegate's window (UIMainStoryboardFile)
/// or the scene delegate's (UISceneStoryboardFile) holds the initial controller before the
/// delegate hears of the launch, and shows after.
private final class StoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var rootAtWillFinish: UIViewController?
    var keyAtDidFinish = true
    var rootViewLoadedAtDidFinish = true

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        rootAtWillFinish = window?.rootViewController
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        keyAtDidFinish = window?.isKeyWindow ?? false
        // What an app hands its first controller here (a Core Data context) is there by its
        // `viewDidLoad`, as on iOS.
        rootViewLoadedAtDidFinish = (window?.rootViewController as? UINavigationController)?.topViewController?.isViewLoaded ?? true
        return true
    }
}

private final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static var rootAtConnection: UIViewController?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        Self.rootAtConnection = window?.rootViewController
    }
}

private final class SceneStoryboardAppDelegate: UIResponder, UIApplicationDelegate {}

@Suite(.serialized, .freshRuntime) struct StoryboardLaunchTests {
    @Test func theMainStoryboardsWindowIsTheAppDelegatesBeforeLaunchAndShowsAfter() throws {
        UIModelRuntime.current.reset()
        UIModelRuntime.current.mainStoryboardName = "Notes"
        let delegate = StoryboardAppDelegate()
        try UIApplication.shared.simulatorLaunch(delegate)
        #expect(delegate.rootAtWillFinish is UINavigationController)
        #expect(!delegate.keyAtDidFinish)
        #expect(!delegate.rootViewLoadedAtDidFinish)
        let window = try #require(UIApplication.shared.keyWindow)
        #expect((window.rootViewController as? UINavigationController)?.topViewController?.viewIfLoaded?.window === window)
        #expect(window === delegate.window)
        #expect((window.rootViewController as? UINavigationController)?.topViewController is NoteListController)
        #expect(!UIKitWarning.history.contains { $0.contains("root view controller") })
    }

    @Test func aSceneStoryboardsWindowIsTheSceneDelegatesBeforeItConnects() throws {
        UIModelRuntime.current.reset()
        UIModelRuntime.current.sceneConfigurations = ["Default Configuration": StoryboardSceneDelegate.self]
        UIModelRuntime.current.sceneStoryboards = ["Default Configuration": "Notes"]
        StoryboardSceneDelegate.rootAtConnection = nil
        try UIApplication.shared.simulatorLaunch(SceneStoryboardAppDelegate())
        #expect(StoryboardSceneDelegate.rootAtConnection is UINavigationController)
        let window = try #require(UIApplication.shared.keyWindow)
        #expect(window.windowScene != nil)
        #expect(window.rootViewController === StoryboardSceneDelegate.rootAtConnection)
    }

    @Test func aMissingMainStoryboardSaysSo() throws {
        UIModelRuntime.current.reset()
        UIModelRuntime.current.mainStoryboardName = "Absent"
        try UIApplication.shared.simulatorLaunch(StoryboardAppDelegate())
        #expect(UIKitWarning.history.contains { $0.hasPrefix("Could not find a storyboard named 'Absent'") })
    }
}
