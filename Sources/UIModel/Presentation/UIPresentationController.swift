import Foundation

/// Decides how a presentation adapts to new traits (UIKit's `UIAdaptivePresentationControllerDelegate`).
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to use in a horizontally compact environment; `.none` keeps the presentation as it is.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// As above, with the traits the presentation is adapting to (called in preference to the other).
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// A controller to show in place of the presented one in the adapted style (often a navigation
    /// controller around it); nil shows the presented controller itself.
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?)
    /// A tap outside a popover or a swipe down on a sheet asks whether it may dismiss.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user began to dismiss (a swipe that may still be cancelled, or a tap outside).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the presentation (not called for `dismiss` from code).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss, and `isModalInPresentation` or `presentationControllerShouldDismiss` refused.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.systemAdaptivePresentationStyle(for: controller.adaptingTraits ?? controller.traitCollection)
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: UIViewControllerTransitionCoordinator?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// Manages one presentation: where the presented view sits in the container, the chrome around
/// it (dimming, a popover's arrow), whether the presenter's view stays, and how the presentation
/// adapts when the traits change. Every presentation has one: `.custom` presentations get theirs
/// from the transitioning delegate's `presentationController(forPresented:presenting:source:)`,
/// `.popover` ones a `UIPopoverPresentationController`, the other styles this class.
@preconcurrency @MainActor open class UIPresentationController: NSObject, UITraitEnvironment {
    nonisolated deinit {}
    open private(set) var presentedViewController: UIViewController
    /// The controller that presents, as UIKit declares it (not optional). Before `present` has
    /// started the presentation (when none was given), the presented controller stands in.
    open var presentingViewController: UIViewController { presenter ?? presentedViewController }
    /// The presenting controller, once known.
    weak var presenter: UIViewController?
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The view the presentation happens in (nil before the presentation starts).
    open internal(set) var containerView: UIView?
    /// Traits imposed on the presented controller, on top of the presenter's.
    open var overrideTraitCollection: UITraitCollection? { didSet { UIModelRuntime.current.windowSystem.setNeedsTraitUpdate() } }

    /// The style currently in effect: `presentationStyle`, or what it adapted to.
    package internal(set) var adaptedStyle: UIModalPresentationStyle
    /// The controller shown in place of the presented one while adapted (the delegate's choice).
    package internal(set) var adaptiveViewController: UIViewController?
    /// Set while the adaptive style is being decided (the delegate's default reads it).
    package internal(set) var adaptingTraits: UITraitCollection?

    /// Dims what is behind a sheet; animates alongside the presentation.
    let dimmingView = UIView(frame: .zero)
    var notifiedTraits: UITraitCollection?
    /// True between the start and the end of the presentation or dismissal transition.
    var isTransitioning = false
    /// Where the presenting controller's view was when the presentation took it off screen
    /// (`shouldRemovePresentersView`): the dismissal puts it back there. A presenter that was
    /// itself presented lives in its own presentation's container, not in the window.
    var presenterPlace: PresenterPlace?

    nonisolated struct PresenterPlace {
        weak var superview: UIView?
        var index: Int
        var frame: CGRect
    }

