import Foundation

/// The names of Core Animation's predefined timing functions.
nonisolated public struct CAMediaTimingFunctionName: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Core Animation's timing function: a cubic Bézier from (0, 0) to (1, 1) mapping the time
/// fraction to the progress fraction.
nonisolated open class CAMediaTimingFunction: NSObject {
    nonisolated deinit {}
    let curve: CubicBezierTimingCurve
    /// The two inner control points, as given.
    private let points: [Float]

    /// A predefined function; an unknown name is ease-in-ease-out with a warning. A convenience,
    /// as UIKit's (its `+functionWithName:`).
    public convenience init(name: CAMediaTimingFunctionName) {
        let points: [Float]
        switch name {
        case .linear: points = [0, 0, 1, 1]
        case .easeIn: points = [0.42, 0, 1, 1]
        case .easeOut: points = [0, 0, 0.58, 1]
        case .easeInEaseOut: points = [0.42, 0, 0.58, 1]
        case .default: points = [0.25, 0.1, 0.25, 1]  // Core Animation's "default"
        default:
            UIKitWarning.log("CAMediaTimingFunction: unknown name '\(name.rawValue)'; easeInEaseOut is used")
            points = [0.42, 0, 0.58, 1]
        }
        self.init(controlPoints: points[0], points[1], points[2], points[3])
    }

    /// A curve through (c1x, c1y) and (c2x, c2y); x values outside 0…1 are clamped to it.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func x(_ v: Float) -> Float { v.isFinite ? min(max(v, 0), 1) : 0 }
        func y(_ v: Float) -> Float { v.isFinite ? v : 0 }
        points = [x(c1x), y(c1y), x(c2x), y(c2y)]
        curve = CubicBezierTimingCurve(CGFloat(points[0]), CGFloat(points[1]), CGFloat(points[2]), CGFloat(points[3]))
    }

    /// Control point `idx` (0…3: the start, the two inner points, the end) into `ptr[0]`, `ptr[1]`.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch idx {
        case 0: ptr[0] = 0; ptr[1] = 0
        case 1: ptr[0] = points[0]; ptr[1] = points[1]
        case 2: ptr[0] = points[2]; ptr[1] = points[3]
        default: ptr[0] = 1; ptr[1] = 1
        }
    }

    /// The progress at time fraction `t` (0…1).
    func progress(_ t: CGFloat) -> CGFloat { curve.progress(at: min(max(t, 0), 1)) }
}

/// The timing both layers and animations have: a local time that begins at `beginTime`, runs
/// at `speed` and starts `timeOffset` in; `duration`, repeats and reverses.
nonisolated public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
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
nonisolated public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation's begin time came (the first frame at or after it).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag` true) or was removed before it ended (false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

nonisolated extension CAAnimationDelegate {
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
nonisolated open class CAAnimation: NSObject, CAMediaTiming {
    nonisolated deinit {}
    /// Core Animation's implicit duration when none is set.
    package static let defaultDuration: CFTimeInterval = 0.25

    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    /// How fast its time runs against its layer's (2: twice as fast; 0: stopped).
    open var speed: Float = 1
    /// Where in its own time it starts.
    open var timeOffset: CFTimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var isRemovedOnCompletion = true
    /// Retained, as Core Animation retains it, until the animation is released.
    open var delegate: CAAnimationDelegate?
    /// Values stored under keys of the app's own (`setValue(_:forKey:)`), copied with the animation.
    var storedValues: [String: Any] = [:]

    /// A value stored with `setValue(_:forKey:)`, or one of the animation's own by name.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "duration": return duration
        case "beginTime": return beginTime
        case "repeatCount": return repeatCount
        case "autoreverses": return autoreverses
        default: return storedValues[key]
        }
    }

    /// Stores `value` under `key` (Core Animation animations carry any key, as tags).
    open func setValue(_ value: Any?, forKey key: String) { storedValues[key] = value }

    public required override init() {}

    /// A copy of the animation, its subclass's values included (`add(_:forKey:)` adds a copy).
    open override func copy() -> Any {
        let c = type(of: self).init()
        c.takeValues(from: self)
        return c
    }

    /// Copies the values `copy()` carries; each subclass adds its own.
    func takeValues(from other: CAAnimation) {
        duration = other.duration; beginTime = other.beginTime; timingFunction = other.timingFunction
        speed = other.speed; timeOffset = other.timeOffset; storedValues = other.storedValues
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode; isRemovedOnCompletion = other.isRemovedOnCompletion; delegate = other.delegate
    }
}

nonisolated open class CAPropertyAnimation: CAAnimation {
    nonisolated deinit {}
    open var keyPath: String?
    /// The animation's values are added to the property's model value instead of replacing it.
    open var isAdditive = false
    /// Each repeat starts where the last ended (its values added to the last pass's end).
    open var isCumulative = false
    /// Turns the animation's numbers into the property's value (a `transform` from angles,
    /// scales or translations).
    open var valueFunction: CAValueFunction?

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let p = other as? CAPropertyAnimation else { return }
        keyPath = p.keyPath; isAdditive = p.isAdditive; isCumulative = p.isCumulative; valueFunction = p.valueFunction
    }
}

/// From a value to a value, as Core Animation combines `fromValue`, `toValue` and `byValue`:
/// a missing start is the current presentation value, a missing end the model value, and
/// `byValue` is added to the start (or taken from the end). Values are of the key path's type:
/// CGPoint, CGSize, CGRect, CATransform3D or CGAffineTransform, CGColor, or a number.
nonisolated open class CABasicAnimation: CAPropertyAnimation {
    nonisolated deinit {}
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let basic = other as? CABasicAnimation else { return }
        fromValue = basic.fromValue; toValue = basic.toValue; byValue = basic.byValue
    }
}

/// A spring with Core Animation's parameters (defaults mass 1, stiffness 100, damping 10,
/// initialVelocity 0, in units of the distance per second).
nonisolated open class CASpringAnimation: CABasicAnimation {
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
