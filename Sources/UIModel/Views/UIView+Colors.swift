import Foundation

/// A view's colours as its traits and appearance proxies resolve them: the background's layer
/// colour, and the tint passed down to the subviews.
extension UIView {
    /// Whether the tint shows as it is or dimmed (UIKit's raw values).
    nonisolated public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }

    /// A background from the view's container, which the app's own `backgroundColor` replaces.
    func setDefaultBackground(_ color: UIColor) {
        ownBackgroundColor = color
        resolveBackground(color)
    }

    /// The layer's colour for `color` with this view's traits. The layer keeps its CGColor when
    /// the value is the same (a reused cell given its table's background again makes none).
    func resolveBackground(_ color: UIColor?) {
        guard let color else { layer.backgroundColor = nil; return }
        let c = color.resolvedColor(with: notifiedTraits ?? .current)
        if let old = layer.backgroundColor, old.pattern == c.pattern, old.hasComponents(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha) { return }
        layer.backgroundColor = c.cgColor
    }

    /// Dynamic colours resolved again for new traits (before traitCollectionDidChange, so
    /// overrides see them).
    func resolveColorsForNewTraits() {
        if let bg = ownBackgroundColor {
            if bg.isDynamic { resolveBackground(bg) }
        } else if let appearance = UIAppearanceRegistry.value(for: self, { $0.backgroundColor }) {
            resolveBackground(appearance)
            appearanceBackground = true
        } else if appearanceBackground {
            layer.backgroundColor = nil
            appearanceBackground = false
        }
        tintColorDidChange()
    }

    /// The tint before dimming: what subviews inherit (each dims it by its own mode).
    var undimmedTint: UIColor {
        ownTintColor ?? UIAppearanceRegistry.value(for: self, { $0.tintColor }) ?? superview?.undimmedTint ?? .systemBlue
    }

    func notifyTintChange() {
        tintColorDidChange()
        for s in subviews { s.notifyTintChange() }
    }
}
