import Foundation

/// The length a controller's legacy layout guides give (iOS 7 to 10): how far the bars and the
/// status bar reach into its view. `safeAreaLayoutGuide` took their place.
@preconcurrency @MainActor public protocol UILayoutSupport: NSObjectProtocol {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// `topLayoutGuide` and `bottomLayoutGuide`: guides in the controller's view from its top down to
/// the safe area, and from the safe area down to its bottom.
@preconcurrency @MainActor final class LegacyLayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    nonisolated deinit {}
    let isTop: Bool

    init(top: Bool) {
        isTop = top
        super.init(kind: .contentFrame, identifier: top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide")
        contentFrame = { [unowned self] in self.frameInView }
    }

    private var frameInView: CGRect {
        guard let view = owningView else { return .zero }
        let b = view.bounds, insets = view.safeAreaInsets
        return isTop ? CGRect(x: b.minX, y: b.minY, width: b.width, height: insets.top)
            : CGRect(x: b.minX, y: b.maxY - insets.bottom, width: b.width, height: insets.bottom)
    }

    /// How far the bars reach into the view.
    var length: CGFloat { isTop ? owningView?.safeAreaInsets.top ?? 0 : owningView?.safeAreaInsets.bottom ?? 0 }
}

extension UIViewController {
    /// Where the status and navigation bars end in the view (iOS 7 to 10): its `bottomAnchor` is
    /// the safe area's top.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: UILayoutSupport { legacyLayoutGuide(top: true) }

    /// Where the tab bar and toolbar start in the view (iOS 7 to 10): its `topAnchor` is the safe
    /// area's bottom.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: UILayoutSupport { legacyLayoutGuide(top: false) }

    private func legacyLayoutGuide(top: Bool) -> LegacyLayoutSupportGuide {
        let view = self.view!
        if let guide = view.layoutGuides.lazy.compactMap({ $0 as? LegacyLayoutSupportGuide }).first(where: { $0.isTop == top }) {
            return guide
        }
        let guide = LegacyLayoutSupportGuide(top: top)
        view.addLayoutGuide(guide)
        return guide
    }
}
