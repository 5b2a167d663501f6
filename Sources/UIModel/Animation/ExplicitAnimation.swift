import Foundation

/// Core Animation's timing of one explicit animation: how local time (since its begin time)
/// maps to the time of one forward pass, over repeats and reverses, and what shows outside
/// its active time.
struct MediaTiming {
    /// One forward pass.
    let duration: CFTimeInterval
    let autoreverses: Bool
    /// From the begin time to the end of the last pass (`.infinity` when it repeats for ever).
    let activeDuration: CFTimeInterval
    let fillsBackwards: Bool
    let fillsForwards: Bool

    init(_ a: CAAnimation) {
        duration = a.duration > 0 && a.duration.isFinite ? a.duration : CAAnimation.defaultDuration
        autoreverses = a.autoreverses
        let cycle = duration * (autoreverses ? 2 : 1)
        if a.repeatCount > 0, !a.repeatCount.isNaN {
            activeDuration = a.repeatCount.isInfinite ? .infinity : cycle * CFTimeInterval(a.repeatCount)
        } else if a.repeatDuration > 0, !a.repeatDuration.isNaN {
            activeDuration = a.repeatDuration
        } else {
            activeDuration = cycle
        }
        fillsBackwards = a.fillMode.fillsBackwards
        fillsForwards = a.fillMode.fillsForwards
    }

    /// The time within a forward pass at local time `t` (clamped to the active time: at or
    /// after the end, the end's), and whether the pass there runs backwards.
    func passTime(_ t: CFTimeInterval) -> (time: CFTimeInterval, reversed: Bool) {
        let cycle = duration * (autoreverses ? 2 : 1)
        let local = min(max(t, 0), activeDuration)
        var u = local.truncatingRemainder(dividingBy: cycle)
        // The end of a whole number of cycles is the end of the last one, not the start of the next.
        if u == 0, local > 0, local >= activeDuration { u = cycle }
        if autoreverses, u > duration { return (2 * duration - u, true) }
        return (u, false)
    }
}

/// A layer animation added with `CALayer.add(_:forKey:)`: a curve or spring run through the
/// animation's `MediaTiming`, under its key, telling its delegate when it starts and stops.
final class ExplicitAnimation: LayerAnimation {
    nonisolated deinit {}
    /// The forward pass, beginning at time 0.
    let pass: LayerAnimation
    let timing: MediaTiming
    /// The copy the layer holds (`animation(forKey:)` returns it; the delegate is told about it).
    let animation: CAAnimation
    let removedOnCompletion: Bool

    init(key: AnimatableKey, name: String?, pass: LayerAnimation, beginTime: CFTimeInterval, animation: CAAnimation) {
        self.pass = pass
        self.animation = animation
        timing = MediaTiming(animation)
        removedOnCompletion = animation.isRemovedOnCompletion
        super.init(key: key, from: pass.from, to: pass.to, beginTime: beginTime)
        self.name = name
        isExplicit = true
        alwaysInEffect = false
        awaitsStart = true
        allowsUserInteraction = true
    }

    override func value(at time: CFTimeInterval) -> AnimatableVector { pass.value(at: timing.passTime(time - beginTime).time) }

    override func velocity(at time: CFTimeInterval) -> AnimatableVector {
        let local = time - beginTime
        guard local > 0, local < timing.activeDuration else { return AnimatableVector(count: key.componentCount) }
        let p = timing.passTime(local)
        var v = pass.velocity(at: p.time)
        if p.reversed { for i in 0..<v.count { v[i] = -v[i] } }
        return v
    }

    override func isFinished(at time: CFTimeInterval) -> Bool { time - beginTime >= timing.activeDuration }

    override func isInEffect(at time: CFTimeInterval) -> Bool {
        let local = (clock?.time(at: time) ?? time) - beginTime
        if local < 0 { return timing.fillsBackwards }
        if local >= timing.activeDuration { return timing.fillsForwards }
        return true
    }

    override func started() { animation.delegate?.animationDidStart(animation) }

    override func ended(finished: Bool) {
        super.ended(finished: finished)
        animation.delegate?.animationDidStop(animation, finished: finished)
    }
}
