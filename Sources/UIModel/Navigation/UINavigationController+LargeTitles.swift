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
        let scrolled = scrolledUnderBar(scrollView)
        return scrolled.isFinite ? min(max(scrolled / fade, 0), 1) : 0
    }

    /// The large title's area for a content scroll view: full (52 pt) with the content at its
    /// top, shrinking point for point as it scrolls up until only the row is left, and growing
    /// as it is pulled down past its top. Without a scroll view it stays full. A refresh control
    /// refreshing keeps it taller by its own height: the spinner shows above the title, as on iOS.
    /// (`after`: the points of scrolling a search bar takes up first.)
    static func largeTitleHeight(following scrollView: UIScrollView?, after collapsedFirst: CGFloat = 0) -> CGFloat {
        let full = UINavigationBar.largeTitleAreaHeight
        guard let scrollView else { return full }
        let scrolled = scrolledUnderBar(scrollView)
        guard scrolled.isFinite else { return full }
        return scrolled <= 0 ? full - scrolled : max(full - max(scrolled - collapsedFirst, 0), 0)
    }

    /// The search bar's area for a content scroll view, when it hides as the content scrolls:
    /// full with the content at its top, shrinking point for point as it scrolls up.
    static func searchAreaHeight(following scrollView: UIScrollView?) -> CGFloat {
        let full = UINavigationBar.searchAreaHeight
        guard let scrollView else { return full }
        let scrolled = scrolledUnderBar(scrollView)
        return scrolled.isFinite ? min(max(full - scrolled, 0), full) : full
    }

    /// How far the content has scrolled up from its top (negative: pulled down), not counting
    /// the gap a refreshing refresh control holds open.
    private static func scrolledUnderBar(_ scrollView: UIScrollView) -> CGFloat {
        scrollView.contentOffset.y + scrollView.adjustedContentInset.top - scrollView.refreshInset
    }

    /// Whether `scrollView` is the content a navigation bar with a large title follows (its
    /// large title grows over the pulled gap, so a refresh control shows above the title).
    static func showsLargeTitle(over scrollView: UIScrollView) -> Bool {
        var responder = scrollView.next
        while let r = responder {
            if let vc = r as? UIViewController {
                guard let nav = vc.navigationController, vc.topEdgeScrollView === scrollView else { return false }
                return nav.displaysLargeTitle(vc)
            }
            responder = r.next
        }
        return false
    }
}
