import Foundation

/// UIKit's built-in presentation animations: cover vertical (the presented view rises from below
/// and sinks back) and cross dissolve.
final class DefaultModalAnimator: UIViewControllerAnimatedTransitioning {
    nonisolated deinit {}
    let presenting: Bool
    let style: UIModalTransitionStyle

    /// Cover vertical's duration and critically damped spring (UIKit's sheet moves without bounce).
    static let coverDuration: TimeInterval = 0.5
    static let dissolveDuration: TimeInterval = 0.35

    init(presenting: Bool, style: UIModalTransitionStyle) {
        self.presenting = presenting
        self.style = style
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        style == .crossDissolve ? Self.dissolveDuration : Self.coverDuration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        guard ctx.viewController(forKey: .from) != nil, let toVC = ctx.viewController(forKey: .to) else { return }
        guard let moving = ctx.view(forKey: presenting ? .to : .from) else { return ctx.completeTransition(true) }
        if presenting {
            container.addSubview(moving)
            moving.frame = ctx.finalFrame(for: toVC)
        }
        let offscreen = moving.frame.offsetBy(dx: 0, dy: container.bounds.height)
        let done: (Bool) -> Void = { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
        switch style {
        case .crossDissolve:
            if presenting { moving.alpha = 0 }
            UIView.animate(withDuration: transitionDuration(using: ctx), animations: { moving.alpha = self.presenting ? 1 : 0 },
                           completion: done)
        default:
            let onscreen = moving.frame
            if presenting { moving.frame = offscreen }
            UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, usingSpringWithDamping: 1,
                           initialSpringVelocity: 0, options: [], animations: {
                moving.frame = self.presenting ? onscreen : offscreen
            }, completion: done)
        }
    }
}
