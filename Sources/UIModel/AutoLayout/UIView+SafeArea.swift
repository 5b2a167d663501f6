import Foundation

extension UIView {
    /// The safe area from the superview's (or, for a window, the device's), plus the owning
    /// controller's `additionalSafeAreaInsets`: a view gets the part of its superview's unsafe
    /// edges that its frame overlaps. An edge where the superview is safe stays safe however far
    /// the view reaches past it (a screen sliding off to the left during a push, a page beside
    /// the one shown), as in UIKit.
    func computedSafeAreaInsets() -> UIEdgeInsets {
        safeAreaInsets(inheriting: superview.map { $0.computedSafeAreaInsets() })
    }

    /// The safe area given the superview's (nil: none).
    private func safeAreaInsets(inheriting parent: UIEdgeInsets?) -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let window = self as? UIWindow {
            insets = window.deviceSafeAreaInsets
        } else if let parent, parent != .zero, let sup = superview {
            // A transform (a screen a sheet pushed back, a card scaled for a moment) does not
            // move the safe area: the view's untransformed frame counts.
            let a = layer.anchorPoint, size = bounds.size
            let laidOut = transform.isIdentity ? frame
                : CGRect(x: center.x - a.x * size.width, y: center.y - a.y * size.height, width: size.width, height: size.height)
            let o = UIEdgeInsets.overlap(of: laidOut, outside: sup.bounds.inset(by: parent))
            insets = UIEdgeInsets(top: parent.top > 0 ? o.top : 0, left: parent.left > 0 ? o.left : 0,
                                  bottom: parent.bottom > 0 ? o.bottom : 0, right: parent.right > 0 ? o.right : 0)
        }
        if let vc = owningViewController {
            let a = vc.additionalSafeAreaInsets.adding(vc.containerSafeAreaInsets)
            insets = UIEdgeInsets(top: max(insets.top + a.top, 0), left: max(insets.left + a.left, 0),
                                  bottom: max(insets.bottom + a.bottom, 0), right: max(insets.right + a.right, 0))
        }
        return insets
    }

    /// The guide for the safe area: the view's bounds less `safeAreaInsets`.
    var baseSafeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.safeAreaGuide, kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// A system guide of this view, made on first use.
    func systemGuide(_ slot: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>, kind: UILayoutGuide.Kind,
                     identifier: String) -> UILayoutGuide {
        let state = layoutState(creating: true)!
        if let guide = state[keyPath: slot] { return guide }
        let guide = UILayoutGuide(kind: kind, identifier: identifier)
        state[keyPath: slot] = guide
        addLayoutGuide(guide)
        return guide
    }

    /// Announces changed safe areas and margins to this subtree, top-down (the layout pass
    /// calls it on each window after geometry, the hierarchy or any insets changed).
    func refreshSafeAreaInsets() { refreshInsets(parentSafeArea: nil, parentMargins: nil) }

    /// Announces this subtree's safe areas and margins, from the superview's as last announced.
    func refreshSubtreeInsets() {
        refreshInsets(parentSafeArea: superview?.notifiedSafeAreaInsets, parentMargins: superview?.notifiedLayoutMargins)
    }

    private func refreshInsets(parentSafeArea: UIEdgeInsets?, parentMargins: UIEdgeInsets?) {
        let safe = safeAreaInsets(inheriting: parentSafeArea)
        let margins = effectiveLayoutMargins(safeArea: safe, superviewMargins: parentMargins)
        if safe != notifiedSafeAreaInsets {
            notifiedSafeAreaInsets = safe
            systemGuidesMoved()
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
        }
        if margins != notifiedLayoutMargins {
            notifiedLayoutMargins = margins
            systemGuidesMoved()
            layoutMarginsDidChange()
            owningViewController?.viewLayoutMarginsDidChange()
        }
        for s in subviews { s.refreshInsets(parentSafeArea: safe, parentMargins: margins) }
    }

    /// The view's insets changed: it lays out again, and its system guides move in the engine.
    func systemGuidesMoved() {
        setNeedsLayout()
        guard let state = layoutState, state.safeAreaGuide != nil || state.marginsGuide != nil || state.readableGuide != nil,
              let engine = layoutEngine else { return }
        engine.frameMoved()
        layoutRoot.setNeedsLayout()
    }
}

extension UIWindow {
    /// The screen's safe area (with the status bar as the controllers want it) where the
    /// window covers it.
    var deviceSafeAreaInsets: UIEdgeInsets {
        let hidden = UIModelRuntime.current.windowSystem.statusBar.isStatusBarHidden
        let screenInsets = screen.deviceInsets.safeAreaInsets(statusBarHidden: hidden)
        guard screenInsets != .zero else { return .zero }
        return .overlap(of: frame, outside: screen.bounds.inset(by: screenInsets))
    }
}
