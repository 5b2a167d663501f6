import Foundation

extension NSLayoutConstraint {
    nonisolated public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
}

/// A view's Auto Layout state, made on first use (most views never need one).
final class ViewLayoutState {
    nonisolated deinit {}
    // `@exclusivity(unchecked)` below: accesses on the layout path skip the runtime's exclusivity
    // check; none overlaps another (see LayoutEngine's note).
    @exclusivity(unchecked) var constraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) var translatesAutoresizingMaskIntoConstraints = true
    @exclusivity(unchecked) var horizontalHugging = UILayoutPriority.defaultLow
    @exclusivity(unchecked) var verticalHugging = UILayoutPriority.defaultLow
    @exclusivity(unchecked) var horizontalCompressionResistance = UILayoutPriority.defaultHigh
    @exclusivity(unchecked) var verticalCompressionResistance = UILayoutPriority.defaultHigh
    @exclusivity(unchecked) var guides: [UILayoutGuide] = []
    /// The system's guides, made on first use.
    var safeAreaGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// A scroll view's content and frame guides.
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    @exclusivity(unchecked) var needsUpdateConstraints = false
    /// The engine of the hierarchy this view is the root of.
    @exclusivity(unchecked) var engine: LayoutEngine?
    /// The engine holds this view's frame (it translates its mask): moving it re-solves.
    @exclusivity(unchecked) var isFrameInEngine = false
}

extension UIView {
    /// The view's layout state, made when `creating` (nil otherwise until something needs one).
    @discardableResult
    func layoutState(creating: Bool) -> ViewLayoutState? {
        if layoutState == nil, creating {
            let state = ViewLayoutState()
            // UIKit's labels hug their text a little more than other views (251, not 250).
            if self is UILabel { (state.horizontalHugging, state.verticalHugging) = (251, 251) }
            layoutState = state
        }
        return layoutState
    }

    // MARK: Anchors

    var baseLeadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    var baseTrailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    var baseLeftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    var baseRightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    var baseCenterXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    var baseTopAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    var baseBottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    var baseCenterYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    var baseFirstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    var baseLastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    var baseWidthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    var baseHeightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Constraints

