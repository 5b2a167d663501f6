import Foundation

/// Everything one simulated app runs on: UIKit's singletons (`UIApplication.shared`,
/// `UIScreen.main`, `UIDevice.current`) and the subsystems that keep what is not UIKit's API.
///
/// The subsystems, each made fresh with the runtime:
/// - `clock` (`AnimationClock`): the frame's time, animations, the run loop, display links;
/// - `input` (`InputSystem`): fingers, gestures, hover, the wheel, keys, the keyboard;
/// - `resources` (`AppResources`): text metrics and fonts, images, bundles, storyboards;
/// - `windowSystem` (`WindowSystem`): the windows and their trait, layout and display passes.
///
/// The runtime keeps the rest of the model's own state (whether a presentation is under way,
/// the appearance proxies, the identifiers handed out, the warnings). Nothing of it is in a
/// static.
///
/// A host runs the process's runtime (`UIModelRuntime.current` when nothing else is); a test
/// makes a fresh one and runs in it with `run(_:)`, so tests do not see each other's apps and
/// can run side by side. The host drives the app through the runtime's own controls
/// (`UIModelRuntime+Host`), not through members UIKit's types do not have.
@preconcurrency @MainActor public final class UIModelRuntime {
    nonisolated deinit {}
    /// `UIApplication.shared`: a `UIApplication`, or the subclass the host installed.
    public internal(set) var application: UIApplication {
        didSet { serve(application) }
    }
    /// `UIScreen.main`.
    public let screen: UIScreen
    /// `UIDevice.current`.
    public let device = UIDevice()

    /// The app's clock and what runs on it.
    let clock = AnimationClock()
    /// Touches, gestures, hover, the wheel, keys and the keyboard.
    private(set) lazy var input = InputSystem(runtime: self)
    /// Text and image services, bundles and storyboards.
    let resources = AppResources()
    /// The windows and a frame's passes over them.
    private(set) lazy var windowSystem = WindowSystem(runtime: self)
    /// Set from the start of a presentation or dismissal until it completes.
    var transitionInProgress = false
    /// `UIView.appearance()` proxies, and how many values were set through them (their order).
    var appearanceProxies: [UIAppearanceProxy] = []
    var appearanceOrder = 0
    /// The default `UIAction` identifiers handed out (counted, not random: runs stay deterministic).
    var actionCount = 0
    /// The default menu and context-menu identifiers handed out (counted, as actions').
    var menuCount = 0
    /// `UIPasteboard.general`.
    public internal(set) lazy var pasteboard = UIPasteboard(name: .general)
    /// Told the general pasteboard's text whenever its items change (the window hands it to the
    /// desktop's clipboard).
    public var pasteboardStringDidChange: ((String?) -> Void)?
    /// The identifiers handed out to custom sheet detents made without one (counted, as actions').
    var detentCount = 0
    /// The menu on screen, if any (one at a time, as on iOS).
    var openMenu: MenuPresentation?

    /// `UITraitCollection.current`: the views and controllers being laid out, drawn or told of new
    /// traits (innermost last), and what the app set.
    var traitSources: [TraitSource] = []
    var currentTraits: UITraitCollection?

    /// An element of the open menu changed: it redraws.
    func menuElementsDidChange() { openMenu?.elementsDidChange() }
    /// The scene configurations of the app's Info.plist (`UIApplicationSceneManifest`): each
    /// configuration's name and its scene delegate class. UIKit reads them from the app's
    /// Info.plist; the host sets them at launch (`uimodel-port` writes them from the plist).
    /// `UISceneConfiguration(name:sessionRole:)` takes its `delegateClass` from here.
    public var sceneConfigurations: [String: AnyClass] = [:]
    /// The storyboard each scene configuration names (`UISceneStoryboardFile`), by
    /// configuration name: `UISceneConfiguration(name:sessionRole:)` takes its `storyboard` from
    /// here.
    public var sceneStoryboards: [String: String] = [:]
    /// The app's main storyboard (`UIMainStoryboardFile`): an app without a scene storyboard
    /// launches into its initial view controller, in a window given to the app delegate.
    public var mainStoryboardName: String?
    /// The URLs the app asked the system to open (`UIApplication.open(_:options:completionHandler:)`,
    /// a tapped link in a text view), oldest first: no other app runs in the simulator.
    public internal(set) var openedURLs: [URL] = []
    /// The newest warnings this app logged (UIKit's console messages, such as "Attempt to
    /// present … while a presentation is in progress"), at most the last 200, oldest first;
    /// and how many there were in all.
    public internal(set) var warnings: [String] = []
    public internal(set) var warningCount = 0
    /// The warnings `UIKitWarning.logOnce` has logged.
    var warnedOnce: Set<String> = []
    /// How many warnings the runtime keeps (the oldest go first).
    static let warningLimit = 200
    /// The state of the frameworks beside UIKit (a notification center, a location service), one
    /// of each kind per app (`frameworkState(_:)`).
    private var frameworkStates: [ObjectIdentifier: AnyObject] = [:]

