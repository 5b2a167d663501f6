import Foundation

extension UIViewController {
    /// Swaps two children's views in a custom container: `toViewController`'s view joins the
    /// superview of `fromViewController`'s, the option's transition (cross dissolve, flips) and
    /// `animations` run together, then the old view leaves. Appearance callbacks go to both. The
    /// caller does the containment calls (addChild / willMove / removeFromParent / didMove), as
    /// in UIKit. Curl transitions dissolve instead.
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
        let kind = (options.rawValue >> 20) & 0xF
        let flipsHorizontally = kind == 1 || kind == 2, flipsVertically = kind == 6 || kind == 7
        let edge: CGFloat = 0.001  // edge-on: a flip's halfway point
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
        if flipsHorizontally || flipsVertically {
            let squash = flipsHorizontally ? CGAffineTransform(scaleX: edge, y: 1) : CGAffineTransform(scaleX: 1, y: edge)
            toView.transform = squash
            UIView.animateKeyframes(withDuration: duration, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { fromView.transform = squash }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { toView.transform = .identity }
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { animations?() }
            }, completion: finish)
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
