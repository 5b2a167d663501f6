import Foundation

/// One finger on the screen (in the simulator, the mouse).
@preconcurrency @MainActor open class UITouch: NSObject {
    nonisolated deinit {}
    nonisolated public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    open internal(set) var phase: Phase = .began
    open internal(set) var timestamp: TimeInterval = 0
    open internal(set) var tapCount: Int = 1
    open internal(set) weak var view: UIView?
    open internal(set) weak var window: UIWindow?
    /// Location in window coordinates.
    var windowLocation: CGPoint = .zero
    var previousWindowLocation: CGPoint = .zero

    public override init() {}

    open func location(in view: UIView?) -> CGPoint { convertFromWindow(windowLocation, to: view) }
    open func previousLocation(in view: UIView?) -> CGPoint { convertFromWindow(previousWindowLocation, to: view) }

    private func convertFromWindow(_ p: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return p }
        return view.convert(p, from: nil)
    }

}

/// An event: the touches on the screen (the changed one and those resting), key presses
/// (`UIPressesEvent`), or a scroll of the mouse wheel (type `.scroll`).
@preconcurrency @MainActor open class UIEvent: NSObject {
    nonisolated deinit {}
    nonisolated public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll = 10, hover, transform = 14 }
    /// What a motion or remote-control event is (UIKit's raw values).
    nonisolated public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause, remoteControlNextTrack,
             remoteControlPreviousTrack, remoteControlBeginSeekingBackward, remoteControlEndSeekingBackward,
             remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }
    open var type: EventType { .touches }
    open var subtype: EventSubtype { .none }
    open internal(set) var timestamp: TimeInterval = 0
    var touches: Set<UITouch> = []

    public override init() {}

    open var allTouches: Set<UITouch>? { touches }
    open func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }
    open func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }
}

/// A shake of the device (the simulator's Ctrl+Z, or a script's "shake").
final class MotionEvent: UIEvent {
    nonisolated deinit {}
    override var type: EventType { .motion }
    override var subtype: EventSubtype { .motionShake }
}
