import Foundation

/// Compact or regular, per axis (UIKit's `UIUserInterfaceSizeClass`).
nonisolated public enum UIUserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
    case unspecified, compact, regular
    public var description: String { ["unspecified", "compact", "regular"][rawValue] }
}

/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
nonisolated public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac
}

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
nonisolated public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// Whether content sits on the base level or above it (UIKit's `UIUserInterfaceLevel`): sheets
/// and popovers are elevated, and in dark appearance their system backgrounds are lighter.
nonisolated public enum UIUserInterfaceLevel: Int, Sendable { case unspecified = -1, base, elevated }

/// Whether the device senses how hard a touch presses (UIKit's `UIForceTouchCapability`): 3D
/// Touch phones do; the simulator's mouse never presses harder.
nonisolated public enum UIForceTouchCapability: Int, Sendable { case unknown, unavailable, available }

/// Whether the person asked for higher contrast (UIKit's `UIAccessibilityContrast`: Settings'
/// Increase Contrast). Apps' dynamic colours see it; the system colours keep their standard
/// contrast values here.
nonisolated public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal, high }

/// The traits of an environment: size classes, scale, idiom, style, layout direction and text
/// size. Unspecified values are "no opinion" when collections are combined.
nonisolated open class UITraitCollection: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    nonisolated deinit {}
    open private(set) var horizontalSizeClass: UIUserInterfaceSizeClass
    open private(set) var verticalSizeClass: UIUserInterfaceSizeClass
    /// 0 when unspecified.
    open private(set) var displayScale: CGFloat
    open private(set) var userInterfaceIdiom: UIUserInterfaceIdiom
    open private(set) var userInterfaceStyle: UIUserInterfaceStyle
    open private(set) var layoutDirection: UITraitEnvironmentLayoutDirection
    open private(set) var preferredContentSizeCategory: UIContentSizeCategory
    open private(set) var userInterfaceLevel: UIUserInterfaceLevel
    open private(set) var forceTouchCapability: UIForceTouchCapability
    open private(set) var accessibilityContrast: UIAccessibilityContrast

    /// A collection with every trait unspecified (UIKit's designated initializer).
    public init() {
        horizontalSizeClass = .unspecified; verticalSizeClass = .unspecified
        displayScale = 0
        userInterfaceIdiom = .unspecified; userInterfaceStyle = .unspecified
        layoutDirection = .unspecified; preferredContentSizeCategory = .unspecified
        userInterfaceLevel = .unspecified
        forceTouchCapability = .unknown; accessibilityContrast = .unspecified
    }

    convenience init(horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
                     scale: CGFloat = 0, idiom: UIUserInterfaceIdiom = .unspecified, style: UIUserInterfaceStyle = .unspecified,
                     direction: UITraitEnvironmentLayoutDirection = .unspecified, category: UIContentSizeCategory = .unspecified,
                     level: UIUserInterfaceLevel = .unspecified, forceTouch: UIForceTouchCapability = .unknown,
                     contrast: UIAccessibilityContrast = .unspecified) {
        self.init()
        horizontalSizeClass = horizontal; verticalSizeClass = vertical
        displayScale = scale.isFinite && scale > 0 ? scale : 0
        userInterfaceIdiom = idiom; userInterfaceStyle = style
        layoutDirection = direction; preferredContentSizeCategory = category
        userInterfaceLevel = level
        forceTouchCapability = forceTouch; accessibilityContrast = contrast
    }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(displayScale scale: CGFloat) { self.init(scale: scale) }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(idiom: idiom) }
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) { self.init(style: style) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(category: preferredContentSizeCategory) }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(level: userInterfaceLevel) }
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) { self.init(forceTouch: capability) }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(contrast: accessibilityContrast) }

    /// Combines collections: each specified value of a later collection wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var h = UIUserInterfaceSizeClass.unspecified, v = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0, idiom = UIUserInterfaceIdiom.unspecified, style = UIUserInterfaceStyle.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified, category = UIContentSizeCategory.unspecified
        var level = UIUserInterfaceLevel.unspecified
        var forceTouch = UIForceTouchCapability.unknown, contrast = UIAccessibilityContrast.unspecified
        for t in traitCollections {
            if t.forceTouchCapability != .unknown { forceTouch = t.forceTouchCapability }
            if t.accessibilityContrast != .unspecified { contrast = t.accessibilityContrast }
            if t.userInterfaceLevel != .unspecified { level = t.userInterfaceLevel }
            if t.horizontalSizeClass != .unspecified { h = t.horizontalSizeClass }
            if t.verticalSizeClass != .unspecified { v = t.verticalSizeClass }
            if t.displayScale > 0 { scale = t.displayScale }
            if t.userInterfaceIdiom != .unspecified { idiom = t.userInterfaceIdiom }
            if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
            if t.layoutDirection != .unspecified { direction = t.layoutDirection }
            if t.preferredContentSizeCategory != .unspecified { category = t.preferredContentSizeCategory }
        }
        self.init(horizontal: h, vertical: v, scale: scale, idiom: idiom, style: style, direction: direction, category: category,
                  level: level, forceTouch: forceTouch, contrast: contrast)
    }


    /// How many traits are specified (not unspecified): the more, the more specific a match
    /// (asset variants, appearance proxies).
    var specifiedCount: Int {
        (horizontalSizeClass != .unspecified ? 1 : 0) + (verticalSizeClass != .unspecified ? 1 : 0) + (displayScale > 0 ? 1 : 0)
            + (userInterfaceIdiom != .unspecified ? 1 : 0) + (userInterfaceStyle != .unspecified ? 1 : 0)
            + (layoutDirection != .unspecified ? 1 : 0) + (preferredContentSizeCategory != .unspecified ? 1 : 0)
            + (userInterfaceLevel != .unspecified ? 1 : 0) + (forceTouchCapability != .unknown ? 1 : 0)
            + (accessibilityContrast != .unspecified ? 1 : 0)
    }

    /// True when every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        return (t.horizontalSizeClass == .unspecified || t.horizontalSizeClass == horizontalSizeClass)
            && (t.verticalSizeClass == .unspecified || t.verticalSizeClass == verticalSizeClass)
            && (t.displayScale == 0 || t.displayScale == displayScale)
            && (t.userInterfaceIdiom == .unspecified || t.userInterfaceIdiom == userInterfaceIdiom)
            && (t.userInterfaceStyle == .unspecified || t.userInterfaceStyle == userInterfaceStyle)
            && (t.layoutDirection == .unspecified || t.layoutDirection == layoutDirection)
            && (t.preferredContentSizeCategory == .unspecified || t.preferredContentSizeCategory == preferredContentSizeCategory)
            && (t.userInterfaceLevel == .unspecified || t.userInterfaceLevel == userInterfaceLevel)
            && (t.forceTouchCapability == .unknown || t.forceTouchCapability == forceTouchCapability)
            && (t.accessibilityContrast == .unspecified || t.accessibilityContrast == accessibilityContrast)
    }

    public static func == (l: UITraitCollection, r: UITraitCollection) -> Bool {
        l.horizontalSizeClass == r.horizontalSizeClass && l.verticalSizeClass == r.verticalSizeClass
            && l.displayScale == r.displayScale && l.userInterfaceIdiom == r.userInterfaceIdiom
            && l.userInterfaceStyle == r.userInterfaceStyle && l.layoutDirection == r.layoutDirection
            && l.preferredContentSizeCategory == r.preferredContentSizeCategory && l.userInterfaceLevel == r.userInterfaceLevel
            && l.forceTouchCapability == r.forceTouchCapability && l.accessibilityContrast == r.accessibilityContrast
    }

    public func hash(into h: inout Hasher) {
        h.combine(horizontalSizeClass); h.combine(verticalSizeClass); h.combine(displayScale)
        h.combine(userInterfaceIdiom); h.combine(userInterfaceStyle); h.combine(layoutDirection)
        h.combine(preferredContentSizeCategory); h.combine(userInterfaceLevel)
        h.combine(forceTouchCapability); h.combine(accessibilityContrast)
    }

    public var description: String {
        "<UITraitCollection H: \(horizontalSizeClass) V: \(verticalSizeClass) scale: \(displayScale) idiom: \(userInterfaceIdiom) style: \(userInterfaceStyle) direction: \(layoutDirection) category: \(preferredContentSizeCategory.rawValue)>"
    }

    /// The size classes of a screen or window (the simulator's rule, not UIKit API), by one rule that reproduces Apple's
    /// table for every device and multitasking size:
    /// - width: a phone is regular only when wider than tall and at least `largePhoneLandscapeWidth`
    ///   (the Plus / Pro Max class in landscape) or exactly `plusPhoneLandscapeWidth` (the 8 Plus);
    ///   a pad is regular from `padRegularWidth` (a full screen, a 2/3 split, the 1/2 split of the
    ///   12.9-inch iPad), else compact (Slide Over, 1/3, the 1/2 split of smaller iPads, portrait
    ///   splits);
    /// - height: compact below `compactHeightLimit` (a phone in landscape), else regular.
    package static func sizeClasses(for size: CGSize, idiom: UIUserInterfaceIdiom)
        -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        let horizontal: UIUserInterfaceSizeClass
        if idiom == .pad {
            horizontal = size.width >= padRegularWidth ? .regular : .compact
        } else {
            let landscape = size.width > size.height
            horizontal = landscape && (size.width >= largePhoneLandscapeWidth || size.width == plusPhoneLandscapeWidth) ? .regular : .compact
        }
        return (horizontal, size.height < compactHeightLimit ? .compact : .regular)
    }

    /// The narrowest landscape phone width that is regular (iPhone 11 Pro Max / Plus class: 896 pt).
    package static let largePhoneLandscapeWidth: CGFloat = 896
    /// The iPhone 6, 7 and 8 Plus in landscape (736 pt): regular too, though narrower than the
    /// 844 and 852 pt iPhones that are compact.
    package static let plusPhoneLandscapeWidth: CGFloat = 736
    /// The narrowest regular iPad width (the 1/2 split of the 12.9-inch iPad Pro: 678 pt).
    package static let padRegularWidth: CGFloat = 678
    /// Heights below this are compact (the tallest landscape phone is 430 pt; the shortest portrait one 568).
    package static let compactHeightLimit: CGFloat = 500
}

/// Something with traits that hears when they change.
@preconcurrency @MainActor public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
