import Foundation

/// Where an animation ended (UIKit's `UIViewAnimatingPosition`).
nonisolated public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// The state of an interruptible animation (UIKit's `UIViewAnimatingState`).
nonisolated public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

/// An interruptible, scrubbable, reversible animation of view properties (iOS 10): the changes
/// its animation blocks make are driven by the animator's progress, which runs along its timing
/// curve when started, stays put when paused (`fractionComplete` is then settable), runs back when
/// reversed, and can continue with new timing.
@preconcurrency @MainActor open class UIViewPropertyAnimator: NSObject {
    open private(set) var duration: TimeInterval
    open private(set) var timingParameters: UITimingCurveProvider?
    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var scrubsLinearly = true
    open var pausesOnCompletion = false

    private var pendingAnimations: [(block: () -> Void, delay: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var driven: [DrivenAnimation] = []
    /// Time fraction (0…1) at `anchorTime`, and how it runs from there.
    private var anchorFraction: CGFloat = 0
    private var anchorTime: CFTimeInterval = 0
    private var startTime: CFTimeInterval?
    private var timing: UITimingCurveProvider
    /// Seconds per unit of time fraction while running (the duration, scaled by continueAnimation).
    private var runDuration: CFTimeInterval
    private var link: CADisplayLink?

    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        timingParameters = parameters
        timing = parameters
        runDuration = self.duration
    }

    /// An animator with no duration and UIKit's default ease-in-out curve (configure it later).
    public convenience override init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running `animations` after `delay`, along the curve `options` name
    /// (ease-in-out when they name none), hearing touches when they allow user interaction; the
    /// completion runs when it ends. (UIKit's returns `Self`; Swift can make a subclass's instance
    /// from a class method only through a required initializer, which UIKit does not declare.)
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    nonisolated deinit {
        guard let link else { return }
        runOnMainActor { link.invalidate() }
    }

    // MARK: Progress

    private var reversed = false

    /// Runs the animation backwards (while running, from the current point).
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            let now = CACurrentMediaTime()
            anchorFraction = fraction(at: now)
            anchorTime = now
            reversed = newValue
        }
    }

    /// The time fraction now.
    open var fractionComplete: CGFloat {
        get { fraction(at: CACurrentMediaTime()) }
        set {
            guard !isRunning, newValue.isFinite, state != .stopped else { return }
            if state == .inactive { activate() }
            anchorFraction = min(max(newValue, 0), 1)
            anchorTime = CACurrentMediaTime()
        }
    }

    private func fraction(at time: CFTimeInterval) -> CGFloat {
        guard isRunning, runDuration > 0 else { return anchorFraction }
        let delta = CGFloat((time - anchorTime) / runDuration)
        return min(max(anchorFraction + (isReversed ? -delta : delta), 0), 1)
    }

    /// Animation progress (0…1 along the change) for a time fraction.
    func progress(at time: CFTimeInterval) -> CGFloat {
        let f = fraction(at: time)
        if !isRunning && scrubsLinearly { return f }
        if let cubic = timing.cubicTimingParameters { return cubic.curve.progress(at: f) }
        if let spring = timing.springTimingParameters {
            let t = f * CGFloat(duration)
            return 1 - spring.spring(duration: CGFloat(duration)).state(x0: 1, v0: -spring.initialVelocity.dx, at: t).x
        }
        return f
    }

    // MARK: Animations

    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations; while the animator runs they take the rest of its time.
    /// `delayFactor` (0…1) delays the start by that share of the time that is left.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let delay = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        if state == .inactive {
            pendingAnimations.append((animation, delay))
        } else {
            let now = progress(at: CACurrentMediaTime())
            capture(animation, startingAt: now + delay * (1 - now))
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Runs the animation blocks, turning their changes into animations driven by this animator.
    /// UIKit keeps an active animator alive until it ends, so an app may start one and let its
    /// variable go (`UIViewPropertyAnimator(...).startAnimation()`).
    private var keptAliveWhileActive: UIViewPropertyAnimator?

    private func activate() {
        state = .active
        keptAliveWhileActive = self
        anchorFraction = 0
        anchorTime = CACurrentMediaTime()
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        for entry in blocks { capture(entry.block, startingAt: entry.delay) }
    }

    private func capture(_ block: () -> Void, startingAt start: CGFloat) {
        let context = AnimationContext(timing: .driven, duration: 1, delay: 0, options: [])
        UIView.recording(into: context, block)
        for change in context.recordedChanges {
            let to = change.layer.modelVector(change.key)
            guard change.from != to, change.from.isFinite, to.isFinite else { continue }
            let a = DrivenAnimation(key: change.key, from: change.from, to: to, animator: self, startFraction: start)
            a.allowsUserInteraction = isUserInteractionEnabled
            driven.append(a)
            UIModelRuntime.current.clock.animationEngine.add(a, to: change.layer)
            a.layer = change.layer
        }
    }

    // MARK: Control

    open func startAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        let now = CACurrentMediaTime()
        anchorFraction = fraction(at: now)
        anchorTime = now
        // After a linear scrub, run on from the point of the curve that shows the same progress,
        // so starting does not jump.
        if !isRunning, scrubsLinearly, let cubic = timing.cubicTimingParameters, anchorFraction > 0, anchorFraction < 1 {
            anchorFraction = Self.timeFraction(for: anchorFraction, on: cubic.curve)
        }
        isRunning = true
        ensureLink()
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        startAnimation()
        anchorTime += delay.isFinite ? max(delay, 0) : 0
    }

    /// The time fraction at which `curve` reaches `progress` (bisection: the curve rises).
    static func timeFraction(for progress: CGFloat, on curve: CubicBezierTimingCurve) -> CGFloat {
        var lo: CGFloat = 0, hi: CGFloat = 1
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if curve.progress(at: mid) < progress { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// Reports a call an uninterruptible animator refuses (UIKit raises an exception here).
    private func refuseIfUninterruptible(_ call: String) -> Bool {
        guard !isInterruptible, isRunning else { return false }
        FileHandle.standardError.write(Data("UIModel: UIViewPropertyAnimator.\(call) ignored: the animator is not interruptible\n".utf8))
        return true
    }

    open func pauseAnimation() {
        guard state != .stopped, !refuseIfUninterruptible("pauseAnimation") else { return }
        if state == .inactive { activate() }
        anchorFraction = fraction(at: CACurrentMediaTime())
        anchorTime = CACurrentMediaTime()
        isRunning = false
    }

    /// Continues (from a pause) with new timing; `durationFactor` is in units of the original
    /// duration and applies to what is left.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        if let parameters { timing = parameters }
        if durationFactor.isFinite, durationFactor > 0 {
            let remaining = isReversed ? anchorFraction : 1 - anchorFraction
            runDuration = remaining > 0 ? duration * Double(durationFactor) / Double(remaining) : duration
        }
        startAnimation()
    }

    /// Stops where it is. Without finishing, the views keep their current presentation values
    /// as their model values and the animator is done; otherwise it waits for `finishAnimation`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, !refuseIfUninterruptible("stopAnimation") else { return }
        let now = CACurrentMediaTime()
        anchorFraction = fraction(at: now)
        isRunning = false
        if withoutFinishing {
            end(at: .current, callCompletions: false)
        } else {
            state = .stopped
        }
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        end(at: finalPosition, callCompletions: true)
    }

    private func ensureLink() {
        if link == nil {
            let l = CADisplayLink { [weak self] link in self?.tick(link.timestamp) }
            l.add(to: .main, forMode: .common)
            link = l
        }
        link?.isPaused = false
    }

    /// Set while an interactive transition's clock drives this animator's animations: it does
    /// not end by its own time then, but when the transition finishes or cancels.
    var isDrivenExternally = false

    /// Ends the animator for the transition that drove it, with its completions.
    func endExternally(at position: UIViewAnimatingPosition) {
        guard state != .inactive else { return }
        end(at: position, callCompletions: true)
    }

    private func tick(_ time: CFTimeInterval) {
        guard isRunning, !isDrivenExternally else { if !isRunning { link?.isPaused = true }; return }
        let f = fraction(at: time)
        if !isReversed && f >= 1 || isReversed && f <= 0 {
            if pausesOnCompletion { pauseAnimation(); return }
            end(at: isReversed ? .start : .end, callCompletions: true)
        }
    }

    /// Ends every driven animation, leaving the model at the chosen position.
    private func end(at position: UIViewAnimatingPosition, callCompletions: Bool) {
        let now = CACurrentMediaTime()
        let animations = driven
        driven.removeAll()
        for a in animations {
            guard let layer = a.layer else { continue }
            let value: AnimatableVector
            switch position {
            case .end: value = a.to
            case .start: value = a.from
            case .current: value = a.value(at: now)
            }
            UIModelRuntime.current.clock.animationEngine.removeAnimation(for: a.key, from: layer, finished: true)
            UIView.performWithoutAnimation { layer.apply(value, for: a.key) }
        }
        isRunning = false
        state = .inactive
        link?.isPaused = true
        anchorFraction = position == .start ? 0 : position == .end ? 1 : anchorFraction
        if callCompletions { for c in completions { c(position) } }
        if state == .inactive { keptAliveWhileActive = nil }
    }
}

