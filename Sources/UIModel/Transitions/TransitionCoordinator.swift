import Foundation

/// What alongside animations and completion blocks learn about a running transition.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    /// How far the interactive part got (its interaction controller's, or the last update).
    var percentComplete: CGFloat { get }
    /// The interaction controller's `completionCurve` (ease-in-out without one).
    var completionCurve: UIView.AnimationCurve { get }
    /// The interaction controller's `completionSpeed` (1 without one).
    var completionVelocity: CGFloat { get }
    var containerView: UIView { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Lets code outside the animator animate with a transition and hear how it ends.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// UIKit's Swift spelling without a completion (`completion` defaults to nil there).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of one transition: alongside animations run with the animator's (on the
/// interactive clock when there is one, so they scrub too); completion blocks run when it ends.
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    nonisolated deinit {}
    let context: TransitionContext
    let initiallyInteractive: Bool
    private var pendingAnimations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false
    private var participants: [UIViewController] = []

    init(context: TransitionContext, participants: [UIViewController]) {
        self.context = context
        initiallyInteractive = context.isInteractive
        self.participants = participants
        for vc in participants { vc.activeCoordinator = self }
        context.coordinator = self
    }

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: TimeInterval { context.animator.transitionDuration(using: context) }
    var percentComplete: CGFloat { context.percentComplete }
    var completionCurve: UIView.AnimationCurve { context.interaction?.completionCurve ?? .easeInOut }
    var completionVelocity: CGFloat { context.interaction?.completionSpeed ?? 1 }
    var containerView: UIView { context.containerView }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { context.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let completion { completions.append(completion) }
        if let animation {
            if started { run([animation]) } else { pendingAnimations.append(animation) }
        }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// Called once the animator has started: the queued alongside animations start too.
    func animatorStarted() {
        started = true
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        run(blocks)
    }

    private func run(_ blocks: [(UIViewControllerTransitionCoordinatorContext) -> Void]) {
        guard !blocks.isEmpty else { return }
        UIModelRuntime.current.clock.animationEngine.capturing(on: context.driver) {
            if context.isAnimated {
                UIView.animate(withDuration: transitionDuration, animations: { for b in blocks { b(self) } })
            } else {
                UIView.performWithoutAnimation { for b in blocks { b(self) } }
            }
        }
    }

    func interactionEnded() { for h in interactionHandlers { h(self) } }

    /// The transition ended: completion blocks run, and the controllers let the coordinator go.
    func transitionEnded() {
        if !started { animatorStarted() }
        for c in completions { c(self) }
        for vc in participants where vc.activeCoordinator === self { vc.activeCoordinator = nil }
        context.coordinator = nil
    }
}

extension UIViewController {
    /// The coordinator of the transition this controller (or an ancestor) takes part in.
    var baseTransitionCoordinator: UIViewControllerTransitionCoordinator? {
        activeCoordinator ?? parent?.transitionCoordinator
    }
}
