import Foundation

/// Editing mode: each row the data source lets edit shows its delegate's editing control (a red
/// minus or a green plus) with its content moved aside, and rows that can move show a reorder
/// control. Tapping the minus turns it upright and slides in the Delete button (the delegate's
/// title); tapping Delete, or a green plus, commits the edit to the data source. Dragging a
/// reorder control lifts the row, the rows it passes make way, and on release the data source
/// moves the row to where the delegate allows.
extension UITableView {
    /// The content moves aside by the control's 22 pt and the margins either side (16 + 22 pt).
    static let editingIndent: CGFloat = 38
    /// The reorder control's column at the trailing side.
    static let reorderColumnWidth: CGFloat = 52
    static let editingAnimationDuration: TimeInterval = 0.3

    func baseSetEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingMode else { return }
        closeSwipe(animated: animated)
        // Entering or leaving editing mode deselects every row, as UIKit does (without the
        // delegate's callbacks).
        for ip in selected.sorted() { deselectRow(at: ip, animated: animated) }
        editingMode = editing
        for (ip, cell) in visible {
            configureEditing(cell, ip)
            cell.setEditing(editing, animated: animated)
        }
        if !editing, let ip = highlightedRow { visible[ip].map(cellTouchCancelled) }
    }

    /// Gives a row's cell its editing control and reorder control, from the data source and delegate.
    func configureEditing(_ cell: UITableViewCell, _ ip: IndexPath) {
        let editable = dataSource?.tableView(self, canEditRowAt: ip) ?? false
        cell.editingStyle = editable ? tableDelegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete : .none
        cell.indentsForTable = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: ip) ?? true
        cell.showsReorderControl = dataSource?.tableView(self, canMoveRowAt: ip) ?? false
        cell.selectsMultipleWhileEditing = allowsMultipleSelectionDuringEditing && editable
    }

    /// A row's minus or plus was tapped.
    func editingControlTapped(in cell: UITableViewCell) {
        guard editingMode, let ip = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: ip)
        case .delete:
            if swipe?.row == ip { return closeSwipe(animated: true) }
            let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: ip) ?? "Delete"
            let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
                guard let self else { return }
                self.dataSource?.tableView(self, commit: .delete, forRowAt: ip)
                done(true)
            }
            let configuration = UISwipeActionsConfiguration(actions: [delete])
            configuration.performsFirstActionWithFullSwipe = false
            openTrailingActions(configuration, row: ip)
            UIView.animate(withDuration: SwipeMetrics.animationDuration) { cell.editingControl?.isConfirming = true }
        case .none:
            break
        }
    }

    /// The info button of a `.detailButton` or `.detailDisclosureButton` row was tapped.
    func accessoryButtonTapped(in cell: UITableViewCell) {
        guard let ip = indexPath(for: cell) else { return }
        // A storyboard segue from the accessory runs, as UIKit's, instead of the delegate call.
        if let segue = cell.storyboardAccessorySegue { return segue(cell) }
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: ip)
    }

    // MARK: Reordering

    /// The reorder control's drag: lift, follow, drop.
    func reorderMoved(_ cell: UITableViewCell, recognizer r: UIGestureRecognizer) {
        let y = r.location(in: self).y
        switch r.state {
        case .began:
            guard editingMode, reorder == nil, let ip = indexPath(for: cell) else { return }
            reorder = RowReorder(source: ip, cell: cell, grabOffset: y - cell.center.y)
            bringSubviewToFront(cell)
            cell.layer.shadowOpacity = 0.2
            cell.layer.shadowRadius = 8
            cell.layer.shadowOffset = CGSize(width: 0, height: 3)
        case .changed:
            guard let move = reorder, move.cell === cell else { return }
            cell.center.y = y - move.grabOffset
            let proposed = proposedDestination(for: move)
            guard proposed != move.destination else { return }
            move.destination = proposed
            setNeedsLayout()
            UIView.animate(withDuration: 0.2) { self.layoutIfNeeded() }
        case .ended, .cancelled, .failed:
            guard let move = reorder, move.cell === cell else { return }
            reorder = nil
            cell.layer.shadowOpacity = 0
            let (from, to) = (move.source, move.destination)
            if r.state == .ended, from != to {
                dataSource?.tableView(self, moveRowAt: from, to: to)
                moveRow(at: from, to: to)
            } else {
                setNeedsLayout()
                UIView.animate(withDuration: 0.2) { self.layoutIfNeeded() }
            }
        default:
            break
        }
    }

    /// Where the lifted row would go, as the delegate allows: in its own section, past every
    /// row whose middle its centre has passed (as UIKit swaps rows at their midpoints); in
    /// another section, the row under its centre.
    private func proposedDestination(for move: RowReorder) -> IndexPath {
        let y = move.cell.center.y
        let section = move.source.section
        var proposed = move.destination
        if geometry.sections.indices.contains(section), case let s = geometry.sections[section], y >= s.top, y < s.top + s.height {
            let passed = s.rowHeights.indices.filter { row in
                guard row != move.source.row, let r = geometry.row(IndexPath(row: row, section: section)) else { return false }
                return r.top + r.height / 2 < y
            }
            proposed = IndexPath(row: passed.count, section: section)
        } else if let under = indexPathForRow(at: CGPoint(x: bounds.midX, y: y)) {
            proposed = under
        }
        return tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: move.source, toProposedIndexPath: proposed) ?? proposed
    }

    /// How far a row moves to make way for the lifted one (0 for the lifted row itself, whose
    /// frame follows the finger).
    func reorderShift(for ip: IndexPath) -> CGFloat {
        guard let move = reorder, ip.section == move.source.section, move.destination.section == move.source.section,
              let h = geometry.row(move.source)?.height else { return 0 }
        let (s, d) = (move.source.row, move.destination.row)
        if s < ip.row, ip.row <= d { return -h }
        if d <= ip.row, ip.row < s { return h }
        return 0
    }
}

/// A row being dragged by its reorder control.
final class RowReorder {
    nonisolated deinit {}
    let source: IndexPath
    let cell: UITableViewCell
    /// Where on the row the finger holds it.
    let grabOffset: CGFloat
    var destination: IndexPath

    init(source: IndexPath, cell: UITableViewCell, grabOffset: CGFloat) {
        self.source = source
        self.cell = cell
        self.grabOffset = grabOffset
        destination = source
    }
}
