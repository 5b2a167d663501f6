import Foundation

/// The app's input: the fingers on the screen and the event they travel in, the gesture
/// recognizers' arena, the pointer's hover, the mouse wheel's scroll view, keys and the
/// responder that receives them, and the software keyboard. The runtime owns one; a fresh
/// runtime has a fresh one. Events reach the app through `UIApplication.sendEvent(_:)`, as in UIKit.
final class InputSystem {
    nonisolated deinit {}
    unowned let runtime: UIModelRuntime
    var app: UIApplication { runtime.application }

    init(runtime: UIModelRuntime) { self.runtime = runtime }

    /// The gesture recognizers of the current touch sequence.
    private(set) var gestureArena = GestureArena()
    /// Set while the gesture arena changes a recognizer's state without running the state machine.
    var gestureStatesAreSilent = false
    /// The responder that receives keyboard input, if any. UIKit keeps this private; the
    /// package's host and tests read it.
    package internal(set) weak var firstResponder: UIResponder?
    /// The software keyboard, up while a text input is first responder.
    let softwareKeyboard = SoftwareKeyboard()
    /// The scroll view the mouse wheel last scrolled (it keeps the wheel while its scroll goes on).
    weak var wheelTarget: UIScrollView?
    /// The hover recognizers under the pointer.
    var hovering: [UIGestureRecognizer.WeakRecognizer] = []
    /// Set when a key press travelled the whole responder chain (see `sendKey`).
    var pressReachedApplication = false
    /// Set when a window delivered the key press to a responder (see `sendKey`).
    var pressDelivered = false

    /// How many touches have begun (the simulator shows an auto-hidden home indicator again after one).
    private(set) var touchCount = 0
    /// The fingers on the screen, by the host's finger number (the mouse is finger 0, the
    /// mirrored second finger of a pinch finger 1).
    private var fingers = [UITouch?](repeating: nil, count: InputSystem.maximumTouches)
    let event = UIEvent()
    /// How many fingers a host may put down at once (an iPhone tracks five).
    static let maximumTouches = 5
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    /// UIKit counts a second tap as a repeat when it comes this soon (of the user's time, see
    /// `AnimationClock.timeScale`) and this close.
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 44

    /// A new simulated run: the software keyboard (no hardware keyboard connected), no
    /// recognizers in play, no tap to repeat.
    func reset() {
        softwareKeyboard.isHardwareKeyboardConnected = false
        gestureArena = GestureArena()
        lastTap = nil
    }

    /// Brings the clock up to an input event's time (see `AnimationClock.bringUp`).
    func bringClockUp(toEventTime timestamp: TimeInterval) {
        runtime.clock.bringUp(toEventTime: timestamp, gestures: gestureArena)
    }

    /// True while a finger is down.
    var isTouchActive: Bool { fingers.contains { $0 != nil } }

    /// Feeds one sample of a simulated finger: `location` in the key window's coordinates,
    /// `timestamp` in seconds of the host's clock, `finger` from 0 to `maximumTouches − 1` (the
    /// mouse is finger 0). The other fingers down are stationary in the event. Phases out of
    /// order (a move with no touch down, a second down) are ignored or mapped so the views always
    /// see balanced touches; an unknown finger number is ignored.
    func handleTouch(_ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval, finger: Int = 0) {
        let windows = runtime.windowSystem
        guard let key = windows.keyWindow, location.x.isFinite, location.y.isFinite, fingers.indices.contains(finger) else { return }
        bringClockUp(toEventTime: timestamp)
        let touch: UITouch
        switch phase {
        case .began:
            touchCount &+= 1
            if app.isIgnoringInteractionEvents { return }
            // A finger landing ends the pointer's hover.
            if !hovering.isEmpty { handleHover(at: nil, timestamp: timestamp) }
            if let old = fingers[finger] { handleTouch(.cancelled, at: old.windowLocation, timestamp: timestamp, finger: finger) }
            let first = !isTouchActive
            let window = windows.window(touchedAt: location, key: key)
            let local = WindowSystem.point(location, from: key, to: window)
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
            touch.windowLocation = t.window.map { WindowSystem.point(location, from: key, to: $0) } ?? location
        case .ended, .cancelled:
            guard let t = fingers[finger] else { return }
            touch = t
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = t.window.map { WindowSystem.point(location, from: key, to: $0) } ?? location
            fingers[finger] = nil
        }
        for case let other? in fingers where other !== touch { other.phase = .stationary }
        touch.phase = phase
        touch.timestamp = timestamp
        event.timestamp = timestamp
        app.sendEvent(event)
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
        if let last = lastTap, timestamp - last.time <= runtime.clock.userInterval(Self.multiTapInterval),
           hypot(location.x - last.location.x, location.y - last.location.y) <= Self.multiTapDistance {
            count = last.count + 1
        }
        lastTap = (timestamp, location, count)
        return count
    }
}
