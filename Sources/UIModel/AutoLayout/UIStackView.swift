import Foundation

/// A row or column of arranged subviews, laid out with constraints it makes itself (UIKit's
/// `UIStackView`): distribution along the axis, alignment across it, spacing, margins, and
/// hidden views collapsing (with animation inside an animation block).
@preconcurrency @MainActor open class UIStackView: UIView {
    nonisolated deinit {}
    nonisolated public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }

    /// UIKit's raw values; `.top` is `.leading` and `.bottom` is `.trailing`.
    nonisolated public enum Alignment: Int, Sendable {
        case fill = 0, leading = 1, firstBaseline = 2, center = 3, trailing = 4, lastBaseline = 5
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// `setCustomSpacing` with this restores the stack's `spacing` after a view.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// Spacing with this is the system spacing (8 pt).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    open var spacing: CGFloat = 0 { didSet { spacing = spacing.isFinite ? spacing : 0; arrangementChanged() } }
    /// Lay out within the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Vertical stacks: space between the baselines of text views rather than their edges.
    open var isBaselineRelativeArrangement = false { didSet { arrangementChanged() } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made, replaced whenever the arrangement changes.
    private var stackConstraints: [NSLayoutConstraint] = []
    private var spacerGuides: [UILayoutGuide] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpStackView()
    }

    public required init(coder: NSCoder) {
        super.init(coder: coder)!
        setUpStackView()
    }

    private func setUpStackView() {
        backgroundColor = nil
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    // MARK: Arranged subviews

    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Arranges `view` at `stackIndex`, adding it as a subview (at the end) when it is not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Stops arranging `view`; it stays a subview (UIKit's behaviour: call `removeFromSuperview` too).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault || !spacing.isFinite ? nil : spacing
        arrangementChanged()
    }

    /// The spacing after `arrangedSubview`: its custom spacing, else `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    func arrangedSubviewVisibilityChanged() { arrangementChanged() }

    private func arrangementChanged() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    // MARK: Constraints

    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(stackConstraints)
        for g in spacerGuides { removeLayoutGuide(g) }
        spacerGuides = []
        stackConstraints = makeConstraints()
        NSLayoutConstraint.activate(stackConstraints)
        super.updateConstraints()
    }

    private func gap(after view: UIView) -> CGFloat {
        let s = customSpacings[ObjectIdentifier(view)] ?? spacing
        return s == Self.spacingUseSystem ? systemSpacing : s
    }

    /// An edge, centre or size of an item along or across the axis.
    nonisolated private enum Part { case start, end, center, size }

    private func attribute(_ part: Part, along: Bool) -> NSLayoutConstraint.Attribute {
        let horizontal = (axis == .horizontal) == along
        switch part {
        case .start: return horizontal ? .leading : .top
        case .end: return horizontal ? .trailing : .bottom
        case .center: return horizontal ? .centerX : .centerY
        case .size: return horizontal ? .width : .height
        }
    }

    private func make(_ a: AnyObject, _ pa: Part, _ relation: NSLayoutConstraint.Relation, _ b: AnyObject?, _ pb: Part,
                      along: Bool, multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required,
                      _ id: String) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(item: a, attribute: attribute(pa, along: along), relatedBy: relation, toItem: b,
                                   attribute: b == nil ? .notAnAttribute : attribute(pb, along: along),
                                   multiplier: multiplier, constant: constant)
        c.priority = priority
        c.identifier = id
        return c
    }

    private func makeConstraints() -> [NSLayoutConstraint] {
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var list: [NSLayoutConstraint] = []
        list += alongConstraints(visible, canvas)
        // Hidden views collapse to nothing where they would be.
        for v in arrangedSubviews where v.isHidden {
            list.append(make(v, .size, .equal, nil, .size, along: true, "UISV-hiding"))
            let before = arrangedSubviews.prefix { $0 !== v }.last { !$0.isHidden }
            list.append(before.map { make(v, .start, .equal, $0, .end, along: true, "UISV-hiding") }
                        ?? make(v, .start, .equal, canvas, .start, along: true, "UISV-hiding"))
        }
        for v in arrangedSubviews { list += acrossConstraints(v, canvas, first: visible.first) }
        if alignment != .fill, !arrangedSubviews.isEmpty {
            // Unconstrained across the axis, the stack is as wide (tall) as its widest (tallest) view.
            list.append(make(canvas, .size, .equal, nil, .size, along: false, priority: .fittingSizeLevel - 1, "UISV-canvas-fit"))
        }
        return list
    }

    private func alongConstraints(_ views: [UIView], _ canvas: AnyObject) -> [NSLayoutConstraint] {
        guard let first = views.first, let last = views.last else { return [] }
        var list = [make(first, .start, .equal, canvas, .start, along: true, "UISV-canvas-connection"),
                    make(canvas, .end, .equal, last, .end, along: true, "UISV-canvas-connection")]
        for (a, b) in zip(views, views.dropFirst()) {
            let g = gap(after: a)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                list.append(make(b, .start, .equal, a, .end, along: true, constant: g, "UISV-spacing"))
            case .equalSpacing, .equalCentering:
                list.append(make(b, .start, .greaterThanOrEqual, a, .end, along: true, constant: g, "UISV-spacing"))
                // A spacer between the edges (equal spacing) or the centres (equal centering), all equal.
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-distributing"
                addLayoutGuide(spacer)
                spacerGuides.append(spacer)
                let centers = distribution == .equalCentering
                list.append(make(spacer, .start, .equal, a, centers ? .center : .end, along: true, "UISV-distributing-edge"))
                list.append(make(b, centers ? .center : .start, .equal, spacer, .end, along: true, "UISV-distributing-edge"))
                if spacerGuides.count > 1 {
                    list.append(make(spacer, .size, .equal, spacerGuides[0], .size, along: true,
                                     priority: centers ? .required - 1 : .required, "UISV-distributing"))
                }
            }
        }
        switch distribution {
        case .fillEqually:
            for v in views.dropFirst() { list.append(make(v, .size, .equal, first, .size, along: true, "UISV-fill-equally")) }
        case .fillProportionally:
            list += proportionalConstraints(views, canvas)
        case .fill:
            // Equal hugging is ambiguous in UIKit; here the last view of the lowest hugging stretches:
            // the others hug a little more.
            let axisHug = views.map { $0.contentHuggingPriority(for: axis) }
            if let lowest = axisHug.min(), let stretch = views.indices.last(where: { axisHug[$0] == lowest }) {
                for (i, v) in views.enumerated() where i != stretch && axisHug[i] == lowest {
                    let size = v.intrinsicContentSize, length = axis == .horizontal ? size.width : size.height
                    guard length != UIView.noIntrinsicMetric else { continue }
                    list.append(make(v, .size, .lessThanOrEqual, nil, .size, along: true, constant: length, priority: 1, "UISV-fill-tiebreak"))
                }
            }
        case .equalSpacing, .equalCentering: break
        }
        return list
    }

    /// Sizes along the axis in proportion to the views' intrinsic sizes, sharing what spacing leaves.
    private func proportionalConstraints(_ views: [UIView], _ canvas: AnyObject) -> [NSLayoutConstraint] {
        let lengths = views.map { v -> CGFloat in
            let s = v.intrinsicContentSize, l = axis == .horizontal ? s.width : s.height
            return l == UIView.noIntrinsicMetric ? 0 : max(l, 0)
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return [] }
        let spacing = zip(views, views.dropFirst()).reduce(CGFloat(0)) { $0 + gap(after: $1.0) }
        return zip(views, lengths).map { v, l in
            make(v, .size, .equal, canvas, .size, along: true, multiplier: l / total, constant: -spacing * l / total,
                 priority: .required - 1, "UISV-fill-proportionally")
        }
    }

    private func acrossConstraints(_ v: UIView, _ canvas: AnyObject, first: UIView?) -> [NSLayoutConstraint] {
        // Baselines line up only across a horizontal stack: a vertical one aligns as .fill.
        let baseline = alignment == .firstBaseline || alignment == .lastBaseline
        switch baseline && axis == .vertical ? .fill : alignment {
        case .fill:
            return [make(v, .start, .equal, canvas, .start, along: false, "UISV-alignment"),
                    make(v, .end, .equal, canvas, .end, along: false, "UISV-alignment")]
        case .leading:
            return [make(v, .start, .equal, canvas, .start, along: false, "UISV-alignment"),
                    make(v, .end, .lessThanOrEqual, canvas, .end, along: false, "UISV-spanning-boundary")]
        case .trailing:
            return [make(v, .end, .equal, canvas, .end, along: false, "UISV-alignment"),
                    make(v, .start, .greaterThanOrEqual, canvas, .start, along: false, "UISV-spanning-boundary")]
        case .center:
            return [make(v, .center, .equal, canvas, .center, along: false, "UISV-alignment"),
                    make(v, .start, .greaterThanOrEqual, canvas, .start, along: false, "UISV-spanning-boundary")]
        case .firstBaseline, .lastBaseline:
            var list = [make(v, .start, .greaterThanOrEqual, canvas, .start, along: false, "UISV-spanning-boundary"),
                        make(v, .end, .lessThanOrEqual, canvas, .end, along: false, "UISV-spanning-boundary")]
            if let first, first !== v {
                let attr: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                let c = NSLayoutConstraint(item: v, attribute: attr, relatedBy: .equal, toItem: first, attribute: attr,
                                           multiplier: 1, constant: 0)
                c.identifier = "UISV-alignment"
                list.append(c)
            }
            return list
        }
    }
}
