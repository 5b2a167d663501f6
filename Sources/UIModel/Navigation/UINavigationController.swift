import Foundation

/// What a navigation transition does (UIKit's `UINavigationController.Operation`).
extension UINavigationController {
    nonisolated public enum Operation: Int, Sendable { case none, push, pop }
}

/// Customises a navigation controller's transitions and hears about shown controllers.
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}

/// A stack of controllers with a navigation bar: push slides the new screen in from the right
/// (the old one moves a third of the way, under a dimming shadow), pop reverses it, and a pan
/// from the left edge pops interactively.
@preconcurrency @MainActor open class UINavigationController: UIViewController {
    nonisolated deinit {}
    open private(set) var navigationBar = UINavigationBar(frame: .zero)
    /// The bar of the top controller's `toolbarItems`, shown while `isToolbarHidden` is false.
    open private(set) var toolbar: UIToolbar! = UIToolbar(frame: .zero)
    /// How long the bars take to slide in or out when hidden or shown animated (UIKit's).
    public static let hideShowBarDuration: CGFloat = 0.2
    open weak var delegate: UINavigationControllerDelegate?
    /// The built-in edge-swipe pop.
    open private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
    private let content = UIView(frame: .zero)
    private var stack: [UIViewController] = []
    private var inTransition = false
    private var edgePop: UIPercentDrivenInteractiveTransition?
    /// The stack depth when a split view controller collapsed onto this one: what lies above it
    /// becomes the secondary again when the split separates.
    var splitCollapseDepth: Int?
    /// True while a push or pop runs.
    var isInTransition: Bool { inTransition }

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    open var topViewController: UIViewController? { stack.last }

    /// Whether the navigation bar is hidden (content then starts at the safe area's top).
    open var isNavigationBarHidden: Bool {
        get { navigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var navigationBarHidden = false

    /// Hides or shows the navigation bar; animated, it slides up out of sight or back down.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHidden else { return }
        navigationBarHidden = hidden
        barsChanged(animated: animated)
    }

    /// Whether the toolbar is hidden (true until an app shows it, as in UIKit).
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHidden = true

    /// Hides or shows the toolbar; animated, it slides down out of sight or back up.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        barsChanged(animated: animated)
    }

    /// Lays the bars out again, sliding them when animated; a bar going away is hidden at the end.
    /// Whether the controller's active search controller hides the bar, leaving its search bar.
    private func presentsSearchOnly(_ vc: UIViewController) -> Bool {
        vc.navigationItem.searchController.map { $0.isActive && $0.hidesNavigationBarDuringPresentation } ?? false
    }

    /// A search controller in the shown item became active or inactive: the bar gives way to its
    /// search bar, or comes back, animated as the bars hide and show.
    func searchPresentationChanged() { barsChanged(animated: true) }

