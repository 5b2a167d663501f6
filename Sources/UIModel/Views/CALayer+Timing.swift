import Foundation

/// Layer time: each layer's local time comes from its superlayer's (a view's layer: its
/// superview's layer's) through its `beginTime`, `speed` and `timeOffset`; the root's parent
/// time is the animation clock (`CACurrentMediaTime()`).
extension CALayer {
    func timingChanged() {
        let valid = beginTime.isFinite && speed.isFinite && timeOffset.isFinite
        if !valid {
            UIKitWarning.log("CALayer timing: beginTime, speed and timeOffset must be finite; the layer keeps the clock's time")
        }
        hasOwnTiming = valid && (beginTime != 0 || speed != 1 || timeOffset != 0)
        setNeedsLayerTimeRedraw()
    }

    /// The layer whose local time this layer's comes from.
    var timeParent: CALayer? { superlayer ?? owningView?.superview?.layer }

    /// The layer's local time at clock time `t`.
    func localTime(_ t: CFTimeInterval) -> CFTimeInterval {
        var chain: [CALayer] = []
        var l: CALayer? = self
        while let cur = l {
            if cur.hasOwnTiming { chain.append(cur) }
            l = cur.timeParent
        }
        var time = t
        for layer in chain.reversed() { time = layer.ownTime(fromParent: time) }
        return time
    }

    /// Clock time for the layer's local time `t` (nil when a stopped layer makes it ambiguous).
    func clockTime(_ t: CFTimeInterval) -> CFTimeInterval? {
        var time = t
        var l: CALayer? = self
        while let cur = l {
            if cur.hasOwnTiming {
                guard cur.speed != 0 else { return nil }
                time = (time - cur.timeOffset) / CFTimeInterval(cur.speed) + cur.beginTime
            }
            l = cur.timeParent
        }
        return time
    }

    private func ownTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * CFTimeInterval(speed) + timeOffset
    }

    /// `t` in `layer`'s local time (nil: the clock's) as this layer's local time.
    nonisolated public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        withMainActorState(self, layer) { me, layer in
            let clock = layer.map { $0.clockTime(t) ?? $0.beginTime } ?? t
            return me.localTime(clock)
        }
    }

    /// This layer's local time `t` as `layer`'s (nil: the clock's).
    nonisolated public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        withMainActorState(self, layer) { me, layer in
            let clock = me.clockTime(t) ?? me.beginTime
            return layer?.localTime(clock) ?? clock
        }
    }

    /// A change of timing moves the layer's animations in time: they are drawn again.
    private func setNeedsLayerTimeRedraw() {
        if owningView != nil || !animations.isEmpty { UIModelRuntime.current.windowSystem.displayRequested = true; DisplayChanges.note() }
    }
}
