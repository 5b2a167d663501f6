import Foundation

/// A tappable button. `.system` buttons draw their title in the tint colour and fade it while
/// highlighted; titles and title colours can be set per control state.
@preconcurrency @MainActor open class UIButton: UIControl {
    nonisolated deinit {}
    // Accessibility: a button read as its title.
    override var implicitAccessibilityLabel: String? { currentTitle ?? currentAttributedTitle?.string }
    override var implicitAccessibilityTraits: UIAccessibilityTraits { super.implicitAccessibilityTraits.union(.button) }

    nonisolated public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let roundedRect = ButtonType.system
    }

    /// UIKit's system button title font size.
    package static let systemTitleFontSize: CGFloat = 15
    /// How much a highlighted system button fades its title (UIKit dims it to about 20 %).
    static let highlightedTitleAlpha: CGFloat = 0.2
    /// Vertical padding UIKit adds around a system button's title (a 15 pt title gives a 30 pt
    /// button), unless the button has content insets above or below (a 15 pt title with 15 pt
    /// insets all round is 48 pt tall on iOS, not 60).
    static let systemVerticalPadding: CGFloat = 12

    open internal(set) var buttonType: ButtonType = .custom
    open private(set) var titleLabel: UILabel?
    /// Shows the image for the state, before the title (after it right to left); made the
    /// first time it is asked for or an image is set, as UIKit makes it.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(frame: .zero)
        view.isHidden = true
        insertSubview(view, at: backgroundImageView == nil ? 0 : 1)
        storedImageView = view
        updateImage()
        return view
    }
    private var storedImageView: UIImageView?
    /// The configuration's activity indicator, made when first shown.
    private var activityIndicator: UIActivityIndicatorView?
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Moves the image from where the layout puts it (deprecated in UIKit, still common).
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Moves the title from where the layout puts it (deprecated in UIKit, still common).
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Whether a highlighted button dims its image (system buttons fade it instead).
    open var adjustsImageWhenHighlighted = true
    /// Whether a disabled button draws its image darker.
    ///
    /// Stored, no effect here: a custom button's image is drawn unchanged when disabled (a system button's tint turns grey).
    open var adjustsImageWhenDisabled = true
    /// Whether a highlighted button shows a soft white glow at its middle, as UIKit draws it.
    open var showsTouchWhenHighlighted = false
    /// Whether the title's shadow flips to the other side while highlighted (the label's
    /// `shadowOffset` negated).
    open var reversesTitleShadowWhenHighlighted = false

    private var images: [UInt: UIImage] = [:]
    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    /// Shows the background image for the state, behind the title.
    private var backgroundImageView: UIImageView?

    /// The iOS 15 configuration that styles the button (nil: the classic title-only look).
    /// Setting one takes its title when it has one, and its colours, corners and padding.
    open var configuration: Configuration? { didSet { configurationChanged() } }
    /// Runs when the configuration should follow a change of state (highlight, enabling).
    open var configurationUpdateHandler: ((UIButton) -> Void)?

    /// A button of `buttonType`: a custom button made with `init(frame:)` (a subclass's own
    /// override runs, as in UIKit), then given the type's look.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        adoptType(buttonType)
    }

    /// Gives the button `buttonType`'s look (the type's symbol as its normal image).
    func adoptType(_ buttonType: ButtonType) {
        self.buttonType = buttonType
        if let symbol = Self.typeSymbol(buttonType) { images[State.normal.rawValue] = symbol }
        updateTitle()
    }

    /// A custom button (UIKit's designated initializer).
    public override init(frame: CGRect) {
        titleLabel = Self.makeTitleLabel()
        super.init(frame: frame)
        setUpButton()
    }

    public required init?(coder: NSCoder) {
        titleLabel = Self.makeTitleLabel()
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpButton()
    }

    private static func makeTitleLabel() -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: systemTitleFontSize)
        label.textAlignment = .center
        return label
    }

    private func setUpButton() {
        backgroundColor = nil
        if let titleLabel { addSubview(titleLabel) }
        updateTitle()
    }

    /// The symbol a button type shows (the close button's grey circled cross, the info buttons'
    /// i, the add button's circled plus, these in the tint colour).
    static func typeSymbol(_ type: ButtonType) -> UIImage? {
        switch type {
        case .close:
            return UIImage(systemName: "xmark.circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 25))?
                .withTintColor(.systemGray3)
        case .infoLight, .infoDark, .detailDisclosure: return UIImage(systemName: "info.circle")
        case .contactAdd: return ButtonTypeGlyph.contactAdd
        case .custom, .system: return nil
        }
    }

    /// The image for a state; other states fall back to the normal state's. A system button
    /// draws an image of automatic rendering mode as a template in its tint colour.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateTitle()
    }

    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    open var currentImage: UIImage? { image(for: state) }

    /// The symbol configuration the state's symbol image is drawn with (other states fall back
    /// to the normal state's).
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        symbolConfigurations[state.rawValue] = configuration
        updateTitle()
    }

    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state.rawValue] ?? symbolConfigurations[State.normal.rawValue]
    }

    /// The button's menu: shown by a long press, or by a touch down with
    /// `showsMenuAsPrimaryAction`.
    open var menu: UIMenu? {
        didSet {
            isContextMenuInteractionEnabled = menu != nil
            if changesSelectionAsPrimaryAction { showSelectedAction() }
        }
    }

    /// A pop-up button: its menu's actions are a single choice, and the chosen one is its title.
    open var changesSelectionAsPrimaryAction = false { didSet { if changesSelectionAsPrimaryAction { showSelectedAction() } } }

    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                              configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    override func menuDidChoose(_ action: UIAction) {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        menu.select(action)
        showSelectedAction()
    }

    /// A pop-up button shows its chosen action's title; with none chosen, the first is chosen,
    /// as UIKit does.
    private func showSelectedAction() {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = menu.allActions
        guard let chosen = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        if chosen.state != .on { menu.select(chosen) }
        if configuration != nil {
            configuration?.title = chosen.title
        } else {
            setTitle(chosen.title, for: .normal)
        }
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A button styled by `configuration`, running `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
        configurationChanged()  // observers do not run inside an initializer
    }

    private func configurationChanged() {
        if let title = configuration?.title { titles[State.normal.rawValue] = title }
        updateTitle()
        setNeedsUpdateConfiguration()
    }

    /// Asks for the configuration to be updated for the current state. Asked again while the
    /// update runs (the update handler assigns `configuration`, Apple's documented pattern), it
    /// does not start another: the update under way applies the new configuration.
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        updateConfiguration()
    }

    private var isUpdatingConfiguration = false

    /// Runs the update handler, then applies the configuration's look for the state.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
        applyConfiguration()
    }

    private func applyConfiguration() {
        guard let c = configuration else { return }
        let tint: UIColor = tintColor ?? .systemBlue
        backgroundColor = c.backgroundColor(tint: tint, enabled: isEnabled, highlighted: isHighlighted)
        layer.cornerRadius = c.cornerRadius(height: bounds.height)
        if let stroke = c.background.strokeColor, c.background.strokeWidth > 0 {
            layer.borderColor = stroke.cgColor
            layer.borderWidth = c.background.strokeWidth
        } else {
            layer.borderWidth = 0
        }
        setNeedsLayout()
    }

    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        updateBackgroundImage()
    }

    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    private func updateBackgroundImage() {
        guard let image = currentBackgroundImage else {
            backgroundImageView?.removeFromSuperview()
            backgroundImageView = nil
            return
        }
        let v = backgroundImageView ?? UIImageView(frame: bounds)
        if backgroundImageView == nil {
            v.isUserInteractionEnabled = false
            insertSubview(v, at: 0)
            backgroundImageView = v
        }
        v.image = image
        setNeedsLayout()
    }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// A styled title for a state; it is drawn instead of the plain title (what it does not
    /// style takes the title label's font and the state's title colour).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
        updateTitle()
    }

    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    private var titleShadowColors: [UInt: UIColor] = [:]
    /// Whether the title label's shadow offset is the reversed one now.
    private var shadowReversed = false

    /// The glow `showsTouchWhenHighlighted` draws: white fading out over this radius, centred.
    static let touchGlowRadius: CGFloat = 20

    override func appendContent(to list: inout DisplayList, transform: CGAffineTransform, opacity: Float) {
        guard showsTouchWhenHighlighted, isHighlighted else { return }
        let r = Self.touchGlowRadius, b = bounds
        let glow = RoundedRect(rect: CGRect(x: b.midX - r, y: b.midY - r, width: 2 * r, height: 2 * r), cornerRadius: r, transform: transform)
        list.append(.gradient(GradientDraw(kind: .radial, shape: glow,
                                           colors: [RGBA(r: 1, g: 1, b: 1, a: 0.8 * opacity), RGBA(r: 1, g: 1, b: 1, a: 0)],
                                           locations: [0, 1], startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 1))))
    }

    /// The colour of the title's shadow in `state` (the title label's `shadowOffset` places it).
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        titleShadowColors[state.rawValue] = color
        updateTitle()
    }

    open func titleShadowColor(for state: State) -> UIColor? {
        titleShadowColors[state.rawValue] ?? titleShadowColors[State.normal.rawValue]
    }

    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    private var defaultTitleColor: UIColor {
        if !isEnabled { return .systemGray3 }
        return buttonType == .custom ? .white : tintColor
    }

    override var claimsSingleTaps: Bool { isEnabled }

    override func stateDidChange() {
        updateTitle()
        updateBackgroundImage()
        if configuration != nil { setNeedsUpdateConfiguration() }
    }

    private func updateTitle() {
        updateImage()
        guard let titleLabel else { return }
        if !titleShadowColors.isEmpty, titleLabel.shadowColor != currentTitleShadowColor { titleLabel.shadowColor = currentTitleShadowColor }
        if reversesTitleShadowWhenHighlighted, isHighlighted != shadowReversed {
            shadowReversed = isHighlighted
            titleLabel.shadowOffset = CGSize(width: -titleLabel.shadowOffset.width, height: -titleLabel.shadowOffset.height)
        }
        if let c = configuration {
            titleLabel.font = c.titleFont
            let color = titleColor(for: state) ?? c.foregroundColor(tint: tintColor ?? .systemBlue, enabled: isEnabled,
                                                                   highlighted: isHighlighted)
            titleLabel.textColor = color
            if let styled = currentAttributedTitle {
                titleLabel.attributedText = styled
            } else if c.attributedTitle != nil || c.titleTextAttributesTransformer != nil {
                titleLabel.attributedText = c.styledTitle(color: color)
            } else {
                titleLabel.text = currentTitle
            }
            setNeedsLayout()
            return
        }
        var color = currentTitleColor
        let fades = buttonType == .system && isHighlighted && titleColors[State.highlighted.rawValue] == nil
        if fades { color = color.withAlphaComponent(color.alpha * Self.highlightedTitleAlpha) }
        titleLabel.textColor = color
        if let styled = currentAttributedTitle {
            titleLabel.attributedText = styled
            // A styled title keeps its colours; a highlighted system button fades it as a whole.
            titleLabel.alpha = fades && attributedTitles[State.highlighted.rawValue] == nil ? Self.highlightedTitleAlpha : 1
        } else {
            titleLabel.text = currentTitle
            titleLabel.alpha = 1
        }
        setNeedsLayout()
    }

    /// The image view shows the state's image (the configuration's, when it has one), tinted as
    /// the title.
    private func updateImage() {
        var image = configuration?.image ?? currentImage
        guard let imageView = image == nil ? storedImageView : imageView else { return updateActivityIndicator() }
        if let symbolConfiguration = configuration.map({ $0.preferredSymbolConfigurationForImage }) ?? preferredSymbolConfigurationForImage(in: state),
           let i = image, i.isSymbolImage {
            image = i.applyingSymbolConfiguration(symbolConfiguration) ?? i
        }
        let templated = buttonType != .custom || configuration != nil
        if let i = image, i.renderingMode == .automatic, templated { image = i.withRenderingMode(.alwaysTemplate) }
        imageView.image = image
        imageView.isHidden = image == nil
        updateActivityIndicator()
        if let c = configuration {
            imageView.tintColor = c.foregroundColor(tint: tintColor ?? .systemBlue, enabled: isEnabled, highlighted: isHighlighted)
        } else {
            imageView.tintColor = isEnabled ? (titleColor(for: state) ?? tintColor) : .systemGray3
            let dims = buttonType == .system ? isHighlighted : isHighlighted && adjustsImageWhenHighlighted
            imageView.alpha = dims ? Self.highlightedTitleAlpha : 1
        }
        setNeedsLayout()
    }

    /// Shows the configuration's spinner in the image's place, hiding the image, or removes it.
    private func updateActivityIndicator() {
        guard let c = configuration, c.showsActivityIndicator else {
            if let activityIndicator {
                activityIndicator.removeFromSuperview()
                self.activityIndicator = nil
                storedImageView?.isHidden = storedImageView?.image == nil
                setNeedsLayout()
            }
            return
        }
        let spinner = activityIndicator ?? UIActivityIndicatorView(style: .medium)
        if activityIndicator == nil {
            activityIndicator = spinner
            spinner.isUserInteractionEnabled = false
            addSubview(spinner)
            spinner.startAnimating()
        }
        spinner.color = c.foregroundColor(tint: tintColor ?? .systemBlue, enabled: isEnabled, highlighted: isHighlighted)
        storedImageView?.isHidden = true
        setNeedsLayout()
    }

    open override var tintColor: UIColor! {
        didSet { updateTitle() }
    }

    open override func didMoveToSuperview() { updateTitle() }
    open override func tintColorDidChange() {
        updateTitle()
        if configuration != nil { applyConfiguration() }
    }

    /// The padding: the configuration's content insets, or `contentEdgeInsets`.
    private var padding: UIEdgeInsets {
        configuration.map { $0.contentInsets.edgeInsets(effectiveUserInterfaceLayoutDirection) } ?? contentEdgeInsets
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundImageView?.frame = bounds
        if let c = configuration { layer.cornerRadius = c.cornerRadius(height: bounds.height) }
        guard let titleLabel else { return }
        let content = bounds.inset(by: padding)
        var image = imageSize
        let hasTitle = titleLabel.text?.isEmpty == false
        let gap = image.width > 0 && hasTitle ? imagePadding : 0
        let stacked = isImageStacked
        // `.fill` stretches the content across the padded bounds: the title takes the room the
        // image leaves, and an image alone (or across a stack) takes the whole span.
        let fillsWidth = effectiveContentHorizontalAlignment == .fill, fillsHeight = contentVerticalAlignment == .fill
        if image != .zero {
            if fillsWidth, !hasTitle || stacked { image.width = content.width }
            if fillsHeight, !hasTitle || !stacked { image.height = content.height }
        }
        let room = CGSize(width: stacked ? content.width : max(content.width - image.width - gap, 0),
                          height: stacked ? max(content.height - image.height - gap, 0) : content.height)
        let fit = titleLabel.sizeThatFits(room)
        var w = min(fit.width, room.width), h = min(fit.height, max(room.height, 0))
        if fillsWidth, hasTitle { w = room.width }
        if fillsHeight, hasTitle { h = max(room.height, 0) }
        var imageFrame: CGRect, titleFrame: CGRect
        // The content's box, placed in the padded bounds by the control's alignments.
        let box = CGSize(width: stacked ? max(image.width, w) : image.width + gap + w, height: stacked ? image.height + gap + h : max(image.height, h))
        let origin = CGPoint(x: Self.offset(box.width, in: content.minX, content.width, align: horizontalAlign),
                             y: Self.offset(box.height, in: content.minY, content.height, align: verticalAlign))
        let mid = CGPoint(x: origin.x + box.width / 2, y: origin.y + box.height / 2)
        if stacked {
            // Above or below the title, centred together.
            let imageOnTop = configuration?.imagePlacement != .bottom
            imageFrame = CGRect(x: mid.x - image.width / 2, y: imageOnTop ? origin.y : origin.y + h + gap, width: image.width, height: image.height)
            titleFrame = CGRect(x: mid.x - w / 2, y: imageOnTop ? origin.y + image.height + gap : origin.y, width: w, height: h)
        } else {
            // Side by side; the image leads (trails with `.trailing`).
            let leads = configuration?.imagePlacement != .trailing
            let imageFirst = (effectiveUserInterfaceLayoutDirection == .leftToRight) == leads
            imageFrame = CGRect(x: imageFirst ? origin.x : origin.x + w + gap, y: mid.y - image.height / 2, width: image.width, height: image.height)
            titleFrame = CGRect(x: imageFirst ? origin.x + image.width + gap : origin.x, y: mid.y - h / 2, width: w, height: h)
        }
        storedImageView?.frame = imageFrame.inset(by: imageEdgeInsets)
        activityIndicator?.frame = imageFrame
        titleLabel.frame = titleFrame.inset(by: titleEdgeInsets)
    }

    /// Where content `length` long starts in a span from `start`, `span` long: at its start,
    /// end or middle (`fill` places it as the start does).
    private static func offset(_ length: CGFloat, in start: CGFloat, _ span: CGFloat, align: Int) -> CGFloat {
        switch align {
        case -1: return start
        case 1: return start + span - length
        default: return start + (span - length) / 2
        }
    }

    /// The alignments as -1 (start), 0 (middle) or 1 (end).
    private var horizontalAlign: Int {
        switch effectiveContentHorizontalAlignment {
        case .left, .fill: return -1
        case .right: return 1
        default: return 0
        }
    }
    private var verticalAlign: Int {
        switch contentVerticalAlignment {
        case .top, .fill: return -1
        case .bottom: return 1
        case .center: return 0
        }
    }

    /// Whether a configuration puts the image above or below the title.
    private var isImageStacked: Bool {
        guard let placement = configuration?.imagePlacement else { return false }
        return placement == .top || placement == .bottom
    }

    /// The image's size as shown (zero without one).
    private var imageSize: CGSize {
        if let activityIndicator { return activityIndicator.intrinsicContentSize }
        guard let imageView = storedImageView, !imageView.isHidden else { return .zero }
        // The whole image (its alignment insets are for Auto Layout, not the button's layout).
        let size = imageView.sizeThatFits(.zero)
        return size.width > 0 ? size : .zero
    }

    /// The space between image and title: the configuration's padding, none for classic buttons.
    private var imagePadding: CGFloat { configuration?.imagePadding ?? 0 }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let label = titleLabel?.text?.isEmpty == false ? titleLabel?.intrinsicContentSize ?? .zero : .zero
        let image = imageSize
        let pad = buttonType == .system && configuration == nil && label.height > 0 && contentEdgeInsets.top == 0
            && contentEdgeInsets.bottom == 0 ? Self.systemVerticalPadding : 0
        let insets = padding
        let gap = image.width > 0 && label.width > 0 ? imagePadding : 0
        var size = isImageStacked
            ? CGSize(width: max(label.width, image.width) + insets.left + insets.right,
                     height: label.height + gap + image.height + insets.top + insets.bottom)
            : CGSize(width: label.width + gap + image.width + insets.left + insets.right,
                     height: max(label.height + pad, image.height) + insets.top + insets.bottom)
        // A custom button with a background image and no title takes the image's size.
        if let image = currentBackgroundImage, titleLabel?.text?.isEmpty ?? true {
            size = CGSize(width: max(size.width, image.size.width), height: max(size.height, image.size.height))
        }
        return size
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
