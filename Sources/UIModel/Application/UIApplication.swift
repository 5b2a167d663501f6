import Foundation

/// The app object: UIKit's own members (its windows and key window, its delegate and scenes,
/// its state, event dispatch and the responder chain's end). What the simulator keeps for the
/// app besides lives in the runtime's subsystems (`UIModelRuntime`): the clock, input, text and
/// image services, and the windows' passes.
@preconcurrency @MainActor open class UIApplication: UIResponder {
    nonisolated deinit {}
    /// The app: the current runtime's (`UIModelRuntime`), a `UIApplication` or the subclass the
    /// host installed (`UIApplicationMain`'s principal class).
    public class var shared: UIApplication { UIModelRuntime.current.application }

    /// The window system and input of the runtime this app runs in, set when a runtime makes or
    /// installs it. Held strongly: a weak reference to the runtime would give it a side table,
    /// and make every retain of it (`UIModelRuntime.current`) take the slow path.
    var ownWindowSystem: WindowSystem?
    var ownInput: InputSystem?
    private var windowSystem: WindowSystem { ownWindowSystem ?? UIModelRuntime.current.windowSystem }

    /// The app's windows, back to front.
    public var windows: [UIWindow] { windowSystem.windows }
    /// The app's delegate (the simulator creates it at launch and keeps it).
    open var delegate: UIApplicationDelegate?
    /// The scenes connected now: the simulator's one window scene after launch.
    open internal(set) var connectedScenes: Set<UIScene> = []
    open internal(set) var openSessions: Set<UISceneSession> = []
    open internal(set) var applicationState: State = .inactive
    open var supportsMultipleScenes: Bool { false }
    /// The window that receives keys and is in front of its level.
    public var keyWindow: UIWindow? { windowSystem.keyWindow }

    /// The key window's interface orientation (UIKit deprecated it for the scene's).
    @available(*, deprecated, message: "Use the window scene's interfaceOrientation")
    public var statusBarOrientation: UIInterfaceOrientation { UIScreen.main.interfaceOrientation }

    /// The number on the app's icon (0: none). The simulator shows no home screen; the number is
    /// kept, and the notification center sets it for a delivered notification's badge.
    open var applicationIconBadgeNumber = 0 {
        didSet { if applicationIconBadgeNumber < 0 { applicationIconBadgeNumber = 0 } }
    }

    /// Whether the app has a device token for remote notifications: never here, as they need
    /// Apple's push service, which the simulator cannot reach.
    open var isRegisteredForRemoteNotifications: Bool { false }

    /// The direction of the app's language: right to left under the simulator's RTL switch.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIScreen.main.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    public required override init() { super.init() }

    /// Sends `action` to `target`, or with no target up the first responder's chain (see
    /// `SelectorDispatch`): true when a responder took it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        baseSendAction(action, to: target, from: sender, for: event)
    }

    /// Dispatches an event to its windows: a touch event to the windows its touches are in, a
    /// key press or a scroll to the key window. Every event the app receives comes through here
    /// (a subclass overriding it sees them all).
    open func sendEvent(_ event: UIEvent) {
        switch event {
        case let presses as UIPressesEvent:
            for w in windows where presses.allPresses.contains(where: { $0.window === w }) { w.sendEvent(event) }
        case let scroll as ScrollWheelEvent:
            scroll.window?.sendEvent(event)
        default:
            for w in windows where event.touches.contains(where: { $0.window === w }) { w.sendEvent(event) }
        }
    }

    /// The app's own state back to a fresh launch's (a new simulated run).
    func resetForNewRun() {
        delegate = nil
        connectedScenes = []
        openSessions = []
        applicationState = .inactive
    }

    /// After the app delegate, unhandled events end here (UIKit: the delegate when it is a responder).
    open override var next: UIResponder? { delegate as? UIResponder }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        (ownInput ?? UIModelRuntime.current.input).pressReachedApplication = true
        super.pressesBegan(presses, with: event)
    }

    /// Touches that begin while this is above zero are ignored (non-interactive transitions).
    private var interactionBlockers = 0
    public var isIgnoringInteractionEvents: Bool { interactionBlockers > 0 }
    public func beginIgnoringInteractionEvents() { interactionBlockers += 1 }
    public func endIgnoringInteractionEvents() { interactionBlockers = max(interactionBlockers - 1, 0) }
    /// Ends every `beginIgnoringInteractionEvents()` at once (the windows went away).
    func endAllIgnoringInteractionEvents() { interactionBlockers = 0 }
}
