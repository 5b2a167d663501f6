import Foundation

/// A scrolling list of rows in sections, as UIKit's: rows come from the data source, only the
/// rows on screen exist as cells (reused from a pool as they scroll), heights are fixed, from
/// the delegate, or measured from the cells (`automaticDimension`, estimated until measured),
/// and plain tables keep the current section's header stuck at the top.
@preconcurrency @MainActor open class UITableView: UIScrollView {
    nonisolated deinit {}
    nonisolated public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    nonisolated public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    /// A height the table works out itself (from the cell's constraints or content).
    public static let automaticDimension: CGFloat = -1
    /// The estimate for rows not measured yet, when `estimatedRowHeight` is automatic (UIKit: 44).
    static let defaultEstimatedRowHeight: CGFloat = 44

    open private(set) var style: Style
    open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
    /// The delegate as a table's (`delegate` holds it, as a scroll view's).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    open var rowHeight: CGFloat = automaticDimension { didSet { reloadData() } }
    open var estimatedRowHeight: CGFloat = automaticDimension { didSet { reloadData() } }
    open var sectionHeaderHeight: CGFloat = automaticDimension { didSet { reloadData() } }
    /// A view behind everything else, as large as the visible area (it does not scroll): an
    /// empty list's message, a picture.
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); placeBackgroundView(backgroundView) }
    }
    open var sectionFooterHeight: CGFloat = automaticDimension { didSet { reloadData() } }
    /// UIKit places headers and footers at these heights until they are measured; here they are
    /// measured before they show, so the layout is the one UIKit settles on and the estimates
    /// are kept without changing it.
    open var estimatedSectionHeaderHeight: CGFloat = automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = automaticDimension
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// The index strip's titles' colour (nil: the tint), its background, and its background while
    /// a finger is on it; and the fewest rows a table needs to show the strip.
    open var sectionIndexColor: UIColor? { didSet { setNeedsLayout() } }
    open var sectionIndexBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    open var sectionIndexTrackingBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }
    /// The index strip, while the data source has titles.
    var sectionIndex: SectionIndexView?
    /// The data source's index titles, asked again after a reload.
    var sectionIndexTitles: [String]??

    /// Whether a tap selects a row in editing mode.
    open var allowsSelectionDuringEditing = false
    /// Whether editing mode selects several rows: each editable row shows a selection circle in
    /// place of its editing control, and a tap on the row toggles its selection.
    open var allowsMultipleSelectionDuringEditing = false {
        didSet { if editingMode { for (ip, cell) in visible { configureEditing(cell, ip) } } }
    }
    /// Whether a tap adds to the selection now: the editing mode's setting or the normal one.
    var selectsMultipleRows: Bool { editingMode ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Whether the rows show their editing controls; setting it calls `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { editingMode }
        set { setEditing(newValue, animated: false) }
    }
    var editingMode = false
    /// The row being dragged by its reorder control.
    var reorder: RowReorder?

    /// Enters or leaves editing mode (animated, the controls fade and the content slides).
    open func setEditing(_ editing: Bool, animated: Bool) { baseSetEditing(editing, animated: animated) }
    /// A view above the first section (its frame's height is kept).
    open var tableHeaderView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = tableHeaderView { addSubview(v) }; reloadData() }
    }
    open var tableFooterView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = tableFooterView { addSubview(v) }; reloadData() }
    }

    var geometry = TableGeometry()
    var needsReload = true
    /// The cells on screen, by row.
    var visible: [IndexPath: UITableViewCell] = [:]
    /// The rows on screen and the rows leaving it in a layout pass: kept between passes, so a
    /// scrolling frame reuses their storage instead of allocating.
    var rowsOnScreen: [IndexPath] = []
    var rowsLeaving: [IndexPath] = []
    /// Cells off screen, by reuse identifier, hidden until dequeued.
    var pool: [String: [UITableViewCell]] = [:]
    var registered: [String: UITableViewCell.Type] = [:]
    /// Cells registered as nibs (a storyboard's prototype cells), by reuse identifier.
    var registeredNibs: [String: UINib] = [:]
    /// A storyboard's static table: its sections with their titles and cells, which a
    /// `UITableViewController` shows unless its data source methods say otherwise.
    var staticSections: [StaticSection]?

    struct StaticSection {
        var header: String?
        var footer: String?
        var cells: [UITableViewCell]
    }
    /// Reusable headers and footers: their registered classes and the pool.
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var headerFooterNibs: [String: UINib] = [:]
    var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    var sectionBackgrounds: [Int: UIView] = [:]
    var selected: Set<IndexPath> = []
    var highlightedRow: IndexPath?
    /// Updates recorded since the last commit, and how many batches are open.
    var pendingUpdates = BatchUpdates()
    var batchDepth = 0
    /// The update whose animation block is running (layout places new cells from it).
    var runningUpdate: TableUpdateAnimation?
    /// The cell `reconfigureRows` hands back to the data source's dequeue.
    var reconfiguring: UITableViewCell?
    /// The row swiped open (or being swiped), and the drag that swipes rows.
    var swipe: RowSwipe?
    let swipeRecognizer = RowSwipeGestureRecognizer()
    /// Shows the delegate's context menus for rows.
    let rowMenuBridge = ListContextMenuBridge()

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTableView()
    }

    public required init?(coder: NSCoder) {
        style = (coder as? IBCoder)?.tableStyle ?? .plain
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpTableView()
    }

    private func setUpTableView() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        installSwipeRecognizer(swipeRecognizer)
        rowMenuBridge.list = self
        addInteraction(UIContextMenuInteraction(delegate: rowMenuBridge))
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutTable()
        placeBackgroundView(backgroundView)
    }

    // MARK: Cells

    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
        registeredNibs[identifier] = nil
    }

    /// Registers a nib whose top-level object is the cell (a xib, or a storyboard's prototype).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredNibs[identifier] = nib
        registered[identifier] = nil
    }

    /// A cell from the pool (after its `prepareForReuse`); else a new one from the nib or class
    /// registered for `identifier` (a storyboard's prototype among them); nil when there is
    /// neither, as UIKit's.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        pooledCell(withIdentifier: identifier) ?? registeredCell(withIdentifier: identifier)
    }

    /// A cell for `indexPath`: from the pool, or a new one of the registered class. UIKit raises
    /// for an identifier nothing was registered for; here it is reported and a plain cell made.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = reconfiguring, cell.reuseIdentifier == identifier {
            reconfiguring = nil
            return cell
        }
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        UIKitWarning.log("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier; a default cell is used")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell of the pool, after its `prepareForReuse`.
    private func pooledCell(withIdentifier identifier: String) -> UITableViewCell? {
        // Out of the dictionary and back, not popped in place: the in-place mutation's
        // accessor allocates, and a scrolling frame should not.
        guard var cells = pool.removeValue(forKey: identifier) else { return nil }
        let cell = cells.popLast()
        pool[identifier] = cells
        guard let cell else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// A new cell from the nib or the class registered for `identifier`.
    private func registeredCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let nib = registeredNibs[identifier] {
            if let cell = nib.instantiate(withOwner: nil).first as? UITableViewCell {
                if cell.reuseIdentifier == nil { cell.reuseIdentifier = identifier }
                return cell
            }
            UIKitWarning.log("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance")
        }
        return registered[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }

    open var numberOfSections: Int { reloadIfNeeded(); return geometry.sections.count }

    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].rowHeights.count : 0
    }

    /// The cell on screen for the row (nil when it is off screen).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }

    open var visibleCells: [UITableViewCell] { visible.keys.sorted().map { visible[$0]! } }
    open var indexPathsForVisibleRows: [IndexPath]? { visible.keys.sorted() }

    /// The row under a point of the content (nil: none).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.rows(from: point.y, to: point.y + 0.001).first
    }

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard let r = geometry.row(indexPath) else { return .zero }
        return rowFrame(top: r.top, height: r.height)
    }

    open func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.height)
    }

    /// Reloads everything from the data source at the next layout (the cells go back to the pool).
    open func reloadData() {
        needsReload = true
        sectionIndexTitles = nil
        setNeedsLayout()
    }


    // MARK: Updates (applied in UITableView+Updates)

    /// Makes the updates `updates` records as one animated change, then calls `completion`
    /// (false when the updates did not match the data source and were not applied).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatch(updates, completion: completion)
    }

    open func beginUpdates() { batchDepth += 1 }

    open func endUpdates() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        if batchDepth == 0 { commitUpdates(nil) }
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate { for ip in indexPaths { $0.insertedRows[ip] = animation } }
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate { for ip in indexPaths { $0.deletedRows[ip] = animation } }
    }

    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate { for ip in indexPaths { $0.reloadedRows[ip] = animation } }
    }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate { for s in sections { $0.insertedSections[s] = animation } }
    }

    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate { for s in sections { $0.deletedSections[s] = animation } }
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate { for s in sections { $0.reloadedSections[s] = animation } }
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate { $0.movedSections.append((section, newSection)) }
    }

    /// Asks the data source for the rows' cells again, handing back the cells they have (no
    /// reuse, no animation); rows of automatic height are measured again.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for ip in indexPaths {
            guard let cell = visible[ip] else { continue }
            reconfiguring = cell
            _ = dataSource.tableView(self, cellForRowAt: ip)
            reconfiguring = nil
            if rowHeight == Self.automaticDimension { geometry.sections[ip.section].measured[ip.row] = false }
        }
        setNeedsLayout()
    }

    // MARK: Selection

    open var indexPathForSelectedRow: IndexPath? { selected.min() }
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    /// Selects the row (without the delegate's callbacks, as in UIKit) and scrolls it into view.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath, geometry.row(indexPath) != nil else {
            for ip in selected { visible[ip]?.setSelected(false, animated: animated) }
            selected.removeAll()
            return
        }
        if !selectsMultipleRows {
            for ip in selected where ip != indexPath { visible[ip]?.setSelected(false, animated: animated) }
            selected.removeAll()
        }
        selected.insert(indexPath)
        visible[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selected.remove(indexPath) != nil else { return }
        visible[indexPath]?.setSelected(false, animated: animated)
    }

    /// Scrolls so the row is at the top, middle or bottom (`.none`: the least distance that shows it).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard let r = geometry.row(indexPath) else {
            return UIKitWarning.log("scrollToRow: row \(indexPath.row) in section \(indexPath.section) is out of range; ignored")
        }
        let rect = CGRect(x: 0, y: r.top, width: bounds.width, height: r.height)
        let inset = adjustedContentInset, visibleHeight = bounds.height - inset.top - inset.bottom
        let y: CGFloat
        switch scrollPosition {
        case .none: scrollRectToVisible(rect, animated: animated); return
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        }
        let range = offsetRange.y
        setContentOffset(CGPoint(x: contentOffset.x, y: range.clamp(y)), animated: animated)
    }

    // MARK: Touches on rows (from the cells)

    func cellTouchBegan(_ cell: UITableViewCell) {
        // A touch while a row is open only closes it.
        if swipe != nil { return closeSwipe(animated: true) }
        guard allowsSelection, !isDragging, !editingMode || allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing, let ip = indexPath(for: cell),
              tableDelegate?.tableView(self, shouldHighlightRowAt: ip) ?? true else { return }
        highlightedRow = ip
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: ip)
    }

    func cellTouchCancelled(_ cell: UITableViewCell) {
        guard let ip = highlightedRow else { return }
        highlightedRow = nil
        visible[ip]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: ip)
    }

    /// A tap on a row: it selects it (a second tap on a selected row of a multiple-selection
    /// table deselects it), with the delegate's will/did callbacks.
    func cellTouchEnded(_ cell: UITableViewCell, inside: Bool) {
        guard let ip = highlightedRow else { return }
        cellTouchCancelled(cell)
        guard inside else { return }
        if selectsMultipleRows, selected.contains(ip) {
            guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: ip) }) ?? ip else { return }
            deselectRow(at: target, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: ip) }) ?? ip else { return }
        if !selectsMultipleRows {
            for old in selected.sorted() where old != target {
                deselectRow(at: old, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: old)
            }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        // A storyboard segue from the cell runs before the delegate hears of the selection, as
        // in UIKit (`prepare(for:sender:)` comes before `didSelectRowAt`).
        if target == ip { cell.storyboardSelectionSegue?(cell) }
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }
}
