import Foundation

/// A navigation bar's look (iOS 13): the background and shadow, the title's and large title's
/// attributes and position, and the bar button items' looks.
@preconcurrency @MainActor open class UINavigationBarAppearance: UIBarAppearance {
    nonisolated deinit {}
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back button's chevron (UIKit's default when none was set).
    open var backIndicatorImage: UIImage { customBackIndicator ?? Self.defaultBackIndicator }
    open var backIndicatorTransitionMaskImage: UIImage { customBackIndicatorMask ?? Self.defaultBackIndicator }
    /// The back indicator the app set (the back button draws it in place of UIKit's chevron).
    private var customBackIndicator: UIImage?
    private var customBackIndicatorMask: UIImage?
    private static var defaultBackIndicator: UIImage { BackIndicator.image }

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }
    public convenience init() { self.init(idiom: .phone) }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let nav = barAppearance as? UINavigationBarAppearance { copyNavigation(from: nav) }
    }

    /// The back button's chevron image; the transition mask is kept (the back title cross-fades).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        customBackIndicator = backIndicatorImage
        customBackIndicatorMask = transitionMaskImage
    }

    private func copyNavigation(from other: UINavigationBarAppearance) {
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy() as! UIBarButtonItemAppearance
        doneButtonAppearance = other.doneButtonAppearance.copy() as! UIBarButtonItemAppearance
        backButtonAppearance = other.backButtonAppearance.copy() as! UIBarButtonItemAppearance
        customBackIndicator = other.customBackIndicator
        customBackIndicatorMask = other.customBackIndicatorMask
    }

    override func makeCopy() -> UIBarAppearance { UINavigationBarAppearance(barAppearance: self) }

    /// This appearance with a transparent background and no shadow: UIKit's scroll-edge look
    /// when the app set none.
    func transparentCopy() -> UINavigationBarAppearance {
        let c = UINavigationBarAppearance(barAppearance: self)
        c.configureWithTransparentBackground()
        return c
    }
}

/// A toolbar's look (iOS 13): the background and shadow, and its items' looks.
@preconcurrency @MainActor open class UIToolbarAppearance: UIBarAppearance {
    nonisolated deinit {}
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }
    public convenience init() { self.init(idiom: .phone) }
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let bar = barAppearance as? UIToolbarAppearance {
            buttonAppearance = bar.buttonAppearance.copy() as! UIBarButtonItemAppearance
            doneButtonAppearance = bar.doneButtonAppearance.copy() as! UIBarButtonItemAppearance
        }
    }
    override func makeCopy() -> UIBarAppearance { UIToolbarAppearance(barAppearance: self) }
}
