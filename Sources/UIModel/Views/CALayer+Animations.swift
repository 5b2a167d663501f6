import Foundation

/// Core Animation's animation dictionary: explicit animations under their keys, and the view
/// animations `UIView.animate` adds, under their key paths ("position", "opacity", …).
extension CALayer {
    /// Adds a copy of `anim` under `key`, in place of any animation under the same key (a nil
    /// key adds it under none). A key path this simulator does not animate, or a value of the
    /// wrong type, is reported once as a warning and that animation is not added (Core
    /// Animation ignores it too).
    func baseAdd(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        let engine = UIModelRuntime.current.clock.animationEngine
        // A begin time of 0 is now, in the layer's time (Core Animation sets it on adding).
        if !(copy.beginTime > 0 && copy.beginTime.isFinite) { copy.beginTime = localTime(engine.now) }
        if let transition = copy as? CATransition { return addTransition(transition, forKey: key) }
        var made: [ExplicitAnimation] = []
        if let group = copy as? CAAnimationGroup {
            let shared = ExplicitGroup(timing: MediaTiming(group), beginTime: copy.beginTime, animation: copy)
            for child in group.animations ?? [] {
                made += explicitAnimations(for: child, name: key, owner: copy, group: shared)
            }
        } else {
            made = explicitAnimations(for: copy, name: key, owner: copy, group: nil)
        }
        guard !made.isEmpty else { return }
        engine.add(made, named: key, to: self)
    }

    /// The running animations one property animation (alone, or a group's child) becomes: one,
    /// or two for a path with a rotation mode (the position and the turn).
    private func explicitAnimations(for a: CAAnimation, name: String?, owner: CAAnimation,
                                    group: ExplicitGroup?) -> [ExplicitAnimation] {
        guard let property = a as? CAPropertyAnimation, let path = property.valueFunction.map({ _ in
            AnimationKeyPath(key: .transform, components: .max, value: .whole, function: property.valueFunction)
        }) ?? AnimationKeyPath.named(property.keyPath), property.valueFunction == nil || property.keyPath == "transform" else {
            let what = a is CAAnimationGroup ? "a group inside a group" : "key path '\((a as? CAPropertyAnimation)?.keyPath ?? "nil")'"
            UIKitWarning.log("CALayer.add: unsupported animation (\(what)); it is ignored")
            return []
        }
        let timing = MediaTiming(a)
        let curve = a.timingFunction?.curve ?? .linear
        var passes: [(pass: LayerAnimation, mask: UInt16)] = []
        var sequence: [Any]?
        if path.key.isSequence {
            guard let (values, pass) = sequencePass(property, key: path.key, duration: timing.duration, curve: curve) else { return [] }
            sequence = values
            passes = [(pass, .max)]
        } else {
        switch property {
        case let keyframe as CAKeyframeAnimation:
            passes = keyframePasses(keyframe, path: path, duration: timing.duration, curve: curve)
        case let basic as CABasicAnimation:
            guard let (from, to) = endpoints(basic, path: path) else {
                UIKitWarning.log("CALayer.add: values for '\(basic.keyPath ?? "")' are missing or of the wrong type; the animation is ignored")
                return []
            }
            if let spring = basic as? CASpringAnimation {
                var v = AnimatableVector(count: from.count)
                let v0 = spring.initialVelocity.isFinite ? spring.initialVelocity : 0
                for i in 0..<v.count { v[i] = v0 * (to[i] - from[i]) }
                passes = [(SpringAnimation(key: path.key, from: from, to: to, beginTime: 0, spring: spring.spring,
                                           initialVelocity: v, duration: timing.duration), path.components)]
            } else {
                passes = [(CurveAnimation(key: path.key, from: from, to: to, beginTime: 0, duration: timing.duration,
                                          curve: curve, repeats: false, autoreverses: false), path.components)]
            }
        default:
            UIKitWarning.log("CALayer.add: a bare CAPropertyAnimation has no values; it is ignored")
            return []
        }
        }
        let begin = group == nil ? owner.beginTime : (a.beginTime.isFinite ? a.beginTime : 0)
        return passes.map { pass, mask in
            let e = ExplicitAnimation(key: pass.key, name: name, pass: pass, beginTime: begin, animation: owner, timing: timing,
                                      parent: group, cumulative: property.isCumulative, additive: property.isAdditive)
            e.components = mask
            e.sequence = sequence
            return e
        }
    }

    /// What an additive animation's missing values stand for: nothing added.
    private func neutral(_ key: AnimatableKey) -> AnimatableVector {
        key == .transform ? DecomposedTransform.vector(CATransform3D.identity) : AnimatableVector(count: key.componentCount)
    }

