import Foundation

/// A row of dots, one per page, the current one brighter. A tap left of the current dot goes
/// back a page and right of it forward, sending `.valueChanged`, as in UIKit; setting
/// `currentPage` sends nothing.
@preconcurrency @MainActor open class UIPageControl: UIControl {
    nonisolated deinit {}
    /// The proxy for every PageControl (and subclass): its properties as well as the colours.
    open override class func appearance() -> UIPageControlAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: nil) { UIPageControlAppearanceProxy(viewClass: $0, traits: $1, containers: $2) }
    }
    open override class func appearance(for trait: UITraitCollection) -> UIPageControlAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: trait) { UIPageControlAppearanceProxy(viewClass: $0, traits: $1, containers: $2) }
    }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIPageControlAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: nil, containers: containerTypes) { UIPageControlAppearanceProxy(viewClass: $0, traits: $1, containers: $2) }
    }
    open override class func appearance(for trait: UITraitCollection,
                                        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIPageControlAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: trait, containers: containerTypes) { UIPageControlAppearanceProxy(viewClass: $0, traits: $1, containers: $2) }
    }

    override var implicitAccessibilityTraits: UIAccessibilityTraits { super.implicitAccessibilityTraits.union(.adjustable) }
    override var implicitAccessibilityValue: String? { "page \(currentPage + 1) of \(numberOfPages)" }

    /// UIKit's page control (iOS 14 and later): 7 pt dots 16 pt apart, 26 pt tall, with 10 pt
    /// beside the first and last dot.
    static let dotDiameter: CGFloat = 7
    static let dotPitch: CGFloat = 16
    static let height: CGFloat = 26
    static let sidePadding: CGFloat = 10

    /// The number of pages; negative counts are taken as 0.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            rebuildDots()
        }
    }
    /// The current page, kept within `0..<numberOfPages`.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if currentPage != clamped { currentPage = clamped }
            setNeedsLayout()
        }
    }
    /// Whether a control with one page (or none) is hidden.
    open var hidesForSinglePage = false { didSet { setNeedsLayout() } }
    /// The other pages' dots (nil: `tertiaryLabel`).
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The current page's dot (nil: `label`).
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }

    private var dots: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPageControl()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpPageControl()
    }

    private func setUpPageControl() {
        backgroundColor = nil
    }

    /// The size that shows `pageCount` dots.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(pageCount, 0))
        return CGSize(width: n > 0 ? (n - 1) * Self.dotPitch + Self.dotDiameter + 2 * Self.sidePadding : 0, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func rebuildDots() {
        while dots.count > numberOfPages { dots.removeLast().removeFromSuperview() }
        while dots.count < numberOfPages {
            let dot = UIView(frame: .zero)
            dot.isUserInteractionEnabled = false
            dot.layer.cornerRadius = Self.dotDiameter / 2
            addSubview(dot)
            dots.append(dot)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The centre of the first dot: the row is centred in the bounds.
    private var firstDotX: CGFloat {
        bounds.midX - CGFloat(max(numberOfPages - 1, 0)) * Self.dotPitch / 2
    }

    /// Appearance proxies (or the traits) changed: the dots take their colours again.
    override func traitsDidChange() {
        super.traitsDidChange()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hidden = hidesForSinglePage && numberOfPages <= 1
        for (i, dot) in dots.enumerated() {
            dot.isHidden = hidden
            dot.frame = CGRect(x: firstDotX + CGFloat(i) * Self.dotPitch - Self.dotDiameter / 2, y: bounds.midY - Self.dotDiameter / 2,
                               width: Self.dotDiameter, height: Self.dotDiameter)
            dot.backgroundColor = i == currentPage ? (currentPageIndicatorTintColor ?? proxied { $0.currentPageIndicatorTintColor } ?? .label)
                : (pageIndicatorTintColor ?? proxied { $0.pageIndicatorTintColor } ?? .tertiaryLabel)
        }
    }

    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hidesForSinglePage && numberOfPages <= 1 ? nil : super.hitTest(point, with: event)
    }

    // MARK: Touches

    override var triggersPrimaryActionOnTouchUp: Bool { false }
    override var claimsSingleTaps: Bool { isEnabled }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isTracking, let touch = touches.first, bounds.contains(touch.location(in: self)), numberOfPages > 0 {
            let current = firstDotX + CGFloat(currentPage) * Self.dotPitch
            let target = touch.location(in: self).x < current ? currentPage - 1 : currentPage + 1
            if (0..<numberOfPages).contains(target) {
                currentPage = target
                super.touchesEnded(touches, with: event)
                sendValueChanged(with: event)
                return
            }
        }
        super.touchesEnded(touches, with: event)
    }
}
