import Foundation

/// The table's layout pass: its sections' heights from the data source and delegate, the cells
/// of the rows on screen (measured when their height is automatic), the section headers (stuck
/// at the top in a plain table) and footers.
extension UITableView {
    /// Rows of an inset-grouped table keep this far from the sides (UIKit: the layout margins, 16
    /// or 20 pt); others span the table.
    var rowInset: CGFloat { style == .insetGrouped ? max(layoutMargins.left, Self.insetGroupedMinimumInset) : 0 }
    static let insetGroupedMinimumInset: CGFloat = 16

    /// A row's frame (or a run of rows'): the table's width less the inset on each side.
    func rowFrame(top: CGFloat, height: CGFloat) -> CGRect {
        CGRect(x: rowInset, y: top, width: max(bounds.width - 2 * rowInset, 0), height: height)
    }
    /// A grouped section's spacing without a title, and an inset-grouped section's corners.
    static let groupedSpacing: CGFloat = 18
    static let insetGroupedCornerRadius: CGFloat = 10
    /// How many times one layout pass measures newly shown rows and looks again.
    static let measuringRounds = 4

    /// The table's share of `layoutSubviews`.
    func layOutTable() {
        reloadIfNeeded()
        layOutRows()
    }

    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        // In row order (as everywhere cells change hands): the pool's order decides which cell
        // each row gets next, and replays must make the same choice.
        for (ip, cell) in visible.sorted(by: { $0.key < $1.key }) { enqueue(cell, row: ip) }
        visible.removeAll()
        for v in Array(headerViews.values) + Array(footerViews.values) { recycleSectionView(v) }
        for v in sectionBackgrounds.values { v.removeFromSuperview() }
        headerViews.removeAll(); footerViews.removeAll(); sectionBackgrounds.removeAll()
        geometry = makeGeometry(counts: dataSourceCounts())
        selected = selected.filter { geometry.row($0) != nil }
        updateContentSize()
    }

    /// The number of rows in each section, as the data source reports them now.
    func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(dataSource.numberOfSections(in: self), 0)).map { max(dataSource.tableView(self, numberOfRowsInSection: $0), 0) }
    }

    /// Sections of `counts` rows with every height from the delegate or estimated.
    func makeGeometry(counts: [Int]) -> TableGeometry {
        var g = TableGeometry()
        g.headerHeight = tableHeaderView?.frame.height ?? 0
        g.footerHeight = tableFooterView?.frame.height ?? 0
        for (s, rows) in counts.enumerated() {
            var sec = TableGeometry.Section()
            sec.rowHeights.reserveCapacity(rows)
            sec.measured.reserveCapacity(rows)
            for r in 0..<rows {
                let ip = IndexPath(row: r, section: s)
                let fixed = validHeight(tableDelegate?.tableView(self, heightForRowAt: ip) ?? rowHeight)
                sec.rowHeights.append(fixed ?? estimatedHeight(ip))
                sec.measured.append(fixed != nil)
            }
            sec.headerHeight = headerHeight(s)
            sec.footerHeight = footerHeight(s)
            g.sections.append(sec)
        }
        g.updateAll()
        return g
    }

    /// A height the table can use: finite and not negative (automatic and bad values are nil).
    private func validHeight(_ h: CGFloat) -> CGFloat? { h.isFinite && h >= 0 ? h : nil }

    private func estimatedHeight(_ ip: IndexPath) -> CGFloat {
        validHeight(tableDelegate?.tableView(self, estimatedHeightForRowAt: ip) ?? estimatedRowHeight)
            ?? validHeight(estimatedRowHeight) ?? Self.defaultEstimatedRowHeight
    }

    private func headerHeight(_ s: Int) -> CGFloat { sectionViewHeight(s, header: true) }
    private func footerHeight(_ s: Int) -> CGFloat { sectionViewHeight(s, header: false) }

    /// A header's or footer's height: fixed (the table's or the delegate's), else its view's,
    /// else its title's, else none in a plain table and the grouped spacing otherwise.
    private func sectionViewHeight(_ s: Int, header: Bool) -> CGFloat {
        let fixed = header ? tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight
            : tableDelegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight
        if let h = validHeight(fixed) { return h }
        let view = header ? tableDelegate?.tableView(self, viewForHeaderInSection: s) : tableDelegate?.tableView(self, viewForFooterInSection: s)
        if let view { return fittingHeight(of: view) }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: s) : dataSource?.tableView(self, titleForFooterInSection: s)
        if let title {
            return titleConfiguration(title, header: header).makeContentView().sizeThatFits(CGSize(width: bounds.width, height: 0)).height
        }
        return style == .plain ? 0 : Self.groupedSpacing
    }

    private func fittingHeight(of view: UIView) -> CGFloat {
        if let reusable = view as? UITableViewHeaderFooterView { return reusable.fittingHeight(width: bounds.width) }
        guard view.hasConstraintsInSubtree else { return view.frame.height }
        return view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel).height
    }

    private func titleConfiguration(_ title: String, header: Bool) -> UIListContentConfiguration {
        var c: UIListContentConfiguration = style == .plain ? .plainHeader() : header ? .groupedHeader() : .groupedFooter()
        c.text = header && style != .plain ? title.uppercased() : title
        return c
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    // MARK: Rows on screen

    func layOutRows() {
        let width = bounds.width
        // Cells made in this pass while an update animates (they start where the update says).
        var made: [IndexPath] = []
        for _ in 0..<Self.measuringRounds {
            geometry.rows(from: bounds.minY, to: bounds.maxY, into: &rowsOnScreen)
            // Rows that left the screen give their cells back first, for the new rows to reuse,
            // in row order, so that replays hand out the same cells. The rows on screen are in
            // order, so a binary search finds whether a row is among them.
            rowsLeaving.removeAll(keepingCapacity: true)
            for ip in visible.keys where !rowsOnScreen.sortedContains(ip) { rowsLeaving.append(ip) }
            rowsLeaving.sort()
            for ip in rowsLeaving { retire(visible.removeValue(forKey: ip)!, ip) }
            var changed = false
            for ip in rowsOnScreen where visible[ip] == nil {
                // A row measured above this one may have pushed it off the screen: no cell for
                // it (a row an estimate put on screen would leave an extra cell in the pool).
                guard let r = geometry.row(ip), r.top < bounds.maxY, r.top + r.height > bounds.minY else { continue }
                UIView.withoutAnimation {
                    guard let cell = makeCell(ip) else { return }
                    visible[ip] = cell
                    if runningUpdate != nil { made.append(ip) }
                    if !geometry.sections[ip.section].measured[ip.row] { changed = measure(cell, ip) || changed }
                    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip)
                }
            }
            if !changed { break }
        }
        if let update = runningUpdate {
            for ip in made {
                guard let cell = visible[ip], let r = geometry.row(ip) else { continue }
                UIView.withoutAnimation { update.placeAtStart(cell, ip, final: rowFrame(top: r.top, height: r.height), in: self) }
                cell.alpha = 1
            }
        }
        for (ip, cell) in visible {
            guard let r = geometry.row(ip), reorder?.cell !== cell else { continue }
            let frame = rowFrame(top: r.top, height: r.height).offsetBy(dx: swipeOffset(for: ip), dy: reorderShift(for: ip))
            // Set only when it moved: setting a frame stops its running animation.
            if cell.frame != frame { cell.frame = frame }
            let lastInSection = ip.row == geometry.sections[ip.section].rowHeights.count - 1
            cell.separator.isHidden = separatorStyle == .none || (lastInSection && style != .plain)
            if let color = separatorColor { cell.separator.backgroundColor = color }
        }
        if let s = swipe { if visible[s.row] == nil { closeSwipe(animated: false) } else { layOutSwipe() } }
        layOutSections(width: width)
        layOutSectionIndex()
        // The table's header and footer views span its width, at the heights they were given.
        if let header = tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
            if header.frame != frame { header.frame = frame }
        }
        if let footer = tableFooterView {
            let frame = CGRect(x: 0, y: geometry.contentHeight - geometry.footerHeight, width: width, height: footer.frame.height)
            if footer.frame != frame { footer.frame = frame }
        }
        updateContentSize()
    }

    /// The data source's cell for the row, shown; nil (and reported) when it handed out a cell
    /// that is already showing another row.
    private func makeCell(_ ip: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: ip)
        if visible.values.contains(where: { $0 === cell }) {
            UIKitWarning.log("the data source returned a cell already showing another row for row \(ip.row) in section \(ip.section); the row is left empty")
            return nil
        }
        cell.tableView = self
        if cell.superview !== self { insertSubview(cell, at: 0) }
        cell.isHidden = false
        if !cell.hasOwnBackground {
            cell.setDefaultBackground(style == .plain ? .systemBackground : style == .grouped ? .secondarySystemGroupedBackground : .clear)
        }
        cell.setSelected(selected.contains(ip), animated: false)
        cell.setHighlighted(false, animated: false)
        configureEditing(cell, ip)
        cell.setEditing(editingMode, animated: false)
        cell.runConfigurationUpdate()
        return cell
    }

    /// Measures a row of automatic height; true when its height changed. A row above the top of
    /// the view that grows or shrinks moves the offset by as much, so what shows stays put.
    private func measure(_ cell: UITableViewCell, _ ip: IndexPath) -> Bool {
        cell.frame = rowFrame(top: cell.frame.minY, height: cell.frame.height)
        var h = cell.fittingHeight(width: cell.frame.width)
        if !h.isFinite || h <= 0 { h = Self.defaultEstimatedRowHeight }
        h = h.rounded(.up)
        geometry.sections[ip.section].measured[ip.row] = true
        let old = geometry.sections[ip.section].rowHeights[ip.row]
        guard h != old, let r = geometry.row(ip) else { return false }
        geometry.sections[ip.section].rowHeights[ip.row] = h
        geometry.update(from: ip.section, row: ip.row)
        if r.top < bounds.minY { contentShifted(by: h - old) }
        return true
    }

    /// A cell whose row left the screen: back to the pool, or, while an update animates, first
    /// to the row's new place (it slides off with the others).
    private func retire(_ cell: UITableViewCell, _ ip: IndexPath) {
        guard let update = runningUpdate else { return enqueue(cell, row: ip) }
        if let r = geometry.row(ip) { cell.frame = rowFrame(top: r.top, height: r.height) }
        update.leaving.append((cell, ip))
    }

    func enqueue(_ cell: UITableViewCell, row ip: IndexPath) {
        cell.isHidden = true
        cell.setHighlighted(false, animated: false)
        if highlightedRow == ip { highlightedRow = nil }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip)
        guard let id = cell.reuseIdentifier else { return cell.removeFromSuperview() }
        var cells = pool.removeValue(forKey: id) ?? []
        cells.append(cell)
        pool[id] = cells
    }

    // MARK: Sections

    private func layOutSections(width: CGFloat) {
        let top = bounds.minY, bottom = bounds.maxY
        let pinnedTop = bounds.minY + adjustedContentInset.top
        for (s, sec) in geometry.sections.enumerated() {
            let onScreen = sec.top < bottom && sec.top + sec.height > top
            place(&headerViews, s, onScreen && sec.headerHeight > 0, make: { makeSectionView(s, header: true) }) { view in
                var y = sec.top
                // A plain table's header stays at the top while its section scrolls under it.
                if style == .plain { y = min(max(y, pinnedTop), sec.top + sec.height - sec.footerHeight - sec.headerHeight) }
                view.frame = CGRect(x: 0, y: y, width: width, height: sec.headerHeight)
            }
            place(&footerViews, s, onScreen && sec.footerHeight > 0, make: { makeSectionView(s, header: false) }) { view in
                view.frame = CGRect(x: 0, y: sec.top + sec.height - sec.footerHeight, width: width, height: sec.footerHeight)
            }
            let rowsHeight = sec.rowTops[sec.rowTops.count - 1]
            place(&sectionBackgrounds, s, style == .insetGrouped && onScreen && rowsHeight > 0, make: {
                let card = UIView(frame: .zero)
                card.backgroundColor = .secondarySystemGroupedBackground
                card.layer.cornerRadius = Self.insetGroupedCornerRadius
                card.isUserInteractionEnabled = false
                return card
            }) { card in
                card.frame = rowFrame(top: sec.rowsTop, height: rowsHeight)
            }
        }
        // Cards under the rows, headers over them, in section order.
        for s in geometry.sections.indices.reversed() {
            if let card = sectionBackgrounds[s], subviews.first !== card { sendSubviewToBack(card) }
        }
        for s in geometry.sections.indices { if let view = headerViews[s] { bringSubviewToFront(view) } }
    }

    private func place(_ views: inout [Int: UIView], _ s: Int, _ shown: Bool, make: () -> UIView?, frame: (UIView) -> Void) {
        if !shown {
            if let gone = views.removeValue(forKey: s) { recycleSectionView(gone) }
            return
        }
        if views[s] == nil, let made = make() {
            views[s] = made
            addSubview(made)
            UIView.withoutAnimation { frame(made) }
        }
        if let view = views[s] { frame(view) }
    }

    private func makeSectionView(_ s: Int, header: Bool) -> UIView? {
        if let view = header ? tableDelegate?.tableView(self, viewForHeaderInSection: s) : tableDelegate?.tableView(self, viewForFooterInSection: s) {
            return view
        }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: s) : dataSource?.tableView(self, titleForFooterInSection: s)
        let view = UIListContentView(configuration: titleConfiguration(title ?? "", header: header))
        view.isUserInteractionEnabled = false
        // A plain table's header is opaque: rows scroll under it.
        if style == .plain { view.backgroundColor = .secondarySystemBackground }
        return view
    }
}
