import Foundation

/// A row of an open menu (an action, a submenu, a header, a loading row), or one tile of a row
/// of medium or small elements. A tap on an enabled row chooses it.
final class MenuRowView: UIView {
    nonisolated deinit {}
    let item: MenuItem
    /// The element size when the row is a tile; nil for a full row.
    let tileSize: UIMenu.ElementSize?
    private let showsChecks: Bool
    private weak var presentation: MenuPresentation?
    private let titleLabel = UILabel(frame: .zero)
    private let subtitleLabel = UILabel(frame: .zero)
    private let icon = UIImageView(frame: .zero)
    private let check = UIImageView(frame: .zero)
    private var spinner: UIActivityIndicatorView?

    init(item: MenuItem, tileSize: UIMenu.ElementSize? = nil, showsChecks: Bool, presentation: MenuPresentation) {
        self.item = item
        self.tileSize = tileSize
        self.showsChecks = showsChecks
        self.presentation = presentation
        super.init(frame: .zero)
        configure()
    }

    required init?(coder: NSCoder) { nil }

    private var element: UIMenuElement? {
        switch item {
        case .action(let a): a
        case .submenu(let m), .back(let m): m
        default: nil
        }
    }

    private var isEnabled: Bool {
        switch item {
        case .action(let a): !a.attributes.contains(.disabled)
        case .submenu, .back: true
        default: false
        }
    }

    private func configure() {
        let destructive = element?.menuAttributes.contains(.destructive) ?? false
        let color: UIColor = !isEnabled && element != nil ? .tertiaryLabel : destructive ? .systemRed : .label
        titleLabel.textColor = color
        icon.tintColor = color
        check.tintColor = color
        icon.contentMode = .center
        check.contentMode = .center
        subtitleLabel.font = MenuMetrics.subtitleFont
        subtitleLabel.textColor = .secondaryLabel
        titleLabel.font = tileSize == nil ? MenuMetrics.titleFont : MenuMetrics.tileTitleFont
        titleLabel.numberOfLines = tileSize == nil ? 2 : 1
        if tileSize != nil { titleLabel.textAlignment = .center }
        for v in [titleLabel, subtitleLabel, icon, check] { addSubview(v) }
        let symbol = UIImage.SymbolConfiguration(pointSize: 17)
        switch item {
        case .header(let title):
            titleLabel.text = title
            titleLabel.font = MenuMetrics.headerFont
            titleLabel.textColor = .secondaryLabel
        case .loading:
            titleLabel.text = "Loading…"
            titleLabel.textColor = .secondaryLabel
            let s = UIActivityIndicatorView(style: .medium)
            s.startAnimating()
            addSubview(s)
            spinner = s
        case .action(let a):
            titleLabel.text = tileSize == .small ? nil : a.title
            subtitleLabel.text = tileSize == nil ? a.subtitle : nil
            icon.image = (a.state == .on ? a.selectedImage ?? a.image : a.image)?.applyingSymbolConfiguration(symbol)
            switch a.state {
            case .on: check.image = UIImage(systemName: "checkmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 15, weight: .semibold))
            case .mixed: check.image = UIImage(systemName: "minus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 15, weight: .semibold))
            case .off: break
            }
        case .submenu(let m):
            titleLabel.text = m.title
            subtitleLabel.text = m.subtitle
            icon.image = UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(pointSize: 15, weight: .semibold))
        case .back(let m):
            titleLabel.text = m.title
            titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
            icon.image = UIImage(systemName: "chevron.down", withConfiguration: UIImage.SymbolConfiguration(pointSize: 15, weight: .semibold))
        case .tiles:
            break
        }
        // Accessibility: each choosable row is a button named by its title.
        isAccessibilityElement = element != nil || { if case .header = item { true } else { false } }()
        accessibilityLabel = element?.title ?? titleLabel.text
        var traits: UIAccessibilityTraits = element == nil ? .header : .button
        if case .action(let a) = item, a.state == .on { traits.insert(.selected) }
        if element != nil, !isEnabled { traits.insert(.notEnabled) }
        accessibilityTraits = traits
        switch item {
        case .action(let a): accessibilityIdentifier = "menuAction:\(a.title)"
        case .submenu(let m): accessibilityIdentifier = "menu:\(m.title)"
        case .back(let m): accessibilityIdentifier = "menuBack:\(m.title)"
        default: break
        }
    }

    /// Where the title starts.
    private var titleX: CGFloat {
        if case .header = item { return MenuMetrics.inset }
        return showsChecks ? MenuMetrics.checkedTitleX : MenuMetrics.inset
    }
    private var titleWidth: CGFloat {
        bounds.width - titleX - MenuMetrics.inset - (icon.image == nil ? 0 : MenuMetrics.imageWidth + 8)
    }

    /// The row's height at `width`: 44 pt, more for a subtitle or a title on two lines.
    func height(forWidth width: CGFloat) -> CGFloat {
        if case .header = item {
            let h = titleLabel.sizeThatFits(CGSize(width: width - 2 * MenuMetrics.inset, height: .greatestFiniteMagnitude)).height
            return ceil(h) + 18
        }
        switch tileSize {
        case .small?: return MenuMetrics.rowHeight
        case .medium?, .large?: return MenuMetrics.mediumTileHeight
        case nil: break
        }
        let textWidth = width - titleX - MenuMetrics.inset - (icon.image == nil ? 0 : MenuMetrics.imageWidth + 8)
        var h = titleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        if !(subtitleLabel.text ?? "").isEmpty {
            h += 2 + subtitleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        }
        return max(MenuMetrics.rowHeight, ceil(h + 22))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        if let tileSize {
            let iconY: CGFloat = tileSize == .small ? 0 : 12
            icon.frame = CGRect(x: 0, y: iconY, width: b.width, height: tileSize == .small ? b.height : 24)
            titleLabel.frame = CGRect(x: 4, y: 42, width: b.width - 8, height: 16)
            titleLabel.isHidden = tileSize == .small
            return
        }
        let w = max(titleWidth, 0)
        let titleH = titleLabel.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height
        let hasSubtitle = !(subtitleLabel.text ?? "").isEmpty
        let subH = hasSubtitle ? subtitleLabel.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height + 2 : 0
        let top = (b.height - titleH - subH) / 2
        titleLabel.frame = CGRect(x: titleX, y: top, width: w, height: titleH)
        subtitleLabel.frame = CGRect(x: titleX, y: top + titleH + 2, width: w, height: subH)
        check.frame = CGRect(x: MenuMetrics.inset - 2, y: 0, width: 22, height: b.height)
        icon.frame = CGRect(x: b.width - MenuMetrics.inset - MenuMetrics.imageWidth, y: 0, width: MenuMetrics.imageWidth, height: b.height)
        spinner?.center = CGPoint(x: b.width - MenuMetrics.inset - MenuMetrics.imageWidth / 2, y: b.midY)
    }

    private var isPressed = false {
        didSet { backgroundColor = isPressed ? MenuMetrics.highlight : nil }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled { isPressed = true }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let t = touches.first else { return }
        isPressed = bounds.contains(t.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isPressed else { return }
        isPressed = false
        presentation?.chose(item)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { isPressed = false }
}
