import Foundation
internal import Cassowary

/// Foundation has an `Expression` too.
private typealias LinearExpression = Cassowary.Expression

/// The Auto Layout engine of one view hierarchy (UIKit keeps one per window): every active
/// constraint under its root as Cassowary constraints over four variables per item (the frame's
/// origin in its superview's bounds coordinates, and its size), solved when something changed
/// and never otherwise. Views that translate their autoresizing mask take part with their frames
/// as required equalities; views that do not get their intrinsic size through hugging and
/// compression-resistance constraints. Changing a constraint's constant, or the frame of a view
/// that translates its mask (the window resizing), re-solves incrementally.
///
/// Performance: the state the layout pass reads and writes most (here, in `Solver`,
/// `Variable`, `ViewLayoutState`, the constraints, anchors and `UIView`'s hierarchy and layout
/// flags) is marked `@exclusivity(unchecked)`. Each access to a class's `var` otherwise costs a
/// runtime exclusivity check (a sixth of the instructions of building a screen of constraints);
/// none of these accesses overlaps another, which the whole test suite confirmed with the
/// checks on before they were dropped.
final class LayoutEngine {
    nonisolated deinit {}
    private unowned let root: UIView

    /// An item's variables, and what its frame was last solved to.
    private final class Item {
        nonisolated deinit {}
        @exclusivity(unchecked) weak var object: AnyObject?
        let x: Variable, y: Variable, width: Variable, height: Variable
        /// For a view that translates its autoresizing mask: its frame's four equalities and
        /// the frame they say. For a system guide: the constraints that hold it at its owning
        /// view's bounds less its insets.
        @exclusivity(unchecked) var frameConstraints: [Constraint] = []
        @exclusivity(unchecked) var frameInConstraints: CGRect?
        /// For a system guide: the owning view's insets its constraints say.
        @exclusivity(unchecked) var guideInsets: UIEdgeInsets?
        /// For a view laid out by constraints: its hugging and compression-resistance constraints.
        @exclusivity(unchecked) var intrinsicConstraints: [Constraint] = []
        /// The frame the screen was last told about (carried over a rebuild).
        @exclusivity(unchecked) var published: CGRect?
        /// Looked up once per rebuild (the hierarchy and directions do not change without one):
        /// the item of its view hierarchy parent, and its layout direction.
        @exclusivity(unchecked) var parent: Item??
        @exclusivity(unchecked) var direction: UIUserInterfaceLayoutDirection?
        init(_ object: AnyObject) {
            self.object = object
            x = Variable("minX"); y = Variable("minY")
            width = Variable("width"); height = Variable("height")
        }
        var solved: CGRect { CGRect(x: x.value, y: y.value, width: width.value, height: height.value) }
    }

    /// An object's identity as a dictionary key, hashed cheaply (SipHash over
    /// `ObjectIdentifier`s was high in the profile of building an engine).
    nonisolated private struct Key: Hashable {
        let id: ObjectIdentifier
        init(_ object: AnyObject) { id = ObjectIdentifier(object) }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
        func _rawHashValue(seed: Int) -> Int { identityHash(id, seed: seed) }
    }

    @exclusivity(unchecked) private var solver = Solver()
    @exclusivity(unchecked) private var items: [Key: Item] = [:]
    /// Items in the order they joined, for deterministic passes.
    @exclusivity(unchecked) private var itemOrder: [Item] = []
    /// Each active constraint and what it became in the solver (nil: broken or unusable).
    @exclusivity(unchecked) private var installed: [Key: Constraint] = [:]
    @exclusivity(unchecked) private(set) var needsRebuild = true
    @exclusivity(unchecked) private var changedConstants: [NSLayoutConstraint] = []
    /// Views that translate their mask and whose frames moved since the last solve.
    @exclusivity(unchecked) private var movedFrames = false

    /// For `systemLayoutSizeFitting`: the root's size is preferred, not fixed.
    nonisolated struct Fitting {
        var size: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
    }
    private let fitting: Fitting?
    /// A throwaway copy that looks for ambiguity: it solves, probes and changes nothing on screen.
    private let isProbe: Bool
    /// Counts solves that changed something (the ambiguity answer is kept for one generation).
    @exclusivity(unchecked) private var generation = 0
    private var ambiguity: (generation: Int, items: Set<ObjectIdentifier>)?