    /// A basic animation's start and end, from `fromValue`, `toValue` and `byValue` as Core
    /// Animation combines them; nil when a value is of the wrong type.
    private func endpoints(_ b: CABasicAnimation, path: AnimationKeyPath) -> (AnimatableVector, AnimatableVector)? {
        let k = path.key
        let now = UIModelRuntime.current.clock.animationEngine.now
        let current = b.isAdditive ? neutral(k) : presentationVector(k, at: now)
        let model = b.isAdditive ? neutral(k) : modelVector(k)
        func read(_ value: Any?, base: AnimatableVector) -> AnimatableVector?? {
            guard let value else { return .some(nil) }
            guard let v = path.vector(value, base: base), v.isFinite else { return nil }
            return .some(v)
        }
        guard let from = read(b.fromValue, base: current), let to = read(b.toValue, base: model),
              let by = read(b.byValue, base: neutral(k)) else { return nil }
        func plus(_ a: AnimatableVector, _ d: AnimatableVector, _ sign: CGFloat) -> AnimatableVector {
            var signed = d
            if k == .transform && path.components == .max && sign < 0 {
                // Taking a transform away: the inverse step (scales divide).
                for i in 0..<signed.count { signed[i] = -d[i] }
                for i in DecomposedTransform.scale..<DecomposedTransform.scale + 3 { signed[i] = d[i] != 0 ? 1 / d[i] : 1 }
            } else if sign < 0 {
                for i in 0..<signed.count { signed[i] = -d[i] }
            }
            return LayerAppearance.combine(a, signed, path.components, true, key: k)
        }
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, d?): return (f, plus(f, d, 1))
        case let (nil, t?, d?): return (plus(t, d, -1), t)
        case let (f?, nil, nil): return (f, current)
        case let (nil, t?, nil): return (current, t)
        case let (nil, nil, d?): return (current, plus(current, d, 1))
        case (nil, nil, nil): return (current, model)
        }
    }

    /// A keyframe animation's passes: through its values, or along its path (and turning with it).
    private func keyframePasses(_ k: CAKeyframeAnimation, path: AnimationKeyPath, duration: CFTimeInterval,
                                curve: CubicBezierTimingCurve) -> [(pass: LayerAnimation, mask: UInt16)] {
        let key = path.key
        if let shape = k.path {
            guard key == .position || key == .anchorPoint, path.components == .max else {
                UIKitWarning.log("CAKeyframeAnimation: a path animates a point (position, anchorPoint), not '\(k.keyPath ?? "")'; it is ignored")
                return []
            }
            var passes: [(LayerAnimation, UInt16)] = [(PathPass(path: shape, key: key, base: modelVector(key), duration: duration,
                                                                 overall: curve, angleOffset: nil), .max)]
            if let mode = k.rotationMode {
                let turn = PathPass(path: shape, key: .transform, base: modelVector(.transform), duration: duration, overall: curve,
                                    angleOffset: mode == .rotateAutoReverse ? .pi : 0)
                passes.append((turn, 1 << UInt16(DecomposedTransform.rotation + 2)))
            }
            return passes
        }
        let base = k.isAdditive ? neutral(key) : modelVector(key)
        let vectors = (k.values ?? []).map { path.vector($0, base: base) }
        guard !vectors.isEmpty, vectors.allSatisfy({ $0?.isFinite == true }) else {
            UIKitWarning.log("CAKeyframeAnimation: values for '\(k.keyPath ?? "")' are missing or of the wrong type; it is ignored")
            return []
        }
        let values = vectors.compactMap { $0 }
        var keyTimes = k.keyTimes?.map { CGFloat($0.doubleValue) }
        if let times = keyTimes, k.calculationMode != .paced, k.calculationMode != .cubicPaced {
            let counts = k.calculationMode == .discrete ? [values.count, values.count + 1] : [values.count]
            let ordered = zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
            if !counts.contains(times.count) || !ordered || !times.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) {
                UIKitWarning.log("CAKeyframeAnimation: \(times.count) keyTimes for \(values.count) values (or not rising from 0 to 1); the values are spread evenly")
                keyTimes = nil
            }
        }
        let functions = (k.timingFunctions ?? []).map { Optional($0.curve) }
        func numbers(_ a: [NSNumber]?) -> [CGFloat] { (a ?? []).map { CGFloat($0.doubleValue) } }
        let pass = KeyframePass(key: key, values: values, keyTimes: keyTimes, functions: functions, overall: curve,
                                duration: duration, mode: k.calculationMode, tension: numbers(k.tensionValues),
                                continuity: numbers(k.continuityValues), bias: numbers(k.biasValues))
        return [(pass, path.components)]
    }

    /// The animation under `key`: the copy an explicit animation was added as, or for a view
    /// animation a description of it (a `CABasicAnimation`, or a `CASpringAnimation` for a spring).
    func baseAnimation(forKey key: String) -> CAAnimation? {
        guard let a = animations.last(where: { $0.keyName == key }) else { return nil }
        if let explicit = a as? ExplicitAnimation { return explicit.animation }
        let description: CABasicAnimation
        if let s = a as? SpringAnimation {
            let spring = CASpringAnimation()
            spring.mass = s.spring.mass; spring.stiffness = s.spring.stiffness; spring.damping = s.spring.damping
            spring.duration = s.endTime - s.beginTime
            description = spring
        } else {
            description = CABasicAnimation()
            if let c = a as? CurveAnimation { description.duration = c.duration }
        }
        description.keyPath = a.key.keyPath
        description.fromValue = AnimationKeyPath.value(a.from, for: a.key)
        description.toValue = AnimationKeyPath.value(a.to, for: a.key)
        description.beginTime = a.beginTime
        return description
    }

    /// Removes the animation under `key`; its delegate (or its block's completion) hears it did
    /// not finish.
    func baseRemoveAnimation(forKey key: String) {
        UIModelRuntime.current.clock.animationEngine.removeAnimation(named: key, from: self)
    }

    /// Removes every animation; those still running end with `finished == false`.
    func baseRemoveAllAnimations() {
        UIModelRuntime.current.clock.animationEngine.removeAllAnimations(from: self)
    }

    /// The keys of the animations on the layer, in the order they were added; nil when none.
    /// An animation added under a nil key has none; a group's children share its key.
    func baseAnimationKeys() -> [String]? {
        var keys: [String] = []
        for name in animations.compactMap(\.keyName) where keys.last != name { keys.append(name) }
        return keys.isEmpty ? nil : keys
    }
}
