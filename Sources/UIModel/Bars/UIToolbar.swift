import Foundation

/// A bar of bar button items, at the bottom of a navigation controller (its top controller's
/// `toolbarItems`) or anywhere an app puts one. Items sit from 16 pt margins, 8 pt apart;
/// flexible spaces share out the room left over, fixed spaces keep their width.
@preconcurrency @MainActor open class UIToolbar: UIView {
    nonisolated deinit {}
    /// The proxy for every Toolbar (and subclass): its properties as well as the colours.
    open override class func appearance() -> UIToolbarAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: nil) { UIToolbarAppearanceProxy(viewClass: $0, traits: $1, containers: $2) }
    }
    open override class func appearance(for trait: UITraitCollection) -> UIToolbarAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: trait) { UIToolbarAppearanceProxy(viewClass: $0, traits: $1, containers: $2) }
    }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIToolbarAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: nil, containers: containerTypes) { UIToolbarAppearanceProxy(viewClass: $0, traits: $1, containers: $2) }
    }
    open override class func appearance(for trait: UITraitCollection,
                                        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIToolbarAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: trait, containers: containerTypes) { UIToolbarAppearanceProxy(viewClass: $0, traits: $1, containers: $2) }
    }

    /// UIKit's compact toolbar: 44 pt tall above the safe area's bottom.
    package static let barHeight: CGFloat = 44

    open var items: [UIBarButtonItem]? { didSet { itemsChanged() } }
    /// Whether content runs under the bar (true, UIKit's default).
    open var isTranslucent: Bool {
        get { appearanceValue("isTranslucent", own: ownAppearance) ?? true }
        set { ownAppearance["isTranslucent"] = newValue; superview?.setNeedsLayout(); refreshAppearance() }
    }
    /// What the app set on this toolbar of its appearance properties, by name (over the proxies').
    private var ownAppearance: [String: Any] = [:]
    /// The old way to colour the bar: over both appearances' backgrounds.
    open override var backgroundColor: UIColor? {
        get { legacyBackgroundColor }
        set { legacyBackgroundColor = newValue; refreshAppearance() }
    }
    private var legacyBackgroundColor: UIColor?

    // MARK: Appearance (iOS 13; the old properties below feed the standard appearance)

    /// (What the app set for this toolbar wins over `UIToolbar.appearance()`'s.)
    open var standardAppearance: UIToolbarAppearance {
        get { ownStandard ?? proxied { $0.standardAppearance } ?? defaultStandard }
        set { ownStandard = newValue; refreshAppearance() }
    }
    private var ownStandard: UIToolbarAppearance?
    private let defaultStandard = UIToolbarAppearance()
    open var compactAppearance: UIToolbarAppearance? { didSet { refreshAppearance() } }
    /// The look of a navigation controller's toolbar with its content's end in view (or no scroll
    /// view); nil: the standard one without its background and shadow, as iOS 15 draws it.
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { refreshAppearance() } }
    open var compactScrollEdgeAppearance: UIToolbarAppearance? { didSet { refreshAppearance() } }
    open var barTintColor: UIColor? { didSet { refreshAppearance() } }
    open var barStyle: UIBarStyle {
        get { appearanceValue("barStyle", own: ownAppearance) ?? .default }
        set { ownAppearance["barStyle"] = newValue; refreshAppearance() }
    }

    /// The old background image for a position and bar metrics (a toolbar is at the `.bottom`
    /// position, or `.top` in the upper half of its superview; a phone in landscape uses the
    /// compact metrics'); where none was set for the position, `.any`'s, for the metrics, `.default`'s.
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        ownAppearance[Self.backgroundImageKey(topOrBottom, barMetrics)] = backgroundImage as Any
        refreshAppearance()
    }
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        appearanceValue(Self.backgroundImageKey(topOrBottom, barMetrics), own: ownAppearance)
    }
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        ownAppearance[Self.shadowImageKey(topOrBottom)] = shadowImage as Any
        refreshAppearance()
    }
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        appearanceValue(Self.shadowImageKey(topOrBottom), own: ownAppearance)
    }

    static func backgroundImageKey(_ position: UIBarPosition, _ metrics: UIBarMetrics) -> String {
        "backgroundImage.\(position.rawValue).\(metrics.rawValue)"
    }
    static func shadowImageKey(_ position: UIBarPosition) -> String { "shadowImage.\(position.rawValue)" }

    /// Where the toolbar is: at the top when it sits in the upper half of its superview.
    private var barPosition: UIBarPosition {
        guard let superview else { return .bottom }
        return frame.midY < superview.bounds.midY ? .top : .bottom
    }

    private var legacyBackgroundImage: UIImage? {
        for metrics in [isCompactHeight ? UIBarMetrics.compact : .default, .default] {
            for p in [barPosition, .any] { if let image = backgroundImage(forToolbarPosition: p, barMetrics: metrics) { return image } }
        }
        return nil
    }

    /// The position the last layout found (a move to the other half changes the images).
    private var laidOutPosition = UIBarPosition.bottom

    private var legacyShadowImage: UIImage? { shadowImage(forToolbarPosition: barPosition) ?? shadowImage(forToolbarPosition: .any) }

    /// From 0 (the scroll-edge look) to 1 (the standard look): a navigation controller sets it
    /// from its content; a toolbar of its own shows its standard look.
    var scrollEdgeProgress: CGFloat = 1 {
        didSet { if scrollEdgeProgress != oldValue { applyEdgeProgress() } }
    }

    private var isCompactHeight: Bool { traitCollection.verticalSizeClass == .compact }

    private var effectiveStandard: UIToolbarAppearance {
        let base = (isCompactHeight ? compactAppearance ?? proxied { $0.compactAppearance } : nil) ?? standardAppearance
        let barTintColor = self.barTintColor ?? proxied { $0.barTintColor }
        let barStyle = self.barStyle, backgroundImage = legacyBackgroundImage, shadowImage = legacyShadowImage
        guard barTintColor != nil || barStyle != .default || backgroundImage != nil || shadowImage != nil else { return base }
        let a = UIToolbarAppearance(barAppearance: base)
        a.applyLegacy(barTintColor: barTintColor, barStyle: barStyle, isTranslucent: isTranslucent,
                      backgroundImage: backgroundImage, shadowImage: shadowImage)
        return a
    }

    private var effectiveScrollEdge: UIToolbarAppearance {
        if let edge = (isCompactHeight ? compactScrollEdgeAppearance ?? proxied({ $0.compactScrollEdgeAppearance }) : nil) ?? scrollEdgeAppearance ?? proxied({ $0.scrollEdgeAppearance }) { return edge }
        let c = UIToolbarAppearance(barAppearance: effectiveStandard)
        c.configureWithTransparentBackground()
        return c
    }

    /// Appearance proxies (or the traits) changed: the toolbar draws its appearances again.
    override func traitsDidChange() {
        super.traitsDidChange()
        refreshAppearance()
        superview?.setNeedsLayout()
    }

    private func refreshAppearance() {
        let standard = effectiveStandard
        backgrounds.apply(standard: standard, edge: effectiveScrollEdge, legacyColor: legacyBackgroundColor)
        itemViews.titleAttributes = { [weak self] item, state in
            guard let self else { return nil }
            let a = self.scrollEdgeProgress >= 0.5 ? self.effectiveStandard : self.effectiveScrollEdge
            let attributes = (item.style == .done ? a.doneButtonAppearance : a.buttonAppearance).titleAttributes(for: state)
            return attributes.isEmpty ? nil : attributes
        }
        applyEdgeProgress()
        itemsChanged()
    }

    private func applyEdgeProgress() { backgrounds.progress = scrollEdgeProgress }

    private let backgrounds = BarBackgrounds(separatorEdge: .top)
    private lazy var itemViews = BarItemViews(bar: self)
    private var views: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpToolbar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpToolbar()
    }

    private func setUpToolbar() {
        super.backgroundColor = nil
        backgrounds.install(in: self)
        refreshAppearance()
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    private func itemsChanged() {
        views = itemViews.views(for: items ?? []) { [weak self] in self?.itemsChanged() }
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if barPosition != laidOutPosition {
            laidOutPosition = barPosition
            refreshAppearance()
        }
        let b = bounds
        backgrounds.frame = b
        let items = self.items ?? []
        let widths = zip(items, views).map { BarItemViews.width(of: $0, view: $1) }
        let gaps = CGFloat(max(items.count - 1, 0)) * UINavigationBar.itemSpacing
        let room = max(b.width - 2 * UINavigationBar.itemMargin - widths.reduce(0, +) - gaps, 0)
        let flexible = items.filter { $0.isFlexibleSpace }.count
        var x = UINavigationBar.itemMargin
        for ((item, view), width) in zip(zip(items, views), widths) {
            let w = item.isFlexibleSpace ? room / CGFloat(flexible) : width
            BarItemViews.place(view, x: x, width: w, top: 0, height: Self.barHeight)
            x += w + UINavigationBar.itemSpacing
        }
    }
}
