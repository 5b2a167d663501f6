import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Tab bar controllers: tabs, switching by a tap, the delegate, badges, safe areas, More.
@Suite(.serialized, .freshRuntime) struct TabBarControllerTests {
    var app: UIModelRuntime { .current }

    final class Tab: UIViewController {
        var log: [String] = []
        convenience init(_ title: String) {
            self.init(nibName: nil, bundle: nil)
            self.title = title
        }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
    }

    final class Veto: NSObject, UITabBarControllerDelegate {
        var refused: UIViewController?
        var selected: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            viewController !== refused
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(viewController.title ?? "?")
        }
    }

    /// A Dynamic Island iPhone's insets: 59 pt at the top, 34 pt at the bottom.
    static let island = DeviceInsets(hardware: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), statusBarHeight: 54,
                                     statusBarInset: 59, hasHomeIndicator: true)

    /// A 390 × 844 screen with a 34 pt home indicator area (the caller puts the insets back),
    /// showing `tabs`.
    func shown(_ tabs: [UIViewController]) -> (UITabBarController, TimeInterval) {
        app.removeAllWindows()
        _ = UIScreen.main.simulatorSetSize(CGSize(width: 390, height: 844), scale: 3)
        UIScreen.main.simulatorSetDeviceInsets(Self.island)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UITabBarController()
        controller.viewControllers = tabs
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let t = app.clock.animationEngine.now.rounded(.up) + 10
        app.fireDisplayLinks(timestamp: t, duration: 1.0 / 60)
        return (controller, t)
    }

    func tap(_ p: CGPoint, at t: TimeInterval) {
        app.handleTouch(.began, at: p, timestamp: t)
        app.handleTouch(.ended, at: p, timestamp: t + 0.05)
        for i in 1...40 { app.fireDisplayLinks(timestamp: t + 0.05 + Double(i) / 60, duration: 1.0 / 60) }
        app.layoutWindows()
    }

    /// The centre of tab `index` of `count` in the bar.
    func tabPoint(_ index: Int, of count: Int) -> CGPoint {
        CGPoint(x: (CGFloat(index) + 0.5) * 390 / CGFloat(count), y: 844 - 34 - 25)
    }

    @Test func aTapSwitchesTabsWithAppearanceCallbacksAndTheDelegateCanRefuse() {
        let a = Tab("Inbox"), b = Tab("Sent"), c = Tab("Drafts")
        let (controller, t) = shown([a, b, c])
        defer { UIScreen.main.simulatorSetDeviceInsets(.none) }
        let veto = Veto()
        controller.delegate = veto
        #expect(controller.selectedIndex == 0 && a.view.window != nil && b.viewIfLoaded?.window == nil)
        #expect(controller.tabBar.frame == CGRect(x: 0, y: 844 - 34 - 49, width: 390, height: 83))
        #expect(abs(a.view.safeAreaInsets.bottom - 83) < 1e-9, "content runs under the bar, inside the safe area")
        #expect(a.tabBarController === controller && controller.tabBar.items?.map(\.title) == ["Inbox", "Sent", "Drafts"])
        tap(tabPoint(1, of: 3), at: t)
        #expect(controller.selectedViewController === b && veto.selected == ["Sent"])
        #expect(a.log.suffix(1) == ["didDisappear"] && b.log == ["willAppear"] && a.viewIfLoaded?.window == nil)
        veto.refused = c
        tap(tabPoint(2, of: 3), at: t + 1)
        #expect(controller.selectedViewController === b && controller.tabBar.selectedItem === b.tabBarItem)
        controller.selectedIndex = 2
        #expect(controller.selectedViewController === c && veto.selected == ["Sent"], "code selects without the delegate")
        c.title = "Outbox"
        #expect(c.tabBarItem.title == "Outbox" && c.navigationItem.title == "Outbox")
    }

    @Test func badgesSitAtTheImagesCorner() throws {
        let a = Tab("Inbox")
        a.tabBarItem.badgeValue = "12"
        let (controller, _) = shown([a, Tab("Sent")])
        defer { UIScreen.main.simulatorSetDeviceInsets(.none) }
        controller.tabBar.layoutIfNeeded()
        let labels = controller.tabBar.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
        let badge = try #require(labels.first { $0.text == "12" })
        #expect(!badge.isHidden && badge.backgroundColor == .systemRed && badge.frame.height == 18)
        a.tabBarItem.badgeValue = nil
        controller.tabBar.layoutIfNeeded()
        #expect(badge.isHidden)
    }

    @Test func moreThanFiveTabsPutTheRestUnderMore() throws {
        let tabs = (1...7).map { Tab("Tab \($0)") }
        let (controller, t) = shown(tabs)
        defer { UIScreen.main.simulatorSetDeviceInsets(.none) }
        #expect(controller.tabBar.items?.map(\.title) == ["Tab 1", "Tab 2", "Tab 3", "Tab 4", "More"])
        tap(tabPoint(4, of: 5), at: t)
        #expect(controller.selectedViewController === controller.moreNavigationController)
        let list = try #require(controller.moreNavigationController.topViewController as? UITableViewController)
        #expect(list.tableView.numberOfRows(inSection: 0) == 3 && list.title == "More")
                list.tableView.layoutIfNeeded()
        let row = list.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        let point = list.tableView.convert(CGPoint(x: row.midX, y: row.midY), to: nil)
        tap(point, at: t + 1)
        #expect(controller.moreNavigationController.topViewController === tabs[5])
        #expect(controller.selectedViewController === tabs[5] && controller.selectedIndex == 5)
        #expect(tabs[5].tabBarController === controller)
        controller.selectedIndex = 1
        #expect(controller.selectedViewController === tabs[1] && tabs[1].view.window != nil)
        controller.selectedIndex = 6
        #expect(controller.moreNavigationController.viewControllers.last === tabs[6] && tabs[6].view.window != nil)
        controller.viewControllers = Array(tabs.prefix(3))
        #expect(controller.tabBar.items?.count == 3 && controller.selectedIndex == 0)
    }
}
