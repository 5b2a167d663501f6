import Foundation

/// The open menu's card: its rows in sections, hairlines between rows and bands between
/// sections, scrolling when the menu is taller than the room it has.
final class MenuPlatterView: UIView {
    nonisolated deinit {}
    let scrollView = UIScrollView(frame: .zero)
    /// Holds the rows inside the scroll view (its indicators stay apart).
    private let content = UIView(frame: .zero)
    /// The rows' total height at the width last built for.
    private(set) var contentHeight: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = MenuMetrics.background
        layer.cornerRadius = MenuMetrics.cornerRadius
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 24
        layer.shadowOffset = CGSize(width: 0, height: 8)
        scrollView.layer.cornerRadius = MenuMetrics.cornerRadius
        scrollView.clipsToBounds = true
        scrollView.delaysContentTouches = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.addSubview(content)
        addSubview(scrollView)
        accessibilityIdentifier = "menu"
    }

    required init?(coder: NSCoder) { nil }

    /// Replaces the rows with `sections`, laid out at `width`.
    func build(_ sections: [[MenuItem]], width: CGFloat, presentation: MenuPresentation) {
        for v in content.subviews { v.removeFromSuperview() }
        let showsChecks = sections.joined().contains {
            if case .action(let a) = $0 { a.state != .off } else { false }
        }
        let hairline = 1 / max(UIScreen.main.scale, 1)
        var y: CGFloat = 0
        for (s, section) in sections.enumerated() {
            if s > 0 {
                let band = UIView(frame: CGRect(x: 0, y: y, width: width, height: MenuMetrics.sectionGap))
                band.backgroundColor = MenuMetrics.sectionBand
                content.addSubview(band)
                y += MenuMetrics.sectionGap
            }
            for (i, item) in section.enumerated() {
                if i > 0 {
                    let line = UIView(frame: CGRect(x: 0, y: y, width: width, height: hairline))
                    line.backgroundColor = .separator
                    content.addSubview(line)
                }
                let row = view(for: item, width: width, showsChecks: showsChecks, presentation: presentation)
                row.frame.origin.y = y
                content.addSubview(row)
                y += row.frame.height
            }
        }
        contentHeight = y
        content.frame = CGRect(x: 0, y: 0, width: width, height: y)
        scrollView.contentSize = CGSize(width: width, height: y)
    }

    private func view(for item: MenuItem, width: CGFloat, showsChecks: Bool, presentation: MenuPresentation) -> UIView {
        guard case .tiles(let elements, let size) = item else {
            let row = MenuRowView(item: item, showsChecks: showsChecks, presentation: presentation)
            row.frame = CGRect(x: 0, y: 0, width: width, height: row.height(forWidth: width))
            return row
        }
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: width,
                                         height: size == .small ? MenuMetrics.rowHeight : MenuMetrics.mediumTileHeight))
        let tileWidth = width / CGFloat(elements.count)
        for (i, e) in elements.enumerated() {
            let tileItem: MenuItem = (e as? UIAction).map { .action($0) } ?? (e as? UIMenu).map { .submenu($0) } ?? .header(e.title)
            let tile = MenuRowView(item: tileItem, tileSize: size, showsChecks: false, presentation: presentation)
            tile.frame = CGRect(x: CGFloat(i) * tileWidth, y: 0, width: tileWidth, height: strip.bounds.height)
            strip.addSubview(tile)
            if i > 0 {
                let line = UIView(frame: CGRect(x: tile.frame.minX, y: 0, width: 1 / max(UIScreen.main.scale, 1), height: strip.bounds.height))
                line.backgroundColor = .separator
                strip.addSubview(line)
            }
        }
        return strip
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
        scrollView.isScrollEnabled = contentHeight > bounds.height + 0.5
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: MenuMetrics.cornerRadius).cgPath
    }
}
