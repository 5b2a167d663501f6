import Foundation
import UIModel

/// The bar at the top of every demo: a title and, when the demo was opened from the gallery,
/// a "‹ Gallery" button that goes back.
final class DemoHeaderView: UIView {
    static let height: CGFloat = 64
    let titleLabel = UILabel(frame: .zero)
    let backButton: UIButton?
    private let separator = UIView(frame: .zero)

    init(title: String, back: (() -> Void)?) {
        backButton = back.map { action in
            let b = UIButton(type: .system, primaryAction: UIAction(title: "\u{2039} Gallery") { _ in action() })
            b.titleLabel?.font = .systemFont(ofSize: 17)
            b.accessibilityIdentifier = "back"
            return b
        }
        super.init(frame: .zero)
        backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.09, alpha: 1) : UIColor(white: 0.98, alpha: 1) }
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        if let backButton { addSubview(backButton) }
        separator.backgroundColor = .separator
        addSubview(separator)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        let b = bounds
        let barTop = b.height - 44
        titleLabel.frame = CGRect(x: 90, y: barTop, width: max(b.width - 180, 0), height: 44)
        if let backButton {
            let size = backButton.intrinsicContentSize
            backButton.frame = CGRect(x: 8, y: barTop + (44 - size.height) / 2, width: size.width + 8, height: size.height)
        }
        separator.frame = CGRect(x: 0, y: b.height - 0.5, width: b.width, height: 0.5)
    }
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

    /// Adds the header bar above the views added so far.
    func addHeader() {
        let h = DemoHeaderView(title: title ?? "", back: back)
        view.addSubview(h)
        header = h
    }

    override func viewDidLayoutSubviews() {
        header?.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: DemoHeaderView.height)
    }
}
