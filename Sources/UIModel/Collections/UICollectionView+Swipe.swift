import Foundation

/// The rows of a list section swipe open to the actions its list configuration's providers
/// give for each side.
extension UICollectionView: SwipeActionsHost {
    func swipeActions(_ ip: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let list = collectionViewLayout.listConfiguration(ip.section) else { return nil }
        return leading ? list.leadingSwipeActionsConfigurationProvider?(ip) : list.trailingSwipeActionsConfigurationProvider?(ip)
    }

    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }
    func swipeCell(_ ip: IndexPath) -> UIView? { visible[ip] }
    func swipeBaseFrame(_ ip: IndexPath) -> CGRect? { collectionViewLayout.layoutAttributesForItem(at: ip)?.frame }
    func swipeWillClose(_ s: RowSwipe, animated: Bool) {}

    /// Over the section cards (an inset-grouped list's), under the rows.
    func insertSwipeActionsView(_ view: SwipeActionsView) { insertSubview(view, at: backgroundViewCount) }

    /// How many views at the back are the background view, section cards and backgrounds.
    var backgroundViewCount: Int {
        subviews.filter { ($0 as? UICollectionReusableView)?.sitsBehindCells == true || $0 === backgroundView }.count
    }
}
