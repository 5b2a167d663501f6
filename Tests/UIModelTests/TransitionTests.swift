import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Logs its appearance callbacks into a shared log, prefixed with its name.
final class LoggingController: UIViewController {
    let name: String
    let log: Log
    final class Log { var entries: [String] = [] }

    init(_ name: String, log: Log) { self.name = name; self.log = log; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name) viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name) viewDidDisappear") }
}

/// Moves the presented view down by the screen height along a linear curve, in 1 s.
final class LinearSlideDown: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let v = ctx.view(forKey: .from)!
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.frame.origin.y = 800 },
                       completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
}

final class InteractiveDismissDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = LinearSlideDown()
    let interaction = UIPercentDrivenInteractiveTransition()
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

@Suite(.serialized, .freshRuntime) struct TransitionTests: AnimationTesting {
    func setUp() -> (LoggingController, LoggingController, LoggingController.Log) {
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        show(a)
        log.entries.removeAll()
        return (a, b, log)
    }

    @Test func animatedPresentAndDismissCallbacksInUIKitsOrder() {
        let (a, b, log) = setUp()
        var presented = false, dismissed = false
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true) { presented = true }
        #expect(log.entries == ["A viewWillDisappear", "B viewWillAppear"])
        #expect(b.isBeingPresented && a.presentedViewController === b && b.presentingViewController === a)
        run(seconds: 0.7)
        #expect(presented)
        #expect(log.entries == ["A viewWillDisappear", "B viewWillAppear", "B viewDidAppear", "A viewDidDisappear"])
        #expect(!b.isBeingPresented && a.viewIfLoaded?.superview == nil)  // a full-screen presenter leaves
        log.entries.removeAll()
        b.dismiss(animated: true) { dismissed = true }  // forwarded to the presenter, as in UIKit
        #expect(log.entries == ["B viewWillDisappear", "A viewWillAppear"])
        run(seconds: 0.7)
        #expect(dismissed && a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(log.entries == ["B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear"])
        #expect(a.view.superview === a.view.window && b.viewIfLoaded?.superview == nil)
    }

    @Test func nonAnimatedPresentCompletesAtOnce() {
        let (a, b, log) = setUp()
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        #expect(log.entries == ["A viewWillDisappear", "B viewWillAppear", "B viewDidAppear", "A viewDidDisappear"])
        a.dismiss(animated: false)
        #expect(a.presentedViewController == nil && a.view.window != nil)
    }

    /// A presented controller that presents full screen in turn gets its view back in its own
    /// presentation's container, where touches reach it, not under everything in the window.
    @Test func aPresenterThatWasPresentedGetsItsViewBackInItsContainer() {
        let (a, b, log) = setUp()
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: false)
        let container = b.view.superview
        #expect(container !== b.view.window)
        let c = LoggingController("C", log: log)
        c.modalPresentationStyle = .fullScreen
        b.present(c, animated: false)
        #expect(b.viewIfLoaded?.superview == nil)
        b.dismiss(animated: false)
        #expect(b.view.superview === container)
        #expect(b.view.window?.hitTest(CGPoint(x: 200, y: 400), with: nil)?.isDescendant(of: b.view) == true)
    }

    @Test func cancelledInteractiveDismissRestoresEverything() {
        let (a, b, log) = setUp()
        let delegate = InteractiveDismissDelegate()
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        log.entries.removeAll()
        a.dismiss(animated: true)
        let interaction = delegate.interaction
        // Scrubbing: the presentation value is the animation's value at the fraction.
        for p in [0.25, 0.5, 0.75] as [CGFloat] {
            interaction.update(p)
            frame(1.0 / 60)
            #expect(abs(b.view.layer.presentation()!.frame.origin.y - 800 * p) < 1e-6)
        }
        interaction.update(0.4)
        interaction.completionSpeed = 2
        interaction.cancel()
        run(seconds: 0.19)  // cancelling takes 0.4 · 1 s / 2 = 0.2 s
        #expect(a.presentedViewController === b)
        run(seconds: 0.05)
        #expect(b.view.frame.origin.y == 0 && b.view.layer.animationKeys() == nil)
        #expect(a.presentedViewController === b && a.viewIfLoaded?.superview == nil)
        #expect(log.entries == ["B viewWillDisappear", "A viewWillAppear", "B viewWillAppear", "B viewDidAppear",
                                "A viewWillDisappear", "A viewDidDisappear"])
    }

    @Test func finishedInteractiveDismissTakesTheRemainingTime() {
        let (a, b, _) = setUp()
        let delegate = InteractiveDismissDelegate()
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        var done = false
        a.dismiss(animated: true) { done = true }
        delegate.interaction.update(0.5)
        delegate.interaction.finish()  // (1 − 0.5) · 1 s / 1
        run(seconds: 0.45)
        #expect(!done)
        run(seconds: 0.1)
        #expect(done && a.presentedViewController == nil)
    }

    @Test func misuseIsLoggedAndIgnored() {
        let (a, b, _) = setUp()
        let c = LoggingController("C", log: LoggingController.Log())
        let before = UIKitWarning.history.count
        a.dismiss(animated: true)  // nothing presented
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        c.modalPresentationStyle = .fullScreen
        a.present(c, animated: true)  // during the presentation
        run(seconds: 0.7)
        a.present(c, animated: false)  // already presenting
        #expect(UIKitWarning.history.count == before + 3)
        #expect(a.presentedViewController === b && c.presentingViewController == nil)
        a.dismiss(animated: false)
    }

    @Test func touchesAreIgnoredDuringANonInteractiveTransition() {
        let (a, b, _) = setUp()
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        #expect(app.application.isIgnoringInteractionEvents)
        run(seconds: 0.7)
        #expect(!app.application.isIgnoringInteractionEvents)
        a.dismiss(animated: false)
    }
}

