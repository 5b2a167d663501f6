import Foundation

/// One component of a picker view: a scroll view whose rows are laid on a drum. The content is a
/// column of rows `rowHeight` tall, inset so that the first and last rows can reach the middle;
/// only the rows in view have views (reused as the wheel turns). Each row is drawn where the
/// drum puts it: a row `d` points from the middle along the content sits `r sin(d / r)` from the
/// middle, squashed by `cos(d / r)` and faded, with `r` half the wheel's height.
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    nonisolated deinit {}
    private unowned let picker: UIPickerView
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    /// The views of the rows in view, by row.
    private(set) var shownRows: [Int: UIView] = [:]
    private var spareLabels: [UILabel] = []
    /// The row the wheel rests on (or is passing through the middle).
    var selectedRow: Int {
        guard rowCount > 0 else { return 0 }
        return min(max(Int(((contentOffset.y + adjustedContentInset.top) / rowHeight).rounded()), 0), rowCount - 1)
    }
    /// The row the wheel last came to rest on after a turn by the user.
    private var restingRow = 0
    private var userTurning = false

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        delaysContentTouches = false
        alwaysBounceVertical = true
        delegate = self
        addGestureRecognizer(UITapGestureRecognizer { [weak self] r in
            guard let self, r.state == .ended else { return }
            self.tapped(at: r.location(in: self))
        })
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) { nil }

    /// Asks the data source and delegate again: the row count, height and every row shown.
    func reload() {
        let keep = selectedRow
        rowCount = max(picker.dataSource?.pickerView(picker, numberOfRowsInComponent: component) ?? 0, 0)
        let asked = picker.delegate?.pickerView(picker, rowHeightForComponent: component) ?? UIPickerView.defaultRowHeight
        rowHeight = asked.isFinite && asked > 0 ? asked : UIPickerView.defaultRowHeight
        for (_, v) in shownRows { retire(v) }
        shownRows.removeAll()
        updateGeometry()
        turn(to: min(keep, max(rowCount - 1, 0)), animated: false)
        restingRow = selectedRow
        setNeedsLayout()
    }

    private func updateGeometry() {
        let inset = max((bounds.height - rowHeight) / 2, 0)
        contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
    }

    override var frame: CGRect {
        didSet { if frame.size != oldValue.size { updateGeometry(); turn(to: restingRow, animated: false) } }
    }

    /// Turns the wheel to `row` (clamped).
    func turn(to row: Int, animated: Bool) {
        guard rowCount > 0 else { return }
        let r = min(max(row, 0), rowCount - 1)
        if !animated { restingRow = r }
        setContentOffset(CGPoint(x: 0, y: CGFloat(r) * rowHeight - adjustedContentInset.top), animated: animated)
        setNeedsLayout()
    }

    private func tapped(at point: CGPoint) {
        let row = Int(floor(rowAt(drumY: point.y)))
        guard row >= 0, row < rowCount, row != selectedRow else { return }
        userTurning = true
        turn(to: row, animated: true)
    }

    /// The content position (in rows) drawn at `y` on the drum.
    private func rowAt(drumY y: CGFloat) -> CGFloat {
        let radius = bounds.height / 2, middle = contentOffset.y + radius
        let s = min(max((y - middle) / radius, -1), 1)
        return (middle + radius * asin(s)) / rowHeight
    }

    // MARK: Settling

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { userTurning = true }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard rowCount > 0 else { return }
        let top = adjustedContentInset.top
        let row = min(max(((targetContentOffset.pointee.y + top) / rowHeight).rounded(), 0), CGFloat(rowCount - 1))
        targetContentOffset.pointee.y = row * rowHeight - top
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { if !decelerate { settled() } }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settled() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settled() }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { setNeedsLayout() }

    /// The wheel stopped: a turn by the user that changed the row tells the delegate.
    private func settled() {
        let row = selectedRow
        let byUser = userTurning
        userTurning = false
        guard row != restingRow else { return }
        restingRow = row
        accessibilityValue = title(row)
        if byUser { picker.wheelDidSelect(self) }
    }

    // MARK: Rows on the drum

    private func title(_ row: Int) -> String? {
        picker.delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component)?.string
            ?? picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component)
    }

    private func retire(_ view: UIView) {
        view.removeFromSuperview()
        if let label = view as? UILabel, label.tag == Self.ownLabelTag { spareLabels.append(label) }
    }

    /// Marks the labels the wheel made itself (reused for titles; the delegate's views are not).
    private static let ownLabelTag = 0x5749_4545

    private func makeView(_ row: Int) -> UIView {
        if let custom = picker.delegate?.pickerView(picker, viewForRow: row, forComponent: component, reusing: nil),
           custom !== picker.noRowView { return custom }
        let label = spareLabels.popLast() ?? UILabel(frame: .zero)
        label.tag = Self.ownLabelTag
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 21)  // iOS's picker rows: 21 pt (measured on iOS 17)
        label.textColor = .label
        if let attributed = picker.delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.height > 0, abs(contentInset.top - max((bounds.height - rowHeight) / 2, 0)) > 0.001 { updateGeometry() }
        let radius = bounds.height / 2
        let middle = contentOffset.y + radius
        // The rows a quarter turn either side of the middle are on the front of the drum.
        let first = max(Int(floor((middle - radius * .pi / 2) / rowHeight)), 0)
        let last = min(Int(ceil((middle + radius * .pi / 2) / rowHeight)), rowCount - 1)
        let wanted = first <= last ? Set(first...last) : []
        for (row, view) in shownRows where !wanted.contains(row) {
            retire(view)
            shownRows[row] = nil
        }
        for row in wanted.sorted() {
            let view = shownRows[row] ?? makeView(row)
            if view.superview !== self { addSubview(view) }
            shownRows[row] = view
            let d = (CGFloat(row) + 0.5) * rowHeight - middle
            let angle = min(max(d / radius, -.pi / 2), .pi / 2)
            let squash = max(cos(angle), 0.01)
            view.transform = .identity
            view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
            view.center = CGPoint(x: bounds.midX, y: middle + radius * sin(angle))
            view.transform = CGAffineTransform(scaleX: 1, y: squash)
            view.alpha = 0.25 + 0.75 * squash * squash
        }
        accessibilityValue = rowCount > 0 ? title(selectedRow) : nil
    }
}
