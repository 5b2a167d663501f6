import Foundation

/// Actions and implicit animations: a change of an animatable property of a layer of its own
/// (not a view's) animates, as Core Animation's does, once the layer has been on screen.
extension CALayer {
    func baseAction(forKey event: String) -> CAAction? {
        if let a = assignedDelegate?.action(for: self, forKey: event) { return a is NSNull ? nil : a }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        return type(of: self).defaultAction(forKey: event)
    }

    /// Runs the action for a change of `key` from `old` (its model value before): a basic
    /// animation with no values goes from what was shown to the new value, for the
    /// transaction's duration and timing.
    func runAction(for key: AnimatableKey, from old: AnimatableVector) {
        runAction(for: key) {
            // From what is drawn now: the running animation's value, or the old model value.
            let now = UIModelRuntime.current.clock.animationEngine.now
            let shownNow = animations.contains { $0.key == key } ? presentationVector(key, at: now) : old
            return AnimationKeyPath.value(shownNow, for: key)
        }
    }

    /// The action run for a change of `key`: a non-animation action runs as it is; a basic
    /// animation is copied, given the key path, the transaction's duration and timing, and —
    /// when it has no start — `shownBefore()` as its start (nil: nothing runs), then added and
    /// counted toward the transaction's completion. `hasNewValue` false: nothing runs either.
    func runAction(for key: AnimatableKey, hasNewValue: Bool = true, shownBefore: () -> Any?) {
        guard wasShown, !isPresentationCopy, !CATransaction.current.disablesActions,
              let action = action(forKey: key.keyPath) else { return }
        guard let basic = action as? CABasicAnimation else {
            return action.run(forKey: key.keyPath, object: self, arguments: nil)
        }
        let settings = CATransaction.current
        let animation = basic.copy() as! CABasicAnimation
        if animation.keyPath == nil { animation.keyPath = key.keyPath }
        if animation.duration == 0 { animation.duration = settings.duration }
        if animation.timingFunction == nil { animation.timingFunction = settings.timing ?? CAMediaTimingFunction(name: .default) }
        if animation.fromValue == nil, animation.byValue == nil { animation.fromValue = shownBefore() }
        guard hasNewValue, animation.fromValue != nil || animation.byValue != nil else { return }
        animation.run(forKey: key.keyPath, object: self, arguments: nil)
        for added in animations where added.keyName == key.keyPath { CATransaction.track(added) }
    }
}
