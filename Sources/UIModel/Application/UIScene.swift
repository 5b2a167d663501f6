import Foundation

/// One instance of the app's UI (iOS 13+). The simulator connects one window scene at launch.
@preconcurrency @MainActor open class UIScene: UIResponder {
    nonisolated deinit {}
    /// How far the scene is in the foreground.
    nonisolated public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// What the scene was connected with (URLs, activities, shortcuts; empty in the simulator).
    @preconcurrency @MainActor open class ConnectionOptions {
        nonisolated deinit {}
        /// The URLs the scene was opened with.
        ///
        /// Stored, no effect here: no other app opens this one; it stays empty.
        public internal(set) var urlContexts: Set<String> = []
        public internal(set) var sourceApplication: String?
        init() {}
    }

    open private(set) var session: UISceneSession
    /// The scene's delegate; the scene keeps it, as UIKit does.
    open var delegate: UISceneDelegate?
    open internal(set) var activationState: ActivationState = .unattached
    open var title: String! = ""

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    open override var next: UIResponder? { UIApplication.shared }
}

/// A scene's record: its role and configuration, and the scene while it is connected.
@preconcurrency @MainActor open class UISceneSession: NSObject {
    nonisolated deinit {}
    nonisolated public struct Role: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
    }

    open private(set) var role: Role
    open internal(set) var configuration: UISceneConfiguration
    open internal(set) weak var scene: UIScene?
    open private(set) var persistentIdentifier: String
    open var userInfo: [String: Any]?

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }
}

/// Which classes make a scene: `delegateClass` (the app's `UIWindowSceneDelegate`) and `sceneClass`.
@preconcurrency @MainActor open class UISceneConfiguration: NSObject {
    nonisolated deinit {}
    open private(set) var name: String?
    open private(set) var role: UISceneSession.Role
    /// The scene delegate's class: a `UISceneDelegate` with a `required init()` (a `final` class).
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    /// The storyboard whose initial view controller the scene's window shows at connection.
    open var storyboard: UIStoryboard?

    /// A configuration named as in the app's Info.plist takes the delegate class and storyboard
    /// the plist gives it (`UIModelRuntime.sceneConfigurations`, `sceneStoryboards`), as
    /// UIKit's does.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
        guard let name else { return }
        delegateClass = UIModelRuntime.current.sceneConfigurations[name]
        if let file = UIModelRuntime.current.sceneStoryboards[name] { storyboard = UIStoryboard(name: file, bundle: nil) }
    }
}

/// A scene's delegate: connection and the foreground/background cycle. Every method is optional.
/// The simulator creates it from `UISceneConfiguration.delegateClass`, so it needs a `required`
/// `init()`, which a `final` class gets for free.
@preconcurrency @MainActor public protocol UISceneDelegate: NSObjectProtocol {
    init()
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate: it owns the scene's main window.
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
