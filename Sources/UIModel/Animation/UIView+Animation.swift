import Foundation

extension UIView {
    /// Options of `UIView.animate`, with UIKit's raw values.
    nonisolated public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The timing curve the options select (UIKit's default is ease-in-ease-out).
        var curve: CubicBezierTimingCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            // The keyboard's curve (7, which UIKit posts in its keyboard notifications).
            case 7: return .keyboard
            default: return .easeInOut
            }
        }
    }

    static var currentAnimationContext: AnimationContext? { UIModelRuntime.current.clock.animationContexts.last }

    /// Animates the changes `animations` makes to view and layer properties over `duration`
    /// seconds along the options' curve. Each animation starts from the property's current
    /// presentation value; a zero or invalid duration applies the changes at once.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(AnimationContext(timing: .curve(options.curve), duration: duration, delay: delay, options: options),
            animations, completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation with UIKit's meaning: `dampingRatio` and `duration` choose the spring;
    /// `velocity` is in units of the total distance per second (200 pt at 100 pt/s is 0.5). A
    /// property that is already animating keeps its current velocity instead, so a retargeted
    /// spring moves on without a jump.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = Spring(dampingRatio: dampingRatio, duration: CGFloat(duration))
        run(AnimationContext(timing: .spring(spring, velocity: velocity.isFinite ? velocity : 0),
                             duration: duration, delay: delay, options: options), animations, completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off: its changes apply at once.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        recording(into: AnimationContext(timing: .none, duration: 0, delay: 0, options: []), actionsWithoutAnimation)
    }

    /// Runs `body` with `context` recording the changes it makes (the innermost context).
    static func recording(into context: AnimationContext, _ body: () -> Void) {
        let runtime = UIModelRuntime.current
        runtime.clock.animationContexts.append(context)
        defer { runtime.clock.animationContexts.removeLast() }
        body()
    }

    /// `performWithoutAnimation` for work that may run inside an animation block: outside one it
    /// runs `body` as it is (no context pushed, nothing allocated: a layout pass's hot path).
    static func withoutAnimation(_ body: () -> Void) {
        if currentAnimationContext == nil { body() } else { performWithoutAnimation(body) }
    }

    /// Whether changes made now are animated.
    public class var areAnimationsEnabled: Bool {
        if case .some(.none) = currentAnimationContext?.timing { return false }
        return true
    }

    private class func run(_ context: AnimationContext, _ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        recording(into: context, animations)
        context.commit(completion: completion)
    }
}

/// The changes made inside one animation block, turned into layer animations when it ends.
final class AnimationContext {
    nonisolated deinit {}
    nonisolated enum Timing {
        case curve(CubicBezierTimingCurve)
        case spring(Spring, velocity: CGFloat)
        /// Changes recorded for a property animator, which makes the animations itself.
        case driven
        case none
    }

    nonisolated struct Change {
        let layer: CALayer
        let key: AnimatableKey
        let from: AnimatableVector
        /// The velocity of the animation this one replaces, if any.
        let runningVelocity: AnimatableVector?
    }

    let timing: Timing
    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    private var changes: [Change] = []

    init(timing: Timing, duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions) {
        self.timing = timing
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.delay = delay.isFinite ? max(delay, 0) : 0
        self.options = options
    }

    var animates: Bool {
        if case .none = timing { return false }
        return duration > 0
    }

    /// Whether the block's animations end by themselves and run `addCompletion`'s work (not
    /// a property animator's recording).
    var endsWithCompletions: Bool {
        if case .driven = timing { return false }
        return animates
    }

    /// Work to do when this block's animations end (a stack view's collapsed view hides).
    private var completions: [() -> Void] = []
    func addCompletion(_ work: @escaping () -> Void) { completions.append(work) }

    /// The changes recorded so far (a property animator reads them).
    var recordedChanges: [Change] { changes }

    func record(layer: CALayer, key: AnimatableKey, modelBefore: AnimatableVector) {
        let engine = UIModelRuntime.current.clock.animationEngine
        guard animates else {
            engine.removeAnimation(for: key, from: layer, finished: false)
            return
        }
        if changes.contains(where: { $0.layer === layer && $0.key == key }) { return }
        let running = layer.animation(for: key, at: engine.now)
        changes.append(Change(layer: layer, key: key, from: running == nil ? modelBefore : layer.presentationVector(key, at: engine.now),
                              runningVelocity: running == nil ? nil : layer.presentationVelocity(key, at: engine.now)))
    }

    func commit(completion: ((Bool) -> Void)?) {
        let engine = UIModelRuntime.current.clock.animationEngine
        let extra = completions
        let group = AnimationGroup(completion: extra.isEmpty ? completion : { finished in
            for work in extra { work() }
            completion?(finished)
        })
        for change in changes {
            // On the layer's own time (the clock's unless it or an ancestor has its own timing).
            let begin = change.layer.localTime(engine.now) + delay
            var from = change.from
            var to = change.layer.modelVector(change.key)
            guard from != to, from.isFinite, to.isFinite else {
                engine.removeAnimation(for: change.key, from: change.layer, finished: false)
                continue
            }
            Self.matchColours(change.key, &from, &to)
            let animation: LayerAnimation
            switch timing {
            case .curve(let curve):
                animation = CurveAnimation(key: change.key, from: from, to: to, beginTime: begin, duration: duration,
                                           curve: curve, repeats: options.contains(.repeat),
                                           autoreverses: options.contains(.autoreverse))
            case .spring(let spring, let velocity):
                var v = AnimatableVector(count: from.count)
                for i in 0..<v.count { v[i] = change.runningVelocity?[i] ?? velocity * (to[i] - from[i]) }
                animation = SpringAnimation(key: change.key, from: from, to: to, beginTime: begin, spring: spring,
                                            initialVelocity: v, duration: duration)
            case .none, .driven:
                continue
            }
            animation.group = group
            animation.allowsUserInteraction = options.contains(.allowUserInteraction)
            group.pending += 1
            engine.add(animation, to: change.layer)
        }
        if group.pending == 0 { engine.scheduleCompletion(group) }
    }

    /// A colour animating from or to "no colour" keeps the other end's hue and fades.
    private static func matchColours(_ key: AnimatableKey, _ from: inout AnimatableVector, _ to: inout AnimatableVector) {
        guard key == .backgroundColor || key == .borderColor else { return }
        if from[3] == 0 { for i in 0..<3 { from[i] = to[i] } }
        if to[3] == 0 { for i in 0..<3 { to[i] = from[i] } }
    }
}
