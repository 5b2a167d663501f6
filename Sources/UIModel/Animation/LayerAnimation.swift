import Foundation

/// One running animation of one layer property: from a value to a value, over time on the
/// animation clock. The layer's presentation value of the property is the animation's value.
class LayerAnimation {
    nonisolated deinit {}
    let key: AnimatableKey
    var from: AnimatableVector
    var to: AnimatableVector
    /// When the animation starts, on the animation clock (delay included).
    var beginTime: CFTimeInterval
    /// Owned by its animations: the group lives until the last of them ends.
    var group: AnimationGroup?
    var allowsUserInteraction = false
    /// When set, the animation runs on this clock instead of the frame clock (an interactive
    /// transition scrubs and reverses its animations this way).
    var clock: TransitionClock?
    /// The components of the property it sets (bit i: component i): all of them, or a part
    /// (`position.x`, `transform.rotation.z`) while the rest show as they would without it.
    var components: UInt16 = .max
    /// Its value is added to the property's (`isAdditive`) instead of replacing it.
    var isAdditive = false
    /// For a path, colours or locations: the values its number is a place in (see
    /// `AnimatableKey.isSequence`).
    var sequence: [Any]?
    /// For a `CATransition`: the old picture and how the new drawing replaces it.
    var transition: LayerTransition?
    /// The key it was added under (`add(_:forKey:)`'s; nil for a view animation, which goes by
    /// its key path).
    var name: String?
    /// Added with `CALayer.add(_:forKey:)` (an `ExplicitAnimation`).
    var isExplicit = false
    /// Whether it shows at every time it is on the layer (a view animation shows its start
    /// value while delayed); an explicit animation may show nothing outside its active time.
    var alwaysInEffect = true
    /// Set until the engine has called `started()` at the animation's begin time.
    var awaitsStart = false
    /// Ended but kept on the layer (`isRemovedOnCompletion = false`): no longer advanced.
    var isHeld = false

    /// The key `animation(forKey:)` and `removeAnimation(forKey:)` find it by.
    var keyName: String? { isExplicit ? name : key.keyPath }

    /// The value drawn at frame time `now`.
    final func sample(_ now: CFTimeInterval) -> AnimatableVector {
        guard let clock else { return value(at: now) }
        return value(at: clock.time(at: now))
    }
    final func sampleVelocity(_ now: CFTimeInterval) -> AnimatableVector { velocity(at: clock?.time(at: now) ?? now) }
    final func isDone(_ now: CFTimeInterval) -> Bool { clock == nil ? isFinished(at: now) : false }

    init(key: AnimatableKey, from: AnimatableVector, to: AnimatableVector, beginTime: CFTimeInterval) {
        self.key = key; self.from = from; self.to = to; self.beginTime = beginTime
    }

    func value(at time: CFTimeInterval) -> AnimatableVector { to }
    func velocity(at time: CFTimeInterval) -> AnimatableVector { AnimatableVector(count: key.componentCount) }
    func isFinished(at time: CFTimeInterval) -> Bool { true }
    /// Whether its begin time has come at `time` (its layer's).
    func hasBegun(at time: CFTimeInterval) -> Bool { beginTime <= time }
    /// Whether the layer shows this animation's value at `time` (see `alwaysInEffect`).
    func isInEffect(at time: CFTimeInterval) -> Bool { true }
    /// Its begin time came (explicit animations tell their delegate).
    func started() {}
    /// It ended, or was removed before it ended.
    func ended(finished: Bool) { group?.animationEnded(finished: finished) }
}

/// A Bézier-curve animation, optionally repeating and reversing (UIView.animate's curves).
final class CurveAnimation: LayerAnimation {
    nonisolated deinit {}
    let duration: CFTimeInterval
    let curve: CubicBezierTimingCurve
    let repeats: Bool
    let autoreverses: Bool

    init(key: AnimatableKey, from: AnimatableVector, to: AnimatableVector, beginTime: CFTimeInterval,
         duration: CFTimeInterval, curve: CubicBezierTimingCurve, repeats: Bool, autoreverses: Bool) {
        self.duration = max(duration, 0)
        self.curve = curve
        self.repeats = repeats
        self.autoreverses = autoreverses
        super.init(key: key, from: from, to: to, beginTime: beginTime)
    }

