import Foundation

/// A trait of a trait collection, as iOS 17 names them for `registerForTraitChanges` and
/// `traitOverrides`. UIModel has the system traits below; apps cannot define their own here.
nonisolated public protocol UITraitDefinition {
    static var identifier: String { get }
    static var name: String { get }
}

/// A trait's type, as the trait-change and override API takes it.
public typealias UITrait = any UITraitDefinition.Type

/// A system trait: how to read it from a collection (what a change compares).
nonisolated protocol SystemTrait: UITraitDefinition {
    static func value(in traits: UITraitCollection) -> AnyHashable
}

nonisolated extension SystemTrait {
    public static var name: String { String(identifier.dropFirst("UITrait".count)) }
}

nonisolated public struct UITraitHorizontalSizeClass: SystemTrait {
    public static let identifier = "UITraitHorizontalSizeClass"
    static func value(in t: UITraitCollection) -> AnyHashable { t.horizontalSizeClass }
}
nonisolated public struct UITraitVerticalSizeClass: SystemTrait {
    public static let identifier = "UITraitVerticalSizeClass"
    static func value(in t: UITraitCollection) -> AnyHashable { t.verticalSizeClass }
}
nonisolated public struct UITraitUserInterfaceStyle: SystemTrait {
    public static let identifier = "UITraitUserInterfaceStyle"
    static func value(in t: UITraitCollection) -> AnyHashable { t.userInterfaceStyle }
}
nonisolated public struct UITraitUserInterfaceLevel: SystemTrait {
    public static let identifier = "UITraitUserInterfaceLevel"
    static func value(in t: UITraitCollection) -> AnyHashable { t.userInterfaceLevel }
}
nonisolated public struct UITraitDisplayScale: SystemTrait {
    public static let identifier = "UITraitDisplayScale"
    static func value(in t: UITraitCollection) -> AnyHashable { t.displayScale }
}
nonisolated public struct UITraitUserInterfaceIdiom: SystemTrait {
    public static let identifier = "UITraitUserInterfaceIdiom"
    static func value(in t: UITraitCollection) -> AnyHashable { t.userInterfaceIdiom }
}
nonisolated public struct UITraitLayoutDirection: SystemTrait {
    public static let identifier = "UITraitLayoutDirection"
    static func value(in t: UITraitCollection) -> AnyHashable { t.layoutDirection }
}
nonisolated public struct UITraitPreferredContentSizeCategory: SystemTrait {
    public static let identifier = "UITraitPreferredContentSizeCategory"
    static func value(in t: UITraitCollection) -> AnyHashable { t.preferredContentSizeCategory }
}

/// Traits a view or controller sets for itself and what is below it (iOS 17's
/// `traitOverrides`): each one set replaces the inherited value; reading one that is not set
/// gives the unspecified value.
nonisolated public struct UITraitOverrides: Equatable, Sendable {
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { h ?? .unspecified }
        set { h = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { v ?? .unspecified }
        set { v = newValue }
    }
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { style ?? .unspecified }
        set { style = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { level ?? .unspecified }
        set { level = newValue }
    }
    public var displayScale: CGFloat {
        get { scale ?? 0 }
        set { scale = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { idiom ?? .unspecified }
        set { idiom = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { direction ?? .unspecified }
        set { direction = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { category ?? .unspecified }
        set { category = newValue }
    }
    private var h: UIUserInterfaceSizeClass?, v: UIUserInterfaceSizeClass?, style: UIUserInterfaceStyle?, scale: CGFloat?
    private var idiom: UIUserInterfaceIdiom?, direction: UITraitEnvironmentLayoutDirection?, category: UIContentSizeCategory?
    private var level: UIUserInterfaceLevel?

    public init() {}

    /// Whether `trait` is overridden.
    public func contains(_ trait: UITrait) -> Bool {
        switch trait.identifier {
        case UITraitHorizontalSizeClass.identifier: h != nil
        case UITraitVerticalSizeClass.identifier: v != nil
        case UITraitUserInterfaceStyle.identifier: style != nil
        case UITraitUserInterfaceLevel.identifier: level != nil
        case UITraitDisplayScale.identifier: scale != nil
        case UITraitUserInterfaceIdiom.identifier: idiom != nil
        case UITraitLayoutDirection.identifier: direction != nil
        case UITraitPreferredContentSizeCategory.identifier: category != nil
        default: false
        }
    }

    /// Stops overriding `trait`.
    public mutating func remove(_ trait: UITrait) {
        switch trait.identifier {
        case UITraitHorizontalSizeClass.identifier: h = nil
        case UITraitVerticalSizeClass.identifier: v = nil
        case UITraitUserInterfaceStyle.identifier: style = nil
        case UITraitUserInterfaceLevel.identifier: level = nil
        case UITraitDisplayScale.identifier: scale = nil
        case UITraitUserInterfaceIdiom.identifier: idiom = nil
        case UITraitLayoutDirection.identifier: direction = nil
        case UITraitPreferredContentSizeCategory.identifier: category = nil
        default: break
        }
    }

    var isEmpty: Bool {
        h == nil && v == nil && style == nil && level == nil && scale == nil && idiom == nil && direction == nil && category == nil
    }

    /// `base` with the overridden traits in place of its own.
    func applied(to base: UITraitCollection) -> UITraitCollection {
        guard !isEmpty else { return base }
        var parts = [base]
        if let h { parts.append(UITraitCollection(horizontalSizeClass: h)) }
        if let v { parts.append(UITraitCollection(verticalSizeClass: v)) }
        if let style { parts.append(UITraitCollection(userInterfaceStyle: style)) }
        if let level { parts.append(UITraitCollection(userInterfaceLevel: level)) }
        if let scale { parts.append(UITraitCollection(displayScale: scale)) }
        if let idiom { parts.append(UITraitCollection(userInterfaceIdiom: idiom)) }
        if let direction { parts.append(UITraitCollection(layoutDirection: direction)) }
        if let category { parts.append(UITraitCollection(preferredContentSizeCategory: category)) }
        return UITraitCollection(traitsFrom: parts)
    }
}
