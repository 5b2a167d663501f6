import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.serialized, .freshRuntime) struct NavigationTests: AnimationTesting {
    @Test func animatedPushAndPopCallbacksAndContainment() {
        let (nav, a, log) = navigationOnScreen()
        let b = LoggingController("B", log: log)
        var flags: [Bool] = []
        nav.pushViewController(b, animated: true)
        flags.append(b.isMovingToParent)
        #expect(log.entries == ["A viewWillDisappear", "B viewWillAppear"])
        #expect(b.parent === nav && nav.topViewController === b)
        run(seconds: 0.5)
        #expect(log.entries == ["A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear"])
        #expect(!b.isMovingToParent && flags == [true])
        #expect(a.viewIfLoaded?.superview == nil && b.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        app.layoutWindows()
        #expect(b.view.safeAreaInsets.top == 44, "the content runs under the bar, which its safe area leaves out")
        log.entries.removeAll()
        #expect(nav.popViewController(animated: true) === b)
        #expect(b.isMovingFromParent)
        run(seconds: 0.5)
        #expect(log.entries == ["B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear"])
        #expect(nav.viewControllers.count == 1 && b.parent == nil && !b.isMovingFromParent)
    }

    @Test func nonAnimatedStackOperations() {
        let (nav, a, log) = navigationOnScreen()
        let b = LoggingController("B", log: log), c = LoggingController("C", log: log)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        #expect(nav.viewControllers.map { ($0 as! LoggingController).name } == ["A", "B", "C"])
        #expect(nav.popToRootViewController(animated: false)?.count == 2)
        #expect(nav.topViewController === a && b.parent == nil && c.parent == nil)
        nav.setViewControllers([a, c], animated: false)
        #expect(nav.topViewController === c && c.view.superview != nil)
        #expect(nav.popToViewController(a, animated: false)?.first === c)
    }

    @Test func misuseIsLoggedAndIgnored() {
        let (nav, a, _) = navigationOnScreen()
        let before = UIKitWarning.history.count
        nav.pushViewController(a, animated: false)  // already on the stack
        #expect(nav.popViewController(animated: true) == nil)  // the root stays
        #expect(UIKitWarning.history.count == before + 2)
        #expect(nav.viewControllers.count == 1)
    }

    /// An edge drag from x = 2 to `to`, 8 ms per step; `hold` keeps the finger still before lifting.
    func edgeDrag(to x: CGFloat, steps: Int, hold: Bool, t0: TimeInterval) {
        app.handleTouch(.began, at: CGPoint(x: 2, y: 400), timestamp: t0)
        for i in 1...steps {
            app.handleTouch(.moved, at: CGPoint(x: 2 + (x - 2) * CGFloat(i) / CGFloat(steps), y: 400), timestamp: t0 + 0.008 * Double(i))
            frame(0.008)
        }
        let tEnd = t0 + 0.008 * Double(steps) + (hold ? 0.2 : 0)
        if hold { run(seconds: 0.2) }
        app.handleTouch(.ended, at: CGPoint(x: x, y: 400), timestamp: tEnd)
    }

    @Test func edgeSwipePopCancelledThenFinished() {
        let (nav, a, log) = navigationOnScreen()
        let b = LoggingController("B", log: log)
        nav.pushViewController(b, animated: false)
        log.entries.removeAll()
        edgeDrag(to: 120, steps: 10, hold: true, t0: 100)  // short, and the finger stopped: cancel
        run(seconds: 0.5)
        #expect(nav.topViewController === b && b.parent === nav && b.view.frame.origin.x == 0)
        #expect(log.entries == ["B viewWillDisappear", "A viewWillAppear", "A viewWillDisappear", "B viewWillAppear",
                                "A viewDidDisappear", "B viewDidAppear"])
        edgeDrag(to: 150, steps: 5, hold: false, t0: 200)  // flung right: finish
        run(seconds: 0.5)
        #expect(nav.topViewController === a && b.parent == nil)
    }
}

@Suite(.serialized, .freshRuntime) struct NavigationMoreTests: AnimationTesting {
    @Test func nonAnimatedPushAndPopCallbacks() {
        let (nav, _, log) = navigationOnScreen()
        let b = LoggingController("B", log: log)
        nav.pushViewController(b, animated: false)
        #expect(log.entries == ["A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear"])
        log.entries.removeAll()
        nav.popViewController(animated: false)
        #expect(log.entries == ["B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear"])
    }

    @Test func animatedSetViewControllersPushesOrPops() {
        let (nav, a, log) = navigationOnScreen()
        let b = LoggingController("B", log: log), c = LoggingController("C", log: log)
        nav.setViewControllers([a, b, c], animated: true)  // a new top: pushed
        #expect(nav.viewControllers.count == 3 && b.parent === nav)
        #expect(log.entries == ["A viewWillDisappear", "C viewWillAppear"])
        run(seconds: 0.5)
        #expect(log.entries == ["A viewWillDisappear", "C viewWillAppear", "A viewDidDisappear", "C viewDidAppear"])
        #expect(c.view.window != nil && a.viewIfLoaded?.superview == nil)
        log.entries.removeAll()
        nav.setViewControllers([a], animated: true)  // back to one on the stack: popped to
        run(seconds: 0.5)
        #expect(log.entries == ["C viewWillDisappear", "A viewWillAppear", "C viewDidDisappear", "A viewDidAppear"])
        #expect(nav.viewControllers.count == 1 && b.parent == nil && c.parent == nil && app.hierarchyProblems().isEmpty)
    }
}

