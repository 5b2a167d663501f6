import Foundation
import InterfaceBuilderFiles

/// A view's size-class variations, as Interface Builder writes them. Of its constraints:
/// `<variation key="default">` lists the constraints not installed for any size class, and
/// `<variation key="heightClass=compact">` (or `widthClass=regular`, or both joined by `-`)
/// those included or excluded for that size class. The constraints are all made; those the
/// view's size classes leave out are inactive, and they switch live when the size classes change.
/// Of its values: a size class's `<variation>` holds the attributes and values (a font, a
/// colour, a number of lines) that differ for it, applied over the file's defaults whenever the
/// view's size classes change.
struct IBVariations {
    /// One variation: the size classes it is for, and what it includes and excludes.
    struct Variation {
        var horizontal: UIUserInterfaceSizeClass?
        var vertical: UIUserInterfaceSizeClass?
        var include: Set<String>
        var exclude: Set<String>

        func applies(to traits: UITraitCollection) -> Bool {
            (horizontal.map { $0 == traits.horizontalSizeClass } ?? true) && (vertical.map { $0 == traits.verticalSizeClass } ?? true)
        }

        /// How many size classes it names: the more specific wins over the less.
        var specificity: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) }
    }

    var variations: [Variation] = []

    /// The constraint and installed-subview variations of `element` (nil when it has none);
    /// other masks are reported once.
    @MainActor init?(_ element: IBElement, in context: IBInstantiation) {
        for v in element.children(named: "variation") {
            guard let key = v["key"] else { continue }
            var variation = Variation(include: [], exclude: [])
            if key != "default" {
                for part in key.split(separator: "-") {
                    let pair = part.split(separator: "=").map(String.init)
                    guard pair.count == 2, let size = ["compact": UIUserInterfaceSizeClass.compact, "regular": .regular][pair[1]] else {
                        context.warnOnce(v, "the size class variation '\(key)' is not understood; it is left out")
                        continue
                    }
                    if pair[0] == "widthClass" { variation.horizontal = size } else if pair[0] == "heightClass" { variation.vertical = size }
                }
            }
            for child in v.children {
                // Keyed values are the view's own variations (installPropertyVariations).
                if child["key"] != nil, child.name != "mask" { continue }
                // Constraints and subviews are named by identifier: one set serves both.
                guard child.name == "mask", child["key"] == "constraints" || child["key"] == "subviews" else {
                    context.warnOnce(child, "size class variations of \(child["key"] ?? child.name) are not applied yet; the file's default is used")
                    continue
                }
                for entry in child.children {
                    guard let reference = entry["reference"] else { continue }
                    if entry.name == "include" { variation.include.insert(reference) } else if entry.name == "exclude" { variation.exclude.insert(reference) }
                }
            }
            variations.append(variation)
        }
        if variations.allSatisfy({ $0.include.isEmpty && $0.exclude.isEmpty }) { return nil }
        variations.sort { $0.specificity < $1.specificity }
    }

    /// Whether the constraint with `id` is installed for `traits`: installed unless the default
    /// variation excludes it, then each applying variation, least specific first, includes or
    /// excludes it.
    func isInstalled(_ id: String, for traits: UITraitCollection?) -> Bool {
        var installed = true
        for v in variations where v.horizontal == nil && v.vertical == nil {
            if v.exclude.contains(id) { installed = false }
            if v.include.contains(id) { installed = true }
        }
        guard let traits else { return installed }
        for v in variations where v.specificity > 0 && v.applies(to: traits) {
            if v.exclude.contains(id) { installed = false }
            if v.include.contains(id) { installed = true }
        }
        return installed
    }

    /// The size classes a variation key names (`widthClass=compact-heightClass=regular`); nil
    /// for the default variation or a key that is not understood.
    static func sizeClasses(_ key: String) -> (horizontal: UIUserInterfaceSizeClass?, vertical: UIUserInterfaceSizeClass?)? {
        guard key != "default" else { return nil }
        var result: (horizontal: UIUserInterfaceSizeClass?, vertical: UIUserInterfaceSizeClass?) = (nil, nil)
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=").map(String.init)
            guard pair.count == 2, let size = ["compact": UIUserInterfaceSizeClass.compact, "regular": .regular][pair[1]] else { return nil }
            switch pair[0] {
            case "widthClass": result.horizontal = size
            case "heightClass": result.vertical = size
            default: return nil
            }
        }
        return result
    }

    /// Applies the size classes' values of `element` (its `<variation>`s' attributes and keyed
    /// values) over the file's whenever the view's size classes change: the element as written,
    /// with each variation that applies, least specific first, laid over it.
    @MainActor static func installPropertyVariations(of element: IBElement, on view: UIView, in context: IBInstantiation) {
        let variations: [(horizontal: UIUserInterfaceSizeClass?, vertical: UIUserInterfaceSizeClass?, element: IBElement)] =
            element.children(named: "variation").compactMap { v in
                guard let key = v["key"], let classes = sizeClasses(key) else { return nil }
                let hasValues = v.attributes.keys.contains { $0 != "key" } || v.children.contains { $0["key"] != nil && $0.name != "mask" }
                return hasValues ? (classes.horizontal, classes.vertical, v) : nil
            }.sorted { ($0.horizontal == nil ? 0 : 1) + ($0.vertical == nil ? 0 : 1) < ($1.horizontal == nil ? 0 : 1) + ($1.vertical == nil ? 0 : 1) }
        guard !variations.isEmpty else { return }
        // The file and bundle the values are read against, without the objects the loading made
        // (the view keeps this, so it must not keep the view).
        let values = IBInstantiation(document: context.document, bundle: context.bundle, appModules: context.appModules)
        view.sizeClassVariations.append { [unowned view] traits in
            var merged = element
            for v in variations where (v.horizontal.map { $0 == traits.horizontalSizeClass } ?? true)
                && (v.vertical.map { $0 == traits.verticalSizeClass } ?? true) {
                for (name, value) in v.element.attributes where name != "key" { merged.attributes[name] = value }
                for child in v.element.children where child["key"] != nil && child.name != "mask" {
                    merged.children.removeAll { $0["key"] == child["key"] }
                    merged.children.append(child)
                }
            }
            let coder = IBCoder(element: merged, context: values)
            coder.isVariation = true
            coder.decodeProperties(view)
        }
    }

    /// Activates and deactivates `constraints` (by their file identifiers) for the view's size
    /// classes now, and again whenever they change.
    /// and the subviews it leaves uninstalled out of the view (with the constraints that
    /// reach them), put back in their place when a size class installs them again.
    @MainActor static func install(_ variations: IBVariations, constraints: [(id: String, constraint: NSLayoutConstraint)],
                                   subviews: [(id: String, view: UIView)], on view: UIView) {
        func apply(_ traits: UITraitCollection?) {
            var uninstalled: [UIView] = []
            for (i, (id, sub)) in subviews.enumerated() {
                let installed = variations.isInstalled(id, for: traits)
                if !installed {
                    uninstalled.append(sub)
                    if sub.superview === view { sub.removeFromSuperview() }
                } else if sub.superview !== view {
                    // Below the first later sibling that is installed, as the file orders them.
                    if let next = subviews[(i + 1)...].first(where: { $0.view.superview === view })?.view {
                        view.insertSubview(sub, belowSubview: next)
                    } else {
                        view.addSubview(sub)
                    }
                }
            }
            func reaches(_ item: AnyObject?) -> Bool {
                guard let item else { return false }
                let itemView = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
                return itemView.map { v in uninstalled.contains { v.isDescendant(of: $0) } } ?? false
            }
            for (id, c) in constraints {
                let on = variations.isInstalled(id, for: traits) && !reaches(c.firstItem) && !reaches(c.secondItem)
                if c.isActive != on { c.isActive = on }
            }
        }
        apply(view.window == nil ? nil : view.traitCollection)
        view.sizeClassVariations.append { apply($0) }
    }
}
