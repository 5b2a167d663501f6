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
        view.addCenteredMessage(heading: heading, message: message)
    }
}
