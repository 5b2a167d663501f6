import Foundation

/// Shows a `UIListContentConfiguration`: an image view and two labels placed by hand within the
/// configuration's margins, in its layout. Its height fits the texts (at least a 44 pt row).
@preconcurrency @MainActor open class UIListContentView: UIView, UIContentView {
    nonisolated deinit {}
    let imageView = UIImageView(frame: .zero)
    let textLabel = UILabel(frame: .zero)
    let secondaryTextLabel = UILabel(frame: .zero)
    private var listConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        setUpListContentView()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpListContentView()
    }

    /// Made with a configuration, as in UIKit.
    @available(*, unavailable)
    public override init(frame: CGRect) { fatalError("UIListContentView is made with init(configuration:)") }

    private func setUpListContentView() {
        for v in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(v) }
        apply()
    }

    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let c = newValue as? UIListContentConfiguration else { return }
            listConfiguration = c
            apply()
        }
    }

    /// Whether this view can show `configuration` (a list configuration).
    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        let c = listConfiguration
        textLabel.text = c.text
        textLabel.font = c.textProperties.font
        textLabel.textColor = c.textProperties.color
        textLabel.numberOfLines = c.textProperties.numberOfLines
        textLabel.textAlignment = c.textProperties.alignment
        secondaryTextLabel.text = c.secondaryText
        secondaryTextLabel.font = c.secondaryTextProperties.font
        secondaryTextLabel.textColor = c.secondaryTextProperties.color
        secondaryTextLabel.numberOfLines = c.secondaryTextProperties.numberOfLines
        if c.layout == .sideBySide { secondaryTextLabel.textAlignment = .right }
        imageView.image = c.image
        if let tint = c.imageProperties.tintColor { imageView.tintColor = tint }
        setNeedsLayout()
    }

    /// Reads the labels as they are now (a legacy `textLabel` may have been changed directly).
    private var hasText: Bool { !(textLabel.text ?? "").isEmpty }
    private var hasSecondary: Bool { !(secondaryTextLabel.text ?? "").isEmpty }

    private var imageSize: CGSize {
        guard let image = imageView.image else { return .zero }
        var s = image.size
        let m = listConfiguration.imageProperties.maximumSize
        if m.width > 0, s.width > m.width { s = CGSize(width: m.width, height: s.height * m.width / s.width) }
        if m.height > 0, s.height > m.height { s = CGSize(width: s.width * m.height / s.height, height: m.height) }
        return s
    }

    /// The texts' frames (and the image's) for a width, and the height they need.
    private func arrange(width: CGFloat) -> Arrangement {
        let c = listConfiguration
        // Worked out left to right (leading on the left); `layoutSubviews` mirrors it for right to left.
        let d = c.directionalLayoutMargins
        let m = UIEdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
        let img = imageSize
        let textStart = m.left + (img.width > 0 ? img.width + c.imageToTextPadding : 0)
        let available = max(width - textStart - m.right, 0)
        func size(_ label: UILabel, _ w: CGFloat, _ present: Bool) -> CGSize {
            guard present else { return .zero }
            let s = label.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))
            return CGSize(width: min(s.width, w), height: s.height)
        }
        var text: CGRect, secondary: CGRect, contentHeight: CGFloat
        switch c.layout {
        case .sideBySide:
            let s2 = size(secondaryTextLabel, available / 2, hasSecondary)
            let s1 = size(textLabel, max(available - s2.width - (s2.width > 0 ? c.textToSecondaryTextHorizontalPadding : 0), 0), hasText)
            contentHeight = max(s1.height, s2.height, img.height)
            text = CGRect(x: textStart, y: m.top + (contentHeight - s1.height) / 2, width: s1.width, height: s1.height)
            secondary = CGRect(x: width - m.right - s2.width, y: m.top + (contentHeight - s2.height) / 2, width: s2.width, height: s2.height)
        case .stacked, .header:
            let s1 = size(textLabel, available, hasText), s2 = size(secondaryTextLabel, available, hasSecondary)
            let gap = s1.height > 0 && s2.height > 0 ? c.textToSecondaryTextVerticalPadding : 0
            let texts = s1.height + gap + s2.height
            contentHeight = max(texts, img.height)
            text = CGRect(x: textStart, y: m.top + (contentHeight - texts) / 2, width: s1.width, height: s1.height)
            secondary = CGRect(x: textStart, y: text.maxY + gap, width: s2.width, height: s2.height)
        }
        let minimum = c.layout == .header ? 0 : UIListContentConfiguration.minimumRowHeight
        let height = max(minimum, (m.top + contentHeight + m.bottom).rounded(.up))
        // Centred in the row when the row is taller than the content.
        let dy = (height - (m.top + contentHeight + m.bottom)) / 2
        let image = CGRect(x: m.left, y: m.top + dy + (contentHeight - img.height) / 2, width: img.width, height: img.height)
        return (image, text.offsetBy(dx: 0, dy: dy), secondary.offsetBy(dx: 0, dy: dy), height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width < UIView.layoutFittingExpandedSize.width ? size.width : bounds.width
        return CGSize(width: width, height: arrange(width: width).height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let a = arrange(width: bounds.width)
        imageView.frame = placed(a.image)
        textLabel.frame = placed(a.text)
        secondaryTextLabel.frame = placed(a.secondary)
    }

    /// `rect`, worked out left to right, where it goes in this view (mirrored for right to left).
    private func placed(_ rect: CGRect) -> CGRect {
        let r = rect.offsetBy(dx: bounds.minX, dy: bounds.minY)
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return r }
        return CGRect(x: bounds.maxX - (r.maxX - bounds.minX), y: r.minY, width: r.width, height: r.height)
    }

    // MARK: Layout guides

    /// Where the text is, for constraints to line other views up with it (nil without text).
    open var textLayoutGuide: UILayoutGuide? { hasText ? contentGuide(\.text, "textLayoutGuide") : nil }
    /// Where the secondary text is (nil without one).
    open var secondaryTextLayoutGuide: UILayoutGuide? { hasSecondary ? contentGuide(\.secondary, "secondaryTextLayoutGuide") : nil }
    /// Where the image is (nil without one).
    open var imageLayoutGuide: UILayoutGuide? { imageView.image != nil ? contentGuide(\.image, "imageLayoutGuide") : nil }

    private typealias Arrangement = (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat)

    /// The guide following one part of the arrangement, made the first time it is asked for.
    private func contentGuide(_ part: KeyPath<Arrangement, CGRect>, _ identifier: String) -> UILayoutGuide {
        let name = "UIListContentView." + identifier
        if let guide = layoutGuides.first(where: { $0.identifier == name }) { return guide }
        let guide = UILayoutGuide(kind: .contentFrame, identifier: name)
        guide.contentFrame = { [unowned self] in placed(arrange(width: bounds.width)[keyPath: part]) }
        addLayoutGuide(guide)
        return guide
    }
}
