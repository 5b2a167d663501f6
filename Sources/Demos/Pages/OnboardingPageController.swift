import Foundation
import UIModel

/// The "pages" demo: an onboarding book in a scrolling page view controller. Swipe between the
/// four pages (their dots follow) or tap Next, which turns the page with
/// `setViewControllers(_:direction:animated:)`; the last page's button starts over.
final class OnboardingPageController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    private let back: (() -> Void)?
    private lazy var pages: [OnboardingPage] = Self.content.enumerated().map { i, c in
        OnboardingPage(symbol: c.symbol, title: c.title, text: c.text, color: c.color, isLast: i == Self.content.count - 1) { [weak self] in
            self?.next()
        }
    }

    private static let content: [(symbol: String, title: String, text: String, color: UIColor)] = [
        ("star", "Welcome", "Your UIKit app, on Linux, in a window or headless.", .systemBlue),
        ("hand.thumbsup", "Touch", "The mouse is a finger: tap, drag, flick, long press, pinch with Option.", .systemIndigo),
        ("camera", "Snapshots", "Every frame renders headless and compares with a reference PNG.", .systemTeal),
        ("checkmark.circle", "Ready", "Run your tests with plain swift test, in parallel.", .systemGreen),
    ]

    init(back: (() -> Void)?) {
        self.back = back
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 12])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.accessibilityIdentifier = "pages"
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
        if let back {
            let button = UIButton(type: .system, primaryAction: UIAction(title: "\u{2039} Gallery") { _ in back() })
            button.setTitleColor(.white, for: .normal)
            button.frame = CGRect(x: 12, y: 50, width: 100, height: 44)
            button.autoresizingMask = [.flexibleBottomMargin]
            view.addSubview(button)
        }
    }

    /// Turns to the next page, or back to the first from the last.
    private func next() {
        guard let shown = viewControllers?.first as? OnboardingPage, let i = pages.firstIndex(of: shown) else { return }
        let last = i == pages.count - 1
        setViewControllers([pages[last ? 0 : i + 1]], direction: last ? .reverse : .forward, animated: true)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
        return pages[i - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i < pages.count - 1 else { return nil }
        return pages[i + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        (viewControllers?.first).flatMap { vc in pages.firstIndex { $0 === vc } } ?? 0
    }
}

/// One onboarding page: a large symbol, a title, a line of text and a button, on a colour.
private final class OnboardingPage: UIViewController {
    private let symbol: String, heading: String, text: String, color: UIColor, isLast: Bool
    private let onNext: () -> Void

    init(symbol: String, title: String, text: String, color: UIColor, isLast: Bool, onNext: @escaping () -> Void) {
        self.symbol = symbol; heading = title; self.text = text; self.color = color; self.isLast = isLast; self.onNext = onNext
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        view.accessibilityIdentifier = "pages.\(heading)"
        let image = UIImageView(image: UIImage(systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(pointSize: 88)))
        image.tintColor = .white
        let title = UILabel()
        title.text = heading
        title.font = .systemFont(ofSize: 34, weight: .bold)
        title.textColor = .white
        let body = UILabel()
        body.text = text
        body.font = .preferredFont(forTextStyle: .body)
        body.textColor = UIColor.white.withAlphaComponent(0.85)
        body.numberOfLines = 0
        body.textAlignment = .center
        var config = UIButton.Configuration.filled()
        config.title = isLast ? "Start again" : "Next"
        config.baseBackgroundColor = .white
        config.baseForegroundColor = color
        config.cornerStyle = .capsule
        let button = UIButton(configuration: config, primaryAction: UIAction { [weak self] _ in self?.onNext() })
        button.accessibilityIdentifier = "pages.next"
        let stack = UIStackView(arrangedSubviews: [image, title, body, button])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 20
        stack.setCustomSpacing(40, after: body)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor, constant: -16),
        ])
    }
}
