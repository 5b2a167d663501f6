import Foundation

/// How a view's own margins were set: as left/right, or as leading/trailing.
nonisolated enum MarginStorage {
    case absolute(UIEdgeInsets)
    case directional(NSDirectionalEdgeInsets)
}

/// Whether a view flips in right-to-left layouts (UIKit's `UISemanticContentAttribute`).
nonisolated public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension UIView {
    /// A plain view's margins: 8 pt on each side (UIKit's documented default).
    static let defaultLayoutMargin: CGFloat = 8

    /// The widest the readable content guide gets: 672 pt at the default text size (UIKit's),
    /// scaled with the body text size for other content size categories.
    static func readableContentWidth(for traits: UITraitCollection) -> CGFloat {
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize
        return (672 * body / 17).rounded()
    }

    /// The margins as set on this view, before the safe area and the superview's.
    private func ownLayoutMargins() -> UIEdgeInsets {
        switch marginStorage {
        case .absolute(let e): return e
        case .directional(let d): return d.edgeInsets(effectiveUserInterfaceLayoutDirection)
        case nil:
            // A controller's root view has only the system minimum, no margins of its own at top and bottom.
            let m = owningViewController == nil ? Self.defaultLayoutMargin : 0
            return UIEdgeInsets(top: m, left: m, bottom: m, right: m)
        }
    }

    func effectiveLayoutMargins() -> UIEdgeInsets {
        let superviewMargins = preservesSuperviewLayoutMargins ? superview?.effectiveLayoutMargins() : nil
        return effectiveLayoutMargins(safeArea: safeAreaInsets, superviewMargins: superviewMargins)
    }

    func effectiveLayoutMargins(safeArea: UIEdgeInsets, superviewMargins: UIEdgeInsets?) -> UIEdgeInsets {
        var m = ownLayoutMargins()
        if let vc = owningViewController, vc.viewRespectsSystemMinimumLayoutMargins {
            m = m.maximum(vc.systemMinimumLayoutMargins.edgeInsets(effectiveUserInterfaceLayoutDirection))
        }
        if insetsLayoutMarginsFromSafeArea { m = m.adding(safeArea) }
        if preservesSuperviewLayoutMargins, let sm = superviewMargins, let sup = superview {
            m = m.maximum(.overlap(of: frame, outside: sup.bounds.inset(by: sm)))
        }
        return m
    }

    /// The guide for the layout margins: the bounds less `layoutMargins`.
    var baseLayoutMarginsGuide: UILayoutGuide {
        systemGuide(\.marginsGuide, kind: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The layout margins narrowed to a comfortable reading width, centred.
    var baseReadableContentGuide: UILayoutGuide {
        systemGuide(\.readableGuide, kind: .readableContent, identifier: "UIViewReadableContentGuide")
    }

    /// Margins or what they depend on changed.
    func layoutMarginsChanged() {
        UIModelRuntime.current.windowSystem.safeAreaGeneration &+= 1
        systemGuidesMoved()
    }

    // MARK: Layout direction

    /// Left-to-right or right-to-left for this view: forced by its own or an ancestor's
    /// `semanticContentAttribute`, else the language's (the layoutDirection trait).
    var baseEffectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var v: UIView? = self
        while let cur = v {
            switch cur.semanticContentAttribute {
            case .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .playback, .spatial: if cur === self { return .leftToRight }
            case .unspecified: break
            }
            v = cur.superview
        }
        return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction a view with `attribute` takes in the app's language
    /// (`UIApplication.shared.userInterfaceLayoutDirection`).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction a view with `attribute` takes in a `layoutDirection` language.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return layoutDirection
        }
    }

    /// Leading and trailing mean other edges now: constraints solve again, margins move.
    func layoutDirectionChanged() {
        if layoutEngine != nil { layoutEngineChanged() }
        layoutMarginsChanged()
        setNeedsLayoutInSubtree()
    }

    func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for s in subviews { s.setNeedsLayoutInSubtree() }
    }
}

extension UIViewController {
    /// The narrowest screen (its shorter side, in points) whose root views get 20 pt margins in
    /// compact width: the Plus and Max iPhones (414 pt and wider) and every iPad.
    static let wideMarginScreenSide: CGFloat = 414

    /// UIKit's system minimum margins: 20 pt leading and trailing in regular width and on
    /// screens at least `wideMarginScreenSide` wide, 16 pt on the other phones.
    static func systemMinimumMargins(for traits: UITraitCollection, screen: CGSize) -> NSDirectionalEdgeInsets {
        let wide = traits.horizontalSizeClass == .regular || min(screen.width, screen.height) >= wideMarginScreenSide
        let side: CGFloat = wide ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
