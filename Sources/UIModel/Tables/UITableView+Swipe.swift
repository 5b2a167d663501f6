import Foundation

/// A table's rows swipe open to the actions its delegate configures for each side.
extension UITableView: SwipeActionsHost {
    func swipeActions(_ ip: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        if leading { return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: ip) }
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip) { return configuration }
        // iOS 8's row actions, when the delegate gives them and no configuration.
        guard let actions = tableDelegate?.tableView(self, editActionsForRowAt: ip), !actions.isEmpty else { return nil }
        let configuration = UISwipeActionsConfiguration(actions: actions.map { $0.contextualAction(at: ip) })
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    func swipeCell(_ ip: IndexPath) -> UIView? { visible[ip] }

    func swipeBaseFrame(_ ip: IndexPath) -> CGRect? {
        geometry.row(ip).map { rowFrame(top: $0.top, height: $0.height) }
    }

    func insertSwipeActionsView(_ view: SwipeActionsView) { insertSubview(view, at: index(above: backgroundView)) }

    func swipeWillClose(_ s: RowSwipe, animated: Bool) {
        guard let cell = visible[s.row], cell.editingControl?.isConfirming == true else { return }
        UIView.animate(withDuration: animated ? SwipeMetrics.animationDuration : 0) { cell.editingControl?.isConfirming = false }
    }
}
