import Foundation
import InterfaceBuilderFiles

/// A view's `<constraints>` made into `NSLayoutConstraint`s and added to it, as UIKit installs a
/// nib's constraints on the view that holds them. A constraint without a `firstItem` is the
/// view's own; margin attributes (`leadingMargin`, `topMargin`, …) are constraints to the
/// item's layout margins guide; a constraint to a legacy top or bottom layout guide is one to
/// the safe area's top or bottom; `placeholder` constraints are left out, as at build time.
nonisolated enum IBConstraints {
    @MainActor static func add(_ element: IBElement, to view: UIView, in context: IBInstantiation) {
        var made: [(id: String, constraint: NSLayoutConstraint)] = []
        for e in element.contents(of: "constraints") where e.name == "constraint" && e.flag("placeholder") != true {
            if let constraint = make(e, owner: view, in: context) { made.append((e.id ?? "", constraint)) }
        }
        view.addConstraints(made.map(\.constraint))
        // Size-class variations: the constraints their size classes leave out are inactive.
        if let variations = IBVariations(element, in: context) {
            let subviews = element.contents(of: "subviews").compactMap { e in
                e.id.flatMap { id in (context.object(withID: id) as? UIView).map { (id, $0) } }
            }
            IBVariations.install(variations, constraints: made, subviews: subviews, on: view)
        }
    }

    @MainActor static func make(_ e: IBElement, owner: UIView, in context: IBInstantiation) -> NSLayoutConstraint? {
        guard let (firstItem, firstAttribute) = item(e["firstItem"], e["firstAttribute"], owner: owner, in: context, at: e) else { return nil }
        var secondItem: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if e["secondItem"] != nil || e["secondAttribute"] != nil {
            guard let second = item(e["secondItem"], e["secondAttribute"], owner: owner, in: context, at: e) else { return nil }
            (secondItem, secondAttribute) = second
        }
        let relations: [String: NSLayoutConstraint.Relation] = ["lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual]
        let relation = e["relation"].flatMap { relations[$0] } ?? .equal
        let c = NSLayoutConstraint(item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
                                   attribute: secondAttribute, multiplier: multiplier(e["multiplier"]), constant: e.number("constant") ?? 0)
        if let p = e.number("priority") { c.priority = UILayoutPriority(Float(p)) }
        c.identifier = e["identifier"]
        if let id = e.id { context.registerConstraint(c, id: id) }
        return c
    }

    /// The item and attribute one side of a constraint names.
    @MainActor private static func item(_ id: String?, _ attribute: String?, owner: UIView, in context: IBInstantiation,
                                        at e: IBElement) -> (AnyObject, NSLayoutConstraint.Attribute)? {
        guard let name = attribute, let (attr, margin) = attributes[name] else {
            context.warnOnce(e, "a constraint of the attribute '\(attribute ?? "none")' is not supported; it is left out")
            return nil
        }
        if let id, let legacy = context.legacyGuide(withID: id) {
            // `topLayoutGuide.bottom` is where the safe area starts; `bottomLayoutGuide.top` where it ends.
            return (legacy.guide, legacy.top ? .top : .bottom)
        }
        let object: AnyObject?
        if let id { object = context.guide(withID: id) ?? context.object(withID: id) } else { object = owner }
        guard let object else {
            context.warnOnce(e, "a constraint names the item \(id ?? "?"), which is not in the file; it is left out")
            return nil
        }
        if margin, let view = object as? UIView { return (view.layoutMarginsGuide, attr) }
        return (object, attr)
    }

    /// `"2"`, `"0.5"` or a ratio `"16:9"`.
    static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 { return CGFloat(parts[0] / parts[1]) }
        return parts.first.map { CGFloat($0) } ?? 1
    }

    /// Interface Builder's attribute names; `true` for the margin forms.
    static let attributes: [String: (NSLayoutConstraint.Attribute, Bool)] = [
        "left": (.left, false), "right": (.right, false), "top": (.top, false), "bottom": (.bottom, false),
        "leading": (.leading, false), "trailing": (.trailing, false), "width": (.width, false), "height": (.height, false),
        "centerX": (.centerX, false), "centerY": (.centerY, false), "baseline": (.lastBaseline, false),
        "lastBaseline": (.lastBaseline, false), "firstBaseline": (.firstBaseline, false),
        "leftMargin": (.left, true), "rightMargin": (.right, true), "topMargin": (.top, true), "bottomMargin": (.bottom, true),
        "leadingMargin": (.leading, true), "trailingMargin": (.trailing, true),
        "centerXWithinMargins": (.centerX, true), "centerYWithinMargins": (.centerY, true),
    ]
}
