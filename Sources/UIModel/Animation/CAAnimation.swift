import Foundation

/// Core Animation's timing function.
public final class CAMediaTimingFunction {
    public struct Name: Hashable, Sendable {
        public let rawValue: String
        public static let linear = Name(rawValue: "linear")
        public static let easeIn = Name(rawValue: "easeIn")
        public static let easeOut = Name(rawValue: "easeOut")
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        public static let `default` = Name(rawValue: "default")
    }

    let curve: CubicBezierTimingCurve

    public init(name: Name) {
        switch name {
        case .linear: curve = .linear
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .default: curve = CubicBezierTimingCurve(0.25, 0.1, 0.25, 1)  // Core Animation's "default"
        default: curve = .easeInOut
        }
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicBezierTimingCurve(CGFloat(c1x), CGFloat(c1y), CGFloat(c2x), CGFloat(c2y))
    }
}

/// An explicit layer animation. Unlike `UIView.animate` it does not change the model value: the
/// layer shows the animation while it runs and its model value afterwards.
open class CAAnimation {
    /// Core Animation's implicit duration when none is set.
    public static let defaultDuration: CFTimeInterval = 0.25

    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    open var repeatCount: Float = 0
    open var autoreverses = false
    open var isRemovedOnCompletion = true

    public init() {}
}

open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// From a value to a value (either may be nil: the current presentation value, the model value).
/// Values are CGPoint, CGRect, CGAffineTransform, CGColor or a number, as the key path takes.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
}

/// A spring with Core Animation's parameters (defaults mass 1, stiffness 100, damping 10,
/// initialVelocity 0, in units of the distance per second).
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    var spring: Spring { Spring(mass: mass, stiffness: stiffness, damping: damping) }

    /// How long the spring takes to settle from the start (unit distance, to 0.1 %).
    open var settlingDuration: CFTimeInterval {
        CFTimeInterval(spring.settlingTime(x0: 1, v0: -(initialVelocity.isFinite ? initialVelocity : 0),
                                           displacement: 0.001, velocity: 0.001))
    }
}

extension CALayer {
    static let animatableKeyPaths: [String: AnimatableKey] = [
        "position": .position, "bounds": .bounds, "transform": .transform, "opacity": .opacity,
        "backgroundColor": .backgroundColor, "cornerRadius": .cornerRadius, "borderWidth": .borderWidth,
        "borderColor": .borderColor, "shadowOpacity": .shadowOpacity, "strokeStart": .strokeStart, "strokeEnd": .strokeEnd,
    ]

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

    /// Adds an explicit animation. A key path this simulator does not animate, or a value of the
    /// wrong type, is reported on standard error and the animation is not added.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let basic = anim as? CABasicAnimation, let path = basic.keyPath, let k = Self.animatableKeyPaths[path] else {
            FileHandle.standardError.write(Data("UIModel: CALayer.add: unsupported animation or key path '\((anim as? CAPropertyAnimation)?.keyPath ?? "nil")'\n".utf8))
            return
        }
        let engine = UIApplication.shared.animationEngine
        let from = basic.fromValue.map { Self.vector($0, for: k) } ?? presentationVector(k, at: engine.now)
        let to = basic.toValue.map { Self.vector($0, for: k) } ?? modelVector(k)
        guard let from, let to, from.isFinite, to.isFinite else {
            FileHandle.standardError.write(Data("UIModel: CALayer.add: values for '\(path)' are missing or of the wrong type\n".utf8))
            return
        }
        let begin = basic.beginTime > 0 && basic.beginTime.isFinite ? basic.beginTime : engine.now
        let duration = basic.duration > 0 && basic.duration.isFinite ? basic.duration : CAAnimation.defaultDuration
        let animation: LayerAnimation
        if let spring = basic as? CASpringAnimation {
            var v = AnimatableVector(count: from.count)
            let v0 = spring.initialVelocity.isFinite ? spring.initialVelocity : 0
            for i in 0..<v.count { v[i] = v0 * (to[i] - from[i]) }
            animation = SpringAnimation(key: k, from: from, to: to, beginTime: begin, spring: spring.spring,
                                        initialVelocity: v, duration: duration)
        } else {
            animation = CurveAnimation(key: k, from: from, to: to, beginTime: begin, duration: duration,
                                       curve: basic.timingFunction?.curve ?? .linear,
                                       repeats: basic.repeatCount == .infinity, autoreverses: basic.autoreverses)
        }
        animation.allowsUserInteraction = true
        engine.add(animation, to: self)
    }
}
