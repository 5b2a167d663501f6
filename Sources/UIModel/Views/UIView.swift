import Foundation

/// The rectangle everything on screen is built from: geometry, appearance, a subview tree,
/// layout, hit testing and touches, with UIKit's names and defaults.
@preconcurrency @MainActor open class UIView: UIResponder, UITraitEnvironment {
    open private(set) var layer: CALayer
    // `@exclusivity(unchecked)` below: accesses on the layout and drawing paths skip the
    // runtime's exclusivity check; none overlaps another (see LayoutEngine's note).
    @exclusivity(unchecked) open internal(set) var subviews: [UIView] = [] { didSet { DisplayChanges.note() } }
    /// Not `weak`: a weak reference moves its object's reference count to a side table, where
    /// every retain and release takes the slow path, and every view would pay it on every frame.
    /// A view is always in its superview's `subviews` while this is set, so the superview
    /// outlives the reference; its `deinit` clears it.
    @exclusivity(unchecked) open internal(set) unowned(unsafe) var superview: UIView?
    open var tag: Int = 0
    public var accessibilityIdentifier: String?
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews = true
    open var contentMode: ContentMode = .scaleToFill { didSet { DisplayChanges.note() } }
    var ownTintColor: UIColor?
    var ownBackgroundColor: UIColor?
    /// The layer's background came from an appearance proxy.
    var appearanceBackground = false
    /// Whether the app set the background; else a container may give its own (a table's or a
    /// list's cells get their style's).
    private(set) var hasOwnBackground = false
    /// The appearance generation this view last applied.
    var appliedAppearanceGeneration = 0

    /// What `draw(_:)` drew (`drawing` makes it on first use).
    var drawingState: ViewDrawing?

    @exclusivity(unchecked) var needsLayout = true
    /// Auto Layout: constraints, guides, priorities, the engine at a root (made on first use).
    @exclusivity(unchecked) var layoutState: ViewLayoutState?
    /// Set on every ancestor of a view that needs layout, so clean subtrees are skipped.
    @exclusivity(unchecked) var subtreeNeedsLayout = true
    /// The traits this view was last told about (nil before the first trait pass).
    var notifiedTraits: UITraitCollection?

    /// The owning controller's traits, or the superview's (a window has its screen's), with the
    /// view's own `traitOverrides`.
    open var traitCollection: UITraitCollection {
        applyingOwnTraitOverrides(to: owningViewController?.traitCollection ?? superview?.traitCollection ?? UITraitCollection())
    }

    /// `base` with this view's `traitOverrides`: `base` itself when it sets none, as most views
    /// (every view asks its superview, so a layout pass asks this often).
    func applyingOwnTraitOverrides(to base: UITraitCollection) -> UITraitCollection {
        overridesTraits ? ownTraitOverrides.applied(to: base) : base
    }

    /// Traits this view sets for itself and its subviews (iOS 17).
    open var traitOverrides: UITraitOverrides {
        get { ownTraitOverrides }
        set {
            guard newValue != ownTraitOverrides else { return }
            ownTraitOverrides = newValue
            UIModelRuntime.current.windowSystem.setNeedsTraitUpdate()
            setNeedsLayout()
        }
    }
    private var ownTraitOverrides = UITraitOverrides() {
        didSet { overridesTraits = !ownTraitOverrides.isEmpty }
    }
    /// Whether `ownTraitOverrides` sets any trait.
    private var overridesTraits = false