    /// The gap between the safe area's top and a sheet in a compact-width environment (iOS 13+:
    /// 69 pt down on a Dynamic Island iPhone), and above a sheet in a compact-height one.
    package static let sheetTopInset: CGFloat = 10
    package static let compactHeightSheetTopInset: CGFloat = 10
    /// A regular-width page or form sheet keeps at least this far from the container's top.
    package static let regularSheetTopInset: CGFloat = 40
    /// A form sheet's size in a regular-width environment (UIKit's 540 × 620).
    package static let formSheetSize = CGSize(width: 540, height: 620)
    /// A page sheet's width in a regular-width environment.
    package static let pageSheetWidth: CGFloat = 704
    /// A sheet's corner radius.
    package static let sheetCornerRadius: CGFloat = 10
    /// How dark the dimming behind a sheet is.
    package static let dimmingAlpha: CGFloat = 0.4

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenter = presentingViewController
        adaptedStyle = presentedViewController.modalPresentationStyle
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 1)
        dimmingView.alpha = 0
        dimmingView.accessibilityIdentifier = "dimmingView"
    }

    /// The style the presentation takes in a horizontally compact environment (the delegate
    /// aside): a popover or a form sheet becomes a page sheet; other styles stay.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact))
    }

    /// The style the presentation takes in `traitCollection` (the delegate aside).
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        let style = systemAdaptivePresentationStyle(for: traitCollection)
        return style == .none ? presentationStyle : style
    }

    /// The presented controller's style (`.automatic` means a page sheet, as since iOS 13).
    open var presentationStyle: UIModalPresentationStyle {
        let s = presentedViewController.modalPresentationStyle
        return s == .automatic ? .pageSheet : s
    }

    /// The view that is animated in and out: the presented (or adaptive) controller's view.
    open var presentedView: UIView? { (adaptiveViewController ?? presentedViewController).view }

    /// The controller whose view `presentedView` is.
    var shownViewController: UIViewController { adaptiveViewController ?? presentedViewController }

    /// Whether the presenter's view leaves the window once the presentation is done.
    open var shouldRemovePresentersView: Bool { adaptedStyle == .fullScreen || adaptedStyle == .currentContext }

    open var shouldPresentInFullscreen: Bool { true }

    /// Where the presented view sits in the container once presented: the whole container, or a
    /// sheet's frame at its detent (where the finger holds it while it is dragged).
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        guard let g = sheetGeometry(in: container) else { return container.bounds }
        return g.frame(top: sheetDrag?.top ?? restingTop(in: g))
    }

    static func sheetFrame(style: UIModalPresentationStyle, in b: CGRect, safeTop: CGFloat, traits: UITraitCollection) -> CGRect? {
        guard style == .pageSheet || style == .formSheet else { return nil }
        var top = traits.verticalSizeClass == .compact ? compactHeightSheetTopInset : safeTop + sheetTopInset
        if traits.horizontalSizeClass == .regular { top = max(top, regularSheetTopInset) }
        if traits.horizontalSizeClass != .regular {
            return CGRect(x: b.minX, y: b.minY + top, width: b.width, height: max(b.height - top, 0))
        }
        if style == .formSheet {
            let w = min(formSheetSize.width, b.width - 40), h = min(formSheetSize.height, b.height - 2 * top)
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: max(w, 0), height: max(h, 0))
        }
        let w = min(pageSheetWidth, b.width - 40)
        return CGRect(x: b.midX - w / 2, y: b.minY + top, width: max(w, 0), height: max(b.height - top, 0))
    }

    /// The presenter's traits with `overrideTraitCollection` on top.
    open var traitCollection: UITraitCollection {
        let base = presenter?.traitCollection ?? UITraitCollection.current
        var layers = [base]
        if let o = overrideTraitCollection { layers.append(o) }
        if let s = styleTraits { layers.append(s) }
        return layers.count == 1 ? base : UITraitCollection(traitsFrom: layers)
    }

    /// Traits the current style imposes: a sheet's content is elevated (a popover's is also
    /// horizontally compact).
    var styleTraits: UITraitCollection? { isSheetStyle ? UITraitCollection(userInterfaceLevel: .elevated) : nil }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Transition hooks (override; the defaults run the sheets' dimming)

    /// The view whose tint the presentation dims, and the mode it had.
    private var dimmedTint: (view: UIView, mode: UIView.TintAdjustmentMode)?

    /// Dims the tint of what is behind (the presenter's top controller's view) while an alert,
    /// an action sheet, a popover or a sheet is up, as UIKit does; `false` restores it.
    func dimBehind(_ dim: Bool) {
        if dim {
            guard dimmedTint == nil, (usesDimming && !restsUndimmed) || self is UIPopoverPresentationController,
                  var top: UIViewController = presenter else { return }
            while let parent = top.parent { top = parent }
            guard let view = top.viewIfLoaded else { return }
            dimmedTint = (view, view.ownTintAdjustmentMode)
            view.tintAdjustmentMode = .dimmed
        } else if let (view, mode) = dimmedTint {
            dimmedTint = nil
            view.tintAdjustmentMode = mode
        }
    }

    open func presentationTransitionWillBegin() {
        applySheetCorners()
        installSheetChrome()
        guard usesDimming, let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimmingView, at: 0)
        dimmingView.alpha = 0
        animateAlongside {
            if self.isSheetStyle { self.layoutSheetChrome(dimmingOnly: true) } else { self.dimmingView.alpha = self.dimmingLevel }
        }
    }

    open func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview(); removeSheetChrome() } else if isSheetStyle { layoutSheetChrome() }
    }

    open func dismissalTransitionWillBegin() {
        cancelSheetDrag()
        if isSheetStyle { animateAlongside { self.pushBack(0); self.grabberAlpha(0) } }
        guard dimmingView.superview != nil else { return }
        animateAlongside { self.dimmingView.alpha = 0 }
    }

    open func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview(); removeSheetChrome() } else { containerView?.setNeedsLayout() }
    }

    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    // Hooks a subclass overrides for its own chrome (the alert's controllers do).

    /// Whether what is behind the presented view is dimmed: behind the sheet styles.
    var usesDimming: Bool { isSheet }
    /// The dimming view's alpha once shown.
    var dimmingLevel: CGFloat { Self.dimmingAlpha }
    /// Whether the presented view's corners are rounded: a sheet's are.
    var roundsSheetCorners: Bool { isSheet }
    private var isSheet: Bool { isSheetStyle }
    var isSheetStyle: Bool { adaptedStyle == .pageSheet || adaptedStyle == .formSheet }

    // MARK: Sheet hooks (UISheetPresentationController overrides them; every sheet rests at large)

    /// The detents resolved in `context`, smallest first.
    func sheetDetents(in context: SheetDetentContext) -> [SheetRestingPlace] {
        [SheetRestingPlace(identifier: .large, value: context.maximumDetentValue)]
    }
    /// The detent the sheet rests at (nil: the smallest).
    var selectedDetent: UISheetPresentationController.Detent.Identifier? { get { nil } set {} }
    /// The largest detent that leaves the screen behind undimmed.
    var undimmedDetent: UISheetPresentationController.Detent.Identifier? { nil }
    var edgeAttachedInCompactHeight: Bool { false }
    /// Whether a page sheet keeps a page sheet's size in regular width (else a form sheet's).
    var usesPageSizing: Bool { true }
    var expandsWhenScrolledToEdge: Bool { true }
    var showsGrabber: Bool { false }
    var edgeAttachedWidth: CGFloat? { nil }
    /// The user dragged the sheet to another detent.
    func userSelectedDetent() {}
    /// The sheet's corner radius.
    var cornerRadiusOfSheet: CGFloat { Self.sheetCornerRadius }
    /// The finger dragging the sheet, if one is.
    var sheetDrag: SheetDrag?
    var isDraggingSheet: Bool { sheetDrag != nil }
    /// The view pushed back behind the sheet, as it was before.
    var pushedBack: PushedBackView? {
        didSet { if (oldValue == nil) != (pushedBack == nil) { UIModelRuntime.current.windowSystem.statusBarNeedsUpdate = true } }
    }
    /// The sheet's drag, on the container.
    var sheetPan: SheetPanGestureRecognizer?
    /// A tap on the dimming view beside a sheet at a smaller detent dismisses it.
    var dimmingTap: UITapGestureRecognizer?
    /// The sheet rests where the screen behind is neither dimmed nor blocked.
    var restsUndimmed: Bool {
        guard isSheetStyle, let container = containerView, let g = sheetGeometry(in: container) else { return false }
        return dimFraction(top: g.top(of: restingPlace(in: g)), in: g) == 0
    }

    func animateAlongside(_ animation: @escaping () -> Void) {
        if let coordinator = presenter?.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in animation() }, completion: nil)
        } else {
            animation()
        }
    }

    /// The system's adaptation: a popover, form sheet or page sheet becomes a full-width sheet in
    /// a horizontally compact environment (`.pageSheet`); everything else stays.
    func systemAdaptivePresentationStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
        guard traits.horizontalSizeClass == .compact else { return .none }
        switch presentationStyle {
        case .popover: return compactPopoverStyle
        case .formSheet: return .pageSheet
        default: return .none
        }
    }

    /// The style for `traits`: the delegate's adaptation (asked in compact width only, as UIKit
    /// does) or the system's; `.none` keeps `presentationStyle`.
    func resolvedStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
        var proposed = UIModalPresentationStyle.none
        if traits.horizontalSizeClass == .compact {
            adaptingTraits = traits
            defer { adaptingTraits = nil }
            proposed = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? systemAdaptivePresentationStyle(for: traits)
        }
        return proposed == .none ? presentationStyle : proposed
    }

    /// Adapts to the presenter's current traits: a new style changes the frame and chrome, and the
    /// delegate may put another controller in place of the presented one. Returns true when the
    /// style changed.
    @discardableResult
    func adaptToCurrentTraits() -> Bool {
        let base = presenter?.traitCollection ?? .current
        let style = resolvedStyle(for: base)
        guard style != adaptedStyle else { return false }
        let oldShown = containerView == nil ? nil : shownViewController
        let wasDimmed = usesDimming
        adaptedStyle = style
        if !isSheetStyle { removeSheetChrome() }
        delegate?.presentationController(self, willPresentWithAdaptiveStyle: style, transitionCoordinator: nil)
        // The controller shown in the new style.
        var replacement: UIViewController?
        if style != presentationStyle {
            replacement = delegate?.presentationController(self, viewControllerForAdaptivePresentationStyle: style)
            if replacement === presentedViewController { replacement = nil }
        }
        if replacement !== adaptiveViewController { swapShownController(to: replacement, replacing: oldShown) }
        if let container = containerView {
            if usesDimming && !wasDimmed {
                dimmingView.frame = container.bounds
                dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.insertSubview(dimmingView, at: 0)
                dimmingView.alpha = dimmingLevel
            } else if !usesDimming && wasDimmed {
                dimmingView.removeFromSuperview()
            }
            adaptedStyleDidChange()
            container.setNeedsLayout()
            presentedView?.setNeedsLayout()
        }
        UIModelRuntime.current.windowSystem.setNeedsTraitUpdate()
        return true
    }

    /// What a popover becomes in a horizontally compact environment.
    var compactPopoverStyle: UIModalPresentationStyle { .pageSheet }

    /// Subclasses update their chrome (a popover shows or hides its arrow).
    func adaptedStyleDidChange() { applySheetCorners() }

    /// Sheets have rounded corners.
    func applySheetCorners() {
        guard roundsSheetCorners, let v = presentedView else { return }
        v.layer.cornerRadius = cornerRadiusOfSheet
        v.clipsToBounds = true
    }

    private func swapShownController(to replacement: UIViewController?, replacing oldShown: UIViewController?) {
        let presented = presentedViewController
        let old = adaptiveViewController
        let oldView = oldShown?.viewIfLoaded
        let index = oldView.flatMap { v in containerView?.subviews.firstIndex { $0 === v } }
        if let old {
            // The presented controller leaves the stand-in.
            presented.willMove(toParent: nil)
            presented.viewIfLoaded?.removeFromSuperview()
            presented.removeFromParent()
            old.presentingStorage = nil
            old.adaptiveStandIn = nil
        }
        oldView?.removeFromSuperview()
        adaptiveViewController = replacement
        if let r = replacement {
            r.presentingStorage = presenter
            r.adaptiveStandIn = presented
            if presented.parent !== r {
                // Delegates usually return UINavigationController(rootViewController: presented) (already
                // its child); anything else gets the presented controller as a child.
                presented.removeFromParent()
                r.addChild(presented)
                r.loadViewIfNeeded()
                if presented.view.superview == nil { r.view.addSubview(presented.view); presented.view.frame = r.view.bounds }
                presented.didMove(toParent: r)
            }
        }
        guard let container = containerView, let newView = presentedView else { return }
        if let index { container.insertSubview(newView, at: min(index, container.subviews.count)) } else { container.addSubview(newView) }
        newView.frame = frameOfPresentedViewInContainerView
        newView.autoresizingMask = []
        // Balanced appearance callbacks for the stand-in that came or went.
        if let old, old !== replacement { old.beginAppearanceTransition(false, animated: false); old.endAppearanceTransition() }
        if let r = replacement { r.beginAppearanceTransition(true, animated: false); r.endAppearanceTransition() }
        presented.beginAppearanceTransition(true, animated: false); presented.endAppearanceTransition()
    }

    /// The presentation ended: the stand-in lets the presented controller go.
    func tearDown() {
        if let r = adaptiveViewController {
            presentedViewController.removeFromParent()
            r.presentingStorage = nil
            r.adaptiveStandIn = nil
            adaptiveViewController = nil
        }
        containerView = nil
    }

    /// The container's layout: the hooks around it, and the presented view at its frame (outside
    /// the presentation and dismissal animations, which place it themselves).
    func layoutContainer() {
        containerViewWillLayoutSubviews()
        if !isTransitioning, placesPresentedView, let v = presentedView, v.superview === containerView {
            v.frame = frameOfPresentedViewInContainerView
        }
        layoutChrome()
        if isSheetStyle, !isTransitioning { layoutSheetChrome() }
        containerViewDidLayoutSubviews()
    }

    /// Whether the container's layout puts the presented view at its frame: the system's
    /// presentation controllers do; a custom subclass does it in containerViewWillLayoutSubviews.
    var placesPresentedView: Bool { type(of: self) == UIPresentationController.self }

    /// Subclasses place their chrome (a popover's arrow and background).
    func layoutChrome() {}
}

