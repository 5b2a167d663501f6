import Foundation

/// Spinning wheels of rows, one per component, as iOS 14 and later draw them: the rows curve
/// away on a drum above and below the middle, where a rounded grey band marks the selection.
/// A wheel flings with scroll-view physics and comes to rest on a row; a tap on a row turns it
/// to the middle. The delegate hears `didSelectRow` when a turn by the user comes to rest.
@preconcurrency @MainActor open class UIPickerView: UIView {
    nonisolated deinit {}
    open weak var dataSource: UIPickerViewDataSource? { didSet { setNeedsReload() } }
    open weak var delegate: UIPickerViewDelegate? { didSet { setNeedsReload() } }
    /// Whether the selection band shows.
    ///
    /// Stored, no effect here: iOS 7 and later always show it, as the simulator does.
    open var showsSelectionIndicator = true

    /// iOS's picker: 216 pt high, 32 pt rows, the band 8 pt in from the sides with 7 pt corners.
    package static let defaultRowHeight: CGFloat = 32
    static let defaultHeight: CGFloat = 216
    static let bandInset: CGFloat = 8
    static let bandCornerRadius: CGFloat = 7
    static let componentGap: CGFloat = 5

    private let band = UIView(frame: .zero)
    /// What the delegate's default `pickerView(_:viewForRow:forComponent:reusing:)` returns: no
    /// view of the delegate's own.
    let noRowView = UIView(frame: .zero)
    private(set) var wheels: [PickerWheel] = []
    private var needsReload = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPickerView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpPickerView()
    }

    private func setUpPickerView() {
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = Self.bandCornerRadius
        band.isUserInteractionEnabled = false
        addSubview(band)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.defaultHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 && size.width.isFinite ? size.width : 320, height: Self.defaultHeight)
    }

    open var numberOfComponents: Int {
        reloadIfNeeded()
        return wheels.count
    }

    open func numberOfRows(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    open func rowSize(forComponent component: Int) -> CGSize {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: wheels[component].frame.width, height: wheels[component].rowHeight)
    }

    /// The view showing `row`, while it is on screen.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return nil }
        return wheels[component].shownRows[row]
    }

    /// The selected row of `component`; -1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return -1 }
        return wheels[component].rowCount == 0 ? -1 : wheels[component].selectedRow
    }

    /// Turns `component` to `row` (clamped to its rows); the delegate is not told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else {
            return UIKitWarning.log("UIPickerView.selectRow(_:inComponent:animated:): no component \(component)")
        }
        wheels[component].turn(to: row, animated: animated)
    }

    open func reloadAllComponents() { setNeedsReload(); reloadIfNeeded() }

    open func reloadComponent(_ component: Int) {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return }
        wheels[component].reload()
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Asks the data source for the wheels again (keeping each wheel's selection when it can).
    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(picker: self, component: wheels.count)
            wheels.append(wheel)
            addSubview(wheel)
        }
        layOutWheels()
        for wheel in wheels { wheel.reload() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        layOutWheels()
    }

    /// The delegate's widths where it gives them; the rest share what is left.
    private func layOutWheels() {
        let b = bounds
        let inner = b.insetBy(dx: Self.bandInset, dy: 0)
        let asked = wheels.indices.map { max(delegate?.pickerView(self, widthForComponent: $0) ?? 0, 0) }
        let gaps = CGFloat(max(wheels.count - 1, 0)) * Self.componentGap
        let free = max(inner.width - gaps - asked.reduce(0, +), 0)
        let flexible = asked.filter { $0 == 0 }.count
        var x = inner.minX
        if flexible == 0 { x += free / 2 }
        for (i, wheel) in wheels.enumerated() {
            let w = asked[i] > 0 ? asked[i] : free / CGFloat(max(flexible, 1))
            let frame = CGRect(x: x, y: 0, width: w, height: b.height)
            if wheel.frame != frame { wheel.frame = frame }
            x += w + Self.componentGap
        }
        let rowHeight = wheels.first?.rowHeight ?? Self.defaultRowHeight
        band.frame = CGRect(x: inner.minX, y: (b.height - rowHeight) / 2, width: inner.width, height: rowHeight)
        bringSubviewToFront(band)
        band.isHidden = wheels.isEmpty
    }

    /// A wheel came to rest on a row the user turned it to.
    func wheelDidSelect(_ wheel: PickerWheel) {
        delegate?.pickerView(self, didSelectRow: wheel.selectedRow, inComponent: wheel.component)
    }
}
