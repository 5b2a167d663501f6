import Foundation

/// A scrolling page view controller's pages: the page shown and its neighbours (asked of the
/// data source once per page shown), laid out side by side in a paging scroll view `stride`
/// apart. A swipe that reveals a neighbour adds it as a child and starts both pages'
/// appearance transitions; when the scroll view settles, the neighbour either becomes the page
/// shown (the old page leaves) or is taken away again, and the delegate hears which.
final class PageQueue: NSObject, UIScrollViewDelegate {
    nonisolated deinit {}
    private unowned let owner: UIPageViewController
    let scrollView = UIScrollView(frame: .zero)
    let pageControl = UIPageControl(frame: .zero)
    private(set) var current: UIViewController?
    /// The neighbours of the page shown: nil until asked, then what the data source gave.
    private var before: UIViewController??
    private var after: UIViewController??
    /// The neighbour being revealed, and whether it is the next page (else the previous).
    private var pending: (page: UIViewController, forward: Bool)?
    /// Set while `setViewControllers` slides a page in: its completion.
    private var programmatic: ((Bool) -> Void)??
    private var isRecentering = false

    /// How far above the bottom of the safe area the page control sits (UIKit's strip is 37 pt).
    static let pageControlHeight: CGFloat = 37

    init(owner: UIPageViewController) { self.owner = owner }

    private var horizontal: Bool { owner.navigationOrientation == .horizontal }
    /// Whether appearance callbacks are the queue's to send (the page view controller is on screen).
    private var isVisible: Bool { owner.appearanceState == .appeared }

    func install(in view: UIView) {
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = self
        if horizontal { scrollView.alwaysBounceHorizontal = true } else { scrollView.alwaysBounceVertical = true }
        view.addSubview(scrollView)
        pageControl.isUserInteractionEnabled = false
        pageControl.isHidden = true
        view.addSubview(pageControl)
        if let current { scrollView.addSubview(current.view) }
    }

