import Foundation

/// Runs the layers' animations on the animation clock: the app advances it once per frame (after
/// display links fire); finished animations are removed and their completions called. Nothing
/// here reads the wall clock, and a steady frame does not allocate.
final class AnimationEngine {
    /// The animation clock: the timestamp of the current frame.
    private(set) var now: CFTimeInterval = 0
    private var layers: [CALayer] = []
    private var finishedGroups: [AnimationGroup] = []
    /// Completions of animation blocks that changed nothing: they run on the next frame.
    private var emptyGroups: [AnimationGroup] = []

    /// True while an animation runs or a finished or empty animation block's completion waits.
    var isActive: Bool { !layers.isEmpty || !finishedGroups.isEmpty || !emptyGroups.isEmpty }

    /// The number of animations running.
    var runningCount: Int { layers.reduce(0) { $0 + $1.animations.count } }

    /// While an interactive transition's animator runs, the animations it starts go on its clock.
    var captureClock: InteractiveTransitionDriver?

    func add(_ animation: LayerAnimation, to layer: CALayer) {
        removeAnimation(for: animation.key, from: layer, finished: false)
        captureClock?.capture(animation, on: layer)
        layer.animations.append(animation)
        if !layer.isInAnimationEngine {
            layer.isInAnimationEngine = true
            layers.append(layer)
        }
    }

    func removeAnimation(for key: AnimatableKey, from layer: CALayer, finished: Bool) {
        guard let i = layer.animations.firstIndex(where: { $0.key == key }) else { return }
        let a = layer.animations.remove(at: i)
        a.group?.animationEnded(finished: finished)
    }

    func scheduleCompletion(_ group: AnimationGroup) { emptyGroups.append(group) }

    /// Advances the clock to `time` and ends the animations that are done.
    func tick(to time: CFTimeInterval) {
        if time.isFinite, time > now { now = time }
        var anyEmptied = false
        // The layers and animations are held by `layers` and the layers' arrays, so the scan
        // reads them without a retain and a release each; an animation is retained only when
        // it is taken out.
        for i in layers.indices {
            Unmanaged.passUnretained(layers[i])._withUnsafeGuaranteedRef { layer in
                var j = 0
                while j < layer.animations.count {
                    let done = Unmanaged.passUnretained(layer.animations[j])._withUnsafeGuaranteedRef { $0.isDone(now) }
                    if done {
                        let a = layer.animations.remove(at: j)
                        if let g = a.group { finishedGroups.append(g) }
                    } else {
                        j += 1
                    }
                }
                if layer.animations.isEmpty { anyEmptied = true }
            }
        }
        if anyEmptied {
            for l in layers where l.animations.isEmpty { l.isInAnimationEngine = false }
            layers.removeAll { $0.animations.isEmpty }
        }
        // Completions run last: they may start new animations.
        if !finishedGroups.isEmpty {
            let groups = finishedGroups
            finishedGroups.removeAll(keepingCapacity: true)
            for g in groups { g.animationEnded(finished: true) }
        }
        if !emptyGroups.isEmpty {
            let groups = emptyGroups
            emptyGroups.removeAll(keepingCapacity: true)
            for g in groups { g.completion?(true) }
        }
    }
}
