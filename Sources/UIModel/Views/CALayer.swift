import Foundation

/// The layer behind every view: it holds the geometry and the visual properties that are drawn.
///
/// As in Core Animation, `bounds`, `position` (the view's center), the affine transform and the
/// appearance live here and `UIView` forwards to them. These are model values; while an animation
/// runs, what is drawn is the presentation value (`presentation()`).
nonisolated open class CALayer: NSObject, CAMediaTiming {
    nonisolated deinit {}
    // `@exclusivity(unchecked)`: the display list reads these for every layer of every frame;
    // no access to one overlaps another (the suite ran with the runtime's checks on first).
    @exclusivity(unchecked) open var bounds: CGRect = .zero {
        didSet {
            withMainActorState(self) { $0.changed(.bounds, from: Self.vector(oldValue)) }
            if oldValue.size != bounds.size {
                DisplayChanges.note()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
                if owningView == nil { needsLayoutFlag = true }
            }
        }
    }
    /// Where the anchor point is in the superlayer's coordinates (a view's `center` when the
    /// anchor is the middle).
    @exclusivity(unchecked) open var position: CGPoint = .zero { didSet { withMainActorState(self) { $0.changed(.position, from: AnimatableVector(oldValue.x, oldValue.y)) } } }
    /// The point of the bounds, in unit coordinates, that sits at `position` and that the
    /// transform turns and scales about ((0.5, 0.5): the middle). Changing it moves the layer.
    @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { withMainActorState(self) { $0.changed(.anchorPoint, from: AnimatableVector(oldValue.x, oldValue.y)) } }
    }
    /// The anchor point's z coordinate.
    open var anchorPointZ: CGFloat = 0
    /// Orders the layer among its siblings: higher is drawn later (above); equal keeps the order.
    @exclusivity(unchecked) open var zPosition: CGFloat = 0 { didSet { withMainActorState(self) { $0.changed(.zPosition, from: AnimatableVector(oldValue)) } } }
    /// The transform about the anchor point (UIKit's `view.transform3D`; `view.transform` is
    /// its affine part). With `m34` the layer is drawn in perspective, flattened onto its
    /// superlayer as Core Animation flattens it.
    @exclusivity(unchecked) open var transform: CATransform3D = .identity {
        didSet {
            guard transform.isFinite else {
                UIKitWarning.log("CALayer.transform: a transform with NaN or infinite entries is ignored")
                transform = oldValue
                return
            }
            affine = transform.affinePart
            isFlat = transform.isAffine
            withMainActorState(self) { $0.changed(.transform, from: DecomposedTransform.vector(oldValue)) }
        }
    }
    /// Applied to the sublayers about the anchor point (a perspective shared by them all).
    @exclusivity(unchecked) open var sublayerTransform: CATransform3D = .identity
    /// Whether the back of the layer is drawn when a transform turns it away from the viewer.
    @exclusivity(unchecked) open var isDoubleSided = true
    /// The transform's affine part and whether it is the whole transform, kept beside it so
    /// the display list and hit testing read no 4 × 4 matrix for a flat layer.
    @exclusivity(unchecked) private(set) var affine: CGAffineTransform = .identity
    @exclusivity(unchecked) private(set) var isFlat = true
    @exclusivity(unchecked) open var opacity: Float = 1 {
        didSet { DisplayChanges.note(); withMainActorState(self) { $0.changed(.opacity, from: AnimatableVector(CGFloat(oldValue))) } }
    }
    @exclusivity(unchecked) open var isHidden = false { didSet { DisplayChanges.note() } }
    @exclusivity(unchecked) open var backgroundColor: CGColor? {
        didSet { backgroundRGBA = backgroundColor?.rgba; withMainActorState(self) { $0.changed(.backgroundColor, from: Self.vector(oldValue)) } }
    }
    @exclusivity(unchecked) open var cornerRadius: CGFloat = 0 { didSet { withMainActorState(self) { $0.changed(.cornerRadius, from: AnimatableVector(oldValue)) } } }
    @exclusivity(unchecked) open var borderWidth: CGFloat = 0 { didSet { withMainActorState(self) { $0.changed(.borderWidth, from: AnimatableVector(oldValue)) } } }
    @exclusivity(unchecked) open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { borderRGBA = borderColor?.rgba; withMainActorState(self) { $0.changed(.borderColor, from: Self.vector(oldValue)) } }
    }
    /// The two colours as drawn, kept beside them so the display list reads no colour object.
    @exclusivity(unchecked) private(set) var backgroundRGBA: RGBA?
    @exclusivity(unchecked) private(set) var borderRGBA: RGBA? = RGBA(r: 0, g: 0, b: 0, a: 1)
    @exclusivity(unchecked) open var masksToBounds = false
    /// A layer whose alpha the layer is drawn through (its coordinates are this layer's bounds';
    /// it has no superlayer). Everything the layer draws, its shadow and sublayers included, is
    /// cut by it.
    @exclusivity(unchecked) open var mask: CALayer? {
        didSet {
            DisplayChanges.note()
            guard let mask else { return }
            if mask === self || withMainActorState(self, mask, { $1.isAncestor(of: $0) }) {
                UIKitWarning.log("CALayer.mask: a layer cannot be masked by itself or an ancestor; the mask is not set")
                self.mask = nil
            }
        }
    }
    /// Set while the layer's mask is drawn: a mask that draws the layer again stops there.
    @exclusivity(unchecked) var isMasking = false
    /// Set while a transition draws the layer's new drawing (which is drawn plainly).
    var isDrawingTransition = false
    /// Whether a faded layer is composed as one before it is faded (true, as on iOS since iOS 7):
    /// where its parts overlap, the lower ones do not show through. False fades each part alone.
    @exclusivity(unchecked) open var allowsGroupOpacity = true
    @exclusivity(unchecked) open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { withMainActorState(self) { $0.changed(.shadowColor, from: Self.vector(oldValue)) } }
    }
    @exclusivity(unchecked) open var shadowOpacity: Float = 0 { didSet { withMainActorState(self) { $0.changed(.shadowOpacity, from: AnimatableVector(CGFloat(oldValue))) } } }
    @exclusivity(unchecked) open var shadowRadius: CGFloat = 3 { didSet { withMainActorState(self) { $0.changed(.shadowRadius, from: AnimatableVector(oldValue)) } } }
    /// The outline that casts the shadow, in the layer's coordinates (nil: what the layer draws).
    /// Cheaper to draw than a shadow of the drawing's alpha, and the way to shape a shadow.
    @exclusivity(unchecked) open var shadowPath: CGPath?
    @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { withMainActorState(self) { $0.changed(.shadowOffset, from: AnimatableVector(oldValue.width, oldValue.height)) } }
    }
    open var name: String?
    /// The corners `cornerRadius` rounds (all by default).
    @exclusivity(unchecked) open var maskedCorners: CACornerMask = .all

    /// The layer this one was added to with `addSublayer` (nil for a view's own layer).
    open internal(set) weak var superlayer: CALayer?
    /// Layers added with `addSublayer`/`insertSublayer`, in drawing order (a view's subviews
    /// are its layer's other sublayers).
    @exclusivity(unchecked) var addedSublayers: [CALayer] = [] { didSet { DisplayChanges.note() } }
    /// For an added sublayer: the number of its superlayer's view's subviews drawn below it.
    var subviewsBelow = 0

    /// The view this layer backs. Not `weak` (see `UIView.superview`): the view owns its layer,
    /// and its `deinit` clears this.
    @exclusivity(unchecked) unowned(unsafe) var owningView: UIView?
    /// The delegate an app gave a layer of its own (a view's layer's is the view).
    weak var assignedDelegate: CALayerDelegate?
    /// What `draw(in:)` drew, in bounds coordinates, kept until `setNeedsDisplay()`; and whether
    /// the layer is to draw again before it is next shown.
    var drawnContents: [DisplayItem]?
    var needsDisplayFlag = false
    /// The image `contents` shows.
    var contentsImage: UIImage?
    /// How the contents image fits the bounds (`.resize`: stretched to them).
    open var contentsGravity: CALayerContentsGravity = .resize
    /// The part of the contents image shown, in its unit square (all of it by default).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { withMainActorState(self) { $0.changed(.contentsRect, from: Self.vector(oldValue)) } }
    }
    /// The part of the contents image that stretches, in its unit square; the rest keeps its
    /// size, as a resizable image's caps (all of it stretches by default).
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels of the contents image per point, for the gravities that keep its size.
    open var contentsScale: CGFloat = 1
    /// Whether Core Animation draws the layer once into a bitmap and reuses it.
    ///
    /// Stored, no effect here: the renderer keeps composed drawings itself, so rasterizing changes nothing drawn.
    open var shouldRasterize = false
    /// Whether `draw(in:)` runs on a background thread, its drawing commands replayed later.
    ///
    /// Stored, no effect here: the renderer draws every layer in the frame that shows it, the same
    /// pixels either way.
    open var drawsAsynchronously = false
    /// The scale a rasterized layer is drawn at (see `shouldRasterize`).
    ///
    /// Stored, no effect here: layers are not rasterized.
    open var rasterizationScale: CGFloat = 1
    /// The view `UIView.mask` set (the layer's `mask` is its layer), kept alive here.
    var maskView: UIView?

    // Layer timing (`CAMediaTiming`): the layer's local time, which its animations and its
    // sublayers' run on, is `(parent time − beginTime) · speed + timeOffset`. `speed = 0`
    // pauses everything below it at `timeOffset`.
    public var beginTime: CFTimeInterval = 0 { didSet { withMainActorState(self) { $0.timingChanged() } } }
    public var speed: Float = 1 { didSet { withMainActorState(self) { $0.timingChanged() } } }
    public var timeOffset: CFTimeInterval = 0 { didSet { withMainActorState(self) { $0.timingChanged() } } }
    /// The layer's own duration (`CAMediaTiming`).
    ///
    /// Stored, no effect here: a layer's local time follows only its `beginTime`, `speed` and `timeOffset` (apps set
    /// the rest on animations).
    public var duration: CFTimeInterval = 0
    /// How many times the layer's own time repeats (`CAMediaTiming`).
    ///
    /// Stored, no effect here: a layer's local time follows only its `beginTime`, `speed` and `timeOffset` (apps set
    /// the rest on animations).
    public var repeatCount: Float = 0
    /// How long the layer's own time repeats (`CAMediaTiming`).
    ///
    /// Stored, no effect here: a layer's local time follows only its `beginTime`, `speed` and `timeOffset` (apps set
    /// the rest on animations).
    public var repeatDuration: CFTimeInterval = 0
    /// Whether the layer's own time runs back after it runs forward (`CAMediaTiming`).
    ///
    /// Stored, no effect here: a layer's local time follows only its `beginTime`, `speed` and `timeOffset` (apps set
    /// the rest on animations).
    public var autoreverses = false
    /// What the layer's own time holds outside its duration (`CAMediaTiming`).
    ///
    /// Stored, no effect here: a layer's local time follows only its `beginTime`, `speed` and `timeOffset` (apps set
    /// the rest on animations).
    public var fillMode: CAMediaTimingFillMode = .removed
    /// Whether `beginTime`, `speed` or `timeOffset` is set (the local time is not the parent's).
    var hasOwnTiming = false

    /// The animations on the layer, in the order they were added (the last of a property's
    /// shows); view animations at most one per property.
    @exclusivity(unchecked) var animations: [LayerAnimation] = []
    /// The actions for property changes by key path (`NSNull` turns one off).
    open var actions: [String: CAAction]?
    /// Values stored under keys of the app's own (`setValue(_:forKey:)`).
    var storedValues: [String: Any] = [:]
    /// Whether the layer is to lay out its sublayers before it is next shown (a new layer is).
    var needsLayoutFlag = true
    /// A hint that the layer's drawing covers its bounds; it changes nothing drawn here.
    open var isOpaque = false
    /// How the layer is combined with what is under it: a Core Image blend filter's name
    /// (`"multiplyBlendMode"`, `"screenBlendMode"`, … the sixteen blend modes and
    /// `"additionCompositing"`); nil draws it over as usual. Another value (a filter object, an
    /// unknown name) is drawn as usual, with a warning.
    open var compositingFilter: Any? {
        didSet {
            compositingBlendMode = (compositingFilter as? String).flatMap { name in withMainActorState { CALayer.blendFilters[name] } }
            if compositingFilter != nil, compositingBlendMode == nil {
                UIKitWarning.log("CALayer.compositingFilter: only blend filter names are drawn here; '\(String(describing: compositingFilter!))' is ignored")
            }
        }
    }
    /// The blend mode `compositingFilter` names.
    private(set) var compositingBlendMode: CGBlendMode?
    /// Set once the layer has been in a frame: Core Animation animates changes of a layer of
    /// its own only after it has been committed to the screen.
    var wasShown = false
    /// A copy `presentation()` made: its values are set, never animated.
    var isPresentationCopy = false
    /// Set while the layer is in the animation engine's list.
    var isInAnimationEngine = false

    /// Required (UIKit's is not): a view makes its layer from `layerClass`, an app's own layer
    /// class included. `uimodel-port` writes `required` on an app's `override init()`.
    public required override init() {}

    /// A copy of `layer` for Core Animation's presentation tree; subclasses override it to copy
    /// their own properties. Makes a layer with default values here.
    public init(layer: Any) { super.init() }

    /// The transform as an affine transform (its affine part when it has depth).
    open func affineTransform() -> CGAffineTransform { affine }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // Overridden by the shape and gradient layers.

    /// The layer's own drawing, above its background and below its sublayers. `shape` is the
    /// layer's presentation bounds and corners, with the transform to the window.
    @MainActor func appendContent(to list: inout DisplayList, shape: RoundedRect, opacity: Float, at time: CFTimeInterval) {}
    /// A new layer of this kind with the properties of its kind copied (for `presentation()`).
    @MainActor func presentationBase() -> CALayer { CALayer() }
    /// A shape or gradient layer's own animatable values (other layers have none).
    @MainActor func ownVector(_ key: AnimatableKey) -> AnimatableVector { AnimatableVector(count: key.componentCount) }
    @MainActor func setOwnVector(_ v: AnimatableVector, for key: AnimatableKey) {}
    /// A property animated through a list of values (`AnimatableKey.isSequence`): the contents
    /// here, a shape layer's path, a gradient layer's colours and locations.
    @MainActor func ownSequenceValue(_ key: AnimatableKey) -> Any? { key == .contents ? contents : nil }
    @MainActor func setOwnSequenceValue(_ value: Any?, for key: AnimatableKey) { if key == .contents { contents = value } }

    /// The layer's rectangle in its superlayer: the transformed bounds placed so the anchor
    /// point is at `position` (the box around them when transformed). Setting it sets the
    /// bounds' size and the position (as Core Animation does).
    open var frame: CGRect {
        get {
            let size = bounds.size
            let local = CGRect(x: -size.width * anchorPoint.x, y: -size.height * anchorPoint.y, width: size.width, height: size.height)
            let r: CGRect
            if isFlat {
                r = affine.isIdentity ? local : local.applying(affine)
            } else {
                r = transform.planeProjection.boundingBox(of: local) ?? local.applying(affine)
            }
            return r.offsetBy(dx: position.x, dy: position.y)
        }
        set {
            let r = newValue.standardized
            guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
            if let view = withMainActorState(self, { $0.owningView }) { withMainActorState(view) { $0.frame = r }; return }
            bounds.size = r.size
            position = positionForFrame(r)
        }
    }

    /// The position that puts the untransformed bounds at `frame`.
    func positionForFrame(_ frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + frame.width * anchorPoint.x, y: frame.minY + frame.height * anchorPoint.y)
    }

    // MARK: Overridable entry points
    // UIKit declares these open. Swift without the Objective-C runtime cannot override a
    // member declared in an extension, so each is declared here and calls its implementation,
    // `base…`, in the extension file that holds the rest of its subject.

    open func add(_ anim: CAAnimation, forKey key: String?) { withMainActorState(self, anim) { $0.baseAdd($1, forKey: key) } }
    open func animation(forKey key: String) -> CAAnimation? { withMainActorState(self) { $0.baseAnimation(forKey: key) } }
    open func removeAnimation(forKey key: String) { withMainActorState(self) { $0.baseRemoveAnimation(forKey: key) } }
    open func removeAllAnimations() { withMainActorState(self) { $0.baseRemoveAllAnimations() } }
    open func animationKeys() -> [String]? { withMainActorState(self) { $0.baseAnimationKeys() } }
    open func addSublayer(_ layer: CALayer) { withMainActorState(self, layer) { $0.baseAddSublayer($1) } }
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { withMainActorState(self, layer) { $0.baseInsertSublayer($1, at: idx) } }
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { withMainActorState(self, layer, sibling) { $0.baseInsertSublayer($1, below: $2) } }
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { withMainActorState(self, layer, sibling) { $0.baseInsertSublayer($1, above: $2) } }
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { withMainActorState(self, oldLayer, newLayer) { $0.baseReplaceSublayer($1, with: $2) } }
    open func removeFromSuperlayer() { withMainActorState(self) { $0.baseRemoveFromSuperlayer() } }
    /// The layers added to this one and its view's subviews' layers, in drawing order. Setting it
    /// replaces the layers added to this one (a view's subviews stay).
    open var sublayers: [CALayer]? {
        get { withMainActorState(self) { $0.baseSublayers } }
        set {
            withMainActorState(self, newValue) { layer, newValue in
                for added in layer.addedSublayers { added.removeFromSuperlayer() }
                for added in newValue ?? [] where added.owningView == nil || added.owningView?.superview?.layer !== layer {
                    layer.addSublayer(added)
                }
            }
        }
    }
    open func presentation() -> CALayer? { withMainActorState(self) { $0.basePresentation() } }
    open func render(in ctx: CGContext) { withMainActorState(self, ctx) { $0.baseRender(in: $1) } }
    open func setNeedsDisplay() { withMainActorState(self) { $0.baseSetNeedsDisplay() } }
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }
    open func needsDisplay() -> Bool { withMainActorState(self) { $0.owningView == nil ? $0.needsDisplayFlag : $0.owningView!.drawing.items == nil } }
    open func displayIfNeeded() { if needsDisplayFlag { display() } }
    open func display() { withMainActorState(self) { $0.baseDisplay() } }
    open func draw(in ctx: CGContext) { assignedDelegate?.draw(self, in: ctx) }
    /// The action for a change of `event`: the delegate's, else `actions[event]`, else the
    /// class's `defaultAction(forKey:)`; `NSNull` from any of them stops the search (nil).
    open func action(forKey event: String) -> CAAction? { withMainActorState(self) { $0.baseAction(forKey: event) } }
    /// The implicit animation of an animatable property: a `CABasicAnimation` of its key path
    /// (the transaction gives its duration and timing); nil for any other key.
    open class func defaultAction(forKey event: String) -> CAAction? {
        guard AnimationKeyPath.named(event) != nil else { return nil }
        return CABasicAnimation(keyPath: event)
    }
    /// Whether a change of the bounds' size asks for a new drawing (`setNeedsDisplay()`).
    open var needsDisplayOnBoundsChange = false
    /// Whether a change of `key` (set with `setValue(_:forKey:)`) asks the layer to draw again.
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// The value a key has before it is set (nil: the property's own default).
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// Lays out the sublayers: the delegate's `layoutSublayers(of:)` by default. Called before
    /// the layer is next shown after `setNeedsLayout()` (or a change of its bounds' size).
    open func layoutSublayers() { assignedDelegate?.layoutSublayers(of: self) }
    /// A view's layer lays out with its view.
    open func setNeedsLayout() {
        withMainActorState(self) { layer in
            if let owningView = layer.owningView { return owningView.setNeedsLayout() }
            layer.needsLayoutFlag = true
            UIModelRuntime.current.windowSystem.displayRequested = true
            DisplayChanges.note()
        }
    }
    open func layoutIfNeeded() {
        if let owningView = withMainActorState(self, { $0.owningView }) { return withMainActorState(owningView) { $0.layoutIfNeeded() } }
        guard needsLayoutFlag else { return }
        needsLayoutFlag = false
        layoutSublayers()
    }
    open func needsLayout() -> Bool { withMainActorState(self) { layer in layer.owningView.map { $0.needsLayout } ?? layer.needsLayoutFlag } }
}

