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
    nonisolated public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// The control a row shows in editing mode: none, a red minus (delete) or a green plus (insert).
    nonisolated public enum EditingStyle: Int, Sendable { case none, delete, insert }
    nonisolated public enum SeparatorStyle: Int, Sendable { case none, singleLine }

    open internal(set) var reuseIdentifier: String?
    /// Performs the storyboard segue the cell triggers when its row is selected.
    var storyboardSelectionSegue: ((UITableViewCell) -> Void)?
    /// Performs the storyboard segue the cell's detail (accessory) button triggers.
    var storyboardAccessorySegue: ((UITableViewCell) -> Void)?
    let style: CellStyle
    /// Holds the row's content; its subviews are the app's.
    open private(set) var contentView = UIView(frame: .zero)
    open var selectionStyle: SelectionStyle = .default
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A view at the trailing side in place of the accessory type (a switch, a label), at its own
    /// size (its intrinsic size when it has no frame yet), centred vertically, as in UIKit.
    open var accessoryView: UIView? {
        didSet {
            // A view that moved to another cell since (a reused cell's) stays where it is.
            if let oldValue, oldValue !== accessoryView, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let accessoryView, !editing, accessoryView.superview !== self { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    open var selectedBackgroundView: UIView? { didSet { selectionBackgroundChanged(from: oldValue) } }
    /// The background a selected row shows in place of `selectedBackgroundView` while its table
    /// selects several rows in editing mode (`allowsMultipleSelectionDuringEditing`).
    open var multipleSelectionBackgroundView: UIView? { didSet { selectionBackgroundChanged(from: oldValue) } }
    /// A view behind the cell's content and its selected background, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Editing

    /// Whether the row shows its editing controls (the table sets it in editing mode).
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    /// The editing control the row shows, from the table's delegate.
    open internal(set) var editingStyle: EditingStyle = .none
    /// Whether the row shows a reorder control while editing (the table sets it from `canMoveRowAt`).
    open var showsReorderControl = false { didSet { setNeedsLayout() } }
    /// Whether the content moves aside for the editing control.
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// The accessory shown in editing mode in place of `accessoryType`.
    open var editingAccessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// The view shown in editing mode in place of `accessoryView`.
    open var editingAccessoryView: UIView? {
        didSet {
            if let oldValue, oldValue !== editingAccessoryView, oldValue.superview === self { oldValue.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    /// The editing and reorder controls, made the first time the row edits.
    private(set) var editingControls: (edit: CellEditingControl, reorder: CellReorderControl)?
    var editingControl: CellEditingControl? { editingControls?.edit }
    var reorderControl: CellReorderControl? { editingControls?.reorder }

    /// Shows or hides the editing controls; animated, they fade and the content slides.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        updateSelectionLook()
        setNeedsLayout()
        setNeedsUpdateConfiguration()
        if animated {
            UIView.animate(withDuration: UITableView.editingAnimationDuration) { self.layoutIfNeeded() }
        }
    }
    open var separatorInset = UIEdgeInsets(top: 0, left: UIListContentConfiguration.cellMargins.leading, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    /// Setting it is `setSelected(_:animated:)` without animation, as in UIKit.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Setting it is `setHighlighted(_:animated:)` without animation, as in UIKit.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selectedState = false
    private var highlightedState = false

    private let accessory = CellAccessoryView()
    let separator = UIView(frame: .zero)
    private let selectedFill = UIView(frame: .zero)
    private var listContentView: UIListContentView?
    /// The table view that shows this cell (weak: the table owns its cells).
    weak var tableView: UITableView?

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: Self.initialFrame)
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        style = (coder as? IBCoder)?.cellStyle ?? .default
        reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        frame = Self.initialFrame
        setUpCell()
    }

    /// A cell's frame before its table lays it out.
    private static var initialFrame: CGRect { CGRect(x: 0, y: 0, width: 320, height: UIListContentConfiguration.minimumRowHeight) }

    private func setUpCell() {
        setDefaultBackground(.systemBackground)
        selectedFill.backgroundColor = .systemGray4
        selectedFill.isHidden = true
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        for v in [selectedFill, contentView, accessory, separator] { addSubview(v) }
        accessory.cell = self
        // UIKit's cell content margins, which views pinned to the content view's margins follow
        // (the built-in labels sit on them too).
        contentView.directionalLayoutMargins = UIListContentConfiguration.cellMargins
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }



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
        let changed = selected != selectedState
        selectedState = selected
        updateSelectionLook()
        if changed { setNeedsUpdateConfiguration() }
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let changed = highlighted != highlightedState
        highlightedState = highlighted
        updateSelectionLook()
        if changed { setNeedsUpdateConfiguration() }
    }

    // MARK: Configuration state (iOS 14)

    /// The cell's state for its configurations: traits, selected, highlighted, editing, swiped.
    open var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState(traitCollection: traitCollection)
        s.isSelected = isSelected
        s.isHighlighted = isHighlighted
        s.isEditing = isEditing
        s.isSwiped = frame.minX != 0 && !isEditing
        return s
    }

    /// Runs when the cell's state changes (and before it shows): set its configurations for it.
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the content configuration is updated for each state (`updated(for:)`).
    open var automaticallyUpdatesContentConfiguration = true

    /// Asks for `updateConfiguration(using:)` and the handler with the current state.
    open func setNeedsUpdateConfiguration() { runConfigurationUpdate() }

    /// Override to set the cell's configurations for `state` (call super).
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let c = contentConfiguration {
            let updated = c.updated(for: state)
            contentConfiguration = updated
        }
    }

    func runConfigurationUpdateHandler(_ state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }

    /// A replaced selected background leaves the cell; the new one shows as the state says.
    private func selectionBackgroundChanged(from old: UIView?) {
        if let old, old !== selectedBackgroundView, old !== multipleSelectionBackgroundView, old.superview === self {
            old.removeFromSuperview()
        }
        updateSelectionLook()
        setNeedsLayout()
    }

    /// The selected background (the multiple-selection one while a circle shows, when set), or
    /// the default grey fill, shows while the row is selected or highlighted.
    private func updateSelectionLook() {
        let shows = selectionStyle != .none && (isSelected || isHighlighted)
        let multiple = editing && selectsMultipleWhileEditing
        let custom = (multiple ? multipleSelectionBackgroundView : nil) ?? selectedBackgroundView
        for view in [selectedBackgroundView, multipleSelectionBackgroundView] where view != nil && view !== custom {
            view?.isHidden = true
        }
        if let custom {
            if custom.superview !== self { insertSubview(custom, at: backgroundView?.superview === self ? 1 : 0) }
            custom.isHidden = !shows
            selectedFill.isHidden = true
        } else {
            selectedFill.isHidden = !shows
        }
        editingControl?.isChecked = isSelected
    }

    // MARK: Layout

    /// The accessory shown now: the editing one in editing mode.
    private var shownAccessoryType: AccessoryType { editing ? editingAccessoryType : accessoryType }
    private var shownAccessoryView: UIView? { editing ? editingAccessoryView : accessoryView }

    /// The accessory's column at the trailing side, with the cell's trailing margin (0: none).
    private var accessoryWidth: CGFloat {
        if let size = accessoryViewSize { return size.width + UIListContentConfiguration.cellMargins.trailing }
        switch shownAccessoryType {
        case .none: return 0
        case .detailButton, .detailDisclosureButton:
            return CellAccessoryView.width(of: shownAccessoryType) + UIListContentConfiguration.cellMargins.trailing
        default: return CellAccessoryView.width + UIListContentConfiguration.cellMargins.trailing
        }
    }

    /// The accessory view's size: its frame's, or its intrinsic size while it has none.
    private var accessoryViewSize: CGSize? {
        guard let view = shownAccessoryView else { return nil }
        if view.bounds.size != .zero { return view.bounds.size }
        let natural = view.intrinsicContentSize
        return CGSize(width: max(natural.width, 0), height: max(natural.height, 0))
    }

    /// How far the content moves for the editing control, and the reorder control's column.
    private var editingIndent: CGFloat {
        showsEditingControl && shouldIndentWhileEditing && indentsForTable ? UITableView.editingIndent : 0
    }
    /// The table delegate's `shouldIndentWhileEditingRowAt` for this row.
    var indentsForTable = true
    /// Whether the row shows a selection circle in editing mode (the table sets it from
    /// `allowsMultipleSelectionDuringEditing` and `canEditRowAt`).
    var selectsMultipleWhileEditing = false {
        didSet {
            guard selectsMultipleWhileEditing != oldValue else { return }
            updateSelectionLook()
            setNeedsLayout()
        }
    }
    /// Whether the editing control shows: a minus, a plus, or a selection circle.
    private var showsEditingControl: Bool { editing && (editingStyle != .none || selectsMultipleWhileEditing) }
    private var reorderWidth: CGFloat { editing && showsReorderControl ? UITableView.reorderColumnWidth : 0 }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let leading = editingIndent, trailing = accessoryWidth + reorderWidth
        contentView.frame = CGRect(x: rtl ? trailing : leading, y: 0, width: max(b.width - leading - trailing, 0), height: b.height)
        accessory.type = shownAccessoryType
        accessory.isHidden = shownAccessoryView != nil
        let accessoryX = rtl ? UIListContentConfiguration.cellMargins.trailing + reorderWidth : b.width - accessoryWidth - reorderWidth
        accessory.frame = CGRect(x: accessoryX, y: 0, width: max(accessoryWidth - UIListContentConfiguration.cellMargins.trailing, 0), height: b.height)
        for view in [accessoryView, editingAccessoryView] {
            guard let view else { continue }
            if view === shownAccessoryView {
                if view.superview !== self { addSubview(view) }
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
        if let view = shownAccessoryView, let size = accessoryViewSize {
            view.frame = CGRect(x: accessoryX, y: (b.height - size.height) / 2, width: size.width, height: size.height)
        }
        layOutEditingControls(rtl: rtl)
        selectedFill.frame = b
        selectedBackgroundView?.frame = b
        multipleSelectionBackgroundView?.frame = b
        backgroundView?.frame = b
        func fill(_ view: UIView?) {
            if let view, view.translatesAutoresizingMaskIntoConstraints { view.frame = contentView.bounds }
        }
        fill(listContentView)
        fill(configuredView)
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let hairline = 1 / max(scale, 1)
        let left = (rtl ? separatorInset.right : separatorInset.left) + (rtl ? 0 : leading)
        let right = rtl ? separatorInset.left + leading : separatorInset.right
        separator.frame = CGRect(x: left, y: b.height - hairline, width: max(b.width - left - right, 0), height: hairline)
    }

    private func layOutEditingControls(rtl: Bool) {
        if editing, editingControls == nil {
            let controls = (CellEditingControl(), CellReorderControl())
            controls.0.cell = self
            controls.1.cell = self
            for v in [controls.0, controls.1] as [UIView] {
                v.alpha = 0
                addSubview(v)
            }
            editingControls = controls
        }
        guard let (edit, reorder) = editingControls else { return }
        let b = bounds
        let showsControl = showsEditingControl
        edit.style = editingStyle
        edit.selectsMultiple = selectsMultipleWhileEditing
        edit.isChecked = isSelected
        edit.alpha = showsControl ? 1 : 0
        // A selection circle lets the touch through to the row, which toggles its selection.
        edit.isUserInteractionEnabled = showsControl && !selectsMultipleWhileEditing
        edit.frame = CGRect(x: rtl ? b.width - UITableView.editingIndent : 0, y: 0, width: UITableView.editingIndent, height: b.height)
        reorder.alpha = reorderWidth > 0 ? 1 : 0
        reorder.isUserInteractionEnabled = reorderWidth > 0
        reorder.frame = CGRect(x: rtl ? 0 : b.width - UITableView.reorderColumnWidth, y: 0, width: UITableView.reorderColumnWidth, height: b.height)
    }

    /// The height the cell needs at `width`: its content view's constraints when it has any,
    /// else its list content's.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let list = (configuredView as? UIListContentView) ?? (configuredView == nil ? listContentView : nil)
        return ConfiguredContent.fittingHeight(of: contentView, list: list, width: max(width - accessoryWidth - editingIndent - reorderWidth, 0))
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

/// Draws a cell's accessory: a chevron or a checkmark, from two rounded strokes; the detail
/// types add an info button (tapping it tells the delegate) before the chevron.
final class CellAccessoryView: UIView {
    nonisolated deinit {}
    var type: UITableViewCell.AccessoryType = .none {
        didSet {
            guard type != oldValue else { return }
            let detail = type == .detailButton || type == .detailDisclosureButton
            if detail, infoButton == nil {
                let info = UIImageView(image: UIImage(systemName: "info.circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 19)))
                info.contentMode = .center
                addSubview(info)
                infoButton = info
            }
            infoButton?.isHidden = !detail
            isUserInteractionEnabled = detail
            setNeedsLayout()
        }
    }
    /// The accessory's column: 14 pt wide, as UIKit's chevron is about 8 pt with padding.
    static let width: CGFloat = 14
    static let strokeWidth: CGFloat = 2.2
    /// The disclosure chevron as iOS draws it (measured on iOS 14 at @2x: ink 7 × 12 pt): arms
    /// at 45° reaching 4.7 pt back and up or down from the tip, a 1.9 pt round stroke, the tip
    /// 2 pt inside the column's end.
    static let chevronArm: CGFloat = 4.7
    static let chevronStroke: CGFloat = 1.9
    static let chevronInset: CGFloat = 2.0
    /// UIKit's info button: a 22 pt circled "i", 12 pt before a chevron.
    static let infoSize: CGFloat = 22
    static let infoGap: CGFloat = 12
    /// The info button, made the first time a detail type is shown.
    private var infoButton: UIImageView?
    weak var cell: UITableViewCell?

    /// The column an accessory type takes.
    static func width(of type: UITableViewCell.AccessoryType) -> CGFloat {
        switch type {
        case .detailButton: infoSize
        case .detailDisclosureButton: infoSize + infoGap + width
        default: width
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        infoButton?.frame = CGRect(x: 0, y: (bounds.height - Self.infoSize) / 2, width: Self.infoSize, height: Self.infoSize)
    }

    /// A tap on the info button tells the table's delegate.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let cell, let t = touches.first, bounds.insetBy(dx: -8, dy: -8).contains(t.location(in: self)) else { return }
        cell.tableView?.accessoryButtonTapped(in: cell)
    }

    override func appendContent(to list: inout DisplayList, transform: CGAffineTransform, opacity: Float) {
        let w = Self.strokeWidth
        // The chevron and checkmark sit in the last 14 pt of the column.
        let mid = CGPoint(x: bounds.maxX - Self.width / 2, y: bounds.midY)
        func bar(from a: CGPoint, to b: CGPoint, _ color: UIColor) {
            let length = hypot(b.x - a.x, b.y - a.y), angle = atan2(b.y - a.y, b.x - a.x)
            let rect = CGRect(x: -w / 2, y: -w / 2, width: length + w, height: w)
            let t = CGAffineTransform(rotationAngle: angle).concatenating(CGAffineTransform(translationX: a.x, y: a.y)).concatenating(transform)
            let c = color.resolvedColor(with: traitCollection)
            list.append(.fill(RoundedRect(rect: rect, cornerRadius: w / 2, transform: t),
                              RGBA(r: Float(c.red), g: Float(c.green), b: Float(c.blue), a: Float(c.alpha)).withOpacity(opacity)))
        }
        switch type {
        case .none, .detailButton: break
        case .disclosureIndicator, .detailDisclosureButton:
            // One stroke, so its translucent grey is even where the arms meet.
            let tip = CGPoint(x: bounds.maxX - Self.chevronInset, y: mid.y)
            let chevron = CGMutablePath()
            chevron.move(to: CGPoint(x: tip.x - Self.chevronArm, y: tip.y - Self.chevronArm))
            chevron.addLine(to: tip)
            chevron.addLine(to: CGPoint(x: tip.x - Self.chevronArm, y: tip.y + Self.chevronArm))
            let c = UIColor.tertiaryLabel.resolvedColor(with: traitCollection)
            list.append(.path(PathDraw(path: chevron, fillColor: nil,
                                       strokeColor: RGBA(r: Float(c.red), g: Float(c.green), b: Float(c.blue), a: Float(c.alpha)).withOpacity(opacity),
                                       lineWidth: Self.chevronStroke, lineCap: .round, lineJoin: .round, transform: transform)))
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

extension UITableViewCell: CellConfigurationUpdating {}
