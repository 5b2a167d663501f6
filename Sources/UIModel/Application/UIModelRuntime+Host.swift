import Foundation

/// The host's controls: what the simulator's window, its headless runner, a test driver or a
/// benchmark does to the app that an app cannot and UIKit has no API for. The host advances
/// the clock frame by frame, puts fingers and keys down, sets the screen and installs the text
/// and image systems, through these; UIKit's types carry only UIKit's API.
extension UIModelRuntime {
    // MARK: Set-up

    /// Measures text; the simulator installs its SDL_ttf metrics at start-up.
    public var textMetrics: TextMetrics {
        get { resources.textMetrics }
        set { resources.textMetrics = newValue }
    }

    /// Looks up images; the simulator installs its resource catalogue at start-up.
    public var imageSource: ImageSource? {
        get { resources.imageSource }
        set { resources.imageSource = newValue }
    }

    /// Plays the app's sound (`AVAudioPlayer`, `AVPlayer`, system sounds); the simulator's window
    /// installs its speaker. Without one, sound plays to nothing.
    public var audioOutput: AudioOutput? {
        get { resources.audioOutput }
        set { resources.audioOutput = newValue }
    }

    /// Makes `app` the runtime's application (`UIApplicationMain`'s principal class) before
    /// anything runs in it.
    public func install(application app: UIApplication) { application = app }

    /// Starts the app afresh for a new simulated run: no windows, animations, display links,
    /// touches, warnings or appearance proxies, and the animation clock back at 0.
    public func reset() {
        windowSystem.removeAllWindows()
        input.reset()
        clock.reset()
        windowSystem.reset()
        application.resetForNewRun()
        UIKitWarning.reset()
        UIView.resetAppearance()
        resources.reset()
        device.setOrientation(.portrait)
    }

    /// Turns the device (the host's rotation): `UIDevice.current.orientation` follows, with
    /// `UIDevice.orientationDidChangeNotification` while notifications are generated; the
    /// scenes' interface orientation follows the device's when it is a valid one.
    public func setDeviceOrientation(_ orientation: UIDeviceOrientation) { device.setOrientation(orientation) }

    /// Launches the app with `delegate` as UIKit does (see `UIApplication.simulatorLaunch`).
    public func launch(_ delegate: UIApplicationDelegate) throws {
        hasLaunched = true
        try application.simulatorLaunch(delegate)
    }

    /// Quits the app as UIKit does.
    public func terminate() { application.simulatorTerminate() }

    /// Removes every window (a scene switch); any transition under way is abandoned.
    public func removeAllWindows() { windowSystem.removeAllWindows() }

    // MARK: The screen

    /// Sets the screen size and scale, clamped to `UIScreen.sideRange`; returns the size set.
    @discardableResult
    public func setScreenSize(_ size: CGSize, scale: CGFloat) -> CGSize { screen.simulatorSetSize(size, scale: scale) }

    /// Sets the device kind and appearance.
    public func setIdiom(_ idiom: UIUserInterfaceIdiom, style: UIUserInterfaceStyle) { screen.simulatorSetIdiom(idiom, style: style) }

    /// Sets the language direction and the text size.
    public func setText(direction: UIUserInterfaceLayoutDirection, category: UIContentSizeCategory) {
        screen.simulatorSetText(direction: direction, category: category)
    }

    /// Smallest and largest screen side the simulator lays out, in points.
    public static var screenSideRange: ClosedRange<CGFloat> { UIScreen.sideRange }

    /// What the device's sensor housing, status bar and home indicator cover now.
    public var deviceInsets: DeviceInsets { screen.deviceInsets }

    /// Sets what the device's sensor housing, status bar and home indicator cover.
    public func setDeviceInsets(_ insets: DeviceInsets) { screen.simulatorSetDeviceInsets(insets) }

    /// Changes the screen size as a rotation or a resized window does (see
    /// `UIApplication.transitionScreen`).
    public func transitionScreen(to size: CGSize, scale: CGFloat, duration: TimeInterval, completion: (() -> Void)? = nil) {
        windowSystem.transitionScreen(to: size, scale: scale, duration: duration, completion: completion)
    }

    /// The status bar and home indicator the app's controllers asked for.
    public var statusBar: UIStatusBarManager { windowSystem.statusBar }

    // MARK: Frames

    /// Advances the clock to the frame at `timestamp`: animations, gesture timeouts, display links.
    public func fireDisplayLinks(timestamp: CFTimeInterval, duration: CFTimeInterval) {
        clock.advance(to: timestamp, duration: duration, gestures: input.gestureArena)
    }

    /// The layout pass of a frame: main-queue work queued since the clock moved, then traits,
    /// then layout (with safe areas).
    public func layoutWindows() { windowSystem.layoutWindows() }

    /// The display pass of a frame, after layout: layers that asked to redraw draw their
    /// contents and views run `draw(_:)` where nothing is kept for their bounds, in every visible
    /// window. Painting (building the display list) then only reads.
    public func displayWindows() { windowSystem.displayWindows() }

    /// The display pass for `view`'s tree alone (a view outside any window, painted on its own).
    public func display(_ view: UIView) { view.layer.runDisplayPhase() }

    /// Whether the next frame changes something without new input.
    /// A host that draws on demand (the simulator's window) sleeps until input while this is
    /// false: no animation runs (nor a completion waits for a frame), no display link is
    /// unpaused, no gesture recognizer or held touch waits on a timeout, no main-queue work
    /// waits, no window waits for layout and no view asked to draw.
    public var needsFrame: Bool { clock.isActive || input.gestureArena.isWaitingOnTime || windowSystem.needsPass }

