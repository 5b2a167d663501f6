import Foundation

/// The appearance proxy of bar button items (`UIBarButtonItem.appearance()`, and inside
/// containers: `appearance(whenContainedInInstancesOf: [UISearchBar.self])`): the tint and the
/// title's text attributes every item of the class takes unless set on the item. It applies to
/// the items of navigation bars and toolbars, and to a search bar's Cancel button.
@preconcurrency @MainActor public final class UIBarButtonItemAppearanceProxy: UIAppearanceProxy {
    nonisolated deinit {}

    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        set(attributes, for: "titleTextAttributes.\(state.rawValue)")
    }

    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        setting("titleTextAttributes.\(state.rawValue)")
    }

    /// The winning proxies' tint and title attributes for an item of `itemClass` shown in
    /// `container` (a bar), in `state` (the normal state's under the state's own).
    static func resolved(for itemClass: AnyClass, in container: UIView, state: UIControl.State)
        -> (tint: UIColor?, attributes: [NSAttributedString.Key: Any]?) {
        let tint = UIAppearanceRegistry.value(forItemOf: itemClass, in: container) { $0.tintColor }
        let normal: [NSAttributedString.Key: Any]? = UIAppearanceRegistry.value(forItemOf: itemClass, in: container) {
            ($0 as? UIBarButtonItemAppearanceProxy)?.titleTextAttributes(for: .normal)
        }
        guard state != .normal, let own: [NSAttributedString.Key: Any] = UIAppearanceRegistry.value(forItemOf: itemClass, in: container, {
            ($0 as? UIBarButtonItemAppearanceProxy)?.titleTextAttributes(for: state)
        }) else { return (tint, normal) }
        return (tint, (normal ?? [:]).merging(own) { $1 })
    }
}

extension UIBarButtonItem {
    public class func appearance() -> UIBarButtonItemAppearanceProxy { proxy(traits: nil, containers: []) }
    public class func appearance(for trait: UITraitCollection) -> UIBarButtonItemAppearanceProxy { proxy(traits: trait, containers: []) }
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIBarButtonItemAppearanceProxy {
        proxy(traits: nil, containers: containerTypes)
    }
    public class func appearance(for trait: UITraitCollection,
                               whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIBarButtonItemAppearanceProxy {
        proxy(traits: trait, containers: containerTypes)
    }

    private class func proxy(traits: UITraitCollection?, containers: [any UIAppearanceContainer.Type]) -> UIBarButtonItemAppearanceProxy {
        UIAppearanceRegistry.proxy(for: self, traits: traits, containers: containers) {
            UIBarButtonItemAppearanceProxy(viewClass: $0, traits: $1, containers: $2)
        }
    }
}
