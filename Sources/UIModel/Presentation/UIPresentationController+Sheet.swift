import Foundation

/// Where a sheet may be in its container: its frame at full height and the detents it rests at.
struct SheetGeometry {
    /// The sheet at its largest: below the top inset, down to the container's bottom (centred in
    /// a regular-width environment).
    var large: CGRect
    var bottomInset: CGFloat
    /// The resting places, smallest first (only the large one where detents do not apply).
    var places: [SheetRestingPlace]
    /// Whether the sheet resizes to its detents (compact width, or edge-attached in compact height).
    var detentsApply: Bool
    var containerHeight: CGFloat
    /// Whether the screen behind is pushed back when the sheet is at full height (compact width).
    var pushesBack: Bool

    /// Where the sheet's top is when it rests at `place`.
    func top(of place: SheetRestingPlace) -> CGFloat {
        detentsApply ? max(large.maxY - place.value - bottomInset, large.minY) : large.minY
    }

    /// The sheet with its top at `top`: between detents it grows or shrinks, below the smallest it
    /// slides down whole; a sheet whose detents do not apply slides whole.
    func frame(top: CGFloat) -> CGRect {
        guard detentsApply else { return large.offsetBy(dx: 0, dy: top - large.minY) }
        let smallest = places.first.map { $0.value + bottomInset } ?? large.height
        return CGRect(x: large.minX, y: top, width: large.width, height: max(large.maxY - top, smallest))
    }

    /// The top of a sheet swiped off screen.
    var dismissedTop: CGFloat { containerHeight }
}

/// A finger dragging a sheet.
struct SheetDrag {
    var startTop: CGFloat
    var top: CGFloat
    /// Whether letting go below the smallest detent dismisses (asked once, when the drag began).
    var dismissible: Bool
    var announcedDismissal = false
}

/// A view a sheet pushed back, and what it was before.
struct PushedBackView {
    weak var view: UIView?
    var transform: CGAffineTransform
    var cornerRadius: CGFloat
    var clipsToBounds: Bool
}

extension UIPresentationController {
    /// How much narrower the screen behind a full-height sheet gets on each side (an approximation
    /// of iOS's push-back), and its corner radius then.
    static let pushBackInset: CGFloat = 16
    /// How far a fling carries a sheet before it picks a detent: UIKit's normal deceleration rate.
    static let sheetDecelerationRate: CGFloat = 0.998

    /// The sheet's geometry now, or nil when the presentation is not a sheet.
    func sheetGeometry(in container: UIView) -> SheetGeometry? {
        let traits = traitCollection
        let style = adaptedStyle == .pageSheet && !usesPageSizing ? .formSheet : adaptedStyle
        guard let large = Self.sheetFrame(style: style, in: container.bounds, safeTop: container.safeAreaInsets.top,
                                          traits: traits) else { return nil }
        let compactHeight = traits.verticalSizeClass == .compact
        let compactWidth = traits.horizontalSizeClass != .regular
        let detentsApply = compactWidth && (!compactHeight || edgeAttachedInCompactHeight)
        var frame = large
        if compactHeight && detentsApply {
            // Edge-attached in landscape: as wide as the preferred content, or as the screen is tall.
            let w = min(edgeAttachedWidth ?? container.bounds.height, container.bounds.width)
            frame = CGRect(x: container.bounds.midX - w / 2, y: large.minY, width: w, height: large.height)
        }
        let bottom = detentsApply ? container.safeAreaInsets.bottom : 0
        let context = SheetDetentContext(traits: traits, maximum: frame.height - bottom, containerHeight: container.bounds.height,
                                         bottomInset: bottom)
        let maximum = SheetRestingPlace(identifier: .large, value: context.maximumDetentValue)
        let places = detentsApply ? sheetDetents(in: context) : [maximum]
        return SheetGeometry(large: frame, bottomInset: bottom, places: places.isEmpty ? [maximum] : places,
                             detentsApply: detentsApply, containerHeight: container.bounds.height,
                             pushesBack: compactWidth && !compactHeight)
    }

    /// The detent the sheet rests at: the selected one, else the smallest.
    func restingPlace(in g: SheetGeometry) -> SheetRestingPlace {
        g.places.first { $0.identifier == selectedDetent } ?? g.places[0]
    }