extension CALayer {
    /// Whether the layer may be ordered among its siblings by depth (it has, or animates, a `zPosition`).
    var hasDepthOrder: Bool { zPosition != 0 || animations.contains { $0.key == .zPosition } }

    /// Whether `other` is below this layer (a sublayer's sublayer …, a subview's layer).
    func isAncestor(of other: CALayer) -> Bool {
        var p = other.superlayer ?? other.owningView?.superview?.layer
        while let l = p {
            if l === self { return true }
            p = l.superlayer ?? l.owningView?.superview?.layer
        }
        return false
    }

    nonisolated static func point(_ v: AnimatableVector) -> CGPoint { CGPoint(x: v[0], y: v[1]) }
    nonisolated static func rect(_ v: AnimatableVector) -> CGRect { CGRect(x: v[0], y: v[1], width: v[2], height: v[3]) }
    nonisolated static func vector(_ r: CGRect) -> AnimatableVector { AnimatableVector(r.origin.x, r.origin.y, r.size.width, r.size.height) }
    nonisolated static func vector(_ c: CGColor?) -> AnimatableVector {
        guard let c else { return AnimatableVector(0, 0, 0, 0) }
        return AnimatableVector(c.values[0], c.values[1], c.values[2], c.values[3])
    }

    /// The model value of a property as numbers.
    func modelVector(_ key: AnimatableKey) -> AnimatableVector {
        switch key {
        case .position: return AnimatableVector(position.x, position.y)
        case .bounds: return Self.vector(bounds)
        case .transform: return DecomposedTransform.vector(transform)
        case .anchorPoint: return AnimatableVector(anchorPoint.x, anchorPoint.y)
        case .zPosition: return AnimatableVector(zPosition)
        case .shadowRadius: return AnimatableVector(shadowRadius)
        case .shadowOffset: return AnimatableVector(shadowOffset.width, shadowOffset.height)
        case .shadowColor: return Self.vector(shadowColor)
        case .opacity: return AnimatableVector(CGFloat(opacity))
        case .backgroundColor: return Self.vector(backgroundColor)
        case .cornerRadius: return AnimatableVector(cornerRadius)
        case .borderWidth: return AnimatableVector(borderWidth)
        case .borderColor: return Self.vector(borderColor)
        case .shadowOpacity: return AnimatableVector(CGFloat(shadowOpacity))
        case .strokeStart, .strokeEnd, .fillColor, .strokeColor, .lineWidth, .path, .colors, .locations, .startPoint, .endPoint:
            return ownVector(key)
        case .contents: return AnimatableVector(0)
        case .contentsRect: return Self.vector(contentsRect)
        }
    }

