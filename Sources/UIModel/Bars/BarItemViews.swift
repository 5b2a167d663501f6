import Foundation

/// The views a bar (a navigation bar, a toolbar) shows for its bar button items: a custom view,
/// an empty view for a space, or a system button sending the item's action. Views are kept
/// while their items are shown, so a change keeps their state.
final class BarItemViews {
    nonisolated deinit {}
    private unowned let bar: UIView
    private var views: [ObjectIdentifier: UIView] = [:]

    /// The bar appearance's title attributes for an item in a state (nil: the item's own).
    var titleAttributes: ((UIBarButtonItem, UIControl.State) -> [NSAttributedString.Key: Any]?)?

    init(bar: UIView) { self.bar = bar }

    /// The views for `items`, in order, added to the bar; views of items no longer shown are
    /// removed. `onChange` runs when one of the items changes.
    func views(for items: [UIBarButtonItem], onChange: @escaping () -> Void) -> [UIView] {
        let shown = Set(items.map(ObjectIdentifier.init))
        for (id, view) in views where !shown.contains(id) {
            view.removeFromSuperview()
            views[id] = nil
        }
        return items.map { item in
            let view = view(for: item, onChange: onChange)
            item.shownView = view
            return view
        }
    }

    private func view(for item: UIBarButtonItem, onChange: @escaping () -> Void) -> UIView {
        let id = ObjectIdentifier(item)
        item.changeHandlers[ObjectIdentifier(bar)] = onChange
        let existing = views[id]
        let view: UIView
        if let custom = item.customView {
            view = custom
        } else if item.isSpace {
            view = existing.flatMap { $0 is UIButton ? nil : $0 } ?? UIView(frame: .zero)
        } else {
            let button = existing as? UIButton ?? UIButton(type: .system)
            if existing !== button {
                button.addAction(UIAction { [weak item] _ in item?.send() }, for: .primaryActionTriggered)
            }
            button.setTitle(item.image == nil ? item.title : nil, for: .normal)
            button.setImage(item.image, for: .normal)
            for state in [UIControl.State.normal, .highlighted, .disabled] {
                // The bar's look, then the appearance proxies', then the item's own.
                let proxied = UIBarButtonItemAppearanceProxy.resolved(for: type(of: item), in: bar, state: state).attributes
                let own = proxied.map { $0.merging(item.resolvedTitleAttributes(for: state) ?? [:]) { $1 } } ?? item.resolvedTitleAttributes(for: state)
                let attributes = titleAttributes.flatMap { $0(item, state) }.map { ($0).merging(own ?? [:]) { $1 } } ?? own
                let styled = item.title.flatMap { title in attributes.map { NSAttributedString(string: title, attributes: $0) } }
                button.setAttributedTitle(styled, for: state)
            }
            button.titleLabel?.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
            button.isEnabled = item.isEnabled
            if button.menu !== item.menu { button.menu = item.menu }
            button.showsMenuAsPrimaryAction = item.menu != nil && item.primaryAction == nil
            button.tintColor = item.tintColor ?? UIBarButtonItemAppearanceProxy.resolved(for: type(of: item), in: bar, state: .normal).tint
            button.accessibilityLabel = item.accessibilityLabel
            button.accessibilityIdentifier = item.accessibilityIdentifier
            view = button
        }
        if existing !== view { existing?.removeFromSuperview() }
        if view.superview !== bar { bar.addSubview(view) }
        views[id] = view
        return view
    }

    /// An item's width in a bar: its fixed width when set, else its view's natural width (a
    /// flexible space's is 0 until the bar shares out the room left).
    static func width(of item: UIBarButtonItem, view: UIView) -> CGFloat {
        if item.width > 0 { return item.width }
        if item.customView != nil { return view.bounds.width > 0 ? view.bounds.width : view.intrinsicContentSize.width }
        return item.isSpace ? 0 : view.intrinsicContentSize.width
    }

    /// Centres `view` vertically in a row `height` tall starting at `top`, at `x`, `width` wide.
    static func place(_ view: UIView, x: CGFloat, width: CGFloat, top: CGFloat, height rowHeight: CGFloat) {
        let natural = view.bounds.height > 0 && !(view is UIButton) ? view.bounds.height : view.intrinsicContentSize.height
        let height = natural > 0 ? min(natural, rowHeight) : rowHeight
        view.frame = CGRect(x: x, y: top + (rowHeight - height) / 2, width: width, height: height)
    }
}
