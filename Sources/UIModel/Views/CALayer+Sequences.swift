import Foundation

/// Animations of a path, a list of colours or a list of locations: the animation runs a place
/// in its list of values (0 the first, 1 the second …) and the layer draws the values
/// interpolated there. Paths with the same elements interpolate point by point, lists of the
/// same length item by item; anything else switches half way, as Core Animation's does.
extension CALayer {
    /// The value of a path, colours or locations drawn at clock time `time`.
    func presentedSequenceValue(_ key: AnimatableKey, at time: CFTimeInterval) -> Any? {
        guard !animations.isEmpty else { return ownSequenceValue(key) }
        let t = localTime(time)
        guard let a = animations.last(where: { $0.key == key && ($0.alwaysInEffect || $0.isInEffect(at: t)) }),
              let values = a.sequence, !values.isEmpty else { return ownSequenceValue(key) }
        return SequenceInterpolation.value(values, at: a.sample(t)[0], key: key)
    }

    /// A change of a layer's own path, colours, locations or contents: its action animates it
    /// from what was drawn (see `runAction(for:shownBefore:)`).
    func sequenceChanged(_ key: AnimatableKey, from old: Any?) {
        guard owningView == nil else { return }
        runAction(for: key, hasNewValue: ownSequenceValue(key) != nil) {
            let now = UIModelRuntime.current.clock.animationEngine.now
            return animations.contains { $0.key == key } ? presentedSequenceValue(key, at: now) : old
        }
    }

    /// The values and the forward pass of an animation of a path, colours or locations; nil
    /// (with a warning) when its values are missing or of the wrong type.
    func sequencePass(_ a: CAPropertyAnimation, key: AnimatableKey, duration: CFTimeInterval,
                      curve: CubicBezierTimingCurve) -> ([Any], LayerAnimation)? {
        let now = UIModelRuntime.current.clock.animationEngine.now
        var values: [Any]
        var pass: LayerAnimation?
        switch a {
        case let k as CAKeyframeAnimation:
            values = k.values ?? []
            let places = values.indices.map { AnimatableVector(CGFloat($0)) }
            let times = k.keyTimes?.map { CGFloat($0.doubleValue) }
            let usable = times.map { $0.count == values.count && zip($0, $0.dropFirst()).allSatisfy { $0 <= $1 } } ?? true
            pass = KeyframePass(key: key, values: places, keyTimes: usable ? times : nil, functions: (k.timingFunctions ?? []).map { $0.curve },
                                overall: curve, duration: duration, mode: k.calculationMode, tension: [], continuity: [], bias: [])
        case let b as CABasicAnimation:
            values = [b.fromValue ?? presentedSequenceValue(key, at: now) as Any, b.toValue ?? ownSequenceValue(key) as Any]
            if let spring = b as? CASpringAnimation {
                let v0 = spring.initialVelocity.isFinite ? spring.initialVelocity : 0
                pass = SpringAnimation(key: key, from: AnimatableVector(0), to: AnimatableVector(1), beginTime: 0, spring: spring.spring,
                                       initialVelocity: AnimatableVector(v0), duration: duration)
            } else {
                pass = CurveAnimation(key: key, from: AnimatableVector(0), to: AnimatableVector(1), beginTime: 0, duration: duration,
                                      curve: curve, repeats: false, autoreverses: false)
            }
        default:
            values = []
        }
        guard let pass, !values.isEmpty, values.allSatisfy({ SequenceInterpolation.isValid($0, for: key) }) else {
            UIKitWarning.log("CALayer.add: values for '\(key.keyPath)' are missing or of the wrong type (a CGPath, an array of CGColors, an array of numbers); the animation is ignored")
            return nil
        }
        return (values, pass)
    }
}

/// Interpolating paths, colour lists and location lists.
enum SequenceInterpolation {
    static func isValid(_ value: Any, for key: AnimatableKey) -> Bool {
        switch key {
        case .path: return value is CGPath
        case .contents: return value is CGImage
        case .colors: return (value as? [Any]).map { $0.allSatisfy { $0 is CGColor } } ?? false
        case .locations: return (value as? [Any]).map { $0.allSatisfy { AnimationKeyPath.number($0) != nil } } ?? false
        default: return false
        }
    }

    /// The value at place `s` in `values` (past the ends: carried on from the last span).
    static func value(_ values: [Any], at s: CGFloat, key: AnimatableKey) -> Any {
        guard values.count > 1, s.isFinite else { return values[0] }
        let i = min(max(Int(s.rounded(.down)), 0), values.count - 2)
        let f = s - CGFloat(i)
        let a = values[i], b = values[i + 1]
        switch key {
        case .path:
            guard let p = a as? CGPath, let q = b as? CGPath else { return f < 0.5 ? a : b }
            return path(p, q, f) ?? (f < 0.5 ? p : q)
        case .colors:
            guard let p = a as? [Any], let q = b as? [Any], p.count == q.count else { return f < 0.5 ? a : b }
            return zip(p, q).map { x, y -> Any in
                guard let c = x as? CGColor, let d = y as? CGColor else { return f < 0.5 ? x : y }
                let v = AnimatableVector.lerp(CALayer.vector(c), CALayer.vector(d), f)
                return CGColor(red: v[0], green: v[1], blue: v[2], alpha: min(max(v[3], 0), 1))
            }
        case .locations:
            let p = (a as? [Any])?.compactMap(AnimationKeyPath.number) ?? [], q = (b as? [Any])?.compactMap(AnimationKeyPath.number) ?? []
            guard p.count == q.count else { return f < 0.5 ? a : b }
            return zip(p, q).map { NSNumber(value: Double($0 + ($1 - $0) * f)) }
        default:
            return f < 0.5 ? a : b
        }
    }

    /// Two paths with the same elements, point by point; nil when their elements differ.
    static func path(_ p: CGPath, _ q: CGPath, _ f: CGFloat) -> CGPath? {
        guard p.elements.count == q.elements.count else { return nil }
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f) }
        var out: [CGPath.Element] = []
        out.reserveCapacity(p.elements.count)
        for (x, y) in zip(p.elements, q.elements) {
            switch (x, y) {
            case let (.moveToPoint(a), .moveToPoint(b)): out.append(.moveToPoint(mix(a, b)))
            case let (.addLineToPoint(a), .addLineToPoint(b)): out.append(.addLineToPoint(mix(a, b)))
            case let (.addQuadCurveToPoint(a, c), .addQuadCurveToPoint(b, d)): out.append(.addQuadCurveToPoint(mix(a, b), control: mix(c, d)))
            case let (.addCurveToPoint(a, c1, c2), .addCurveToPoint(b, d1, d2)):
                out.append(.addCurveToPoint(mix(a, b), control1: mix(c1, d1), control2: mix(c2, d2)))
            case (.closeSubpath, .closeSubpath): out.append(.closeSubpath)
            default: return nil
            }
        }
        return CGPath(elements: out)
    }
}