    /// The animation of `key` the layer shows at clock time `time`: the last added of those in effect.
    func animation(for key: AnimatableKey, at time: CFTimeInterval) -> LayerAnimation? {
        guard !animations.isEmpty else { return nil }
        let t = localTime(time)
        return animations.last { $0.key == key && ($0.alwaysInEffect || $0.isInEffect(at: t)) }
    }

    /// The value drawn at clock time `time`: the model's, as each animation of the property in
    /// effect changes it, in the order they were added.
    func presentationVector(_ key: AnimatableKey, at time: CFTimeInterval) -> AnimatableVector {
        var v = modelVector(key)
        guard !animations.isEmpty else { return v }
        let t = localTime(time)
        for a in animations where a.key == key && (a.alwaysInEffect || a.isInEffect(at: t)) {
            let s = a.sample(t)
            v = a.components == .max && !a.isAdditive ? s : LayerAppearance.combine(v, s, a.components, a.isAdditive, key: key)
        }
        return v
    }

    /// A model property changed. For a view's layer: inside a `UIView.animate` block this
    /// becomes an animation; outside one it stops any animation of the property, so the new
    /// value shows at once. A layer of its own runs its action (an implicit animation).
    func changed(_ key: AnimatableKey, from old: AnimatableVector) {
        guard owningView != nil else { return runAction(for: key, from: old) }
        if let context = UIView.currentAnimationContext {
            context.record(layer: self, key: key, modelBefore: old)
        } else if animations.contains(where: { $0.key == key && !$0.isExplicit }) {
            UIModelRuntime.current.clock.animationEngine.removeAnimation(for: key, from: self, finished: false)
        }
    }

