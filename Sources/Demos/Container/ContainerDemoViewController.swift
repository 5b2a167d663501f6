import Foundation
import UIModel

/// The "container" demo: a custom container controller that swaps two child controllers with a
/// cross dissolve (or a flip), making the containment calls UIKit expects.
final class ContainerDemoViewController: DemoViewController {
    private let slot = UIView(frame: .zero)
    private var dissolve: UIButton!
    private var flip: UIButton!
    private let pages = [ContainerPageViewController(title: "First", color: .systemOrange),
                         ContainerPageViewController(title: "Second", color: .systemTeal)]
    private(set) var current = 0

    init(back: (() -> Void)?) { super.init(title: "Container", back: back) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "container"
        slot.layer.cornerRadius = 16
        slot.clipsToBounds = true
        slot.accessibilityIdentifier = "slot"
        dissolve = UIButton(type: .system, primaryAction: UIAction(title: "Swap (dissolve)") { [weak self] _ in self?.swap(.transitionCrossDissolve) })
        dissolve.accessibilityIdentifier = "swap"
        flip = UIButton(type: .system, primaryAction: UIAction(title: "Swap (flip)") { [weak self] _ in self?.swap(.transitionFlipFromLeft) })
        flip.accessibilityIdentifier = "flip"
        let buttons = UIStackView(arrangedSubviews: [dissolve, flip])
        buttons.distribution = .fillEqually
        for v in [slot, buttons] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        addHeader()
        // The slot fills what the header and the buttons leave, at most 500 pt wide.
        let fullWidth = slot.widthAnchor.constraint(equalTo: view.layoutMarginsGuide.widthAnchor)
        fullWidth.priority = .defaultHigh
        NSLayoutConstraint.activate([
            slot.topAnchor.constraint(equalTo: contentTop, constant: 16),
            slot.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            slot.widthAnchor.constraint(lessThanOrEqualToConstant: 500),
            slot.widthAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.widthAnchor),
            fullWidth,
            buttons.topAnchor.constraint(equalTo: slot.bottomAnchor, constant: 12),
            buttons.leadingAnchor.constraint(equalTo: slot.leadingAnchor),
            buttons.trailingAnchor.constraint(equalTo: slot.trailingAnchor),
            buttons.heightAnchor.constraint(equalToConstant: 44),
            buttons.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
        let first = pages[0]
        addChild(first)
        slot.addSubview(first.view)
        first.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for child in children { child.view.frame = slot.bounds }
    }

    private var swapping = false

    func swap(_ style: UIView.AnimationOptions) {
        guard !swapping else { return }
        swapping = true
        let from = pages[current], to = pages[1 - current]
        from.willMove(toParent: nil)
        addChild(to)
        to.view.frame = slot.bounds
        transition(from: from, to: to, duration: 0.5, options: style, animations: nil) { [weak self] _ in
            from.removeFromParent()
            to.didMove(toParent: self)
            self?.current = 1 - (self?.current ?? 0)
            self?.swapping = false
        }
    }
}

/// One page of the container demo.
final class ContainerPageViewController: UIViewController {
    private let color: UIColor
    private let label = UILabel(frame: .zero)

    init(title: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        view.backgroundColor = color
        view.accessibilityIdentifier = "page." + (title ?? "").lowercased()
        label.text = title
        label.font = .systemFont(ofSize: 40, weight: .bold)
        label.textColor = .white
        label.textAlignment = .center
        view.addSubview(label)
    }

    override func viewDidLayoutSubviews() { label.frame = view.bounds }
}
