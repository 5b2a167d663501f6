import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Large titles: a 96 pt bar whose large title collapses point for point as the content scroll
/// view scrolls, `largeTitleDisplayMode` deciding per controller.
@Suite(.serialized, .freshRuntime) struct LargeTitleTests: AnimationTesting {
    final class ListController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    /// A navigation controller preferring large titles over a 40-row list titled "Inbox".
    func largeTitleList() -> (UINavigationController, ListController) {
        let list = ListController(style: .plain)
        list.title = "Inbox"
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        show(nav)
        app.layoutWindows()
        return (nav, list)
    }

    @Test func theRootShowsALargeTitleInA96PointBar() {
        let (nav, list) = largeTitleList()
        let bar = nav.navigationBar
        #expect(bar.frame.height == 96)
        #expect(bar.largeTitleLabel.text == "Inbox" && bar.largeTitleLabel.window != nil)
        #expect(bar.largeTitleLabel.font.pointSize == 34 && bar.largeTitleLabel.frame.maxY <= 96 - 44)
        #expect(bar.titleLabel.alpha == 0, "the inline title waits for the large one to collapse")
        #expect(list.view.safeAreaInsets.top == 96)
        #expect(list.tableView.adjustedContentInset.top == 96 && list.tableView.contentOffset.y == -96)
    }

    @Test func scrollingCollapsesTheLargeTitleAndPullingDownStretchesIt() {
        let (nav, list) = largeTitleList()
        let bar = nav.navigationBar, table = list.tableView!
        table.contentOffset.y = -96 + 20
        app.layoutWindows()
        #expect(bar.frame.height == 76 && bar.titleLabel.alpha == 0)
        let titleBottom = bar.largeTitleLabel.convert(bar.largeTitleLabel.bounds, to: nil).maxY
        #expect(abs(titleBottom - (76 - 8)) < 0.01, "it rises with the content: \(titleBottom)")
        table.contentOffset.y = -96 + 50
        app.layoutWindows()
        #expect(bar.frame.height == 46 && bar.titleLabel.alpha > 0 && bar.titleLabel.alpha < 1)
        table.contentOffset.y = 300
        app.layoutWindows()
        #expect(bar.frame.height == 44 && bar.titleLabel.alpha == 1)
        #expect(list.view.safeAreaInsets.top == 96, "the safe area stays: the content does not jump")
        table.contentOffset.y = -96 - 30
        app.layoutWindows()
        #expect(bar.frame.height == 126)
        // A drag up the list scrolls it, and the bar follows frame by frame.
        table.contentOffset.y = -96
        var t = CACurrentMediaTime() + 1
        app.handleTouch(.began, at: CGPoint(x: 200, y: 600), timestamp: t)
        for i in 1...10 {
            t += 0.016
            app.handleTouch(.moved, at: CGPoint(x: 200, y: 600 - CGFloat(i) * 8), timestamp: t)
            app.fireDisplayLinks(timestamp: t, duration: 0.016)
        }
        app.layoutWindows()
        #expect(bar.frame.height < 96 && bar.frame.height == 44 + max(52 - (table.contentOffset.y + 96), 0))
        app.handleTouch(.ended, at: CGPoint(x: 200, y: 520), timestamp: t + 0.3)
    }

    @Test func displayModesDecidePerControllerAndAutomaticFollowsTheOneBelow() {
        let (nav, _) = largeTitleList()
        let inline = ListController(style: .plain)
        inline.title = "Message"
        inline.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(inline, animated: true)
        run(seconds: 0.5)
        app.layoutWindows()
        #expect(nav.navigationBar.frame.height == 44 && nav.navigationBar.titleLabel.alpha == 1)
        #expect(inline.view.safeAreaInsets.top == 44 && inline.tableView.contentOffset.y == -44)
        let follower = ListController(style: .plain)
        nav.pushViewController(follower, animated: false)
        app.layoutWindows()
        #expect(nav.navigationBar.frame.height == 44, "automatic follows the inline controller below")
        follower.navigationItem.largeTitleDisplayMode = .always
        app.layoutWindows()
        #expect(nav.navigationBar.frame.height == 96 && follower.view.safeAreaInsets.top == 96)
        nav.popToRootViewController(animated: true)
        run(seconds: 0.5)
        app.layoutWindows()
        #expect(nav.navigationBar.frame.height == 96 && nav.navigationBar.largeTitleLabel.text == "Inbox")
        nav.navigationBar.prefersLargeTitles = false
        app.layoutWindows()
        #expect(nav.navigationBar.frame.height == 44 && nav.viewControllers[0].view.safeAreaInsets.top == 44)
    }

