import Foundation

/// A sheet's delegate (UIKit's `UISheetPresentationControllerDelegate`): the adaptive
/// delegate's methods, plus news of the detent the sheet settled on.
@preconcurrency @MainActor public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent (not called for changes made in code).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// What a custom detent's resolver is told (UIKit's `UISheetPresentationControllerDetentResolutionContext`).
@preconcurrency @MainActor public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent may have: the large detent's.
    var maximumDetentValue: CGFloat { get }
}

/// Presents a page or form sheet (the `.automatic`, `.pageSheet` and `.formSheet` styles): a
/// card from the bottom with rounded top corners that rests at one of its `detents`, is dragged
/// between them, and is swiped down to dismiss. In a horizontally compact environment a sheet
/// at its large detent pushes the screen behind it back; smaller detents leave it in place,
/// dimmed unless `largestUndimmedDetentIdentifier` says otherwise. In a regular-width
/// environment the sheet is centred and its detents do not apply, as on iPad.
@preconcurrency @MainActor open class UISheetPresentationController: UIPresentationController {
    nonisolated deinit {}

    /// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`).
    @preconcurrency @MainActor public class Detent: NSObject {
        nonisolated deinit {}
        /// Names a detent (UIKit's `UISheetPresentationController.Detent.Identifier`).
        nonisolated public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the screen's height: half the container's height, less the bottom safe area
        /// the sheet's height adds back.
        public class func medium() -> Detent {
            Detent(identifier: .medium) { ($0 as? SheetDetentContext).map { $0.containerHeight / 2 - $0.bottomInset } }
        }

        /// The sheet's full height.
        public class func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height the resolver computes (nil makes the detent inactive); without
        /// an identifier it gets a unique one.
        public class func custom(identifier: Identifier? = nil,
                                 resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            if let identifier { return Detent(identifier: identifier, resolver: resolver) }
            UIModelRuntime.current.detentCount += 1
            return Detent(identifier: Identifier("com.apple.UIKit.custom.\(UIModelRuntime.current.detentCount)"), resolver: resolver)
        }

