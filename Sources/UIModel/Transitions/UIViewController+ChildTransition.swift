import Foundation

extension UIViewController {
    /// Swaps two children's views in a custom container: `toViewController`'s view joins the
    /// superview of `fromViewController`'s, the option's transition (cross dissolve, flips,
    /// curls: `UIView.transition(with:…)` of the container) and `animations` run together, then
    /// the old view leaves. Appearance callbacks go to both. The caller does the containment
    /// calls (addChild / willMove / removeFromParent / didMove), as in UIKit.
    func baseTransition(from fromViewController: UIViewController, to toViewController: UIViewController,
                        duration: TimeInterval, options: UIView.AnimationOptions = [],
                        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parent === self, toViewController.parent === self, fromViewController !== toViewController else {
            return UIKitWarning.log("transition(from:to:): both controllers must be distinct children of \(type(of: self)); ignored")
        }
        guard let container = fromViewController.viewIfLoaded?.superview else {
            return UIKitWarning.log("transition(from:to:): the from controller's view is not in a container; ignored")
        }
        let fromView = fromViewController.view!, toView = toViewController.view!
        let animated = duration.isFinite && duration > 0
        let visible = isVisible && shouldAutomaticallyForwardAppearanceMethods
        if visible {
            fromViewController.beginAppearanceTransition(false, animated: animated)
            toViewController.beginAppearanceTransition(true, animated: animated)
        }
        toView.frame = fromView.frame
        container.addSubview(toView)
        let kind = UIView.TransitionKind(options)
        let finish: (Bool) -> Void = { finished in
            fromView.removeFromSuperview()
            fromView.alpha = 1
            fromView.transform = .identity
            if visible { fromViewController.endAppearanceTransition(); toViewController.endAppearanceTransition() }
            completion?(finished)
        }
        guard animated else {
            animations?()
            return finish(true)
        }
        if kind != .crossDissolve && kind != .none {
            // The new view appears under the picture of the old one, which turns away.
            toView.isHidden = true
            UIView.transition(with: container, duration: duration, options: options, animations: {
                toView.isHidden = false
                fromView.isHidden = true
            }, completion: { finished in
                fromView.isHidden = false
                finish(finished)
            })
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() })
        } else {
            toView.alpha = 0
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                animations?()
                toView.alpha = 1
                fromView.alpha = 0
            }, completion: finish)
        }
    }
}
