import Foundation
import UIModel

/// Safari inside the app, as the iOS Simulator shows it on a Mac without a network: Safari's
/// bars (Done, the page's address, back, forward, share, open in Safari) around the page Safari
/// shows when it cannot reach the Internet. Only `http` and `https` pages open, as on iOS; any
/// other URL shows why, where iOS would stop the app.
@preconcurrency @MainActor open class SFSafariViewController: UIViewController {
    nonisolated deinit {}
    /// Told when the user is done and when the first load ends.
    open weak var delegate: SFSafariViewControllerDelegate?
    /// How the page is shown (a copy of the configuration given).
    public let configuration: Configuration
    /// The bars' colour (nil: the system's bar background).
    open var preferredBarTintColor: UIColor? { didSet { if isViewLoaded { applyColors() } } }
    /// The colour of the bars' buttons (nil: the app's tint).
    open var preferredControlTintColor: UIColor? { didSet { if isViewLoaded { applyColors() } } }
    /// The title of the button that closes the controller.
    open var dismissButtonStyle: DismissButtonStyle = .done { didSet { doneButton.setTitle(dismissButtonStyle.title, for: .normal) } }

    /// The page the controller was asked to show.
    let url: URL
    private let topBar = UIView()
    private let doneButton = UIButton(type: .system)
    private let addressLabel = UILabel()
    private let toolbar = UIToolbar()
    /// The bottom bar's background below the toolbar, down to the screen's edge.
    private let bottomFill = UIView()
    private var reportedLoad = false

    public init(url URL: URL, configuration: Configuration) {
        url = URL
        self.configuration = configuration.copy() as? Configuration ?? configuration
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    public required init?(coder: NSCoder) {
        fatalError("SFSafariViewController is made in code, with a URL")
    }

    /// Whether Safari opens the URL at all: web pages only.
    var isWebPage: Bool { ["http", "https"].contains(url.scheme?.lowercased() ?? "") }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        if !isWebPage {
            UIKitWarning.log("SFSafariViewController: \(url.absoluteString) has an unsupported scheme; only HTTP and HTTPS URLs open")
        }
        doneButton.setTitle(dismissButtonStyle.title, for: .normal)
        doneButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        doneButton.addAction(UIAction { [weak self] _ in self?.finish() }, for: .touchUpInside)
        addressLabel.text = url.host ?? url.absoluteString
        addressLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        addressLabel.textAlignment = .center
        addressLabel.textColor = .label
        addressLabel.lineBreakMode = .byTruncatingMiddle


        // Nothing loaded: there is no page to go back or forward to, share or open in Safari.
        let disabled: (String) -> UIBarButtonItem = { name in
            let item = UIBarButtonItem(image: UIImage(systemName: name), style: .plain, primaryAction: nil)
            item.isEnabled = false
            return item
        }
        let flexible = { UIBarButtonItem.flexibleSpace() }
        toolbar.items = [disabled("chevron.left"), flexible(), disabled("chevron.right"), flexible(),
                         disabled("square.and.arrow.up"), flexible(), disabled("safari")]

        let hairline = UIView()
        hairline.backgroundColor = .separator
        for v in [topBar, bottomFill, toolbar] { view.addSubview(v) }
        for v in [doneButton, addressLabel, hairline] { topBar.addSubview(v) }
        for v in [topBar, bottomFill, toolbar, doneButton, addressLabel, hairline] {
            v.translatesAutoresizingMaskIntoConstraints = false
        }
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            topBar.topAnchor.constraint(equalTo: view.topAnchor),
            topBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            topBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            topBar.bottomAnchor.constraint(equalTo: safe.topAnchor, constant: Self.topBarHeight),
            doneButton.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
            doneButton.centerYAnchor.constraint(equalTo: safe.topAnchor, constant: Self.topBarHeight / 2),
            addressLabel.centerXAnchor.constraint(equalTo: topBar.centerXAnchor),
            addressLabel.centerYAnchor.constraint(equalTo: doneButton.centerYAnchor),
            addressLabel.leadingAnchor.constraint(greaterThanOrEqualTo: doneButton.trailingAnchor, constant: 12),
            hairline.leadingAnchor.constraint(equalTo: topBar.leadingAnchor),
            hairline.trailingAnchor.constraint(equalTo: topBar.trailingAnchor),
            hairline.bottomAnchor.constraint(equalTo: topBar.bottomAnchor),
            hairline.heightAnchor.constraint(equalToConstant: 1 / max(UIScreen.main.scale, 1)),
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            bottomFill.topAnchor.constraint(equalTo: toolbar.topAnchor),
            bottomFill.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bottomFill.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomFill.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        view.addCenteredMessage(heading: "Safari Cannot Open the Page", message: isWebPage
            ? "Safari cannot open the page because your iPhone is not connected to the Internet."
            : "Safari cannot open the page because the address is not a web page.")
        applyColors()
    }

    /// The height of Safari's top bar below the status bar, in points.
    static let topBarHeight: CGFloat = 44

    private func applyColors() {
        let bar = preferredBarTintColor ?? .secondarySystemBackground
        topBar.backgroundColor = bar
        bottomFill.backgroundColor = bar
        toolbar.barTintColor = bar
        let tint = preferredControlTintColor ?? view.tintColor
        doneButton.tintColor = tint
        toolbar.tintColor = tint
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !reportedLoad else { return }
        reportedLoad = true
        // The load fails at once: there is no network to wait for.
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            delegate?.safariViewController(self, didCompleteInitialLoad: false)
        }
    }

    /// Done: the controller goes, then its delegate is told.
    private func finish() {
        dismiss(animated: true) { [weak self] in
            guard let self else { return }
            delegate?.safariViewControllerDidFinish(self)
        }
    }
}