    /// Where the sheet's top rests: at its detent, raised while the keyboard is up for a text
    /// input inside it so that what the keyboard would cover shows above it.
    func restingTop(in g: SheetGeometry) -> CGFloat {
        let top = g.top(of: restingPlace(in: g))
        guard g.detentsApply, let keyboard = UIModelRuntime.current.input.softwareKeyboard.frame, let container = containerView,
              editsInside else { return top }
        let covered = g.large.maxY - g.bottomInset - container.convert(keyboard, from: nil).minY
        return max(g.large.minY, top - max(covered, 0))
    }

    /// Whether the text input being edited is in the sheet.
    private var editsInside: Bool {
        guard let responder = UIModelRuntime.current.input.firstResponder as? UIView, let sheet = presentedView else { return false }
        return responder.isDescendant(of: sheet)
    }

    /// The keyboard is coming up for a text input in this sheet: a sheet that can grow goes to its
    /// largest detent, as UIKit's does (called inside the keyboard's animation).
    func keyboardWillShow() {
        guard isSheetStyle, !isTransitioning, sheetDrag == nil, editsInside, let container = containerView,
              let g = sheetGeometry(in: container), g.detentsApply, let largest = g.places.last,
              largest.identifier != restingPlace(in: g).identifier else { return }
        selectedDetent = largest.identifier
    }

    /// How dimmed the screen behind is with the sheet's top at `top`: fully from the first detent
    /// above `largestUndimmedDetentIdentifier` (or the smallest), fading out towards the detent
    /// below it (or the container's bottom).
    func dimFraction(top: CGFloat, in g: SheetGeometry) -> CGFloat {
        let undimmed = g.places.lastIndex { $0.identifier == undimmedDetent }
        let firstDimmed = undimmed.map { $0 + 1 } ?? 0
        guard firstDimmed < g.places.count else { return 0 }
        let full = g.top(of: g.places[firstDimmed])
        let none = undimmed.map { g.top(of: g.places[$0]) } ?? g.dismissedTop
        guard none - full > 0.5 else { return top <= full ? 1 : 0 }
        return min(max((none - top) / (none - full), 0), 1)
    }

    /// How far the screen behind is pushed back with the sheet's top at `top`: fully at the large
    /// detent (when it is dimmed), not at all from the detent below it down.
    func pushFraction(top: CGFloat, in g: SheetGeometry) -> CGFloat {
        guard g.pushesBack, let largest = g.places.last, largest.value >= g.large.height - g.bottomInset - 0.5,
              dimFraction(top: g.top(of: largest), in: g) > 0 else { return 0 }
        let full = g.top(of: largest)
        let none = g.places.count > 1 ? g.top(of: g.places[g.places.count - 2]) : g.dismissedTop
        guard none - full > 0.5 else { return 1 }
        return min(max((none - top) / (none - full), 0), 1)
    }

    // MARK: Chrome

    /// The grabber and the drag come with a sheet.
    func installSheetChrome() {
        guard let container = containerView else { return }
        if sheetPan == nil {
            let pan = SheetPanGestureRecognizer(presentationController: self)
            container.addGestureRecognizer(pan)
            sheetPan = pan
        }
        if dimmingTap == nil {
            let tap = UITapGestureRecognizer(handler: { [weak self] _ in self?.tappedDimmingView() })
            dimmingView.addGestureRecognizer(tap)
            dimmingTap = tap
        }
        if let grabber = (self as? UISheetPresentationController)?.grabberView, isSheetStyle {
            container.addSubview(grabber)
            grabber.alpha = 0
            animateAlongside { self.grabberAlpha(1) }
        }
    }

    func removeSheetChrome() {
        (self as? UISheetPresentationController)?.grabberView.removeFromSuperview()
        pushBack(0)
    }

    func grabberAlpha(_ alpha: CGFloat) {
        (self as? UISheetPresentationController)?.grabberView.alpha = alpha
    }

