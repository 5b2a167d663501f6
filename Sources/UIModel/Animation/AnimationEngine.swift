import Foundation

/// Runs the layers' animations on the animation clock: the app advances it once per frame (after
/// display links fire); finished animations are removed (or kept, held, when an explicit one
/// asks) and their completions and delegates called. Nothing here reads the wall clock, and a
/// steady frame does not allocate.
final class AnimationEngine {
    nonisolated deinit {}
    /// The animation clock: the timestamp of the current frame.
    private(set) var now: CFTimeInterval = 0
    /// The layers with an animation still running (held ones do not count).
    private var layers: [CALayer] = []
    /// Animations that began or ended in this tick: told after the scan (they may add more).
    private var startedAnimations: [LayerAnimation] = []
    private var finishedAnimations: [LayerAnimation] = []
    /// Completions of animation blocks that changed nothing: they run on the next frame.
    private var emptyGroups: [AnimationGroup] = []

    /// True while an animation runs or a finished or empty animation block's completion waits.
    var isActive: Bool { !layers.isEmpty || !emptyGroups.isEmpty }

    /// The number of animations running.
    var runningCount: Int { layers.reduce(0) { $0 + $1.animations.count(where: { !$0.isHeld }) } }

    /// While an interactive transition's animator runs, the animations it starts go on its clock.
    var captureClock: InteractiveTransitionDriver?

    /// Adds `animation` to `layer`, in place of the one under the same key (a view animation's
    /// key is its key path).
    /// Runs `body` with the animations it starts on `clock`.
    func capturing(on clock: InteractiveTransitionDriver?, _ body: () -> Void) {
        let outer = captureClock
        captureClock = clock
        defer { captureClock = outer }
        body()
    }

    func add(_ animation: LayerAnimation, to layer: CALayer) {
        if let name = animation.keyName { removeAnimation(named: name, from: layer) }
        captureClock?.capture(animation, on: layer)
        layer.animations.append(animation)
        if animation.key == .opacity { DisplayChanges.note() }
        if !layer.isInAnimationEngine {
            layer.isInAnimationEngine = true
            layers.append(layer)
        }
    }

    /// Adds the running animations one explicit animation became (a group's children, a path
    /// and its turn) under one key, in place of what was under it.
    func add(_ animations: [LayerAnimation], named name: String?, to layer: CALayer) {
        if let name { removeAnimation(named: name, from: layer) }
        for a in animations {
            captureClock?.capture(a, on: layer)
            layer.animations.append(a)
            if a.key == .opacity { DisplayChanges.note() }
        }
        if !layer.isInAnimationEngine {
            layer.isInAnimationEngine = true
            layers.append(layer)
        }
    }

    /// Removes the view animation of `key`, if any (a new model value outside an animation
    /// block); explicit animations of the property stay, as in Core Animation.
    func removeAnimation(for key: AnimatableKey, from layer: CALayer, finished: Bool) {
        guard let i = layer.animations.firstIndex(where: { $0.key == key && !$0.isExplicit }) else { return }
        remove(at: i, from: layer, finished: finished)
    }

    /// Removes `animation` from `layer`, if it is there.
    func remove(_ animation: LayerAnimation, from layer: CALayer, finished: Bool) {
        guard let i = layer.animations.firstIndex(where: { $0 === animation }) else { return }
        remove(at: i, from: layer, finished: finished)
    }

    /// Removes the animation under `name` (`removeAnimation(forKey:)`).
    func removeAnimation(named name: String, from layer: CALayer) {
        while let i = layer.animations.firstIndex(where: { $0.keyName == name }) {
            remove(at: i, from: layer, finished: false)
        }
    }

    /// Takes out the layer's animation at `i`; one still running (not held) hears it ended.
    private func remove(at i: Int, from layer: CALayer, finished: Bool) {
        let a = layer.animations.remove(at: i)
        if !a.isHeld { a.ended(finished: finished) }
    }

    /// Removes every animation of the layer; those still running end unfinished.
    func removeAllAnimations(from layer: CALayer) {
        let all = layer.animations
        layer.animations.removeAll()
        for a in all where !a.isHeld { a.ended(finished: false) }
    }

    func scheduleCompletion(_ group: AnimationGroup) { emptyGroups.append(group) }

    /// Advances the clock to `time` and ends the animations that are done.
    func tick(to time: CFTimeInterval) {
        if time.isFinite, time > now { now = time }
        var anyStopped = false
        // The layers and animations are held by `layers` and the layers' arrays, so the scan
        // reads them without a retain and a release each; an animation is retained only when
        // it is taken out.
        for i in layers.indices {
            Unmanaged.passUnretained(layers[i])._withUnsafeGuaranteedRef { layer in
                var j = 0, running = 0
                let t = layer.localTime(now)
                while j < layer.animations.count {
                    let (held, starts, done) = Unmanaged.passUnretained(layer.animations[j])._withUnsafeGuaranteedRef {
                        ($0.isHeld, $0.awaitsStart && $0.hasBegun(at: t), $0.isDone(t))
                    }
                    if held { j += 1; continue }
                    if starts {
                        let a = layer.animations[j]
                        a.awaitsStart = false
                        startedAnimations.append(a)
                    }
                    if !done {
                        running += 1
                        j += 1
                    } else if let explicit = layer.animations[j] as? ExplicitAnimation, !explicit.removedOnCompletion {
                        explicit.isHeld = true
                        finishedAnimations.append(explicit)
                        j += 1
                    } else {
                        finishedAnimations.append(layer.animations.remove(at: j))
                    }
                }
                if running == 0 { anyStopped = true }
            }
        }
        if anyStopped {
            for l in layers where !l.animations.contains(where: { !$0.isHeld }) { l.isInAnimationEngine = false }
            layers.removeAll { !$0.isInAnimationEngine }
        }
        // Delegates and completions run last: they may start new animations.
        if !startedAnimations.isEmpty {
            let started = startedAnimations
            startedAnimations.removeAll(keepingCapacity: true)
            for a in started { a.started() }
        }
        if !finishedAnimations.isEmpty {
            let finished = finishedAnimations
            finishedAnimations.removeAll(keepingCapacity: true)
            for a in finished { a.ended(finished: true) }
        }
        if !emptyGroups.isEmpty {
            let groups = emptyGroups
            emptyGroups.removeAll(keepingCapacity: true)
            for g in groups { g.completion?(true) }
        }
    }
}