    init(root: UIView, fitting: Fitting? = nil, probe: Bool = false) {
        self.root = root
        self.fitting = fitting
        isProbe = probe
    }

    /// The views laid out by constraints whose frames the constraints do not fix: in a
    /// throwaway copy of this engine, each of their frame variables is pulled both ways by an
    /// edit far weaker than any priority; one that moves is free (or tied between equal
    /// priorities), as UIKit's ambiguity check finds.
    func ambiguousItems() -> Set<ObjectIdentifier> {
        if let ambiguity, ambiguity.generation == generation { return ambiguity.items }
        let probe = LayoutEngine(root: root, probe: true)
        probe.solveIfNeeded()
        let found = probe.probeFreeItems()
        ambiguity = (generation, found)
        return found
    }

    private func probeFreeItems() -> Set<ObjectIdentifier> {
        var found = Set<ObjectIdentifier>()
        let tiny = Strength(weight: Self.probeWeight)
        for item in itemOrder {
            guard let view = item.object as? UIView, !view.translatesAutoresizingMaskIntoConstraints, view !== root else { continue }
            for v in [item.x, item.y, item.width, item.height] {
                guard (try? solver.addEditVariable(v, strength: tiny)) != nil else { continue }
                defer { try? solver.removeEditVariable(v); solver.updateVariables() }
                solver.updateVariables()
                let base = v.value
                let moved = [base + Self.probeDistance, base - Self.probeDistance].contains { target in
                    try? solver.suggestValue(v, target)
                    solver.updateVariables()
                    return abs(v.value - base) > 0.5
                }
                if moved { found.insert(ObjectIdentifier(view)); break }
            }
        }
        return found
    }

    /// The probe's pull: far below priority 1's weight (about 1.02), and how far it pulls.
    static let probeWeight = 1e-4
    static let probeDistance = 100.0

    /// The root's size that best satisfies its subtree's constraints and the fitting target.
    func fittingSize() -> CGSize {
        solveIfNeeded()
        // Multi-line labels wrap at the widths just solved for them, and the sizes are solved
        // again (UIKit's fitting does the same second pass: a cell's height from its text).
        var rewrapped = false
        for item in itemOrder {
            guard let label = item.object as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth <= 0,
                  !label.translatesAutoresizingMaskIntoConstraints, item.width.value > 0 else { continue }
            let width = CGFloat(item.width.value)
            guard label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height != label.intrinsicContentSize.height
            else { continue }
            addIntrinsicSize(of: label, wrappingAt: width)
            rewrapped = true
        }
        if rewrapped { solver.updateVariables() }
        guard let item = items[Key(root)] else { return fitting?.size ?? root.bounds.size }
        return CGSize(width: item.width.value, height: item.height.value)
    }

    /// Views whose intrinsic size changed since the last solve.
    @exclusivity(unchecked) private var changedIntrinsicSizes: [UIView] = []

    var isDirty: Bool { needsRebuild || !changedConstants.isEmpty || movedFrames || !changedIntrinsicSizes.isEmpty }

    /// A participating view's intrinsic size changed: its size constraints are replaced at the next solve.
    func intrinsicSizeChanged(_ view: UIView) {
        if items[Key(view)] == nil { needsRebuild = true } else { changedIntrinsicSizes.append(view) }
    }

    func setNeedsRebuild() { needsRebuild = true }
    func constantChanged(_ c: NSLayoutConstraint) {
        if installed[Key(c)] == nil { needsRebuild = true } else { changedConstants.append(c) }
    }
    func frameMoved() { movedFrames = true }

    func participates(_ item: AnyObject) -> Bool { items[Key(item)] != nil }

    /// The frame the engine solved for `item` (in its superview's, or owning view's, bounds coordinates).
    func solvedFrame(of item: AnyObject) -> CGRect? { items[Key(item)]?.solved }

    // MARK: Solving

