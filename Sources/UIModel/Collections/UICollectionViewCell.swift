import Foundation

/// A view a collection view places and reuses: a cell, a header or a footer.
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
    nonisolated deinit {}
    /// The identifier it was dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// Whether the collection view keeps it behind the cells (list cards, section backgrounds).
    var sitsBehindCells = false
    /// Whether its layout attributes last hid it.
    var hiddenByLayout = false
    /// Whether it is attached to an item (a badge), so it moves with the item.
    var followsItem = false

    /// Required (unlike UIKit's) so a registered class can be made from its type: subclasses
    /// write `required override init(frame:)`.
    public required override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Called before the collection view hands the view out again: reset what the last item set.
    open func prepareForReuse() {}

    /// The attributes the view wants, given the layout's (self-sizing): by default the size its
    /// constraints or content need, at the layout's width when `fixedWidth`.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let a = layoutAttributes.copy()
        frame.size = a.size
        a.size = fittingSize(for: a.size)
        return a
    }

    /// The size the content needs, starting from `estimate`.
    func fittingSize(for estimate: CGSize) -> CGSize {
        systemLayoutSizeFitting(estimate, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// Whether the layout keeps the width and only the height is measured (lists).
    var measuresHeightOnly = false
}

/// A collection view's item: a content view for the app's subviews, an optional background,
/// a selected background shown while selected or highlighted, and a content configuration.
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    nonisolated deinit {}
    open private(set) var contentView = UIView(frame: .zero)
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = backgroundView { insertSubview(v, at: 0) } }
    }
    open var selectedBackgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); updateSelectionLook() }
    }
    open var isSelected = false { didSet { updateSelectionLook(); if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    open var isHighlighted = false { didSet { updateSelectionLook(); if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }

    // MARK: Configuration state (iOS 14)

    /// The cell's state for its configurations: traits, selected, highlighted.
    open var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState(traitCollection: traitCollection)
        s.isSelected = isSelected
        s.isHighlighted = isHighlighted
        return s
    }

    /// Runs when the cell's state changes (and before it shows): set its configurations for it.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the content configuration is updated for each state (`updated(for:)`).
    open var automaticallyUpdatesContentConfiguration = true

    /// Asks for `updateConfiguration(using:)` and the handler with the current state.
    open func setNeedsUpdateConfiguration() { runConfigurationUpdate() }

    /// Override to set the cell's configurations for `state` (call super).
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let c = contentConfiguration { contentConfiguration = c.updated(for: state) }
    }

    func runConfigurationUpdateHandler(_ state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }
    /// Performs the storyboard segue the cell triggers when its item is selected.
    var storyboardSelectionSegue: ((UICollectionViewCell) -> Void)?
    /// The collection view that shows this cell (weak: the collection view owns its cells).
    weak var collectionView: UICollectionView?

    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        addSubview(contentView)
    }

    // MARK: Content

    open var contentConfiguration: UIContentConfiguration? {
        didSet { configured.apply(contentConfiguration, in: contentView); setNeedsLayout() }
    }
    private let configured = ConfiguredContent()
    var configuredView: (UIView & UIContentView)? { configured.view }

    private func updateSelectionLook() {
        guard let v = selectedBackgroundView else { return }
        if v.superview !== self { insertSubview(v, at: backgroundView == nil ? 0 : 1) }
        v.isHidden = !(isSelected || isHighlighted)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        layOutContent(in: bounds)
    }

    /// Places the content view in `rect` and the configured view over it.
    func layOutContent(in rect: CGRect) {
        contentView.frame = rect
        if let v = configuredView, v.translatesAutoresizingMaskIntoConstraints { v.frame = contentView.bounds }
    }

    override func fittingSize(for estimate: CGSize) -> CGSize {
        let list = configuredView as? UIListContentView
        if measuresHeightOnly {
            return CGSize(width: estimate.width, height: ConfiguredContent.fittingHeight(of: contentView, list: list, width: contentWidth(for: estimate.width)))
        }
        if let list, !contentView.hasConstraintsInSubtree { return list.sizeThatFits(CGSize(width: estimate.width, height: 0)) }
        return contentView.systemLayoutSizeFitting(estimate, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The content view's width in a cell `width` wide.
    func contentWidth(for width: CGFloat) -> CGFloat { width }

    // MARK: Touches: the collection view selects the item

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { collectionView?.cellTouchBegan(self) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        collectionView?.cellTouchEnded(self, inside: inside)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { collectionView?.cellTouchCancelled() }
}

/// What a list cell shows at its trailing side.
nonisolated public struct UICellAccessory: Sendable {
    nonisolated enum Kind { case disclosureIndicator, checkmark }
    let kind: Kind
    public static func disclosureIndicator() -> UICellAccessory { UICellAccessory(kind: .disclosureIndicator) }
    public static func checkmark() -> UICellAccessory { UICellAccessory(kind: .checkmark) }
}

/// A cell of a list layout: a list content configuration, trailing accessories, a separator,
/// and a grey fill while selected or highlighted.
@preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    nonisolated deinit {}
    open var accessories: [UICellAccessory] = [] { didSet { updateAccessory() } }
    private let accessory = CellAccessoryView()
    let separator = UIView(frame: .zero)
    private let fill = UIView(frame: .zero)

    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpListCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpListCell()
    }

    private func setUpListCell() {
        measuresHeightOnly = true
        fill.backgroundColor = .systemGray4
        fill.isHidden = true
        separator.backgroundColor = .separator
        for v in [accessory, separator] { v.isUserInteractionEnabled = false; addSubview(v) }
        insertSubview(fill, at: 0)
    }

    /// A list configuration styled for where the cell is: a row, or a plain or grouped header.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard listAppearance.kind == UICollectionView.elementKindSectionHeader else { return .cell() }
        return listAppearance.appearance == .plain ? .plainHeader() : .groupedHeader()
    }

    /// The list the cell is in and whether it is a row (nil) or a header or footer.
    var listAppearance: (appearance: UICollectionLayoutListConfiguration.Appearance, kind: String?) = (.plain, nil)


    open override var isSelected: Bool { didSet { fill.isHidden = !(isSelected || isHighlighted) } }
    open override var isHighlighted: Bool { didSet { fill.isHidden = !(isSelected || isHighlighted) } }

    private func updateAccessory() {
        accessory.type = switch accessories.last?.kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        case nil: .none
        }
        setNeedsLayout()
    }

    private var accessoryWidth: CGFloat {
        accessory.type == .none ? 0 : CellAccessoryView.width + UIListContentConfiguration.cellMargins.trailing
    }

    override func contentWidth(for width: CGFloat) -> CGFloat { max(width - accessoryWidth, 0) }

    /// Where the separator runs (iOS 14): constrain its leading or trailing anchor to move the
    /// separator's ends (`separatorLayoutGuide.leadingAnchor.constraint(equalTo:
    /// titleLabel.leadingAnchor)` lines it up with a label). Unconstrained, it starts at the
    /// content's leading margin and runs to the cell's trailing edge. Made on first use.
    open var separatorLayoutGuide: UILayoutGuide {
        if let guide = separatorGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        // The guide's default ends, below any constraint of the app's.
        let defaults = [
            guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: UIListContentConfiguration.cellMargins.leading),
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
        ]
        for c in defaults { c.priority = Self.separatorGuideDefaultPriority }
        NSLayoutConstraint.activate(defaults + [
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
            guide.heightAnchor.constraint(equalToConstant: 0),
        ])
        separatorGuide = guide
        setNeedsLayout()
        return guide
    }
    private var separatorGuide: UILayoutGuide?

    /// The priority of the separator guide's default ends: below `.defaultLow`, so any constraint
    /// an app gives the guide moves it.
    static let separatorGuideDefaultPriority = UILayoutPriority(200)

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        layOutContent(in: CGRect(x: 0, y: 0, width: contentWidth(for: b.width), height: b.height))
        accessory.frame = CGRect(x: b.width - accessoryWidth, y: 0, width: CellAccessoryView.width, height: b.height)
        fill.frame = b
        let hairline = 1 / max(window?.screen.scale ?? UIScreen.main.scale, 1)
        var left = UIListContentConfiguration.cellMargins.leading, right = b.width
        if let guide = separatorGuide {
            let frame = guide.layoutFrame
            (left, right) = (frame.minX, frame.maxX)
        }
        separator.frame = CGRect(x: left, y: b.height - hairline, width: max(right - left, 0), height: hairline)
    }
}

extension UICollectionViewCell: CellConfigurationUpdating {}
