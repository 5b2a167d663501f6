import Foundation

/// Manages a view: loads it lazily (loadView, then viewDidLoad), receives the appearance
/// callbacks in UIKit's order and hooks the layout of its view.
@preconcurrency @MainActor open class UIViewController: UIResponder, UITraitEnvironment {
    nonisolated deinit {}
    private var loadedView: UIView?
    /// The controller's title; setting it sets the navigation item's and the tab bar item's
    /// titles too, as in UIKit.
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }

    private var tabBarItemStorage: UITabBarItem?
    /// What a tab bar shows for this controller, made on first use with its title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            tabBarController?.tabBarItemsChanged()
        }
    }

    private var navigationItemStorage: UINavigationItem?
    /// What a navigation bar shows for this controller, made on first use with its title.
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.toolbarItemsChanged(of: self) }
    }

    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// The scroll views set for the top and bottom edges (held weakly, as UIKit does).
    private weak var topContentScrollView: UIScrollView?
    private weak var bottomContentScrollView: UIScrollView?

    /// Names the scroll view whose scrolling the bars on `edge` follow: at the top, the one a
    /// large title collapses with. Without one, the controller's view when it is a scroll view,
    /// or else its first subview when that is one, as UIKit guesses.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { topContentScrollView = scrollView; navigationController?.viewIfLoaded?.setNeedsLayout() }
        if edge.contains(.bottom) { bottomContentScrollView = scrollView }
    }

    /// The same scroll view for the top and bottom edges.
    open func setContentScrollView(_ scrollView: UIScrollView?) { setContentScrollView(scrollView, for: [.top, .bottom]) }

    /// The scroll view set for `edge` with `setContentScrollView(_:for:)`, if any.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if edge.contains(.top), let topContentScrollView { return topContentScrollView }
        return edge.contains(.bottom) ? bottomContentScrollView : nil
    }

    /// The scroll view a navigation bar's large title collapses with: the one set for the top
    /// edge, or UIKit's guess.
    var topEdgeScrollView: UIScrollView? {
        if let topContentScrollView { return topContentScrollView }
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }

    private var editing = false
    private var editButtonStorage: UIBarButtonItem?
    /// Whether the controller shows its editable state; setting it calls `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Sets `isEditing` and retitles `editButtonItem` (Edit, or an emphasised Done). Overrides
    /// call super and update their views.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        editButtonStorage?.title = editing ? "Done" : "Edit"
        editButtonStorage?.style = editing ? .done : .plain
    }

    /// A bar button item that toggles editing: Edit, then Done.
    open var editButtonItem: UIBarButtonItem {
        if let item = editButtonStorage { return item }
        let item = UIBarButtonItem(systemItem: isEditing ? .done : .edit, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        editButtonStorage = item
        return item
    }
    /// The size the controller would like in a popover (zero: the popover's default).
    open var preferredContentSize: CGSize = .zero { didSet { presentationStorage?.containerView?.setNeedsLayout() } }

    /// How `present` shows this controller: `.automatic` (a page sheet, as since iOS 13) by default.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Whether the controller refuses interactive dismissal (a swipe down on its sheet, a tap
    /// outside its popover): the presentation controller's delegate hears of the attempt instead.
    open var isModalInPresentation = false
    /// Whether a `.currentContext` or `.overCurrentContext` presentation from this controller or
    /// one of its descendants covers this controller's view (otherwise the root's).
    open var definesPresentationContext = false
    /// Whether a `.currentContext` or `.overCurrentContext` presentation in the context this
    /// controller defines (`definesPresentationContext`) animates with this controller's
    /// `modalTransitionStyle` instead of the presented controller's.
    open var providesPresentationContextTransitionStyle = false
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    var presentedStorage: UIViewController?
    /// The presentation controller of this controller's current (or next) presentation.
    var presentationStorage: UIPresentationController?
    /// Set on a controller an adaptive presentation shows in place of `adaptiveStandIn`.
    weak var adaptiveStandIn: UIViewController?
    weak var presentingStorage: UIViewController?

    var notifiedTraits: UITraitCollection?
    /// Traits a parent imposes on its children, by child.
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    /// The parent's traits and override this controller last merged, and the merge.
    private var lastInheritedMerge: (base: UITraitCollection, override: UITraitCollection, merged: UITraitCollection)?

    /// Traits this controller sets for itself, its view and its children (iOS 17).
    open var traitOverrides: UITraitOverrides {
        get { ownTraitOverrides }
        set {
            guard newValue != ownTraitOverrides else { return }
            ownTraitOverrides = newValue
            UIModelRuntime.current.windowSystem.setNeedsTraitUpdate()
            viewIfLoaded?.setNeedsLayout()
        }
    }
    private var ownTraitOverrides = UITraitOverrides() {
        didSet { overridesTraits = !ownTraitOverrides.isEmpty }
    }
    /// Whether `ownTraitOverrides` sets any trait (most controllers set none).
    private var overridesTraits = false

    /// Light or dark for this controller, its view and its children (`.unspecified`: inherited).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { ownTraitOverrides.userInterfaceStyle }
        set {
            if newValue == .unspecified { traitOverrides.remove(UITraitUserInterfaceStyle.self) }
            else { traitOverrides.userInterfaceStyle = newValue }
        }
    }

    /// The handlers `registerForTraitChanges` added.
    var traitRegistrations: [TraitChangeRegistration] = []

    /// The parent's traits (with any override it sets for this child), or the presenter's, or the
    /// window's for a window's root; then the controller's own `traitOverrides`.
    open var traitCollection: UITraitCollection {
        overridesTraits ? ownTraitOverrides.applied(to: inheritedTraits) : inheritedTraits
    }

    private var inheritedTraits: UITraitCollection {
        if let parent = parentStorage {
            let base = parent.traitCollection
            guard let o = parent.childTraitOverrides[ObjectIdentifier(self)] else { return base }
            // Trait collections never change: the same two give the same merge, made once (a
            // layout pass asks every view under this controller for its traits).
            if let last = lastInheritedMerge, last.base === base, last.override === o { return last.merged }
            let merged = UITraitCollection(traitsFrom: [base, o])
            lastInheritedMerge = (base, o, merged)
            return merged
        }
        if let presenter = presentingStorage {
            if let pc = presentationStorage ?? adaptiveStandIn?.presentationStorage, pc.presenter === presenter { return pc.traitCollection }
            return presenter.traitCollection
        }
        return viewIfLoaded?.window?.traitCollection ?? UITraitCollection()
    }

    /// Called once after each change of `traitCollection`, parents before children.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits are about to change (size classes after a rotation or a resize). Call super: it
    /// passes the call on to the children and the presented controller.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in childStorage {
            let o = childTraitOverrides[ObjectIdentifier(child)]
            let t = o.map { UITraitCollection(traitsFrom: [newCollection, $0]) } ?? newCollection
            if t != child.traitCollection { child.willTransition(to: t, with: coordinator) }
        }
        if let p = presentedStorage, newCollection != p.traitCollection { p.willTransition(to: newCollection, with: coordinator) }
    }

    /// The view is about to take a new size (a rotation, a resized window). Call super: it passes
    /// the call on to the children and the presented controller.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in childStorage { child.viewWillTransition(to: size, with: coordinator) }
        presentedStorage?.viewWillTransition(to: size, with: coordinator)
    }

    /// Makes a child see `collection`'s specified traits in place of its parent's.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard childViewController.parent === self else {
            return UIKitWarning.log("setOverrideTraitCollection: \(type(of: childViewController)) is not a child; ignored")
        }
        childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        UIModelRuntime.current.windowSystem.setNeedsTraitUpdate()
    }

    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    /// The coordinator of the transition this controller is in, while it runs.
    var activeCoordinator: TransitionCoordinator?

    var childStorage: [UIViewController] = []
    weak var parentStorage: UIViewController?
    var isMovingToParentPending = false
    var isMovingFromParentPending = false

    /// True during the appearance callbacks of a controller being added to a parent.
    public internal(set) var isMovingToParent = false
    /// True during the disappearance callbacks of a controller being removed from its parent.
    public internal(set) var isMovingFromParent = false
    /// True during the appearance callbacks of a controller being presented.
    open internal(set) var isBeingPresented = false
    /// True during the disappearance callbacks of a controller being dismissed.
    open internal(set) var isBeingDismissed = false

    open func willMove(toParent parent: UIViewController?) {
        if parent == nil { isMovingFromParentPending = true }
    }

    open func didMove(toParent parent: UIViewController?) {}

    /// Whether appearance callbacks reach the children automatically (UIKit's default); a custom
    /// container may return false and call begin/endAppearanceTransition on them itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Children whose views are currently inside this controller's view.
    var childrenInHierarchy: [UIViewController] {
        guard let root = viewIfLoaded else { return [] }
        return childStorage.filter { $0.viewIfLoaded?.isDescendant(of: root) ?? false }
    }

    /// Where the controller is in its appearance cycle; keeps the callbacks balanced.
    nonisolated enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    var appearanceState: AppearanceState = .disappeared

    /// The nib the controller's view loads from: the name passed to `init(nibName:bundle:)`.
    open private(set) var nibName: String?
    open private(set) var nibBundle: Bundle?
    /// The storyboard scene the controller was made from (its view, segues and storyboard).
    var storyboardScene: IBScene?

    /// The storyboard the controller was made from, or nil.
    open var storyboard: UIStoryboard? { storyboardScene?.storyboard }

    /// UIKit's designated initializer; subclasses call `super.init(nibName: nil, bundle: nil)`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// UIKit's storyboard initializer. With a storyboard's coder the controller takes its
    /// scene's attributes, navigation and tab bar items and, for a container, its children; its
    /// view loads from the scene later. With another coder it starts as
    /// `init(nibName: nil, bundle: nil)` would.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
        (coder as? IBCoder)?.decode(self)
    }

    /// As in UIKit, a convenience for `init(nibName: nil, bundle: nil)`: a subclass declares its
    /// own `init()` without `override`.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the view: from the controller's storyboard scene, else from its nib (the one
    /// named in `init(nibName:bundle:)`, or UIKit's default: a nib named after the class
    /// without "Controller", then after the class), else a plain view the size of the screen.
    open func loadView() {
        if loadViewFromInterfaceBuilder() { return }
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = nil
        view = v
    }

    open func viewDidLoad() {}

    // MARK: Segues

    /// Performs the storyboard segue `identifier` whose source is this controller (no
    /// `shouldPerformSegue` call, as in UIKit). An identifier the scene lacks logs UIKit's
    /// exception text and does nothing.
    open func performSegue(withIdentifier identifier: String, sender: Any?) { performStoryboardSegue(identifier, sender: sender) }
    /// Whether a segue a control, cell or bar button item triggered goes ahead (default true).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Called before a segue from this controller runs, with the destination made.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Whether this controller takes the unwind segue whose action it has (default true).
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool { true }
    /// Called on the source and destination of an unwind segue, after the action runs.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}
    /// The children an unwind search looks in (all but the source's own branch).
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        children.filter { !source.source.isWithin($0) }
    }

    /// Never called here: the simulator has no memory pressure to report.
    open func didReceiveMemoryWarning() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}

    /// The view is in the window, with its traits and the size it will appear at, and is about
    /// to appear: after `viewWillAppear`, before its first layout and `viewDidAppear` (iOS 17,
    /// back-deployed to iOS 13). The place to set up what depends on the traits or the size.
    open func viewIsAppearing(_ animated: Bool) {}

    /// Set from `viewWillAppear` until `viewIsAppearing` runs.
    var isAppearingPending = false

    func viewIsAppearingIfPending() {
        guard isAppearingPending, appearanceState == .appearing else { return }
        isAppearingPending = false
        viewIsAppearing(pendingAppearanceAnimated)
    }

    /// The update pass for the controller's view (UIKit calls it instead of the view's
    /// `updateConstraints`); overrides call super last.
    open func updateViewConstraints() { view.updateConstraints() }
    open func viewDidLayoutSubviews() {}

    // MARK: Safe area and margins (UIViewController+SafeArea.swift)

    /// Insets added to the safe area of the controller's view (and so of its subtree).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            additionalSafeAreaInsets = additionalSafeAreaInsets.sanitized
            if additionalSafeAreaInsets != oldValue { UIModelRuntime.current.windowSystem.safeAreasChanged() }
        }
    }
    /// What the container's bars cover of this controller's view (a navigation bar), added
    /// to its safe area like `additionalSafeAreaInsets`.
    var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if containerSafeAreaInsets != oldValue { UIModelRuntime.current.windowSystem.safeAreasChanged() } }
    }
    /// The view's safe area changed (after its `safeAreaInsetsDidChange`).
    open func viewSafeAreaInsetsDidChange() {}
    /// The view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}
    /// The smallest margins the root view has: 16 pt leading and trailing on phones in compact
    /// width, 20 pt in regular width and on the Plus and Max iPhones and iPads, none at top and
    /// bottom (UIKit's `systemMinimumLayoutMargins`, as iOS reports them).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        Self.systemMinimumMargins(for: traitCollection, screen: UIScreen.main.bounds.size)
    }
    /// Whether the root view's margins are at least `systemMinimumLayoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins = true { didSet { viewIfLoaded?.layoutMarginsChanged() } }

    // MARK: Status bar and home indicator (UIViewController+StatusBar.swift)

    /// The interface orientations this controller supports: all but upside down on a phone, all
    /// on a pad, as in UIKit. The simulator turns the screen only to an orientation the key
    /// window's root (or what it presents full screen) supports.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the interface turns with the device (UIKit deprecated it in iOS 16 for
    /// `supportedInterfaceOrientations`, which the simulator asks).
    open var shouldAutorotate: Bool { true }

    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose status bar preferences count instead of this controller's.
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// A presented controller that is not full screen decides the status bar only when this is true.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Asks the status bar to read the preferences again (at the next layout pass).
    open func setNeedsStatusBarAppearanceUpdate() { UIModelRuntime.current.windowSystem.statusBarNeedsUpdate = true }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() { UIModelRuntime.current.windowSystem.statusBarNeedsUpdate = true }

    private var pendingAppearanceAnimated = false

    /// Starts an appearance (true) or disappearance (false) transition: sends viewWillAppear or
    /// viewWillDisappear unless that phase is already under way.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        pendingAppearanceAnimated = animated
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            isAppearingPending = true
            if isMovingToParentPending { isMovingToParent = true; isMovingToParentPending = false }
            if isAppearing { loadViewIfNeeded() }
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            if isMovingFromParentPending { isMovingFromParent = true; isMovingFromParentPending = false }
            viewWillDisappear(animated)
        default: return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childrenInHierarchy { child.beginAppearanceTransition(isAppearing, animated: animated) }
        }
    }

    /// Completes the transition begun last: sends viewDidAppear or viewDidDisappear.
    open func endAppearanceTransition() {
        // Another controller may now decide the status bar.
        UIModelRuntime.current.windowSystem.statusBarNeedsUpdate = true
        switch appearanceState {
        case .appearing:
            viewIsAppearingIfPending()
            appearanceState = .appeared
            viewDidAppear(pendingAppearanceAnimated)
            isMovingToParent = false
            isBeingPresented = false
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(pendingAppearanceAnimated)
            isMovingFromParent = false
            isBeingDismissed = false
        default: return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childStorage where child.appearanceState == .appearing || child.appearanceState == .disappearing {
                child.endAppearanceTransition()
            }
        }
    }

    // MARK: Showing (iOS 8's show and showDetail; UIViewController+Show.swift)

    /// The controller that handles `action`: the first one, from this one up through parents and
    /// presenters, whose `canPerformAction(_:withSender:)` says yes.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var c: UIViewController? = self
        while let cur = c {
            if cur.canPerformAction(action, withSender: sender) { return cur }
            c = cur.parent ?? cur.adaptiveStandIn?.parent ?? cur.presentingViewController
        }
        return nil
    }

    /// Shows `vc` the way the context wants: the nearest controller that handles showing (a
    /// navigation controller pushes it, a split view controller shows it in its primary
    /// column), else it is presented from the window's root.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: .showViewController, sender: sender) {
            target.performShow(vc, sender: sender)
        } else {
            presentFromWindowRoot(vc)
        }
    }

    /// Shows a detail: a split view controller puts it in its secondary column (or, collapsed,
    /// pushes it on its primary navigation stack); without one this is `show(_:sender:)`.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: .showDetailViewController, sender: sender) {
            target.performShowDetail(vc, sender: sender)
        } else {
            show(vc, sender: sender)
        }
    }

    /// The show actions a controller carries out itself (UINavigationController: show;
    /// UISplitViewController: both).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    /// What `show(_:sender:)` does on the controller that handles it.
    package func performShow(_ vc: UIViewController, sender: Any?) { presentFromWindowRoot(vc) }
    /// What `showDetailViewController(_:sender:)` does on the controller that handles it.
    package func performShowDetail(_ vc: UIViewController, sender: Any?) { performShow(vc, sender: sender) }

    /// A split view controller collapsing asks its primary to take the secondary: a navigation
    /// controller pushes it (a navigation controller's stack is pushed controller by controller).
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}

    /// A split view controller separating asks its primary for a secondary: a navigation
    /// controller pops what collapsing pushed.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }

    /// Whether the controller's view is on screen (appearing or appeared).
    var isVisible: Bool { appearanceState == .appearing || appearanceState == .appeared }

    open override var next: UIResponder? { loadedView?.superview }

    /// The content-unavailable configuration, its view, and whether it needs updating.
    let contentUnavailable = ContentUnavailableSlot()

    // MARK: Overridable entry points
    // UIKit declares these open. Swift without the Objective-C runtime cannot override a
    // member declared in an extension, so each is declared here and calls its implementation,
    // `base…`, in the extension file that holds the rest of its subject.

    open func addChild(_ childController: UIViewController) { baseAddChild(childController) }
    open func removeFromParent() { baseRemoveFromParent() }
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [],
                         animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        baseTransition(from: fromViewController, to: toViewController, duration: duration, options: options,
                       animations: animations, completion: completion)
    }
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { basePresent(viewControllerToPresent, animated: flag, completion: completion) }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { baseDismiss(animated: flag, completion: completion) }
    open var children: [UIViewController] { baseChildren }
    open var parent: UIViewController? { baseParent }
    open var presentedViewController: UIViewController? { basePresentedViewController }
    open var presentingViewController: UIViewController? { basePresentingViewController }
    open var navigationController: UINavigationController? { baseNavigationController }
    open var splitViewController: UISplitViewController? { baseSplitViewController }
    open var tabBarController: UITabBarController? { baseTabBarController }
    open var presentationController: UIPresentationController? { basePresentationController }
    open var popoverPresentationController: UIPopoverPresentationController? { basePopoverPresentationController }
    /// The sheet this controller is (or will be) presented in; nil unless its style is
    /// `.automatic`, `.pageSheet` or `.formSheet`.
    open var sheetPresentationController: UISheetPresentationController? { baseSheetPresentationController }
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? { baseTransitionCoordinator }

    // Content unavailable (UIViewController+ContentUnavailable.swift).
    /// What the controller shows over its view when it has nothing to show (iOS 17); nil, none.
    open var contentUnavailableConfiguration: UIContentConfiguration? {
        get { contentUnavailable.configuration }
        set { contentUnavailable.configuration = newValue; showContentUnavailable() }
    }
    /// The state the configuration is updated for: the traits and the search text.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState { baseContentUnavailableConfigurationState }
    /// Asks for `updateContentUnavailableConfiguration(using:)` before the next layout.
    open func setNeedsUpdateContentUnavailableConfiguration() { baseSetNeedsUpdateContentUnavailableConfiguration() }
    /// Override to set `contentUnavailableConfiguration` for `state`. Called before the view
    /// first lays out, after `setNeedsUpdateContentUnavailableConfiguration()`, when the traits
    /// change and when the search text changes.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}
}
