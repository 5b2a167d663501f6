import Foundation
import UIModel

extension WKWebView {
    /// The page's `alert`, `confirm` or `prompt`, asked of the UI delegate; the page's script
    /// waits until the delegate's completion handler runs.
    func showDialog(_ id: Int64, kind: Int, message: String, defaultText: String?) {
        let close: @MainActor (Bool, String?) -> Void = { [weak self] confirmed, text in
            self?.page?.closeDialog(id, confirmed: confirmed, text: text)
            self?.needsPaint = true
            self?.scheduleWork()
        }
        guard let delegate = uiDelegate else { return close(false, nil) }
        let frame = mainFrame
        let once = DialogAnswer(close)
        switch kind {
        case 0: delegate.webView(self, runJavaScriptAlertPanelWithMessage: message, initiatedByFrame: frame) { once.answer(true, nil) }
        case 1: delegate.webView(self, runJavaScriptConfirmPanelWithMessage: message, initiatedByFrame: frame) { once.answer($0, nil) }
        default:
            delegate.webView(self, runJavaScriptTextInputPanelWithPrompt: message, defaultText: defaultText, initiatedByFrame: frame) {
                once.answer($0 != nil, $0)
            }
        }
    }
}

/// A dialog's completion handler, which closes the dialog the first time it runs.
private final class DialogAnswer: @unchecked Sendable {
    private var close: (@MainActor (Bool, String?) -> Void)?
    init(_ close: @escaping @MainActor (Bool, String?) -> Void) { self.close = close }

    @MainActor func answer(_ confirmed: Bool, _ text: String?) {
        guard let close else { return UIKitWarning.log("WKWebView: a panel's completion handler was called more than once") }
        self.close = nil
        close(confirmed, text)
    }
}