    /// Brings the solution up to date; the superviews of views whose frames changed need layout.
    func solveIfNeeded() {
        guard isDirty else { return }
        if needsRebuild {
            rebuild()
        } else {
            for c in changedConstants { reinstall(c) }
            for v in changedIntrinsicSizes { addIntrinsicSize(of: v) }
            refreshFrames()
        }
        changedConstants = []
        changedIntrinsicSizes = []
        movedFrames = false
        solver.updateVariables()
        generation &+= 1
        guard fitting == nil, !isProbe else { return }  // a size question or a probe changes nothing on screen
        for item in itemOrder {
            let solved = item.solved
            guard let object = item.object, item.published != solved else { continue }
            item.published = solved
            if let guide = object as? UILayoutGuide {
                guide.solvedFrame = solved
                guide.owningView?.setNeedsLayout()
            } else if let view = object as? UIView, !view.translatesAutoresizingMaskIntoConstraints {
                view.superview?.setNeedsLayout()
            }
        }
    }

    private func rebuild() {
        needsRebuild = false
        solver = Solver()
        previousItems = items
        defer { previousItems = [:] }
        items = [:]
        itemOrder = []
        installed = [:]
        if fitting != nil { _ = item(for: root) }
        var constraints: [NSLayoutConstraint] = []
        collect(root, into: &constraints)
        // Room for every constraint, and for about one item per two of them (the benchmark's
        // screen has 19 constraints for 5 views), so the tables are not grown step by step.
        installed.reserveCapacity(constraints.count)
        items.reserveCapacity(constraints.count / 2)
        itemOrder.reserveCapacity(constraints.count / 2)
        // Everything goes to the solver in one batch (`Solver.addConstraints`, much cheaper
        // than one by one); the constraints it cannot satisfy are broken and reported after.
        batch = []
        batch!.reserveCapacity(constraints.count * 5 / 4)
        for c in constraints { install(c) }
        let made = batch!
        batch = nil
        for (c, _) in solver.addConstraints(made.map(\.constraint)) {
            guard let i = made.firstIndex(where: { $0.constraint === c }), let owner = made[i].owner else { continue }
            installed[Key(owner)] = nil
            owner.isBroken = true
            reportUnsatisfiable(owner)
        }
    }

    /// While rebuilding: what goes to the solver together, and the layout constraint each came from.
    @exclusivity(unchecked) private var batch: [(constraint: Constraint, owner: NSLayoutConstraint?)]?

    /// Adds to the solver now, or to the batch of a rebuild; a failure (of a frame, guide or
    /// intrinsic-size constraint) leaves it out.
    private func add(_ c: Constraint) {
        if batch != nil { batch!.append((c, nil)) } else { try? solver.addConstraint(c) }
    }

    private func collect(_ view: UIView, into list: inout [NSLayoutConstraint]) {
        list += view.layoutState?.constraints ?? []
        for s in view.subviews { collect(s, into: &list) }
    }

    // MARK: Items and expressions

    /// During a rebuild, the items before it (whose published frames carry over).
    @exclusivity(unchecked) private var previousItems: [Key: Item] = [:]

    private func item(for object: AnyObject) -> Item {
        let id = Key(object)
        if let item = items[id] { return item }
        let item = Item(object)
        item.published = previousItems[id]?.published
        items[id] = item
        itemOrder.append(item)
        if let fitting, object === root {
            // Placed at the origin; its size only preferred, at the fitting priorities.
            for (v, value, priority) in [(item.x, 0, UILayoutPriority.required), (item.y, 0, .required),
                                         (item.width, fitting.size.width, fitting.horizontal),
                                         (item.height, fitting.size.height, fitting.vertical)] {
                add(Constraint(LinearExpression(v), .equal, LinearExpression(Double(value)),
                                                     strength: Self.strength(priority)))
            }
        } else if let view = object as? UIView, view.translatesAutoresizingMaskIntoConstraints || view === root {
            view.layoutState(creating: true)!.isFrameInEngine = true
            setFrameConstraints(item, view)
        } else if let guide = object as? UILayoutGuide, guide.kind != .custom {
            setGuideConstraints(item, guide)
        }
        // A view laid out by constraints (or the root whose fitting size is asked) brings its
        // intrinsic size before anything else constrains it: its size becomes basic at once.
        if let view = object as? UIView, !view.translatesAutoresizingMaskIntoConstraints || fitting != nil && view === root {
            addIntrinsicSize(of: view)
        }
        return item
    }

