import Foundation

/// A share sheet's content: a header previewing the first item (its text, or its image) with a
/// close button, and under it the offered actions as rows of a rounded group, each its title
/// with its symbol at the trailing side, as iOS lists a share sheet's actions.
final class ActivityListView: UIView {
    nonisolated deinit {}
    weak var controller: UIActivityViewController? { didSet { reload() } }
    private let preview = UILabel(frame: .zero)
    private let thumbnail = UIImageView(frame: .zero)
    private let closeButton = UIButton(type: .system)
    private let group = UIView(frame: .zero)
    private var rows: [(button: UIButton, separator: UIView)] = []

    /// The header's height and the rows' (iOS's share sheet: a 44 pt action row, 16 pt margins).
    static let headerHeight: CGFloat = 76
    static let rowHeight: CGFloat = 52
    static let margin: CGFloat = 16
    static let thumbnailSide: CGFloat = 44

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        preview.font = .preferredFont(forTextStyle: .headline)
        preview.numberOfLines = 2
        preview.accessibilityIdentifier = "sharePreview"
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        thumbnail.layer.cornerRadius = 8
        closeButton.setImage(UIImage(systemName: "xmark.circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 28)), for: .normal)
        closeButton.tintColor = .tertiaryLabel
        closeButton.accessibilityLabel = "Close"
        closeButton.accessibilityIdentifier = "shareClose"
        closeButton.addAction(UIAction { [weak self] _ in self?.controller?.close() }, for: .touchUpInside)
        group.backgroundColor = .secondarySystemGroupedBackground
        group.layer.cornerRadius = 10
        group.clipsToBounds = true
        for v in [preview, thumbnail, closeButton, group] as [UIView] { addSubview(v) }
    }

    required init?(coder: NSCoder) { nil }

    /// Lists what the controller offers now.
    func reload() {
        rows.forEach { $0.button.removeFromSuperview(); $0.separator.removeFromSuperview() }
        rows = []
        guard let controller else { return }
        let first = controller.items(for: nil).first
        thumbnail.image = first as? UIImage
        thumbnail.isHidden = thumbnail.image == nil
        switch first {
        case let text as String: preview.text = text
        case let url as URL: preview.text = url.absoluteString
        case is UIImage: preview.text = "Image"
        default: preview.text = controller.activityItems.isEmpty ? nil : "\(controller.activityItems.count) Items"
        }
        var actions: [(title: String, image: UIImage?, run: () -> Void)] = []
        if controller.offersCopy {
            actions.append(("Copy", UIImage(systemName: "doc.on.doc"), { [weak controller] in controller?.copyItems() }))
        }
        for activity in controller.offeredActivities {
            actions.append((activity.activityTitle ?? "", activity.activityImage, { [weak controller] in controller?.run(activity) }))
        }
        for action in actions {
            let button = UIButton(type: .system)
            var configuration = UIButton.Configuration.plain()
            configuration.title = action.title
            configuration.baseForegroundColor = .label
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: Self.margin, bottom: 0, trailing: Self.margin)
            button.configuration = configuration
            button.contentHorizontalAlignment = .leading
            button.accessibilityIdentifier = "shareAction.\(action.title)"
            let icon = UIImageView(image: action.image)
            icon.tintColor = .label
            icon.contentMode = .center
            icon.isUserInteractionEnabled = false
            icon.tag = 1
            button.addSubview(icon)
            button.addAction(UIAction { _ in action.run() }, for: .touchUpInside)
            let separator = UIView(frame: .zero)
            separator.backgroundColor = .separator
            group.addSubview(button)
            group.addSubview(separator)
            rows.append((button, separator))
        }
        group.isHidden = rows.isEmpty
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, m = Self.margin, top = safeAreaInsets.top + 8
        let side = Self.thumbnailSide
        thumbnail.frame = CGRect(x: m, y: top + (Self.headerHeight - side) / 2 - 8, width: side, height: side)
        let textX = thumbnail.isHidden ? m : thumbnail.frame.maxX + 12
        closeButton.frame = CGRect(x: b.width - m - 30, y: top + 4, width: 30, height: 30)
        preview.frame = CGRect(x: textX, y: top, width: max(closeButton.frame.minX - 8 - textX, 0), height: Self.headerHeight - 16)
        let width = max(b.width - 2 * m, 0)
        group.frame = CGRect(x: m, y: top + Self.headerHeight, width: width, height: CGFloat(rows.count) * Self.rowHeight)
        let hairline = 1 / max(traitCollection.displayScale, 1)
        for (i, row) in rows.enumerated() {
            row.button.frame = CGRect(x: 0, y: CGFloat(i) * Self.rowHeight, width: width, height: Self.rowHeight)
            row.button.viewWithTag(1)?.frame = CGRect(x: width - m - 28, y: 0, width: 28, height: Self.rowHeight)
            row.separator.isHidden = i == rows.count - 1
            row.separator.frame = CGRect(x: m, y: CGFloat(i + 1) * Self.rowHeight - hairline, width: max(width - m, 0), height: hairline)
        }
    }
}
