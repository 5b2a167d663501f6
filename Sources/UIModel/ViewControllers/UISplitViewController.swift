import Foundation

extension UIViewController {
    /// The nearest ancestor of type `T`.
    func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var p = parent
        while let cur = p {
            if let found = cur as? T { return found }
            p = cur.parent
        }
        return nil
    }

    /// The nearest split view controller among the ancestors.
    public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }

    /// The nearest navigation controller among the ancestors.
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }
}

/// Hears a split view controller collapse, separate and change display mode, and may take
/// those over (UIKit's `UISplitViewControllerDelegate`, iOS 8 API).
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Return true to handle the collapse yourself (the secondary is then dropped); false lets the
    /// primary take it (a navigation controller pushes it).
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// The secondary to show when separating; nil lets the primary give it back (a navigation
    /// controller pops what the collapse pushed).
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// Return true to show the detail yourself.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
}

/// A primary (list) and a secondary (detail) controller: side by side in a horizontally regular
/// environment; collapsed into the primary in a compact one, where the secondary is pushed on
/// the primary navigation controller; separated again when the width becomes regular. The
/// selected detail survives both. The primary column sees a compact width, as in UIKit.
open class UISplitViewController: UIViewController {
    public enum DisplayMode: Int, Sendable, CustomStringConvertible {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
        public var description: String { ["automatic", "secondaryOnly", "oneBesideSecondary", "oneOverSecondary"][rawValue] }
    }

    /// UIKit's "let the split view decide" value for the column width properties.
    public static let automaticDimension: CGFloat = -1
    /// The primary column's width when nothing is specified.
    public static let defaultPrimaryColumnWidth: CGFloat = 320