    /// A system guide is held at its owning view's bounds less the view's insets (the readable
    /// guide: at most the readable width, centred in the margins).
    private func setGuideConstraints(_ item: Item, _ guide: UILayoutGuide) {
        guard let owner = guide.owningView else { return }
        if let scrollView = owner as? UIScrollView, guide.kind == .scrollContent || guide.kind == .scrollFrame {
            setScrollGuideConstraints(item, guide, scrollView)
            return
        }
        let insets: UIEdgeInsets
        switch guide.kind {
        case .safeArea: insets = owner.safeAreaInsets
        case .keyboard:
            // The keyboard's guide: the owner's bottom, as tall as the keyboard covers it.
            let h = UIModelRuntime.current.input.softwareKeyboard.guideHeight(in: owner)
            insets = UIEdgeInsets(top: max(owner.bounds.height - h, 0), left: 0, bottom: 0, right: 0)
        case .contentFrame:
            // A part of the owner's content: where the owner places it at its current size.
            let f = guide.contentFrame?() ?? .zero, b = owner.bounds
            insets = UIEdgeInsets(top: f.minY - b.minY, left: f.minX - b.minX, bottom: b.maxY - f.maxY, right: b.maxX - f.maxX)
        default: insets = owner.layoutMargins
        }
        guard item.guideInsets != insets else { return }
        for c in item.frameConstraints { try? solver.removeConstraint(c) }
        item.guideInsets = insets
        let o = self.item(for: owner), b = CGRect(origin: Self.origin(of: owner), size: owner.bounds.size)
        let x = LinearExpression(item.x), y = LinearExpression(item.y)
        let w = LinearExpression(item.width), h = LinearExpression(item.height)
        let innerWidth = LinearExpression(o.width) - Double(insets.left + insets.right)
        var list = [Constraint(y, .equal, LinearExpression(Double(b.minY + insets.top))),
                    Constraint(h, .equal, LinearExpression(o.height) - Double(insets.top + insets.bottom))]
        if guide.kind == .readableContent {
            let readable = Double(UIView.readableContentWidth(for: owner.traitCollection))
            list += [Constraint(x + w * 0.5, .equal, innerWidth * 0.5 + Double(b.minX + insets.left)),
                     Constraint(w, .lessThanOrEqual, LinearExpression(readable)),
                     Constraint(w, .lessThanOrEqual, innerWidth),
                     Constraint(w, .equal, innerWidth, strength: Self.strength(.required - 1))]
        } else {
            list += [Constraint(x, .equal, LinearExpression(Double(b.minX + insets.left))), Constraint(w, .equal, innerWidth)]
        }
        item.frameConstraints = list
        for c in list { add(c) }
    }

    /// A scroll view's content guide sits at the content's origin, preferring `contentSize`
    /// (weakly: constraints on it decide its size, which then becomes `contentSize`); its frame
    /// guide is the visible rectangle, at the offset, as large as the scroll view.
    private func setScrollGuideConstraints(_ item: Item, _ guide: UILayoutGuide, _ scrollView: UIScrollView) {
        let rect = guide.kind == .scrollContent ? CGRect(origin: .zero, size: scrollView.contentSize)
            : CGRect(origin: scrollView.contentOffset, size: .zero)
        guard item.frameInConstraints != rect else { return }
        for c in item.frameConstraints { try? solver.removeConstraint(c) }
        item.frameInConstraints = rect
        let x = LinearExpression(item.x), y = LinearExpression(item.y)
        let w = LinearExpression(item.width), h = LinearExpression(item.height)
        var list = [Constraint(x, .equal, LinearExpression(Double(rect.minX))), Constraint(y, .equal, LinearExpression(Double(rect.minY)))]
        if guide.kind == .scrollContent {
            let preferred = Self.strength(Self.contentSizePriority)
            list += [Constraint(w, .equal, LinearExpression(Double(rect.width)), strength: preferred),
                     Constraint(h, .equal, LinearExpression(Double(rect.height)), strength: preferred)]
        } else {
            let o = self.item(for: scrollView)
            list += [Constraint(w, .equal, LinearExpression(o.width)), Constraint(h, .equal, LinearExpression(o.height))]
        }
        item.frameConstraints = list
        for c in list { add(c) }
    }