/// The view a presentation happens in: its layout runs the presentation controller's hooks.
final class PresentationContainerView: UIView {
    nonisolated deinit {}
    unowned let presentationController: UIPresentationController

    init(frame: CGRect, presentationController: UIPresentationController) {
        self.presentationController = presentationController
        super.init(frame: frame)
        backgroundColor = nil
        accessibilityIdentifier = "transitionContainer"
        // VoiceOver reads the presentation, not what it covers.
        accessibilityViewIsModal = true
    }

    required init?(coder: NSCoder) { nil }

    /// Beside a sheet resting at an undimmed detent, touches reach the screen behind.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if let popover = presentationController as? UIPopoverPresentationController, hit === popover.outsideView,
           popover.passesThrough(point) { return nil }
        return hit === self && presentationController.restsUndimmed ? nil : hit
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        presentationController.layoutContainer()
    }
}

extension UIViewController {
    /// The presentation controller of this controller's presentation (or its ancestor's); for a
    /// controller about to be presented, the one that will present it.
    var basePresentationController: UIPresentationController? {
        if let pc = presentationStorage { return pc }
        if let p = parent { return p.presentationController }
        if let standIn = adaptiveStandIn { return standIn.presentationController }
        if modalPresentationStyle == .popover { return popoverPresentationController }
        return nil
    }