        /// The detent's height in `context` (excluding the bottom safe area), or nil when it is
        /// inactive. A resolver that returns NaN, an infinity or a negative height is reported and
        /// its detent left out; one above the maximum is held to it.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context) else { return nil }
            guard value.isFinite, value >= 0 else {
                UIKitWarning.log("The sheet detent \(identifier.rawValue) resolved to \(value); it is left out")
                return nil
            }
            return min(value, context.maximumDetentValue)
        }
    }

    /// The heights the sheet may rest at (`[.large()]` by default). An empty array means large.
    open var detents: [Detent] = [.large()] { didSet { detentsChanged() } }
    /// The detent the sheet rests at; nil means the smallest. Changing it moves the sheet (inside
    /// `animateChanges` it animates).
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { if oldValue != selectedDetentIdentifier { detentsChanged() } } }
    /// The largest detent at which the screen behind is neither dimmed nor blocked; nil dims
    /// behind every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { detentsChanged() } }
    /// Whether the grabber shows at the sheet's top.
    open var prefersGrabberVisible = false { didSet { containerView?.setNeedsLayout() } }
    /// The sheet's corner radius; nil is the system's.
    open var preferredCornerRadius: CGFloat? { didSet { applySheetCorners() } }
    /// Whether dragging a scroll view at its top edge upwards grows the sheet to a larger detent
    /// before the scroll view scrolls.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// In a vertically compact environment: whether the sheet keeps its detents attached to the
    /// bottom edge (otherwise it covers the screen as a large sheet).
    open var prefersEdgeAttachedInCompactHeight = false { didSet { containerView?.setNeedsLayout() } }
    /// With an edge-attached sheet: whether its width follows the controller's `preferredContentSize`.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { containerView?.setNeedsLayout() } }
    /// In a regular-width environment, whether the sheet takes a page sheet's size (else a form
    /// sheet's, 540 × 620).
    open var prefersPageSizing = true { didSet { containerView?.setNeedsLayout() } }
    /// The view the sheet anchors to in a regular environment when it would be a popover.
    ///
    /// Stored, no effect here: sheets are never anchored.
    open var sourceView: UIView?

    /// Changes made to the sheet's properties in `changes` animate, as UIKit's do.
    open func animateChanges(_ changes: () -> Void) {
        animatingChanges = true
        changes()
        animatingChanges = false
        guard containerView != nil, !isTransitioning else { return }
        UIView.animate(withDuration: Self.detentAnimationDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.allowUserInteraction]) { self.settle() }
    }

    /// The detents' heights depend on something else that changed: they are resolved again.
    open func invalidateDetents() { detentsChanged() }

    /// How long a sheet takes to move between detents.
    package static let detentAnimationDuration: TimeInterval = 0.4
    /// The grabber's size and its distance from the sheet's top (iOS's 36 × 5 pt capsule, 5 pt down).
    package static let grabberSize = CGSize(width: 36, height: 5)
    package static let grabberTopInset: CGFloat = 5

    var animatingChanges = false
    let grabberView = UIView(frame: .zero)

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        grabberView.accessibilityIdentifier = "sheetGrabber"
        grabberView.isUserInteractionEnabled = false
        grabberView.layer.cornerRadius = Self.grabberSize.height / 2
        grabberView.backgroundColor = .tertiaryLabel
    }

    override var cornerRadiusOfSheet: CGFloat { preferredCornerRadius.map { $0.isFinite ? max($0, 0) : Self.sheetCornerRadius } ?? Self.sheetCornerRadius }

    override func sheetDetents(in context: SheetDetentContext) -> [SheetRestingPlace] {
        let resolved = (detents.isEmpty ? [.large()] : detents).compactMap { d in
            d.resolvedValue(in: context).map { SheetRestingPlace(identifier: d.identifier, value: $0) }
        }
        return resolved.isEmpty ? super.sheetDetents(in: context) : resolved.sorted { $0.value < $1.value }
    }

    override var selectedDetent: Detent.Identifier? {
        get { selectedDetentIdentifier }
        set { selectedDetentIdentifier = newValue }
    }
    override var undimmedDetent: Detent.Identifier? { largestUndimmedDetentIdentifier }
    override var edgeAttachedInCompactHeight: Bool { prefersEdgeAttachedInCompactHeight }
    override var expandsWhenScrolledToEdge: Bool { prefersScrollingExpandsWhenScrolledToEdge }
    override var showsGrabber: Bool { prefersGrabberVisible }
    override var placesPresentedView: Bool { true }
    override var usesPageSizing: Bool { prefersPageSizing }
    override var edgeAttachedWidth: CGFloat? {
        let w = presentedViewController.preferredContentSize.width
        return widthFollowsPreferredContentSizeWhenEdgeAttached && w.isFinite && w > 0 ? w : nil
    }

    override func userSelectedDetent() {
        (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    /// The sheet moves to its new resting place: at once, or inside `animateChanges`' animation.
    private func detentsChanged() {
        guard containerView != nil, !isTransitioning, !isDraggingSheet else { return }
        if !animatingChanges { settle() }
    }
}

/// The context custom detents are resolved in.
final class SheetDetentContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    nonisolated deinit {}
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    let containerHeight: CGFloat
    let bottomInset: CGFloat

    init(traits: UITraitCollection, maximum: CGFloat, containerHeight: CGFloat, bottomInset: CGFloat) {
        containerTraitCollection = traits
        maximumDetentValue = max(maximum, 0)
        self.containerHeight = containerHeight
        self.bottomInset = bottomInset
    }
}

/// One resolved detent: where a sheet may rest.
struct SheetRestingPlace: Equatable {
    var identifier: UISheetPresentationController.Detent.Identifier
    /// The height above the bottom safe area.
    var value: CGFloat
}
