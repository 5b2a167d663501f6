import Foundation
import UIModel
import WebKit

/// Safari inside the app, as the iOS Simulator shows it on a Mac without a network: Safari's
/// bars (Done, the page's address, back, forward, share, open in Safari) around a web view
/// (WebKit) that loads the page; offline the load fails, and the web view shows the page Safari
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
    /// The page, loaded and drawn by WebKit.
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    private lazy var loads = LoadWatcher(controller: self)
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
        for v in [webView, topBar, bottomFill, toolbar] { view.addSubview(v) }
        for v in [doneButton, addressLabel, hairline] { topBar.addSubview(v) }
        for v in [webView, topBar, bottomFill, toolbar, doneButton, addressLabel, hairline] {
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
            webView.topAnchor.constraint(equalTo: topBar.bottomAnchor),
            webView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            webView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            webView.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
        ])
        webView.navigationDelegate = loads
        if isWebPage {
            webView.load(URLRequest(url: url))
        } else {
            showErrorPage("Safari cannot open the page because the address is not a web page.")
        }
        applyColors()
    }

    /// The page Safari shows in place of one it could not open, with `message` under its heading.
    private func showErrorPage(_ message: String) {
        webView.loadHTMLString("""
            <!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
            <title>Safari Cannot Open the Page</title><style>
            html, body { height: 100%; margin: 0; }
            body { display: flex; align-items: center; justify-content: center; text-align: center;
                   font-family: -apple-system; background: #fff; color: #8a8a8e; }
            div { max-width: 310px; padding: 0 24px; margin-top: -48px; }
            h1 { font-size: 21px; font-weight: 600; color: #000; margin: 0 0 10px; }
            p { font-size: 15px; line-height: 1.35; margin: 0; }
            @media (prefers-color-scheme: dark) { body { background: #000; color: #98989f; } h1 { color: #fff; } }
            </style></head><body><div><h1>Safari Cannot Open the Page</h1><p>\(message)</p></div></body></html>
            """, baseURL: nil)
    }

    /// The page's first load ended: offline, with the error page; the delegate hears once.
    fileprivate func firstLoadEnded(_ error: Error?) {
        if let error {
            let offline = (error as NSError).code == NSURLErrorNotConnectedToInternet
            showErrorPage(offline ? "Safari cannot open the page because your iPhone is not connected to the Internet."
                                  : "Safari cannot open the page because the server cannot be found.")
        }
        guard !reportedLoad else { return }
        reportedLoad = true
        delegate?.safariViewController(self, didCompleteInitialLoad: error == nil)
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

    /// Done: the controller goes, then its delegate is told.
    private func finish() {
        dismiss(animated: true) { [weak self] in
            guard let self else { return }
            delegate?.safariViewControllerDidFinish(self)
        }
    }
}

/// Hears how Safari's web view's first load ends.
private final class LoadWatcher: NSObject, WKNavigationDelegate {
    weak var controller: SFSafariViewController?
    private var ended = false
    init(controller: SFSafariViewController) { self.controller = controller }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        guard !ended else { return }
        ended = true
        if controller?.isWebPage == true { controller?.firstLoadEnded(nil) }
    }

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
        guard !ended else { return }
        ended = true
        controller?.firstLoadEnded(error)
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
        self.webView(webView, didFailProvisionalNavigation: navigation, withError: error)
    }
}