    /// Whether the caller runs on the main actor, where UIKit's objects live: on the main thread,
    /// or on the thread running the main queue (test runners move the main actor there). A host
    /// checks before touching views from code that may run elsewhere.
    nonisolated public static var isOnMainActor: Bool { UIModel.isOnMainActor }

    /// Whether the host runs the app's main queue on the app's clock: `DispatchQueue.main.async`
    /// and `asyncAfter(deadline:)` from the main actor then queue their work with the app, and
    /// each frame (`fireDisplayLinks`) runs what is due, before its display links;
    /// `layoutWindows()` runs the work queued since. Off, they go to Dispatch (the wall clock).
    public var runsMainQueue: Bool {
        get { clock.mainRunLoop.isDriven }
        set { clock.mainRunLoop.isDriven = newValue }
    }

    /// Whether main-queue work waits for the next turn.
    public var hasQueuedMainWork: Bool { clock.mainRunLoop.hasQueuedWork }

    /// When the next delayed main-queue block is due (app-clock seconds), if any.
    public var nextTimerDeadline: CFTimeInterval? { clock.mainRunLoop.nextDeadline }
    /// When the next delayed block that is more than cosmetic (not the caret's blink) is due: what
    /// an app waiting to be idle waits for.
    public var nextWorkDeadline: CFTimeInterval? { clock.mainRunLoop.nextWorkDeadline }

    /// The number of layer animations running.
    public var runningAnimationCount: Int { clock.animationEngine.runningCount }

    /// Seconds of the app's clock per second of the user's (0.1 while animations are slowed);
    /// timeouts that wait on the user do not stretch.
    public var timeScale: Double {
        get { clock.timeScale }
        set { clock.timeScale = newValue }
    }

    // MARK: Input

    /// One sample of a finger, in the key window's points (see `UIApplication.handleTouch`).
    public func handleTouch(_ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval, finger: Int = 0) {
        input.handleTouch(phase, at: location, timestamp: timestamp, finger: finger)
    }

    /// Cancels every finger down (the mouse left the window, focus was lost).
    public func cancelActiveTouch(timestamp: TimeInterval) { input.cancelActiveTouch(timestamp: timestamp) }

    /// True while a finger is down.
    public var isTouchActive: Bool { input.isTouchActive }

    /// How many touches have begun.
    public var touchCount: Int { input.touchCount }

    /// A turn of the mouse wheel or a trackpad scroll over `location`.
    public func handleScrollWheel(_ delta: CGVector, at location: CGPoint, timestamp: TimeInterval) {
        input.handleScrollWheel(delta, at: location, timestamp: timestamp)
    }

    /// The pointer (the mouse with no button down) moved to `location` (the key window's
    /// points), or left the screen (nil), for hover gesture recognizers. Returns whether one was
    /// under the pointer before or after the move.
    @discardableResult
    public func handleHover(at location: CGPoint?, timestamp: TimeInterval) -> Bool {
        input.handleHover(at: location, timestamp: timestamp)
    }

    /// A key from the host's keyboard; false when no responder handled it.
    @discardableResult
    public func sendKey(_ key: UIKey, timestamp: TimeInterval) -> Bool { input.sendKey(key, timestamp: timestamp) }

    /// A shake of the device (`motionBegan` / `motionEnded` with `.motionShake`).
    public func shake(timestamp: TimeInterval) { input.shake(timestamp: timestamp) }

    /// Typed text for the first responder, when it takes text; false when nothing does.
    @discardableResult
    public func insertText(_ text: String) -> Bool { input.insertText(text) }

    /// The backspace key, for the first responder when it takes text.
    @discardableResult
    public func deleteBackward() -> Bool { input.deleteBackward() }

    /// Whether typing comes from a hardware keyboard (the host's), which hides the software
    /// keyboard, as the iOS Simulator's "Connect Hardware Keyboard" does.
    public var isHardwareKeyboardConnected: Bool {
        get { input.softwareKeyboard.isHardwareKeyboardConnected }
        set { input.softwareKeyboard.isHardwareKeyboardConnected = newValue }
    }

    /// A caret, selection or pasteboard key for the text being edited; false when nothing edits
    /// text with a selection.
    @discardableResult
    public func performTextEditingKey(_ key: TextEditingKey) -> Bool {
        (input.firstResponder as? TextEditingResponder)?.performEditingKey(key) ?? false
    }

    /// Runs `body` (a screenshot) with the software keyboard's window hidden, then shows it again:
    /// the screen as it is with the keyboard left out (the layout still makes room for it).
    public func withoutSoftwareKeyboard<T>(_ body: () throws -> T) rethrows -> T {
        guard let window = windowSystem.windows.first(where: { $0 is KeyboardWindow }), !window.isHidden else { return try body() }
        window.isHidden = true
        defer { window.isHidden = false }
        return try body()
    }

    /// The responder that receives keyboard input, if any. UIKit keeps this private; the
    /// package's host and tests read it.
    package var firstResponder: UIResponder? { input.firstResponder }

    /// True while a responder that takes text is first responder.
    public var isTextInputActive: Bool { input.isTextInputActive }

    // MARK: Checks

    /// Broken invariants of the view and controller trees, described; empty when all is well.
    public func hierarchyProblems() -> [String] { windowSystem.hierarchyProblems() }
}