    /// The popover presentation controller, for a controller whose style is `.popover` (created
    /// on first use so it can be configured before `present`).
    var basePopoverPresentationController: UIPopoverPresentationController? {
        if let pc = presentationStorage as? UIPopoverPresentationController { return pc }
        if presentationStorage == nil, modalPresentationStyle == .popover {
            let pc = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            presentationStorage = pc
            return pc
        }
        if let p = parent { return p.popoverPresentationController }
        return adaptiveStandIn?.popoverPresentationController
    }

    /// The sheet presentation controller, for a controller whose style is `.automatic`,
    /// `.pageSheet` or `.formSheet` (created on first use so it can be configured before `present`).
    var baseSheetPresentationController: UISheetPresentationController? {
        if let pc = presentationStorage as? UISheetPresentationController { return pc }
        guard presentationStorage == nil, [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
        let pc = UISheetPresentationController(presentedViewController: self, presenting: nil)
        presentationStorage = pc
        return pc
    }

    /// The presentation controller `present` uses: the delegate's for `.custom`, the popover one
    /// for `.popover`, else the system's.
    func makePresentationController(presenting presenter: UIViewController, source: UIViewController) -> UIPresentationController {
        let pc: UIPresentationController
        switch modalPresentationStyle {
        case .custom:
            pc = transitioningDelegate?.presentationController(forPresented: self, presenting: presenter, source: source)
                ?? UIPresentationController(presentedViewController: self, presenting: presenter)
        case .popover:
            pc = popoverPresentationController!
        case .automatic, .pageSheet, .formSheet:
            pc = sheetPresentationController!
        default:
            pc = UIPresentationController(presentedViewController: self, presenting: presenter)
        }
        pc.presenter = presenter
        pc.adaptedStyle = pc.presentationStyle
        presentationStorage = pc
        return pc
    }
}
