import Foundation

/// The clock of an interactive transition: the animations `animateTransition` starts run on it.
/// It stands still at the fraction the gesture sets, runs on to the end when finished (over the
/// remaining time divided by the completion speed, along the completion curve), runs back when
/// cancelled, and can be grabbed again while it runs.
final class InteractiveTransitionDriver: TransitionClock {
    private let origin: CFTimeInterval
    let duration: CFTimeInterval
    private var fraction: CGFloat = 0
    private var run: (from: CGFloat, to: CGFloat, start: CFTimeInterval, length: CFTimeInterval, curve: CubicBezierTimingCurve)?
    private var captured: [(animation: LayerAnimation, layer: CALayer)] = []
    weak var context: TransitionContext?
    private var link: CADisplayLink?
    private let speed: () -> CGFloat
    private let curve: () -> UIView.AnimationCurve

    init(origin: CFTimeInterval, duration: CFTimeInterval, speed: @escaping () -> CGFloat, curve: @escaping () -> UIView.AnimationCurve) {
        self.origin = origin
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.speed = speed
        self.curve = curve
    }

    nonisolated deinit {
        guard let link else { return }
        runOnMainActor { link.invalidate() }
    }

    /// Property animators started inside animateTransition: they follow this clock too, and end
    /// (with their completions) when it does.
    private var propertyAnimators: [UIViewPropertyAnimator] = []

    func capture(_ animation: LayerAnimation, on layer: CALayer) {
        animation.clock = self
        captured.append((animation, layer))
        if let driven = animation as? DrivenAnimation, !propertyAnimators.contains(where: { $0 === driven.animator }) {
            driven.animator.isDrivenExternally = true
            propertyAnimators.append(driven.animator)
        }
    }

    func time(at now: CFTimeInterval) -> CFTimeInterval { origin + Double(fraction(at: now)) * duration }

    func fraction(at now: CFTimeInterval) -> CGFloat {
        guard let r = run else { return fraction }
        let x = r.length > 0 ? CGFloat((now - r.start) / r.length) : 1
        return r.from + (r.to - r.from) * r.curve.progress(at: min(max(x, 0), 1))
    }

    func update(_ percent: CGFloat) {
        guard percent.isFinite else { return }
        run = nil
        fraction = min(max(percent, 0), 1)
    }

    func pause() {
        fraction = fraction(at: CACurrentMediaTime())
        run = nil
    }

    /// Runs on to the end; returns how long that takes.
    @discardableResult func finish() -> CFTimeInterval { runTo(1) }
    /// Runs back to the start; returns how long that takes.
    @discardableResult func cancel() -> CFTimeInterval { runTo(0) }

    private func runTo(_ target: CGFloat) -> CFTimeInterval {
        let now = CACurrentMediaTime()
        let f = fraction(at: now)
        let s = speed()
        let k = s.isFinite && s > 0 ? s : 1
        let length = duration * Double(abs(target - f)) / Double(k)
        run = (f, target, now, length, curve().bezier)
        if link == nil {
            let l = CADisplayLink { [weak self] link in self?.tick(link.timestamp) }
            l.add(to: .main, forMode: .common)
            link = l
        }
        return length
    }

    private func tick(_ now: CFTimeInterval) {
        guard let r = run, now - r.start >= r.length else { return }
        fraction = r.to
        run = nil
        link?.invalidate()
        link = nil
        end(atEnd: r.to >= 1)
    }

    /// Ends the captured animations: at their end values, or (cancelled) back at their start
    /// values, as UIKit leaves a cancelled transition.
    private func end(atEnd: Bool) {
        let animators = propertyAnimators
        propertyAnimators.removeAll()
        for a in animators { a.isDrivenExternally = false; a.endExternally(at: atEnd ? .end : .start) }
        let animations = captured
        captured.removeAll()
        for (a, layer) in animations where layer.animations.contains(where: { $0 === a }) {
            if !atEnd { UIView.performWithoutAnimation { layer.apply(a.from, for: a.key) } }
            a.clock = nil
            UIModelRuntime.current.clock.animationEngine.remove(a, from: layer, finished: true)
        }
    }
}

/// A percent-driven interactive transition: it scrubs the animations the animator starts in
/// `animateTransition` (UIView animations and springs) as `update(_:)` moves the fraction, then
/// finishes over (1 − percentComplete) · duration / completionSpeed, or cancels back over
/// percentComplete · duration / completionSpeed.
@preconcurrency @MainActor open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    nonisolated deinit {}
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    private weak var context: TransitionContext?
    private var driver: InteractiveTransitionDriver?
    /// The transition's interruptible animator, when its animator has one: then it is scrubbed,
    /// continued and reversed instead of the clock.
    private var propertyAnimator: UIViewImplicitlyAnimating?
    private var animatorDuration: CGFloat = 0

    public override init() { super.init() }

    open var duration: CGFloat { propertyAnimator != nil ? animatorDuration : CGFloat(driver?.duration ?? 0) }
    open var percentComplete: CGFloat {
        if let p = propertyAnimator { return p.fractionComplete }
        return driver?.fraction(at: CACurrentMediaTime()) ?? 0
    }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let c = transitionContext as? TransitionContext else {
            UIKitWarning.log("UIPercentDrivenInteractiveTransition needs the simulator's transition context")
            return
        }
        context = c
        let interruptible = c.animator.interruptibleAnimator(using: c)
        if !(interruptible is NoInterruptibleAnimator) {
            propertyAnimator = interruptible
            animatorDuration = CGFloat(c.animator.transitionDuration(using: c))
            c.percentDriven = self
            interruptible.pauseAnimation()
            if !wantsInteractiveStart { finish() }
            return
        }
        let engine = UIModelRuntime.current.clock.animationEngine
        let d = InteractiveTransitionDriver(origin: engine.now, duration: c.animator.transitionDuration(using: c),
                                            speed: { [weak self] in self?.completionSpeed ?? 1 },
                                            curve: { [weak self] in self?.completionCurve ?? .easeInOut })
        context = c
        driver = d
        c.driver = d
        d.context = c
        engine.capturing(on: d) { c.animator.animateTransition(using: c) }
        if !wantsInteractiveStart { d.finish() }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) { context?.updateInteractiveTransition(percentComplete) }
    open func cancel() { context?.cancelInteractiveTransition() }
    open func finish() { context?.finishInteractiveTransition() }
    open func pause() { context?.pauseInteractiveTransition() }

    // The interruptible-animator path (the context calls these).

    func animatorUpdate(_ p: CGFloat) {
        guard let a = propertyAnimator, p.isFinite else { return }
        if a.isRunning { a.pauseAnimation() }
        a.isReversed = false
        a.fractionComplete = min(max(p, 0), 1)
    }

    /// Continues the animator to its end (or back to its start); returns how long that takes.
    func animatorFinish(reversed: Bool) -> CFTimeInterval? {
        guard let a = propertyAnimator else { return nil }
        if a.isRunning { a.pauseAnimation() }
        a.isReversed = reversed
        let left = reversed ? a.fractionComplete : 1 - a.fractionComplete
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        let factor = max(left, 0.001) / speed
        a.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: completionCurve), durationFactor: factor)
        return Double(factor * animatorDuration)
    }

    func animatorPause() { propertyAnimator?.pauseAnimation() }
}
