import Foundation
import UIModel

/// iOS 7's custom-transition demo, in Swift: "Click me" presents a modal with a bouncing
/// custom animation; "Dismiss me" dismisses it with a plain slide; dragging the modal down
/// dismisses it interactively.
final class MainViewController: DemoViewController, ModalViewControllerDelegate, UIViewControllerTransitioningDelegate {
    let presentAnimation = BouncePresentAnimation()
    let dismissAnimation = NormalDismissAnimation()
    let transitionController = SwipeUpInteractiveTransition()
    private var button: UIButton!

    init(back: (() -> Void)?) { super.init(title: "Modal transitions", back: back) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        view.backgroundColor = .white
        view.accessibilityIdentifier = "main"
        button = UIButton(type: .system, primaryAction: UIAction(title: "Click me") { [weak self] _ in self?.buttonClicked() })
        button.titleLabel?.font = .systemFont(ofSize: 20, weight: .medium)
        button.accessibilityIdentifier = "clickMe"
        addHeader()
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        button.frame = CGRect(x: view.bounds.midX - 80, y: view.bounds.midY - 22, width: 160, height: 44)
    }

    func buttonClicked() {
        let mvc = ModalViewController()
        mvc.delegate = self
        mvc.transitioningDelegate = self
        // The custom slide covers the screen (the default since iOS 13 would be a page sheet).
        mvc.modalPresentationStyle = .fullScreen
        transitionController.wire(to: mvc)
        present(mvc, animated: true)
    }

    func modalViewControllerDidClickedDismissButton(_ viewController: ModalViewController) {
        dismiss(animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presentAnimation
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissAnimation
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        transitionController.interacting ? transitionController : nil
    }
}

protocol ModalViewControllerDelegate: AnyObject {
    func modalViewControllerDidClickedDismissButton(_ viewController: ModalViewController)
}

final class ModalViewController: UIViewController {
    weak var delegate: ModalViewControllerDelegate?
    private var button: UIButton!

    override func viewDidLoad() {
        view.backgroundColor = .lightGray
        view.accessibilityIdentifier = "modal"
        button = UIButton(type: .system, primaryAction: UIAction(title: "Dismiss me") { [weak self] _ in
            guard let self else { return }
            self.delegate?.modalViewControllerDidClickedDismissButton(self)
        })
        button.titleLabel?.font = .systemFont(ofSize: 20, weight: .medium)
        button.accessibilityIdentifier = "dismissMe"
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        button.frame = CGRect(x: view.bounds.midX - 80, y: view.bounds.midY - 22, width: 160, height: 44)
    }
}

/// Rises from below the screen with a spring (0.8 s, damping 0.6).
final class BouncePresentAnimation: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.8 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) else { return }
        let finalFrame = transitionContext.finalFrame(for: toVC)
        let containerView = transitionContext.containerView
        let screenBounds = UIScreen.main.bounds
        toVC.view.frame = finalFrame.offsetBy(dx: 0, dy: screenBounds.size.height)
        containerView.addSubview(toVC.view)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.6,
                       initialSpringVelocity: 0, options: .curveLinear, animations: {
            toVC.view.frame = finalFrame
        }, completion: { _ in
            transitionContext.completeTransition(true)
        })
    }
}

/// Slides the modal down off the screen (0.4 s).
final class NormalDismissAnimation: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from) else { return }
        let screenBounds = UIScreen.main.bounds
        let finalFrame = fromVC.view.frame.offsetBy(dx: 0, dy: screenBounds.size.height)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromVC.view.frame = finalFrame
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Dismisses the modal as it is dragged down: fraction = translation.y / 400 (0…1); releasing
/// past half finishes, else cancels; the rest runs at completionSpeed = 1 − percentComplete.
final class SwipeUpInteractiveTransition: UIPercentDrivenInteractiveTransition {
    /// The drag distance that dismisses completely.
    static let dragDistance: CGFloat = 400
    private(set) var interacting = false
    private var shouldComplete = false
    private weak var presentingVC: UIViewController?

    func wire(to viewController: UIViewController) {
        presentingVC = viewController
        viewController.view.addGestureRecognizer(UIPanGestureRecognizer { [weak self] g in
            self?.handleGesture(g as! UIPanGestureRecognizer)
        })
    }

    private func handleGesture(_ gestureRecognizer: UIPanGestureRecognizer) {
        let translation = gestureRecognizer.translation(in: gestureRecognizer.view?.superview)
        switch gestureRecognizer.state {
        case .began:
            interacting = true
            presentingVC?.dismiss(animated: true)
        case .changed:
            let fraction = min(max(translation.y / Self.dragDistance, 0), 1)
            shouldComplete = fraction > 0.5
            update(fraction)
        case .ended, .cancelled:
            interacting = false
            completionSpeed = 1 - percentComplete
            if !shouldComplete || gestureRecognizer.state == .cancelled { cancel() } else { finish() }
        default: break
        }
    }
}