    /// The data source changed: the neighbours are asked again.
    func dataSourceChanged() {
        before = nil
        after = nil
        owner.viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Geometry

    private var pageSize: CGSize { owner.view.bounds.size }
    private var stride: CGFloat { (horizontal ? pageSize.width : pageSize.height) + owner.interPageSpacing }
    /// The pages in order: the previous one, the one shown, the next one (those there are).
    private var slots: [UIViewController] { [before ?? nil, current, after ?? nil].compactMap { $0 } }
    private func slot(of page: UIViewController) -> Int? { slots.firstIndex { $0 === page } }
    private func position(ofSlot i: Int) -> CGFloat { CGFloat(i) * stride }
    private var position: CGFloat { horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y }

    private func frame(ofSlot i: Int) -> CGRect {
        let size = pageSize
        return horizontal ? CGRect(x: position(ofSlot: i), y: 0, width: size.width, height: size.height)
            : CGRect(x: 0, y: position(ofSlot: i), width: size.width, height: size.height)
    }

    func layout() {
        guard owner.isViewLoaded else { return }
        let b = owner.view.bounds
        let spacing = owner.interPageSpacing
        scrollView.frame = horizontal ? CGRect(x: 0, y: 0, width: b.width + spacing, height: b.height)
            : CGRect(x: 0, y: 0, width: b.width, height: b.height + spacing)
        let shown = horizontal && owner.transitionStyle == .scroll && pageControl.numberOfPages > 0
        pageControl.isHidden = !shown
        pageControl.frame = CGRect(x: 0, y: b.maxY - owner.view.safeAreaInsets.bottom - Self.pageControlHeight,
                                   width: b.width, height: Self.pageControlHeight)
        guard let current else { scrollView.contentSize = .zero; return }
        loadNeighbours(of: current)
        let list = slots
        scrollView.contentSize = horizontal ? CGSize(width: CGFloat(list.count) * stride, height: b.height)
            : CGSize(width: b.width, height: CGFloat(list.count) * stride)
        for (i, page) in list.enumerated() where page.viewIfLoaded?.superview === scrollView {
            page.view.frame = frame(ofSlot: i)
        }
        if pending == nil, !scrollView.isDragging, !scrollView.isDecelerating, let i = slot(of: current) {
            recentre(on: i)
        }
    }

    private func recentre(on i: Int) {
        isRecentering = true
        defer { isRecentering = false }
        let p = position(ofSlot: i)
        scrollView.contentOffset = horizontal ? CGPoint(x: p, y: 0) : CGPoint(x: 0, y: p)
    }

    /// Asks the data source for the pages either side of `page`, once. A data source that gives
    /// the page itself back as its neighbour has none there.
    private func loadNeighbours(of page: UIViewController) {
        guard let dataSource = owner.dataSource else { return }
        if before == nil {
            let b = dataSource.pageViewController(owner, viewControllerBefore: page)
            before = .some(b === page ? nil : b)
        }
        if after == nil {
            let a = dataSource.pageViewController(owner, viewControllerAfter: page)
            after = .some(a === page || a === (before ?? nil) ? nil : a)
        }
    }

    // MARK: Swipes

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isRecentering, let current, let i = slot(of: current), programmatic == nil else { return }
        let d = position - position(ofSlot: i)
        if let p = pending, (p.forward && d < 0) || (!p.forward && d > 0) { cancel(p) }
        guard pending == nil else { return }
        if d > 0.5, let next = after ?? nil { reveal(next, forward: true) }
        else if d < -0.5, let previous = before ?? nil { reveal(previous, forward: false) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    /// A neighbour comes into view: it becomes a child, and the pages start to change places.
    private func reveal(_ page: UIViewController, forward: Bool) {
        guard let current, let i = slot(of: page) else { return }
        pending = (page, forward)
        if programmatic == nil { owner.delegate?.pageViewController(owner, willTransitionTo: [page]) }
        owner.addChild(page)
        page.view.frame = frame(ofSlot: i)
        scrollView.addSubview(page.view)
        page.didMove(toParent: owner)
        if isVisible {
            page.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
        }
    }

    /// The scroll view came to rest: the revealed page is shown if the scroll view stopped on it.
    private func settle() {
        guard let p = pending, let i = slot(of: p.page) else { return }
        let page = Int((position / max(stride, 1)).rounded())
        if page == i { commit(p) } else { cancel(p) }
    }

    private func commit(_ p: (page: UIViewController, forward: Bool)) {
        guard let old = current else { return }
        pending = nil
        if isVisible {
            p.page.endAppearanceTransition()
            old.endAppearanceTransition()
        }
        remove(old)
        current = p.page
        let completion = programmatic
        programmatic = nil
        if completion != nil {
            before = nil
            after = nil
        } else if p.forward {
            before = .some(old)
            after = nil
        } else {
            after = .some(old)
            before = nil
        }
        if completion == nil, pageControl.numberOfPages > 0 {
            pageControl.currentPage = min(max(pageControl.currentPage + (p.forward ? 1 : -1), 0), pageControl.numberOfPages - 1)
        }
        // The delegate hears first: apps keep the page index there, and their data source reads it.
        if completion == nil {
            owner.delegate?.pageViewController(owner, didFinishAnimating: true, previousViewControllers: [old], transitionCompleted: true)
        }
        if completion != nil { refreshPageControl() }
        layout()
        if let completion { completion?(true) }
    }

    private func cancel(_ p: (page: UIViewController, forward: Bool)) {
        pending = nil
        if isVisible, let current {
            p.page.beginAppearanceTransition(false, animated: true)
            p.page.endAppearanceTransition()
            current.beginAppearanceTransition(true, animated: true)
            current.endAppearanceTransition()
        }
        remove(p.page)
        if let current {
            owner.delegate?.pageViewController(owner, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: false)
        }
    }

    private func remove(_ page: UIViewController) {
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
    }

    // MARK: Setting the page

    /// Shows `page`: at once, or slid in from the side `direction` names.
    func show(_ page: UIViewController, direction: UIPageViewController.NavigationDirection, animated: Bool,
              completion: ((Bool) -> Void)?) {
        if let p = pending { cancel(p) }
        guard animated, let current, current !== page, owner.isViewLoaded else {
            replace(with: page)
            refreshPageControl()
            completion?(true)
            return
        }
        let forward = direction == .forward
        if forward { after = .some(page) } else { before = .some(page) }
        programmatic = .some(completion)
        layout()
        recentre(on: slot(of: current) ?? 0)
        reveal(page, forward: forward)
        guard let i = slot(of: page) else { return }
        let target = position(ofSlot: i)
        scrollView.setContentOffset(horizontal ? CGPoint(x: target, y: 0) : CGPoint(x: 0, y: target), animated: true)
    }

    /// Swaps the page shown for `page` at once.
    private func replace(with page: UIViewController) {
        let old = current
        guard old !== page else { return }
        if isVisible {
            old?.beginAppearanceTransition(false, animated: false)
            page.beginAppearanceTransition(true, animated: false)
        }
        if let old { remove(old) }
        current = page
        before = nil
        after = nil
        owner.addChild(page)
        if owner.isViewLoaded { scrollView.addSubview(page.view) }
        page.didMove(toParent: owner)
        if isVisible {
            old?.endAppearanceTransition()
            page.endAppearanceTransition()
        }
        owner.viewIfLoaded?.setNeedsLayout()
        if owner.isViewLoaded { layout() }
    }

    /// The page control's dots, from the data source (asked each time `setViewControllers` has
    /// set the page; swipes move the current dot on by themselves).
    private func refreshPageControl() {
        guard owner.transitionStyle == .scroll, let dataSource = owner.dataSource else { return }
        let count = dataSource.presentationCount(for: owner)
        pageControl.numberOfPages = max(count, 0)
        pageControl.currentPage = min(max(dataSource.presentationIndex(for: owner), 0), max(count - 1, 0))
    }
}
