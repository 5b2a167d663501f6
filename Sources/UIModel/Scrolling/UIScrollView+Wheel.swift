import Foundation

/// Scrolling with a mouse wheel or a trackpad, as on a Mac: the deltas drag the content
/// (rubber-banded at the edges), and when they stop for `wheelPause` the scroll is released
/// with the velocity they had, into the same momentum, bounce or paging as a finger's fling.
/// The delegate hears of it as of a drag.
extension UIScrollView {
    /// No wheel event for this long ends the wheel's drag (a Mac's scroll phases end about as
    /// soon; a wheel spun by hand sends events far closer together).
    static let wheelPause: CFTimeInterval = 0.1

    /// The wheel moved the content by `delta` points (positive: the offset grows) at `time`.
    /// Ignored while a finger is on the scroll view.
    func wheelScrolled(by delta: CGVector, at time: CFTimeInterval) {
        guard delta.dx.isFinite, delta.dy.isFinite, isScrollEnabled, !isTracking else { return }
        if wheel == nil {
            beginDrag(direction: CGPoint(x: -delta.dx, y: -delta.dy))
            wheel = WheelDrag()
        }
        wheel!.translation.x -= delta.dx
        wheel!.translation.y -= delta.dy
        wheel!.lastTime = time
        wheel!.record(at: time)
        dragMoved(wheel!.translation)
        ensureTicker()
    }

    /// Releases the wheel's drag once the wheel has paused; true while it is still on.
    func checkWheelPause(at time: CFTimeInterval) -> Bool {
        guard let w = wheel else { return false }
        guard time - w.lastTime >= Self.wheelPause else { return true }
        wheel = nil
        // The momentum starts now, at the frame, with the velocity the wheel had.
        lastTouchTime = time
        endDrag(fingerVelocity: w.velocity)
        return false
    }

    /// The wheel's drag in progress: the total movement as a finger's translation, and its
    /// recent samples. A wheel's events come far apart (a notch every 20 to 100 ms), so its
    /// velocity is the average over the last `velocityWindow`, not a finger's fitted curve.
    nonisolated struct WheelDrag {
        var translation: CGPoint = .zero
        var lastTime: CFTimeInterval = 0
        private var samples: [(time: CFTimeInterval, at: CGPoint)] = []
        static let velocityWindow: CFTimeInterval = 0.15

        mutating func record(at time: CFTimeInterval) {
            samples.removeAll { time - $0.time > Self.velocityWindow }
            samples.append((time, translation))
        }

        /// Points per second over the recent samples (none for a single notch).
        var velocity: CGPoint {
            guard let first = samples.first, let last = samples.last, last.time - first.time > 0 else { return .zero }
            let dt = CGFloat(last.time - first.time)
            return CGPoint(x: (last.at.x - first.at.x) / dt, y: (last.at.y - first.at.y) / dt)
        }
    }
}

extension InputSystem {
    /// A scroll of the mouse wheel or trackpad over `location` (key window points) moving content
    /// by `delta` points (positive: towards the content's end), at `timestamp`. It goes to the
    /// innermost scroll view under the pointer that scrolls along the delta's main axis; while a
    /// wheel's scroll goes on, to the same one.
    func handleScrollWheel(_ delta: CGVector, at location: CGPoint, timestamp: TimeInterval) {
        guard let window = runtime.windowSystem.keyWindow, location.x.isFinite, location.y.isFinite, delta.dx.isFinite, delta.dy.isFinite,
              delta != .zero, !isTouchActive, !app.isIgnoringInteractionEvents else { return }
        bringClockUp(toEventTime: timestamp)
        app.sendEvent(ScrollWheelEvent(delta: delta, location: location, window: window, timestamp: timestamp))
    }

    /// A window's share of a scroll event.
    func deliverScroll(_ event: ScrollWheelEvent, in window: UIWindow) {
        let delta = event.delta, timestamp = event.timestamp
        if let current = wheelTarget, current.wheel != nil, current.window === window {
            current.wheelScrolled(by: delta, at: timestamp)
            return
        }
        var v = window.hitTest(event.location, with: event)
        let horizontal = abs(delta.dx) > abs(delta.dy)
        while let view = v {
            if let s = view as? UIScrollView, s.scrolls(alongX: horizontal) {
                wheelTarget = s
                s.wheelScrolled(by: delta, at: timestamp)
                return
            }
            v = view.superview
        }
    }
}

/// A turn of the mouse wheel or a trackpad scroll (UIKit's events of type `.scroll`).
final class ScrollWheelEvent: UIEvent {
    nonisolated deinit {}
    override var type: EventType { .scroll }
    let delta: CGVector
    let location: CGPoint
    private(set) weak var window: UIWindow?

    init(delta: CGVector, location: CGPoint, window: UIWindow, timestamp: TimeInterval) {
        self.delta = delta
        self.location = location
        self.window = window
        super.init()
        self.timestamp = timestamp
    }
}
