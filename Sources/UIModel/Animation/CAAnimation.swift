import Foundation

/// Core Animation's timing function.
@preconcurrency @MainActor public final class CAMediaTimingFunction: NSObject {
    nonisolated deinit {}
    nonisolated public struct Name: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
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

/// What an animation shows outside its active time (Core Animation's `fillMode`): before it
/// begins (`backwards`), after it ends while it stays on the layer (`forwards`), both, or
/// neither (`removed`, the default: the model value shows).
nonisolated public struct CAMediaTimingFillMode: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsBackwards: Bool { self == .backwards || self == .both }
    var fillsForwards: Bool { self == .forwards || self == .both }
}

/// Told when an explicit animation starts and when it stops. `add(_:forKey:)` adds a copy, so
/// the animation passed is that copy (the one `animation(forKey:)` returns).
@preconcurrency @MainActor public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation's begin time came (the first frame at or after it).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag` true) or was removed before it ended (false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An explicit layer animation. Unlike `UIView.animate` it does not change the model value: the
/// layer shows the animation while it runs and its model value afterwards, unless it is kept
/// (`isRemovedOnCompletion = false`) and fills forwards.
///
/// Timing as Core Animation's: one pass takes `duration` (0: 0.25 s), twice that with
/// `autoreverses`; `repeatCount` passes (fractions too; `.infinity` for ever) or passes for
/// `repeatDuration` seconds; `beginTime` 0 starts it now.
@preconcurrency @MainActor open class CAAnimation: NSObject {
    nonisolated deinit {}
    /// Core Animation's implicit duration when none is set.
    public static let defaultDuration: CFTimeInterval = 0.25

    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var isRemovedOnCompletion = true
    /// Retained, as Core Animation retains it, until the animation is released.
    open var delegate: CAAnimationDelegate?

    public required override init() {}

    /// A copy of the animation, its subclass's values included (`add(_:forKey:)` adds a copy).
    /// `NSObject`'s method, so not isolated: it must be called on the main actor, where the
    /// simulator's animations live.
    nonisolated open override func copy() -> Any {
        let copied: CAAnimation = MainActor.assumeIsolated {
            let c = type(of: self).init()
            c.takeValues(from: self)
            return c
        }
        return copied
    }

    /// Copies the values `copy()` carries; each subclass adds its own.
    func takeValues(from other: CAAnimation) {
        duration = other.duration; beginTime = other.beginTime; timingFunction = other.timingFunction
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode; isRemovedOnCompletion = other.isRemovedOnCompletion; delegate = other.delegate
    }
}

@preconcurrency @MainActor open class CAPropertyAnimation: CAAnimation {
    nonisolated deinit {}
    open var keyPath: String?

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        keyPath = (other as? CAPropertyAnimation)?.keyPath
    }
}

/// From a value to a value (either may be nil: the current presentation value, the model value).
/// Values are CGPoint, CGRect, CGAffineTransform, CGColor or a number, as the key path takes.
@preconcurrency @MainActor open class CABasicAnimation: CAPropertyAnimation {
    nonisolated deinit {}
    open var fromValue: Any?
    open var toValue: Any?

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let basic = other as? CABasicAnimation else { return }
        fromValue = basic.fromValue; toValue = basic.toValue
    }
}

/// A spring with Core Animation's parameters (defaults mass 1, stiffness 100, damping 10,
/// initialVelocity 0, in units of the distance per second).
@preconcurrency @MainActor open class CASpringAnimation: CABasicAnimation {
    nonisolated deinit {}
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

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let s = other as? CASpringAnimation else { return }
        mass = s.mass; stiffness = s.stiffness; damping = s.damping; initialVelocity = s.initialVelocity
    }
}
