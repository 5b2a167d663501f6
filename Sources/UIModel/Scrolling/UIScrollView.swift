import Foundation

/// A view whose bounds' origin (`contentOffset`) moves over content larger than itself, with
/// iOS's scrolling: a drag that rubber-bands past the edges, momentum that decays by the
/// deceleration rate per millisecond, a spring back, paging, scroll indicators, and the
/// delegate's callbacks. Subviews are placed in content coordinates, as in UIKit.
@preconcurrency @MainActor open class UIScrollView: UIView {
    nonisolated public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
    open weak var delegate: UIScrollViewDelegate?

    /// The size of the scrolled content (negative or non-finite sizes count as zero).
    open var contentSize: CGSize = .zero {
        didSet {
            let s = CGSize(width: Self.valid(contentSize.width), height: Self.valid(contentSize.height))
            if s != contentSize { contentSize = s; return }
            guard contentSize != oldValue else { return }
            contentGeometryChanged()
            scrollGuideMoved(\.scrollContentGuide)
        }
    }

    /// The point of the content at the view's top-left corner: the bounds' origin. Setting it
    /// does not clamp (as in UIKit); a non-finite component leaves that axis as it was.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let p = finiteOffset(newValue)
            var b = bounds
            guard p != b.origin else { return }
            // Read, changed and written back rather than changed in place: the in-place
            // accessor of an overridable property allocates, and every scrolling frame sets this.
            b.origin = p
            bounds = b
        }
    }

    /// `offset` with a non-finite component replaced by the current offset's.
    private func finiteOffset(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: offset.x.isFinite ? offset.x : bounds.origin.x, y: offset.y.isFinite ? offset.y : bounds.origin.y)
    }

    /// Space around the content that the scroll can reach beyond it.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            if !contentInset.isFinite { contentInset = oldValue; return }
            if contentInset != oldValue { updateAdjustedContentInset() }
        }
    }

    /// `contentInset` plus the safe area's edges that `contentInsetAdjustmentBehavior` adds.
    open private(set) var adjustedContentInset: UIEdgeInsets = .zero

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { updateAdjustedContentInset() }
    }

    /// Called when `adjustedContentInset` changed.
    open func adjustedContentInsetDidChange() {}

    open var bounces = true

    /// The pull-to-refresh control shown above the content.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            refreshInset = refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0
            if let refreshControl {
                insertSubview(refreshControl, at: 0)
                refreshControl.scrollViewDidScroll(self)
            }
        }
    }

    /// The extra inset at the top a refreshing control keeps (part of `adjustedContentInset`).
    var refreshInset: CGFloat = 0 { didSet { if refreshInset != oldValue { updateAdjustedContentInset() } } }
    /// How much of the view the keyboard covers, for the scroll views UIKit moves out of its way
    /// (a table view controller's): the content can scroll above it.
    var keyboardInset: CGFloat = 0 { didSet { if keyboardInset != oldValue { updateAdjustedContentInset() } } }
    open var alwaysBounceVertical = false { didSet { updateAdjustedContentInset() } }
    /// Whether dragging the content dismisses the keyboard: `.onDrag` as the drag starts;
    /// `.interactive` lets the finger pull the keyboard down once it reaches it, and the keyboard
    /// hides if it is let go going down (or past half way), else slides back up.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var alwaysBounceHorizontal = false { didSet { updateAdjustedContentInset() } }
    /// Drags and flings settle on a multiple of the bounds' size, at most one page per fling.
    open var isPagingEnabled = false
    /// A drag that starts mostly along one axis scrolls only along it.
    open var isDirectionalLockEnabled = false
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    open var decelerationRate: DecelerationRate = .normal

    /// The finger is on the content (it may not have moved yet).
    open internal(set) var isTracking = false
    /// The finger has moved the content.
    open internal(set) var isDragging = false
    /// The content moves on by itself after the finger lifted (momentum, bounce, paging).
    open internal(set) var isDecelerating = false

    /// Touches on the content reach it only after a short wait in which a drag may begin instead.
    open var delaysContentTouches = true {
        didSet { contentTouchDelay.isEnabled = delaysContentTouches }
    }
    /// A drag that begins after the content saw the touch cancels the content's touch (if
    /// `touchesShouldCancel(in:)` agrees); when false, such a touch never scrolls.
    open var canCancelContentTouches = true

    /// Whether a drag may take a touch away from `view`, which has begun tracking it: by default,
    /// yes unless it is a control (UIKit's rule).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    open var showsVerticalScrollIndicator = true { didSet { indicators.update(for: self) } }
    open var showsHorizontalScrollIndicator = true { didSet { indicators.update(for: self) } }
    open var indicatorStyle: IndicatorStyle = .default { didSet { indicators.update(for: self) } }
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { indicators.update(for: self) } }
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { indicators.update(for: self) } }
    /// Both indicators' insets (reads the vertical one's).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// The indicators keep clear of the safe area.
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { indicators.update(for: self) } }

    // MARK: Zooming (the behaviour is in UIScrollView+Zoom.swift)

    /// The smallest `zoomScale` (1 by default). Zero, negative or non-finite values are refused
    /// with a warning; zooming needs `maximumZoomScale` above it and a `viewForZooming(in:)`.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { if !Self.validZoomScale(minimumZoomScale, "minimumZoomScale") { minimumZoomScale = oldValue }; zoomLimitsChanged() }
    }
    /// The largest `zoomScale` (1 by default), refused as `minimumZoomScale` is.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { if !Self.validZoomScale(maximumZoomScale, "maximumZoomScale") { maximumZoomScale = oldValue }; zoomLimitsChanged() }
    }
    /// The scale of the delegate's `viewForZooming(in:)`. Setting it clamps to the limits and keeps
    /// the middle of the visible content in the middle.
    open var zoomScale: CGFloat {
        get { zoom.scale }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Sets `zoomScale`; animated, the scale and the offset move together along UIKit's curve.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomKeepingCenter(to: scale, animated: animated) }
    /// Zooms so that `rect` (in the zooming view's coordinates) fills the visible area as far as
    /// the limits allow, centred.
    open func zoom(to rect: CGRect, animated: Bool) { zoomShowing(rect, animated: animated) }
    /// A pinch may go past the limits, rubber-banded, and springs back when the fingers lift.
    open var bouncesZoom = true
    /// A pinch is zooming the content.
    open internal(set) var isZooming = false
    /// The zoom is animating back into its limits after a pinch went past them.
    open internal(set) var isZoomBouncing = false
    /// The recognizer that zooms, while the limits allow zooming (nil when they are equal).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        maximumZoomScale > minimumZoomScale ? zoom.pinch : nil
    }
    /// The zoom's state: its scale, the pinch and what it holds on to, an animation.
    var zoom = ZoomState()

    /// The recognizer that drags the content (the scroll view is its view).
    open private(set) var panGestureRecognizer: UIPanGestureRecognizer
    /// Holds touches back from the content while a drag may still begin.
    let contentTouchDelay: ContentTouchDelayGestureRecognizer

    /// What moves the content by itself, per axis, and the display link that drives it.
    var motion: (x: ScrollAxisMotion?, y: ScrollAxisMotion?) = (nil, nil)
    var motionIsAnimation = false
    var ticker: CADisplayLink?
    let indicators = ScrollIndicators()
    /// The drag in progress: the unbanded offset it started from, and the axes it may move.
    var drag: (start: CGPoint, startPage: (x: Int, y: Int), axes: (x: Bool, y: Bool))?
    /// A wheel's or trackpad's scroll in progress.
    var wheel: WheelDrag?
    /// When the last touch event happened (a fling's motion starts then).
    var lastTouchTime: CFTimeInterval = 0
    /// The deceleration was announced to the delegate (so its end is too).
    var announcedDeceleration = false

    public override init(frame: CGRect) {
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        contentTouchDelay = ContentTouchDelayGestureRecognizer()
        super.init(frame: frame)
        setUpScrollView(pan)
    }

    public required init?(coder: NSCoder) {
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        contentTouchDelay = ContentTouchDelayGestureRecognizer()
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        // The scroll view's own recognizer, made by init(coder:) above.
        if let pan = panGestureRecognizer as? ScrollViewPanGestureRecognizer { setUpScrollView(pan) }
    }

    private func setUpScrollView(_ pan: ScrollViewPanGestureRecognizer) {
        clipsToBounds = true
        pan.scrollView = self
        contentTouchDelay.scrollView = self
        pan.addTarget { [weak self] _ in self?.panChanged() }
        addGestureRecognizer(contentTouchDelay)
        addGestureRecognizer(pan)
    }

    nonisolated deinit {
        guard let ticker else { return }
        runOnMainActor { ticker.invalidate() }
    }

    // MARK: Geometry

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != old { didScroll() }
        }
    }

    override func boundsSizeDidChange(from oldSize: CGSize) {
        super.boundsSizeDidChange(from: oldSize)
        contentGeometryChanged()
    }

    /// The offsets the content rests within: from −(adjusted inset) at the start to the content's
    /// end plus its inset, never below the start.
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) { offsetRange(forContentSize: contentSize) }

    /// The offsets the content would rest within if it were `size` large.
    func offsetRange(forContentSize size: CGSize) -> (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let i = adjustedContentInset, b = bounds.size
        let minX = -i.left, minY = -i.top
        let maxX = max(minX, size.width + i.right - b.width)
        let maxY = max(minY, size.height + i.bottom - b.height)
        return (minX...maxX, minY...maxY)
    }

    /// The axes a drag may move: where the content (with its insets) is larger than the view,
    /// or the scroll view always bounces.
    var scrollableAxes: (x: Bool, y: Bool) {
        let i = contentInset, b = bounds.size
        return (alwaysBounceHorizontal || contentSize.width + i.left + i.right > b.width,
                alwaysBounceVertical || contentSize.height + i.top + i.bottom > b.height)
    }

    /// Whether a drag mostly along x (or else y) may move this scroll view.
    func scrolls(alongX: Bool) -> Bool {
        let axes = scrollableAxes
        return isScrollEnabled && (alongX ? axes.x : axes.y)
    }

    /// The offset moved: the scroll view lays out again (a table places its rows), its content's
    /// safe areas may change, the indicators follow, and the delegate hears of it.
    private func didScroll() {
        setNeedsLayout()
        UIModelRuntime.current.windowSystem.safeAreaGeneration &+= 1
        scrollGuideMoved(\.scrollFrameGuide)
        indicators.update(for: self)
        refreshControl?.scrollViewDidScroll(self)
        delegate?.scrollViewDidScroll(self)
        for observer in scrollObservers.values { observer() }
    }

    /// Told of every scroll and inset change, by observer: the navigation and tab bar
    /// controllers whose bars follow this scroll view (UIKit's content scroll view).
    var scrollObservers: [ObjectIdentifier: () -> Void] = [:]

    /// The content size or the view's size changed: the insets may adjust and the indicators move.
    private func contentGeometryChanged() {
        updateAdjustedContentInset()
        indicators.update(for: self)
        scrollGuideMoved(\.scrollFrameGuide)
        for observer in scrollObservers.values { observer() }
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
        indicators.update(for: self)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        adoptContentGuideSize()
        indicators.update(for: self)
    }

    /// Where a released drag comes to rest, before the delegate may change it: the scroll's own
    /// target (a collection view asks its layout). `velocity` is in points per second.
    func proposedRestingOffset(_ natural: CGPoint, velocity: CGPoint) -> CGPoint { natural }

    /// Recomputes `adjustedContentInset`; content resting at its start stays at the new start.
    func updateAdjustedContentInset() {
        let safe = safeAreaInsets, scrollable = scrollableAxes
        var vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: (vertical, horizontal) = (scrollable.y, scrollable.x)
        case .automatic:
            let inBarController = owningViewController?.navigationController != nil
            (vertical, horizontal) = (scrollable.y || inBarController, scrollable.x)
        }
        let i = contentInset
        let adjusted = UIEdgeInsets(top: i.top + (vertical ? safe.top : 0) + refreshInset, left: i.left + (horizontal ? safe.left : 0),
                                    bottom: i.bottom + max(vertical ? safe.bottom : 0, keyboardInset), right: i.right + (horizontal ? safe.right : 0))
        let old = adjustedContentInset
        guard adjusted != old else { return }
        adjustedContentInset = adjusted
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -adjusted.top }
        if offset.x == -old.left { offset.x = -adjusted.left }
        contentOffset = offset
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        for observer in scrollObservers.values { observer() }
    }

    private static func valid(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }

    // MARK: Programmatic scrolling

    /// Moves the content to `contentOffset`; animated, along UIKit's curve over about 0.3 s,
    /// calling `scrollViewDidScroll` each frame and `scrollViewDidEndScrollingAnimation` at the end.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let target = finiteOffset(contentOffset)
        stopMotion()
        guard animated, target != self.contentOffset else { self.contentOffset = target; return }
        let now = CACurrentMediaTime(), from = self.contentOffset
        let duration = ScrollAxisMotion.animationDuration
        startMotion(x: ScrollAxisMotion(start: from.x, startTime: now, kind: .curve(target: target.x, duration: duration)),
                    y: ScrollAxisMotion(start: from.y, startTime: now, kind: .curve(target: target.y, duration: duration)),
                    animation: true)
    }

    /// Scrolls the least distance that shows `rect` (in content coordinates), as much of it as
    /// fits, within the content's range.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let visible = bounds.inset(by: adjustedContentInset)
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ vlo: CGFloat, _ vhi: CGFloat) -> CGFloat {
            if hi - lo > vhi - vlo || lo < vlo { return lo - vlo }
            if hi > vhi { return hi - vhi }
            return 0
        }
        let range = offsetRange
        let dx = axis(r.minX, r.maxX, visible.minX, visible.maxX), dy = axis(r.minY, r.maxY, visible.minY, visible.maxY)
        let target = CGPoint(x: range.x.clamp(contentOffset.x + dx), y: range.y.clamp(contentOffset.y + dy))
        setContentOffset(target, animated: animated)
    }

    /// Shows the scroll indicators briefly.
    open func flashScrollIndicators() {
        indicators.show(for: self)
        indicators.scheduleFade(at: CACurrentMediaTime())
        ensureTicker()
    }

    // MARK: Overridable entry points
    // UIKit declares these open. Swift without the Objective-C runtime cannot override a
    // member declared in an extension, so each is declared here and calls its implementation,
    // `base…`, in the extension file that holds the rest of its subject.

    open var contentLayoutGuide: UILayoutGuide { baseContentLayoutGuide }
    open var frameLayoutGuide: UILayoutGuide { baseFrameLayoutGuide }
}

nonisolated extension UIEdgeInsets {
    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

extension UIScrollView {
    /// The subview index just above a table's or collection view's `backgroundView` (0 with none).
    func index(above backgroundView: UIView?) -> Int { backgroundView?.superview === self ? 1 : 0 }

    /// Keeps a table's or collection view's `backgroundView` at the back, over the visible area.
    func placeBackgroundView(_ view: UIView?) {
        guard let view else { return }
        if view.superview !== self { insertSubview(view, at: 0) } else if subviews.first !== view { sendSubviewToBack(view) }
        if view.frame != bounds { view.frame = bounds }
    }
}
