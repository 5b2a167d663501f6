import Foundation

/// Core Animation's timing of one explicit animation: how its parent's time (its layer's, or
/// its group's) maps to its local time (from `beginTime`, at `speed`, `timeOffset` in), and
/// local time to the time of one forward pass, over repeats and reverses, and what shows
/// outside its active time.
struct MediaTiming {
    /// One forward pass.
    let duration: CFTimeInterval
    let autoreverses: Bool
    /// From the begin time to the end of the last pass (`.infinity` when it repeats for ever).
    let activeDuration: CFTimeInterval
    let fillsBackwards: Bool
    let fillsForwards: Bool
    let speed: CFTimeInterval
    let timeOffset: CFTimeInterval

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
        speed = a.speed.isFinite ? CFTimeInterval(a.speed) : 1
        timeOffset = a.timeOffset.isFinite ? a.timeOffset : 0
    }

    /// Local time at parent time `t` for an animation that began at `begin`.
    func local(_ t: CFTimeInterval, begin: CFTimeInterval) -> CFTimeInterval { (t - begin) * speed + timeOffset }

    /// Whether the animation shows at local time `t` (its fill mode outside its active time).
    func isInEffect(_ t: CFTimeInterval) -> Bool {
        if t < 0 { return fillsBackwards }
        if t >= activeDuration { return fillsForwards }
        return true
    }

    /// The time within a forward pass at local time `t` (clamped to the active time: at or
    /// after the end, the end's), whether the pass there runs backwards, and which cycle it is.
    func passTime(_ t: CFTimeInterval) -> (time: CFTimeInterval, reversed: Bool, cycle: Int) {
        let cycle = duration * (autoreverses ? 2 : 1)
        let local = min(max(t, 0), activeDuration)
        var u = local.truncatingRemainder(dividingBy: cycle)
        var index = (local / cycle).rounded(.down)
        // The end of a whole number of cycles is the end of the last one, not the start of the next.
        if u == 0, local > 0, local >= activeDuration { u = cycle; index -= 1 }
        let n = index.isFinite ? Int(max(min(index, 1e9), 0)) : 0
        if autoreverses, u > duration { return (2 * duration - u, true, n) }
        return (u, false, n)
    }
}

/// What a group's children share: the group's timing and begin time, and its delegate's
/// bookkeeping (told once that it started, once that it stopped).
final class ExplicitGroup {
    nonisolated deinit {}
    let timing: MediaTiming
    let beginTime: CFTimeInterval
    let animation: CAAnimation
    var started = false
    var pending = 0
    var interrupted = false

    init(timing: MediaTiming, beginTime: CFTimeInterval, animation: CAAnimation) {
        self.timing = timing; self.beginTime = beginTime; self.animation = animation
    }
}

/// A layer animation added with `CALayer.add(_:forKey:)`: a curve, spring, keyframe or path
/// pass run through the animation's `MediaTiming` (inside its group's, for a group's child),
/// under its key, telling its delegate when it starts and stops. Times are the layer's.
final class ExplicitAnimation: LayerAnimation {
    nonisolated deinit {}
    /// The forward pass, beginning at time 0.
    let pass: LayerAnimation
    let timing: MediaTiming
    /// The copy the layer holds (`animation(forKey:)` returns it; the delegate is told about
    /// it): the group, for a group's child.
    let animation: CAAnimation
    let removedOnCompletion: Bool
    /// For a group's child: the group (its times are inside the group's local time).
    let parent: ExplicitGroup?
    /// Added to the value for each cycle past the first (`isCumulative`): the pass's change.
    let perCycle: AnimatableVector?

    init(key: AnimatableKey, name: String?, pass: LayerAnimation, beginTime: CFTimeInterval, animation: CAAnimation,
         timing: MediaTiming? = nil, parent: ExplicitGroup? = nil, cumulative: Bool = false, additive: Bool = false) {
        self.pass = pass
        self.animation = animation
        self.timing = timing ?? MediaTiming(animation)
        self.parent = parent
        removedOnCompletion = (parent?.animation ?? animation).isRemovedOnCompletion
        if cumulative {
            var d = AnimatableVector(count: pass.to.count)
            for i in 0..<d.count { d[i] = pass.to[i] - pass.from[i] }
            perCycle = d
        } else {
            perCycle = nil
        }
        super.init(key: key, from: pass.from, to: pass.to, beginTime: beginTime)
        self.name = name
        isExplicit = true
        isAdditive = additive
        alwaysInEffect = false
        awaitsStart = true
        allowsUserInteraction = true
        parent?.pending += 1
    }

    /// The animation's own local time at layer time `time`; nil while its group shows nothing.
    private func localTime(_ time: CFTimeInterval) -> CFTimeInterval? {
        guard let parent else { return timing.local(time, begin: beginTime) }
        let groupLocal = parent.timing.local(time, begin: parent.beginTime)
        guard parent.timing.isInEffect(groupLocal) else { return nil }
        return timing.local(parent.timing.passTime(groupLocal).time, begin: beginTime)
    }

    override func value(at time: CFTimeInterval) -> AnimatableVector {
        let p = timing.passTime(localTime(time) ?? 0)
        var v = pass.value(at: p.time)
        if let perCycle, p.cycle > 0 {
            for i in 0..<v.count { v[i] += perCycle[i] * CGFloat(p.cycle) }
        }
        return v
    }

    override func velocity(at time: CFTimeInterval) -> AnimatableVector {
        guard let local = localTime(time), local > 0, local < timing.activeDuration else { return AnimatableVector(count: key.componentCount) }
        let p = timing.passTime(local)
        var v = pass.velocity(at: p.time)
        if p.reversed { for i in 0..<v.count { v[i] = -v[i] } }
        return v
    }

    override func isFinished(at time: CFTimeInterval) -> Bool {
        if let parent { return parent.timing.local(time, begin: parent.beginTime) >= parent.timing.activeDuration }
        return timing.local(time, begin: beginTime) >= timing.activeDuration
    }

    override func isInEffect(at time: CFTimeInterval) -> Bool {
        let t = clock?.time(at: time) ?? time
        guard let local = localTime(t) else { return false }
        return timing.isInEffect(local)
    }

    override func hasBegun(at time: CFTimeInterval) -> Bool { (parent?.beginTime ?? beginTime) <= time }

    override func started() {
        if let parent {
            guard !parent.started else { return }
            parent.started = true
        }
        animation.delegate?.animationDidStart(animation)
    }

    override func ended(finished: Bool) {
        super.ended(finished: finished)
        if let parent {
            if !finished { parent.interrupted = true }
            parent.pending -= 1
            guard parent.pending == 0 else { return }
            animation.delegate?.animationDidStop(animation, finished: !parent.interrupted)
            return
        }
        animation.delegate?.animationDidStop(animation, finished: finished)
    }
}
