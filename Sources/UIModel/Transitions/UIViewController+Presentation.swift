import Foundation

extension UIViewController {
    /// The controller this one presents, if any.
    var basePresentedViewController: UIViewController? { presentedStorage }
    /// The controller that presented this one (or one of its ancestors), if any.
    var basePresentingViewController: UIViewController? { presentingStorage ?? parent?.presentingViewController }

    /// A presentation or dismissal is under way somewhere in the app.
    static var transitionInProgress: Bool {
        get { UIModelRuntime.current.transitionInProgress }
        set { UIModelRuntime.current.transitionInProgress = newValue }
    }

    /// The controller that presents on this one's behalf: the root of its containment tree.
    private var presentationContext: UIViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }

    /// The controller a `.currentContext` or `.overCurrentContext` presentation covers: the first
    /// from this one up that defines a presentation context, else the root.
    private var definedPresentationContext: UIViewController {
        var c = self
        while !c.definesPresentationContext, let p = c.parent { c = p }
        return c
    }

    /// The transition style this controller's presentation uses: its own, or, in a context
    /// presentation, the style of the controller that defines the context when that one
    /// provides its transition style (`providesPresentationContextTransitionStyle`).
    private var presentationTransitionStyle: UIModalTransitionStyle {
        guard [.currentContext, .overCurrentContext].contains(modalPresentationStyle), let context = presentingStorage,
              context.definesPresentationContext, context.providesPresentationContextTransitionStyle
        else { return modalTransitionStyle }
        return context.modalTransitionStyle
    }

    /// The controller up the containment tree from this one that presents something, if any.
    private var presentingAncestor: UIViewController? {
        var c: UIViewController? = self
        while let vc = c, vc.presentedStorage == nil { c = vc.parent }
        return c
    }

    /// Presents `viewControllerToPresent`: its transitioning delegate's animator (or UIKit's
    /// default for `modalTransitionStyle`) animates it in; an interaction controller drives it.
    /// As in UIKit, presenting during another transition or on a controller that already
    /// presents is logged and ignored.
    func basePresent(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let vc = viewControllerToPresent
        let inContext = [.currentContext, .overCurrentContext].contains(vc.modalPresentationStyle)
        let presenter = inContext ? definedPresentationContext : presentationContext
        guard !Self.transitionInProgress else {
            return UIKitWarning.log("Attempt to present \(type(of: vc)) while a presentation or dismissal is in progress")
        }
        guard presenter.presentedStorage == nil else {
            return UIKitWarning.log("Attempt to present \(type(of: vc)) on \(type(of: presenter)) which is already presenting")
        }
        guard vc.presentingStorage == nil, vc.parent == nil, vc !== presenter, let window = presenter.viewIfLoaded?.window else {
            return UIKitWarning.log("Attempt to present \(type(of: vc)) which is already presented, a child, or whose presenter is not in a window")
        }
        vc.presentingStorage = presenter
        presenter.presentedStorage = vc
        vc.isBeingPresented = true
        let pc = vc.makePresentationController(presenting: presenter, source: self)
        pc.adaptToCurrentTraits()
        let style = pc.adaptedStyle
        // A context presentation covers the context's view only.
        let area = inContext ? presenter.view.convert(presenter.view.bounds, to: window) : window.bounds
        let container = PresentationContainerView(frame: area, presentationController: pc)
        container.autoresizingMask = inContext ? [] : [.flexibleWidth, .flexibleHeight]
        container.clipsToBounds = inContext
        window.addSubview(container)
        pc.containerView = container
        pc.isTransitioning = true
        let shown = pc.shownViewController
        shown.loadViewIfNeeded()
        let final = pc.frameOfPresentedViewInContainerView
        let animator = vc.transitioningDelegate?.animationController(forPresented: vc, presenting: presenter, source: self)
            ?? DefaultModalAnimator(presenting: true, style: style == .popover ? .crossDissolve : vc.presentationTransitionStyle)
        let interaction = flag ? vc.transitioningDelegate?.interactionControllerForPresentation(using: animator) : nil
        let removesPresenter = pc.shouldRemovePresentersView
        Self.transitionInProgress = true
        if flag && interaction == nil { UIApplication.shared.beginIgnoringInteractionEvents() }
        let context = TransitionContext(
            from: presenter, to: vc, container: container, animated: flag, interactive: interaction != nil, style: style,
            animator: animator, toInitial: .zero, toFinal: final, fromFinal: window.bounds, toView: pc.presentedView
        ) { completed in
            Self.transitionInProgress = false
            pc.isTransitioning = false
            if flag && interaction == nil { UIApplication.shared.endIgnoringInteractionEvents() }
            if completed {
                if let v = pc.presentedView, v.superview == nil { container.addSubview(v); v.frame = pc.frameOfPresentedViewInContainerView }
                if removesPresenter, let v = presenter.viewIfLoaded, let superview = v.superview {
                    pc.presenterPlace = .init(superview: superview, index: superview.subviews.firstIndex { $0 === v } ?? 0, frame: v.frame)
                    v.removeFromSuperview()
                }
                pc.presentationTransitionDidEnd(true)
                container.setNeedsLayout()
                if shown !== vc { shown.endAppearanceTransition() }
                vc.endAppearanceTransition()
                if removesPresenter { presenter.endAppearanceTransition() }
                completion?()
            } else {
                pc.presentedView?.removeFromSuperview()
                pc.dimBehind(false)
                pc.presentationTransitionDidEnd(false)
                container.removeFromSuperview()
                pc.tearDown()
                vc.presentingStorage = nil
                vc.presentationStorage = nil
                presenter.presentedStorage = nil
                // Balanced callbacks for a presentation that did not happen.
                if shown !== vc { shown.beginAppearanceTransition(false, animated: flag); shown.endAppearanceTransition() }
                vc.beginAppearanceTransition(false, animated: flag); vc.endAppearanceTransition()
                if removesPresenter { presenter.beginAppearanceTransition(true, animated: flag); presenter.endAppearanceTransition() }
            }
        }
        _ = TransitionCoordinator(context: context, participants: [presenter, vc])
        pc.presentationTransitionWillBegin()
        pc.dimBehind(true)
        // UIKit's order: the presenter's viewWillDisappear, then the presented viewWillAppear.
        if removesPresenter { presenter.beginAppearanceTransition(false, animated: flag) }
        if shown !== vc { shown.beginAppearanceTransition(true, animated: flag) }
        vc.beginAppearanceTransition(true, animated: flag)
        if !flag {
            if let v = pc.presentedView { container.addSubview(v); v.frame = final }
            context.completeTransition(true)
        } else {
            context.start(interaction: interaction)
        }
    }

    /// Dismisses the controller this one presents, or, if it presents none, this one (as UIKit
    /// forwards the call). Dismissing with nothing presented is logged and ignored.
    func baseDismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented: UIViewController
        let root = presentationContext
        if let p = presentingAncestor?.presentedStorage {
            presented = p
        } else if let standIn = root.adaptiveStandIn {
            presented = standIn
        } else if presentingViewController != nil {
            presented = root
        } else {
            return UIKitWarning.log("dismiss called on \(type(of: self)) with nothing presented; ignored")
        }
        guard !Self.transitionInProgress else {
            return UIKitWarning.log("Attempt to dismiss \(type(of: presented)) while a presentation or dismissal is in progress")
        }
        guard let presenter = presented.presentingStorage,
              let container = presented.presentationStorage?.containerView ?? presented.viewIfLoaded?.superview,
              let window = container.window else {
            return UIKitWarning.log("dismiss: \(type(of: presented)) is not on screen; ignored")
        }
        if presented.presentedStorage != nil {
            // UIKit dismisses the whole stack above; here the top one goes first.
            return presented.presentedStorage!.dismiss(animated: false) { presented.dismiss(animated: flag, completion: completion) }
        }
        let pc = presented.presentationStorage ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
        let style = pc.adaptedStyle
        let removesPresenter = pc.shouldRemovePresentersView
        let animator = presented.transitioningDelegate?.animationController(forDismissed: presented)
            ?? DefaultModalAnimator(presenting: false, style: style == .popover ? .crossDissolve : presented.presentationTransitionStyle)
        let interaction = flag ? presented.transitioningDelegate?.interactionControllerForDismissal(using: animator) : nil
        let shown = pc.shownViewController
        presented.isBeingDismissed = true
        Self.transitionInProgress = true
        pc.isTransitioning = true
        if flag && interaction == nil { UIApplication.shared.beginIgnoringInteractionEvents() }
        let offscreen = (pc.presentedView?.frame ?? container.bounds).offsetBy(dx: 0, dy: container.bounds.height)
        let context = TransitionContext(
            from: presented, to: presenter, container: container, animated: flag, interactive: interaction != nil, style: style,
            animator: animator, toInitial: window.bounds, toFinal: window.bounds, fromFinal: offscreen, fromView: pc.presentedView
        ) { completed in
            Self.transitionInProgress = false
            pc.isTransitioning = false
            if flag && interaction == nil { UIApplication.shared.endIgnoringInteractionEvents() }
            if completed {
                pc.presentedView?.removeFromSuperview()
                pc.dimBehind(false)
                pc.dismissalTransitionDidEnd(true)
                container.removeFromSuperview()
                pc.tearDown()
                presented.presentingStorage = nil
                presented.presentationStorage = nil
                presenter.presentedStorage = nil
                if shown !== presented { shown.endAppearanceTransition() }
                presented.endAppearanceTransition()
                if removesPresenter { presenter.endAppearanceTransition() }
                completion?()
            } else {
                // The dismissal was cancelled: mirror-image callbacks, and the presenter leaves again.
                if removesPresenter { presenter.view.removeFromSuperview() }
                pc.dismissalTransitionDidEnd(false)
                container.setNeedsLayout()
                presented.isBeingDismissed = false
                if shown !== presented { shown.beginAppearanceTransition(true, animated: flag); shown.endAppearanceTransition() }
                presented.beginAppearanceTransition(true, animated: flag); presented.endAppearanceTransition()
                if removesPresenter { presenter.beginAppearanceTransition(false, animated: flag); presenter.endAppearanceTransition() }
            }
        }
        _ = TransitionCoordinator(context: context, participants: [presenter, presented])
        pc.dismissalTransitionWillBegin()
        // UIKit's order: the presented viewWillDisappear, then the presenter's viewWillAppear.
        if shown !== presented { shown.beginAppearanceTransition(false, animated: flag) }
        presented.beginAppearanceTransition(false, animated: flag)
        if removesPresenter {
            // The presenter's view comes back where it was, under the presented one, for the animation.
            if let place = pc.presenterPlace, let superview = place.superview, superview.window === window {
                presenter.view.frame = place.frame
                superview.insertSubview(presenter.view, at: min(place.index, superview.subviews.count))
            } else {
                presenter.view.frame = window.bounds
                window.insertSubview(presenter.view, at: 0)
            }
            presenter.beginAppearanceTransition(true, animated: flag)
        }
        if !flag {
            context.completeTransition(true)
        } else {
            context.start(interaction: interaction)
        }
    }
}