@Suite(.serialized, .freshRuntime) struct ChildTransitionTests: AnimationTesting {
    @Test func crossDissolveSwapsChildrenWithBalancedCallbacks() {
        let log = LoggingController.Log()
        let container = UIViewController()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        container.addChild(a)
        container.view.addSubview(a.view)
        a.didMove(toParent: container)
        show(container)
        log.entries.removeAll()
        a.willMove(toParent: nil)
        container.addChild(b)
        var finished: Bool?
        container.transition(from: a, to: b, duration: 0.5, options: .transitionCrossDissolve, animations: nil) { done in
            a.removeFromParent()
            b.didMove(toParent: container)
            finished = done
        }
        #expect(log.entries == ["A viewWillDisappear", "B viewWillAppear"])
        frame(0.25)
        #expect(abs(b.view.layer.presentation()!.opacity - 0.5) < 0.1)
        frame(0.3)
        #expect(finished == true)
        #expect(log.entries == ["A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear"])
        #expect(container.children.map { $0 as? LoggingController }.compactMap { $0?.name } == ["B"])
        #expect(a.viewIfLoaded?.superview == nil && b.view.superview === container.view && a.view.alpha == 1)
        let before = UIKitWarning.history.count
        container.transition(from: a, to: b, duration: 0.5, animations: nil)  // a is no longer a child
        #expect(UIKitWarning.history.count == before + 1)
    }
}

/// Registers an alongside animation and a completion when it starts to disappear.
final class CoordinatedController: UIViewController {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var completions: [Bool] = []
    var interactionChanges = 0
    override func viewDidLoad() { view.addSubview(badge) }
    override func viewWillDisappear(_ animated: Bool) {
        guard let coordinator = transitionCoordinator else { return }
        coordinator.animate(alongsideTransition: { _ in self.badge.alpha = 0 }, completion: { ctx in
            self.completions.append(ctx.isCancelled)
        })
        coordinator.notifyWhenInteractionChanges { _ in self.interactionChanges += 1 }
    }
}

@Suite(.serialized, .freshRuntime) struct CoordinatorTests: AnimationTesting {
    @Test func alongsideAnimationsScrubWithTheTransitionAndCompletionsSeeTheOutcome() {
        let a = UIViewController(), b = CoordinatedController()
        show(a)
        let delegate = InteractiveDismissDelegate()
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        #expect(b.transitionCoordinator == nil)
        a.dismiss(animated: true)
        #expect(b.transitionCoordinator != nil && b.transitionCoordinator!.isInteractive)
        delegate.interaction.update(0.5)
        frame(1.0 / 60)
        let alpha = b.badge.layer.presentation()!.opacity
        #expect(alpha > 0.2 && alpha < 0.8)  // half way along the default curve
        delegate.interaction.cancel()
        for _ in 0..<60 { frame(1.0 / 60) }
        #expect(b.completions == [true] && b.interactionChanges == 1)
        #expect(b.badge.alpha == 1 && b.transitionCoordinator == nil)  // restored: the dismissal was cancelled
        a.dismiss(animated: false)
    }
}

/// Never calls completeTransition.
final class ForgetfulAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let to = ctx.view(forKey: .to)!
        ctx.containerView.addSubview(to)
    }
}

/// Dismisses with a spring (UIKit's duration + damping form).
final class SpringSlideDown: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let v = ctx.view(forKey: .from)!
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, animations: {
            v.frame.origin.y = 800
        }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
}

final class CustomDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var present: UIViewControllerAnimatedTransitioning?
    var dismiss: UIViewControllerAnimatedTransitioning?
    let interaction = UIPercentDrivenInteractiveTransition()
    var interactive = false
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { present }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismiss }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactive ? interaction : nil
    }
}

@Suite(.serialized, .freshRuntime) struct TransitionEdgeCaseTests: AnimationTesting {
    func screen() -> UIViewController {
        let a = UIViewController()
        show(a)
        return a
    }

