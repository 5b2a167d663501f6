import Foundation

extension UIViewController {
    /// The controller this one presents, if any.
    public var presentedViewController: UIViewController? { presentedStorage }
    /// The controller that presented this one (or one of its ancestors), if any.
    public var presentingViewController: UIViewController? { presentingStorage ?? parent?.presentingViewController }

    /// A presentation or dismissal is under way somewhere in the app.
    nonisolated(unsafe) static var transitionInProgress = false

    /// The controller that presents on this one's behalf: the root of its containment tree.
    private var presentationContext: UIViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }

    /// Presents `viewControllerToPresent`: its transitioning delegate's animator (or UIKit's
    /// default for `modalTransitionStyle`) animates it in; an interaction controller drives it.
    /// As in UIKit, presenting during another transition or on a controller that already
    /// presents is logged and ignored.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentationContext
        let vc = viewControllerToPresent
        guard !Self.transitionInProgress else {
            return UIKitWarning.log("Attempt to present \(type(of: vc)) while a presentation or dismissal is in progress")
        }
        guard presenter.presentedStorage == nil else {
            return UIKitWarning.log("Attempt to present \(type(of: vc)) on \(type(of: presenter)) which is already presenting")
        }
        guard vc.presentingStorage == nil, vc.parent == nil, vc !== presenter, let window = presenter.viewIfLoaded?.window else {
            return UIKitWarning.log("Attempt to present \(type(of: vc)) which is already presented, a child, or whose presenter is not in a window")
        }
        let style = vc.modalPresentationStyle
        vc.presentingStorage = presenter
        presenter.presentedStorage = vc
        vc.isBeingPresented = true
        let container = UIView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.accessibilityIdentifier = "transitionContainer"
        window.addSubview(container)
        vc.loadViewIfNeeded()
        let final = container.bounds
        let animator = vc.transitioningDelegate?.animationController(forPresented: vc, presenting: presenter, source: self)
            ?? DefaultModalAnimator(presenting: true, style: vc.modalTransitionStyle)
        let interaction = flag ? vc.transitioningDelegate?.interactionControllerForPresentation(using: animator) : nil
        let removesPresenter = style.removesPresentersView
        Self.transitionInProgress = true
        if flag && interaction == nil { UIApplication.shared.beginIgnoringInteractionEvents() }
        let context = TransitionContext(
            from: presenter, to: vc, container: container, animated: flag, interactive: interaction != nil, style: style,
            animator: animator, toInitial: .zero, toFinal: final, fromFinal: window.bounds
        ) { completed in
            Self.transitionInProgress = false
            if flag && interaction == nil { UIApplication.shared.endIgnoringInteractionEvents() }
            if completed {
                if vc.view.superview == nil { container.addSubview(vc.view); vc.view.frame = final }
                vc.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                if removesPresenter { presenter.view.removeFromSuperview() }
                vc.endAppearanceTransition()
                if removesPresenter { presenter.endAppearanceTransition() }
                completion?()
            } else {
                vc.view.removeFromSuperview()
                container.removeFromSuperview()
                vc.presentingStorage = nil
                presenter.presentedStorage = nil
                // Balanced callbacks for a presentation that did not happen.
                vc.beginAppearanceTransition(false, animated: flag); vc.endAppearanceTransition()
                if removesPresenter { presenter.beginAppearanceTransition(true, animated: flag); presenter.endAppearanceTransition() }
            }
        }
        _ = TransitionCoordinator(context: context, participants: [presenter, vc])
        // UIKit's order: the presenter's viewWillDisappear, then the presented viewWillAppear.
        if removesPresenter { presenter.beginAppearanceTransition(false, animated: flag) }
        vc.beginAppearanceTransition(true, animated: flag)
        if !flag {
            container.addSubview(vc.view)
            vc.view.frame = final
            context.completeTransition(true)
        } else {
            context.start(interaction: interaction)
        }
    }

    /// Dismisses the controller this one presents, or, if it presents none, this one (as UIKit
    /// forwards the call). Dismissing with nothing presented is logged and ignored.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented: UIViewController
        if let p = presentationContext.presentedStorage {
            presented = p
        } else if presentingViewController != nil {
            presented = presentationContext
        } else {
            return UIKitWarning.log("dismiss called on \(type(of: self)) with nothing presented; ignored")
        }
        guard !Self.transitionInProgress else {
            return UIKitWarning.log("Attempt to dismiss \(type(of: presented)) while a presentation or dismissal is in progress")
        }
        guard let presenter = presented.presentingStorage, let container = presented.viewIfLoaded?.superview,
              let window = container.window else {
            return UIKitWarning.log("dismiss: \(type(of: presented)) is not on screen; ignored")
        }
        if presented.presentedStorage != nil {
            // UIKit dismisses the whole stack above; here the top one goes first.
            return presented.presentedStorage!.dismiss(animated: false) { presented.dismiss(animated: flag, completion: completion) }
        }
        let style = presented.modalPresentationStyle
        let removesPresenter = style.removesPresentersView
        let animator = presented.transitioningDelegate?.animationController(forDismissed: presented)
            ?? DefaultModalAnimator(presenting: false, style: presented.modalTransitionStyle)
        let interaction = flag ? presented.transitioningDelegate?.interactionControllerForDismissal(using: animator) : nil
        presented.isBeingDismissed = true
        Self.transitionInProgress = true
        if flag && interaction == nil { UIApplication.shared.beginIgnoringInteractionEvents() }
        let offscreen = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
        let context = TransitionContext(
            from: presented, to: presenter, container: container, animated: flag, interactive: interaction != nil, style: style,
            animator: animator, toInitial: window.bounds, toFinal: window.bounds, fromFinal: offscreen
        ) { completed in
            Self.transitionInProgress = false
            if flag && interaction == nil { UIApplication.shared.endIgnoringInteractionEvents() }
            if completed {
                presented.view.removeFromSuperview()
                container.removeFromSuperview()
                presented.presentingStorage = nil
                presenter.presentedStorage = nil
                presented.endAppearanceTransition()
                if removesPresenter { presenter.endAppearanceTransition() }
                completion?()
            } else {
                // The dismissal was cancelled: mirror-image callbacks, and the presenter leaves again.
                if removesPresenter { presenter.view.removeFromSuperview() }
                presented.isBeingDismissed = false
                presented.beginAppearanceTransition(true, animated: flag); presented.endAppearanceTransition()
                if removesPresenter { presenter.beginAppearanceTransition(false, animated: flag); presenter.endAppearanceTransition() }
            }
        }
        _ = TransitionCoordinator(context: context, participants: [presenter, presented])
        // UIKit's order: the presented viewWillDisappear, then the presenter's viewWillAppear.
        presented.beginAppearanceTransition(false, animated: flag)
        if removesPresenter {
            // The presenter's view comes back under the presented one for the animation.
            presenter.view.frame = window.bounds
            window.insertSubview(presenter.view, at: 0)
            presenter.beginAppearanceTransition(true, animated: flag)
        }
        if !flag {
            context.completeTransition(true)
        } else {
            context.start(interaction: interaction)
        }
    }
}
