import Foundation
import UIModel

/// When a user script runs in a page.
nonisolated public enum WKUserScriptInjectionTime: Int, Sendable {
    /// Before the page's own scripts, once the document element exists.
    case atDocumentStart = 0
    /// Once the document has been parsed, before its subresources finish loading.
    case atDocumentEnd = 1
}

/// A script the app adds to every page a web view loads.
open class WKUserScript: NSObject, NSCopying {
    nonisolated deinit {}
    open private(set) var source: String
    open private(set) var injectionTime: WKUserScriptInjectionTime
    open private(set) var isForMainFrameOnly: Bool

    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A message a page's script posted with `window.webkit.messageHandlers.<name>.postMessage(body)`.
open class WKScriptMessage: NSObject {
    nonisolated deinit {}
    /// The message's body as Foundation values: `NSNumber`, `String`, `Date`s as numbers,
    /// `[Any]`, `[String: Any]` and `NSNull`, as the body was serialized to JSON.
    open private(set) var body: Any
    open private(set) weak var webView: WKWebView?
    open private(set) var frameInfo: WKFrameInfo
    open private(set) var name: String

    init(body: Any, webView: WKWebView?, frameInfo: WKFrameInfo, name: String) {
        self.body = body
        self.webView = webView
        self.frameInfo = frameInfo
        self.name = name
    }
}

/// What receives a page's messages to one name.
@preconcurrency @MainActor public protocol WKScriptMessageHandler: NSObjectProtocol {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// The app's scripts and message handlers for the pages of the web views that share it.
///
/// As on iOS, the controller keeps its handlers strongly (a handler that keeps its web view
/// makes a cycle until it is removed), and scripts added apply from the next load on.
open class WKUserContentController: NSObject {
    nonisolated deinit {}
    open private(set) var userScripts: [WKUserScript] = []
    private(set) var handlers: [String: WKScriptMessageHandler] = [:]
    /// The pages that use this controller, told of each change.
    private var pageRefs: [WeakPage] = []
    private var pages: [WebPageBox] {
        pageRefs.removeAll { $0.box == nil }
        return pageRefs.compactMap(\.box)
    }

    public override init() { super.init() }

    open func addUserScript(_ userScript: WKUserScript) {
        userScripts.append(userScript)
        for box in pages { box.page.addUserScript(userScript.source, atDocumentEnd: userScript.injectionTime == .atDocumentEnd,
                                                             mainFrameOnly: userScript.isForMainFrameOnly) }
    }

    open func removeAllUserScripts() {
        userScripts = []
        for box in pages { box.page.removeUserScripts() }
    }

    /// Adds a handler for messages to `name`. A name already taken is a programming error on
    /// iOS (an exception); here it is reported and the first handler kept.
    open func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) {
        guard handlers[name] == nil else {
            UIKitWarning.log("WKUserContentController: a message handler named '\(name)' was already added; the new one is ignored")
            return
        }
        handlers[name] = scriptMessageHandler
        for box in pages { box.page.addMessageHandler(name) }
    }

    open func removeScriptMessageHandler(forName name: String) {
        guard handlers.removeValue(forKey: name) != nil else { return }
        for box in pages { box.page.removeMessageHandler(name) }
    }

    open func removeAllScriptMessageHandlers() {
        for name in handlers.keys.sorted() { removeScriptMessageHandler(forName: name) }
    }

    /// Gives `page` this controller's scripts and handlers, and keeps it told of changes.
    func attach(_ box: WebPageBox) {
        pageRefs.append(WeakPage(box: box))
        for s in userScripts {
            box.page.addUserScript(s.source, atDocumentEnd: s.injectionTime == .atDocumentEnd, mainFrameOnly: s.isForMainFrameOnly)
        }
        for name in handlers.keys.sorted() { box.page.addMessageHandler(name) }
    }
}

private struct WeakPage {
    weak var box: WebPageBox?
}

/// A page, held weakly by the controllers it uses.
final class WebPageBox: NSObject {
    nonisolated deinit {}
    let page: WebPage
    init(_ page: WebPage) { self.page = page }
}
