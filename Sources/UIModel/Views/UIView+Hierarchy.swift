import Foundation

extension UIView {
    func baseAddSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    func baseInsertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        let oldWindow = view.window, newWindow = window
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        view.removeConstraintsLeavingHierarchy()
        let oldParent = view.superview
        let oldEngine = view.layoutEngine
        view.detachFromSuperview()
        if oldEngine != nil { oldParent?.layoutEngineChanged() }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        // The subtree's constraints join this hierarchy's engine.
        let orphaned = view.lostSuperview
        view.lostSuperview = false
        if layoutEngine != nil || (oldEngine != nil || orphaned) && view.hasConstraintsInSubtree {
            view.layoutState?.engine = nil
            layoutEngineChanged()
        }
        if newWindow != nil { UIModelRuntime.current.windowSystem.setNeedsTraitUpdate() }
        UIModelRuntime.current.windowSystem.safeAreaGeneration &+= 1
        view.setNeedsLayout()
        setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
    }

    func baseInsertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let removingBelow = view.superview === self && (subviews.firstIndex { $0 === view } ?? Int.max) < i
        insertSubview(view, at: removingBelow ? i : i + 1)
    }

    func baseInsertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        let removingBelow = view.superview === self && (subviews.firstIndex { $0 === view } ?? Int.max) < i
        insertSubview(view, at: removingBelow ? i - 1 : i)
    }

    func baseRemoveFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        removeConstraintsLeavingHierarchy()
        let hadEngine = parent.layoutEngine != nil
        detachFromSuperview()
        if hadEngine {
            parent.layoutEngineChanged()
            // Constraints inside the removed subtree stay with it, laid out by its own engine.
            if hasConstraintsInSubtree { layoutEngineChanged() }
        }
        parent.setNeedsLayout()
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
    }

    func baseBringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    func baseSendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    func baseExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    func baseIsDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let cur = v {
            if cur === view { return true }
            v = cur.superview
        }
        return false
    }

    /// Ends editing in this view's subtree: the first responder, when it is this view or one under
    /// it, resigns (with `force`, whatever its delegate says). True when nothing under this view is
    /// first responder any more.
    @discardableResult
    func baseEndEditing(_ force: Bool) -> Bool {
        guard let responder = UIModelRuntime.current.input.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        if force {
            responder.forceResign()
            return true
        }
        return responder.resignFirstResponder()
    }

    /// The first view in this subtree (depth first, self included) whose tag matches.
    func baseViewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let hit = s.viewWithTag(tag) { return hit } }
        return nil
    }

    /// The first view in this subtree whose accessibilityIdentifier matches (the simulator's
    /// scripts address views this way). Not UIKit's: the package's own code and tests use it;
    /// an app's tests use `SimulatorApp.view(identifier:)`.
    package func view(withAccessibilityIdentifier identifier: String) -> UIView? {
        if accessibilityIdentifier == identifier { return self }
        for s in subviews { if let hit = s.view(withAccessibilityIdentifier: identifier) { return hit } }
        return nil
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    private func notifyWillMove(toWindow w: UIWindow?) {
        // A responder leaving the screen stops taking keyboard input, as in UIKit.
        if w == nil, UIModelRuntime.current.input.firstResponder === self { UIModelRuntime.current.input.firstResponder = nil; didResignFirstResponder() }
        willMove(toWindow: w)
        for s in subviews { s.notifyWillMove(toWindow: w) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        for s in subviews { s.notifyDidMoveToWindow() }
    }
}
