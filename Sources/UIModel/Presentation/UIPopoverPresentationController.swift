import Foundation

/// The sides a popover's arrow may point to (UIKit's `UIPopoverArrowDirection`).
nonisolated public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// A popover delegate (UIKit's `UIPopoverPresentationControllerDelegate`): the adaptive
/// delegate's methods, plus a last chance to configure the popover.
@preconcurrency @MainActor public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// What a popover can point at (UIKit's `UIPopoverPresentationControllerSourceItem`): a view,
/// or a bar button item shown in a bar.
nonisolated public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}
extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// Presents content in a popover with an arrow pointing at `sourceRect` in `sourceView`, in a
/// horizontally regular environment; in a compact one it adapts (a sheet, or the delegate's
/// style), and adapts back when the width becomes regular again while it is shown. A tap
/// outside the popover dismisses it (unless the delegate's presentationControllerShouldDismiss
/// says no).
@preconcurrency @MainActor open class UIPopoverPresentationController: UIPresentationController {
    nonisolated deinit {}
    open var sourceView: UIView? { didSet { containerView?.setNeedsLayout() } }
    open var sourceRect: CGRect = .zero { didSet { containerView?.setNeedsLayout() } }
    /// A bar button item to point at (in place of `sourceView` and `sourceRect`).
    public var barButtonItem: UIBarButtonItem? { didSet { containerView?.setNeedsLayout() } }
    /// A view or bar button item to point at (iOS 16; in place of the others).
    open var sourceItem: UIPopoverPresentationControllerSourceItem? { didSet { containerView?.setNeedsLayout() } }
    /// Views that keep taking touches while the popover shows (a tap on them does not dismiss it).
    open var passthroughViews: [UIView]?
    /// Whether the popover may cover the source.
    ///
    /// Stored, no effect here: the popover is always placed beside its source.
    open var canOverlapSourceViewRect = false
    open var permittedArrowDirections: UIPopoverArrowDirection = .any { didSet { containerView?.setNeedsLayout() } }
    /// Where the arrow points now; `.unknown` while not shown as a popover.
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The popover's colour (the arrow's too); nil takes the presented view's background.
    open var backgroundColor: UIColor? { didSet { containerView?.setNeedsLayout() } }
    /// Space kept between the popover and the container's edges.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// UIKit's popover geometry: arrow height, corner radius, default content size.
    package static let arrowHeight: CGFloat = 13
    package static let cornerRadius: CGFloat = 13
    package static let defaultContentSize = CGSize(width: 320, height: 480)

    let arrowView = UIView(frame: .zero)
    let backgroundView = UIView(frame: .zero)
    /// Covers the container under the popover: a tap there dismisses it.
    let outsideView = UIView(frame: .zero)

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        arrowView.accessibilityIdentifier = "popoverArrow"
        arrowView.isUserInteractionEnabled = false
        backgroundView.accessibilityIdentifier = "popoverBackground"
        backgroundView.layer.cornerRadius = Self.cornerRadius
        backgroundView.layer.shadowOpacity = 0.18
        backgroundView.layer.shadowRadius = 12
        backgroundView.layer.shadowOffset = CGSize(width: 0, height: 4)
        backgroundView.isUserInteractionEnabled = false
        outsideView.backgroundColor = nil
        outsideView.accessibilityIdentifier = "popoverDismissArea"
        outsideView.addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] _ in self?.tappedOutside() }))
    }

    var isPopover: Bool { adaptedStyle == .popover }

    /// What the arrow points at: the source item's view (a bar button item's view in its bar),
    /// else the bar button item's, else `sourceRect` in `sourceView`.
    var anchor: (view: UIView, rect: CGRect)? {
        if let view = sourceItem as? UIView { return (view, view.bounds) }
        if let view = (sourceItem as? UIBarButtonItem ?? barButtonItem)?.shownView { return (view, view.bounds) }
        guard let sourceView else { return nil }
        return (sourceView, sourceRect == .zero ? sourceView.bounds : sourceRect)
    }

    /// Whether a touch at `point` (the container's) goes to a passthrough view instead.
    func passesThrough(_ point: CGPoint) -> Bool {
        guard isPopover, let container = containerView else { return false }
        return passthroughViews?.contains { $0.window === container.window && $0.bounds.contains($0.convert(point, from: container)) } ?? false
    }
    override var styleTraits: UITraitCollection? {
        guard isPopover else { return super.styleTraits }
        return UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceLevel: .elevated)])
    }
    override var placesPresentedView: Bool { true }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard isPopover, let container = containerView else { return super.frameOfPresentedViewInContainerView }
        return popoverGeometry(in: container).popover
    }

    private func tappedOutside() {
        guard isPopover, !isTransitioning else { return }
        userDismiss { [weak self] in self?.dismissedByTapOutside() }
    }

    /// A tap outside dismissed the popover (an action sheet runs its cancel action).
    func dismissedByTapOutside() {}

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        guard let container = containerView else { return }
        if anchor == nil {
            UIKitWarning.log("UIPopoverPresentationController should have a non-nil sourceView before the presentation; the popover is centred")
        }
        installChrome(in: container)
        for v in [arrowView, backgroundView] { v.alpha = 0 }
        animateAlongside { for v in [self.arrowView, self.backgroundView] { v.alpha = 1 } }
    }

    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard arrowView.superview != nil else { return }
        animateAlongside { for v in [self.arrowView, self.backgroundView] { v.alpha = 0 } }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { for v in [outsideView, arrowView, backgroundView] { v.removeFromSuperview() } }
    }

    override func adaptedStyleDidChange() {
        guard let container = containerView else { return }
        if isPopover {
            installChrome(in: container)
        } else {
            for v in [outsideView, arrowView, backgroundView] { v.removeFromSuperview() }
            arrowDirection = .unknown
            presentedView?.layer.cornerRadius = 0
            super.adaptedStyleDidChange()
        }
    }

    private func installChrome(in container: UIView) {
        guard isPopover else { return }
        outsideView.frame = container.bounds
        outsideView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(outsideView, at: 0)
        container.insertSubview(arrowView, aboveSubview: outsideView)
        container.insertSubview(backgroundView, aboveSubview: arrowView)
        if let v = presentedView {
            v.layer.cornerRadius = Self.cornerRadius
            v.clipsToBounds = true
        }
        layoutChrome()
    }

    override func layoutChrome() {
        guard isPopover, let container = containerView, arrowView.superview === container else { return }
        let g = popoverGeometry(in: container)
        arrowDirection = g.direction
        let color = backgroundColor ?? presentedView?.backgroundColor ?? .systemBackground
        backgroundView.backgroundColor = color
        backgroundView.frame = g.popover
        arrowView.backgroundColor = color
        arrowView.isHidden = g.direction == .unknown
        let side = Self.arrowHeight * 2.squareRoot()
        arrowView.transform = .identity
        arrowView.frame = CGRect(x: g.arrow.x - side / 2, y: g.arrow.y - side / 2, width: side, height: side)
        arrowView.transform = CGAffineTransform(rotationAngle: .pi / 4)
    }

    /// The popover's frame, the point on its edge the arrow sits on, and the arrow's direction.
    /// The first permitted direction (up, down, left, right) with room for the whole content wins;
    /// otherwise the one with most room, and the content shrinks to fit.
    func popoverGeometry(in container: UIView) -> (popover: CGRect, arrow: CGPoint, direction: UIPopoverArrowDirection) {
        let avail = container.bounds.inset(by: popoverLayoutMargins)
        let preferred = presentedViewController.preferredContentSize
        var size = CGSize(width: preferred.width > 0 ? preferred.width : Self.defaultContentSize.width,
                          height: preferred.height > 0 ? preferred.height : Self.defaultContentSize.height)
        size.width = min(size.width, max(avail.width, 0))
        size.height = min(size.height, max(avail.height, 0))
        guard let (sv, rect) = anchor, sv.window === container.window else {
            let r = CGRect(x: avail.midX - size.width / 2, y: avail.midY - size.height / 2, width: size.width, height: size.height)
            return (r, CGPoint(x: r.midX, y: r.midY), .unknown)
        }
        let src = sv.convert(rect, to: container)
        let a = Self.arrowHeight
        let room: [(UIPopoverArrowDirection, CGFloat)] = [
            (.up, avail.maxY - src.maxY - a), (.down, src.minY - a - avail.minY),
            (.left, avail.maxX - src.maxX - a), (.right, src.minX - a - avail.minX),
        ].filter { permittedArrowDirections.contains($0.0) }
        guard !room.isEmpty else {
            let r = CGRect(x: avail.midX - size.width / 2, y: avail.midY - size.height / 2, width: size.width, height: size.height)
            return (r, CGPoint(x: r.midX, y: r.midY), .unknown)
        }
        let fits = room.first { ($0.0 == .up || $0.0 == .down ? size.height : size.width) <= $0.1 }
        let (direction, space) = fits ?? room.max { $0.1 < $1.1 }!
        func clamp(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { max(lo, min(v, hi)) }
        let inset = Self.cornerRadius + a
        var r = CGRect.zero, arrow = CGPoint.zero
        if direction == .up || direction == .down {
            size.height = max(min(size.height, space), 0)
            let x = clamp(src.midX - size.width / 2, avail.minX, avail.maxX - size.width)
            let y = direction == .up ? src.maxY + a : src.minY - a - size.height
            r = CGRect(x: x, y: y, width: size.width, height: size.height)
            arrow = CGPoint(x: clamp(src.midX, r.minX + inset, r.maxX - inset), y: direction == .up ? r.minY : r.maxY)
        } else {
            size.width = max(min(size.width, space), 0)
            let y = clamp(src.midY - size.height / 2, avail.minY, avail.maxY - size.height)
            let x = direction == .left ? src.maxX + a : src.minX - a - size.width
            r = CGRect(x: x, y: y, width: size.width, height: size.height)
            arrow = CGPoint(x: direction == .left ? r.minX : r.maxX, y: clamp(src.midY, r.minY + inset, r.maxY - inset))
        }
        return (r, arrow, direction)
    }
}
