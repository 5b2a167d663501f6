import Foundation

/// One row of an open menu, as the platter draws it.
enum MenuItem {
    /// A menu's title above its elements.
    case header(String)
    case action(UIAction)
    /// A submenu's row: tapping it opens the submenu.
    case submenu(UIMenu)
    /// The open submenu's own row at the top: tapping it goes back to the parent.
    case back(UIMenu)
    /// A deferred element still loading.
    case loading
    /// An inline menu's elements side by side (medium or small elements, or a palette).
    case tiles([UIMenuElement], UIMenu.ElementSize)

    /// The sections of `menu` as rows: the menu's own elements, then each inline menu in a
    /// section of its own. Hidden elements are left out; deferred elements are replaced by what
    /// `loaded` gives for them, or a loading row.
    static func sections(of menu: UIMenu, showsTitle: Bool,
                         loaded: (UIDeferredMenuElement) -> [UIMenuElement]?) -> [[MenuItem]] {
        var sections: [[MenuItem]] = []
        var current: [MenuItem] = showsTitle && !menu.title.isEmpty ? [.header(menu.title)] : []
        // The menu's title heads the first section, whatever it is, not a section of its own.
        func flush() {
            guard !current.isEmpty else { return }
            if current.count == 1, case .header = current[0], sections.isEmpty { return }
            sections.append(current)
            current = []
        }
        for child in expand(menu.children, loaded: loaded, depth: 0) {
            switch child {
            case .element(let m as UIMenu) where m.options.contains(.displayInline) || m.options.contains(.displayAsPalette):
                flush()
                var group: [MenuItem] = current + (m.title.isEmpty ? [] : [.header(m.title)])
                current = []
                let visible = expand(m.children, loaded: loaded, depth: 1)
                if m.options.contains(.displayAsPalette) || m.preferredElementSize != .large {
                    let elements = visible.compactMap { if case .element(let e) = $0 { e } else { nil } }
                    if !elements.isEmpty { group.append(.tiles(elements, m.options.contains(.displayAsPalette) ? .small : m.preferredElementSize)) }
                } else {
                    group += visible.map(row)
                }
                if !group.isEmpty { sections.append(group) }
            case let other:
                current.append(row(other))
            }
        }
        flush()
        return sections
    }

    /// An element or a loading placeholder, once deferred elements are expanded.
    private enum Expanded { case element(UIMenuElement), loading }

    /// Expands deferred elements in place (a deferred element's own deferred elements too, a
    /// few levels deep) and leaves out hidden ones.
    private static func expand(_ elements: [UIMenuElement], loaded: (UIDeferredMenuElement) -> [UIMenuElement]?,
                               depth: Int) -> [Expanded] {
        elements.flatMap { e -> [Expanded] in
            if e.menuAttributes.contains(.hidden) { return [] }
            guard let deferred = e as? UIDeferredMenuElement else { return [.element(e)] }
            guard depth < maxDeferredDepth else { return [] }
            guard let children = loaded(deferred) else { return [.loading] }
            return expand(children, loaded: loaded, depth: depth + 1)
        }
    }

    /// How deeply deferred elements may nest (a provider that answers with itself stops here).
    static let maxDeferredDepth = 8

    private static func row(_ e: Expanded) -> MenuItem {
        switch e {
        case .loading: return .loading
        case .element(let m as UIMenu): return .submenu(m)
        case .element(let a as UIAction): return .action(a)
        case .element(let other): return .header(other.title)
        }
    }
}
