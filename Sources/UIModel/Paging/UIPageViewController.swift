import Foundation

/// Pages of controllers a swipe turns, one at a time. The `.scroll` style lays the pages side by
/// side (or one above the other) in a paging scroll view, `interPageSpacing` apart, and asks its
/// data source for the neighbours of the page shown; a swipe past half a page, or a flick,
/// turns the page with the scroll view's paging physics. With a data source that gives a
/// `presentationCount`, a page control sits under the pages. The `.pageCurl` style turns pages
/// with the same slide (a curl is not drawn) and its spine is always at the leading edge
/// (`.min`): one page at a time.
@preconcurrency @MainActor open class UIPageViewController: UIViewController {
    nonisolated deinit {}
    nonisolated public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    nonisolated public enum SpineLocation: Int, Sendable { case none, min, mid, max }
    nonisolated public enum NavigationDirection: Int, Sendable { case forward, reverse }
    nonisolated public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    /// Keys of the options dictionary `init` takes.
    nonisolated public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` (as its raw value or itself), for page curls.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The gap between pages in points (a number), for the scroll style.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    open weak var delegate: UIPageViewControllerDelegate?
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { queue.dataSourceChanged() }
    }
    open private(set) var transitionStyle: TransitionStyle
    open private(set) var navigationOrientation: NavigationOrientation
    /// Where the spine is: `.none` for the scroll style, `.min` for page curls.
    open var spineLocation: SpineLocation { transitionStyle == .scroll ? .none : .min }
    /// Whether a curled page shows content on its back.
    ///
    /// Stored, no effect here: pages slide, so no back shows.
    open var isDoubleSided = false
    /// The gap between pages (scroll style).
    public let interPageSpacing: CGFloat
    /// UIKit's page curl recognizers; the scroll style has none (its scroll view pans).
    open var gestureRecognizers: [UIGestureRecognizer] {
        transitionStyle == .pageCurl ? [queue.scrollView.panGestureRecognizer] : []
    }
    /// The page shown (one controller), or nil before `setViewControllers`.
    open var viewControllers: [UIViewController]? { queue.current.map { [$0] } }

    lazy var queue = PageQueue(owner: self)

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spacing = cgFloat(options?[.interPageSpacing]) ?? 0
        interPageSpacing = style == .scroll && spacing.isFinite ? max(spacing, 0) : 0
        super.init(nibName: nil, bundle: nil)
        if style == .pageCurl, let spine = options?[.spineLocation] {
            let raw = (spine as? SpineLocation)?.rawValue ?? cgFloat(spine).map { Int($0) }
            if raw != SpineLocation.min.rawValue {
                UIKitWarning.log("UIPageViewController: only the .min spine location is shown (pages slide one at a time)")
            }
        }
    }

    /// UIKit's storyboard form: a scrolling, horizontal page view controller.
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        interPageSpacing = 0
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        queue.install(in: view)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        queue.layout()
    }

    /// Shows `viewControllers` (one page): at once, or sliding in from the side `direction`
    /// names. The delegate is not told (it hears swipes only); the page control asks the data
    /// source for its numbers again. A wrong number of controllers is UIKit's exception, a
    /// warning here, and nothing changes.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        guard let viewControllers, viewControllers.count == 1 else {
            UIKitWarning.log("UIPageViewController: the number of view controllers provided (\(viewControllers?.count ?? 0)) "
                             + "doesn't match the number required (1) for the requested transition; ignored")
            completion?(false)
            return
        }
        queue.show(viewControllers[0], direction: direction, animated: animated && isViewLoaded, completion: completion)
    }
}