    /// A copy of the layer with every animated property at its current presentation value.
    func basePresentation() -> CALayer? {
        let now = UIModelRuntime.current.clock.animationEngine.now
        let p = presentationBase()
        p.isPresentationCopy = true
        p.bounds = bounds; p.position = position; p.transform = transform; p.opacity = opacity
        p.anchorPoint = anchorPoint; p.anchorPointZ = anchorPointZ; p.zPosition = zPosition
        p.sublayerTransform = sublayerTransform; p.isDoubleSided = isDoubleSided
        p.storedValues = storedValues; p.isOpaque = isOpaque
        p.allowsGroupOpacity = allowsGroupOpacity; p.contentsImage = contentsImage; p.contentsGravity = contentsGravity
        p.contentsRect = contentsRect; p.contentsCenter = contentsCenter; p.contentsScale = contentsScale
        p.isHidden = isHidden; p.backgroundColor = backgroundColor; p.cornerRadius = cornerRadius
        p.borderWidth = borderWidth; p.borderColor = borderColor; p.masksToBounds = masksToBounds
        p.shadowColor = shadowColor; p.shadowOpacity = shadowOpacity; p.shadowRadius = shadowRadius
        p.shadowOffset = shadowOffset; p.shadowPath = shadowPath; p.name = name; p.maskedCorners = maskedCorners
        for key in AnimatableKey.allCases where animations.contains(where: { $0.key == key }) {
            if key.isSequence { p.setOwnSequenceValue(presentedSequenceValue(key, at: now), for: key); continue }
            p.apply(presentationVector(key, at: now), for: key)
        }
        return p
    }

