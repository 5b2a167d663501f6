import Foundation

extension UIApplication {
    /// Keys of the launch options dictionary. A simulated launch passes none (nil options).
    nonisolated public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
    }

    /// Where the app is in its life cycle.
    nonisolated public enum State: Int, Sendable { case active, inactive, background }
}

/// The app's delegate, as in UIKit: launch, the scene configuration, activation and termination.
/// Every method is optional (the extension below supplies UIKit's defaults).
///
/// The simulator creates the delegate itself (`@main`, `UIApplicationMain`): Linux has no
/// Objective-C runtime to make one from a class name, so the class must have a `required`
/// `init()`, which a `final` class gets for free (`@main final class AppDelegate: ...`).
@preconcurrency @MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
    init()
    var window: UIWindow? { get set }
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The configuration of a new scene. The default (no configuration; on iOS, no scene manifest in
    /// Info.plist) keeps the app-delegate life cycle: the delegate's window in a scene of its own.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // As UIKit, the Info.plist's configuration for the role when the app does not choose one.
        let names = Set(UIModelRuntime.current.sceneConfigurations.keys).union(UIModelRuntime.current.sceneStoryboards.keys)
        let name = names.contains("Default Configuration") ? "Default Configuration" : names.sorted().first
        return UISceneConfiguration(name: name, sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
}
