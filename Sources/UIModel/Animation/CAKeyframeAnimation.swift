import Foundation

/// How a keyframe animation goes from one value to the next.
nonisolated public struct CAAnimationCalculationMode: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight from each value to the next over its key time.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time, no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// An even pace over the whole animation (key times and timing functions ignored).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values (Catmull–Rom; Kochanek–Bartels with tension, continuity, bias).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The smooth curve at an even pace.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moved along a path turns to follow it.
nonisolated public struct CAAnimationRotationMode: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer's x axis along the path's direction.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turned half round from `rotateAuto`.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values (or along a path, for a point property such as
/// `position`), each reached at its key time.
///
/// `values` are of the key path's type (numbers, CGPoint, CGRect, CATransform3D, CGColor …);
/// `keyTimes` are fractions of the duration from 0 to 1, one per value (evenly spread when
/// nil); `timingFunctions` pace each span between two values. A `path` replaces `values`: the
/// layer moves along it at an even pace (by length), turning with it when `rotationMode` is set.
nonisolated open class CAKeyframeAnimation: CAPropertyAnimation {
    nonisolated deinit {}
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Per value, for the cubic modes: how tight (1), continuous and biased the curve is there.
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    open var rotationMode: CAAnimationRotationMode?

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let k = other as? CAKeyframeAnimation else { return }
        values = k.values; path = k.path; keyTimes = k.keyTimes; timingFunctions = k.timingFunctions
        calculationMode = k.calculationMode; tensionValues = k.tensionValues; continuityValues = k.continuityValues
        biasValues = k.biasValues; rotationMode = k.rotationMode
    }
}

/// Animations run together: each child's times are inside the group's (a child's `beginTime`
/// is from the group's start; the group's duration cuts them off). The group's delegate hears
/// one start and one stop; the children's delegates are not called.
nonisolated open class CAAnimationGroup: CAAnimation {
    nonisolated deinit {}
    open var animations: [CAAnimation]?

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        animations = (other as? CAAnimationGroup)?.animations?.map { $0.copy() as! CAAnimation }
    }
}