    /// The dimming, the push-back and the grabber for where the sheet is now.
    func layoutSheetChrome(dimmingOnly: Bool = false) {
        guard let container = containerView, let g = sheetGeometry(in: container) else { return }
        let top = sheetDrag?.top ?? restingTop(in: g), dimmed = dimFraction(top: top, in: g)
        if dimmingView.superview != nil { dimmingView.alpha = dimmingLevel * dimmed }
        pushBack(pushFraction(top: top, in: g))
        container.accessibilityViewIsModal = dimmed > 0
        if dimmingOnly { return }
        if let sheet = self as? UISheetPresentationController {
            let frame = g.frame(top: top), size = UISheetPresentationController.grabberSize
            sheet.grabberView.isHidden = !showsGrabber
            sheet.grabberView.frame = CGRect(x: frame.midX - size.width / 2, y: frame.minY + UISheetPresentationController.grabberTopInset,
                                             width: size.width, height: size.height)
            if sheet.grabberView.superview === container { container.bringSubviewToFront(sheet.grabberView) }
        }
    }

    /// Pushes the presenting controller's view back by `fraction`: narrower, its top at the safe
    /// area's top (a sheet behind rises by the sheet's top inset), with rounded corners.
    func pushBack(_ fraction: CGFloat) {
        guard let view = presenter?.viewIfLoaded ?? pushedBack?.view else { return }
        if pushedBack == nil {
            guard fraction > 0 else { return }
            pushedBack = PushedBackView(view: view, transform: view.transform, cornerRadius: view.layer.cornerRadius,
                                        clipsToBounds: view.clipsToBounds)
        }
        guard let saved = pushedBack, fraction > 0, let container = containerView else {
            if let saved = pushedBack, let v = saved.view {
                v.transform = saved.transform
                v.layer.cornerRadius = saved.cornerRadius
                v.clipsToBounds = saved.clipsToBounds
            }
            pushedBack = nil
            return
        }
        let w = view.bounds.width, h = view.bounds.height
        guard w > 2 * Self.pushBackInset, h > 0 else { return }
        let scale = 1 - fraction * (2 * Self.pushBackInset / w)
        let restingTop = view.center.y - h / 2
        let isSheet = view.superview is PresentationContainerView
        let target = isSheet ? restingTop - Self.sheetTopInset : max(container.safeAreaInsets.top, restingTop)
        let top = restingTop + (target - restingTop) * fraction
        let ty = top - (view.center.y - scale * h / 2)
        view.transform = saved.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale)).translatedBy(x: 0, y: ty / scale)
        view.layer.cornerRadius = max(saved.cornerRadius, cornerRadiusOfSheet)
        view.clipsToBounds = true
    }

    /// Moves the sheet to its resting place (inside an animation block when it should animate).
    func settle() {
        guard let v = presentedView, v.superview === containerView else { return }
        v.frame = frameOfPresentedViewInContainerView
        v.layoutIfNeeded()
        layoutSheetChrome()
    }

    // MARK: Dismissal by the user

    /// Whether the user may dismiss the presentation now: not while the presented controller (or
    /// a controller it shows) is modal in presentation, nor when the delegate says no.
    func userMayDismiss() -> Bool {
        func modal(_ vc: UIViewController) -> Bool {
            vc.isModalInPresentation || vc.children.contains { $0.viewIfLoaded?.window != nil && modal($0) }
        }
        if modal(shownViewController) || modal(presentedViewController) { return false }
        return delegate?.presentationControllerShouldDismiss(self) ?? true
    }

    /// The user tried to dismiss (a tap outside, a swipe down): dismisses with the delegate's
    /// will/did callbacks, or tells the delegate the attempt was refused. `asked` carries an
    /// answer `userMayDismiss` already gave.
    func userDismiss(asked: Bool? = nil, then done: (() -> Void)? = nil) {
        guard asked ?? userMayDismiss() else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        if sheetDrag?.announcedDismissal != true { delegate?.presentationControllerWillDismiss(self) }
        sheetDrag = nil
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            done?()
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }

    private func tappedDimmingView() {
        guard isSheetStyle, !isTransitioning, sheetDrag == nil, let container = containerView,
              let g = sheetGeometry(in: container), g.detentsApply,
              g.top(of: restingPlace(in: g)) > g.large.minY + 0.5 else { return }
        userDismiss()
    }

    // MARK: The drag

    func sheetDragBegan() {
        guard let v = presentedView else { return }
        sheetDrag = SheetDrag(startTop: v.frame.minY, top: v.frame.minY, dismissible: userMayDismiss())
    }

    func sheetDragChanged(translation: CGFloat) {
        guard var drag = sheetDrag, let container = containerView, let g = sheetGeometry(in: container) else { return }
        let raw = drag.startTop + (translation.isFinite ? translation : 0)
        let highest = g.top(of: g.places.last!), lowest = g.top(of: g.places[0])
        let upper = drag.dismissible ? CGFloat.greatestFiniteMagnitude : lowest
        drag.top = ScrollPhysics.rubberBandedOffset(raw, range: highest...max(upper, highest), dimension: g.containerHeight)
        if drag.dismissible, drag.top > lowest + 0.5, !drag.announcedDismissal {
            drag.announcedDismissal = true
            delegate?.presentationControllerWillDismiss(self)
        }
        sheetDrag = drag
        presentedView?.frame = g.frame(top: drag.top)
        layoutSheetChrome()
    }

    /// The finger lifted: the sheet goes to the resting place nearest to where the fling would
    /// carry it, or off screen (if the user may dismiss it).
    func sheetDragEnded(velocity: CGFloat) {
        guard let drag = sheetDrag, let container = containerView, let g = sheetGeometry(in: container) else { sheetDrag = nil; return }
        let v = velocity.isFinite ? velocity : 0
        let projected = drag.top + ScrollPhysics.projectedDistance(velocity: v, rate: Self.sheetDecelerationRate)
        let nearest = g.places.min { abs(g.top(of: $0) - projected) < abs(g.top(of: $1) - projected) }!
        let dismisses = abs(g.dismissedTop - projected) < abs(g.top(of: nearest) - projected) && drag.top > g.top(of: g.places[0]) - 0.5
        if dismisses && drag.dismissible { return userDismiss(asked: true) }
        // A sheet that may not go was pulled below its smallest detent: the delegate hears of it.
        if !drag.dismissible, dismisses || drag.top > g.top(of: g.places[0]) + 0.5 {
            delegate?.presentationControllerDidAttemptToDismiss(self)
        }
        let target = dismisses ? g.places[0] : nearest
        if target.identifier != restingPlace(in: g).identifier {
            // Selected while the drag still holds the sheet, so that it does not jump there first.
            let previous = selectedDetent
            selectedDetent = target.identifier
            if selectedDetent != previous { userSelectedDetent() }
        }
        sheetDrag = nil
        // The spring starts from where the finger let go, at its speed.
        let distance = g.top(of: target) - drag.top
        let spring = abs(distance) > 0.5 ? v / distance : 0
        UIView.animate(withDuration: UISheetPresentationController.detentAnimationDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: spring.isFinite ? spring : 0, options: [.allowUserInteraction]) { self.settle() }
    }

    /// A dismissal from code while the finger drags the sheet: the drag ends where it is.
    func cancelSheetDrag() {
        guard sheetDrag != nil else { return }
        sheetDrag = nil
        if let pan = sheetPan, pan.state != .possible { pan.isEnabled = false; pan.isEnabled = true }
    }

    /// Whether a drag by `t` that starts in `scrollView` inside the sheet moves the sheet rather
    /// than the scroll view: pulling down at the top edge, or (when scrolling expands the sheet)
    /// pushing up below the largest detent.
    func sheetClaimsDrag(in scrollView: UIScrollView, translation t: CGPoint) -> Bool {
        guard isSheetStyle, !isTransitioning, abs(t.y) > abs(t.x), let container = containerView,
              let g = sheetGeometry(in: container), let sheet = presentedView else { return false }
        let atTop = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
        if t.y > 0 { return atTop }
        return expandsWhenScrolledToEdge && sheet.frame.minY > g.top(of: g.places.last!) + 0.5
    }
}

extension UIScrollView {
    /// The sheet this scroll view is in, when its drag may move the sheet instead.
    var enclosingSheetPresentation: UIPresentationController? {
        var v: UIView? = self
        while let view = v {
            if let container = view.superview as? PresentationContainerView {
                let pc = container.presentationController
                return pc.presentedView === view && pc.isSheetStyle ? pc : nil
            }
            v = view.superview
        }
        return nil
    }
}
