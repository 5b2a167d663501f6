import Foundation
import InterfaceBuilderFiles

/// What `UIView.init(coder:)` takes from a view's element: UIView's own attributes, then each
/// UIKit class's (a label's text, a button's states, ...), then the subviews, made from their
/// elements the same way. Constraints, connections and runtime attributes wait until every
/// object of the file exists (`IBInstantiation.finish()`).
extension IBCoder {
    func decode(_ view: UIView) {
        context.register(view, for: element)
        decodeProperties(view)
        decodeSubviews(view)
        context.reportUnread(self)
        IBVariations.installPropertyVariations(of: element, on: view, in: context)
    }

    /// UIView's attributes, then each UIKit class's. With `isVariation` (a size class's values
    /// applied again) only values are set: no frame, and nothing is made.
    func decodeProperties(_ view: UIView) {
        decodeViewAttributes(view)
        if let control = view as? UIControl { decodeControl(control) }
        switch view {
        case let v as UILabel: decodeLabel(v)
        case let v as UIButton: decodeButton(v)
        case let v as UIImageView: decodeImageView(v)
        case let v as UITextField: decodeTextField(v)
        case let v as UISwitch: decodeSwitch(v)
        case let v as UISlider: decodeSlider(v)
        case let v as UIStepper: decodeStepper(v)
        case let v as UISegmentedControl: decodeSegmentedControl(v)
        case let v as UIPageControl: decodePageControl(v)
        case let v as UIDatePicker: decodeDatePicker(v)
        case let v as UIActivityIndicatorView: decodeActivityIndicator(v)
        case let v as UIProgressView: decodeProgressView(v)
        case let v as UIStackView: decodeStackView(v)
        case let v as UIVisualEffectView: decodeVisualEffectView(v)
        case let v as UITableViewCell: decodeTableViewCell(v)
        case let v as UICollectionViewCell: decodeCollectionViewCell(v)
        case let v as UITableViewHeaderFooterView:
            skip("reuseIdentifier")
            if !isVariation { decode("contentView", onto: v.contentView) }
        case let v as UINavigationBar: decodeNavigationBar(v)
        case let v as UIToolbar: decodeToolbar(v)
        case let v as UITabBar: decodeTabBar(v)
        case let v as UISearchBar: decodeSearchBar(v)
        default: break
        }
        if let scroll = view as? UIScrollView {
            decodeScrollView(scroll)
            switch scroll {
            case let v as UITextView: decodeTextView(v)
            case let v as UITableView: decodeTableView(v)
            case let v as UICollectionView: decodeCollectionView(v)
            default: break
            }
        }
    }

    /// Decodes `element` (a keyed view such as a cell's `contentView`) onto a view its owner
    /// already made.
    func decode(_ key: String, onto view: UIView) {
        guard let e = value(key) else { return }
        IBCoder(element: e, context: context).decode(view)
    }

    private func decodeViewAttributes(_ view: UIView) {
        if !isVariation, let frame = value("frame").flatMap(IBValues.rect) { view.frame = frame }
        if !isVariation, let mask = value("autoresizingMask").flatMap(IBValues.autoresizingMask) { view.autoresizingMask = mask }
        if let c = color("backgroundColor") { view.backgroundColor = c }
        if let c = color("tintColor") { view.tintColor = c }
        if let mode = choice("contentMode", Self.contentModes) { view.contentMode = mode }
        if let alpha = number("alpha") { view.alpha = alpha }
        if let hidden = flag("hidden") { view.isHidden = hidden }
        if let tag = number("tag") { view.tag = Int(tag) }
        if let clips = flag("clipsSubviews") { view.clipsToBounds = clips }
        if let enabled = flag("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let multi = flag("multipleTouchEnabled") { view.isMultipleTouchEnabled = multi }
        if let opaque = flag("opaque") { view.isOpaque = opaque }
        if let t = flag("translatesAutoresizingMaskIntoConstraints") { view.translatesAutoresizingMaskIntoConstraints = t }
        if let p = flag("insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = p }
        if let p = flag("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = p }
        if let semantic = choice("semanticContentAttribute", Self.semanticAttributes) { view.semanticContentAttribute = semantic }
        if let m = value("directionalLayoutMargins").flatMap(IBValues.directionalInsets) { view.directionalLayoutMargins = m }
        if let m = value("layoutMargins"), m.name == "edgeInsets" {
            view.layoutMargins = UIEdgeInsets(top: m.number("top") ?? 0, left: m.number("left") ?? 0,
                                              bottom: m.number("bottom") ?? 0, right: m.number("right") ?? 0)
        }
        for (attribute, axis) in [("horizontalHuggingPriority", NSLayoutConstraint.Axis.horizontal), ("verticalHuggingPriority", .vertical)] {
            if let p = number(attribute) { view.setContentHuggingPriority(UILayoutPriority(Float(p)), for: axis) }
        }
        for (attribute, axis) in [("horizontalCompressionResistancePriority", NSLayoutConstraint.Axis.horizontal),
                                  ("verticalCompressionResistancePriority", .vertical)] {
            if let p = number(attribute) { view.setContentCompressionResistancePriority(UILayoutPriority(Float(p)), for: axis) }
        }
        if let a11y = value("accessibilityConfiguration") { decodeAccessibility(a11y, of: view) }
        for guide in element.children(named: "viewLayoutGuide") where !isVariation {
            readKeys.insert(guide["key"] ?? "")
            context.registerGuide(guide, of: view)
        }
        skip("constraints", "connections", "userDefinedRuntimeAttributes", "variation", "subviews", "gestureRecognizers")
    }

    /// `<accessibility key="accessibilityConfiguration" identifier= label= hint=>` with its traits.
    private func decodeAccessibility(_ e: IBElement, of view: UIView) {
        if let id = e["identifier"] { view.accessibilityIdentifier = id }
        if let label = e["label"] { view.accessibilityLabel = label }
        if let hint = e["hint"] { view.accessibilityHint = hint }
        if let value = e["value"] { view.accessibilityValue = value }
        if let isElement = e.child(forKey: "isElement")?.flag("value") { view.isAccessibilityElement = isElement }
        if let traits = e.child(forKey: "traits") {
            view.accessibilityTraits = Self.accessibilityTraits.reduce(into: []) { all, t in
                if traits.flag(t.key) == true { all.insert(t.value) }
            }
        }
    }

    /// The subviews, in the file's order (a stack view's are its arranged subviews).
    private func decodeSubviews(_ view: UIView) {
        for child in element.contents(of: "subviews") {
            guard let subview = context.make(child) as? UIView else { continue }
            if let stack = view as? UIStackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
        }
    }

    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    static let semanticAttributes: [String: UISemanticContentAttribute] = [
        "unspecified": .unspecified, "playback": .playback, "spatial": .spatial,
        "forceLeftToRight": .forceLeftToRight, "forceRightToLeft": .forceRightToLeft,
    ]

    static let accessibilityTraits: [String: UIAccessibilityTraits] = [
        "button": .button, "link": .link, "image": .image, "selected": .selected, "staticText": .staticText,
        "header": .header, "searchField": .searchField, "notEnabled": .notEnabled, "updatesFrequently": .updatesFrequently,
        "adjustable": .adjustable, "summaryElement": .summaryElement, "playsSound": .playsSound,
        "keyboardKey": .keyboardKey, "startsMediaSession": .startsMediaSession, "allowsDirectInteraction": .allowsDirectInteraction,
        "causesPageTurn": .causesPageTurn,
    ]
}
