import Foundation

/// One finger on the screen (in the simulator, the mouse).
@preconcurrency @MainActor open class UITouch: NSObject {
    nonisolated deinit {}
    nonisolated public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    public internal(set) var phase: Phase = .began
    public internal(set) var timestamp: TimeInterval = 0
    public internal(set) var tapCount: Int = 1
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    /// Location in window coordinates.
    var windowLocation: CGPoint = .zero
    var previousWindowLocation: CGPoint = .zero

    public override init() {}

    public func location(in view: UIView?) -> CGPoint { convertFromWindow(windowLocation, to: view) }
    public func previousLocation(in view: UIView?) -> CGPoint { convertFromWindow(previousWindowLocation, to: view) }

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
    open var type: EventType { .touches }
    public internal(set) var timestamp: TimeInterval = 0
    var touches: Set<UITouch> = []

    public override init() {}

    public var allTouches: Set<UITouch>? { touches }
    public func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }
    public func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }
}
