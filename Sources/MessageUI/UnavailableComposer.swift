import Foundation
import UIModel

/// What a composer shows on a device that cannot send (the simulator has no mail account and no
/// Messages service): why, and Cancel, which ends the composer as cancelled.
final class UnavailableComposer: UIViewController {
    nonisolated deinit {}
    private let heading: String
    private let message: String
    private let cancel: () -> Void

    init(title: String, heading: String, message: String, cancel: @escaping () -> Void) {
        self.heading = heading
        self.message = message
        self.cancel = cancel
        super.init(nibName: nil, bundle: nil)
        self.title = title
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in cancel() })
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let headingLabel = UILabel(), messageLabel = UILabel()
        headingLabel.text = heading
        headingLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        messageLabel.text = message
        messageLabel.font = .systemFont(ofSize: 15)
        messageLabel.textColor = .secondaryLabel
        for label in [headingLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            headingLabel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 32),
            headingLabel.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -32),
            headingLabel.bottomAnchor.constraint(equalTo: safe.centerYAnchor, constant: -4),
            messageLabel.leadingAnchor.constraint(equalTo: headingLabel.leadingAnchor),
            messageLabel.trailingAnchor.constraint(equalTo: headingLabel.trailingAnchor),
            messageLabel.topAnchor.constraint(equalTo: headingLabel.bottomAnchor, constant: 8),
        ])
    }
}
