import Foundation

/// A tappable button. `.system` buttons draw their title in the tint colour and fade it while
/// highlighted; titles and title colours can be set per control state.
open class UIButton: UIControl {
    // Accessibility: a button read as its title.
    override var implicitAccessibilityLabel: String? { currentTitle }
    override var implicitAccessibilityTraits: UIAccessibilityTraits { super.implicitAccessibilityTraits.union(.button) }

    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let roundedRect = ButtonType.system
    }

    /// UIKit's system button title font size.
    public static let systemTitleFontSize: CGFloat = 15
    /// How much a highlighted system button fades its title (UIKit dims it to about 20 %).
    static let highlightedTitleAlpha: CGFloat = 0.2
    /// Vertical padding UIKit adds around a system button's title (a 15 pt title gives a 30 pt button).
    static let systemVerticalPadding: CGFloat = 12

    public let buttonType: ButtonType
    public let titleLabel: UILabel?
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: Self.systemTitleFontSize)
        label.textAlignment = .center
        titleLabel = label
        super.init(frame: .zero)
        backgroundColor = nil
        addSubview(label)
        updateTitle()
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public convenience override init(frame: CGRect) {
        self.init(type: .custom)
        self.frame = frame
    }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    private var defaultTitleColor: UIColor {
        if !isEnabled { return .systemGray3 }
        return buttonType == .custom ? .white : tintColor
    }

    override var claimsSingleTaps: Bool { isEnabled }

    override func stateDidChange() { updateTitle() }

    private func updateTitle() {
        guard let titleLabel else { return }
        titleLabel.text = currentTitle
        var color = currentTitleColor
        if buttonType == .system, isHighlighted, titleColors[State.highlighted.rawValue] == nil {
            color = color.withAlphaComponent(color.alpha * Self.highlightedTitleAlpha)
        }
        titleLabel.textColor = color
        setNeedsLayout()
    }

    open override var tintColor: UIColor! {
        didSet { updateTitle() }
    }

    open override func didMoveToSuperview() { updateTitle() }
    open override func tintColorDidChange() { updateTitle() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let titleLabel else { return }
        let content = bounds.inset(by: contentEdgeInsets)
        let fit = titleLabel.sizeThatFits(CGSize(width: content.width, height: content.height))
        let w = min(fit.width, content.width), h = min(fit.height, max(content.height, 0))
        titleLabel.frame = CGRect(x: content.midX - w / 2, y: content.midY - h / 2, width: w, height: h)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let label = titleLabel?.intrinsicContentSize ?? .zero
        let pad = buttonType == .system ? Self.systemVerticalPadding : 0
        return CGSize(width: label.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: label.height + pad + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
