import Foundation

/// A table view's row: a content view the app fills (or a content configuration, or the legacy
/// labels), a selected background, an accessory and a separator.
///
/// `init(style:reuseIdentifier:)` is `required` here (not in UIKit): a table view makes cells of
/// a registered class from its type, which Swift allows only through a required initializer. A
/// subclass that overrides it writes `required override init(style:reuseIdentifier:)`.
@preconcurrency @MainActor open class UITableViewCell: UIView {
    nonisolated deinit {}
    // Accessibility: a row is one element read as its labels' texts, joined by commas, unless it
    // holds a control (then the row's parts are read one by one).
    override var implicitIsAccessibilityElement: Bool {
        !contentView.containsControl && !(accessoryView.map { $0 is UIControl || $0.containsControl } ?? false)
    }
    override var implicitAccessibilityLabel: String? {
        let texts = contentView.visibleLabelTexts
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }
    override var implicitAccessibilityTraits: UIAccessibilityTraits { isSelected ? .selected : .none }

    nonisolated public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    nonisolated public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    nonisolated public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, checkmark }
    nonisolated public enum SeparatorStyle: Int, Sendable { case none, singleLine }

    public let reuseIdentifier: String?
    let style: CellStyle
    /// Holds the row's content; its subviews are the app's.
    public let contentView = UIView(frame: .zero)
    open var selectionStyle: SelectionStyle = .default
    open var accessoryType: AccessoryType = .none { didSet { accessory.type = accessoryType; setNeedsLayout() } }
    /// A view at the trailing side in place of the accessory type (a switch, a label), at its own
    /// size (its intrinsic size when it has no frame yet), centred vertically, as in UIKit.
    open var accessoryView: UIView? {
        didSet {
            // A view that moved to another cell since (a reused cell's) stays where it is.
            if let oldValue, oldValue !== accessoryView, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let accessoryView, accessoryView.superview !== self { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    open var selectedBackgroundView: UIView?
    open var separatorInset = UIEdgeInsets(top: 0, left: UIListContentConfiguration.cellMargins.leading, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    open private(set) var isSelected = false
    open private(set) var isHighlighted = false

    private let accessory = CellAccessoryView()
    let separator = UIView(frame: .zero)
    private let selectedFill = UIView(frame: .zero)
    private var listContentView: UIListContentView?
    /// The table view that shows this cell (weak: the table owns its cells).
    weak var tableView: UITableView?

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UIListContentConfiguration.minimumRowHeight))
        setDefaultBackground(.systemBackground)
        selectedFill.backgroundColor = .systemGray4
        selectedFill.isHidden = true
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        for v in [selectedFill, contentView, accessory, separator] { addSubview(v) }
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required convenience init?(coder: NSCoder) { self.init(style: .default, reuseIdentifier: nil) }


    // MARK: Content

    /// The content to show, as a configuration (replaces the legacy labels' content view).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }

    /// A list configuration styled for this cell's style, with no content yet.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    private let configured = ConfiguredContent()
    private var configuredView: (UIView & UIContentView)? { configured.view }

    private func applyContentConfiguration() {
        configured.apply(contentConfiguration, in: contentView)
        if contentConfiguration != nil { listContentView?.isHidden = true }
        setNeedsLayout()
    }

    /// The legacy content view behind `textLabel`, `detailTextLabel` and `imageView`.
    private var legacyContent: UIListContentView {
        if let listContentView { return listContentView }
        let view = UIListContentView(configuration: defaultContentConfiguration())
        listContentView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    open var textLabel: UILabel? { legacyContent.textLabel }
    /// The secondary text of the `.subtitle`, `.value1` and `.value2` styles (nil in `.default`).
    open var detailTextLabel: UILabel? { style == .default ? nil : legacyContent.secondaryTextLabel }
    open var imageView: UIImageView? { legacyContent.imageView }

    /// Called before the table hands the cell out again: reset what the last row set.
    open func prepareForReuse() {}

    // MARK: State

    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
        updateSelectionLook()
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
        updateSelectionLook()
    }

    private func updateSelectionLook() {
        let shows = selectionStyle != .none && (isSelected || isHighlighted)
        if let custom = selectedBackgroundView {
            if custom.superview !== self { insertSubview(custom, at: 0) }
            custom.isHidden = !shows
            selectedFill.isHidden = true
        } else {
            selectedFill.isHidden = !shows
        }
    }

    // MARK: Layout

    /// The accessory's column at the trailing side, with the cell's trailing margin (0: none).
    private var accessoryWidth: CGFloat {
        if let size = accessoryViewSize { return size.width + UIListContentConfiguration.cellMargins.trailing }
        return accessory.type == .none ? 0 : CellAccessoryView.width + UIListContentConfiguration.cellMargins.trailing
    }

    /// The accessory view's size: its frame's, or its intrinsic size while it has none.
    private var accessoryViewSize: CGSize? {
        guard let view = accessoryView else { return nil }
        if view.bounds.size != .zero { return view.bounds.size }
        let natural = view.intrinsicContentSize
        return CGSize(width: max(natural.width, 0), height: max(natural.height, 0))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        contentView.frame = CGRect(x: rtl ? accessoryWidth : 0, y: 0, width: max(b.width - accessoryWidth, 0), height: b.height)
        accessory.isHidden = accessoryView != nil
        accessory.frame = CGRect(x: rtl ? UIListContentConfiguration.cellMargins.trailing : b.width - accessoryWidth,
                                 y: 0, width: CellAccessoryView.width, height: b.height)
        if let view = accessoryView, view.superview === self, let size = accessoryViewSize {
            view.frame = CGRect(x: rtl ? UIListContentConfiguration.cellMargins.trailing : b.width - accessoryWidth,
                                y: (b.height - size.height) / 2, width: size.width, height: size.height)
        }
        selectedFill.frame = b
        selectedBackgroundView?.frame = b
        func fill(_ view: UIView?) {
            if let view, view.translatesAutoresizingMaskIntoConstraints { view.frame = contentView.bounds }
        }
        fill(listContentView)
        fill(configuredView)
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let hairline = 1 / max(scale, 1)
        let left = rtl ? separatorInset.right : separatorInset.left, right = rtl ? separatorInset.left : separatorInset.right
        separator.frame = CGRect(x: left, y: b.height - hairline, width: max(b.width - left - right, 0), height: hairline)
    }

    /// The height the cell needs at `width`: its content view's constraints when it has any,
    /// else its list content's.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let list = (configuredView as? UIListContentView) ?? (configuredView == nil ? listContentView : nil)
        return ConfiguredContent.fittingHeight(of: contentView, list: list, width: max(width - accessoryWidth, 0))
    }

    // MARK: Touches: the table selects the row

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { tableView?.cellTouchBegan(self) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        tableView?.cellTouchEnded(self, inside: inside)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { tableView?.cellTouchCancelled(self) }
}

/// Draws a cell's accessory: a chevron or a checkmark, from two rounded strokes.
final class CellAccessoryView: UIView {
    nonisolated deinit {}
    var type: UITableViewCell.AccessoryType = .none
    /// The accessory's column: 14 pt wide, as UIKit's chevron is about 8 pt with padding.
    static let width: CGFloat = 14
    static let strokeWidth: CGFloat = 2.2

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func appendContent(to list: inout DisplayList, transform: CGAffineTransform, opacity: Float) {
        let mid = CGPoint(x: bounds.midX, y: bounds.midY)
        let w = Self.strokeWidth
        func bar(from a: CGPoint, to b: CGPoint, _ color: UIColor) {
            let length = hypot(b.x - a.x, b.y - a.y), angle = atan2(b.y - a.y, b.x - a.x)
            let rect = CGRect(x: -w / 2, y: -w / 2, width: length + w, height: w)
            let t = CGAffineTransform(rotationAngle: angle).concatenating(CGAffineTransform(translationX: a.x, y: a.y)).concatenating(transform)
            let c = color.resolvedColor(with: traitCollection)
            list.append(.fill(RoundedRect(rect: rect, cornerRadius: w / 2, transform: t),
                              RGBA(r: Float(c.red), g: Float(c.green), b: Float(c.blue), a: Float(c.alpha)).withOpacity(opacity)))
        }
        switch type {
        case .none: break
        case .disclosureIndicator:
            let gray = UIColor.tertiaryLabel
            bar(from: CGPoint(x: mid.x - 3, y: mid.y - 6.5), to: CGPoint(x: mid.x + 3, y: mid.y), gray)
            bar(from: CGPoint(x: mid.x - 3, y: mid.y + 6.5), to: CGPoint(x: mid.x + 3, y: mid.y), gray)
        case .checkmark:
            bar(from: CGPoint(x: mid.x - 6, y: mid.y), to: CGPoint(x: mid.x - 2, y: mid.y + 4.5), tintColor)
            bar(from: CGPoint(x: mid.x - 2, y: mid.y + 4.5), to: CGPoint(x: mid.x + 6, y: mid.y - 6), tintColor)
        }
    }
}

private extension UIView {
    /// Whether a control is in this subtree.
    var containsControl: Bool {
        subviews.contains { $0 is UIControl || $0.containsControl }
    }

    /// The accessibility labels of the visible labels in this subtree, in subview order.
    var visibleLabelTexts: [String] {
        subviews.flatMap { v -> [String] in
            guard !v.isHidden, v.alpha > 0 else { return [] }
            if v is UILabel { return v.accessibilityLabel.flatMap { $0.isEmpty ? nil : [$0] } ?? [] }
            return v.visibleLabelTexts
        }
    }
}
