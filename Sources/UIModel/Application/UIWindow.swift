import Foundation

/// The root of a view tree on screen; hosts the root view controller's view and dispatches
/// touches to the views they hit.
@preconcurrency @MainActor open class UIWindow: UIView {
    nonisolated deinit {}
    /// Where a window sits among the others: higher levels are in front (UIKit's values).
    /// UIKit's `Level + CGFloat` operators are left out: with Foundation's CGFloat on Linux they
    /// make arithmetic on number literals too slow for the type checker.
    nonisolated public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (l: Level, r: Level) -> Bool { l.rawValue < r.rawValue }
    }

    public var screen: UIScreen = .main
    /// In front of the windows of lower levels, and of those of the same level shown before it:
    /// it draws over them and takes the touches it hits first (`UIApplication.windows` is in
    /// this order, back to front).
    open var windowLevel: Level = .normal {
        didSet { if windowLevel != oldValue { UIModelRuntime.current.windowSystem.windowLevelChanged(self) } }
    }
    /// The scene the window belongs to. A window made with `init(frame:)` joins the app's window
    /// scene when it is made visible (as on iOS for apps without scenes).
    open weak var windowScene: UIWindowScene?
    open private(set) var isKeyWindow = false

    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            let visible = !isHidden && UIApplication.shared.windows.contains { $0 === self }
            if let old = oldValue, old.isViewLoaded {
                if visible { old.beginAppearanceTransition(false, animated: false) }
                old.view.removeFromSuperview()
                if visible { old.endAppearanceTransition() }
            }
            UIModelRuntime.current.windowSystem.setNeedsTraitUpdate()
            // A storyboard's first controller loads its view when its window is shown, as on
            // iOS: the app delegate hands it what it needs in `didFinishLaunching` first.
            if let root = rootViewController, visible || !defersRootView {
                root.loadViewIfNeeded()
                if visible { root.beginAppearanceTransition(true, animated: false) }
                installRootView(root)
                if visible { root.endAppearanceTransition() }
            }
        }
    }

    /// Whether the root controller's view waits until the window is shown (the launch's
    /// storyboard window).
    var defersRootView = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpWindow()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpWindow()
    }

    private func setUpWindow() {
        isHidden = true
    }

    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// A window in `windowScene`, the size of its screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        setUpWindow()
        self.windowScene = windowScene
    }

    private func installRootView(_ root: UIViewController) {
        let v = root.view!
        v.frame = bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(v)
    }

    open func makeKey() {
        for w in UIApplication.shared.windows { w.isKeyWindow = false }
        isKeyWindow = true
        UIModelRuntime.current.windowSystem.keyWindowChanged(self)
    }

    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Showing a window (`isHidden = false`, as an overlay window is shown without becoming key,
    /// or `makeKeyAndVisible()`) puts it among the app's windows, at its level, and its root
    /// controller's view appears.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            let wasHidden = super.isHidden
            super.isHidden = newValue
            guard wasHidden, !newValue else { return }
            if windowScene == nil { windowScene = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first }
            UIModelRuntime.current.windowSystem.register(self)
            if let root = rootViewController {
                if root.viewIfLoaded?.superview !== self {
                    root.loadViewIfNeeded()
                    installRootView(root)
                }
                defersRootView = false
                root.beginAppearanceTransition(true, animated: false)
                layoutIfNeeded()
                root.endAppearanceTransition()
            }
        }
    }

    open override var window: UIWindow? { self }
    open override var traitCollection: UITraitCollection { applyingOwnTraitOverrides(to: screen.traitCollection) }
    open override var next: UIResponder? { UIApplication.shared }

    /// Delivers an event in the window: a touch event to the gesture recognizers and the views
    /// its changed touch hit, a key press along the responder chain, a scroll to the scroll
    /// view under the pointer. Every event for the window comes through here.
    open func sendEvent(_ event: UIEvent) {
        let runtime = UIModelRuntime.current
        switch event {
        case let presses as UIPressesEvent:
            for press in presses.allPresses where press.window === self { runtime.input.deliver(press, with: presses) }
        case let scroll as ScrollWheelEvent:
            runtime.input.deliverScroll(scroll, in: self)
        default:
            for touch in event.touches where touch.window === self && touch.phase != .stationary {
                runtime.input.gestureArena.dispatch(touch, event: event, window: self)
            }
        }
    }

    /// The views' share of a touch event: each touch that changed, in its phase (fingers resting
    /// while another moves are not delivered).
    func deliverTouchesToViews(_ event: UIEvent) {
        for touch in event.touches where touch.window === self && touch.phase != .stationary {
            guard let view = touch.view else { continue }
            let set: Set<UITouch> = [touch]
            switch touch.phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved, .stationary: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            case .cancelled: view.touchesCancelled(set, with: event)
            }
        }
    }
}