    /// How strongly a scroll view's content guide keeps `contentSize` when nothing else decides
    /// it: below any priority an app gives (priority 1 is the lowest UIKit allows).
    static let contentSizePriority = UILayoutPriority(0.5)

    /// A view's bounds origin as the engine sees it: a scroll view's content is placed in
    /// content coordinates, whatever the offset.
    private static func origin(of view: UIView) -> CGPoint {
        view is UIScrollView ? .zero : view.bounds.origin
    }

    /// A view that translates its mask (and the root) is held at its frame by required equalities.
    private func setFrameConstraints(_ item: Item, _ view: UIView) {
        var f = CGRect(origin: CGPoint(x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2),
                       size: view.bounds.size)
        // Constraints see a subview's alignment rectangle.
        if view !== root, view.alignmentRectInsets != .zero { f = view.alignmentRect(forFrame: f) }
        guard item.frameInConstraints != f else { return }
        for c in item.frameConstraints { try? solver.removeConstraint(c) }
        item.frameConstraints = [(item.x, f.minX), (item.y, f.minY), (item.width, f.width), (item.height, f.height)].map {
            Constraint(LinearExpression($0.0), .equal, LinearExpression(Double($0.1)))
        }
        item.frameInConstraints = f
        for c in item.frameConstraints { add(c) }
    }

    private func refreshFrames() {
        for item in itemOrder where fitting == nil || item.object !== root {
            if let guide = item.object as? UILayoutGuide, guide.kind != .custom { setGuideConstraints(item, guide); continue }
            guard let view = item.object as? UIView, view.translatesAutoresizingMaskIntoConstraints || view === root else { continue }
            setFrameConstraints(item, view)
        }
    }

    /// The item's view hierarchy parent: a view's superview, a guide's owning view.
    private func parent(of object: AnyObject) -> UIView? {
        (object as? UIView)?.superview ?? (object as? UILayoutGuide)?.owningView
    }

    /// A linear expression built in place: one array of terms, no intermediate expressions.
    nonisolated private struct Terms {
        var list: [Term] = []
        var constant = 0.0
        init() { list.reserveCapacity(6) }
        mutating func add(_ v: Variable, _ k: Double) { list.append(Term(v, k)) }
    }

    /// The item of `item`'s parent (nil for the root, or an object gone).
    private func parent(of item: Item) -> Item? {
        if let known = item.parent { return known }
        let found = item.object.flatMap(parent(of:)).map(self.item(for:))
        item.parent = .some(found)
        return found
    }

    /// Adds `k` × a point of `object`'s frame origin, in `space`'s bounds coordinates: the
    /// origins of the items between them added up, less each superview's bounds origin.
    private func addOrigin(_ object: AnyObject, in space: UIView, vertical: Bool, times k: Double, to e: inout Terms) {
        if object === space {
            let o = Self.origin(of: space)
            e.constant += k * Double(vertical ? o.y : o.x)
            return
        }
        let it = item(for: object)
        e.add(vertical ? it.y : it.x, k)
        var container = parent(of: it)
        while let ci = container, let c = ci.object as? UIView, c !== space {
            e.add(vertical ? ci.y : ci.x, k)
            let o = Self.origin(of: c)
            e.constant -= k * Double(vertical ? o.y : o.x)
            container = parent(of: ci)
        }
    }

    private func addSize(_ object: AnyObject, vertical: Bool, times k: Double, to e: inout Terms) {
        let it = item(for: object)
        e.add(vertical ? it.height : it.width, k)
    }

