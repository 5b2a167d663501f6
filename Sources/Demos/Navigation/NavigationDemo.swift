import Foundation
import UIModel

/// The "navigation" demo: a list whose rows push detail screens. A toggle picks the iOS 7 push
/// or a custom zoom-and-fade animator with its own percent-driven pop (drag the detail screen
/// right); the edge-swipe pop works with both.
final class NavigationDemoController: UINavigationController, UINavigationControllerDelegate {
    var useCustomAnimation = false
    let zoomAnimator = ZoomFadeAnimator()
    let customPop = DragToPopInteraction()

    init(back: (() -> Void)?) {
        super.init(rootViewController: NavigationListViewController(back: back))
        title = "Navigation"
        delegate = self
        view.accessibilityIdentifier = "navigation"
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard useCustomAnimation else { return nil }
        zoomAnimator.operation = operation
        return zoomAnimator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        customPop.interacting ? customPop : nil
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        if let detail = viewController as? NavigationDetailViewController { customPop.wire(to: detail, in: self) }
    }
}

/// The list of detail screens, with the animation toggle.
final class NavigationListViewController: UIViewController {
    private let back: (() -> Void)?
    private var rows: [UIButton] = []
    private var toggle: UIButton!
    private var galleryButton: UIButton?
    static let count = 5

    init(back: (() -> Void)?) {
        self.back = back
        super.init(nibName: nil, bundle: nil)
        title = "Screens"
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private var navigation: NavigationDemoController? { parent as? NavigationDemoController }

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "list"
        if let back {
            let b = UIButton(type: .system, primaryAction: UIAction(title: "\u{2039} Gallery") { _ in back() })
            b.accessibilityIdentifier = "back"
            galleryButton = b
            view.addSubview(b)
        }
        toggle = UIButton(type: .system, primaryAction: UIAction { [weak self] _ in self?.toggleAnimation() })
        toggle.accessibilityIdentifier = "toggleAnimation"
        toggle.backgroundColor = .white
        toggle.layer.cornerRadius = 10
        view.addSubview(toggle)
        for i in 1...Self.count {
            let row = UIButton(type: .system, primaryAction: UIAction(title: "Screen \(i)  \u{203A}") { [weak self] _ in
                self?.navigationControllerPush(i)
            })
            row.backgroundColor = .white
            row.layer.cornerRadius = 10
            row.accessibilityIdentifier = "row.\(i)"
            row.accessibilityLabel = "Screen \(i)"
            rows.append(row)
            view.addSubview(row)
        }
        updateToggle()
    }

    override func viewDidLayoutSubviews() {
        // Below the navigation bar: the content runs under it, its height is in the safe area.
        let b = view.bounds.inset(by: view.safeAreaInsets), w = min(b.width - 32, 500), x = b.minX + (b.width - w) / 2
        galleryButton?.frame = CGRect(x: x, y: b.minY + 12, width: 100, height: 32)
        toggle.frame = CGRect(x: x, y: b.minY + 52, width: w, height: 44)
        for (i, row) in rows.enumerated() { row.frame = CGRect(x: x, y: b.minY + 116 + CGFloat(i) * 56, width: w, height: 48) }
    }

    private func navigationControllerPush(_ i: Int) {
        navigation?.pushViewController(NavigationDetailViewController(number: i), animated: true)
    }

    private func toggleAnimation() {
        navigation?.useCustomAnimation.toggle()
        updateToggle()
    }

    private func updateToggle() {
        let custom = navigation?.useCustomAnimation ?? false
        toggle.setTitle(custom ? "Animation: custom zoom (drag to pop)" : "Animation: iOS 7 push", for: .normal)
    }

    override func didMove(toParent parent: UIViewController?) { if isViewLoaded { updateToggle() } }
}

/// One detail screen: a coloured page with its number.
final class NavigationDetailViewController: UIViewController {
    let number: Int
    private let label = UILabel(frame: .zero)
    static let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemPink]

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        title = "Screen \(number)"
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        view.backgroundColor = Self.colors[(number - 1) % Self.colors.count]
        view.accessibilityIdentifier = "detail.\(number)"
        label.text = "\(number)"
        label.font = .systemFont(ofSize: 96, weight: .bold)
        label.textColor = .white
        label.textAlignment = .center
        view.addSubview(label)
    }

    override func viewDidLayoutSubviews() { label.frame = view.bounds.inset(by: view.safeAreaInsets) }
}

/// The custom animator: the pushed screen zooms up from 85 % and fades in; pop is the reverse.
final class ZoomFadeAnimator: UIViewControllerAnimatedTransitioning {
    var operation: UINavigationController.Operation = .push
    static let scale: CGFloat = 0.85

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let from = ctx.viewController(forKey: .from), let to = ctx.viewController(forKey: .to) else { return }
        let push = operation == .push
        to.view.frame = ctx.finalFrame(for: to)
        if push {
            ctx.containerView.addSubview(to.view)
            to.view.alpha = 0
            to.view.transform = CGAffineTransform(scaleX: Self.scale, y: Self.scale)
        } else {
            ctx.containerView.insertSubview(to.view, belowSubview: from.view)
        }
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: [], animations: {
            if push {
                to.view.alpha = 1
                to.view.transform = .identity
            } else {
                from.view.alpha = 0
                from.view.transform = CGAffineTransform(scaleX: Self.scale, y: Self.scale)
            }
        }, completion: { _ in
            from.view.transform = .identity
            from.view.alpha = 1
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }
}

/// The custom animator's own interactive pop: dragging the detail screen right scrubs it.
final class DragToPopInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var interacting = false
    private weak var navigation: UINavigationController?
    private var wired: [ObjectIdentifier] = []

    func wire(to detail: UIViewController, in navigation: UINavigationController) {
        self.navigation = navigation
        let id = ObjectIdentifier(detail)
        guard !wired.contains(id) else { return }
        wired.append(id)
        let pan = UIPanGestureRecognizer { [weak self] g in self?.panned(g as! UIPanGestureRecognizer) }
        // The edge swipe comes first, as in UIKit: this pan waits for it to fail.
        if let edge = navigation.interactivePopGestureRecognizer { pan.require(toFail: edge) }
        detail.view.addGestureRecognizer(pan)
    }

    private func panned(_ pan: UIPanGestureRecognizer) {
        guard let navigation, let demo = navigation as? NavigationDemoController, demo.useCustomAnimation else { return }
        let width = max(navigation.view.bounds.width, 1)
        switch pan.state {
        case .began:
            interacting = true
            navigation.popViewController(animated: true)
        case .changed:
            update(min(max(pan.translation(in: navigation.view).x / width, 0), 1))
        case .ended, .cancelled:
            interacting = false
            if pan.state == .ended && (percentComplete > 0.5 || pan.velocity(in: navigation.view).x > 500) { finish() } else { cancel() }
        default: break
        }
    }
}
