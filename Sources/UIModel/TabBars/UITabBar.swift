import Foundation

/// Hears the user select a tab bar's item.
@preconcurrency @MainActor public protocol UITabBarDelegate: NSObjectProtocol {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

/// The bar of tabs at the bottom of a tab bar controller: its items side by side, equally wide,
/// each an image over a title, the selected one in the tint colour, with badges.
@preconcurrency @MainActor open class UITabBar: UIView {
    nonisolated deinit {}
    /// The proxy for every TabBar (and subclass): its properties as well as the colours.
    open override class func appearance() -> UITabBarAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: nil) { UITabBarAppearanceProxy(viewClass: $0, traits: $1, containers: $2) }
    }
    open override class func appearance(for trait: UITraitCollection) -> UITabBarAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: trait) { UITabBarAppearanceProxy(viewClass: $0, traits: $1, containers: $2) }
    }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITabBarAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: nil, containers: containerTypes) { UITabBarAppearanceProxy(viewClass: $0, traits: $1, containers: $2) }
    }
    open override class func appearance(for trait: UITraitCollection,
                                        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITabBarAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: trait, containers: containerTypes) { UITabBarAppearanceProxy(viewClass: $0, traits: $1, containers: $2) }
    }

    /// UIKit's compact tab bar: 49 pt above the safe area's bottom; 10 pt medium titles under
    /// a 28 pt image box (iOS 13 and later).
    package static let barHeight: CGFloat = 49
    static let imageSide: CGFloat = 28
    static let imageTop: CGFloat = 4
    static let titleFontSize: CGFloat = 10
    static let titleTop: CGFloat = 33
    /// Badges: 18 pt tall capsules with 13 pt white text, centred 2 pt in from the image box's
    /// top-right corner (iOS 13 and later).
    static let badgeHeight: CGFloat = 18
    static let badgeFontSize: CGFloat = 13
    static let badgePadding: CGFloat = 5
    /// The unselected items' colour: iOS's grey.
    static let defaultUnselectedColor = UIColor.systemGray

    open var items: [UITabBarItem]? { didSet { itemsChanged() } }
    open weak var selectedItem: UITabBarItem? { didSet { setNeedsLayout() } }
    open weak var delegate: UITabBarDelegate?
    /// The unselected items' colour (nil: grey).
    open var unselectedItemTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Whether content runs under the bar (true, UIKit's default).
    open var isTranslucent: Bool {
        get { appearanceValue("isTranslucent", own: ownAppearance) ?? true }
        set { ownAppearance["isTranslucent"] = newValue; superview?.setNeedsLayout(); refreshAppearance() }
    }
    /// What the app set on this bar of its appearance properties, by name (over the proxies').
    private var ownAppearance: [String: Any] = [:]
    /// The old way to colour the bar: over both appearances' backgrounds.
    open override var backgroundColor: UIColor? {
        get { legacyBackgroundColor }
        set { legacyBackgroundColor = newValue; refreshAppearance() }
    }
    private var legacyBackgroundColor: UIColor?

    /// How items share a regular-width bar (kept; phone bars fill the width).
    nonisolated public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }
    open var itemPositioning: ItemPositioning {
        get { appearanceValue("itemPositioning", own: ownAppearance) ?? .automatic }
        set { ownAppearance["itemPositioning"] = newValue }
    }

    // MARK: Appearance (iOS 13; the old properties below feed the standard appearance)

    /// The bar's look with content scrolled under it.
    /// (What the app set for this bar wins over `UITabBar.appearance()`'s.)
    open var standardAppearance: UITabBarAppearance {
        get { ownStandard ?? proxied { $0.standardAppearance } ?? defaultStandard }
        set { ownStandard = newValue; refreshAppearance() }
    }
    private var ownStandard: UITabBarAppearance?
    private let defaultStandard = UITabBarAppearance()
    /// The look with the content scrolled to its end (or no scroll view); nil: the standard one
    /// without its background and shadow, as iOS 15 and later draw it.
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { refreshAppearance() } }
    open var barTintColor: UIColor? { didSet { refreshAppearance() } }
    open var barStyle: UIBarStyle {
        get { appearanceValue("barStyle", own: ownAppearance) ?? .default }
        set { ownAppearance["barStyle"] = newValue; refreshAppearance() }
    }
    open var backgroundImage: UIImage? {
        get { appearanceValue("backgroundImage", own: ownAppearance) }
        set { ownAppearance["backgroundImage"] = newValue as Any; refreshAppearance() }
    }
    open var shadowImage: UIImage? {
        get { appearanceValue("shadowImage", own: ownAppearance) }
        set { ownAppearance["shadowImage"] = newValue as Any; refreshAppearance() }
    }
    /// An image behind the selected item, stretched over its part of the bar (none by default).
    open var selectionIndicatorImage: UIImage? {
        get { appearanceValue("selectionIndicatorImage", own: ownAppearance) }
        set { ownAppearance["selectionIndicatorImage"] = newValue as Any; setNeedsLayout() }
    }

    /// From 0 (content at its end: the scroll-edge look) to 1 (content under the bar: the
    /// standard look); the tab bar controller sets it from the content's scroll view.
    var scrollEdgeProgress: CGFloat = 0 {
        didSet { if scrollEdgeProgress != oldValue { applyEdgeProgress() } }
    }

    /// The standard appearance with the old properties in it.
    private var effectiveStandard: UITabBarAppearance {
        let barTintColor = self.barTintColor ?? proxied { $0.barTintColor }
        let barStyle = self.barStyle, backgroundImage = self.backgroundImage, shadowImage = self.shadowImage
        guard barTintColor != nil || barStyle != .default || backgroundImage != nil || shadowImage != nil else { return standardAppearance }
        let a = UITabBarAppearance(barAppearance: standardAppearance)
        a.applyLegacy(barTintColor: barTintColor, barStyle: barStyle, isTranslucent: isTranslucent,
                      backgroundImage: backgroundImage, shadowImage: shadowImage)
        return a
    }

    /// Appearance proxies (or the traits) changed: the bar draws its appearances again.
    override func traitsDidChange() {
        super.traitsDidChange()
        refreshAppearance()
        superview?.setNeedsLayout()
    }

    private func refreshAppearance() {
        let standard = effectiveStandard
        backgrounds.apply(standard: standard, edge: scrollEdgeAppearance ?? proxied { $0.scrollEdgeAppearance } ?? standard.transparentCopy(),
                          legacyColor: legacyBackgroundColor)
        applyEdgeProgress()
        setNeedsLayout()
    }

    private func applyEdgeProgress() {
        backgrounds.progress = scrollEdgeProgress
        setNeedsLayout()
    }

    /// The item state look of the appearance nearer now (stacked layout, as phones draw).
    private func itemAppearance(selected: Bool, enabled: Bool) -> UITabBarItemStateAppearance {
        let a = scrollEdgeProgress >= 0.5 ? effectiveStandard : (scrollEdgeAppearance ?? proxied { $0.scrollEdgeAppearance } ?? effectiveStandard)
        let layout = a.stackedLayoutAppearance
        return !enabled ? layout.disabled : selected ? layout.selected : layout.normal
    }

    private final class ItemView: UIView {
        nonisolated deinit {}
        let selectionIndicator = UIImageView(frame: .zero)
        let imageView = UIImageView(frame: .zero)
        let titleLabel = UILabel(frame: .zero)
        let badge = UILabel(frame: .zero)
        override init(frame: CGRect) {
            super.init(frame: frame)
            setUpItemView()
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUpItemView()
        }

        private func setUpItemView() {
            titleLabel.font = .systemFont(ofSize: UITabBar.titleFontSize, weight: .medium)
            titleLabel.textAlignment = .center
            imageView.contentMode = .scaleAspectFit
            badge.font = .systemFont(ofSize: UITabBar.badgeFontSize)
            badge.textColor = .white
            badge.textAlignment = .center
            badge.layer.cornerRadius = UITabBar.badgeHeight / 2
            badge.clipsToBounds = true
            for v in [selectionIndicator, imageView, titleLabel, badge] { v.isUserInteractionEnabled = false; addSubview(v) }
            accessibilityTraits = .button
        }
    }

    private let backgrounds = BarBackgrounds(separatorEdge: .top)
    private var itemViews: [ItemView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTabBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpTabBar()
    }

    private func setUpTabBar() {
        super.backgroundColor = nil
        backgrounds.install(in: self)
        refreshAppearance()
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    private func itemsChanged() {
        let items = self.items ?? []
        while itemViews.count > items.count { itemViews.removeLast().removeFromSuperview() }
        while itemViews.count < items.count {
            let view = ItemView(frame: .zero)
            addSubview(view)
            itemViews.append(view)
        }
        for item in items {
            item.changeHandlers[ObjectIdentifier(self)] = { [weak self] in self?.setNeedsLayout() }
        }
        if let selectedItem, !items.contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }

    open override func tintColorDidChange() { setNeedsLayout() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        backgrounds.frame = b
        let items = self.items ?? []
        guard !items.isEmpty else { return }
        let width = b.width / CGFloat(items.count)
        for (i, (item, view)) in zip(items, itemViews).enumerated() {
            view.frame = CGRect(x: b.minX + CGFloat(i) * width, y: 0, width: width, height: Self.barHeight)
            let selected = item === selectedItem
            let look = itemAppearance(selected: selected, enabled: item.isEnabled)
            let unselected = unselectedItemTintColor ?? proxied { $0.unselectedItemTintColor } ?? Self.defaultUnselectedColor
            let color: UIColor = look.iconColor ?? (!item.isEnabled ? .systemGray3 : selected ? tintColor : unselected)
            view.titleLabel.textColor = look.titleTextAttributes[.foregroundColor] as? UIColor ?? color
            let attributes = look.titleTextAttributes.merging(item.resolvedTitleAttributes(for: selected ? .selected : .normal) ?? [:]) { $1 }
            view.titleLabel.setText(item.title, attributes: attributes.isEmpty ? nil : attributes)
            view.titleLabel.frame = CGRect(x: 0, y: Self.titleTop, width: width, height: Self.barHeight - Self.titleTop - 2)
            let image = selected ? (item.selectedImage ?? item.image) : item.image
            view.imageView.image = image?.renderingMode == .alwaysOriginal ? image : image?.withRenderingMode(.alwaysTemplate)
            view.imageView.tintColor = color
            let imageBox = CGRect(x: (width - Self.imageSide) / 2, y: Self.imageTop, width: Self.imageSide, height: Self.imageSide)
            view.imageView.frame = imageBox
            view.selectionIndicator.image = selected ? selectionIndicatorImage : nil
            view.selectionIndicator.frame = view.bounds
            view.accessibilityLabel = item.accessibilityLabel ?? item.title
            view.accessibilityIdentifier = item.accessibilityIdentifier
            view.accessibilityValue = item.badgeValue
            view.accessibilityTraits = selected ? [.button, .selected] : .button
            layoutBadge(of: item, in: view, imageBox: imageBox)
        }
    }

    private func layoutBadge(of item: UITabBarItem, in view: ItemView, imageBox: CGRect) {
        guard let value = item.badgeValue else { view.badge.isHidden = true; return }
        view.badge.isHidden = false
        view.badge.text = value
        view.badge.backgroundColor = item.badgeColor ?? itemAppearance(selected: item === selectedItem, enabled: item.isEnabled).badgeBackgroundColor ?? .systemRed
        let font = UIFont.systemFont(ofSize: Self.badgeFontSize)
        let textWidth = UIModelRuntime.current.resources.textMetrics.width(of: Substring(value), font: font).rounded(.up)
        let w = max(Self.badgeHeight, textWidth + 2 * Self.badgePadding)
        let h = value.isEmpty ? Self.badgeHeight / 2 : Self.badgeHeight
        view.badge.layer.cornerRadius = h / 2
        view.badge.frame = CGRect(x: imageBox.maxX - 2 - h / 2, y: imageBox.minY + 2 - h / 2, width: value.isEmpty ? h : w, height: h)
    }

    // MARK: Touches

    /// The item under `point`, in bar coordinates.
    func item(at point: CGPoint) -> UITabBarItem? {
        guard let items, !items.isEmpty, bounds.contains(point) else { return nil }
        let index = Int(point.x / (bounds.width / CGFloat(items.count)))
        return items.indices.contains(index) ? items[index] : nil
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A tab is selected when the finger lifts on it, as in UIKit.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let item = item(at: touch.location(in: self)), item.isEnabled else { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }
}