    public weak var delegate: UISplitViewControllerDelegate?
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            updateDisplayMode()
            viewIfLoaded?.setNeedsLayout()
        }
    }
    /// The primary column's width as a fraction of the split's width (automatic: 320 pt).
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// True while the split shows only its primary (horizontally compact).
    public private(set) var isCollapsed = false
    public private(set) var displayMode: DisplayMode = .oneBesideSecondary

    private var primary: UIViewController?
    private var secondary: UIViewController?
    /// The secondary dropped at the last collapse (the delegate handled it), shown again on separation.
    private var droppedSecondary: UIViewController?
    private let separator = UIView(frame: .zero)

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// [primary, secondary] side by side; [primary] when collapsed.
    open var viewControllers: [UIViewController] {
        get { [primary, isCollapsed ? nil : secondary].compactMap { $0 } }
        set {
            let newPrimary = newValue.first, newSecondary = newValue.count > 1 ? newValue[1] : nil
            if newPrimary !== primary { replace(.primary, with: newPrimary) }
            if newSecondary !== secondary { replace(.secondary, with: newSecondary) }
            updateOverrides()
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The primary column's width for the current bounds.
    open var primaryColumnWidth: CGFloat {
        let width = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        var w = preferredPrimaryColumnWidthFraction >= 0 ? width * min(preferredPrimaryColumnWidthFraction, 1) : Self.defaultPrimaryColumnWidth
        if minimumPrimaryColumnWidth >= 0 { w = max(w, minimumPrimaryColumnWidth) }
        if maximumPrimaryColumnWidth >= 0 { w = min(w, maximumPrimaryColumnWidth) }
        return max(0, min(w, width))
    }

    open override func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = .systemBackground
        view = v
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        separator.backgroundColor = .separator
        separator.accessibilityIdentifier = "splitSeparator"
        view.addSubview(separator)
        for vc in [primary, secondary].compactMap({ $0 }) where vc.viewIfLoaded?.superview == nil { view.addSubview(vc.view) }
        view.bringSubviewToFront(separator)
    }

    /// Puts `new` in the slot with containment calls and balanced appearance callbacks.
    private enum Column { case primary, secondary }

    private func replace(_ column: Column, with new: UIViewController?) {
        let visible = isVisible && isViewLoaded
        if let old = column == .primary ? primary : secondary {
            old.willMove(toParent: nil)
            if visible, old.viewIfLoaded?.superview === view { old.beginAppearanceTransition(false, animated: false) }
            if old.viewIfLoaded?.superview === view {
                old.view.removeFromSuperview()
                if visible { old.endAppearanceTransition() }
            }
            old.removeFromParent()
        }
        if column == .primary { primary = new } else { secondary = new }
        guard let new else { return }
        new.removeFromParent()
        addChild(new)
        if isViewLoaded, !(isCollapsed && column == .secondary) {
            if visible { new.beginAppearanceTransition(true, animated: false) }
            view.insertSubview(new.view, belowSubview: separator)
            if visible { new.endAppearanceTransition() }
        }
        new.didMove(toParent: self)
    }

    private func updateOverrides() {
        guard let primary else { return }
        setOverrideTraitCollection(isCollapsed ? nil : UITraitCollection(horizontalSizeClass: .compact), forChild: primary)
    }

    // MARK: Display mode and layout

    /// The mode `.automatic` stands for: side by side in a landscape-shaped split, the secondary
    /// alone (the primary slides over on request) in a portrait-shaped one.
    private var resolvedDisplayMode: DisplayMode {
        guard preferredDisplayMode == .automatic else { return preferredDisplayMode }
        let b = viewIfLoaded?.bounds ?? UIScreen.main.bounds
        return b.width > b.height ? .oneBesideSecondary : .secondaryOnly
    }

    /// `displayMode` follows the preferred mode (and, for `.automatic`, the split's shape).
    private func updateDisplayMode() {
        let mode = resolvedDisplayMode
        guard mode != displayMode else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        displayMode = mode
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        updateDisplayMode()
        let b = view.bounds
        if isCollapsed {
            primary?.viewIfLoaded?.frame = b
            separator.isHidden = true
            return
        }
        let pw = primaryColumnWidth
        switch displayMode {
        case .secondaryOnly, .automatic:
            primary?.viewIfLoaded?.frame = CGRect(x: -pw, y: 0, width: pw, height: b.height)
            secondary?.viewIfLoaded?.frame = b
            separator.isHidden = true
        case .oneBesideSecondary:
            primary?.viewIfLoaded?.frame = CGRect(x: 0, y: 0, width: pw, height: b.height)
            separator.frame = CGRect(x: pw, y: 0, width: 0.5, height: b.height)
            separator.isHidden = false
            secondary?.viewIfLoaded?.frame = CGRect(x: pw + 0.5, y: 0, width: max(b.width - pw - 0.5, 0), height: b.height)
        case .oneOverSecondary:
            primary?.viewIfLoaded?.frame = CGRect(x: 0, y: 0, width: pw, height: b.height)
            separator.frame = CGRect(x: pw, y: 0, width: 0.5, height: b.height)
            separator.isHidden = false
            secondary?.viewIfLoaded?.frame = b
            if let p = primary?.viewIfLoaded { view.bringSubviewToFront(p); view.bringSubviewToFront(separator) }
        }
    }

    // MARK: Collapsing and separating

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        adaptToTraitsIfPossible()
    }

    /// Collapses in compact width, separates otherwise. While the primary navigation controller
    /// is in a push or pop (an edge swipe under way), this waits until that transition ends.
    func adaptToTraitsIfPossible() {
        if (primary as? UINavigationController)?.isInTransition == true { return }
        let compact = traitCollection.horizontalSizeClass == .compact
        UIView.performWithoutAnimation {
            if compact && !isCollapsed { collapse() } else if !compact && isCollapsed { separate() }
        }
    }

    private func collapse() {
        guard let primary else { return }
        isCollapsed = true
        (primary as? UINavigationController)?.splitCollapseDepth = (primary as? UINavigationController)?.viewControllers.count
        if let secondary {
            let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
            // The secondary leaves the split; the primary may take it.
            replace(.secondary, with: nil)
            if handled {
                droppedSecondary = secondary
            } else {
                primary.collapseSecondaryViewController(secondary, for: self)
                droppedSecondary = secondary.parent == nil ? secondary : nil
            }
        }
        updateOverrides()
        viewIfLoaded?.setNeedsLayout()
    }

    private func separate() {
        guard let primary else { return }
        isCollapsed = false
        let new = delegate?.splitViewController(self, separateSecondaryFrom: primary)
            ?? primary.separateSecondaryViewController(for: self)
            ?? droppedSecondary
            ?? UIViewController()
        droppedSecondary = nil
        if new.viewIfLoaded?.backgroundColor == nil { new.view.backgroundColor = .systemBackground }
        replace(.secondary, with: new)
        updateOverrides()
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Showing

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .showViewController || action == .showDetailViewController
    }

    /// Shows `vc` in the primary column (pushed when the primary is a navigation controller).
    open override func performShow(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if let nav = primary as? UINavigationController { nav.pushViewController(vc, animated: true) } else { super.performShow(vc, sender: sender) }
    }

    /// Regular width: `vc` becomes the secondary. Collapsed: it is pushed on the primary
    /// navigation controller (or presented when the primary is not one).
    open override func performShowDetail(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed {
            if let nav = primary as? UINavigationController {
                nav.pushViewController(vc, animated: true)
            } else {
                super.performShow(vc, sender: sender)
            }
            return
        }
        replace(.secondary, with: vc)
        viewIfLoaded?.setNeedsLayout()
    }
}
