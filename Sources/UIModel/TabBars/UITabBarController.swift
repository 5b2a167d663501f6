import Foundation

/// Hears (and may veto) the user's tab changes.
@preconcurrency @MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

extension UIViewController {
    /// The nearest tab bar controller among the ancestors.
    var baseTabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
}

/// Tabs of view controllers: a tab bar at the bottom, one child shown above it. Content runs
/// under the translucent bar, whose height the children's safe areas include. With more than
/// five controllers the bar shows four and a More tab, whose navigation controller lists the
/// rest and pushes the one picked, as UIKit does.
@preconcurrency @MainActor open class UITabBarController: UIViewController, UITabBarDelegate {
    nonisolated deinit {}
    /// The most tabs the bar shows before the fifth becomes More (UIKit's, in compact width).
    package static let maximumVisibleTabs = 5

    open private(set) var tabBar = UITabBar(frame: .zero)
    /// The scroll view the tab bar's look follows.
    private weak var edgeScrollView: UIScrollView?
    open weak var delegate: UITabBarControllerDelegate?
    /// The navigation controller of the More tab: a list of the controllers that did not fit,
    /// then the one picked.
    open private(set) lazy var moreNavigationController: UINavigationController = {
        let list = MoreListViewController(style: .plain)
        list.tabController = self
        let navigation = UINavigationController(rootViewController: list)
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        return navigation
    }()