    /// This app's one `T` (a framework's state), made by `make` on first use: each runtime, and
    /// so each test's app, has its own.
    package func frameworkState<T: AnyObject>(_ make: () -> T) -> T {
        if let state = frameworkStates[ObjectIdentifier(T.self)] as? T { return state }
        let state = make()
        frameworkStates[ObjectIdentifier(T.self)] = state
        return state
    }

    /// A fresh app on a fresh screen (iPhone 15's, until the host sets one).
    public init() {
        screen = UIScreen()
        application = UIApplication()
        serve(application)
    }

    /// Gives `app` the subsystems it reads its windows and keys from.
    private func serve(_ app: UIApplication) {
        app.ownWindowSystem = windowSystem
        app.ownInput = input
    }

    @TaskLocal private static var scoped: UIModelRuntime?
    private static var process: UIModelRuntime?

    /// The runtime code runs in: the one `run(_:)` entered on this task, else the process's; on a
    /// thread other than the main actor's (UIKit used from a background queue, or from a test
    /// that is not `@MainActor`), that thread's own.
    public static var current: UIModelRuntime {
        if let scoped { return scoped }
        guard isOnMainActor else { return threadRuntime }
        if let process { return process }
        let runtime = UIModelRuntime()
        process = runtime
        return runtime
    }

    /// The runtime of a thread other than the main actor's, made the first time UIKit is used
    /// there. UIKit is the main thread's: iOS runs such code anyway, and its Main Thread Checker
    /// says so; here the thread gets an app and screen of its own, so it races with no other
    /// thread, and the warning names the fix.
    private static var threadRuntime: UIModelRuntime {
        let key = "UIModelRuntime"
        if let runtime = Thread.current.threadDictionary[key] as? UIModelRuntime { return runtime }
        let runtime = UIModelRuntime()
        Thread.current.threadDictionary[key] = runtime
        let message = "UIKit used off the main actor: it runs in an app of this thread's own, as if on a main thread of "
            + "its own. Mark the caller @MainActor (for a test, its @Test function or @Suite type)."
        runtime.logWarning(message)
        FileHandle.standardError.write(Data("UIModel: \(message)\n".utf8))
        return runtime
    }

    /// The runtime a newly hosted app starts in, one no other app has launched in: the one
    /// `run(_:)` entered on this task (a test's fresh runtime) while no app has launched there,
    /// else a new one. Outside `run(_:)` the new one becomes the process's, so code there sees the
    /// newest app as `UIApplication.shared`; an app an earlier host left behind keeps its own state.
    public static func forNewApp() -> UIModelRuntime {
        if let scoped {
            return scoped.hasLaunched ? UIModelRuntime() : scoped
        }
        let runtime = UIModelRuntime()
        process = runtime
        return runtime
    }

    /// Whether an app has launched in this runtime (`launch(_:)`).
    public internal(set) var hasLaunched = false

    /// Runs `body` in this runtime: `UIApplication.shared`, `UIScreen.main` and the rest are
    /// this runtime's for the code `body` runs (and the tasks it starts), on this task only.
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        try AppContainer.$scoped.withValue(containerSlot) {
            try Self.$scoped.withValue(self, operation: body)
        }
    }

    /// The async form of `run(_:)`.
    public func run<T>(_ body: () async throws -> T) async rethrows -> T {
        try await AppContainer.$scoped.withValue(containerSlot) {
            try await Self.$scoped.withValue(self, operation: body)
        }
    }

    /// The container of the app in this runtime, made when first asked for (see ``AppContainer``).
    nonisolated let containerSlot = AppContainer.Slot()

    func logWarning(_ message: String) {
        warningCount += 1
        warnings.append(message)
        if warnings.count > Self.warningLimit { warnings.removeFirst(warnings.count - Self.warningLimit) }
    }
}