    private func barsChanged(animated: Bool) {
        guard isViewLoaded else { return }
        if !navigationBarHidden { navigationBar.isHidden = false }
        if !toolbarHidden { toolbar.isHidden = false }
        view.setNeedsLayout()
        let hideGoneBars = { [weak self] in
            guard let self else { return }
            self.navigationBar.isHidden = self.navigationBarHidden
            self.toolbar.isHidden = self.toolbarHidden
        }
        if animated, view.window != nil {
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: { self.view.layoutIfNeeded() },
                           completion: { _ in hideGoneBars() })
        } else {
            view.layoutIfNeeded()
            hideGoneBars()
        }
    }
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        stack = [rootViewController]
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
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

    /// As in UIKit, the top controller decides whether the status bar shows; its style follows
    /// the bar (a child's `preferredStatusBarStyle` counts only through an override of this).
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    open override func viewDidLoad() {
        content.clipsToBounds = true
        view.addSubview(content)
        view.addSubview(navigationBar)
        toolbar.isHidden = toolbarHidden
        navigationBar.isHidden = navigationBarHidden
        view.addSubview(toolbar)
        navigationBar.backButton.addAction(UIAction { [weak self] _ in _ = self?.popViewController(animated: true) }, for: .touchUpInside)
        let edge = UIScreenEdgePanGestureRecognizer { [weak self] g in self?.edgePanned(g as! UIScreenEdgePanGestureRecognizer) }
        edge.edges = .left
        view.addGestureRecognizer(edge)
        interactivePopGestureRecognizer = edge
        if let top = topViewController { install(top) }
        updateBar()
    }

    /// The bar sits below the safe area's top (above the screen while hidden), the toolbar on
    /// the safe area's bottom (below the screen while hidden). Content runs under translucent
    /// bars, whose heights the children's safe areas then include; an opaque navigation bar's
    /// content starts below its row. A controller showing a large title has the large title's
    /// area in its safe area too (its scroll view starts below it, and collapses it).
    open override func viewDidLayoutSubviews() {
        let b = view.bounds, bottom = view.safeAreaInsets.bottom
        layoutNavigationBar()
        let toolbarHeight = UIToolbar.barHeight + bottom
        toolbar.frame = CGRect(x: 0, y: toolbarHidden ? b.maxY : b.maxY - toolbarHeight, width: b.width, height: toolbarHeight)
        let opaqueRow = !navigationBarHidden && !navigationBar.isTranslucent
        let searching = topViewController.map(presentsSearchOnly) ?? false
        let rowHeight = searching ? UINavigationBar.searchAreaHeight : UINavigationBar.barHeight
        let contentTop = opaqueRow ? b.minY + view.safeAreaInsets.top + rowHeight : b.minY
        content.frame = CGRect(x: b.minX, y: contentTop, width: b.width, height: max(b.maxY - contentTop, 0))
        let toolbarInset = toolbarHidden ? 0 : UIToolbar.barHeight
        for vc in stack {
            var top: CGFloat = 0
            if !navigationBarHidden, presentsSearchOnly(vc) {
                top = opaqueRow ? 0 : UINavigationBar.searchAreaHeight
            } else if !navigationBarHidden {
                top = (opaqueRow ? 0 : UINavigationBar.barHeight) + (displaysLargeTitle(vc) ? UINavigationBar.largeTitleAreaHeight : 0)
                    + (vc.navigationItem.searchController != nil ? UINavigationBar.searchAreaHeight : 0)
            }
            vc.containerSafeAreaInsets = UIEdgeInsets(top: top, left: 0, bottom: toolbarInset, right: 0)
        }
    }

    /// The scroll view the bar follows (its large title, its scroll-edge look), told to lay the
    /// bar out as it scrolls.
    private weak var largeTitleScrollView: UIScrollView?

    /// Places the navigation bar: its row, and under it the large title's area when the shown
    /// controller has a large title, as tall as its scroll view leaves it.
    private func layoutNavigationBar() {
        let b = view.bounds, top = view.safeAreaInsets.top
        let shown = stack.last { $0.navigationItem === navigationBar.topItem }
        let large = shown.map(displaysLargeTitle) ?? false
        let scrollView = shown?.topEdgeScrollView
        if scrollView !== largeTitleScrollView {
            largeTitleScrollView?.scrollObservers[ObjectIdentifier(self)] = nil
            scrollView?.scrollObservers[ObjectIdentifier(self)] = { [weak self] in self?.layoutNavigationBar() }
            largeTitleScrollView = scrollView
        }
        let item = shown?.navigationItem
        // An active search that hides the bar leaves only the search bar, under the status bar.
        let searchOnly = shown.map(presentsSearchOnly) ?? false
        let searchHeight: CGFloat?, largeHeight: CGFloat?
        if searchOnly {
            (searchHeight, largeHeight) = (UINavigationBar.searchAreaHeight, nil)
        } else {
            // A search bar that hides when scrolling collapses first; then the large title.
            searchHeight = item?.searchController == nil ? nil
                : item?.hidesSearchBarWhenScrolling == true ? Self.searchAreaHeight(following: scrollView) : UINavigationBar.searchAreaHeight
            let collapsedSearch = item?.hidesSearchBarWhenScrolling == true && searchHeight != nil ? UINavigationBar.searchAreaHeight : 0
            largeHeight = large ? Self.largeTitleHeight(following: scrollView, after: collapsedSearch) : nil
        }
        let height = (searchOnly ? 0 : UINavigationBar.barHeight) + (largeHeight ?? 0) + (searchHeight ?? 0)
        navigationBar.showsSearchOnly = searchOnly
        navigationBar.searchAreaHeight = searchHeight
        navigationBar.frame = CGRect(x: 0, y: navigationBarHidden ? b.minY - height : b.minY + top, width: b.width, height: height)
        navigationBar.largeTitleHeight = largeHeight
        navigationBar.scrollEdgeProgress = searchOnly ? 1 : Self.scrollEdgeProgress(largeTitleHeight: largeHeight, following: scrollView)
        toolbar.scrollEdgeProgress = UITabBarController.bottomEdgeProgress(following: scrollView)
        navigationBar.backgroundTopExtension = navigationBarHidden ? 0 : top
    }

    private func install(_ vc: UIViewController) {
        content.addSubview(vc.view)
        vc.view.frame = content.bounds
        vc.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// A child's toolbar items changed: the toolbar shows the top controller's.
    func toolbarItemsChanged(of vc: UIViewController) {
        if vc === topViewController, isViewLoaded { toolbar.items = vc.toolbarItems }
    }

    /// Shows the top controller's navigation item, and keeps showing it as it changes.
    private func updateBar() {
        for vc in stack { vc.navigationItem.onChange = nil }
        let top = topViewController?.navigationItem
        let back = stack.count > 1 ? stack[stack.count - 2].navigationItem : nil
        top?.onChange = { [weak self] in self?.updateBar() }
        back?.onChange = { [weak self] in self?.updateBar() }
        navigationBar.update(top: top, back: back)
        toolbar.items = topViewController?.toolbarItems
        // The shown item's large title may come or go; a tab bar follows the new top screen.
        view.setNeedsLayout()
        tabBarController?.viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Showing and split view collapse

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == .showViewController }

    /// `show(_:sender:)` pushes.
    package override func performShow(_ vc: UIViewController, sender: Any?) { pushViewController(vc, animated: true) }

    /// Takes a collapsing split's secondary: pushed (a navigation controller's stack is moved
    /// over controller by controller), without animation.
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
        var moving = [secondaryViewController]
        if let nav = secondaryViewController as? UINavigationController {
            moving = nav.viewControllers
            nav.setViewControllers([], animated: false)
        }
        setViewControllers(stack + moving, animated: false)
    }

    /// Gives a separating split its secondary back: what was pushed above the depth at the
    /// collapse (one controller as it is, several in a new navigation controller).
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        let depth = max(splitCollapseDepth ?? 1, 1)
        splitCollapseDepth = nil
        guard stack.count > depth else { return nil }
        let popped = Array(stack[depth...])
        setViewControllers(Array(stack[..<depth]), animated: false)
        if popped.count == 1 { return popped[0] }
        let nav = UINavigationController()
        nav.setViewControllers(popped, animated: false)
        return nav
    }

    // MARK: Stack operations

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !inTransition else { return UIKitWarning.log("pushViewController during a navigation transition; ignored") }
        guard !stack.contains(where: { $0 === viewController }) else {
            return UIKitWarning.log("Pushing a view controller that is already on the navigation stack is not supported; ignored")
        }
        guard viewController.parent == nil, !(viewController is UINavigationController) else {
            return UIKitWarning.log("pushViewController: the controller already has a parent or is a navigation controller; ignored")
        }
        guard let from = topViewController else {
            setViewControllers([viewController], animated: false)
            return
        }
        addChild(viewController)
        stack.append(viewController)
        transition(.push, from: from, to: viewController, animated: animated) { [weak self] completed in
            guard let self else { return }
            if completed {
                viewController.didMove(toParent: self)
            } else {
                self.stack.removeLast()
                viewController.willMove(toParent: nil)
                viewController.removeFromParent()
            }
        }
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { UIKitWarning.log("popViewController with only the root on the stack; ignored"); return nil }
        return popTo(stack[stack.count - 2], animated: animated)?.first
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first, stack.count > 1 else { return nil }
        return popTo(root, animated: animated)
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard stack.contains(where: { $0 === viewController }) else {
            UIKitWarning.log("popToViewController: the controller is not on the stack; ignored")
            return nil
        }
        return popTo(viewController, animated: animated)
    }

    private func popTo(_ target: UIViewController, animated: Bool, interaction: UIViewControllerInteractiveTransitioning? = nil) -> [UIViewController]? {
        guard !inTransition else { UIKitWarning.log("pop during a navigation transition; ignored"); return nil }
        guard let from = topViewController, from !== target, let index = stack.firstIndex(where: { $0 === target }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        for vc in popped { vc.willMove(toParent: nil) }
        transition(.pop, from: from, to: target, animated: animated, interaction: interaction) { [weak self] completed in
            guard let self else { return }
            if completed {
                self.stack.removeAll { vc in popped.contains { $0 === vc } }
                for vc in popped { vc.removeFromParent() }
                self.updateBar()
            } else {
                for vc in popped { vc.isMovingFromParentPending = false; vc.didMove(toParent: self) }
            }
        }
        return popped
    }

    /// Replaces the stack. Animated, a new top arrives with a push (or a pop, when it was on the
    /// stack already); `viewControllers` is the new stack at once, as in UIKit.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard !inTransition else { return UIKitWarning.log("setViewControllers during a navigation transition; ignored") }
        var unique: [UIViewController] = []
        for vc in viewControllers where !unique.contains(where: { $0 === vc }) { unique.append(vc) }
        let old = stack
        let oldTop = topViewController
        if animated, isViewLoaded, view.window != nil, let oldTop, let newTop = unique.last, newTop !== oldTop {
            let operation: Operation = old.contains { $0 === newTop } ? .pop : .push
            let leaving = old.filter { vc in !unique.contains { $0 === vc } }
            let arriving = unique.filter { vc in vc.parent !== self }
            for vc in leaving { vc.willMove(toParent: nil) }
            for vc in arriving { addChild(vc) }
            stack = unique
            transition(operation, from: oldTop, to: newTop, animated: true) { [weak self] completed in
                guard let self else { return }
                if completed {
                    for vc in leaving { vc.removeFromParent() }
                    for vc in arriving { vc.didMove(toParent: self) }
                } else {
                    self.stack = old
                    for vc in arriving { vc.willMove(toParent: nil); vc.removeFromParent() }
                    for vc in leaving { vc.isMovingFromParentPending = false; vc.didMove(toParent: self) }
                }
            }
            return
        }
        for vc in old where !unique.contains(where: { $0 === vc }) { vc.willMove(toParent: nil) }
        for vc in unique where vc.parent !== self { addChild(vc) }
        stack = unique
        if isViewLoaded, let newTop = topViewController, newTop !== oldTop {
            let visible = isVisible
            if visible { oldTop?.beginAppearanceTransition(false, animated: false); newTop.beginAppearanceTransition(true, animated: false) }
            oldTop?.view.removeFromSuperview()
            install(newTop)
            if visible { oldTop?.endAppearanceTransition(); newTop.endAppearanceTransition() }
        }
        for vc in old where !unique.contains(where: { $0 === vc }) { vc.removeFromParent() }
        for vc in unique { vc.didMove(toParent: self) }
        if isViewLoaded { updateBar() }
    }

    // MARK: Transitions

    private func transition(_ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool,
                            interaction builtIn: UIViewControllerInteractiveTransitioning? = nil, done: @escaping (Bool) -> Void) {
        guard isViewLoaded, view.window != nil else {
            // Off screen: only the stack and the views change.
            from.viewIfLoaded?.removeFromSuperview()
            if isViewLoaded { install(to); updateBar() }
            done(true)
            return
        }
        inTransition = true
        let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        let animator = custom ?? NavigationSlideAnimator(operation: operation)
        let interaction = animated ? (builtIn ?? custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }) : nil
        delegate?.navigationController(self, willShow: to, animated: animated)
        let visible = isVisible
        if animated && interaction == nil { UIApplication.shared.beginIgnoringInteractionEvents() }
        to.loadViewIfNeeded()
        to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let frame = content.bounds
        let context = TransitionContext(
            from: from, to: to, container: content, animated: animated, interactive: interaction != nil, style: .fullScreen,
            animator: animator, toInitial: frame.offsetBy(dx: operation == .push ? frame.width : -frame.width / 3, dy: 0),
            toFinal: frame, fromFinal: frame.offsetBy(dx: operation == .push ? -frame.width / 3 : frame.width, dy: 0)
        ) { [weak self] completed in
            guard let self else { return }
            self.inTransition = false
            if animated && interaction == nil { UIApplication.shared.endIgnoringInteractionEvents() }
            if completed {
                from.view.removeFromSuperview()
                from.view.frame = frame
                if to.view.superview !== self.content { self.install(to) }
                to.view.frame = frame
            } else {
                to.view.removeFromSuperview()
                from.view.frame = frame
            }
            done(completed)
            self.updateBar()
            if visible {
                if completed {
                    from.endAppearanceTransition(); to.endAppearanceTransition()
                } else {
                    // Cancelled: the mirror image, so every callback stays balanced.
                    to.beginAppearanceTransition(false, animated: animated); from.beginAppearanceTransition(true, animated: animated)
                    to.endAppearanceTransition(); from.endAppearanceTransition()
                }
            }
            if completed { self.delegate?.navigationController(self, didShow: to, animated: animated) }
            // A split view that could not collapse or separate during the transition does it now.
            self.splitViewController?.adaptToTraitsIfPossible()
        }
        let coordinator = TransitionCoordinator(context: context, participants: [from, to, self])
        if animated, visible, !navigationBar.isHidden, let index = stack.firstIndex(where: { $0 === to }) {
            navigationBar.transition(to: to.navigationItem, back: index > 0 ? stack[index - 1].navigationItem : nil,
                                     push: operation == .push, coordinator: coordinator)
        }
        if visible {
            from.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        if !animated {
            context.completeTransition(true)
        } else {
            context.start(interaction: interaction)
        }
    }

    // MARK: Interactive pop

    /// Completion runs at the finger's speed, but never slower than the animation itself.
    private func edgePanned(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        switch pan.state {
        case .began:
            guard stack.count > 1, !inTransition else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .linear
            edgePop = interaction
            _ = popTo(stack[stack.count - 2], animated: true, interaction: interaction)
        case .changed:
            // During the drag the progress stays below 1, so the pop cannot complete under the finger.
            edgePop?.update(min(max(pan.translation(in: view).x / width, 0), 0.999))
        case .ended, .cancelled:
            guard let interaction = edgePop else { return }
            edgePop = nil
            let x = pan.translation(in: view).x, v = pan.velocity(in: view).x
            let projected = x + v * Self.popProjectionTime
            let finish = pan.state == .ended && (v > 0 || projected > width / 2)
            let p = interaction.percentComplete
            let remaining = (finish ? 1 - p : p) * width
            let duration = CGFloat(interaction.duration)
            let time = abs(v) > 1 ? min(duration, remaining / abs(v)) : duration
            interaction.completionSpeed = time > 0 ? (finish ? 1 - p : p) * duration / time : 1
            if finish { interaction.finish() } else { interaction.cancel() }
        default: break
        }
    }

    /// How far ahead (seconds) a release is projected to decide an interactive pop.
    static let popProjectionTime: CGFloat = 0.15
}