    private var controllers: [UIViewController] = []
    /// The controller whose view is shown: a tab's, or the More navigation controller.
    private var shown: UIViewController?
    private var selected: UIViewController?

    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The tab shown (one of `viewControllers`, or the More list when it shows).
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let newValue else { return }
            if newValue === moreNavigationController, overflows { return select(more: nil) }
            guard controllers.contains(where: { $0 === newValue }) else {
                UIKitWarning.log("UITabBarController.selectedViewController must be one of viewControllers; ignored")
                return
            }
            select(newValue)
        }
    }

    /// The index of the selected controller in `viewControllers` (NSNotFound with none).
    open var selectedIndex: Int {
        get { selected.flatMap { s in controllers.firstIndex { $0 === s } } ?? NSNotFound }
        set {
            guard controllers.indices.contains(newValue) else { return }
            select(controllers[newValue])
        }
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = .systemBackground
        view = v
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.delegate = self
        view.addSubview(tabBar)
        if let shown { install(shown) }
    }

    open override var childForStatusBarHidden: UIViewController? { shown }

    /// Whether there are more controllers than tabs, so the last tab is More.
    private var overflows: Bool { controllers.count > Self.maximumVisibleTabs }
    /// The controllers with a tab of their own.
    private var tabbed: [UIViewController] {
        overflows ? Array(controllers.prefix(Self.maximumVisibleTabs - 1)) : controllers
    }
    /// The controllers listed under More.
    var overflowControllers: [UIViewController] {
        overflows ? Array(controllers.dropFirst(Self.maximumVisibleTabs - 1)) : []
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var unique: [UIViewController] = []
        for vc in viewControllers ?? [] where !unique.contains(where: { $0 === vc }) { unique.append(vc) }
        let old = controllers
        for vc in old where !unique.contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            if vc === shown { hide(vc) }
            vc.removeFromParent()
        }
        controllers = unique
        for vc in unique {
            if vc.parent !== self, vc.parent !== moreNavigationController { addChild(vc); vc.didMove(toParent: self) }
        }
        updateTabs()
        let keep = selected.flatMap { s in unique.contains { $0 === s } ? s : nil }
        selected = nil
        if let first = keep ?? unique.first { select(first) } else { show(nil) }
    }

    /// Shows `vc`'s tab (through More when it has no tab of its own).
    private func select(_ vc: UIViewController) {
        if tabbed.contains(where: { $0 === vc }) {
            selected = vc
            tabBar.selectedItem = vc.tabBarItem
            show(vc)
        } else {
            select(more: vc)
        }
    }

    /// Shows the More tab, with `vc` pushed on its list (or the list alone).
    private func select(more vc: UIViewController?) {
        let list = moreNavigationController.viewControllers[0]
        if let vc {
            leaveTabs(vc)
            moreNavigationController.setViewControllers([list, vc], animated: false)
        } else {
            moreNavigationController.setViewControllers([list], animated: false)
        }
        selected = vc ?? moreNavigationController
        tabBar.selectedItem = moreNavigationController.tabBarItem
        show(moreNavigationController)
    }

    /// Detaches a controller without a tab of its own, before the More navigation controller takes it.
    private func leaveTabs(_ vc: UIViewController) {
        guard vc.parent === self else { return }
        vc.willMove(toParent: nil)
        vc.removeFromParent()
    }

    /// Called by the More list when the user picks a controller.
    func moreListPicked(_ vc: UIViewController) {
        guard delegate?.tabBarController(self, shouldSelect: vc) ?? true else { return }
        leaveTabs(vc)
        moreNavigationController.pushViewController(vc, animated: true)
        selected = vc
        delegate?.tabBarController(self, didSelect: vc)
    }

    /// A child's `tabBarItem` was replaced.
    func tabBarItemsChanged() {
        updateTabs()
        tabBar.selectedItem = shown?.tabBarItem
    }

    /// The tab bar's items: a tab per controller, or four and More.
    private func updateTabs() {
        var items: [UITabBarItem] = tabbed.map { $0.tabBarItem }
        if overflows {
            if moreNavigationController.parent !== self { addChild(moreNavigationController); moreNavigationController.didMove(toParent: self) }
            items.append(moreNavigationController.tabBarItem)
        } else if moreNavigationController.parent === self, shown !== moreNavigationController {
            moreNavigationController.willMove(toParent: nil)
            moreNavigationController.removeFromParent()
        }
        // Controllers that moved back from the More list to a tab of their own.
        for vc in tabbed where vc.parent !== self {
            vc.willMove(toParent: nil)
            vc.removeFromParent()
            addChild(vc)
            vc.didMove(toParent: self)
        }
        tabBar.items = items
    }

    /// Swaps the shown child's view, with the appearance callbacks when on screen.
    private func show(_ vc: UIViewController?) {
        guard vc !== shown else { return }
        let old = shown
        shown = vc
        guard isViewLoaded else { return }
        let visible = isVisible
        if visible { old?.beginAppearanceTransition(false, animated: false); vc?.beginAppearanceTransition(true, animated: false) }
        old?.viewIfLoaded?.removeFromSuperview()
        if let vc { install(vc) }
        if visible { old?.endAppearanceTransition(); vc?.endAppearanceTransition() }
        setNeedsStatusBarAppearanceUpdate()
    }

    private func hide(_ vc: UIViewController) {
        if isViewLoaded, isVisible { vc.beginAppearanceTransition(false, animated: false) }
        vc.viewIfLoaded?.removeFromSuperview()
        if isViewLoaded, isVisible { vc.endAppearanceTransition() }
        shown = nil
    }

    private func install(_ vc: UIViewController) {
        view.insertSubview(vc.view, belowSubview: tabBar)
        vc.view.frame = view.bounds
        vc.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// The bar sits on the bottom edge, reaching down through the safe area; content runs under
    /// a translucent bar (the children's safe areas include its height) or stops above an opaque one.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds, bottom = view.safeAreaInsets.bottom
        let height = UITabBar.barHeight + bottom
        tabBar.frame = CGRect(x: b.minX, y: b.maxY - height, width: b.width, height: height)
        shown?.viewIfLoaded?.frame = tabBar.isTranslucent ? b : CGRect(x: b.minX, y: b.minY, width: b.width, height: max(b.height - height, 0))
        let under = UIEdgeInsets(top: 0, left: 0, bottom: tabBar.isTranslucent ? UITabBar.barHeight : 0, right: 0)
        for vc in controllers + [moreNavigationController] { vc.containerSafeAreaInsets = under }
        updateTabBarEdge()
    }

    /// The tab bar follows the shown screen's scroll view (a navigation controller's top
    /// screen's): iOS 15's scroll-edge look with the content at its end, the standard one while
    /// content runs under the bar.
    private func updateTabBarEdge() {
        var content = shown
        if let nav = content as? UINavigationController { content = nav.topViewController }
        let scrollView = content?.contentScrollView(for: .bottom) ?? content?.topEdgeScrollView
        let id = ObjectIdentifier(self)
        if scrollView !== edgeScrollView {
            edgeScrollView?.scrollObservers[id] = nil
            scrollView?.scrollObservers[id] = { [weak self] in self?.updateTabBarEdge() }
            edgeScrollView = scrollView
        }
        tabBar.scrollEdgeProgress = Self.bottomEdgeProgress(following: scrollView)
    }

    /// How much content is under the bar, from 0 (the content's end in view, or no scroll view)
    /// to 1, over the bars' fade distance.
    static func bottomEdgeProgress(following scrollView: UIScrollView?) -> CGFloat {
        guard let s = scrollView else { return 0 }
        let under = s.contentSize.height + s.adjustedContentInset.bottom - (s.contentOffset.y + s.bounds.height)
        return under.isFinite ? min(max(under / UINavigationBar.largeTitleFadeDistance, 0), 1) : 0
    }

    // MARK: UITabBarDelegate

    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        if item === moreNavigationController.tabBarItem, overflows {
            // A second tap on More goes back to its list, as a second tap on a tab pops to its root.
            if shown === moreNavigationController {
                _ = moreNavigationController.popToRootViewController(animated: true)
                selected = moreNavigationController
            } else {
                select(more: nil)
            }
            return
        }
        guard let vc = tabbed.first(where: { $0.tabBarItem === item }) else { return }
        guard delegate?.tabBarController(self, shouldSelect: vc) ?? true else {
            tabBar.selectedItem = shown?.tabBarItem
            return
        }
        if vc === selected, let navigation = vc as? UINavigationController {
            _ = navigation.popToRootViewController(animated: true)
        }
        select(vc)
        delegate?.tabBarController(self, didSelect: vc)
    }
}

/// The More tab's list: a row per controller that has no tab, titled after its tab item.
final class MoreListViewController: UITableViewController {
    nonisolated deinit {}
    weak var tabController: UITabBarController?
    private static let cellIdentifier = "MoreCell"

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "More"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    private var rows: [UIViewController] { tabController?.overflowControllers ?? [] }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        let vc = rows[indexPath.row]
        content.text = vc.tabBarItem.title ?? vc.title
        content.image = vc.tabBarItem.image
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let vc = rows[indexPath.row]
        tabController?.moreListPicked(vc)
    }
}