    @Test func anExplicitContentScrollViewIsTheOneFollowed() {
        let root = UIViewController()
        root.title = "Photos"
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        root.loadViewIfNeeded()
        let backdrop = UIView(frame: root.view.bounds), scroll = UIScrollView(frame: root.view.bounds)
        scroll.contentSize = CGSize(width: 400, height: 3000)
        root.view.addSubview(backdrop)
        root.view.addSubview(scroll)
        show(nav)
        app.layoutWindows()
        scroll.contentOffset.y = -96 + 30
        #expect(nav.navigationBar.frame.height == 96, "the first subview is not a scroll view: nothing is followed")
        root.setContentScrollView(scroll, for: .top)
        #expect(root.contentScrollView(for: .top) === scroll && root.contentScrollView(for: .bottom) == nil)
        app.layoutWindows()
        #expect(nav.navigationBar.frame.height == 66)
    }

    @Test func aViewReachingPastASafeEdgeGetsNoInsetThere() {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        show(nav)
        let v = UIView(frame: CGRect(x: -150, y: 0, width: 400, height: 800))
        root.view.addSubview(v)
        app.layoutWindows()
        #expect(v.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    }

    @Test func anIntegratedSearchBarSitsUnderTheLargeTitleAndCollapsesFirst() {
        let (nav, list) = largeTitleList()
        let search = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = search
        app.layoutWindows()
        let bar = nav.navigationBar
        // 44 + 52 (large title) + 52 (search bar); the content starts below all of it.
        #expect(bar.frame.height == 148 && list.view.safeAreaInsets.top == 148)
        #expect(search.searchBar.window != nil)
        #expect(search.searchBar.convert(search.searchBar.bounds, to: bar) == CGRect(x: 0, y: 96, width: bar.bounds.width, height: 52))
        // The field lines up with the large title, 36 pt high, its glass before the placeholder.
        search.searchBar.layoutIfNeeded()
        let field = search.searchBar.searchTextField
        #expect(field.frame == CGRect(x: 16, y: 8, width: bar.bounds.width - 32, height: 36))
        #expect(field.leftView is UIImageView && field.leftViewMode == .always)
        #expect(field.placeholderRect(forBounds: field.bounds).minX >= 30)
        // Searching: the bar gives way to its search bar, under the status bar, and the content
        // follows it; cancelling brings the row and the large title back.
        search.isActive = true
        app.layoutWindows()
        #expect(bar.frame.height == 52 && bar.showsSearchOnly && list.view.safeAreaInsets.top == 52)
        #expect(search.searchBar.convert(search.searchBar.bounds, to: bar) == CGRect(x: 0, y: 0, width: bar.bounds.width, height: 52))
        search.isActive = false
        app.layoutWindows()
        #expect(bar.frame.height == 148 && !bar.showsSearchOnly && list.view.safeAreaInsets.top == 148)
        search.hidesNavigationBarDuringPresentation = false
        search.isActive = true
        app.layoutWindows()
        #expect(bar.frame.height == 148, "kept when the controller does not hide the bar")
        search.isActive = false
        // Scrolled up 30 pt: the search bar gives up 30 pt, the large title nothing yet.
        list.tableView.contentOffset.y = -148 + 30
        app.layoutWindows()
        #expect(bar.frame.height == 118 && bar.largeTitleHeight == 52 && bar.searchAreaHeight == 22)
        // Scrolled up 80 pt: the search bar is gone and the large title has given up 28.
        list.tableView.contentOffset.y = -148 + 80
        app.layoutWindows()
        #expect(bar.searchAreaHeight == 0 && bar.largeTitleHeight == 24 && bar.frame.height == 68)
        // Kept when scrolling: the search bar stays and only the large title collapses.
        list.navigationItem.hidesSearchBarWhenScrolling = false
        app.layoutWindows()
        #expect(bar.searchAreaHeight == 52 && bar.largeTitleHeight == 0)
        // Gone with the item: a pushed controller without search shows none.
        nav.pushViewController(UIViewController(), animated: false)
        app.layoutWindows()
        #expect(bar.searchAreaHeight == nil && search.searchBar.window == nil)
    }
}
