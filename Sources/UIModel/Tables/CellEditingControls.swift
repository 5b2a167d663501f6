import Foundation

/// A row's editing control: a 22 pt red circle with a white minus (delete) or a green one with
/// a plus (insert), at the leading side. Tapping the minus turns it upright and shows the Delete
/// button; tapping the plus inserts. In a table that selects several rows while editing it is a
/// selection circle instead: an empty grey ring, or the tint's filled circle with a white check
/// when the row is selected.
final class CellEditingControl: UIView {
    nonisolated deinit {}
    weak var cell: UITableViewCell?
    var style: UITableViewCell.EditingStyle = .none {
        didSet { if style != oldValue { circle.backgroundColor = style == .insert ? .systemGreen : .systemRed; setNeedsLayout() } }
    }
    /// Set while the row's Delete button shows: the minus stands upright.
    var isConfirming = false {
        didSet { bar.transform = isConfirming ? CGAffineTransform(rotationAngle: -.pi / 2) : .identity }
    }
    /// Whether the control is a selection circle, and whether it shows the row as selected.
    var selectsMultiple = false { didSet { if selectsMultiple != oldValue { selectionChanged() } } }
    var isChecked = false { didSet { if isChecked != oldValue { selectionChanged() } } }
    private let check = UIImageView(frame: .zero)
    /// The circle's symbols at the control's 22 pt.
    private static let checkConfiguration = UIImage.SymbolConfiguration(pointSize: diameter, weight: .regular)
    private let circle = UIView(frame: .zero)
    private let bar = UIView(frame: .zero)
    private let upright = UIView(frame: .zero)

    /// UIKit's control: 22 pt across, its leading edge on the cell's 16 pt margin.
    static let diameter: CGFloat = 22
    static let margin: CGFloat = 16

    override init(frame: CGRect) {
        super.init(frame: frame)
        circle.layer.cornerRadius = Self.diameter / 2
        circle.backgroundColor = .systemRed
        circle.isUserInteractionEnabled = false
        for v in [bar, upright] {
            v.backgroundColor = .white
            v.layer.cornerRadius = 1
            circle.addSubview(v)
        }
        addSubview(circle)
        check.contentMode = .center
        check.isHidden = true
        addSubview(check)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let d = Self.diameter
        circle.frame = CGRect(x: Self.margin, y: (bounds.height - d) / 2, width: d, height: d)
        bar.transform = .identity
        bar.frame = CGRect(x: 5, y: d / 2 - 1, width: d - 10, height: 2)
        bar.transform = isConfirming ? CGAffineTransform(rotationAngle: -.pi / 2) : .identity
        upright.frame = CGRect(x: d / 2 - 1, y: 5, width: 2, height: d - 10)
        upright.isHidden = style != .insert
        accessibilityLabel = style == .insert ? "Insert" : "Delete"
        accessibilityIdentifier = style == .insert ? "insertControl" : "deleteControl"
        circle.isHidden = selectsMultiple
        check.isHidden = !selectsMultiple
        guard selectsMultiple else { return }
        check.frame = CGRect(x: Self.margin, y: (bounds.height - d) / 2, width: d, height: d)
        check.image = UIImage(systemName: isChecked ? "checkmark.circle.fill" : "circle", withConfiguration: Self.checkConfiguration)
        check.tintColor = isChecked ? nil : .systemGray3
        accessibilityLabel = "Select"
        accessibilityIdentifier = "selectionControl"
    }

    private func selectionChanged() {
        accessibilityValue = selectsMultiple && isChecked ? "Selected" : nil
        setNeedsLayout()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let cell, let t = touches.first, bounds.contains(t.location(in: self)) else { return }
        cell.tableView?.editingControlTapped(in: cell)
    }
}

/// A row's reorder control: three grey lines at the trailing side. Dragging it moves the row.
final class CellReorderControl: UIView {
    nonisolated deinit {}
    weak var cell: UITableViewCell?
    private let grip = UIImageView(image: UIImage(systemName: "line.3.horizontal", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)))
    private let press = UILongPressGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        grip.tintColor = .tertiaryLabel
        grip.contentMode = .center
        addSubview(grip)
        // The drag starts the moment the finger lands, before the table can scroll.
        press.minimumPressDuration = 0
        press.allowableMovement = .greatestFiniteMagnitude
        press.addTarget { [weak self] r in
            guard let self, let cell = self.cell, let table = cell.tableView else { return }
            table.reorderMoved(cell, recognizer: r)
        }
        addGestureRecognizer(press)
        isAccessibilityElement = true
        accessibilityLabel = "Reorder"
        accessibilityIdentifier = "reorderControl"
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        grip.frame = bounds
    }
}
