import Foundation

/// Shows a `UIContentUnavailableConfiguration`: its image (or a spinner while loading), title,
/// secondary text and buttons, stacked and centred as a block inside its layout margins and
/// safe area.
@preconcurrency @MainActor open class UIContentUnavailableView: UIView {
    nonisolated deinit {}
    open var configuration: UIContentUnavailableConfiguration { didSet { apply() } }

    private let imageView = UIImageView(frame: .zero)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryLabel = UILabel(frame: .zero)
    private let button = UIButton(type: .system)
    private let secondaryButton = UIButton(type: .system)
    /// The actions the buttons were given, to replace when the configuration changes.
    private var buttonActions: [UIAction?] = [nil, nil]

    public init(configuration: UIContentUnavailableConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        setUpContentUnavailableView()
    }

    public required init(coder: NSCoder) {
        configuration = .empty()
        super.init(coder: coder)!
        setUpContentUnavailableView()
    }

    /// Made with a configuration, as in UIKit.
    @available(*, unavailable)
    public override init(frame: CGRect) { fatalError("UIContentUnavailableView is made with init(configuration:)") }

    private func setUpContentUnavailableView() {
        for v in [imageView, spinner, textLabel, secondaryLabel, button, secondaryButton] as [UIView] { addSubview(v) }
        accessibilityIdentifier = "contentUnavailable"
        apply()
    }

    private func apply() {
        let c = configuration
        imageView.image = c.image.map { image in c.imageProperties.preferredSymbolConfiguration.map { image.applyingSymbolConfiguration($0) ?? image } ?? image }
        imageView.tintColor = c.imageProperties.tintColor
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        if c.kind == .loading { spinner.startAnimating() } else { spinner.stopAnimating() }
        spinner.isHidden = c.kind != .loading
        let textAlignment: NSTextAlignment = c.alignment == .center ? .center : .natural
        for (label, text, attributed, properties) in [(textLabel, c.text, c.attributedText, c.textProperties),
                                                      (secondaryLabel, c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties)] {
            label.font = properties.font
            label.textColor = properties.color
            label.numberOfLines = properties.numberOfLines
            label.lineBreakMode = properties.lineBreakMode
            label.textAlignment = textAlignment
            if let attributed { label.attributedText = attributed } else { label.text = text }
        }
        for (i, (view, look, properties)) in [(button, c.button, c.buttonProperties), (secondaryButton, c.secondaryButton, c.secondaryButtonProperties)].enumerated() {
            view.configuration = look
            view.isEnabled = properties.isEnabled
            view.menu = properties.menu
            view.showsMenuAsPrimaryAction = properties.menu != nil && properties.primaryAction == nil
            if let old = buttonActions[i] { view.removeAction(old, for: .primaryActionTriggered) }
            if let action = properties.primaryAction { view.addAction(action, for: .primaryActionTriggered) }
            buttonActions[i] = properties.primaryAction
        }
        setNeedsLayout()
    }

    /// The parts shown, top to bottom, with the space above each.
    private func stack() -> [(view: UIView, gap: CGFloat)] {
        let c = configuration
        var parts: [(UIView, CGFloat)] = []
        func shows(_ label: UILabel) -> Bool { !(label.text ?? "").isEmpty }
        func shows(_ look: UIButton.Configuration) -> Bool { look.title != nil || look.attributedTitle != nil || look.image != nil }
        if c.kind == .loading { parts.append((spinner, 0)) } else if imageView.image != nil { parts.append((imageView, 0)) }
        if shows(textLabel) { parts.append((textLabel, parts.isEmpty ? 0 : c.imageToTextPadding)) }
        if shows(secondaryLabel) { parts.append((secondaryLabel, parts.isEmpty ? 0 : c.textToSecondaryTextPadding)) }
        if shows(c.button) { parts.append((button, parts.isEmpty ? 0 : c.textToButtonPadding)) }
        if shows(c.secondaryButton) { parts.append((secondaryButton, parts.isEmpty ? 0 : c.buttonToSecondaryButtonPadding)) }
        return parts
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let c = configuration, m = c.directionalLayoutMargins, safe = safeAreaInsets
        let area = CGRect(x: bounds.minX + safe.left + m.leading, y: bounds.minY + safe.top + m.top,
                          width: max(bounds.width - safe.left - safe.right - m.leading - m.trailing, 0),
                          height: max(bounds.height - safe.top - safe.bottom - m.top - m.bottom, 0))
        let parts = stack()
        for v in [imageView, spinner, textLabel, secondaryLabel, button, secondaryButton] as [UIView] {
            v.isHidden = !parts.contains { $0.view === v } || (v === spinner && c.kind != .loading)
        }
        let sizes = parts.map { part -> CGSize in
            var size = part.view.sizeThatFits(CGSize(width: area.width, height: .greatestFiniteMagnitude))
            if part.view === imageView {
                let limit = c.imageProperties.maximumSize
                if limit.width > 0, size.width > limit.width { size = CGSize(width: limit.width, height: size.height * limit.width / size.width) }
                if limit.height > 0, size.height > limit.height { size = CGSize(width: size.width * limit.height / size.height, height: limit.height) }
            }
            return CGSize(width: min(size.width, area.width), height: size.height)
        }
        let total = zip(parts, sizes).reduce(0) { $0 + $1.0.gap + $1.1.height }
        var y = area.minY + max((area.height - total) / 2, 0)
        for (part, size) in zip(parts, sizes) {
            y += part.gap
            let labelWide = part.view is UILabel
            let width = labelWide ? area.width : size.width
            let x = c.alignment == .center || labelWide ? area.minX + (area.width - width) / 2 : area.minX
            part.view.frame = CGRect(x: x, y: y, width: width, height: size.height)
            y += size.height
        }
    }
}

/// The content view a content-unavailable configuration makes (`makeContentView()`).
final class ContentUnavailableHostView: UIView, UIContentView {
    nonisolated deinit {}
    let unavailable: UIContentUnavailableView

    init(configuration: UIContentUnavailableConfiguration) {
        unavailable = UIContentUnavailableView(configuration: configuration)
        super.init(frame: .zero)
        unavailable.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(unavailable)
    }

    required init?(coder: NSCoder) { nil }

    var configuration: UIContentConfiguration {
        get { unavailable.configuration }
        set { if let c = newValue as? UIContentUnavailableConfiguration { unavailable.configuration = c } }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        unavailable.frame = bounds
    }
}
