import Foundation

/// A tab bar's look (iOS 13): the background and shadow, and its items' looks in each layout.
/// Phones lay items out stacked (image over title), so `stackedLayoutAppearance` is the one
/// drawn here.
@preconcurrency @MainActor open class UITabBarAppearance: UIBarAppearance {
    nonisolated deinit {}
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The colour of the selected item's indicator.
    ///
    /// Stored, no effect here: no indicator is drawn (iOS draws none by default).
    open var selectionIndicatorTintColor: UIColor?
    /// The image of the selected item's indicator.
    ///
    /// Stored, no effect here: no indicator is drawn (iOS draws none by default).
    open var selectionIndicatorImage: UIImage?
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    open var stackedItemSpacing: CGFloat = 0
    open var stackedItemWidth: CGFloat = 0

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }
    public convenience init() { self.init(idiom: .phone) }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let tab = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = tab.stackedLayoutAppearance.copy() as! UITabBarItemAppearance
        inlineLayoutAppearance = tab.inlineLayoutAppearance.copy() as! UITabBarItemAppearance
        compactInlineLayoutAppearance = tab.compactInlineLayoutAppearance.copy() as! UITabBarItemAppearance
        selectionIndicatorTintColor = tab.selectionIndicatorTintColor
        selectionIndicatorImage = tab.selectionIndicatorImage
        stackedItemPositioning = tab.stackedItemPositioning
        stackedItemSpacing = tab.stackedItemSpacing
        stackedItemWidth = tab.stackedItemWidth
    }

    override func makeCopy() -> UIBarAppearance { UITabBarAppearance(barAppearance: self) }

    /// This appearance without its background and shadow: iOS 15's scroll-edge look when the app
    /// set none.
    func transparentCopy() -> UITabBarAppearance {
        let c = UITabBarAppearance(barAppearance: self)
        c.configureWithTransparentBackground()
        return c
    }
}

/// A tab bar item's look in one layout, per state.
@preconcurrency @MainActor open class UITabBarItemAppearance: NSObject, NSCopying {
    nonisolated deinit {}
    nonisolated public enum Style: Int, Sendable { case stacked, inline, compactInline }
    open private(set) var normal = UITabBarItemStateAppearance()
    open private(set) var selected = UITabBarItemStateAppearance()
    open private(set) var disabled = UITabBarItemStateAppearance()
    open private(set) var focused = UITabBarItemStateAppearance()

    public init(style: Style) { super.init() }
    public override convenience init() { self.init(style: .stacked) }

    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        withMainActorState { () -> UITabBarItemAppearance in
            let c = UITabBarItemAppearance()
            c.normal = normal.copied(); c.selected = selected.copied(); c.disabled = disabled.copied(); c.focused = focused.copied()
            return c
        }
    }
}

/// One state's look of a tab bar item: the icon's colour, the title's attributes, the badge's.
@preconcurrency @MainActor open class UITabBarItemStateAppearance: NSObject {
    nonisolated deinit {}
    open var iconColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgePositionAdjustment = UIOffset.zero
    open var badgeTitlePositionAdjustment = UIOffset.zero

    func copied() -> UITabBarItemStateAppearance {
        let c = UITabBarItemStateAppearance()
        c.iconColor = iconColor
        c.titleTextAttributes = titleTextAttributes
        c.titlePositionAdjustment = titlePositionAdjustment
        c.badgeBackgroundColor = badgeBackgroundColor
        c.badgeTextAttributes = badgeTextAttributes
        c.badgePositionAdjustment = badgePositionAdjustment
        c.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return c
    }
}