/// The iOS 7 navigation animation: the new screen slides in from the right while the old one
/// moves a third of the way left under a dimming shadow; pop is the reverse.
final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    nonisolated deinit {}
    let operation: UINavigationController.Operation
    static let duration: TimeInterval = 0.35
    /// How dark the screen underneath gets.
    static let dimming: CGFloat = 0.1

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { Self.duration }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let from = ctx.viewController(forKey: .from), let to = ctx.viewController(forKey: .to) else { return }
        let container = ctx.containerView
        let push = operation == .push
        to.view.frame = ctx.initialFrame(for: to)
        let dim = UIView(frame: container.bounds)
        dim.backgroundColor = .black
        if push {
            container.addSubview(dim)
            container.addSubview(to.view)
            dim.alpha = 0
        } else {
            container.insertSubview(to.view, belowSubview: from.view)
            container.insertSubview(dim, belowSubview: from.view)
            dim.alpha = Self.dimming
        }
        from.view.layer.shadowOpacity = push ? 0 : 0.25
        to.view.layer.shadowOpacity = push ? 0.25 : 0
        UIView.animate(withDuration: Self.duration, delay: 0, options: .curveEaseOut, animations: {
            to.view.frame = ctx.finalFrame(for: to)
            from.view.frame = ctx.finalFrame(for: from)
            dim.alpha = push ? Self.dimming : 0
        }, completion: { _ in
            dim.removeFromSuperview()
            from.view.layer.shadowOpacity = 0
            to.view.layer.shadowOpacity = 0
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }
}
