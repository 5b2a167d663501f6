import Foundation
import InterfaceBuilderFiles

/// Stack views, scroll, table and collection views with their cells, visual effect views and
/// bars, as Interface Builder writes them.
extension IBCoder {
    func decodeStackView(_ stack: UIStackView) {
        if element["axis"] == "vertical" { stack.axis = .vertical }
        let alignments: [String: UIStackView.Alignment] = [
            "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
            "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
        ]
        if let a = choice("alignment", alignments) { stack.alignment = a }
        if let d = choice("distribution", Self.table(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"],
                                                     UIStackView.Distribution.init)) {
            stack.distribution = d
        }
        if let spacing = number("spacing") { stack.spacing = spacing }
        if let baseline = flag("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = baseline }
        if let margins = flag("layoutMarginsRelativeArrangement") { stack.isLayoutMarginsRelativeArrangement = margins }
    }

    func decodeScrollView(_ scroll: UIScrollView) {
        if let v = flag("showsHorizontalScrollIndicator") { scroll.showsHorizontalScrollIndicator = v }
        if let v = flag("showsVerticalScrollIndicator") { scroll.showsVerticalScrollIndicator = v }
        if let v = flag("pagingEnabled") { scroll.isPagingEnabled = v }
        if let v = flag("scrollEnabled") { scroll.isScrollEnabled = v }
        if let v = flag("bounces") { scroll.bounces = v }
        if let v = flag("alwaysBounceVertical") { scroll.alwaysBounceVertical = v }
        if let v = flag("alwaysBounceHorizontal") { scroll.alwaysBounceHorizontal = v }
        if let v = flag("directionalLockEnabled") { scroll.isDirectionalLockEnabled = v }
        if let v = flag("bouncesZoom") { scroll.bouncesZoom = v }
        if let v = number("minimumZoomScale") { scroll.minimumZoomScale = v }
        if let v = number("maximumZoomScale") { scroll.maximumZoomScale = v }
        if let mode = choice("keyboardDismissMode", Self.table(["none", "onDrag", "interactive"], UIScrollView.KeyboardDismissMode.init)) {
            scroll.keyboardDismissMode = mode
        }
        if let b = choice("contentInsetAdjustmentBehavior", Self.table(["automatic", "scrollableAxes", "never", "always"],
                                                                       UIScrollView.ContentInsetAdjustmentBehavior.init)) {
            scroll.contentInsetAdjustmentBehavior = b
        }
        if let inset = value("contentInset").flatMap(IBValues.insets) { scroll.contentInset = inset }
    }

    /// The table's style, which `UITableView.init(coder:)` needs before anything else.
    var tableStyle: UITableView.Style {
        switch element["style"] {
        case "grouped"?: .grouped
        case "insetGrouped"?: .insetGrouped
        default: .plain
        }
    }

    func decodeTableView(_ table: UITableView) {
        if let style = choice("separatorStyle", ["none": UITableViewCell.SeparatorStyle.none, "default": .singleLine, "singleLine": .singleLine,
                                                 "singleLineEtched": .singleLine]) {
            table.separatorStyle = style
        }
        if let c = color("separatorColor") { table.separatorColor = c }
        if let h = number("rowHeight") { table.rowHeight = h }
        if let h = number("estimatedRowHeight") { table.estimatedRowHeight = h }
        if let h = number("sectionHeaderHeight") { table.sectionHeaderHeight = h }
        if let h = number("sectionFooterHeight") { table.sectionFooterHeight = h }
        if let h = number("estimatedSectionHeaderHeight") { table.estimatedSectionHeaderHeight = h }
        if let h = number("estimatedSectionFooterHeight") { table.estimatedSectionFooterHeight = h }
        if let v = flag("allowsSelection") { table.allowsSelection = v }
        if let v = flag("allowsMultipleSelection") { table.allowsMultipleSelection = v }
        if let v = flag("allowsSelectionDuringEditing") { table.allowsSelectionDuringEditing = v }
        if let v = flag("allowsMultipleSelectionDuringEditing") { table.allowsMultipleSelectionDuringEditing = v }
        skip("prototypes", "sections")
        guard !isVariation else { return }
        for prototype in element.contents(of: "prototypes") {
            guard let identifier = prototype["reuseIdentifier"] else {
                context.warnOnce(prototype, "a prototype cell without a reuse identifier cannot be dequeued; it is skipped")
                continue
            }
            table.register(UINib(document: document, bundle: context.bundle, prototype: prototype, scene: context),
                           forCellReuseIdentifier: identifier)
        }
        let sections = element.contents(of: "sections")
        if element["dataMode"] == "static" || !sections.isEmpty {
            table.staticSections = sections.map { section in
                UITableView.StaticSection(header: section["headerTitle"], footer: section["footerTitle"],
                                          cells: section.contents(of: "cells").compactMap { context.make($0) as? UITableViewCell })
            }
        }
        for key in ["tableHeaderView", "tableFooterView"] {
            // Older files keep the header and footer as keyed views rather than outlets.
            guard let e = element.children.first(where: { $0["key"] == key }) else { continue }
            readKeys.insert(key)
            let view = context.make(e) as? UIView
            if key == "tableHeaderView" { table.tableHeaderView = view } else { table.tableFooterView = view }
        }
    }

    /// A cell's style and reuse identifier, which `UITableViewCell.init(coder:)` needs first.
    var cellStyle: UITableViewCell.CellStyle {
        switch element["style"] {
        case "IBUITableViewCellStyleValue1"?: .value1
        case "IBUITableViewCellStyleValue2"?: .value2
        case "IBUITableViewCellStyleSubtitle"?: .subtitle
        default: .default
        }
    }

    func decodeTableViewCell(_ cell: UITableViewCell) {
        if let style = choice("selectionStyle", Self.table(["none", "blue", "gray", "default"], UITableViewCell.SelectionStyle.init)) {
            cell.selectionStyle = style
        }
        let accessories = Self.table(["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"],
                                     UITableViewCell.AccessoryType.init)
        if let a = choice("accessoryType", accessories) { cell.accessoryType = a }
        if let a = choice("editingAccessoryType", accessories) { cell.editingAccessoryType = a }
        if let inset = value("separatorInset").flatMap(IBValues.insets) { cell.separatorInset = inset }
        guard !isVariation, let content = value("contentView") else { return }
        // The built-in styles' labels and image (named by the cell's `textLabel`,
        // `detailTextLabel` and `imageView` attributes) are the cell's own: their values go
        // onto them.
        let builtIn: [String: UIView] = [
            "textLabel": cell.textLabel, "detailTextLabel": cell.detailTextLabel, "imageView": cell.imageView,
        ].reduce(into: [:]) { parts, entry in
            if let id = element[entry.key], let view = entry.value { parts[id] = view }
        }
        var contentCopy = content
        contentCopy.children = content.children.map { child in
            guard child.name == "subviews" else { return child }
            var subviews = child
            subviews.children = child.children.filter { sub in
                guard let id = sub.id, let target = builtIn[id] else { return true }
                IBCoder(element: sub, context: context).decodeBuiltInPart(target)
                return false
            }
            return subviews
        }
        IBCoder(element: contentCopy, context: context).decode(cell.contentView)
    }

    /// A built-in cell label's or image view's attributes, without its frame (the cell lays it
    /// out) and without making a new view.
    func decodeBuiltInPart(_ view: UIView) {
        context.register(view, for: element)
        if let c = color("tintColor") { view.tintColor = c }
        switch view {
        case let label as UILabel: decodeLabel(label)
        case let image as UIImageView: decodeImageView(image)
        default: break
        }
    }

    func decodeCollectionViewCell(_ cell: UICollectionViewCell) {
        skip("reuseIdentifier")
        if !isVariation { decode("contentView", onto: cell.contentView) }
    }

    /// The collection view's layout element, which `UICollectionView.init(coder:)` needs first.
    var collectionLayout: UICollectionViewLayout {
        guard let e = element.child(forKey: "collectionViewLayout") else { return UICollectionViewFlowLayout() }
        if e.name == "collectionViewFlowLayout" { return flowLayout(e) }
        context.warnOnce(e, "the collection view layout <\(e.name)> (\(e["customClass"] ?? "no class")) is not supported; a flow layout is used")
        return UICollectionViewFlowLayout()
    }

    func decodeCollectionView(_ collection: UICollectionView) {
        skip("collectionViewLayout", "cells")
        guard !isVariation else { return }
        for prototype in element.contents(of: "cells") {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            collection.register(UINib(document: document, bundle: context.bundle, prototype: prototype, scene: context),
                                forCellWithReuseIdentifier: identifier)
        }
        let kinds = [("sectionHeaderView", UICollectionView.elementKindSectionHeader), ("sectionFooterView", UICollectionView.elementKindSectionFooter)]
        for (key, kind) in kinds {
            guard let e = element.child(forKey: key), let identifier = e["reuseIdentifier"] else { continue }
            readKeys.insert(key)
            collection.register(UINib(document: document, bundle: context.bundle, prototype: e, scene: context),
                                forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
    }

    func decodeVisualEffectView(_ view: UIVisualEffectView) {
        if let blur = value("effect"), blur.name == "blurEffect" {
            let styles = Self.table(["extraLight", "light", "dark", "extraDark", "regular", "prominent", "systemUltraThinMaterial",
                                     "systemThinMaterial", "systemMaterial", "systemThickMaterial", "systemChromeMaterial"],
                                    UIBlurEffect.Style.init)
            view.effect = UIBlurEffect(style: blur["style"].flatMap { styles[$0] } ?? .regular)
        }
        if !isVariation { decode("contentView", onto: view.contentView) }
    }

    func decodeNavigationBar(_ bar: UINavigationBar) {
        if let large = flag("largeTitles") ?? flag("prefersLargeTitles") { bar.prefersLargeTitles = large }
        decodeBar(translucent: &bar.isTranslucent, barTint: &bar.barTintColor)
        // A bar on its own with its items (a navigation controller's bar has none in the file).
        if let items: [UINavigationItem] = barItems() { bar.setItems(items, animated: false) }
    }

    func decodeToolbar(_ bar: UIToolbar) {
        decodeBar(translucent: &bar.isTranslucent, barTint: &bar.barTintColor)
        if let items: [UIBarButtonItem] = barItems() { bar.items = items }
    }

    func decodeTabBar(_ bar: UITabBar) {
        decodeBar(translucent: &bar.isTranslucent, barTint: &bar.barTintColor)
        if let c = color("selectedImageTintColor") { bar.tintColor = c }
        if let c = color("unselectedItemTintColor") { bar.unselectedItemTintColor = c }
        if let items: [UITabBarItem] = barItems() { bar.items = items }
    }

    /// What every bar has: translucency and its tint.
    private func decodeBar(translucent: inout Bool, barTint: inout UIColor?) {
        if let value = flag("translucent") { translucent = value }
        if let c = color("barTintColor") { barTint = c }
    }

    /// A bar's `<items>`, made; nil when it lists none.
    private func barItems<Item>() -> [Item]? {
        skip("items")
        guard !isVariation else { return nil }
        let items = element.contents(of: "items").compactMap { context.make($0) as? Item }
        return items.isEmpty ? nil : items
    }

    func decodeSearchBar(_ bar: UISearchBar) {
        if let text = string("text") { bar.text = text }
        if let placeholder = string("placeholder") { bar.placeholder = placeholder }
        if let shows = flag("showsCancelButton") { bar.showsCancelButton = shows }
        if let traits = value("textInputTraits") { decodeTextInputTraits(traits, of: bar) }
    }
}