    @Test func anAnimatorThatNeverCompletesIsCompletedForItWithAWarning() {
        let a = screen(), b = UIViewController()
        let delegate = CustomDelegate()
        delegate.present = ForgetfulAnimator()
        b.transitioningDelegate = delegate
        let before = UIKitWarning.history.count
        var presented = false
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true) { presented = true }
        for _ in 0..<60 { frame(1.0 / 60) }
        #expect(!presented && app.application.isIgnoringInteractionEvents)
        for _ in 0..<120 { frame(1.0 / 60) }  // past 0.3 s + 2 s
        #expect(presented && !app.application.isIgnoringInteractionEvents)
        #expect(UIKitWarning.history.count == before + 1 && UIKitWarning.history.last!.contains("completeTransition"))
        a.dismiss(animated: false)
        #expect(a.presentedViewController == nil && app.hierarchyProblems().isEmpty)
    }

    @Test func aSpringInsideAnInteractiveTransitionScrubsAlongItsCurve() {
        let a = screen(), b = UIViewController()
        let delegate = CustomDelegate()
        delegate.dismiss = SpringSlideDown()
        delegate.interactive = true
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        a.dismiss(animated: true)
        let spring = Spring(dampingRatio: 0.5, duration: 1)
        for p in [0.25, 0.5, 0.75] as [CGFloat] {
            delegate.interaction.update(p)
            frame(1.0 / 60)
            let expected = 800 + spring.state(x0: -800, v0: 0, at: p).x
            #expect(abs(b.view.layer.presentation()!.frame.origin.y - expected) < 1e-6)
        }
        delegate.interaction.finish()
        for _ in 0..<40 { frame(1.0 / 60) }
        #expect(a.presentedViewController == nil && app.hierarchyProblems().isEmpty)
    }
}

/// A dismissal run by one property animator, as UIKit's interruptible animators are written.
final class InterruptibleSlide: UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let v = ctx.view(forKey: .from)!
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.y = 800 }
        a.addCompletion { position in ctx.completeTransition(position == .end) }
        animator = a
        return a
    }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) { interruptibleAnimator(using: ctx).startAnimation() }
    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

@Suite(.serialized, .freshRuntime) struct InterruptibleTransitionTests: AnimationTesting {
    func presented() -> (UIViewController, UIViewController, CustomDelegate) {
        let a = UIViewController(), b = UIViewController()
        show(a)
        let delegate = CustomDelegate()
        delegate.dismiss = InterruptibleSlide()
        delegate.interactive = true
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        return (a, b, delegate)
    }

    @Test func scrubbedThenCancelledStaysPresented() {
        let (a, b, delegate) = presented()
        a.dismiss(animated: true)
        delegate.interaction.update(0.5)
        #expect(abs(b.view.layer.presentation()!.frame.origin.y - 400) < 1e-6)
        #expect(abs(delegate.interaction.percentComplete - 0.5) < 1e-9)
        delegate.interaction.cancel()
        for _ in 0..<40 { frame(1.0 / 60) }
        #expect(a.presentedViewController === b && b.view.frame.origin.y == 0)
        #expect(app.hierarchyProblems().isEmpty)
    }

    @Test func scrubbedThenFinishedDismissesInTheRemainingTime() {
        let (a, b, delegate) = presented()
        var done = false
        a.dismiss(animated: true) { done = true }
        delegate.interaction.update(0.6)
        delegate.interaction.finish()
        for _ in 0..<22 { frame(1.0 / 60) }  // 0.37 s of the 0.4 s left
        #expect(!done)
        for _ in 0..<6 { frame(1.0 / 60) }
        #expect(done && a.presentedViewController == nil && b.viewIfLoaded?.superview == nil)
    }
}

/// Slides the presented view down with a property animator that it hands out as its
/// interruptible animator.
final class InterruptibleSlideDown: UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let v = ctx.view(forKey: .from)!
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.y = 800 }
        a.addCompletion { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
        animator = a
        return a
    }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) { interruptibleAnimator(using: ctx).startAnimation() }
}

@Suite(.serialized, .freshRuntime) struct TransitionCoordinatorValueTests: AnimationTesting {
    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let animator: UIViewControllerAnimatedTransitioning
        let interaction = UIPercentDrivenInteractiveTransition()
        init(_ animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }
    }

    func checkCoordinator(_ animator: UIViewControllerAnimatedTransitioning) {
        let log = LoggingController.Log()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        show(a)
        let delegate = Delegate(animator)
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        a.dismiss(animated: true)
        let interaction = delegate.interaction
        interaction.completionCurve = .linear
        interaction.completionSpeed = 2
        let coordinator = b.transitionCoordinator!
        interaction.update(0.3)
        frame(1.0 / 60)
        #expect(abs(coordinator.percentComplete - 0.3) < 1e-9)
        #expect(coordinator.completionCurve == .linear)
        #expect(coordinator.completionVelocity == 2)
        #expect(coordinator.isInteractive)
        interaction.finish()
        run(seconds: 1)
        #expect(a.presentedViewController == nil)
    }

    @Test func theCoordinatorReportsTheInteractionsValues() { checkCoordinator(LinearSlideDown()) }

    @Test func theCoordinatorReportsAnInterruptibleAnimatorsValues() { checkCoordinator(InterruptibleSlideDown()) }
}
