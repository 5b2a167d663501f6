import Foundation

/// Inserting, deleting, moving and reloading rows and sections, one at a time or in a batch,
/// checked against the data source's new counts (UIKit's exception text when they do not add
/// up, the table left as it was) and animated: rows that stay slide to their new places, rows
/// that come and go do so with their `RowAnimation`.
extension UITableView: BatchUpdating {
    nonisolated public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// How long rows take to move, appear and disappear (UIKit's row animations: about 0.3 s).
    static let rowAnimationDuration: TimeInterval = 0.3

    // MARK: Applying

    func commitUpdates(_ completion: ((Bool) -> Void)?) {
        let updates = pendingUpdates
        pendingUpdates = BatchUpdates()
        // A table that has not loaded yet reads everything at its next layout.
        guard !needsReload else { completion?(true); return }
        let counts = dataSourceCounts()
        let plan: BatchUpdates.Plan
        do {
            plan = try updates.plan(old: geometry.sections.map(\.rowHeights.count), new: counts, terms: .table)
        } catch {
            UIKitWarning.log("\(error.description) The update is not applied: the table keeps showing its state before it.")
            completion?(false)
            return
        }
        let update = TableUpdateAnimation(plan: plan, oldGeometry: geometry)
        geometry = carriedGeometry(counts: counts, plan: plan)
        cancelHighlight()
        var goingViews: [UIView] = []
        if let s = swipe {
            swipe = nil
            goingViews.append(s.actionsView)
        }

        var kept: [IndexPath: UITableViewCell] = [:]
        var going: [(cell: UITableViewCell, row: IndexPath, animation: RowAnimation)] = []
        for (ip, cell) in visible.sorted(by: { $0.key < $1.key }) {
            if let to = plan.keptRow(ip) { kept[to] = cell } else { going.append((cell, ip, plan.disappearing[ip] ?? .automatic)) }
        }
        visible = kept
        selected = Set(selected.compactMap { plan.keptRow($0) })
        for keyPath in [\UITableView.headerViews, \.footerViews, \.sectionBackgrounds] {
            var moved: [Int: UIView] = [:]
            for (s, view) in self[keyPath: keyPath].sorted(by: { $0.key < $1.key }) {
                if let t = plan.sectionMap[s], !plan.replacedSections.contains(s) { moved[t] = view } else { goingViews.append(view) }
            }
            self[keyPath: keyPath] = moved
        }

        guard UIView.areAnimationsEnabled, window != nil else {
            for g in going { enqueue(g.cell, row: g.row) }
            for view in goingViews { view.removeFromSuperview() }
            updateContentSize()
            layOutRows()
            completion?(true)
            return
        }
        for g in going { sendSubviewToBack(g.cell) }
        runningUpdate = update
        UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [.allowUserInteraction], animations: {
            for g in going {
                guard g.animation != .none, let r = update.oldGeometry.row(g.row) else { g.cell.isHidden = true; continue }
                let end = self.rowAnimationState(g.animation, frame: self.rowFrame(top: r.top, height: r.height))
                g.cell.frame = end.frame
                g.cell.alpha = end.alpha
            }
            for view in goingViews { view.alpha = 0 }
            self.updateContentSize()
            self.layOutRows()
        }, completion: { _ in
            for g in going { g.cell.alpha = 1; self.enqueue(g.cell, row: g.row) }
            for (cell, ip) in update.leaving { self.enqueue(cell, row: ip) }
            for view in goingViews { view.removeFromSuperview(); view.alpha = 1 }
            completion?(true)
        })
        runningUpdate = nil
    }

    /// The new sections' geometry, with the measured heights of the rows that stay.
    private func carriedGeometry(counts: [Int], plan: BatchUpdates.Plan) -> TableGeometry {
        var g = makeGeometry(counts: counts)
        for (s, rows) in plan.rowMap.enumerated() {
            for (r, to) in rows.enumerated() {
                guard let to, plan.appearing[to] == nil, geometry.sections[s].measured[r],
                      !g.sections[to.section].measured[to.row] else { continue }
                g.sections[to.section].rowHeights[to.row] = geometry.sections[s].rowHeights[r]
                g.sections[to.section].measured[to.row] = true
            }
        }
        g.updateAll()
        return g
    }

    private func cancelHighlight() {
        guard let ip = highlightedRow else { return }
        highlightedRow = nil
        visible[ip]?.setHighlighted(false, animated: false)
    }

    /// Where a row appears from or disappears to with `animation`, from its frame in place.
    /// `.middle` and `.automatic` fade, as UIKit's do for a single row.
    func rowAnimationState(_ animation: RowAnimation, frame f: CGRect) -> (frame: CGRect, alpha: CGFloat) {
        switch animation {
        case .fade, .middle, .automatic: return (f, 0)
        case .right: return (f.offsetBy(dx: bounds.width, dy: 0), 1)
        case .left: return (f.offsetBy(dx: -bounds.width, dy: 0), 1)
        case .top: return (f.offsetBy(dx: 0, dy: -f.height), 1)
        case .bottom: return (f.offsetBy(dx: 0, dy: f.height), 1)
        case .none: return (f, 1)
        }
    }
}

/// One update while its animation block runs: the plan, the geometry before it (cells shown
/// for the first time start from their old place), and the cells that slid off screen.
final class TableUpdateAnimation {
    nonisolated deinit {}
    let plan: BatchUpdates.Plan
    let oldGeometry: TableGeometry
    var leaving: [(UITableViewCell, IndexPath)] = []
    private lazy var oldRow: [IndexPath: IndexPath] = {
        var inverse: [IndexPath: IndexPath] = [:]
        for (s, rows) in plan.rowMap.enumerated() { for (r, to) in rows.enumerated() { if let to { inverse[to] = IndexPath(row: r, section: s) } } }
        return inverse
    }()

    init(plan: BatchUpdates.Plan, oldGeometry: TableGeometry) {
        self.plan = plan
        self.oldGeometry = oldGeometry
    }

    /// Puts a cell made during the update where it starts: an appearing row in its animation's
    /// start state, a row that was off screen at its old place.
    func placeAtStart(_ cell: UITableViewCell, _ ip: IndexPath, final: CGRect, in table: UITableView) {
        if let animation = plan.appearing[ip] {
            let start = table.rowAnimationState(animation, frame: final)
            cell.frame = start.frame
            cell.alpha = start.alpha
        } else if let old = oldRow[ip], let r = oldGeometry.row(old) {
            cell.frame = table.rowFrame(top: r.top, height: r.height)
        } else {
            cell.frame = final
        }
    }
}
