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
        [slot, dissolve, flip].forEach { view.addSubview($0) }
        addHeader()
        let first = pages[0]
        addChild(first)
        slot.addSubview(first.view)
        first.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        super.viewDidLayoutSubviews()
        let w = min(b.width - 32, 500)
        slot.frame = CGRect(x: (b.width - w) / 2, y: DemoHeaderView.height + 16, width: w, height: max(b.height - DemoHeaderView.height - 100, 50))
        for child in children { child.view.frame = slot.bounds }
        dissolve.frame = CGRect(x: slot.frame.minX, y: slot.frame.maxY + 12, width: w / 2, height: 44)
        flip.frame = CGRect(x: slot.frame.midX, y: slot.frame.maxY + 12, width: w / 2, height: 44)
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
