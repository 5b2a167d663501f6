import Foundation
import Testing
@testable import UIModel

@Suite(.serialized, .freshRuntime) struct BarAppearanceTests: AnimationTesting {
    final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// The bar's two backgrounds: the standard appearance's and the scroll edge's.
    func backgrounds(_ bar: UINavigationBar) -> (standard: BarBackgroundView, edge: BarBackgroundView) {
        let views = bar.subviews.compactMap { $0 as? BarBackgroundView }
        return (views[0], views[1])
    }

    func onScreen(_ root: UIViewController) -> UINavigationController {
        let nav = UINavigationController(rootViewController: root)
        show(nav).layoutIfNeeded()
        return nav
    }

    @Test func aBarIsTransparentAtTheScrollEdgeAndStandardOnceContentScrollsUnder() {
        let rows = Rows(style: .plain)
        rows.title = "Rows"
        let nav = onScreen(rows)
        let (standard, edge) = backgrounds(nav.navigationBar)
        #expect(standard.alpha == 0 && edge.alpha == 1 && edge.backgroundColor == nil && edge.material.effect == nil)
        rows.tableView.contentOffset.y += 40
        nav.view.layoutIfNeeded()
        // The standard look: the chrome material's blur of the rows under the bar.
        let material = standard.material.effect as? UIBlurEffect
        #expect(standard.alpha == 1 && edge.alpha == 0 && material?.style == .systemChromeMaterial && !standard.material.isHidden)
    }

    @Test func appearancesColourTheBarAndTitleAndTheItemsOwnWin() {
        let root = UIViewController()
        root.title = "Home"
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, primaryAction: UIAction { _ in })
        let nav = onScreen(root)
        let bar = nav.navigationBar
        let look = UINavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .systemRed
        look.titleTextAttributes = [.foregroundColor: UIColor.white]
        look.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.yellow]
        bar.standardAppearance = look
        bar.scrollEdgeAppearance = look
        nav.view.layoutIfNeeded()
        let (_, edge) = backgrounds(bar)
        #expect(edge.subviews.contains { $0.backgroundColor == .systemRed })
        #expect(bar.titleLabel.textColor == .white)
        let add = bar.barItemViews.compactMap { $0 as? UIButton }.first
        #expect(add?.attributedTitle(for: .normal)?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .yellow)
        // The top item's appearance wins over the bar's.
        let green = UINavigationBarAppearance()
        green.configureWithOpaqueBackground()
        green.backgroundColor = .systemGreen
        root.navigationItem.scrollEdgeAppearance = green
        nav.view.layoutIfNeeded()
        #expect(edge.subviews.contains { $0.backgroundColor == .systemGreen })
    }

    @Test func theOldBarTintColourIsTheStandardLookAsOniOS15() {
        let rows = Rows(style: .plain)
        let nav = onScreen(rows)
        nav.navigationBar.barTintColor = .systemPurple
        nav.navigationBar.isTranslucent = false
        let (standard, edge) = backgrounds(nav.navigationBar)
        #expect(standard.subviews.contains { $0.backgroundColor == .systemPurple })
        #expect(!edge.subviews.contains { $0.backgroundColor == .systemPurple })  // the scroll edge stays transparent
        let copy = nav.navigationBar.standardAppearance.copy() as? UINavigationBarAppearance
        #expect(copy?.backgroundEffect != nil && copy !== nav.navigationBar.standardAppearance)
    }
}

@Suite(.serialized, .freshRuntime) struct TabBarAppearanceTests: AnimationTesting {
    final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test func aTabBarIsTransparentWithNothingUnderItAndItemsTakeTheAppearancesColours() {
        let plain = UIViewController()
        plain.tabBarItem = UITabBarItem(title: "Plain", image: nil, selectedImage: nil)
        let rows = Rows(style: .plain)
        rows.tabBarItem = UITabBarItem(title: "Rows", image: nil, selectedImage: nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [plain, rows]
        show(tabs).layoutIfNeeded()
        let backgrounds = tabs.tabBar.subviews.compactMap { $0 as? BarBackgroundView }
        #expect(backgrounds[0].alpha == 0 && backgrounds[1].alpha == 1)  // the scroll-edge look
        tabs.selectedIndex = 1
        app.layoutWindows()
        #expect(backgrounds[0].alpha == 1)  // fifty rows run under the bar
        let look = UITabBarAppearance()
        look.stackedLayoutAppearance.selected.iconColor = .systemRed
        look.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        tabs.tabBar.standardAppearance = look
        tabs.tabBar.layoutIfNeeded()
        let titles = tabs.tabBar.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }.filter { $0.text == "Rows" }
        #expect(titles.first?.textColor == .systemRed)
    }
}

@Suite(.serialized, .freshRuntime) struct ToolbarAppearanceTests: AnimationTesting {
    @Test func aNavigationControllersToolbarFollowsTheContentsEndAndAStandaloneOneIsStandard() {
        let screen = UIViewController()
        screen.toolbarItems = [UIBarButtonItem(title: "Share", style: .plain, primaryAction: UIAction { _ in })]
        let nav = UINavigationController(rootViewController: screen)
        nav.isToolbarHidden = false
        show(nav).layoutIfNeeded()
        let backgrounds = nav.toolbar.subviews.compactMap { $0 as? BarBackgroundView }
        #expect(backgrounds[0].alpha == 0 && backgrounds[1].alpha == 1)  // no scroll view: the scroll edge
        let standalone = UIToolbar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let look = UIToolbarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .systemTeal
        standalone.standardAppearance = look
        let own = standalone.subviews.compactMap { $0 as? BarBackgroundView }
        #expect(own[0].alpha == 1 && own[0].subviews.contains { $0.backgroundColor == .systemTeal })
    }
}

@Suite(.serialized, .freshRuntime) struct BarAppearanceProxyTests: AnimationTesting {
    @Test func appearanceProxiesStyleEveryBarUnlessTheBarSaysOtherwise() {
        let look = UINavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .systemIndigo
        UINavigationBar.appearance().standardAppearance = look
        UINavigationBar.appearance().scrollEdgeAppearance = look
        UINavigationBar.appearance().tintColor = .systemPink
        UIPageControl.appearance().currentPageIndicatorTintColor = .systemOrange
        let nav = UINavigationController(rootViewController: UIViewController())
        show(nav).layoutIfNeeded()
        app.layoutWindows()
        let edge = nav.navigationBar.subviews.compactMap { $0 as? BarBackgroundView }[1]
        #expect(edge.subviews.contains { $0.backgroundColor == .systemIndigo })
        #expect(nav.navigationBar.standardAppearance === look && nav.navigationBar.tintColor == .systemPink)
        // A bar's own appearance wins.
        let own = UINavigationBarAppearance()
        own.configureWithOpaqueBackground()
        own.backgroundColor = .systemMint
        nav.navigationBar.scrollEdgeAppearance = own
        #expect(edge.subviews.contains { $0.backgroundColor == .systemMint })
        let dots = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        dots.numberOfPages = 3
        dots.layoutIfNeeded()
        #expect(dots.subviews.contains { $0.backgroundColor == .systemOrange })
    }
}
