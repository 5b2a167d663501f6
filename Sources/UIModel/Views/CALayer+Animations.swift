import Foundation

/// Core Animation's animation dictionary: explicit animations under their keys, and the view
/// animations `UIView.animate` adds, under their key paths ("position", "opacity", …).
extension CALayer {
    static let animatableKeyPaths: [String: AnimatableKey] = Dictionary(
        uniqueKeysWithValues: AnimatableKey.allCases.map { ($0.keyPath, $0) })

    private static func vector(_ value: Any?, for key: AnimatableKey) -> AnimatableVector? {
        switch (key, value) {
        case (.position, let p as CGPoint): return AnimatableVector(p.x, p.y)
        case (.bounds, let r as CGRect): return vector(r)
        case (.transform, let t as CGAffineTransform): return DecomposedTransform.vector(t)
        case (.backgroundColor, let c as CGColor), (.borderColor, let c as CGColor): return vector(c)
        case (.opacity, let n), (.cornerRadius, let n), (.borderWidth, let n), (.shadowOpacity, let n),
             (.strokeStart, let n), (.strokeEnd, let n):
            if let d = n as? CGFloat { return AnimatableVector(d) }
            if let d = n as? Double { return AnimatableVector(CGFloat(d)) }
            if let f = n as? Float { return AnimatableVector(CGFloat(f)) }
            if let i = n as? Int { return AnimatableVector(CGFloat(i)) }
            return nil
        default: return nil
        }
    }

    /// A key path's value as Core Animation hands it out (the inverse of `vector(_:for:)`).
    private static func value(_ v: AnimatableVector, for key: AnimatableKey) -> Any {
        switch key {
        case .position: return CGPoint(x: v[0], y: v[1])
        case .bounds: return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
        case .transform: return DecomposedTransform.transform(v)
        case .backgroundColor, .borderColor: return CGColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
        case .opacity, .shadowOpacity: return Float(v[0])
        case .cornerRadius, .borderWidth, .strokeStart, .strokeEnd: return v[0]
        }
    }

    /// Adds a copy of `anim` under `key`, in place of any animation under the same key (a nil
    /// key adds it under none). A key path this simulator does not animate, or a value of the
    /// wrong type, is reported on standard error and nothing is added.
    func baseAdd(_ anim: CAAnimation, forKey key: String?) {
        guard let basic = anim.copy() as? CABasicAnimation, let path = basic.keyPath, let k = Self.animatableKeyPaths[path] else {
            UIKitWarning.log("CALayer.add: unsupported animation or key path '\((anim as? CAPropertyAnimation)?.keyPath ?? "nil")'")
            return
        }
        let engine = UIApplication.shared.animationEngine
        let from = basic.fromValue.map { Self.vector($0, for: k) } ?? presentationVector(k, at: engine.now)
        let to = basic.toValue.map { Self.vector($0, for: k) } ?? modelVector(k)
        guard let from, let to, from.isFinite, to.isFinite else {
            UIKitWarning.log("CALayer.add: values for '\(path)' are missing or of the wrong type")
            return
        }
        let timing = MediaTiming(basic)
        let pass: LayerAnimation
        if let spring = basic as? CASpringAnimation {
            var v = AnimatableVector(count: from.count)
            let v0 = spring.initialVelocity.isFinite ? spring.initialVelocity : 0
            for i in 0..<v.count { v[i] = v0 * (to[i] - from[i]) }
            pass = SpringAnimation(key: k, from: from, to: to, beginTime: 0, spring: spring.spring,
                                   initialVelocity: v, duration: timing.duration)
        } else {
            pass = CurveAnimation(key: k, from: from, to: to, beginTime: 0, duration: timing.duration,
                                  curve: basic.timingFunction?.curve ?? .linear, repeats: false, autoreverses: false)
        }
        let begin = basic.beginTime > 0 && basic.beginTime.isFinite ? basic.beginTime : engine.now
        basic.beginTime = begin
        engine.add(ExplicitAnimation(key: k, name: key, pass: pass, beginTime: begin, animation: basic), to: self)
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
        description.fromValue = Self.value(a.from, for: a.key)
        description.toValue = Self.value(a.to, for: a.key)
        description.beginTime = a.beginTime
        return description
    }

    /// Removes the animation under `key`; its delegate (or its block's completion) hears it did
    /// not finish.
    func baseRemoveAnimation(forKey key: String) {
        UIApplication.shared.animationEngine.removeAnimation(named: key, from: self)
    }

    /// Removes every animation; those still running end with `finished == false`.
    func baseRemoveAllAnimations() {
        UIApplication.shared.animationEngine.removeAllAnimations(from: self)
    }

    /// The keys of the animations on the layer, in the order they were added; nil when none.
    /// An animation added under a nil key has none.
    func baseAnimationKeys() -> [String]? {
        let keys = animations.compactMap(\.keyName)
        return keys.isEmpty ? nil : keys
    }
}
