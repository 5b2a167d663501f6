import Foundation

extension UINavigationController {
    /// Whether `vc` shows its title large: the bar must prefer large titles, and the controller's
    /// `largeTitleDisplayMode` decides; `.automatic` follows the controller below it, and the
    /// root's follows the bar.
    func displaysLargeTitle(_ vc: UIViewController) -> Bool {
        guard navigationBar.prefersLargeTitles, let index = viewControllers.firstIndex(where: { $0 === vc }) else { return false }
        for c in viewControllers[...index].reversed() {
            switch c.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The large title's area for a content scroll view: full (52 pt) with the content at its
    /// top, shrinking point for point as it scrolls up until only the row is left, and growing
    /// as it is pulled down past its top. Without a scroll view it stays full.
    static func largeTitleHeight(following scrollView: UIScrollView?) -> CGFloat {
        let full = UINavigationBar.largeTitleAreaHeight
        guard let scrollView else { return full }
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        return scrolled.isFinite ? max(full - scrolled, 0) : full
    }
}
