import Foundation

/// The context of one transition (presentation or dismissal).
final class TransitionContext: UIViewControllerContextTransitioning {
    nonisolated deinit {}
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    let animator: UIViewControllerAnimatedTransitioning
    private let from: UIViewController
    private let to: UIViewController
    private let fromFinal: CGRect, toFinal: CGRect, toInitial: CGRect
    /// The views that move (a presentation controller's presentedView may differ from the controller's view).
    private let toView: UIView?, fromView: UIView?
    private let onComplete: (Bool) -> Void
    private var completed = false
    /// The interactive clock of a percent-driven transition, if any.
    weak var driver: InteractiveTransitionDriver?
    /// A percent-driven transition running the animator's interruptible property animator.
    weak var percentDriven: UIPercentDrivenInteractiveTransition?
    /// The interaction controller driving the transition, if it is interactive.
    private(set) var interaction: UIViewControllerInteractiveTransitioning?
    /// The fraction the last `updateInteractiveTransition` set.
    private var updatedPercent: CGFloat = 0
    /// How far the transition got: a percent-driven one's fraction (its clock's, or its
    /// interruptible animator's), else the last update's.
    var percentComplete: CGFloat {
        if let percentDriven { return percentDriven.percentComplete }
        if let driver { return driver.fraction(at: CACurrentMediaTime()) }
        return updatedPercent
    }
    /// The transition's coordinator (it unhooks itself when the transition ends).
    var coordinator: TransitionCoordinator?

    init(from: UIViewController, to: UIViewController, container: UIView, animated: Bool, interactive: Bool,
         style: UIModalPresentationStyle, animator: UIViewControllerAnimatedTransitioning,
         toInitial: CGRect, toFinal: CGRect, fromFinal: CGRect, toView: UIView? = nil, fromView: UIView? = nil,
         onComplete: @escaping (Bool) -> Void) {
        self.toView = toView; self.fromView = fromView
        self.from = from; self.to = to; containerView = container; isAnimated = animated; isInteractive = interactive
        presentationStyle = style; self.animator = animator
        self.toInitial = toInitial; self.toFinal = toFinal; self.fromFinal = fromFinal
        self.onComplete = onComplete
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? fromView ?? from.view : key == .to ? toView ?? to.view : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === from ? containerView.bounds : vc === to ? toInitial : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === to ? toFinal : vc === from ? fromFinal : .zero
    }

    /// Also the grab of a transition that was finishing or cancelling: it is interactive again,
    /// and the watchdog waits for the next finish or cancel.
    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        if percentComplete.isFinite { updatedPercent = min(max(percentComplete, 0), 1) }
        if !isInteractive, driver != nil || percentDriven != nil { isInteractive = true; transitionWasCancelled = false; disarmWatchdog() }
        driver?.update(percentComplete)
        percentDriven?.animatorUpdate(percentComplete)
    }

    /// Starts the transition: the animator (driven by `interaction` if any), then the
    /// coordinator's alongside animations.
    func start(interaction: UIViewControllerInteractiveTransitioning?) {
        if let interaction {
            self.interaction = interaction
            interaction.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
            armWatchdog(expecting: animator.transitionDuration(using: self))
        }
        coordinator?.animatorStarted()
    }

    /// Extra time an animator gets beyond its duration before the watchdog steps in.
    static let watchdogGrace: CFTimeInterval = 2
    private var watchdog: CADisplayLink?
    private var watchdogDeadline: CFTimeInterval?

    /// An animator that never calls completeTransition would leave the app frozen: once what is
    /// left to run (`expecting` seconds: the animator's duration, or an interactive transition's
    /// finishing or cancelling run, which a low completionSpeed makes long) and a grace period
    /// have passed, the transition is completed for it, with a warning.
    private func armWatchdog(expecting duration: CFTimeInterval) {
        guard !completed else { return }
        watchdogDeadline = CACurrentMediaTime() + (duration.isFinite ? max(duration, 0) : 0) + Self.watchdogGrace
        watchdog?.invalidate()
        let link = CADisplayLink { [weak self] link in
            guard let self, let deadline = self.watchdogDeadline, link.timestamp > deadline else { return }
            link.invalidate()
            guard !self.completed else { return }
            UIKitWarning.log("\(type(of: self.animator)) did not call completeTransition within its duration plus \(Self.watchdogGrace) s; completing the transition")
            self.completeTransition(!self.transitionWasCancelled)
        }
        link.add(to: .main, forMode: .common)
        watchdog = link
    }
    func finishInteractiveTransition() {
        isInteractive = false
        coordinator?.interactionEnded()
        armWatchdog(expecting: driver?.finish() ?? percentDriven?.animatorFinish(reversed: false) ?? 0)
    }

    func cancelInteractiveTransition() {
        transitionWasCancelled = true
        isInteractive = false
        coordinator?.interactionEnded()
        armWatchdog(expecting: driver?.cancel() ?? percentDriven?.animatorFinish(reversed: true) ?? 0)
    }
    func pauseInteractiveTransition() {
        isInteractive = true
        transitionWasCancelled = false
        disarmWatchdog()
        driver?.pause()
        percentDriven?.animatorPause()
    }

    private func disarmWatchdog() {
        watchdog?.invalidate()
        watchdog = nil
        watchdogDeadline = nil
    }

    func completeTransition(_ didComplete: Bool) {
        guard !completed else {
            UIKitWarning.log("completeTransition called more than once; ignored")
            return
        }
        completed = true
        watchdog?.invalidate()
        watchdog = nil
        coordinator?.transitionEnded()
        onComplete(didComplete)
        animator.animationEnded(didComplete)
    }
}
