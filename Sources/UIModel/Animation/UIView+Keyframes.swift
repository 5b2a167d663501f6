import Foundation

extension UIView {
    /// Options of `UIView.animateKeyframes`, with UIKit's raw values.
    nonisolated public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    }

    /// Animates over `duration` the changes made by the keyframes that `animations` adds with
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let context = KeyframeContext(duration: duration, delay: delay, options: options)
        keyframeContexts.append(context)
        do {
            defer { keyframeContexts.removeLast() }
            animations()
        }
        context.commit(completion: completion)
    }

    /// One keyframe: its changes happen between `frameStartTime` and `frameStartTime +
    /// frameDuration`, both fractions (0…1) of the whole animation.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let keyframes = keyframeContexts.last else {
            animations()  // outside animateKeyframes: plain changes, as in UIKit
            return
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        let context = AnimationContext(timing: .driven, duration: 1, delay: 0, options: [])
        recording(into: context, animations)
        keyframes.add(context.recordedChanges, start: CGFloat(start), end: CGFloat(start + length))
    }

    static var keyframeContexts: [KeyframeContext] {
        get { UIModelRuntime.current.clock.keyframeContexts }
        set { UIModelRuntime.current.clock.keyframeContexts = newValue }
    }
}

/// The keyframes of one `animateKeyframes` call, turned into one animation per property.
final class KeyframeContext {
    nonisolated deinit {}
    nonisolated struct Segment { var start: CGFloat, end: CGFloat, from: AnimatableVector, to: AnimatableVector }
    private var tracks: [(layer: CALayer, key: AnimatableKey, segments: [Segment])] = []
    let duration: TimeInterval, delay: TimeInterval
    let options: UIView.KeyframeAnimationOptions

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.delay = delay.isFinite ? max(delay, 0) : 0
        self.options = options
    }

    func add(_ changes: [AnimationContext.Change], start: CGFloat, end: CGFloat) {
        for change in changes {
            let to = change.layer.modelVector(change.key)
            if let i = tracks.firstIndex(where: { $0.layer === change.layer && $0.key == change.key }) {
                // A later keyframe of the same property starts where the previous one ended.
                let from = tracks[i].segments.last!.to
                tracks[i].segments.append(Segment(start: start, end: end, from: from, to: to))
            } else {
                tracks.append((change.layer, change.key, [Segment(start: start, end: end, from: change.from, to: to)]))
            }
        }
    }

    func commit(completion: ((Bool) -> Void)?) {
        let engine = UIModelRuntime.current.clock.animationEngine
        let group = AnimationGroup(completion: completion)
        for track in tracks {
            let segments = track.segments.sorted { $0.start < $1.start }
            guard duration > 0, segments.allSatisfy({ $0.from.isFinite && $0.to.isFinite }) else {
                engine.removeAnimation(for: track.key, from: track.layer, finished: false)
                continue
            }
            let a = KeyframeAnimation(key: track.key, segments: segments, beginTime: engine.now + delay, duration: duration,
                                      discrete: options.contains(.calculationModeDiscrete),
                                      repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
            a.group = group
            a.allowsUserInteraction = options.contains(.allowUserInteraction)
            group.pending += 1
            engine.add(a, to: track.layer)
        }
        if group.pending == 0 { engine.scheduleCompletion(group) }
    }
}

/// A property moving through keyframes: linear within each (or jumping, in discrete mode),
/// holding between them.
final class KeyframeAnimation: LayerAnimation {
    nonisolated deinit {}
    let segments: [KeyframeContext.Segment]
    let timeline: CurveAnimation
    let discrete: Bool

    init(key: AnimatableKey, segments: [KeyframeContext.Segment], beginTime: CFTimeInterval, duration: CFTimeInterval,
         discrete: Bool, repeats: Bool, autoreverses: Bool) {
        self.segments = segments
        self.discrete = discrete
        // A linear 0 → 1 timeline carries the timing, repeat and autoreverse.
        timeline = CurveAnimation(key: .opacity, from: AnimatableVector(0), to: AnimatableVector(1), beginTime: beginTime,
                                  duration: duration, curve: .linear, repeats: repeats, autoreverses: autoreverses)
        super.init(key: key, from: segments.first!.from, to: segments.last!.to, beginTime: beginTime)
    }

    override func value(at time: CFTimeInterval) -> AnimatableVector {
        let f = timeline.value(at: time)[0]
        var value = segments[0].from
        for s in segments where f >= s.start {
            if f >= s.end || s.end <= s.start || discrete {
                value = s.to
            } else {
                value = AnimatableVector.lerp(s.from, s.to, (f - s.start) / (s.end - s.start))
            }
        }
        return value
    }

    /// The rate of change within the keyframe running at `time` (none between keyframes, or in
    /// discrete mode), so a spring that takes over carries on at this speed.
    override func velocity(at time: CFTimeInterval) -> AnimatableVector {
        var v = AnimatableVector(count: key.componentCount)
        guard !discrete else { return v }
        let f = timeline.value(at: time)[0], rate = timeline.velocity(at: time)[0]
        guard let s = segments.last(where: { f >= $0.start && f < $0.end }), s.end > s.start else { return v }
        for i in 0..<v.count { v[i] = (s.to[i] - s.from[i]) / (s.end - s.start) * rate }
        return v
    }

    override func isFinished(at time: CFTimeInterval) -> Bool { timeline.isFinished(at: time) }
}
