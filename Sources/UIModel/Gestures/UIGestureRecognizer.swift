import Foundation

/// Lets an object take part in a gesture recognizer's decisions (all methods optional).
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// Recognises a gesture from a view's touches with UIKit's state machine: possible, then began /
/// changed / ended (or recognized at once for discrete gestures), cancelled or failed. Actions
/// (closures, UIKit's target-action) run on every state change but possible and failed.
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
    nonisolated deinit {}
    nonisolated public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    open weak var delegate: UIGestureRecognizerDelegate?
    open internal(set) weak var view: UIView?
    open var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { state = .cancelled } }
    }
    open var cancelsTouchesInView = true
    /// The view sees no touches while this recognizer may still recognise: they are delivered
    /// when it fails, and never if it recognises.
    open var delaysTouchesBegan = false
    /// While this recognizer may still recognise after a finger lifts (a double tap waiting for
    /// its second tap), the view is not told the touch ended: it is told when the recognizer
    /// fails, and told the touch was cancelled if it recognises (UIKit's default: on). A button
    /// under a double-tap recognizer so fires only once the double tap has failed, as on iOS.
    open var delaysTouchesEnded = true
    open var name: String?

    private var actions: [(UIGestureRecognizer) -> Void] = []
    /// Targets and actions kept as selector values (`addTarget(_:action:)`), sent by name.
    var selectorActions: [(target: WeakTarget, action: Selector)] = []

    nonisolated struct WeakTarget { weak var object: AnyObject? }
    /// Recognizers that must fail before this one may recognise.
    var failureRequirements: [WeakRecognizer] = []
    /// The state this recognizer reached while it waited for others to fail.
    var pendingState: State?
    /// The touches it is tracking, and where they are (window coordinates).
    var trackedTouches: [UITouch] = []
    /// When a discrete recognizer waiting for more (a second tap) gives up.
    var failureDeadline: TimeInterval?
    /// Set while the recognizer waits to begin (a long press): it begins when the time comes.
    var beginDeadline: TimeInterval?

    nonisolated struct WeakRecognizer { weak var recognizer: UIGestureRecognizer? }

    /// UIKit's closure form of `init(target:action:)`.
    public init(handler: ((UIGestureRecognizer) -> Void)? = nil) {
        if let handler { actions.append(handler) }
    }

    /// A recognizer sending `action` to `target` by name (a selector kept as a value;
    /// `uimodel-port` turns `#selector` literals into a handler). Designated, as in UIKit: a
    /// custom recognizer overrides it and calls `super.init(target:action:)`.
    public init(target: Any?, action: Selector?) {
        if let target, let action { selectorActions.append((WeakTarget(object: target as AnyObject), action)) }
    }

    public func addTarget(_ handler: @escaping (UIGestureRecognizer) -> Void) { actions.append(handler) }
    public func removeAllTargets() {
        actions.removeAll()
        selectorActions.removeAll()
    }

    /// Subclasses set the state; setting it runs the state machine (delegate, failure
    /// requirements, exclusion of other recognizers, actions).
    open var state: State = .possible {
        didSet { if state != oldValue || state == .changed { GestureArena.stateChanged(self, from: oldValue) } }
    }

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// The centroid of the tracked touches, in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return lastLocation(in: view) }
        var x: CGFloat = 0, y: CGFloat = 0
        for t in trackedTouches { let p = t.location(in: view); x += p.x; y += p.y }
        return CGPoint(x: x / CGFloat(trackedTouches.count), y: y / CGFloat(trackedTouches.count))
    }

    var lastWindowLocation: CGPoint = .zero
    private func lastLocation(in view: UIView?) -> CGPoint {
        guard let view else { return lastWindowLocation }
        return view.convert(lastWindowLocation, from: nil)
    }

    open var numberOfTouches: Int { trackedTouches.count }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Back to `.possible` for the next gesture (called after a gesture ends, as in UIKit).
    open func reset() {}

    func sendActions() {
        for a in actions { a(self) }
        for entry in selectorActions {
            guard let target = entry.target.object else { continue }
            UIApplication.shared.sendAction(entry.action, to: target, from: self, for: nil)
        }
    }

    /// Whether the touched view's share of the touch waits at `time` (window-relative touch
    /// time): while a `delaysTouchesBegan` recognizer may still recognise.
    func holdsTouches(at time: TimeInterval) -> Bool { delaysTouchesBegan && state == .possible }

    /// Whether another finger landing in the view joins the touches this recognizer tracks.
    func acceptsAnotherTouch() -> Bool { true }

    /// Recognises beside `other` whatever the delegates say (the scroll view's touch tracker).
    func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool { false }

    func resetForNextGesture() {
        pendingState = nil
        failureDeadline = nil
        beginDeadline = nil
        trackedTouches.removeAll()
        reset()
        GestureArena.silently { state = .possible }
    }
}

extension UIView {
    var baseGestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for r in attachedRecognizers { r.view = nil }
            attachedRecognizers = newValue ?? []
            for r in attachedRecognizers { r.view = self }
        }
    }

    func baseAddGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    func baseRemoveGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachedRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self {
            if gestureRecognizer.state == .began || gestureRecognizer.state == .changed { gestureRecognizer.state = .cancelled }
            gestureRecognizer.view = nil
        }
    }
}

extension UIGestureRecognizer {
    /// Whether the recognizer may leave `.possible`: its view's `gestureRecognizerShouldBegin(_:)`,
    /// then its delegate's, as UIKit asks them.
    var mayBegin: Bool {
        (view?.gestureRecognizerShouldBegin(self) ?? true) && (delegate?.gestureRecognizerShouldBegin(self) ?? true)
    }
}
