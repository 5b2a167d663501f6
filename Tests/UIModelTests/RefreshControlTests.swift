import Foundation
import Testing
@testable import UIModel

@Suite(.serialized, .freshRuntime) struct RefreshControlTests: AnimationTesting {
    final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// A slow drag down by `distance` points from y 200, held, then lifted; then time runs on.
    func pull(_ distance: CGFloat) {
        var t = CACurrentMediaTime()
        app.handleTouch(.began, at: CGPoint(x: 200, y: 200), timestamp: t)
        for i in 1...30 {
            run(seconds: 1.0 / 60)
            t = CACurrentMediaTime()
            app.handleTouch(.moved, at: CGPoint(x: 200, y: 200 + distance * CGFloat(i) / 30), timestamp: t)
        }
        run(seconds: 0.2)
        app.handleTouch(.ended, at: CGPoint(x: 200, y: 200 + distance), timestamp: CACurrentMediaTime())
        run(seconds: 1.5)
    }

    func table() -> (UITableView, UIRefreshControl, () -> Int) {
        let rows = Rows(style: .plain)
        let refresh = UIRefreshControl()
        var sent = 0
        refresh.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        rows.refreshControl = refresh
        show(rows).layoutIfNeeded()
        return (rows.tableView, refresh, { sent })
    }

    @Test func aLongPullRefreshesAndTheSpinnerStaysInViewUntilTheEnd() {
        let (table, refresh, sent) = table()
        #expect(table.refreshControl === refresh && refresh.superview === table)
        let top = table.adjustedContentInset.top
        pull(400)  // rubber-banded: the content moves well past the 128 pt trigger
        #expect(sent() == 1 && refresh.isRefreshing)
        #expect(table.adjustedContentInset.top == top + 60 && table.contentInset.top == 0)
        #expect(table.contentOffset.y == -(top + 60))  // at rest with the spinner showing
        #expect(refresh.frame.maxY == 0 && refresh.frame.height == 60)
        refresh.endRefreshing()
        run(seconds: 0.5)
        #expect(!refresh.isRefreshing && table.contentOffset.y == -top && table.adjustedContentInset.top == top)
    }

    @Test func underALargeTitleTheSpinnerShowsAboveTheTitleInTheGrownBar() {
        let rows = Rows(style: .plain)
        rows.title = "Inbox"
        rows.refreshControl = UIRefreshControl()
        let nav = UINavigationController(rootViewController: rows)
        nav.navigationBar.prefersLargeTitles = true
        show(nav).layoutIfNeeded()
        let table = rows.tableView!, refresh = rows.refreshControl!, bar = nav.navigationBar
        let restHeight = bar.frame.height
        pull(400)
        nav.view.layoutIfNeeded()
        // Refreshing at rest: the bar keeps the spinner's 60 pt over the gap, the title under
        // them, and the spinner sits above the title.
        #expect(refresh.isRefreshing && bar.frame.height == restHeight + 60)
        let spinner = refresh.convert(CGRect(x: 0, y: 0, width: refresh.bounds.width, height: 60), to: nav.view)
        #expect(abs(spinner.maxY - (bar.frame.maxY - UINavigationBar.largeTitleAreaHeight)) < 0.01)
        #expect(spinner.minY >= bar.frame.minY + UINavigationBar.barHeight - 0.01)
        refresh.endRefreshing()
        run(seconds: 0.5)
        nav.view.layoutIfNeeded()
        #expect(bar.frame.height == restHeight && table.contentOffset.y == -table.adjustedContentInset.top)
    }

    @Test func aShortPullDoesNothingAndBeginRefreshingSendsNoEvent() {
        let (table, refresh, sent) = table()
        let top = table.adjustedContentInset.top
        pull(80)
        #expect(sent() == 0 && !refresh.isRefreshing && table.contentOffset.y == -top)
        refresh.beginRefreshing()
        #expect(sent() == 0 && refresh.isRefreshing && table.adjustedContentInset.top == top + 60)
        table.refreshControl = nil  // taken away while refreshing: the inset goes with it
        #expect(table.adjustedContentInset.top == top && refresh.superview == nil)
    }
}
