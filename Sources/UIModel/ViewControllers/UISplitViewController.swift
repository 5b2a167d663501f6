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
    var baseSplitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }

    /// The nearest navigation controller among the ancestors.
    var baseNavigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }
}

/// Hears a split view controller collapse, separate and change display mode, and may take
/// those over (UIKit's `UISplitViewControllerDelegate`, iOS 8 API).
@preconcurrency @MainActor public protocol UISplitViewControllerDelegate: NSObjectProtocol {
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
    /// Column style: which column is on top after collapsing (proposed: the secondary, as in UIKit).
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// Column style: a column is about to appear or go because the split changed shape (not for
    /// `show(_:)` / `hide(_:)`).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// Column style: the split collapsed into one column, or expanded out of it.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}

/// A primary (list) and a secondary (detail) controller: side by side in a horizontally regular
/// environment; collapsed into the primary in a compact one, where the secondary is pushed on
/// the primary navigation controller; separated again when the width becomes regular. The
/// selected detail survives both. The primary column sees a compact width, as in UIKit.
///
/// Two styles, as in iOS 14: the classic one (`init()`, `viewControllers`, the iOS 8 delegate)
/// and the column style (`init(style: .doubleColumn)`, `setViewController(_:for:)`, each column
/// in a navigation controller of its own, `show(_:)` / `hide(_:)`, an optional compact column);
/// see UISplitViewController+Columns.swift.
@preconcurrency @MainActor open class UISplitViewController: UIViewController {
    nonisolated deinit {}
    /// How many columns the split manages through `setViewController(_:for:)`; `.unspecified` is
    /// the classic split. (No three-column style: `.tripleColumn` and `.supplementary` are absent.)
    nonisolated public enum Style: Int, Sendable { case unspecified, doubleColumn }
    /// A column of a column-style split: `.compact` is shown alone while collapsed, when set.
    nonisolated public enum Column: Int, Sendable { case primary, secondary, compact }

    nonisolated public enum DisplayMode: Int, Sendable, CustomStringConvertible {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
        public var description: String { ["automatic", "secondaryOnly", "oneBesideSecondary", "oneOverSecondary"][rawValue] }
    }

    /// UIKit's "let the split view decide" value for the column width properties.
    public static let automaticDimension: CGFloat = -1
    /// The primary column's width when nothing is specified.
    package static let defaultPrimaryColumnWidth: CGFloat = 320

    open weak var delegate: UISplitViewControllerDelegate?
    open private(set) var style: Style
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            shownDisplayMode = nil
            updateDisplayMode()
            viewIfLoaded?.setNeedsLayout()
        }
    }
    /// The primary column's width as a fraction of the split's width (automatic: 320 pt).
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// True while the split shows only its primary (horizontally compact).
    open internal(set) var isCollapsed = false
    open private(set) var displayMode: DisplayMode = .oneBesideSecondary

    var primary: UIViewController?
    private var secondary: UIViewController?
    /// The secondary dropped at the last collapse (the delegate handled it), shown again on separation.
    private var droppedSecondary: UIViewController?
    private let separator = UIView(frame: .zero)
    /// Column style: what was set for each column, and the navigation controllers they live in.
    var columnControllers: [Column: UIViewController] = [:]
    var columnContainers: [Column: UINavigationController] = [:]
    /// The display mode `show(_:)` / `hide(_:)` chose, and the split's shape then (a change of
    /// shape, or of the preferred mode, hands the choice back).
    var shownDisplayMode: DisplayMode?
    var shownDisplayModeLandscape = false

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A column-style split (`.unspecified` makes a classic one).
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: Columns (iOS 14)

    /// Puts `vc` in `column`, inside a navigation controller of its own unless it is one.
    open func setViewController(_ vc: UIViewController?, for column: Column) { setColumn(column, to: vc) }

    /// What was set for `column` (not the navigation controller the split put it in).
    open func viewController(for column: Column) -> UIViewController? {
        style == .unspecified ? nil : columnControllers[column]
    }

    /// Shows `column`: expanded, the primary slides in beside or over the secondary; collapsed,
    /// the secondary is pushed on the primary's stack or the stack pops back to the primary.
    open func show(_ column: Column) { showColumn(column) }

    /// Hides the primary column (expanded: the secondary alone; collapsed: the secondary on
    /// top). The secondary cannot be hidden, as in UIKit.
    open func hide(_ column: Column) { hideColumn(column) }

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

    /// The two places a child can sit in the split's view.
    nonisolated enum Slot { case primary, secondary }

    /// Puts `new` in the slot with containment calls and balanced appearance callbacks.
    func replace(_ column: Slot, with new: UIViewController?) {
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

    func updateOverrides() {
        guard let primary else { return }
        setOverrideTraitCollection(isCollapsed ? nil : UITraitCollection(horizontalSizeClass: .compact), forChild: primary)
    }

    // MARK: Display mode and layout

    /// The mode `show(_:)` / `hide(_:)` chose, or else the preferred one; `.automatic` stands for
    /// side by side in a landscape-shaped split, the secondary alone (the primary slides over on
    /// request) in a portrait-shaped one.
    private var resolvedDisplayMode: DisplayMode {
        if let shownDisplayMode { return shownDisplayMode }
        guard preferredDisplayMode == .automatic else { return preferredDisplayMode }
        return isLandscape ? .oneBesideSecondary : .secondaryOnly
    }

    /// Whether the split is wider than tall.
    var isLandscape: Bool {
        let b = viewIfLoaded?.bounds ?? UIScreen.main.bounds
        return b.width > b.height
    }

    /// `displayMode` follows the preferred mode (and, for `.automatic`, the split's shape). A
    /// column-style split's delegate hears of the primary coming or going unless `show(_:)` or
    /// `hide(_:)` asked for it.
    func updateDisplayMode(requested: Bool = false) {
        // A mode chosen for another shape of the split no longer holds.
        if shownDisplayMode != nil, shownDisplayModeLandscape != isLandscape { shownDisplayMode = nil }
        let mode = resolvedDisplayMode
        guard mode != displayMode else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        if style != .unspecified, !requested, !isCollapsed, (mode == .secondaryOnly) != (displayMode == .secondaryOnly) {
            if mode == .secondaryOnly { delegate?.splitViewController(self, willHide: .primary) } else { delegate?.splitViewController(self, willShow: .primary) }
        }
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
            if compact && !isCollapsed {
                if style == .unspecified { collapse() } else { collapseColumns() }
            } else if !compact && isCollapsed {
                if style == .unspecified { separate() } else { expandColumns() }
            }
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
    package override func performShow(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if let nav = primary as? UINavigationController { nav.pushViewController(vc, animated: true) } else { super.performShow(vc, sender: sender) }
    }

    /// Regular width: `vc` becomes the secondary. Collapsed: it is pushed on the primary
    /// navigation controller (or presented when the primary is not one).
    package override func performShowDetail(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if style != .unspecified {
            // Column style: the detail becomes the secondary column, and is brought on top when collapsed.
            setViewController(vc, for: .secondary)
            if isCollapsed { show(.secondary) }
            return
        }
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