    /// Whether the frame and autoresizing mask become constraints (true, UIKit's default for
    /// views made in code); set false for views laid out by constraints.
    var baseTranslatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            let state = layoutState(creating: true)!
            state.translatesAutoresizingMaskIntoConstraints = newValue
            if !newValue { state.isFrameInEngine = false }
            layoutEngineChanged()
        }
    }

    /// The constraints installed on this view (those whose items' nearest common ancestor it is).
    var baseConstraints: [NSLayoutConstraint] { layoutState?.constraints ?? [] }

    func baseAddConstraint(_ constraint: NSLayoutConstraint) {
        let host = constraint.host
        guard host !== self else { return }
        host?.removeConstraint(constraint)
        install(constraint, notifying: true)
    }

    /// Holds a constraint installed nowhere; `notifying` false leaves telling the layout engine
    /// to the caller.
    func install(_ constraint: NSLayoutConstraint, notifying: Bool) {
        layoutState(creating: true)!.constraints.append(constraint)
        constraint.installed(on: self)
        if notifying { layoutEngineChanged() }
    }

    func baseAddConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }

    func baseRemoveConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.host === self, let state = layoutState else { return }
        state.constraints.removeAll { $0 === constraint }
        constraint.installed(on: nil)
        layoutEngineChanged()
    }

    func baseRemoveConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    // MARK: Layout guides

    var baseLayoutGuides: [UILayoutGuide] { layoutState?.guides ?? [] }

    func baseAddLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        layoutState(creating: true)!.guides.append(guide)
        guide.ownerView = self
    }

    func baseRemoveLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        layoutState?.guides.removeAll { $0 === guide }
        for c in constraintsReferencing({ $0 === guide }) { c.isActive = false }
        guide.ownerView = nil
    }

    // MARK: Intrinsic size priorities

    func baseContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let s = layoutState(creating: true)!
        return axis == .horizontal ? s.horizontalHugging : s.verticalHugging
    }

    func baseSetContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let s = layoutState(creating: true)!
        if axis == .horizontal { s.horizontalHugging = priority } else { s.verticalHugging = priority }
        layoutEngineChanged()
    }

    func baseContentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let s = layoutState(creating: true)!
        return axis == .horizontal ? s.horizontalCompressionResistance : s.verticalCompressionResistance
    }

    func baseSetContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let s = layoutState(creating: true)!
        if axis == .horizontal { s.horizontalCompressionResistance = priority } else { s.verticalCompressionResistance = priority }
        layoutEngineChanged()
    }

    // MARK: The update pass

    /// Marks the view's constraints as needing an update: `updateConstraints` runs before the
    /// next layout.
    func baseSetNeedsUpdateConstraints() {
        layoutState(creating: true)!.needsUpdateConstraints = true
        layoutEngineChanged()
    }

    func baseNeedsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

    /// Runs the update pass for this view and its subtree: subviews first, as in UIKit.
    func baseUpdateConstraintsIfNeeded() {
        for s in subviews { s.updateConstraintsIfNeeded() }
        guard let state = layoutState, state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        if let vc = owningViewController { vc.updateViewConstraints() } else { updateConstraints() }
    }

    // MARK: The engine

    /// The top of this view's hierarchy, whose engine lays it out.
    var layoutRoot: UIView {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// Something the engine depends on changed under this view.
    func layoutEngineChanged() {
        let root = layoutRoot
        let state = root.layoutState(creating: true)!
        if state.engine == nil { state.engine = LayoutEngine(root: root) }
        state.engine!.setNeedsRebuild()
        root.setNeedsLayout()
    }

    /// A constraint's constant changed: an incremental re-solve.
    func layoutConstantChanged(_ constraint: NSLayoutConstraint) {
        let root = layoutRoot
        guard let engine = root.layoutState?.engine else { return layoutEngineChanged() }
        engine.constantChanged(constraint)
        root.setNeedsLayout()
    }

    /// A view whose frame the engine holds moved or resized.
    func layoutFrameMoved() {
        guard let engine = layoutEngine else { return }
        engine.frameMoved()
        layoutRoot.setNeedsLayout()
    }

    /// The hierarchy's engine, when it has one.
    var layoutEngine: LayoutEngine? { layoutRoot.layoutState?.engine }

    /// Runs the update pass and solves, when a constraint, a constant or a participating frame
    /// changed; otherwise costs a walk to the root.
    func solveLayoutEngineIfNeeded() {
        let root = layoutRoot
        guard let engine = root.layoutState?.engine, engine.isDirty else { return }
        root.updateConstraintsIfNeeded()
        engine.solveIfNeeded()
    }

    /// Gives subviews laid out by constraints their solved frames (the default `layoutSubviews`).
    func applySolvedFrames() {
        guard let engine = layoutEngine else { return }
        for sub in subviews where !sub.translatesAutoresizingMaskIntoConstraints {
            guard let solved = engine.solvedFrame(of: sub) else { continue }
            // The engine places the alignment rectangle; the frame lies around it.
            let f = sub.alignmentRectInsets == .zero ? solved : sub.frame(forAlignmentRect: solved)
            let size = CGSize(width: max(f.width, 0), height: max(f.height, 0))
            if sub.bounds.size != size { sub.bounds.size = size }
            let center = sub.layer.positionForFrame(f)
            if sub.center != center { sub.center = center }
        }
    }

    /// This subtree's items' constraints installed on this view or its ancestors that `matches`.
    func constraintsReferencing(_ matches: (AnyObject) -> Bool) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var v: UIView? = self
        while let cur = v {
            for c in cur.constraints where [c.firstItem, c.secondItem].contains(where: { $0.map(matches) ?? false }) {
                found.append(c)
            }
            v = cur.superview
        }
        return found
    }

    /// UIKit removes, with a view, the constraints between its subtree and views outside it
    /// (those installed on its ancestors).
    func removeConstraintsLeavingHierarchy() {
        let subtree = self
        let leaving = superview?.constraintsReferencing {
            NSLayoutConstraint.hostView(of: $0)?.isDescendant(of: subtree) ?? false
        } ?? []
        for c in leaving { c.host?.removeConstraint(c) }
    }

    /// Whether the constraints leave this view's frame ambiguous: some other frame satisfies
    /// them as well (a missing constraint, or equal priorities fighting). Views that translate
    /// their autoresizing mask never are.
    var baseHasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskIntoConstraints, let engine = layoutEngine else { return false }
        solveLayoutEngineIfNeeded()
        return engine.ambiguousItems().contains(ObjectIdentifier(self))
    }

    /// Whether a constraint is installed on this view or below it.
    var hasConstraintsInSubtree: Bool {
        !(layoutState?.constraints.isEmpty ?? true) || subviews.contains { $0.hasConstraintsInSubtree }
    }

    func nearestCommonAncestor(with other: UIView) -> UIView? {
        // The usual cases first: the same view, a parent and its child, two siblings.
        if other === self { return self }
        let parent = superview, otherParent = other.superview
        if otherParent === self { return self }
        if parent === other { return other }
        if let parent, parent === otherParent { return parent }
        // Otherwise both climb to the same depth, then together until they meet.
        func depth(_ view: UIView) -> Int {
            var n = 0, v = view.superview
            while let cur = v { n += 1; v = cur.superview }
            return n
        }
        var a: UIView? = self, b: UIView? = other
        var (da, db) = (depth(self), depth(other))
        while da > db { a = a?.superview; da -= 1 }
        while db > da { b = b?.superview; db -= 1 }
        while let x = a, let y = b, x !== y { a = x.superview; b = y.superview }
        return a
    }
}