/// Starts a property animator inside animateTransition (not through interruptibleAnimator).
final class PropertyAnimatorSlide: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let v = ctx.view(forKey: .from)!
        let a = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { v.frame.origin.y = 800 }
        a.addCompletion { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
        a.startAnimation()
    }
}

@Suite(.serialized, .freshRuntime) struct PropertyAnimatorInTransitionTests: AnimationTesting {
    @Test func itFollowsTheInteractiveClockThroughALongHold() {
        let a = UIViewController(), b = UIViewController()
        show(a)
        let delegate = CustomDelegate()
        delegate.dismiss = PropertyAnimatorSlide()
        delegate.interactive = true
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        var done = false
        a.dismiss(animated: true) { done = true }
        delegate.interaction.update(0.5)
        for _ in 0..<60 { frame(1.0 / 60) }  // held for twice the duration
        #expect(!done && abs(b.view.layer.presentation()!.frame.origin.y - 400) < 1e-6)
        delegate.interaction.finish()
        for _ in 0..<20 { frame(1.0 / 60) }
        #expect(done && a.presentedViewController == nil)
    }
}

/// The bar animates with a push or pop: the new title slides and fades in, the old one slides
/// the other way and fades out, the back button cross-fades; an interactive pop scrubs them.
@Suite(.serialized, .freshRuntime) struct NavigationBarTransitionTests: AnimationTesting {
    func labels(in bar: UINavigationBar, showing text: String) -> [UILabel] {
        bar.subviews.compactMap { $0 as? UILabel }.filter { $0.text == text }
    }

    func shownAlpha(_ v: UIView) -> Float { v.layer.presentation()!.opacity }
    func shownX(_ v: UIView) -> CGFloat { v.layer.presentation()!.affineTransform().tx }

    @Test func aPushSlidesAndFadesTheTitles() {
        let (nav, _, log) = navigationOnScreen()
        let b = LoggingController("B", log: log)
        b.title = "B"
        nav.pushViewController(b, animated: true)
        let bar = nav.navigationBar
        #expect(bar.titleLabel.text == "B")  // the new item shows from the start
        let oldTitle = labels(in: bar, showing: "A").first
        #expect(oldTitle != nil)
        run(seconds: NavigationSlideAnimator.duration / 2)
        let title = shownAlpha(bar.titleLabel)
        #expect(title > 0.05 && title < 0.95)
        #expect(shownX(bar.titleLabel) > 0)  // still coming in from the right
        #expect(shownAlpha(oldTitle!) > 0.05 && shownAlpha(oldTitle!) < 0.95)
        #expect(shownX(oldTitle!) < 0)  // leaving to the left
        #expect(shownAlpha(bar.backButton) < 0.95)
        run(seconds: 1)
        #expect(labels(in: bar, showing: "A").isEmpty)  // the outgoing copy is gone
        #expect(bar.titleLabel.alpha == 1 && bar.titleLabel.transform == .identity && bar.backButton.alpha == 1)
        #expect(shownAlpha(bar.titleLabel) == 1)
    }

    @Test func anInteractivePopScrubsTheTitlesAndACancelPutsThemBack() {
        let (nav, _, log) = navigationOnScreen()
        let b = LoggingController("B", log: log)
        b.title = "B"
        nav.pushViewController(b, animated: false)
        let bar = nav.navigationBar
        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = ScrubbedPopDelegate(interaction)
        nav.delegate = delegate
        nav.popViewController(animated: true)
        #expect(bar.titleLabel.text == "A")
        let outgoing = labels(in: bar, showing: "B").first!
        var alphas: [Float] = []
        for p in [0.25, 0.5, 0.75] as [CGFloat] {
            interaction.update(p)
            frame(1.0 / 60)
            alphas.append(shownAlpha(bar.titleLabel))
            #expect(shownX(bar.titleLabel) < 0 && shownX(outgoing) > 0)
        }
        #expect(alphas[0] < alphas[1] && alphas[1] < alphas[2])  // the scrub moves them
        interaction.cancel()
        run(seconds: 1)
        #expect(nav.topViewController === b && bar.titleLabel.text == "B")
        #expect(labels(in: bar, showing: "B").count == 1)  // only the real title
        #expect(bar.titleLabel.alpha == 1 && bar.titleLabel.transform == .identity && shownAlpha(bar.titleLabel) == 1)
    }
}

/// Pops with the navigation controller's own animator, driven by `interaction`.
final class ScrubbedPopDelegate: NSObject, UINavigationControllerDelegate {
    let interaction: UIPercentDrivenInteractiveTransition
    init(_ interaction: UIPercentDrivenInteractiveTransition) { self.interaction = interaction }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        NavigationSlideAnimator(operation: operation)
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}
