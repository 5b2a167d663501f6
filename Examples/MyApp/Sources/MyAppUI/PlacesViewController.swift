import UIModel

/// A list of places; tapping one presents its card with a custom spring transition.
public final class PlacesViewController: UIViewController, UIViewControllerTransitioningDelegate {
    public static let places = ["Lisbon", "Kyoto", "Reykjavík"]
    private var buttons: [UIButton] = []
    private let titleLabel = UILabel()
    private let transition = CardTransition()

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Places"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        titleLabel.text = "Places"
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        view.addSubview(titleLabel)
        for place in Self.places {
            let button = UIButton(type: .system)
            button.setTitle(place, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 20, weight: .medium)
            button.backgroundColor = .secondarySystemGroupedBackground
            button.layer.cornerRadius = 12
            button.accessibilityIdentifier = "place.\(place)"
            button.addAction(UIAction { [weak self] _ in self?.show(place) }, for: .touchUpInside)
            buttons.append(button)
            view.addSubview(button)
        }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = min(view.bounds.width - 40, 500)
        let x = (view.bounds.width - width) / 2
        titleLabel.frame = CGRect(x: x, y: 60, width: width, height: 41)
        for (i, button) in buttons.enumerated() {
            button.frame = CGRect(x: x, y: 130 + CGFloat(i) * 70, width: width, height: 56)
        }
    }

    func show(_ place: String) {
        let card = PlaceCardViewController(place: place)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = self
        present(card, animated: true)
    }

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.presenting = true
        return transition
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.presenting = false
        return transition
    }

    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Places the card at the bottom of the screen over a dimming view.
final class CardPresentationController: UIPresentationController {
    static let cardHeight: CGFloat = 280
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        let width = min(bounds.width - 32, 420)
        return CGRect(x: (bounds.width - width) / 2, y: bounds.height - Self.cardHeight - 24,
                      width: width, height: Self.cardHeight)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.frame = containerView.bounds
        dimming.alpha = 0
        containerView.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
    }

    override func containerViewWillLayoutSubviews() {
        dimming.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The card: a title, and a heart that springs when liked; "Close" dismisses it.
public final class PlaceCardViewController: UIViewController {
    public let place: String
    public private(set) var isLiked = false
    private let nameLabel = UILabel()
    private let heart = UIImageView(image: UIImage(named: "Heart", in: .module, compatibleWith: nil))
    private let likeButton = UIButton(type: .system)
    private let closeButton = UIButton(type: .system)

    public init(place: String) {
        self.place = place
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 20
        view.accessibilityIdentifier = "card"
        nameLabel.text = place
        nameLabel.font = .systemFont(ofSize: 28, weight: .semibold)
        nameLabel.textAlignment = .center
        heart.tintColor = .systemGray3
        heart.accessibilityIdentifier = "heart"
        likeButton.setTitle("Like", for: .normal)
        likeButton.accessibilityIdentifier = "like"
        likeButton.addAction(UIAction { [weak self] _ in self?.toggleLike() }, for: .touchUpInside)
        closeButton.setTitle("Close", for: .normal)
        closeButton.accessibilityIdentifier = "close"
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        [nameLabel, heart, likeButton, closeButton].forEach { view.addSubview($0) }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        nameLabel.frame = CGRect(x: 0, y: 30, width: b.width, height: 34)
        heart.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        heart.center = CGPoint(x: b.midX, y: 130)
        likeButton.frame = CGRect(x: b.midX - 100, y: 190, width: 90, height: 44)
        closeButton.frame = CGRect(x: b.midX + 10, y: 190, width: 90, height: 44)
    }

    /// The heart pops: it grows at once, then a spring settles it back.
    func toggleLike() {
        isLiked.toggle()
        heart.tintColor = isLiked ? .systemPink : .systemGray3
        heart.transform = CGAffineTransform(scaleX: 1.6, y: 1.6)
        let spring = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.4) {
            self.heart.transform = .identity
        }
        spring.startAnimation()
    }
}

/// Presents a card from below with a spring, over a dimmed screen; dismisses it with a slide.
final class CardTransition: NSObject, UIViewControllerAnimatedTransitioning {
    var presenting = true

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        presenting ? 0.7 : 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if presenting {
            guard let card = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(false) }
            guard let presented = transitionContext.viewController(forKey: .to) else { return }
            let final = transitionContext.finalFrame(for: presented)
            card.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
            container.addSubview(card)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                           usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: []) {
                card.frame = final
            } completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            guard let card = transitionContext.view(forKey: .from) else { return transitionContext.completeTransition(false) }
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                card.frame.origin.y = container.bounds.height
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