    /// The layer's presentation velocity of a property (units per second), zero when still.
    func presentationVelocity(_ key: AnimatableKey, at time: CFTimeInterval) -> AnimatableVector {
        animation(for: key, at: time)?.sampleVelocity(localTime(time)) ?? AnimatableVector(count: key.componentCount)
    }

    func apply(_ v: AnimatableVector, for key: AnimatableKey) {
        func color(_ v: AnimatableVector) -> CGColor { CGColor(red: v[0], green: v[1], blue: v[2], alpha: v[3]) }
        switch key {
        case .position: position = CGPoint(x: v[0], y: v[1])
        case .bounds: bounds = Self.rect(v)
        case .transform: transform = DecomposedTransform.transform(v)
        case .anchorPoint: anchorPoint = CGPoint(x: v[0], y: v[1])
        case .zPosition: zPosition = v[0]
        case .shadowRadius: shadowRadius = v[0]
        case .shadowOffset: shadowOffset = CGSize(width: v[0], height: v[1])
        case .shadowColor: shadowColor = color(v)
        case .opacity: opacity = Float(v[0])
        case .backgroundColor: backgroundColor = color(v)
        case .cornerRadius: cornerRadius = v[0]
        case .borderWidth: borderWidth = v[0]
        case .borderColor: borderColor = color(v)
        case .shadowOpacity: shadowOpacity = Float(v[0])
        case .strokeStart, .strokeEnd, .fillColor, .strokeColor, .lineWidth, .startPoint, .endPoint: setOwnVector(v, for: key)
        case .path, .colors, .locations, .contents: break  // see `basePresentation()`
        case .contentsRect: contentsRect = Self.rect(v)
        }
    }
}