/// A property change whose progress is the property animator's, not the clock's.
final class DrivenAnimation: LayerAnimation {
    nonisolated deinit {}
    unowned let animator: UIViewPropertyAnimator
    /// The animator's fraction when this change was added (animations added later take the rest).
    let startFraction: CGFloat
    weak var layer: CALayer?

    init(key: AnimatableKey, from: AnimatableVector, to: AnimatableVector, animator: UIViewPropertyAnimator,
         startFraction: CGFloat) {
        self.animator = animator
        self.startFraction = startFraction
        super.init(key: key, from: from, to: to, beginTime: 0)
    }

    override func value(at time: CFTimeInterval) -> AnimatableVector {
        let p = animator.progress(at: time)
        let local = startFraction >= 1 ? 1 : max(p - startFraction, 0) / (1 - startFraction)
        return AnimatableVector.lerp(from, to, local)
    }

    override func velocity(at time: CFTimeInterval) -> AnimatableVector {
        let dt = 1.0 / 1000
        let a = value(at: time), b = value(at: time + dt)
        var v = AnimatableVector(count: a.count)
        for i in 0..<a.count { v[i] = (b[i] - a[i]) / CGFloat(dt) }
        return v
    }

    /// The animator ends these itself.
    override func isFinished(at time: CFTimeInterval) -> Bool { false }
}
