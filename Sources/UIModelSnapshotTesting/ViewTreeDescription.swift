import Foundation
import SimulatorCore
import UIModel

/// A view tree as UIKit's `recursiveDescription` prints it, with the addresses left out as
/// swift-snapshot-testing leaves them out: one line per view, indented by "   | " per depth,
/// `<UILabel; frame = (0 284.333; 23.6667 19.3333); text = 'the'; userInteractionEnabled = NO;
/// layer = <_UILabelLayer>>`. Numbers are printed as UIKit prints them (six significant
/// digits), so a text reference reads like its iOS twin. Dynamic colours (system colours, colours
/// with a provider) are left out of `backgroundColor`, which UIKit names by their private classes.
enum ViewTreeDescription {
    static func describe(_ view: UIView) -> String {
        var lines: [String] = []
        visit(view, depth: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func visit(_ view: UIView, depth: Int, into lines: inout [String]) {
        let f = view.frame
        var parts = ["frame = (\(n(f.minX)) \(n(f.minY)); \(n(f.width)) \(n(f.height)))"]
        if let label = view as? UILabel, let text = label.text { parts.append("text = '\(text)'") }
        if let field = view as? UITextField, let text = field.text, !text.isEmpty { parts.append("text = '\(text)'") }
        let t = view.transform
        if !t.isIdentity { parts.append("transform = [\(n(t.a)), \(n(t.b)), \(n(t.c)), \(n(t.d)), \(n(t.tx)), \(n(t.ty))]") }
        if view.alpha != 1 { parts.append("alpha = \(n(view.alpha))") }
        if view.isHidden { parts.append("hidden = YES") }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if !view.isOpaque { parts.append("opaque = NO") }
        if let mask = autoresize(view.autoresizingMask) { parts.append("autoresize = \(mask)") }
        if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if view.tag != 0 { parts.append("tag = \(view.tag)") }
        if !(view.gestureRecognizers ?? []).isEmpty { parts.append("gestureRecognizers = <NSArray>") }
        if let color = view.backgroundColor, let printed = colour(color) { parts.append("backgroundColor = \(printed)") }
        parts.append("layer = <\(layerName(view))>")
        lines.append(String(repeating: "   | ", count: depth) + "<\(className(view)); " + parts.joined(separator: "; ") + ">")
        for sub in view.subviews { visit(sub, depth: depth + 1, into: &lines) }
    }

    /// UIKit's class name for the view (a button's title label is a `UIButtonLabel`).
    private static func className(_ view: UIView) -> String {
        if view is UILabel, let button = view.superview as? UIButton, button.titleLabel === view { return "UIButtonLabel" }
        return runtimeClassName(type(of: view))
    }

    /// The layer class UIKit's view has: a label's `_UILabelLayer`, a stack view's
    /// `CATransformLayer`, a custom `layerClass`'s own, else `CALayer`.
    private static func layerName(_ view: UIView) -> String {
        if view is UILabel { return "_UILabelLayer" }
        if view is UIStackView { return "CATransformLayer" }
        return runtimeClassName(type(of: view.layer))
    }

    /// "LM+W+RM+TM+H+BM" for the flexible parts, in UIKit's order; nil for none.
    private static func autoresize(_ mask: UIView.AutoresizingMask) -> String? {
        let names: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        let parts = names.filter { mask.contains($0.0) }.map(\.1)
        return parts.isEmpty ? nil : parts.joined(separator: "+")
    }

    /// A fixed colour as UIKit prints it: grey ones in the extended grey space, others in
    /// extended sRGB; nil for a dynamic colour.
    private static func colour(_ color: UIColor) -> String? {
        guard !color.isDynamic else { return nil }
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return nil }
        if r == g && g == b { return "UIExtendedGrayColorSpace \(n(r)) \(n(a))" }
        return "UIExtendedSRGBColorSpace \(n(r)) \(n(g)) \(n(b)) \(n(a))"
    }

    /// A number as UIKit's descriptions print it (`%g`: 284.333, 19.3333, 7.66667).
    private static func n(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
}
