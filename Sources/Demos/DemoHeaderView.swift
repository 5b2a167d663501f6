import Foundation
import UIModel

/// The bar at the top of every demo: a title and, when the demo was opened from the gallery,
/// a back button to the gallery. Laid out with constraints; its colour reaches up behind
/// the status bar and its 44 pt bar sits below the safe area's top.
final class DemoHeaderView: UIView {
    static let barHeight: CGFloat = 44
    let titleLabel = UILabel(frame: .zero)
    let backButton: UIButton?
    private let separator = UIView(frame: .zero)

    init(title: String, back: (() -> Void)?) {
        backButton = back.map { action in
            // A navigation bar's back button: UIKit's chevron, then the title 6 pt after it.
            var look = UIButton.Configuration.plain()
            look.image = UINavigationBarAppearance().backIndicatorImage
            look.imagePadding = 6
            look.contentInsets = .zero
            look.title = "Gallery"
            let b = UIButton(configuration: look, primaryAction: UIAction { _ in action() })
            b.accessibilityIdentifier = "back"
            b.accessibilityLabel = "Gallery"
            return b
        }
        super.init(frame: .zero)
        backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.09, alpha: 1) : UIColor(white: 0.98, alpha: 1) }
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = [.staticText, .header]
        separator.backgroundColor = .separator
        for v in [titleLabel, separator] + (backButton.map { [$0] } ?? []) {
            v.translatesAutoresizingMaskIntoConstraints = false
            addSubview(v)
        }
        var constraints = [
            titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
            titleLabel.heightAnchor.constraint(equalToConstant: Self.barHeight),
            titleLabel.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor, constant: -180),
            separator.leadingAnchor.constraint(equalTo: leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: bottomAnchor),
            separator.heightAnchor.constraint(equalToConstant: 0.5),
        ]
        if let backButton {
            constraints += [backButton.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 8),
                            backButton.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor)]
        }
        NSLayoutConstraint.activate(constraints)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A demo screen: its title, and (opened from the gallery) a header bar with a way back.
class DemoViewController: UIViewController {
    let back: (() -> Void)?
    private(set) var header: DemoHeaderView?

    init(title: String, back: (() -> Void)?) {
        self.back = back
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Adds the header bar above the views added so far: across the top, down to 44 pt below
    /// the safe area's top.
    func addHeader() {
        let h = DemoHeaderView(title: title ?? "", back: back)
        h.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(h)
        NSLayoutConstraint.activate([
            h.topAnchor.constraint(equalTo: view.topAnchor),
            h.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            h.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            h.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: DemoHeaderView.barHeight),
        ])
        header = h
    }

    /// Where content starts: below the header (or the safe area's top without one).
    var contentTop: NSLayoutYAxisAnchor { header?.bottomAnchor ?? view.safeAreaLayoutGuide.topAnchor }

    /// The same, as a y in the view's bounds, for demos that lay out with frames (the header's
    /// solved frame is in place when `viewDidLayoutSubviews` runs).
    var contentMinY: CGFloat { header?.frame.maxY ?? view.safeAreaInsets.top }
}
