import Foundation
import UIModel
import WebKit

/// The "web" demo: the app's help pages (local HTML in its bundle) in a web view, as apps show
/// their help, terms and articles. WebKit lays them out and paints them; the navigation bar
/// takes the page's title and goes back; the page's About button is a JavaScript `alert`
/// shown as an alert controller, and its form posts a message to the app.
final class WebDemoController: UIViewController, WKNavigationDelegate, WKUIDelegate, WKScriptMessageHandler {
    private let back: (() -> Void)?
    private(set) var webView: WKWebView!
    private var backItem: UIBarButtonItem!

    init(back: (() -> Void)?) {
        self.back = back
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let configuration = WKWebViewConfiguration()
        configuration.userContentController.add(self, name: "garden")
        webView = WKWebView(frame: view.bounds, configuration: configuration)
        webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        webView.navigationDelegate = self
        webView.uiDelegate = self
        view.addSubview(webView)
        backItem = UIBarButtonItem(image: UIImage(systemName: "chevron.backward"), primaryAction: UIAction { [weak self] _ in
            self?.webView.goBack()
        })
        backItem.isEnabled = false
        navigationItem.rightBarButtonItem = backItem
        if let back {
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Gallery", primaryAction: UIAction { _ in back() })
        }
        if let pages = Bundle.module.url(forResource: "Pages", withExtension: nil) {
            webView.loadFileURL(pages.appendingPathComponent("help.html"), allowingReadAccessTo: pages)
        }
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        title = webView.title
        backItem.isEnabled = webView.canGoBack
    }

    func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping @MainActor @Sendable () -> Void) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in completionHandler() })
        present(alert, animated: true)
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let body = message.body as? [String: Any], let email = body["subscribe"] as? String else { return }
        let alert = UIAlertController(title: "Subscribed", message: email.isEmpty ? "No address given." : email, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
