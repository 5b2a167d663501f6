import Foundation

/// Something a layer does when one of its properties changes (Core Animation's `CAAction`): an
/// animation adds itself under the property's key; `NSNull` does nothing (it stops the search
/// for an action, so the change shows at once).
nonisolated public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

nonisolated extension CAAnimation: CAAction {
    /// Adds the animation to the layer `anObject` under `event` (the property's key path).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

nonisolated extension NSNull: CAAction {
    /// Nothing: a change whose action is `NSNull` shows at once.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Core Animation's transactions: the changes of standalone layers made between `begin()` and
/// `commit()` share an animation duration and timing function, may have their implicit
/// animations turned off, and run a completion block when the animations they started end.
///
/// Changes outside an explicit transaction are in the implicit one (0.25 s, Core Animation's
/// default timing). Here a commit takes effect at once, so `flush()` has nothing left to do.
/// The state belongs to the app's runtime.
nonisolated open class CATransaction: NSObject {
    nonisolated deinit {}

    /// The transaction keys for `value(forKey:)` / `setValue(_:forKey:)`.
    public static let animationDurationKey = "animationDuration"
    public static let animationTimingFunctionKey = "animationTimingFunction"
    public static let disableActionsKey = "disableActions"
    public static let completionBlockKey = "completionBlock"

    @MainActor private static var stack: [TransactionState] {
        get { UIModelRuntime.current.clock.transactions }
        set { UIModelRuntime.current.clock.transactions = newValue }
    }

    open class func begin() { withMainActorState { stack.append(TransactionState()) } }

    /// Ends the innermost transaction; its completion block runs when the animations it added
    /// have ended (at the next frame when it added none).
    open class func commit() {
        withMainActorState {
            guard let state = stack.popLast() else {
                UIKitWarning.log("CATransaction.commit() without a matching begin()")
                return
            }
            state.close()
        }
    }

    /// Nothing is pending here: every commit has already taken effect.
    open class func flush() {}
    /// Transactions run on the main thread here: there is nothing to lock.
    open class func lock() {}
    open class func unlock() {}

    open class func animationDuration() -> CFTimeInterval { withMainActorState { current.duration } }
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        withMainActorState { innermost?.values[animationDurationKey] = dur.isFinite && dur >= 0 ? dur : nil }
    }

    open class func animationTimingFunction() -> CAMediaTimingFunction? { withMainActorState { current.timing } }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        withMainActorState(function) { innermost?.values[animationTimingFunctionKey] = $0 }
    }

    open class func disableActions() -> Bool { withMainActorState { current.disablesActions } }
    open class func setDisableActions(_ flag: Bool) { withMainActorState { innermost?.values[disableActionsKey] = flag } }

    open class func completionBlock() -> (() -> Void)? { withMainActorState { innermost?.completion } }
    open class func setCompletionBlock(_ block: (() -> Void)?) { withMainActorState(block) { innermost?.completion = $0 } }

    /// A value of the innermost transaction that sets it (or of the implicit one).
    open class func value(forKey key: String) -> Any? {
        withMainActorState {
            for state in stack.reversed() { if let v = state.values[key] { return v } }
            return nil
        }
    }

    open class func setValue(_ anObject: Any?, forKey key: String) {
        if key == completionBlockKey { return setCompletionBlock(anObject as? () -> Void) }
        withMainActorState(anObject) { innermost?.values[key] = $0 }
    }

    /// The innermost explicit transaction (nil outside one: setters then apply to nothing, as
    /// Core Animation's implicit transaction ends with the run-loop turn).
    @MainActor private static var innermost: TransactionState? { stack.last }

    /// The settings in effect: the innermost transaction's that sets each.
    @MainActor static var current: TransactionSettings {
        var s = TransactionSettings()
        for state in stack.reversed() {
            if s.durationValue == nil, let d = state.values[animationDurationKey] as? CFTimeInterval { s.durationValue = d }
            if s.timing == nil, let f = state.values[animationTimingFunctionKey] as? CAMediaTimingFunction { s.timing = f }
            if s.disableValue == nil, let b = state.values[disableActionsKey] as? Bool { s.disableValue = b }
        }
        return s
    }

    /// Counts an animation an action added toward the innermost transaction's completion.
    @MainActor static func track(_ animation: LayerAnimation) {
        guard let state = stack.last, state.completion != nil else { return }
        let group = state.group
        animation.group = group
        group.pending += 1
    }
}

/// One open transaction: its values and completion, and the animations it is waiting for.
final class TransactionState {
    nonisolated deinit {}
    var values: [String: Any] = [:]
    var completion: (() -> Void)?
    /// Ends when every animation the transaction started has ended; runs the completion. It
    /// holds the transaction until then (the stack lets go of it at the commit).
    var group: AnimationGroup {
        if let pendingGroup { return pendingGroup }
        let g = AnimationGroup { _ in self.finish() }
        pendingGroup = g
        return g
    }
    private var pendingGroup: AnimationGroup?
    private var closed = false
    private var finished = false

    /// The transaction is committed: its completion runs once its animations have ended.
    func close() {
        closed = true
        guard completion != nil else { return }
        if (pendingGroup?.pending ?? 0) == 0 {
            UIModelRuntime.current.clock.animationEngine.scheduleCompletion(AnimationGroup { _ in self.finish() })
        }
    }

    private func finish() {
        guard closed, !finished else { return }
        finished = true
        pendingGroup = nil
        completion?()
    }
}

/// The effective duration, timing function and whether actions are off.
struct TransactionSettings {
    var durationValue: CFTimeInterval?
    var timing: CAMediaTimingFunction?
    var disableValue: Bool?
    /// Core Animation's implicit duration.
    var duration: CFTimeInterval { durationValue ?? CAAnimation.defaultDuration }
    var disablesActions: Bool { disableValue ?? false }
}