    /// Time fraction and direction for an elapsed time.
    private func phase(_ elapsed: CFTimeInterval) -> (fraction: CGFloat, reversed: Bool) {
        guard duration > 0 else { return (1, false) }
        let cycle = elapsed / duration
        if !repeats && cycle >= (autoreverses ? 2 : 1) { return (autoreverses ? 0 : 1, false) }
        let whole = cycle.rounded(.down)
        var f = CGFloat(cycle - whole)
        var reversed = false
        if autoreverses, Int(whole) % 2 == 1 { f = 1 - f; reversed = true }
        return (f, reversed)
    }

    override func value(at time: CFTimeInterval) -> AnimatableVector {
        let elapsed = time - beginTime
        if elapsed <= 0 { return from }
        if isFinished(at: time) { return to }
        let p = phase(elapsed)
        return AnimatableVector.lerp(from, to, curve.progress(at: p.fraction))
    }

    override func velocity(at time: CFTimeInterval) -> AnimatableVector {
        let elapsed = time - beginTime
        guard elapsed > 0, duration > 0, !isFinished(at: time) else { return AnimatableVector(count: key.componentCount) }
        let p = phase(elapsed)
        let k = curve.derivative(at: p.fraction) / CGFloat(duration) * (p.reversed ? -1 : 1)
        var v = AnimatableVector(count: key.componentCount)
        for i in 0..<v.count { v[i] = (to[i] - from[i]) * k }
        return v
    }

    override func isFinished(at time: CFTimeInterval) -> Bool {
        if repeats { return false }
        return time - beginTime >= duration * (autoreverses ? 2 : 1)
    }
}

/// A spring animation, exact at any time: each component follows the closed-form solution from
/// its start displacement and velocity. It ends at `duration` when one is given (UIKit's
/// duration-based springs), else when every component has settled.
final class SpringAnimation: LayerAnimation {
    nonisolated deinit {}
    let spring: Spring
    private let solver: Spring.Solver
    let initialVelocity: AnimatableVector
    let endTime: CFTimeInterval

    init(key: AnimatableKey, from: AnimatableVector, to: AnimatableVector, beginTime: CFTimeInterval,
         spring: Spring, initialVelocity: AnimatableVector, duration: CFTimeInterval?) {
        self.spring = spring
        solver = Spring.Solver(spring)
        self.initialVelocity = initialVelocity
        var end = beginTime
        if let duration, duration.isFinite {
            end += max(duration, 0)
        } else {
            let (dx, dv) = key.restThreshold
            var longest: CGFloat = 0
            for i in 0..<from.count {
                longest = max(longest, spring.settlingTime(x0: from[i] - to[i], v0: initialVelocity[i],
                                                           displacement: dx, velocity: dv))
            }
            end += CFTimeInterval(longest)
        }
        endTime = end
        super.init(key: key, from: from, to: to, beginTime: beginTime)
    }

    override func value(at time: CFTimeInterval) -> AnimatableVector {
        let t = CGFloat(time - beginTime)
        if t <= 0 { return from }
        if time >= endTime { return to }
        let phase = solver.phase(at: t)
        var r = AnimatableVector(count: from.count)
        for i in 0..<from.count { r[i] = to[i] + phase.state(x0: from[i] - to[i], v0: initialVelocity[i]).x }
        return r
    }

    override func velocity(at time: CFTimeInterval) -> AnimatableVector {
        let t = CGFloat(time - beginTime)
        var r = AnimatableVector(count: from.count)
        if time >= endTime { return r }
        if t <= 0 { return initialVelocity }
        let phase = solver.phase(at: t)
        for i in 0..<from.count { r[i] = phase.state(x0: from[i] - to[i], v0: initialVelocity[i]).v }
        return r
    }

    override func isFinished(at time: CFTimeInterval) -> Bool { time >= endTime }
}

/// The animations one `UIView.animate` call started; its completion runs once when all of them
/// have ended, with `finished == false` if any was interrupted.
final class AnimationGroup {
    nonisolated deinit {}
    var pending = 0
    var interrupted = false
    let completion: ((Bool) -> Void)?

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func animationEnded(finished: Bool) {
        if !finished { interrupted = true }
        pending -= 1
        if pending == 0 { completion?(!interrupted) }
    }
}

/// A clock that maps frame time to an animation's own time: the interactive transition's.
protocol TransitionClock: AnyObject {
    func time(at now: CFTimeInterval) -> CFTimeInterval
}
