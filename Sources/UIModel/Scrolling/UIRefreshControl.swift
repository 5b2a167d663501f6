import Foundation

/// The spinner a scroll view shows above its content for pull to refresh. Pulled down past
/// `triggerDistance` while dragging, it starts refreshing and sends `.valueChanged`; the scroll
/// view then keeps `height` points of extra inset at the top so the spinner stays in view until
/// `endRefreshing()` animates the inset away. `beginRefreshing()` starts it from code without
/// sending the event. While the pull is short of the trigger, the spinner fades in with it.
@preconcurrency @MainActor open class UIRefreshControl: UIControl {
    nonisolated deinit {}
    open private(set) var isRefreshing = false
    /// Text shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    /// UIKit's refresh control is 60 pt tall; it triggers after a pull of about twice that
    /// (128 pt, measured on iOS 17), and the inset animates away in 0.25 s.
    package static let height: CGFloat = 60
    static let triggerDistance: CGFloat = 128
    static let endDuration: TimeInterval = 0.25

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel(frame: .zero)

    /// UIKit's designated initializer: a table or scroll view sizes and places the control.
    public init() {
        super.init(frame: .zero)
        setUpRefreshControl()
    }

    public convenience override init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpRefreshControl()
    }

    private func setUpRefreshControl() {
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        titleLabel.alpha = 0
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        accessibilityIdentifier = "refreshControl"
    }


    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
    }

    /// How much the spinner and title show: with the pull, fully while refreshing.
    private var shown: CGFloat {
        get { spinner.alpha }
        set { spinner.alpha = newValue; titleLabel.alpha = newValue }
    }

    /// The scroll view whose refresh control this is.
    private var scrollView: UIScrollView? { superview as? UIScrollView }

    /// Starts refreshing from code: the spinner turns and the inset opens; no event is sent.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        shown = 1
        spinner.startAnimating()
        scrollView?.refreshInset = Self.height
    }

    /// Stops refreshing: the inset closes (animated) and the spinner stops when it has.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        guard let scrollView else { return spinner.stopAnimating() }
        UIView.animate(withDuration: Self.endDuration, animations: {
            scrollView.refreshInset = 0
            // Content pulled into the gap goes back to the top, as UIKit scrolls it back.
            let top = -scrollView.adjustedContentInset.top
            // (A spring back under way stops: it was heading for the old inset.)
            if scrollView.contentOffset.y < top, !scrollView.isDragging {
                scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: top), animated: false)
            }
            self.shown = 0
        }, completion: { [weak self] _ in
            guard let self, !self.isRefreshing else { return }
            self.spinner.stopAnimating()
        })
    }

    /// The scroll view moved: the control follows the top of the pulled gap, fades in with the
    /// pull, and starts refreshing when a drag pulls past the trigger. Under a navigation bar's
    /// large title, which grows over the gap, it sits above the title.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let top = scrollView.adjustedContentInset.top - scrollView.refreshInset
        let pull = -(scrollView.contentOffset.y + top)
        let title = UINavigationController.showsLargeTitle(over: scrollView) ? UINavigationBar.largeTitleAreaHeight : 0
        frame = CGRect(x: 0, y: min(scrollView.contentOffset.y + top, -Self.height) - title,
                       width: scrollView.bounds.width, height: Self.height)
        guard !isRefreshing else { return }
        shown = min(max(pull / Self.triggerDistance, 0), 1)
        if scrollView.isDragging, pull >= Self.triggerDistance {
            beginRefreshing()
            sendValueChanged(with: nil)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = !(titleLabel.text ?? "").isEmpty
        spinner.center = CGPoint(x: bounds.midX, y: hasTitle ? 22 : bounds.midY)
        titleLabel.frame = CGRect(x: 16, y: 38, width: max(bounds.width - 32, 0), height: 16)
        titleLabel.isHidden = !hasTitle
    }
}
