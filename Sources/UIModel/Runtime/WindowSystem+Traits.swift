import Foundation

/// The trait pass of a frame: every window, controller, presentation and view whose traits
/// changed hears of it once, top-down; and what else the layout pass reads first (appearance
/// proxies, the status bar, safe areas).
extension WindowSystem {
    /// Calls the handlers registered for traits that differ between `old` and `new`.
    private static func callTraitHandlers(of object: AnyObject, _ registrations: [TraitChangeRegistration],
                                          _ old: UITraitCollection, _ new: UITraitCollection) {
        for r in registrations where r.matches(old, new) { r.handler(object, old) }
    }

    /// Something that can change traits happened (screen, hierarchy, overrides): the next layout
    /// pass walks the trees.
    func setNeedsTraitUpdate() { traitsNeedUpdate = true }

    /// Appearance values changed: every view is told again at the next trait pass.
    func setNeedsAppearanceUpdate() {
        appearanceGeneration += 1
        setNeedsTraitUpdate()
    }

    /// Something every safe area may depend on changed (device insets, the status bar, a
    /// controller's additional insets): the next layout pass walks them again.
    func safeAreasChanged() {
        safeAreaGeneration &+= 1
        for w in windows { w.setNeedsLayout() }
    }

    /// Reads the status bar preferences again when a controller asked or the controllers changed.
    func updateStatusBarIfNeeded() {
        guard statusBarNeedsUpdate else { return }
        statusBarNeedsUpdate = false
        let window = keyWindow ?? windows.first { !$0.isHidden }
        if statusBar.update(root: window?.rootViewController) { safeAreasChanged() }
    }

    /// Calls `traitCollectionDidChange` on every window, controller and view whose traits changed
    /// since it was last told, once, top-down (a controller before its view, parents before children).
    func updateTraitsIfNeeded() {
        guard traitsNeedUpdate else { return }
        traitsNeedUpdate = false
        for w in windows where !w.isHidden { visitForTraits(w) }
    }

    /// `view`'s presentation (when it holds one), its controller, itself, then its subviews.
    private func visitForTraits(_ view: UIView) {
        if let container = view as? PresentationContainerView {
            // A presentation adapts to its presenter's new traits before its views hear of them.
            let pc = container.presentationController
            pc.adaptToCurrentTraits()
            let t = pc.traitCollection
            if t != pc.notifiedTraits { let previous = pc.notifiedTraits; pc.notifiedTraits = t; pc.traitCollectionDidChange(previous) }
        }
        if let vc = view.owningViewController { notifyTraits(of: vc) }
        notifyTraits(of: view)
        for s in view.subviews { visitForTraits(s) }
    }

    /// Tells `view` its traits changed (with its size-class variations and trait handlers), or
    /// has it apply the appearance proxies again when only they changed.
    private func notifyTraits(of view: UIView) {
        let t = view.traitCollection
        guard t != view.notifiedTraits else {
            if view.appliedAppearanceGeneration != appearanceGeneration {
                view.appliedAppearanceGeneration = appearanceGeneration
                view.traitsDidChange()
            }
            return
        }
        let previous = view.notifiedTraits
        view.notifiedTraits = t
        view.appliedAppearanceGeneration = appearanceGeneration
        // The language direction turned (leading and trailing mean other edges in the whole
        // window) or the text size changed (the readable width with it): lay out afresh.
        if view is UIWindow, let previous, previous.layoutDirection != t.layoutDirection
            || previous.preferredContentSizeCategory != t.preferredContentSizeCategory {
            view.layoutDirectionChanged()
        }
        UITraitCollection.withCurrent(of: view) {
            view.traitsDidChange()
            if !view.sizeClassVariations.isEmpty, previous?.horizontalSizeClass != t.horizontalSizeClass
                || previous?.verticalSizeClass != t.verticalSizeClass {
                for apply in view.sizeClassVariations { apply(t) }
            }
            view.traitCollectionDidChange(previous)
            if let previous { Self.callTraitHandlers(of: view, view.traitRegistrations, previous, t) }
        }
    }

    /// Tells `vc` its traits changed, once.
    private func notifyTraits(of vc: UIViewController) {
        let t = vc.traitCollection
        guard t != vc.notifiedTraits else { return }
        let previous = vc.notifiedTraits
        vc.notifiedTraits = t
        if previous != nil { vc.setNeedsUpdateContentUnavailableConfiguration() }
        UITraitCollection.withCurrent(of: vc) {
            vc.traitCollectionDidChange(previous)
            if let previous { Self.callTraitHandlers(of: vc, vc.traitRegistrations, previous, t) }
        }
    }
}
