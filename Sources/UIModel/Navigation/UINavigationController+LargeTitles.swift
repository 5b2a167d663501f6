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

    /// How far the bar is from its scroll-edge look to its standard one (0 to 1): with a large
    /// title, over the last points of its collapse; otherwise over the first points the content
    /// scrolls under the bar. Without a scroll view the bar is at the scroll edge.
    static func scrollEdgeProgress(largeTitleHeight: CGFloat?, following scrollView: UIScrollView?) -> CGFloat {
        let fade = UINavigationBar.largeTitleFadeDistance
        if let largeTitleHeight { return min(max(1 - largeTitleHeight / fade, 0), 1) }
        guard let scrollView else { return 0 }
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        return scrolled.isFinite ? min(max(scrolled / fade, 0), 1) : 0
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
