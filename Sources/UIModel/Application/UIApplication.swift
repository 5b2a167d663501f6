import Foundation

/// The app object: its windows, event dispatch, display links and the text and image systems
/// the host installed. The simulator drives it frame by frame with injected time.
@preconcurrency @MainActor open class UIApplication: UIResponder {
    nonisolated deinit {}
    /// The app: the current runtime's (`UIModelRuntime`), a `UIApplication` or the subclass the
    /// host installed (`UIApplicationMain`'s principal class).
    public class var shared: UIApplication { UIModelRuntime.current.application }

    public private(set) var windows: [UIWindow] = []
    /// The app's delegate (the simulator creates it at launch and keeps it).
    open var delegate: UIApplicationDelegate?
    /// The scenes connected now: the simulator's one window scene after launch.
    open internal(set) var connectedScenes: Set<UIScene> = []
    open internal(set) var openSessions: Set<UISceneSession> = []
    open internal(set) var applicationState: State = .inactive
    open var supportsMultipleScenes: Bool { false }
    /// Set when a key press travelled the whole responder chain (see `sendKey`).
    var pressReachedApplication = false
    /// Set when a window delivered the key press to a responder (see `sendKey`).
    var pressDelivered = false
    public private(set) weak var keyWindow: UIWindow?

    /// The key window's interface orientation (UIKit deprecated it for the scene's).
    @available(*, deprecated, message: "Use the window scene's interfaceOrientation")
    public var statusBarOrientation: UIInterfaceOrientation { UIScreen.main.interfaceOrientation }
    /// Measures text; the simulator installs its SDL_ttf metrics at start-up.
    var textMetrics: TextMetrics = FixedPitchTextMetrics() {
        didSet { textLayouts.removeAll() }
    }
    /// Text laid out with `textMetrics`, by string and style.
    let textLayouts = TextLayoutCache()
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`'s fonts (at most one per text style
    /// and content size category).
    var preferredFonts: [PreferredFontKey: UIFont] = [:]
    /// Looks up images; the simulator installs its resource catalogue at start-up.
    var imageSource: ImageSource?
    /// The drawing contexts `UIGraphicsImageRenderer` blocks are drawing into.
    let graphicsContexts = UIGraphicsContextStack()
    /// Images of other bundles (`UIImage(named:in:compatibleWith:)`), which UIModel finds itself.
    let bundleImages = BundleImages()
    /// The app's storyboards and xibs, found and read once.
    private(set) var interfaceBuilderFiles = IBFiles()
    /// The bundles `Bundle.main` stands for (the app target's resource bundle among them).
    private(set) var appBundles = AppBundles()
    /// The responder that receives keyboard input, if any. UIKit keeps this private; the
    /// package's host and tests read it.
    package internal(set) weak var firstResponder: UIResponder?
    /// Display links added to the main run loop, fired once per frame.
    private(set) var displayLinks = DisplayLinkRegistry()
    /// Main-queue work and timers on the app's clock, run at the start of each frame.
    let mainRunLoop = MainRunLoop()
    /// Layer animations, advanced with the frame timestamps.
    private(set) var animationEngine = AnimationEngine()
    /// The open `CATransaction`s, innermost last.
    var transactions: [TransactionState] = []
    /// The gesture recognizers of the current touch sequence.
    private(set) var gestureArena = GestureArena()

    /// The screen's status bar (`UIWindowScene.statusBarManager`).
    private(set) var statusBar = UIStatusBarManager()
    /// Some controller's status bar preferences may have changed (read at the next layout pass).
    var statusBarNeedsUpdate = true
    /// Counts changes that can move a safe area (geometry, hierarchy, insets): the layout pass
    /// walks the windows' safe areas again when it moved on.
    var safeAreaGeneration = 0
    var safeAreaGenerationWalked = -1
    /// Views that moved or changed size since the last walk while nothing else changed: the
    /// layout pass walks only their subtrees (a moving view cannot change the others' insets).
    /// Not retained: a view that goes away first takes itself off (`insetRootWentAway`).
    private var movedInsetRoots: [Unmanaged<UIView>] = []

    /// `view`'s frame changed: its subtree's safe areas and margins are walked again. Past a
    /// handful of views, the whole windows are.
    func insetsMoved(_ view: UIView) {
        if let app = view.insetRootApp {
            guard app !== self else { return }
            // Still on the list of an app it was shown in before (a controller snapshotted in one
            // app, then shown in another): it leaves that list for this one.
            app.insetRootWentAway(UInt(bitPattern: Unmanaged.passUnretained(view).toOpaque()))
        }
        guard movedInsetRoots.count < Self.maxMovedInsetRoots else { safeAreaGeneration &+= 1; return }
        view.insetRootApp = self
        movedInsetRoots.append(.passUnretained(view))
    }

    /// A view on the moved list is going away (its `deinit`, which passes its address).
    func insetRootWentAway(_ address: UInt) {
        movedInsetRoots.removeAll { UInt(bitPattern: $0.toOpaque()) == address }
    }

    /// The most moved views walked on their own in one layout pass.
    static let maxMovedInsetRoots = 64

    /// Walks the safe areas and margins of the windows when something global changed, else of
    /// the subtrees of the views that moved (each from its superview's current insets; one
    /// under another moved view is walked with it).
    private func refreshInsetsIfNeeded() -> Bool {
        let roots = movedInsetRoots.map { $0.takeUnretainedValue() }
        movedInsetRoots.removeAll(keepingCapacity: true)
        for r in roots { r.insetRootApp = nil }
        if safeAreaGenerationWalked != safeAreaGeneration {
            safeAreaGenerationWalked = safeAreaGeneration
            for w in windows where !w.isHidden { w.refreshSafeAreaInsets() }
            return true
        }
        guard !roots.isEmpty else { return false }
        let ids = Set(roots.map(ObjectIdentifier.init))
        for r in roots {
            guard let w = r.window, !w.isHidden else { continue }
            var above = r.superview, covered = false
            while let v = above, !covered { covered = ids.contains(ObjectIdentifier(v)); above = v.superview }
            if !covered { r.refreshSubtreeInsets() }
        }
        return true
    }

    /// How many touches have begun (the simulator shows an auto-hidden home indicator again after one).
    private(set) var simulatorTouchCount = 0

    /// The fingers on the screen, by the host's finger number (the mouse is finger 0, the
    /// mirrored second finger of a pinch finger 1).
    private var fingers = [UITouch?](repeating: nil, count: UIApplication.maximumTouches)
    private let event = UIEvent()
    /// How many fingers a host may put down at once (an iPhone tracks five).
    static let maximumTouches = 5
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    /// UIKit counts a second tap as a repeat when it comes this soon (of the user's time, see
    /// `timeScale`) and this close.
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 44

    public required override init() { super.init() }

    /// Seconds of the app's clock per second of the user's: 1, or less while the host slows
    /// animations (the simulator's Ctrl+T, 0.1). The app's events and animations all run on
    /// its one clock; timeouts that wait on the user (a double tap's wait, a scroll view's
    /// touch delay) are the user's seconds, so they do not stretch when animations slow.
    /// Anything but a positive finite number is 1.
    var timeScale: Double = 1 {
        didSet { if !(timeScale.isFinite && timeScale > 0) { timeScale = 1 } }
    }

    /// `seconds` of the user's time on the app's clock.
    func userInterval(_ seconds: TimeInterval) -> TimeInterval { seconds * timeScale }

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

    /// Adds `window` in front of the windows of its level and lower, behind those of higher levels.
    func register(_ window: UIWindow) {
        guard !windows.contains(where: { $0 === window }) else { return }
        let i = windows.firstIndex { $0.windowLevel > window.windowLevel } ?? windows.endIndex
        windows.insert(window, at: i)
    }

    /// A window's level changed: it moves to the front of its new level.
    func windowLevelChanged(_ window: UIWindow) {
        guard let i = windows.firstIndex(where: { $0 === window }) else { return }
        windows.remove(at: i)
        register(window)
    }

    /// The window a finger landing at `location` (the key window's points) touches: the
    /// frontmost visible one with a view there, else the key window.
    func window(touchedAt location: CGPoint, key: UIWindow) -> UIWindow {
        for w in windows.reversed() where !w.isHidden {
            if w.hitTest(Self.point(location, from: key, to: w), with: event) != nil { return w }
        }
        return key
    }

    /// A point in `key`'s coordinates in `window`'s (windows are not transformed).
    static func point(_ p: CGPoint, from key: UIWindow, to window: UIWindow) -> CGPoint {
        CGPoint(x: p.x + key.frame.minX - window.frame.minX, y: p.y + key.frame.minY - window.frame.minY)
    }

    func keyWindowChanged(_ window: UIWindow) { keyWindow = window }

    /// Removes every window (the simulator does this when it switches scenes).
    /// Any transition under way is abandoned with them.
    func removeAllWindows() {
        // Fingers still down are cancelled first, through their windows.
        cancelActiveTouch(timestamp: 0)
        for w in windows { w.isHidden = true }
        windows.removeAll()
        keyWindow = nil
        firstResponder = nil
        softwareKeyboard.windowsRemoved()
        UIViewController.transitionInProgress = false
        interactionBlockers = 0
    }

    /// Starts the app afresh for a new simulated run (the simulator calls this when a session
    /// starts): no windows, animations, display links, touch or tap history, and the animation
    /// clock back at 0, so a run behaves the same whatever ran before it in the process.
    func simulatorReset() {
        removeAllWindows()
        // Each run starts with the software keyboard (no hardware keyboard connected).
        softwareKeyboard.isHardwareKeyboardConnected = false
        displayLinks = DisplayLinkRegistry()
        mainRunLoop.removeAll()
        animationEngine = AnimationEngine()
        transactions = []
        frameDuration = 1.0 / 60
        timeScale = 1
        gestureArena = GestureArena()
        lastTap = nil
        statusBar = UIStatusBarManager()
        statusBarNeedsUpdate = true
        safeAreaGenerationWalked = -1
        for r in movedInsetRoots { r.takeUnretainedValue().insetRootApp = nil }
        movedInsetRoots.removeAll()
        delegate = nil
        connectedScenes = []
        openSessions = []
        applicationState = .inactive
        UIKitWarning.reset()
        UIView.resetAppearance()
        bundleImages.reset()
        interfaceBuilderFiles = IBFiles()
        appBundles = AppBundles()
    }

    /// After the app delegate, unhandled events end here (UIKit: the delegate when it is a responder).
    open override var next: UIResponder? { delegate as? UIResponder }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressReachedApplication = true
        super.pressesBegan(presses, with: event)
    }

    /// The whole frame's worth of display links, fired with the frame's timestamps.
    /// Also advances the animation clock: animations are evaluated at this frame's time.
    func fireDisplayLinks(timestamp: CFTimeInterval, duration: CFTimeInterval) {
        if duration.isFinite, duration > 0 { frameDuration = duration }
        animationEngine.tick(to: timestamp)
        // A run-loop turn: the main queue, then the timers due, before the frame's display links.
        mainRunLoop.turn(now: timestamp)
        gestureArena.checkDeadlines(now: timestamp)
        displayLinks.fire(timestamp: timestamp, duration: duration)
    }

    /// The last frame's duration, which display links fired between frames report.
    private var frameDuration: CFTimeInterval = 1.0 / 60  // until a frame says otherwise

    /// Brings the clock up to an input event's time before the event is handled: animations are
    /// evaluated, gesture deadlines checked and display links fired at `timestamp`, so whatever
    /// the event starts or interrupts (a spring, a Dynamics behaviour, a retargeted animation)
    /// begins from the state at the event's own time, not the last frame's. The same input then
    /// moves the views the same way at any frame rate. Nothing happens for an event no later
    /// than the clock.
    func bringClockUp(toEventTime timestamp: TimeInterval) {
        guard timestamp.isFinite, timestamp > animationEngine.now else { return }
        fireDisplayLinks(timestamp: timestamp, duration: frameDuration)
    }

    /// The number of layer animations running.
    var runningAnimationCount: Int { animationEngine.runningCount }

    /// Whether the next frame changes something without new input: an animation runs (or an
    /// animation block's completion waits for a frame), a display link is unpaused, a gesture
    /// recognizer or a held touch waits on a timeout, or a window waits for layout. A host that
    /// draws on demand (the simulator's window) sleeps until input while this is false.
    var needsFrame: Bool {
        animationEngine.isActive || displayLinks.isActive || gestureArena.isWaitingOnTime || mainRunLoop.hasQueuedWork
            || displayRequested || windows.contains { !$0.isHidden && $0.isLayoutPending }
    }

    /// Set when a view asked to draw again (`setNeedsDisplay()`); the next layout pass clears it.
    var displayRequested = false

    /// Lays out every visible window (the layout pass of a frame), after telling every
    /// environment whose traits changed.
    func layoutWindows() {
        // Work queued on the main queue since the frame began runs before the layout that shows it.
        mainRunLoop.runQueued()
        displayRequested = false
        updateTraitsIfNeeded()
        updateStatusBarIfNeeded()
        for w in windows where !w.isHidden { w.layoutIfNeeded() }
        // A changed safe area lays its view out again (UIKit updates safe areas in layout); a
        // few rounds settle any layout that moves views into or out of the unsafe edges.
        for _ in 0..<Self.safeAreaRounds {
            guard refreshInsetsIfNeeded() else { break }
            for w in windows where !w.isHidden { w.layoutIfNeeded() }
        }
    }

    /// The most safe-area passes one layout pass makes.
    static let safeAreaRounds = 3

    private var traitsNeedUpdate = true
    /// Counts appearance-proxy changes: views re-apply them at the next trait pass.
    var appearanceGeneration = 0

    /// Calls the handlers registered for traits that differ between `old` and `new`.
    private static func callTraitHandlers(of object: AnyObject, _ registrations: [TraitChangeRegistration],
                                          _ old: UITraitCollection, _ new: UITraitCollection) {
        for r in registrations where r.matches(old, new) { r.handler(object, old) }
    }

    /// Something that can change traits happened (screen, hierarchy, overrides): the next layout
    /// pass walks the trees.
    func setNeedsTraitUpdate() { traitsNeedUpdate = true }

    /// Calls `traitCollectionDidChange` on every window, controller and view whose traits changed
    /// since it was last told, once, top-down (a controller before its view, parents before children).
    func updateTraitsIfNeeded() {
        guard traitsNeedUpdate else { return }
        traitsNeedUpdate = false
        func notify(_ view: UIView) {
            let t = view.traitCollection
            if t != view.notifiedTraits {
                let previous = view.notifiedTraits
                view.notifiedTraits = t
                view.appliedAppearanceGeneration = appearanceGeneration
                // The language direction turned (leading and trailing mean other edges in the whole
                // window) or the text size changed (the readable width with it): lay out afresh.
                if view is UIWindow, let previous, previous.layoutDirection != t.layoutDirection
                    || previous.preferredContentSizeCategory != t.preferredContentSizeCategory {
                    view.layoutDirectionChanged()
                }
                UITraitCollection.withCurrent(of: view) {
                    view.traitsDidChange()
                    if !view.sizeClassVariations.isEmpty, previous?.horizontalSizeClass != t.horizontalSizeClass
                        || previous?.verticalSizeClass != t.verticalSizeClass {
                        for apply in view.sizeClassVariations { apply(t) }
                    }
                    view.traitCollectionDidChange(previous)
                    if let previous { Self.callTraitHandlers(of: view, view.traitRegistrations, previous, t) }
                }
            } else if view.appliedAppearanceGeneration != appearanceGeneration {
                view.appliedAppearanceGeneration = appearanceGeneration
                view.traitsDidChange()
            }
        }
        func notify(_ vc: UIViewController) {
            let t = vc.traitCollection
            guard t != vc.notifiedTraits else { return }
            let previous = vc.notifiedTraits
            vc.notifiedTraits = t
            if previous != nil { vc.setNeedsUpdateContentUnavailableConfiguration() }
            UITraitCollection.withCurrent(of: vc) {
                vc.traitCollectionDidChange(previous)
                if let previous { Self.callTraitHandlers(of: vc, vc.traitRegistrations, previous, t) }
            }
        }
        func visit(_ view: UIView) {
            if let container = view as? PresentationContainerView {
                // A presentation adapts to its presenter's new traits before its views hear of them.
                let pc = container.presentationController
                pc.adaptToCurrentTraits()
                let t = pc.traitCollection
                if t != pc.notifiedTraits { let previous = pc.notifiedTraits; pc.notifiedTraits = t; pc.traitCollectionDidChange(previous) }
            }
            if let vc = view.owningViewController { notify(vc) }
            notify(view)
            for s in view.subviews { visit(s) }
        }
        for w in windows where !w.isHidden { visit(w) }
    }

    /// The scroll view the mouse wheel last scrolled (it keeps the wheel while its scroll goes on).
    weak var wheelTarget: UIScrollView?
    /// The hover recognizers under the pointer.
    var hovering: [UIGestureRecognizer.WeakRecognizer] = []
    /// The software keyboard, up while a text input is first responder.
    let softwareKeyboard = SoftwareKeyboard()

    /// Touches that begin while this is above zero are ignored (non-interactive transitions).
    private(set) var interactionBlockers = 0
    public var isIgnoringInteractionEvents: Bool { interactionBlockers > 0 }
    public func beginIgnoringInteractionEvents() { interactionBlockers += 1 }
    public func endIgnoringInteractionEvents() { interactionBlockers = max(interactionBlockers - 1, 0) }

    /// True while a finger is down.
    var isTouchActive: Bool { fingers.contains { $0 != nil } }

    /// Feeds one sample of a simulated finger: `location` in the key window's coordinates,
    /// `timestamp` in seconds of the host's clock, `finger` from 0 to `maximumTouches − 1` (the
    /// mouse is finger 0). The other fingers down are stationary in the event. Phases out of
    /// order (a move with no touch down, a second down) are ignored or mapped so the views always
    /// see balanced touches; an unknown finger number is ignored.
    func handleTouch(_ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval, finger: Int = 0) {
        guard let key = keyWindow, location.x.isFinite, location.y.isFinite, fingers.indices.contains(finger) else { return }
        bringClockUp(toEventTime: timestamp)
        let touch: UITouch
        switch phase {
        case .began:
            simulatorTouchCount &+= 1
            if interactionBlockers > 0 { return }
            // A finger landing ends the pointer's hover.
            if !hovering.isEmpty { handleHover(at: nil, timestamp: timestamp) }
            if let old = fingers[finger] { handleTouch(.cancelled, at: old.windowLocation, timestamp: timestamp, finger: finger) }
            let first = !isTouchActive
            let window = self.window(touchedAt: location, key: key)
            let local = Self.point(location, from: key, to: window)
            touch = UITouch()
            touch.window = window
            touch.view = window.hitTest(local, with: event)
            touch.windowLocation = local
            touch.previousWindowLocation = local
            // A finger joining others is a new touch, not a repeat tap.
            touch.tapCount = first ? nextTapCount(at: location, timestamp: timestamp) : 1
            fingers[finger] = touch
            event.touches.insert(touch)
        case .moved, .stationary:
            guard let t = fingers[finger] else { return }
            touch = t
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = t.window.map { Self.point(location, from: key, to: $0) } ?? location
        case .ended, .cancelled:
            guard let t = fingers[finger] else { return }
            touch = t
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = t.window.map { Self.point(location, from: key, to: $0) } ?? location
            fingers[finger] = nil
        }
        for case let other? in fingers where other !== touch { other.phase = .stationary }
        touch.phase = phase
        touch.timestamp = timestamp
        event.timestamp = timestamp
        sendEvent(event)
        if phase == .ended || phase == .cancelled {
            event.touches.remove(touch)
            touch.view = nil
        }
    }

    /// Cancels every finger (the mouse left the window or focus was lost).
    func cancelActiveTouch(timestamp: TimeInterval) {
        for (finger, touch) in fingers.enumerated() {
            if let touch { handleTouch(.cancelled, at: touch.windowLocation, timestamp: timestamp, finger: finger) }
        }
    }

    private func nextTapCount(at location: CGPoint, timestamp: TimeInterval) -> Int {
        var count = 1
        if let last = lastTap, timestamp - last.time <= userInterval(Self.multiTapInterval),
           hypot(location.x - last.location.x, location.y - last.location.y) <= Self.multiTapDistance {
            count = last.count + 1
        }
        lastTap = (timestamp, location, count)
        return count
    }
}
