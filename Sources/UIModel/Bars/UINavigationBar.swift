import Foundation

/// The bar at the top of a navigation controller: the top controller's navigation item (its
/// title or title view, its bar button items) and a back button titled after the controller
/// below.
@preconcurrency @MainActor open class UINavigationBar: UIView {
    nonisolated deinit {}
    /// The proxy for every NavigationBar (and subclass): its properties as well as the colours.
    open override class func appearance() -> UINavigationBarAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: nil) { UINavigationBarAppearanceProxy(viewClass: $0, traits: $1, containers: $2) }
    }
    open override class func appearance(for trait: UITraitCollection) -> UINavigationBarAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: trait) { UINavigationBarAppearanceProxy(viewClass: $0, traits: $1, containers: $2) }
    }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UINavigationBarAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: nil, containers: containerTypes) { UINavigationBarAppearanceProxy(viewClass: $0, traits: $1, containers: $2) }
    }
    open override class func appearance(for trait: UITraitCollection,
                                        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UINavigationBarAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: trait, containers: containerTypes) { UINavigationBarAppearanceProxy(viewClass: $0, traits: $1, containers: $2) }
    }

    /// The bar's height below the safe area's top (UIKit's, as iOS 17 lays it out on every iPhone).
    static let barHeight: CGFloat = 44
    /// Where bar button items start from the bar's edges (UIKit's compact-width margin), the
    /// space between neighbouring items, and the back button's inset (its chevron sits closer).
    static let itemMargin: CGFloat = 16
    static let itemSpacing: CGFloat = 8
    static let backButtonInset: CGFloat = 8
    /// The narrowest the title may be squeezed from either side (the old fixed title inset).
    static let minimumTitleInset: CGFloat = 100
    /// The large title's area below the 44 pt row: 96 pt in all (UIKit's, iOS 11 and later), the
    /// title's font (UIKit's large title: the largeTitle text style's 34 pt, bold), and the space
    /// below its line.
    static let largeTitleAreaHeight: CGFloat = 52
    static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
    static let largeTitleBottomInset: CGFloat = 8
    /// Over the last points of a collapse the inline title and the bar's background fade in (as
    /// iOS 15's bar turns from its transparent scroll-edge look to its standard one).
    static let largeTitleFadeDistance: CGFloat = 12
    /// The integrated search bar's area under the title (iOS 13 and later: the 36 pt search
    /// field with 8 pt above and below it).
    static let searchAreaHeight: CGFloat = 52


    let titleLabel = UILabel(frame: .zero)
    let backButton = UIButton(type: .system)
    /// The large title, in an area under the row that clips it as it collapses.
    let largeTitleLabel = UILabel(frame: .zero)
    private let largeTitleArea = UIView(frame: .zero)
    /// The top item's search controller's search bar, in an area under the titles that clips it
    /// as it collapses.
    private let searchArea = UIView(frame: .zero)
    /// The search area's height as the navigation controller lays it out (nil: no search bar).
    var searchAreaHeight: CGFloat? { didSet { if searchAreaHeight != oldValue { setNeedsLayout() } } }
    /// While an active search controller hides the navigation bar: the row and the large title
    /// move out of sight and the search bar sits at the bar's top.
    var showsSearchOnly = false { didSet { if showsSearchOnly != oldValue { setNeedsLayout() } } }
    /// The row's height now: none while only the search bar shows.
    private var rowHeight: CGFloat { showsSearchOnly ? 0 : Self.barHeight }
    /// The bar's colour, reaching up behind the status bar as on iOS: the standard appearance's,
    /// and over it the scroll-edge appearance's, which fades out as content scrolls under the bar.
    private let backgrounds = BarBackgrounds(separatorEdge: .bottom)
    /// How far the background reaches above the bar (its controller sets the safe area's top).
    var backgroundTopExtension: CGFloat = 0 { didSet { if backgroundTopExtension != oldValue { setNeedsLayout() } } }

    /// Whether content runs under the bar (true, UIKit's default: the content's safe area
    /// starts below the bar) or starts below it.
    open var isTranslucent: Bool {
        get { appearanceValue("isTranslucent", own: ownAppearance) ?? true }
        set { ownAppearance["isTranslucent"] = newValue; superview?.setNeedsLayout(); refreshAppearance() }
    }
    /// What the app set on this bar of its appearance properties, by name (over the proxies').
    private var ownAppearance: [String: Any] = [:]

    /// Whether the bar shows its top item's title large, in an area below the row, when the
    /// item's `largeTitleDisplayMode` allows it.
    open var prefersLargeTitles: Bool {
        get { appearanceValue("prefersLargeTitles", own: ownAppearance) ?? false }
        set { ownAppearance["prefersLargeTitles"] = newValue; superview?.setNeedsLayout() }
    }

    /// The height of the large title's area as the navigation controller lays it out: nil when the
    /// top item's title is inline, 52 at rest, less as the content scrolls up, more when pulled down.
    var largeTitleHeight: CGFloat? { didSet { if largeTitleHeight != oldValue { setNeedsLayout() } } }

    /// The old way to colour the bar: over both appearances' backgrounds.
    open override var backgroundColor: UIColor? {
        get { legacyBackgroundColor }
        set { legacyBackgroundColor = newValue; refreshAppearance() }
    }
    private var legacyBackgroundColor: UIColor?

    // MARK: Appearance (iOS 13; the old properties below feed the standard appearance)

    /// The bar's look with content scrolled under it.
    /// (What the app set for this bar wins over `UINavigationBar.appearance()`'s.)
    open var standardAppearance: UINavigationBarAppearance {
        get { ownStandard ?? proxied { $0.standardAppearance } ?? defaultStandard }
        set { ownStandard = newValue; refreshAppearance() }
    }
    private var ownStandard: UINavigationBarAppearance?
    private let defaultStandard = UINavigationBarAppearance()
    /// The look in a compact height (a phone in landscape); nil: the standard one.
    open var compactAppearance: UINavigationBarAppearance? { didSet { refreshAppearance() } }
    /// The look with the content at its top (or no scroll view); nil: the standard one without
    /// its background and shadow, as iOS 15 and later draw it.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { refreshAppearance() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { refreshAppearance() } }

    /// The old bar colour: the standard appearance's background (opaque when not translucent).
    open var barTintColor: UIColor? { didSet { refreshAppearance() } }
    /// The old colour scheme: `.black` is a dark bar with white titles.
    open var barStyle: UIBarStyle {
        get { appearanceValue("barStyle", own: ownAppearance) ?? .default }
        set { ownAppearance["barStyle"] = newValue; refreshAppearance() }
    }
    /// The old shadow image (an empty image hides the hairline).
    open var shadowImage: UIImage? {
        get { appearanceValue("shadowImage", own: ownAppearance) }
        set { ownAppearance["shadowImage"] = newValue as Any; refreshAppearance() }
    }
    /// The back button's chevron in place of UIKit's (drawn in the bar's tint colour).
    open var backIndicatorImage: UIImage? {
        get { appearanceValue("backIndicatorImage", own: ownAppearance) }
        set { ownAppearance["backIndicatorImage"] = newValue as Any; refreshAppearance() }
    }
    /// The mask the back button's title slides under in a push.
    ///
    /// Stored, no effect here: the title cross-fades.
    open var backIndicatorTransitionMaskImage: UIImage? {
        get { appearanceValue("backIndicatorTransitionMaskImage", own: ownAppearance) }
        set { ownAppearance["backIndicatorTransitionMaskImage"] = newValue as Any }
    }

    /// The old background image for a bar position and bar metrics (a phone in landscape uses
    /// the compact metrics'; a bar under the status bar is at the `.topAttached` position);
    /// where none was set for the position, `.any`'s, and for the metrics, `.default`'s.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        ownAppearance[Self.backgroundImageKey(barPosition, barMetrics)] = backgroundImage as Any
        refreshAppearance()
    }
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        appearanceValue(Self.backgroundImageKey(barPosition, barMetrics), own: ownAppearance)
    }
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImage(for: .any, barMetrics: barMetrics) }

    /// Moves the title up (negative) or down for a bar metrics.
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        ownAppearance[Self.titleAdjustmentKey(barMetrics)] = adjustment
        setNeedsLayout()
    }
    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        appearanceValue(Self.titleAdjustmentKey(barMetrics), own: ownAppearance) ?? 0
    }

    static func backgroundImageKey(_ position: UIBarPosition, _ metrics: UIBarMetrics) -> String {
        "backgroundImage.\(position.rawValue).\(metrics.rawValue)"
    }
    static func titleAdjustmentKey(_ metrics: UIBarMetrics) -> String { "titleVerticalPositionAdjustment.\(metrics.rawValue)" }

    /// The bar's metrics now: compact in a compact height.
    private var barMetrics: UIBarMetrics { isCompactHeight ? .compact : .default }

    /// The background image that applies now, as UIKit looks it up.
    private var legacyBackgroundImage: UIImage? {
        let position: UIBarPosition = backgroundTopExtension > 0 ? .topAttached : .top
        for metrics in [barMetrics, .default] {
            for p in [position, .any] { if let image = backgroundImage(for: p, barMetrics: metrics) { return image } }
        }
        return nil
    }

    /// How far content has scrolled under the bar, from 0 (at the scroll edge) to 1 (the
    /// standard look); the navigation controller sets it from the content's scroll view.
    var scrollEdgeProgress: CGFloat = 0 {
        didSet { if scrollEdgeProgress != oldValue { applyEdgeProgress() } }
    }

    /// The standard appearance with the old properties in it, as UIKit merges them.
    private var effectiveStandard: UINavigationBarAppearance {
        let compact = topItem?.compactAppearance ?? compactAppearance ?? proxied { $0.compactAppearance }
        let base = (isCompactHeight ? compact : nil) ?? topItem?.standardAppearance ?? standardAppearance
        let barTintColor = self.barTintColor ?? proxied { $0.barTintColor }
        let titleTextAttributes = self.titleTextAttributes ?? proxied { $0.titleTextAttributes }
        let largeTitleTextAttributes = self.largeTitleTextAttributes ?? proxied { $0.largeTitleTextAttributes }
        let backgroundImage = legacyBackgroundImage, backIndicator = backIndicatorImage
        guard barTintColor != nil || barStyle != .default || shadowImage != nil || backgroundImage != nil || backIndicator != nil
                || titleTextAttributes != nil || largeTitleTextAttributes != nil else { return base }
        let a = UINavigationBarAppearance(barAppearance: base)
        a.applyLegacy(barTintColor: barTintColor, barStyle: barStyle, isTranslucent: isTranslucent,
                      backgroundImage: backgroundImage, shadowImage: shadowImage)
        if let backIndicator { a.setBackIndicatorImage(backIndicator, transitionMaskImage: backIndicatorTransitionMaskImage) }
        if barStyle == .black { a.titleTextAttributes[.foregroundColor] = UIColor.white }
        if let titleTextAttributes { a.titleTextAttributes.merge(titleTextAttributes) { $1 } }
        if let largeTitleTextAttributes { a.largeTitleTextAttributes.merge(largeTitleTextAttributes) { $1 } }
        return a
    }

    private var effectiveScrollEdge: UINavigationBarAppearance {
        (isCompactHeight ? topItem?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance ?? proxied { $0.compactScrollEdgeAppearance } : nil)
            ?? topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? proxied { $0.scrollEdgeAppearance } ?? effectiveStandard.transparentCopy()
    }

    private var isCompactHeight: Bool { traitCollection.verticalSizeClass == .compact }

    /// Appearance proxies (or the traits) changed: the bar draws its appearances again.
    override func traitsDidChange() {
        super.traitsDidChange()
        refreshAppearance()
        superview?.setNeedsLayout()
    }

    /// The appearances' backgrounds and titles, for the bar's current item and edge.
    private func refreshAppearance() {
        let standard = effectiveStandard, edge = effectiveScrollEdge
        backgrounds.apply(standard: standard, edge: edge, legacyColor: legacyBackgroundColor)
        shownAppearance = scrollEdgeProgress >= 0.5 ? standard : edge
        applyEdgeProgress()
    }

    /// The appearance whose titles and buttons show (the nearer of the two).
    private var shownAppearance: UINavigationBarAppearance? {
        didSet { if shownAppearance !== oldValue { applyTitles() } }
    }

    /// The titles and bar button items in the shown appearance's attributes.
    private func applyTitles() {
        titleLabel.setText(topItem?.title, attributes: shownAppearance?.titleTextAttributes)
        largeTitleLabel.setText(topItem?.title, attributes: shownAppearance?.largeTitleTextAttributes)
        applyBackButton()
        itemViews.titleAttributes = { [weak self] item, state in
            guard let a = self?.shownAppearance else { return nil }
            let attributes = (item.style == .done ? a.doneButtonAppearance : a.buttonAppearance).titleAttributes(for: state)
            return attributes.isEmpty ? nil : attributes
        }
        layOutItems()
    }

    private func applyEdgeProgress() {
        backgrounds.progress = scrollEdgeProgress
        let nearer = scrollEdgeProgress >= 0.5 ? effectiveStandard : effectiveScrollEdge
        if nearer !== shownAppearance, (nearer.titleTextAttributes as NSDictionary) != ((shownAppearance?.titleTextAttributes ?? [:]) as NSDictionary) {
            shownAppearance = nearer
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpNavigationBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpNavigationBar()
    }

    private func setUpNavigationBar() {
        super.backgroundColor = nil
        backgrounds.install(in: self)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        backButton.titleLabel?.font = .systemFont(ofSize: 17)
        backButton.accessibilityIdentifier = "navigationBack"
        // The chevron leads at the button's edge, the title follows it after UIKit's gap.
        backButton.contentHorizontalAlignment = .leading
        backButton.titleEdgeInsets = UIEdgeInsets(top: 0, left: BackIndicator.titleSpacing, bottom: 0, right: -BackIndicator.titleSpacing)
        backButton.contentEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: BackIndicator.titleSpacing)
        titleLabel.accessibilityTraits = [.staticText, .header]
        largeTitleLabel.font = Self.largeTitleFont
        largeTitleLabel.accessibilityTraits = [.staticText, .header]
        largeTitleArea.clipsToBounds = true
        largeTitleArea.addSubview(largeTitleLabel)
        searchArea.clipsToBounds = true
        searchArea.isHidden = true
        [titleLabel, backButton, largeTitleArea, searchArea].forEach(addSubview)
        backButton.isHidden = true
        // Under Auto Layout a bar keeps its height: the views beside it stretch, not the bar
        // (Interface Builder lays out a bar on its own 44 points tall between them, as iOS does).
        // High, not required, so a height the app constrains the bar to wins.
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        setContentCompressionResistancePriority(.defaultHigh, for: .vertical)
        // A bar on its own pops its own items; a navigation controller's bar pops its controllers.
        backButton.addAction(UIAction { [weak self] _ in
            guard let self, self.standaloneItems != nil else { return }
            _ = self.popItem(animated: true)
        }, for: .touchUpInside)
    }

    // MARK: A bar on its own

    /// The items a bar on its own shows, bottom first (nil for a navigation controller's bar,
    /// which shows its controllers' items).
    private var standaloneItems: [UINavigationItem]?

    /// The bar's items, bottom first: the top item is shown, the one below titles the back
    /// button. A navigation controller's bar lists the items it shows.
    open var items: [UINavigationItem]? {
        get { standaloneItems ?? [backItem, topItem].compactMap { $0 } }
        set { setItems(newValue, animated: false) }
    }

    /// Shows `items` in a bar that is not a navigation controller's.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        standaloneItems = items ?? []
        update(top: items?.last, back: (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil)
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((standaloneItems ?? []) + [item], animated: animated)
    }

    /// Removes the top item (the bar's back button does this), returning it.
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var list = standaloneItems, let top = list.popLast() else { return nil }
        setItems(list, animated: animated)
        return top
    }

    /// A bar's 44-point height, which Auto Layout gives a bar on its own.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    /// The title's text attributes (font, colour, shadow, ...); what they do not set stays
    /// UIKit's (17 pt semibold, the label colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { refreshAppearance() } }
    /// The large title's text attributes (default 34 pt bold).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { refreshAppearance() } }

    /// The top item, and the item below it when there is one (which titles the back button).
    open private(set) var topItem: UINavigationItem?
    open private(set) var backItem: UINavigationItem?
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    /// The views of the top item's bar button items.
    var barItemViews: [UIView] { leftViews + rightViews }
    /// The views made for items, kept while the items are shown so a change keeps their state.
    private lazy var itemViews = BarItemViews(bar: self)
    private var titleView: UIView?

    var showsBackButton: Bool {
        guard let topItem, backItem != nil, !topItem.hidesBackButton else { return false }
        return (topItem.leftBarButtonItems ?? []).isEmpty || topItem.leftItemsSupplementBackButton
    }

    func update(top: UINavigationItem?, back: UINavigationItem?) {
        topItem = top
        backItem = back
        refreshAppearance()
        titleLabel.setText(top?.title, attributes: shownAppearance?.titleTextAttributes)
        largeTitleLabel.setText(top?.title, attributes: shownAppearance?.largeTitleTextAttributes)
        applyBackButton()
        if titleView !== top?.titleView {
            titleView?.removeFromSuperview()
            titleView = top?.titleView
            if let titleView { addSubview(titleView) }
        }
        titleLabel.isHidden = titleView != nil
        let searchBar = top?.searchController?.searchBar
        if searchArea.subviews.first !== searchBar {
            searchArea.subviews.forEach { $0.removeFromSuperview() }
            if let searchBar { searchArea.addSubview(searchBar) }
        }
        layOutItems()
    }

    /// The back button: the item below's back title after UIKit's chevron, or after the
    /// appearance's own back indicator image when the app set one.
    private func applyBackButton() {
        let backTitle = backItem?.backTitle ?? "Back"
        backButton.isHidden = !showsBackButton
        let indicator = shownAppearance?.backIndicatorImage ?? BackIndicator.image
        backButton.setImage(indicator.withRenderingMode(.alwaysTemplate), for: .normal)
        backButton.setTitle(backTitle, for: .normal)
        backButton.accessibilityLabel = backTitle
    }

    /// Makes (or refreshes) the views of the top item's bar button items.
    private func layOutItems() {
        let left = topItem?.leftBarButtonItems ?? [], right = topItem?.rightBarButtonItems ?? []
        let views = itemViews.views(for: left + right) { [weak self] in self?.update(top: self?.topItem, back: self?.backItem) }
        leftViews = Array(views.prefix(left.count))
        rightViews = Array(views.dropFirst(left.count))
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        let b = bounds, top: CGFloat = rowHeight - Self.barHeight
        layoutLargeTitle()
        layoutSearchArea()
        let rowAlpha: CGFloat = showsSearchOnly ? 0 : 1
        for view in [backButton] + barItemViews + [titleView].compactMap({ $0 }) { view.alpha = rowAlpha }
        titleLabel.alpha = min(titleLabel.alpha, rowAlpha)
        backgrounds.frame = CGRect(x: 0, y: -backgroundTopExtension, width: b.width, height: b.height + backgroundTopExtension)
        let size = backButton.intrinsicContentSize
        backButton.frame = CGRect(x: Self.backButtonInset, y: top + (Self.barHeight - size.height) / 2,
                                  width: min(size.width + 8, 100), height: size.height)
        var leading = showsBackButton ? backButton.frame.maxX + Self.itemSpacing : Self.itemMargin
        for (item, view) in zip(topItem?.leftBarButtonItems ?? [], leftViews) {
            let width = BarItemViews.width(of: item, view: view)
            BarItemViews.place(view, x: leading, width: width, top: top, height: Self.barHeight)
            leading += width + Self.itemSpacing
        }
        var trailing = b.width - Self.itemMargin
        for (item, view) in zip(topItem?.rightBarButtonItems ?? [], rightViews) {
            let width = BarItemViews.width(of: item, view: view)
            trailing -= width
            BarItemViews.place(view, x: trailing, width: width, top: top, height: Self.barHeight)
            trailing -= Self.itemSpacing
        }
        // Title and title view stay centred in the bar, as narrow as the items on either side need.
        let itemsInset = max(leading, b.width - trailing)
        let inset = max(Self.minimumTitleInset, itemsInset)
        let adjustment = shownAppearance?.titlePositionAdjustment ?? .zero
        titleLabel.frame = CGRect(x: inset + adjustment.horizontal, y: top + adjustment.vertical + titleVerticalPositionAdjustment(for: barMetrics),
                                  width: max(b.width - 2 * inset, 0), height: Self.barHeight)
        if let titleView {
            let natural = titleView.bounds.size == .zero ? titleView.intrinsicContentSize : titleView.bounds.size
            let width = min(max(natural.width, 0), max(b.width - 2 * itemsInset, 0))
            let height = min(max(natural.height, 0), Self.barHeight)
            titleView.frame = CGRect(x: (b.width - width) / 2, y: top + (Self.barHeight - height) / 2, width: width, height: height)
        }
    }

    /// The large title sits on the area's bottom, so it rises with the content and is cut off by
    /// the row; the inline title and the background appear as it goes (an app's title view is
    /// left as the app set it).
    private func layoutLargeTitle() {
        let b = bounds
        guard let height = largeTitleHeight else {
            largeTitleArea.isHidden = true
            titleLabel.alpha = 1
            return
        }
        largeTitleArea.isHidden = false
        largeTitleArea.frame = CGRect(x: 0, y: rowHeight, width: b.width, height: max(height, 0))
        let lineHeight = ceil(Self.largeTitleFont.lineHeight)
        largeTitleLabel.frame = CGRect(x: Self.itemMargin, y: height - Self.largeTitleBottomInset - lineHeight,
                                       width: max(b.width - 2 * Self.itemMargin, 0), height: lineHeight)
        titleLabel.alpha = min(max(1 - height / Self.largeTitleFadeDistance, 0), 1)
    }

    /// The search bar sits on its area's bottom under the titles, so it slides under the row as
    /// the area collapses; its field keeps the bar's item margins.
    private func layoutSearchArea() {
        guard let height = searchAreaHeight, let searchBar = searchArea.subviews.first else {
            searchArea.isHidden = true
            return
        }
        let b = bounds
        searchArea.isHidden = false
        searchArea.frame = CGRect(x: 0, y: rowHeight + (largeTitleHeight ?? 0), width: b.width, height: max(height, 0))
        searchBar.frame = CGRect(x: 0, y: height - Self.searchAreaHeight, width: b.width, height: Self.searchAreaHeight)
        // Its field lines up with the bar's items and large title.
        let margins = UIEdgeInsets(top: 0, left: Self.itemMargin, bottom: 0, right: Self.itemMargin)
        if searchBar.layoutMargins != margins { searchBar.layoutMargins = margins }
        searchBar.alpha = min(max(height / Self.searchAreaHeight, 0), 1)
    }
}