    /// Adds `k` × the attribute, in `space`'s bounds coordinates; false for no attribute.
    private func add(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in space: UIView, times k: Double,
                     to e: inout Terms) -> Bool {
        let vertical: Bool
        switch attribute {
        case .left, .leading, .right, .trailing, .centerX, .width: vertical = false
        case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline: vertical = true
        case .notAnAttribute: return false
        // Resolved to their guides' plain attributes before (`withoutMargins`).
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: return false
        }
        switch attribute {
        case .width, .height: addSize(object, vertical: vertical, times: k, to: &e); return true
        case .left, .leading, .top: addOrigin(object, in: space, vertical: vertical, times: k, to: &e); return true
        default: break
        }
        addOrigin(object, in: space, vertical: vertical, times: k, to: &e)
        switch attribute {
        case .right, .trailing, .bottom: addSize(object, vertical: vertical, times: k, to: &e)
        case .centerX, .centerY: addSize(object, vertical: vertical, times: k * 0.5, to: &e)
        default:
            let text: (height: CGFloat, line: CGFloat, ascender: CGFloat)
            if let label = object as? UILabel {
                text = (label.intrinsicContentSize.height, label.font.lineHeight, label.font.ascender)
            } else if let field = object as? UITextField, let font = field.font {
                text = (font.lineHeight, font.lineHeight, font.ascender)
            } else {
                addSize(object, vertical: true, times: k, to: &e)  // no text: the bottom
                return true
            }
            // Text sits centred vertically: the first baseline is half the view's height down,
            // less half the text's height, plus the font's ascender (the last: one line up from the end).
            let offset = attribute == .firstBaseline ? -Double(text.height) / 2 + Double(text.ascender)
                : Double(text.height) / 2 - Double(text.line) + Double(text.ascender)
            addSize(object, vertical: true, times: k * 0.5, to: &e)
            e.constant += k * offset
        }
        return true
    }

    // MARK: Constraints

    private static func strength(_ p: UILayoutPriority) -> Strength {
        // Priorities below required are weights 10^(p/125): each 125 points ten times stronger
        // (1 at 0, 100 at 250, 10^6 at 750), so one more point of priority always wins a tie.
        p >= .required ? .required : Strength(weight: pow(10, Double(p.rawValue) / 125))
    }

    private func makeConstraint(_ c: NSLayoutConstraint) -> Constraint? {
        guard let firstItem = c.firstItem, let space = c.host else { return nil }
        // A margin attribute of a view is the plain attribute of its layout margins guide.
        var (first, firstAttribute) = Self.withoutMargins(firstItem, c.firstAttribute)
        var second = c.secondItem, secondAttribute = c.secondAttribute
        if let item = second { (second, secondAttribute) = Self.withoutMargins(item, secondAttribute) }
        // Between a scroll view and its content, the scroll view's edges are the content's.
        if let scrollView = space as? UIScrollView, let other = second, first !== other {
            if first === scrollView { first = scrollView.contentLayoutGuide }
            if other === scrollView { second = scrollView.contentLayoutGuide }
        }
        // In a right-to-left layout leading is the right edge and distances along the reading
        // direction run leftwards: the constant and the inequality turn round.
        func directional(_ a: NSLayoutConstraint.Attribute) -> Bool { a == .leading || a == .trailing }
        let flips = (directional(firstAttribute) || directional(secondAttribute)) && direction(of: first) == .rightToLeft
        func attribute(_ a: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
            guard flips else { return a }
            return a == .leading ? .right : a == .trailing ? .left : a
        }
        // first − multiplier × second − constant, related to zero.
        var e = Terms()
        e.constant = -Double(flips ? -c.constant : c.constant)
        guard add(first, attribute(firstAttribute), in: space, times: 1, to: &e) else { return nil }
        if let second, secondAttribute != .notAnAttribute {
            guard add(second, attribute(secondAttribute), in: space, times: -Double(c.multiplier), to: &e) else { return nil }
        }
        let relation: Constraint.Relation = switch (c.relation, flips) {
        case (.equal, _): .equal
        case (.lessThanOrEqual, false), (.greaterThanOrEqual, true): .lessThanOrEqual
        case (.greaterThanOrEqual, false), (.lessThanOrEqual, true): .greaterThanOrEqual
        }
        return Constraint(LinearExpression(e.list, constant: e.constant), relation, strength: Self.strength(c.priority))
    }

