import Foundation

/// The app's clock and what runs on it: the time the host gives each frame, layer animations,
/// the main run loop (main-queue work and timers), display links, the open `CATransaction`s and
/// the animation blocks being recorded. The runtime owns one; a fresh runtime has a fresh one.
final class AnimationClock {
    nonisolated deinit {}
    /// Layer animations, advanced with the frame timestamps.
    private(set) var animationEngine = AnimationEngine()
    /// Display links added to the main run loop, fired once per frame.
    private(set) var displayLinks = DisplayLinkRegistry()
    /// Main-queue work and timers on the app's clock, run at the start of each frame.
    let mainRunLoop = MainRunLoop()
    /// The open `CATransaction`s, innermost last.
    var transactions: [TransactionState] = []
    /// The animation blocks being recorded, innermost last (`UIView.animate` and relatives).
    var animationContexts: [AnimationContext] = []
    /// The `animateKeyframes` blocks being recorded, innermost last.
    var keyframeContexts: [KeyframeContext] = []
    /// The last frame's duration, which display links fired between frames report.
    private var frameDuration: CFTimeInterval = 1.0 / 60  // until a frame says otherwise

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

    /// Back to time 0 with nothing running (a new simulated run); the run loop keeps whether the
    /// host drives it.
    func reset() {
        displayLinks = DisplayLinkRegistry()
        mainRunLoop.removeAll()
        animationEngine = AnimationEngine()
        transactions = []
        frameDuration = 1.0 / 60
        timeScale = 1
    }

    /// The clock moves to a frame's time: animations are evaluated at `timestamp`, the run loop
    /// turns (the main queue, then the timers due), the gesture timeouts due fire, then the
    /// frame's display links, with the frame's timestamps.
    func advance(to timestamp: CFTimeInterval, duration: CFTimeInterval, gestures: GestureArena) {
        if duration.isFinite, duration > 0 { frameDuration = duration }
        animationEngine.tick(to: timestamp)
        mainRunLoop.turn(now: timestamp)
        gestures.checkDeadlines(now: timestamp)
        displayLinks.fire(timestamp: timestamp, duration: duration)
    }

    /// Brings the clock up to an input event's time before the event is handled: animations are
    /// evaluated, gesture deadlines checked and display links fired at `timestamp`, so whatever
    /// the event starts or interrupts (a spring, a Dynamics behaviour, a retargeted animation)
    /// begins from the state at the event's own time, not the last frame's. The same input then
    /// moves the views the same way at any frame rate. Nothing happens for an event no later
    /// than the clock.
    func bringUp(toEventTime timestamp: TimeInterval, gestures: GestureArena) {
        guard timestamp.isFinite, timestamp > animationEngine.now else { return }
        advance(to: timestamp, duration: frameDuration, gestures: gestures)
    }

    /// Whether the clock has work for the next frame: an animation runs (or a completion waits
    /// for a frame), a display link is unpaused, or main-queue work waits.
    var isActive: Bool { animationEngine.isActive || displayLinks.isActive || mainRunLoop.hasQueuedWork }
}