    /// Light or dark for this view and its subviews whatever the system's (`.unspecified`: the
    /// inherited style).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { ownTraitOverrides.userInterfaceStyle }
        set {
            if newValue == .unspecified { traitOverrides.remove(UITraitUserInterfaceStyle.self) }
            else { traitOverrides.userInterfaceStyle = newValue }
        }
    }

    /// The handlers `registerForTraitChanges` added.
    var traitRegistrations: [TraitChangeRegistration] = []
    /// What an Interface Builder file's size-class variations apply (constraints, values): run
    /// when the view first has its traits and whenever its size classes change.
    var sizeClassVariations: [(UITraitCollection) -> Void] = []

    /// Called once after each change of `traitCollection`, parents before children.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The gesture recognizers attached to this view.
    var attachedRecognizers: [UIGestureRecognizer] = []
    /// The interactions added with `addInteraction(_:)`.
    var storedInteractions: [UIInteraction] = []
    /// The controller whose root view this is (its next responder).
    weak var owningViewController: UIViewController?

    public init(frame: CGRect) {
        layer = UIView.makeLayer(Self.layerClass)
        super.init()
        layer.owningView = self
        self.frame = frame
    }

    /// The class of the layer that backs the view: override it to back a view with a gradient or
    /// shape layer (`CAGradientLayer.self`, `CAShapeLayer.self`). The layer is made once, when
    /// the view is.
    open class var layerClass: AnyClass { CALayer.self }

    /// UIKit's Interface Builder initializer, designated and required as in UIKit, so a
    /// subclass's `required init?(coder:)` calls `super.init(coder:)`. With the coder of a
    /// storyboard or xib the view takes the file's values here (frame, colours, subviews, and
    /// each UIKit class's own attributes), so a subclass reads and changes them after
    /// `super.init(coder:)` as on iOS; with another coder it starts as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        layer = UIView.makeLayer(Self.layerClass)
        super.init()
        layer.owningView = self
        setUpBeforeDecoding()
        (coder as? IBCoder)?.decode(self)
    }

    /// The setup UIModel's view classes do in every initializer, run by `init(coder:)` before
    /// the file's values are decoded so that they do not overwrite them. Overrides call super
    /// first.
    func setUpBeforeDecoding() {}

    nonisolated deinit {
        // The references that are not weak (`superview`, `layer.owningView`, the moved-views list)
        // must not outlive this view.
        let layer = UncheckedSendable(value: withMainActorState(self) { $0.layer }), subviews = self.subviews
        let system = insetRootSystem, address = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
        runOnMainActor {
            layer.value.owningView = nil
            for s in subviews {
                s.superview = nil
                // Its constraints were in this hierarchy's engine, which it no longer reaches:
                // they join the engine of the next hierarchy it is added to.
                s.lostSuperview = true
            }
            system?.insetRootWentAway(address)
        }
    }

    public convenience override init() { self.init(frame: .zero) }

    /// What UIKit prints for a view: `<UIView: 0x…; frame = (0 0; 100 50); layer = <CALayer:
    /// 0x…>>` (`UIView+Description.swift`); `NSObject`'s own off the main actor.
    nonisolated open override var description: String {
        isOnMainActor ? MainActor.assumeIsolated { viewDescription } : super.description
    }

    // MARK: Geometry

    /// The frame in the superview's coordinates: the transformed bounds around `center`.
    /// The shape UIKit Dynamics collides this view as; override for `.ellipse` or `.path`.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// The convex outline, relative to the center, for `.path` collision bounds.
    open var collisionBoundingPath: UIBezierPath { UIBezierPath() }

    open var frame: CGRect {
        get { layer.frame }
        set {
            let f = newValue.standardized.sanitized
            if layer.isFlat, layer.affine.isIdentity {
                setBoundsSize(f.size)
            }
            center = layer.positionForFrame(f)
        }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let b = newValue.sanitized
            layer.bounds.origin = b.origin
            setBoundsSize(b.size)
        }
    }

    open var center: CGPoint {
        get { layer.position }
        set {
            let c = newValue.sanitized
            let moved = c != layer.position
            layer.position = c
            guard moved else { return }
            UIModelRuntime.current.windowSystem.insetsMoved(self)
            if layoutState?.isFrameInEngine == true { layoutFrameMoved() }
        }
    }

    /// Applied about the center (the layer's anchor point), as in UIKit: the layer transform's
    /// affine part.
    open var transform: CGAffineTransform {
        get { layer.affine }
        set { layer.setAffineTransform(newValue) }
    }

    /// The layer's whole transform, depth and perspective included.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Appearance

    /// A view whose alpha this view is drawn through (its layer becomes the layer's `mask`;
    /// its frame is in this view's bounds coordinates). Kept by this view.
    open var mask: UIView? {
        get { layer.maskView }
        set { layer.maskView = newValue; layer.mask = newValue?.layer }
    }

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue.isNaN ? 1 : min(max(newValue, 0), 1)) }
    }

    /// Hiding an arranged subview of a stack view inside an animation block keeps it drawn
    /// while it collapses; it hides when the animation ends (UIKit's behaviour).
    open var isHidden: Bool {
        get { layer.isHidden || collapsingToHide }
        set {
            let stack = (superview as? UIStackView).flatMap { s in s.arrangedSubviews.contains { $0 === self } ? s : nil }
            if newValue, !layer.isHidden, stack != nil, let context = UIView.currentAnimationContext, context.endsWithCompletions {
                collapsingToHide = true
                context.addCompletion { [weak self] in
                    guard let self, self.collapsingToHide else { return }
                    self.collapsingToHide = false
                    self.layer.isHidden = true
                }
            } else {
                collapsingToHide = false
                layer.isHidden = newValue
            }
            stack?.arrangedSubviewVisibilityChanged()
        }
    }
    /// Hidden, but still drawn while a stack view collapses it.
    private var collapsingToHide = false

    /// A dynamic colour is resolved with this view's traits, now and whenever they change.
    open var backgroundColor: UIColor? {
        get { ownBackgroundColor }
        set { ownBackgroundColor = newValue; hasOwnBackground = true; resolveBackground(newValue) }
    }

    /// The trait pass found new traits (subclasses refresh what depends on them, then call super).
    func traitsDidChange() { resolveColorsForNewTraits() }

    /// The tint this view shows changed (its own, an ancestor's, or an appearance proxy's after a
    /// trait change). Views that draw with the tint refresh here.
    open func tintColorDidChange() {}

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Its own tint, else an appearance proxy's, else the superview's; UIKit's default is the
    /// system blue. Dimmed (`tintAdjustmentMode`), the tint is its grey.
    open var tintColor: UIColor! {
        get { tintAdjustmentMode == .dimmed ? undimmedTint.dimmedTint : undimmedTint }
        set {
            ownTintColor = newValue
            notifyTintChange()
        }
    }

    /// `.automatic` takes the superview's mode (`.normal` at the top). UIKit dims the views
    /// behind an alert, an action sheet, a popover or a sheet while it is up.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { ownTintAdjustmentMode != .automatic ? ownTintAdjustmentMode : superview?.tintAdjustmentMode ?? .normal }
        set {
            guard newValue != ownTintAdjustmentMode else { return }
            let before = tintAdjustmentMode
            ownTintAdjustmentMode = newValue
            if tintAdjustmentMode != before { notifyTintChange() }
        }
    }
    /// What the app set (not resolved from the superviews).
    private(set) var ownTintAdjustmentMode: TintAdjustmentMode = .automatic

    // MARK: Accessibility (UIKit's UIAccessibility protocol; overridable, so in the class body)

    /// What the app set; what it left nil comes from the view's kind (`implicitAccessibility…`).
    var accessibility = AccessibilitySettings()

    /// Whether VoiceOver reads this view as one element (its subviews then are not read). Views:
    /// false; labels, controls and table cells: true.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? implicitIsAccessibilityElement }
        set { accessibility.isElement = newValue }
    }
    /// What the element is called ("Play"): a label's text and a button's title by default.
    open var accessibilityLabel: String? {
        get { accessibility.label ?? implicitAccessibilityLabel }
        set { accessibility.label = newValue }
    }
    /// What the element holds now ("50%"), read after the label.
    open var accessibilityValue: String? {
        get { accessibility.value ?? implicitAccessibilityValue }
        set { accessibility.value = newValue }
    }
    /// What activating it does ("Plays the song"), read after a pause.
    open var accessibilityHint: String?
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits ?? implicitAccessibilityTraits }
        set { accessibility.traits = newValue }
    }
    /// The frame in screen coordinates: the view's bounds there, unless set.
    open var accessibilityFrame: CGRect {
        get { accessibility.frame ?? UIAccessibility.convertToScreenCoordinates(bounds, in: self) }
        set { accessibility.frame = newValue }
    }
    /// The elements of a view that is not an element itself, in reading order: views and
    /// `UIAccessibilityElement`s. Nil: its subviews, in VoiceOver's order (top to bottom, then
    /// leading to trailing).
    open var accessibilityElements: [Any]?
    /// Hides this view's subtree from VoiceOver.
    open var accessibilityElementsHidden = false
    /// VoiceOver reads only this view among its siblings (the last such one) and what it contains.
    open var accessibilityViewIsModal = false
    /// Reads this view's elements together, in their own order, before or after the rest.
    open var shouldGroupAccessibilityChildren = false
    /// Stored, no effect here: keeps this view's colours under Smart Invert (photos, video), and
    /// Invert Colors is never on in the simulator (`UIAccessibility.isInvertColorsEnabled`).
    open var accessibilityIgnoresInvertColors = false

    /// The defaults of the view's kind; UIModel's views override them.
    var implicitIsAccessibilityElement: Bool { false }
    var implicitAccessibilityLabel: String? { nil }
    var implicitAccessibilityValue: String? { nil }
    var implicitAccessibilityTraits: UIAccessibilityTraits { .none }

    // MARK: Responder chain

    open override var next: UIResponder? { owningViewController ?? superview }

    /// The window this view is in, if any.
    open var window: UIWindow? {
        var v: UIView? = self
        while let cur = v {
            if let w = cur as? UIWindow { return w }
            v = cur.superview
        }
        return nil
    }

    // MARK: Hit testing and layout (overridable, so in the class body)

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive descendant containing `point` (in this view's coordinates).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01 else { return nil }
        // As in UIKit, a view animating without .allowUserInteraction takes no touches.
        guard !layer.animations.contains(where: { !$0.allowsUserInteraction }) else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for sub in subviews.reversed() {
            guard let p = sub.pointFromSuperview(point) else { continue }
            if let hit = sub.hitTest(p, with: event) { return hit }
        }
        return self
    }

    open func setNeedsLayout() {
        needsLayout = true
        subtreeNeedsLayout = true
        var p = superview
        while let cur = p, !cur.subtreeNeedsLayout { cur.subtreeNeedsLayout = true; p = cur.superview }
    }

    /// Lays out this view if needed, then its subtree, top-down (UIKit's layout pass), after
    /// the constraints' update pass and a solve when any constraint changed.
    open func layoutIfNeeded() {
        // Laying out can change what the constraints depend on (a multi-line label's height
        // follows the width it was given): solve and lay out again, a bounded number of times.
        for _ in 0..<Self.layoutRounds {
            solveLayoutEngineIfNeeded()
            layOutSubtree()
            guard layoutEngine?.isDirty == true else { return }
        }
    }

    /// Subviews laid out by constraints have their solved frames when this runs.
    open func layoutSubviews() {}

    /// How far inside the frame the rectangle Auto Layout aligns lies (an image view's is its
    /// image's): constraints place that rectangle, and intrinsic sizes are its size.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
    }

    /// The layer's layout, as the layer's delegate: the controller's `viewWillLayoutSubviews`,
    /// the solved frames, `layoutSubviews()`, then `viewDidLayoutSubviews`.
    open func layoutSublayers(of layer: CALayer) {
        UITraitCollection.withCurrent(of: self) {
            if let vc = owningViewController, window != nil { vc.viewIsAppearingIfPending() }
            owningViewController?.updateContentUnavailableIfNeeded()
            owningViewController?.viewWillLayoutSubviews()
            applySolvedFrames()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
            if let vc = owningViewController { vc.placeContentUnavailable(in: self) }
        }
    }

    // MARK: Drawing (UIView+Drawing.swift)

    /// Draws the view's own content into the current context (`UIGraphicsGetCurrentContext()`),
    /// in bounds coordinates: override it to draw charts, rings, badges. Called when the view is
    /// first shown and after `setNeedsDisplay()`; what it draws is kept until then, as the
    /// layer's contents.
    open func draw(_ rect: CGRect) { drawing.baseDrawRan = true }

    /// Draws the layer's contents, as the layer's delegate: makes `ctx` current and calls
    /// `draw(_:)` with the bounds. Override it to draw into the context directly.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        draw(bounds)
        UIGraphicsPopContext()
    }

    /// Asks for `draw(_:)` again before the next frame.
    open func setNeedsDisplay() { invalidateDrawing() }

    /// Asks for `draw(_:)` again; the whole view is drawn again (UIKit may pass only the rect).
    open func setNeedsDisplay(_ invalidRect: CGRect) { invalidateDrawing() }

    /// Whether the view clears what it drew before drawing again.
    ///
    /// Stored, no effect here: each drawing starts from an empty content, whatever its value.
    open var clearsContextBeforeDrawing = true
    /// Whether the view promises to fill its bounds with opaque content.
    ///
    /// Stored, no effect here: drawing does not depend on it.
    open var isOpaque = true

    // MARK: Safe area and margins (UIView+SafeArea.swift, UIView+LayoutMargins.swift)

    /// The safe area and margins as last announced to the view.
    var notifiedSafeAreaInsets = UIEdgeInsets.zero
    /// The window system whose moved views this view waits in for its insets walk (nil when it
    /// does not wait). Its `deinit` takes it off that list: the runtime's `UIApplication.shared`
    /// is not visible there.
    weak var insetRootSystem: WindowSystem?
    /// Set when the superview went away while this view lived on (a controller's view outliving
    /// the container it was shown in); cleared when it is added to a new superview.
    var lostSuperview = false
    var isInsetRoot: Bool { insetRootSystem != nil }
    var notifiedLayoutMargins = UIEdgeInsets.zero
    var marginStorage: MarginStorage?

    /// How far in from each edge the screen's hardware, bars and the controllers' additional
    /// insets reach into this view.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets() }
    /// Called when `safeAreaInsets` changed (in the layout pass, as in UIKit).
    open func safeAreaInsetsDidChange() {}
    /// The margins content keeps from the edges: the view's own (8 pt by default; a
    /// controller's root view has the system minimum), plus the safe area while
    /// `insetsLayoutMarginsFromSafeArea`, and at least the superview's where it reaches in
    /// while `preservesSuperviewLayoutMargins`.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins() }
        set { marginStorage = .absolute(newValue.sanitized); layoutMarginsChanged() }
    }
    /// The view's own margins with leading and trailing (flipped in right-to-left layouts).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { effectiveLayoutMargins().directional(effectiveUserInterfaceLayoutDirection) }
        set { marginStorage = .directional(newValue); layoutMarginsChanged() }
    }
    open var preservesSuperviewLayoutMargins = false { didSet { layoutMarginsChanged() } }
    open var insetsLayoutMarginsFromSafeArea = true { didSet { layoutMarginsChanged() } }
    /// Called when `layoutMargins` changed.
    open func layoutMarginsDidChange() {}
    /// Forces left-to-right or right-to-left for this view whatever the language.
    @exclusivity(unchecked) open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutDirectionChanged() } }
    }

    /// Updates constraints before layout; overrides call super last, as in UIKit.
    open func updateConstraints() {}

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits`, keeping its top-left corner where it was (UIKit sets
    /// the frame's size; a transformed view, whose frame is not its box, keeps its centre).
    open func sizeToFit() {
        let s = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        guard transform.isIdentity else { return bounds.size = s }
        frame = CGRect(origin: frame.origin, size: s)
    }

    /// The size closest to `targetSize` that the constraints of this view's subtree allow
    /// (both axes at `.fittingSizeLevel`). The view's frame does not change.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// As `systemLayoutSizeFitting(_:)`, each axis held to the target at its priority
    /// (`.required` fixes it: a cell's width, say).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let fitting = LayoutEngine.Fitting(size: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        return LayoutEngine(root: self, fitting: fitting).fittingSize()
    }

    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        if !translatesAutoresizingMaskIntoConstraints, let engine = layoutEngine, engine.participates(self) {
            engine.intrinsicSizeChanged(self)
            layoutRoot.setNeedsLayout()
        }
    }

    /// The bounds' size changed (a multi-line label's intrinsic height depends on its width).
    func boundsSizeDidChange(from oldSize: CGSize) {}

    /// Whether a single tap on the view is its own (enabled buttons, switches and other controls,
    /// text fields and text views): a tap recognizer on an ancestor then does not take it, as in
    /// UIKit (iOS 6 and later).
    var claimsSingleTaps: Bool { false }

    /// Content a view draws itself, between its background and its subviews (a label's text,
    /// an image view's image), in bounds coordinates.
    func appendContent(to list: inout DisplayList, transform: CGAffineTransform, opacity: Float) {}

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    /// Interface Builder's live rendering hook: there is no Interface Builder here, so it is
    /// never called.
    open func prepareForInterfaceBuilder() {}

    // MARK: Overridable entry points
    // UIKit declares these open. Swift without the Objective-C runtime cannot override a
    // member declared in an extension, so each is declared here and calls its implementation,
    // `base…`, in the extension file that holds the rest of its subject.

    open func addSubview(_ view: UIView) { baseAddSubview(view) }
    open func insertSubview(_ view: UIView, at index: Int) { baseInsertSubview(view, at: index) }
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) { baseInsertSubview(view, aboveSubview: sibling) }
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) { baseInsertSubview(view, belowSubview: sibling) }
    open func bringSubviewToFront(_ view: UIView) { baseBringSubviewToFront(view) }
    open func sendSubviewToBack(_ view: UIView) { baseSendSubviewToBack(view) }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { baseExchangeSubview(at: index1, withSubviewAt: index2) }
    open func removeFromSuperview() { baseRemoveFromSuperview() }
    open func isDescendant(of view: UIView) -> Bool { baseIsDescendant(of: view) }
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { baseEndEditing(force) }
    open func viewWithTag(_ tag: Int) -> UIView? { baseViewWithTag(tag) }
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { baseConvert(point, to: view) }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { baseConvert(point, from: view) }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { baseConvert(rect, to: view) }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { baseConvert(rect, from: view) }
    open func addConstraint(_ constraint: NSLayoutConstraint) { baseAddConstraint(constraint) }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { baseAddConstraints(constraints) }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { baseRemoveConstraint(constraint) }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { baseRemoveConstraints(constraints) }
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { baseContentHuggingPriority(for: axis) }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { baseSetContentHuggingPriority(priority, for: axis) }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { baseContentCompressionResistancePriority(for: axis) }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { baseSetContentCompressionResistancePriority(priority, for: axis) }
    open func setNeedsUpdateConstraints() { baseSetNeedsUpdateConstraints() }
    open func updateConstraintsIfNeeded() { baseUpdateConstraintsIfNeeded() }
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { baseAddGestureRecognizer(gestureRecognizer) }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { baseRemoveGestureRecognizer(gestureRecognizer) }
    /// The proxy for views of this class in any environment (bars' proxies have their properties).
    open class func appearance() -> UIAppearanceProxy { UIAppearanceRegistry.proxy(for: self, traits: nil) }
    /// The proxy for views of this class whose traits contain `trait`.
    open class func appearance(for trait: UITraitCollection) -> UIAppearanceProxy { UIAppearanceRegistry.proxy(for: self, traits: trait) }
    /// The proxy for views of this class inside instances of `containerTypes` (innermost first).
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: nil, containers: containerTypes)
    }
    open class func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: trait, containers: containerTypes)
    }
    open func addInteraction(_ interaction: UIInteraction) { baseAddInteraction(interaction) }
    open func removeInteraction(_ interaction: UIInteraction) { baseRemoveInteraction(interaction) }
    /// The interactions added to the view, in order.
    open var interactions: [UIInteraction] {
        get { storedInteractions }
        set {
            for i in storedInteractions where !newValue.contains(where: { $0 === i }) { removeInteraction(i) }
            for i in newValue { addInteraction(i) }
        }
    }
    open var leadingAnchor: NSLayoutXAxisAnchor { baseLeadingAnchor }
    open var trailingAnchor: NSLayoutXAxisAnchor { baseTrailingAnchor }
    open var leftAnchor: NSLayoutXAxisAnchor { baseLeftAnchor }
    open var rightAnchor: NSLayoutXAxisAnchor { baseRightAnchor }
    open var topAnchor: NSLayoutYAxisAnchor { baseTopAnchor }
    open var bottomAnchor: NSLayoutYAxisAnchor { baseBottomAnchor }
    open var widthAnchor: NSLayoutDimension { baseWidthAnchor }
    open var heightAnchor: NSLayoutDimension { baseHeightAnchor }
    open var centerXAnchor: NSLayoutXAxisAnchor { baseCenterXAnchor }
    open var centerYAnchor: NSLayoutYAxisAnchor { baseCenterYAnchor }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { baseFirstBaselineAnchor }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { baseLastBaselineAnchor }
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { baseTranslatesAutoresizingMaskIntoConstraints }
        set { baseTranslatesAutoresizingMaskIntoConstraints = newValue }
    }
    open var constraints: [NSLayoutConstraint] { baseConstraints }
    open var layoutGuides: [UILayoutGuide] { baseLayoutGuides }
    open func addLayoutGuide(_ guide: UILayoutGuide) { baseAddLayoutGuide(guide) }
    open func removeLayoutGuide(_ guide: UILayoutGuide) { baseRemoveLayoutGuide(guide) }
    open func needsUpdateConstraints() -> Bool { baseNeedsUpdateConstraints() }
    open var hasAmbiguousLayout: Bool { baseHasAmbiguousLayout }
    open var safeAreaLayoutGuide: UILayoutGuide { baseSafeAreaLayoutGuide }
    open var layoutMarginsGuide: UILayoutGuide { baseLayoutMarginsGuide }
    open var readableContentGuide: UILayoutGuide { baseReadableContentGuide }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { baseEffectiveUserInterfaceLayoutDirection }
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { baseGestureRecognizers }
        set { baseGestureRecognizers = newValue }
    }
    /// Whether a gesture recognizer attached to this view may begin: asked as it leaves
    /// `.possible`, before its delegate. False makes it fail (a slider's pan that should not
    /// scroll, a card that takes no swipes while editing). True by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { baseDrawHierarchy(in: rect, afterScreenUpdates: afterUpdates) }
    /// A view showing this view's appearance now, frozen (to place over it in a transition).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { baseSnapshotView(afterScreenUpdates: afterUpdates) }
    /// A frozen view of `rect` of this view; resized, its cap insets keep their size.
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        baseResizableSnapshotView(from: rect, afterScreenUpdates: afterUpdates, withCapInsets: capInsets)
    }
}
