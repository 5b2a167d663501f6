import Foundation

/// How a bar draws its background (iOS 13): a colour, an image, a blur effect, and the shadow
/// line along the edge that meets the content. The three configurations are UIKit's: the
/// default (the system's translucent bar, drawn here as its grey without the blur behind it),
/// opaque (the system background colour), and transparent (nothing, no shadow).
@preconcurrency @MainActor open class UIBarAppearance: NSObject, NSCopying {
    nonisolated deinit {}
    /// The idiom the appearance is for.
    ///
    /// Stored, no effect here: bars draw the phone's metrics on every device.
    open private(set) var idiom: UIUserInterfaceIdiom
    /// The blur behind the bar. Bars do not blur here yet: an effect shows as the system bar grey
    /// (`UINavigationBar`'s default background) under `backgroundColor`.
    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The shadow line's colour (nil or clear: none).
    open var shadowColor: UIColor?
    /// An image drawn in place of the shadow line, tinted by `shadowColor` when it is a template.
    open var shadowImage: UIImage?

    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    public override convenience init() { self.init(idiom: .phone) }

    /// A copy of `barAppearance`'s background and shadow.
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(from: barAppearance)
    }

    /// UIKit's translucent bar: the chrome material and a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Self.defaultShadow
        shadowImage = nil
    }

    /// An opaque bar in the system background colour, with the hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.defaultShadow
        shadowImage = nil
    }

    /// Nothing behind the bar's items, and no shadow.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = .clear
        shadowImage = nil
    }

    /// UIKit's bar shadow: black at 30 % (a hairline).
    static let defaultShadow = UIColor(white: 0, alpha: 0.3)
    /// The old `.black` bar style's colour.
    static let blackBarColor = UIColor(white: 0.11, alpha: 1)

    /// Merges a bar's old properties in, as UIKit merges them into its standard appearance: the
    /// black style's colour, the bar tint (a little see-through when the bar is translucent), a
    /// background image in place of the effect, a shadow image (an empty one hides the shadow).
    func applyLegacy(barTintColor: UIColor?, barStyle: UIBarStyle, isTranslucent: Bool,
                     backgroundImage: UIImage?, shadowImage: UIImage?) {
        if barStyle == .black { backgroundColor = Self.blackBarColor }
        if let barTintColor { backgroundColor = isTranslucent ? barTintColor.withAlphaComponent(barTintColor.alpha * 0.85) : barTintColor }
        if let backgroundImage { self.backgroundImage = backgroundImage; backgroundEffect = nil }
        if let shadowImage {
            let empty = shadowImage.size == .zero
            self.shadowImage = empty ? nil : shadowImage
            if empty { shadowColor = nil }
        }
    }

    func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        withMainActorState { () -> UIBarAppearance in makeCopy() }
    }

    /// A copy of the same class (subclasses add their own properties).
    func makeCopy() -> UIBarAppearance { UIBarAppearance(barAppearance: self) }

    /// The bar background this appearance draws: the colour over the effect's grey, the image.
    var resolvedBackground: (color: UIColor?, effect: Bool, image: UIImage?) {
        (backgroundColor, backgroundEffect != nil, backgroundImage)
    }
}

/// A bar button item's look in a bar appearance: per control state, title attributes and offsets.
@preconcurrency @MainActor open class UIBarButtonItemAppearance: NSObject, NSCopying {
    nonisolated deinit {}
    open private(set) var normal = UIBarButtonItemStateAppearance()
    open private(set) var highlighted = UIBarButtonItemStateAppearance()
    open private(set) var disabled = UIBarButtonItemStateAppearance()
    open private(set) var focused = UIBarButtonItemStateAppearance()

    public init(style: UIBarButtonItem.Style) { super.init() }
    public override convenience init() { self.init(style: .plain) }

    /// Back to the system's look for items of `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for s in [normal, highlighted, disabled, focused] { s.titleTextAttributes = [:]; s.titlePositionAdjustment = .zero }
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        withMainActorState { () -> UIBarButtonItemAppearance in
            let c = UIBarButtonItemAppearance()
            for (to, from) in zip([c.normal, c.highlighted, c.disabled, c.focused], [normal, highlighted, disabled, focused]) {
                to.titleTextAttributes = from.titleTextAttributes
                to.titlePositionAdjustment = from.titlePositionAdjustment
                to.backgroundImage = from.backgroundImage
            }
            return c
        }
    }

    /// The attributes for a control state (a state without its own falls back to normal).
    func titleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        let own: [NSAttributedString.Key: Any]
        switch state {
        case .highlighted: own = highlighted.titleTextAttributes
        case .disabled: own = disabled.titleTextAttributes
        case .focused: own = focused.titleTextAttributes
        default: own = [:]
        }
        return normal.titleTextAttributes.merging(own) { $1 }
    }
}

/// One control state's look of a bar button item.
@preconcurrency @MainActor open class UIBarButtonItemStateAppearance: NSObject {
    nonisolated deinit {}
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var backgroundImage: UIImage?
    /// How far a bar button's background image is moved.
    ///
    /// Stored, no effect here: button background images are drawn in place.
    open var backgroundImagePositionAdjustment = UIOffset.zero
}

/// A horizontal and vertical offset (UIKit's `UIOffset`).
nonisolated public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    public init() { self.init(horizontal: 0, vertical: 0) }
    public static let zero = UIOffset()
}

/// A bar's colour scheme in the old bar API (`barStyle`): the default light bar, or black.
nonisolated public enum UIBarStyle: Int, Sendable { case `default`, black
    public static let blackTranslucent = UIBarStyle.black
}
