import UIModel

/// The bubble above a selected annotation view: its title and subtitle (or the detail accessory
/// view) between the left and right accessory views, on a white rounded card whose arrow points
/// at the view.
final class MapCalloutView: UIView {
    weak var owner: MKAnnotationView?
    /// A control among the accessory views was tapped.
    var accessoryTapped: ((UIControl) -> Void)?
    /// Where the arrow's tip is along the bottom, from the left.
    var arrowX: CGFloat = 0 { didSet { if arrowX != oldValue { card.arrowX = arrowX; card.setNeedsDisplay() } } }

    /// The callout's measures, in points (as iOS lays callouts out).
    static let padding: CGFloat = 12
    static let arrowHeight: CGFloat = 10
    static let cornerRadius: CGFloat = 13
    static let minimumWidth: CGFloat = 80
    static let maximumTextWidth: CGFloat = 220

    private let card = CalloutCardView()

    init(title: String, subtitle: String?, left: UIView?, right: UIView?, detail: UIView?) {
        super.init(frame: .zero)
        backgroundColor = .clear
        addSubview(card)
        let titleLabel = UILabel()
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .label
        var lines: [UIView] = [titleLabel]
        if let detail {
            lines.append(detail)
        } else if let subtitle, !subtitle.isEmpty {
            let subtitleLabel = UILabel()
            subtitleLabel.text = subtitle
            subtitleLabel.font = .systemFont(ofSize: 15)
            subtitleLabel.textColor = .secondaryLabel
            lines.append(subtitleLabel)
        }
        // Measure: the text column, the accessories either side.
        let p = Self.padding
        let textSizes = lines.map { line -> CGSize in
            if line is UILabel { return line.sizeThatFits(CGSize(width: Self.maximumTextWidth, height: 100)) }
            let fitted = line.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            return fitted.width > 0 ? fitted : line.bounds.size
        }
        let textWidth = min(textSizes.map(\.width).max() ?? 0, Self.maximumTextWidth)
        let textHeight = textSizes.map(\.height).reduce(0, +) + CGFloat(max(lines.count - 1, 0)) * 2
        let accessorySizes = [left, right].map { $0.map { v in v.bounds.isEmpty ? v.sizeThatFits(.zero) : v.bounds.size } ?? .zero }
        let contentHeight = max(textHeight, accessorySizes[0].height, accessorySizes[1].height)
        var x = p
        if let left {
            left.frame = CGRect(x: x, y: p + (contentHeight - accessorySizes[0].height) / 2, width: accessorySizes[0].width, height: accessorySizes[0].height)
            addSubview(left)
            x += accessorySizes[0].width + 8
        }
        var y = p + (contentHeight - textHeight) / 2
        for (line, size) in zip(lines, textSizes) {
            line.frame = CGRect(x: x, y: y, width: min(size.width, textWidth), height: size.height)
            addSubview(line)
            y += size.height + 2
        }
        x += textWidth
        if let right {
            x += 8
            right.frame = CGRect(x: x, y: p + (contentHeight - accessorySizes[1].height) / 2, width: accessorySizes[1].width, height: accessorySizes[1].height)
            addSubview(right)
            x += accessorySizes[1].width
        }
        let width = max(x + p, Self.minimumWidth)
        bounds.size = CGSize(width: width, height: contentHeight + 2 * p + Self.arrowHeight)
        card.frame = bounds
        for accessory in [left, right] {
            guard let control = accessory as? UIControl else { continue }
            control.addAction(UIAction { [weak self, weak control] _ in
                guard let self, let control else { return }
                self.accessoryTapped?(control)
            }, for: .touchUpInside)
        }
    }

    required init?(coder: NSCoder) { nil }
}

/// The callout's card: a rounded rectangle with an arrow under it, with a soft shadow.
final class CalloutCardView: UIView {
    var arrowX: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isUserInteractionEnabled = false
        contentMode = .redraw
    }
    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let card = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - MapCalloutView.arrowHeight)
        let path = CGMutablePath()
        path.addRoundedRect(in: card, cornerWidth: MapCalloutView.cornerRadius, cornerHeight: MapCalloutView.cornerRadius)
        let tipX = min(max(arrowX, MapCalloutView.cornerRadius + 10), bounds.width - MapCalloutView.cornerRadius - 10)
        path.move(to: CGPoint(x: tipX - 10, y: card.maxY))
        path.addLine(to: CGPoint(x: tipX, y: bounds.height))
        path.addLine(to: CGPoint(x: tipX + 10, y: card.maxY))
        path.closeSubpath()
        context.setShadow(offset: CGSize(width: 0, height: 2), blur: 8, color: UIColor(white: 0, alpha: 0.2).cgColor)
        context.setFillColor(UIColor.secondarySystemGroupedBackground.resolvedColor(with: traitCollection).cgColor)
        context.addPath(path)
        context.fillPath()
    }
}

/// The user's location: a blue dot in a white ring, with a soft shadow.
final class UserLocationDotView: MKAnnotationView {
    static let size = CGSize(width: 22, height: 22)

    required init(annotation: MKAnnotation?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        bounds.size = Self.size
        backgroundColor = .clear
        contentMode = .redraw
        displayPriority = .required
        canShowCallout = true
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setShadow(offset: CGSize(width: 0, height: 1), blur: 3, color: UIColor(white: 0, alpha: 0.3).cgColor)
        context.setFillColor(UIColor.white.cgColor)
        context.fillEllipse(in: bounds.insetBy(dx: 1, dy: 1))
        context.setShadow(offset: .zero, blur: 0, color: nil)
        context.setFillColor(UIColor.systemBlue.resolvedColor(with: traitCollection).cgColor)
        context.fillEllipse(in: bounds.insetBy(dx: 4, dy: 4))
    }
}