    /// The item and plain attribute a side of a constraint measures: a view's margin attribute is
    /// its layout margins guide's edge; a guide's margin attribute, its own edge.
    private static func withoutMargins(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> (AnyObject, NSLayoutConstraint.Attribute) {
        let (plain, isMargin) = attribute.withoutMargins
        guard isMargin else { return (item, attribute) }
        return ((item as? UIView)?.layoutMarginsGuide ?? item, plain)
    }

    /// The layout direction that decides an item's leading edge (a guide's: its owning view's).
    private func direction(of object: AnyObject) -> UIUserInterfaceLayoutDirection {
        let it = item(for: object)
        if let known = it.direction { return known }
        let view = (object as? UIView) ?? (object as? UILayoutGuide)?.owningView
        let found = view.map { inheritedDirection(of: $0) ?? $0.effectiveUserInterfaceLayoutDirection } ?? .leftToRight
        it.direction = found
        return found
    }

    /// A view that decides nothing itself (no semantic attribute, no controller with its own
    /// traits) has its superview's direction: taken from the superview's item when it has one
    /// (cheaper than climbing to the traits at the top again).
    private func inheritedDirection(of view: UIView) -> UIUserInterfaceLayoutDirection? {
        guard view.semanticContentAttribute == .unspecified, view.owningViewController == nil, let parent = view.superview,
              parent.semanticContentAttribute != .playback, parent.semanticContentAttribute != .spatial else { return nil }
        return items[Key(parent)]?.direction
    }

    private func install(_ c: NSLayoutConstraint) {
        guard !c.isBroken, let made = makeConstraint(c) else { return }
        if batch != nil {
            batch!.append((made, c))
            installed[Key(c)] = made
            return
        }
        do {
            try solver.addConstraint(made)
            installed[Key(c)] = made
        } catch {
            c.isBroken = true
            reportUnsatisfiable(c)
        }
    }

    private func reinstall(_ c: NSLayoutConstraint) {
        if let old = installed.removeValue(forKey: Key(c)) { try? solver.removeConstraint(old) }
        c.isBroken = false
        install(c)
    }

    /// Hugging (at most the intrinsic size) and compression resistance (at least it), per axis
    /// with an intrinsic metric, replacing the view's previous ones.
    private func addIntrinsicSize(of view: UIView, wrappingAt width: CGFloat? = nil) {
        let it = item(for: view)
        for c in it.intrinsicConstraints { try? solver.removeConstraint(c) }
        it.intrinsicConstraints = []
        var size = view.intrinsicContentSize
        if let width { size.height = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height }
        let state = view.layoutState
        for (vertical, length) in [(false, size.width), (true, size.height)] where length != UIView.noIntrinsicMetric && length >= 0 {
            let variable = LinearExpression(vertical ? it.height : it.width)
            let hugging = vertical ? state?.verticalHugging ?? .defaultLow : state?.horizontalHugging ?? .defaultLow
            let resistance = vertical ? state?.verticalCompressionResistance ?? .defaultHigh
                : state?.horizontalCompressionResistance ?? .defaultHigh
            let excess = variable - Double(length)
            if hugging < .required, resistance < .required {
                // Both preferences in one row: hugging weighs growing past the length, resistance shrinking below it.
                it.intrinsicConstraints.append(Constraint(excess, equalToZeroAbove: Self.strength(hugging), below: Self.strength(resistance)))
            } else {
                it.intrinsicConstraints += [Constraint(excess, .lessThanOrEqual, strength: Self.strength(hugging)),
                                            Constraint(excess, .greaterThanOrEqual, strength: Self.strength(resistance))]
            }
        }
        for c in it.intrinsicConstraints { add(c) }
    }

    /// UIKit's report, then the constraint is broken (left out) and layout goes on.
    private func reportUnsatisfiable(_ broken: NSLayoutConstraint) {
        let views = Set([broken.firstView, broken.secondView].compactMap { $0.map(ObjectIdentifier.init) })
        var related: [NSLayoutConstraint] = []
        var all: [NSLayoutConstraint] = []
        collect(root, into: &all)
        for c in all where c !== broken && !c.isBroken && c.priority == .required {
            let touches = [c.firstView, c.secondView].contains { $0.map { views.contains(ObjectIdentifier($0)) } ?? false }
            if touches { related.append(c) }
        }
        let autoresizing = [broken.firstView, broken.secondView].compactMap { $0 }
            .filter { $0.translatesAutoresizingMaskIntoConstraints && $0 !== root }
            .map { "\"<NSAutoresizingMaskLayoutConstraint \(type(of: $0)).frame == \($0.frame)>\"" }
        let list = (related.map { "\"\($0)\"" } + autoresizing + ["\"\(broken)\""]).map { "    " + $0 }.joined(separator: ",\n")
        UIKitWarning.log("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """)
    }
}
