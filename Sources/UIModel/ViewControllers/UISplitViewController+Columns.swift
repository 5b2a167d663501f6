import Foundation

/// The column style of iOS 14: each column's controller lives in a navigation controller of its
/// own; collapsing shows the compact column alone when one is set, or else pushes the secondary's
/// stack on the primary's (the delegate picks which column ends on top, the secondary unless told
/// otherwise); expanding gives the secondary its stack back.
extension UISplitViewController {
    /// How long `show(_:)` / `hide(_:)` slide the primary column in or out (UIKit's bar and
    /// column transitions take about this long).
    static let columnTransitionDuration: TimeInterval = 0.3

    private var primaryStack: UINavigationController? { primary as? UINavigationController }

    /// Whether the secondary's controllers are pushed on the collapsed primary's stack.
    private var secondaryIsOnTop: Bool {
        guard let nav = primaryStack, let depth = nav.splitCollapseDepth else { return false }
        return nav.viewControllers.count > depth
    }

    func setColumn(_ column: Column, to vc: UIViewController?) {
        guard style != .unspecified else {
            return UIKitWarning.log("setViewController(_:for:) applies to column-style split view controllers; use viewControllers; ignored")
        }
        guard vc == nil || columnControllers[column] !== vc else { return }
        // Collapsed, the columns are taken apart, changed, and collapsed again as they were.
        let collapsed = isCollapsed, top: Column = secondaryIsOnTop ? .secondary : .primary
        if collapsed { expandColumns(notify: false) }
        columnControllers[column] = vc
        let container = vc.map { $0 as? UINavigationController ?? UINavigationController(rootViewController: $0) }
        columnContainers[column] = container
        switch column {
        case .primary: replace(.primary, with: container)
        case .secondary: replace(.secondary, with: container)
        case .compact: break
        }
        if collapsed { collapseColumns(notify: false, top: top) }
        updateOverrides()
        viewIfLoaded?.setNeedsLayout()
    }

    func showColumn(_ column: Column) {
        guard style != .unspecified else { return UIKitWarning.log("show(_:) applies to column-style split view controllers; ignored") }
        if isCollapsed {
            guard columnContainers[.compact] == nil else { return }
            switch column {
            case .secondary: pushSecondary(animated: isVisible)
            case .primary: popToPrimary(animated: isVisible)
            case .compact: break
            }
        } else if column == .primary, displayMode == .secondaryOnly {
            changeDisplayMode(to: isLandscape ? .oneBesideSecondary : .oneOverSecondary)
        }
    }

    func hideColumn(_ column: Column) {
        guard style != .unspecified else { return UIKitWarning.log("hide(_:) applies to column-style split view controllers; ignored") }
        guard column != .secondary else { return UIKitWarning.log("hide(.secondary) is not supported: the secondary column is always shown; ignored") }
        if isCollapsed {
            if column == .primary, columnContainers[.compact] == nil { pushSecondary(animated: isVisible) }
        } else if column == .primary, displayMode != .secondaryOnly {
            changeDisplayMode(to: .secondaryOnly)
        }
    }

    /// Slides the primary in or out: the chosen mode holds until the preferred mode or the
    /// split's shape changes.
    private func changeDisplayMode(to mode: DisplayMode) {
        shownDisplayMode = mode
        shownDisplayModeLandscape = isLandscape
        updateDisplayMode(requested: true)
        guard let view = viewIfLoaded else { return }
        view.setNeedsLayout()
        if view.window != nil {
            UIView.animate(withDuration: Self.columnTransitionDuration, delay: 0, options: .curveEaseInOut,
                           animations: { view.layoutIfNeeded() }, completion: nil)
        }
    }

    // MARK: Collapsing and expanding

    /// One column: the compact column's stack alone, or the primary's with the secondary's pushed
    /// on it when the top column (the delegate's choice, the secondary by default) is the secondary.
    func collapseColumns(notify: Bool = true, top: Column? = nil) {
        isCollapsed = true
        shownDisplayMode = nil
        updateDisplayMode(requested: true)
        replace(.secondary, with: nil)
        if let compact = columnContainers[.compact] {
            replace(.primary, with: compact)
        } else if let nav = primaryStack {
            nav.splitCollapseDepth = nav.viewControllers.count
            let top = top ?? delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            if top == .secondary { pushSecondary(animated: false) }
        }
        updateOverrides()
        viewIfLoaded?.setNeedsLayout()
        if notify { delegate?.splitViewControllerDidCollapse(self) }
    }

    /// Side by side again: the primary's stack gives back what was pushed from the secondary.
    func expandColumns(notify: Bool = true) {
        isCollapsed = false
        // The mode for the new shape, without telling the delegate of a column it sees expand.
        updateDisplayMode(requested: true)
        if let compact = columnContainers[.compact], primary === compact {
            replace(.primary, with: columnContainers[.primary])
        } else if let nav = primaryStack, let depth = nav.splitCollapseDepth {
            if nav.viewControllers.count > depth {
                let pushed = Array(nav.viewControllers[depth...])
                nav.setViewControllers(Array(nav.viewControllers[..<depth]), animated: false)
                columnContainers[.secondary]?.setViewControllers(pushed, animated: false)
            }
            nav.splitCollapseDepth = nil
        }
        // A secondary popped off while collapsed comes back as it was set.
        if let container = columnContainers[.secondary], container.viewControllers.isEmpty, let vc = columnControllers[.secondary] {
            container.setViewControllers([vc], animated: false)
        }
        replace(.secondary, with: columnContainers[.secondary])
        updateOverrides()
        viewIfLoaded?.setNeedsLayout()
        if notify { delegate?.splitViewControllerDidExpand(self) }
    }

    /// Collapsed: the secondary's controllers move onto the primary's stack (once).
    private func pushSecondary(animated: Bool) {
        guard let nav = primaryStack, !secondaryIsOnTop, let container = columnContainers[.secondary] else { return }
        var moving = container.viewControllers
        if moving.isEmpty, let vc = columnControllers[.secondary] { moving = [vc] }
        guard !moving.isEmpty else { return }
        container.setViewControllers([], animated: false)
        nav.setViewControllers(nav.viewControllers + moving, animated: animated)
    }

    /// Collapsed: the primary's stack pops back to what it held before the secondary came.
    private func popToPrimary(animated: Bool) {
        guard let nav = primaryStack, secondaryIsOnTop, let depth = nav.splitCollapseDepth, depth > 0 else { return }
        nav.popToViewController(nav.viewControllers[depth - 1], animated: animated)
    }
}
