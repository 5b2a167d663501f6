import Foundation

/// Colours from asset catalogs, as `UIColor(named:)` finds them: the app's own catalogs (the
/// resources' `Assets.xcassets` and the simulator's `--assets` catalogs), or a resource bundle's,
/// such as a package target's `Bundle.module`.
nonisolated extension UIColor {
    /// The app's catalog colour named `name` (a namespaced folder's colours as `Folder/name`),
    /// following the interface style when the set has a dark variant; nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The catalog colour named `name` in `bundle` (nil or the main bundle: the app's own); for
    /// a trait collection, the colour as those traits show it.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let found: UIColor? = withMainActorState {
            let other = bundle.flatMap { $0.bundleURL == Bundle.main.bundleURL ? nil : $0 }
            if let other { return UIModelRuntime.current.resources.bundleImages.color(named: name, in: other) }
            if let color = UIModelRuntime.current.resources.imageSource?.color(named: name) { return color }
            // The app target's own catalogs (its resource bundle), as Bundle.main's.
            return UIModelRuntime.current.resources.appBundles.searched(for: nil).dropFirst().lazy
                .compactMap { UIModelRuntime.current.resources.bundleImages.color(named: name, in: $0) }.first
        }
        guard let found else { return nil }
        if let traitCollection {
            self.init(cgColor: found.resolvedColor(with: traitCollection).cgColor)
        } else {
            self.init(dynamicProvider: { found.resolvedColor(with: $0) })
        }
    }
}
