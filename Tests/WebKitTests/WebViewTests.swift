import Foundation
import Testing
import UIModel
import UIModelTesting
@testable import WebKit

/// Web views on WebKit itself: loads in WebKit's order, scripts, messages, panels, taps, typing
/// and scrolling, offline as an iOS Simulator without a network.
@Suite(.serialized, .freshRuntime) struct WebViewTests {
    var app: UIModelRuntime { .current }

    final class Recorder: NSObject, WKNavigationDelegate, WKUIDelegate, WKScriptMessageHandler {
        var events: [String] = []
        var errors: [NSError] = []
        var messages: [Any] = []
        var policy: (WKNavigationAction) -> WKNavigationActionPolicy = { _ in .allow }
        var confirmAnswer = true

        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                     decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {
            events.append("policy \(navigationAction.navigationType.rawValue) \(navigationAction.request.url?.lastPathComponent ?? "")")
            decisionHandler(policy(navigationAction))
        }
        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { events.append("start") }
        func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { events.append("commit") }
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { events.append("finish") }
        func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
            events.append("fail provisional")
            errors.append(error as NSError)
        }
        func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
            events.append("fail")
            errors.append(error as NSError)
        }
        func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                     completionHandler: @escaping @MainActor @Sendable () -> Void) {
            events.append("alert \(message)")
            completionHandler()
        }
        func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                     completionHandler: @escaping @MainActor @Sendable (Bool) -> Void) {
            events.append("confirm \(message)")
            completionHandler(confirmAnswer)
        }
        func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
            events.append("message \(message.name)")
            messages.append(message.body)
        }
    }

    /// A web view of 320 × 480 points in a window, its delegates recorded, the app's main queue
    /// on the app's clock.
    func show(_ configuration: WKWebViewConfiguration = WKWebViewConfiguration()) -> (WKWebView, Recorder, UIWindow) {
        app.runsMainQueue = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let web = WKWebView(frame: window.bounds, configuration: configuration)
        let recorder = Recorder()
        web.navigationDelegate = recorder
        web.uiDelegate = recorder
        controller.view.addSubview(web)
        window.layoutIfNeeded()
        return (web, recorder, window)
    }

    private var frame = 0.0
    mutating func frames(_ count: Int) {
        for _ in 0..<count {
            frame += 1
            app.fireDisplayLinks(timestamp: frame / 60, duration: 1.0 / 60)
            app.layoutWindows()
        }
    }

    @Test mutating func aLocalPageLoadsInWebKitsOrderOnTheNextFrame() throws {
        let (web, recorder, window) = show()
        _ = window
        let navigation = web.loadHTMLString("<title>Terms</title><h1>Terms of use</h1>", baseURL: URL(string: "file:///app/"))
        #expect(navigation != nil)
        #expect(web.isLoading)
        frames(2)
        #expect(recorder.events == ["policy -1 app", "start", "commit", "finish"])
        #expect(web.title == "Terms")
        #expect(web.url?.absoluteString == "file:///app/")
        #expect(!web.isLoading)
        #expect(web.estimatedProgress == 1)
        #expect(!web.canGoBack)
    }

    @Test mutating func titleAndProgressAreObservedByKeyPath() throws {
        let (web, _, window) = show()
        _ = window
        var titles: [String?] = [], progress: [Double] = [], loading: [Bool] = []
        let observations = [
            web.observe(\.title, options: [.new]) { _, change in titles.append(change.newValue ?? nil) },
            web.observe(\.estimatedProgress, options: [.new]) { _, change in progress.append(change.newValue ?? -1) },
            web.observe(\.isLoading, options: [.new]) { _, change in loading.append(change.newValue ?? false) },
        ]
        web.loadHTMLString("<title>Terms</title><p>Terms of use", baseURL: nil)
        frames(2)
        #expect(titles == ["Terms"])
        #expect(progress.last == 1)
        #expect(loading == [true, false])
        _ = observations
    }

    @Test mutating func aWebPageFailsAsOffline() throws {
        let (web, recorder, window) = show()
        _ = window
        web.load(URLRequest(url: URL(string: "https://www.apple.com/")!))
        frames(2)
        #expect(recorder.events == ["policy -1 /", "start", "fail provisional"], "\(recorder.events)")
        let error = try #require(recorder.errors.first)
        #expect(error.domain == NSURLErrorDomain)
        #expect(error.code == NSURLErrorNotConnectedToInternet)
        #expect(error.userInfo[NSURLErrorFailingURLErrorKey] as? URL == URL(string: "https://www.apple.com/"))
    }

    @Test mutating func aCancelledNavigationDoesNotLoad() throws {
        let (web, recorder, window) = show()
        _ = window
        recorder.policy = { _ in .cancel }
        web.loadHTMLString("<p>never", baseURL: nil)
        frames(2)
        #expect(recorder.events == ["policy -1 blank"])
        #expect(!web.isLoading)
    }

    @Test mutating func scriptsAnswerWithFoundationValues() async throws {
        let (web, _, window) = show()
        _ = window
        web.loadHTMLString("<title>T</title><p id=p>hello</p>", baseURL: nil)
        frames(2)
        #expect(try await web.evaluateJavaScript("1 + 2") as? NSNumber == 3)
        #expect(try await web.evaluateJavaScript("document.getElementById('p').textContent") as? String == "hello")
        let dictionary = try await web.evaluateJavaScript("({a: [1, 'b', null], t: true})") as? [String: Any]
        #expect((dictionary?["a"] as? [Any])?.count == 3)
        await #expect(throws: WKError.self) { _ = try await web.evaluateJavaScript("undefined") }
        do {
            _ = try await web.evaluateJavaScript("throw new Error('nope')")
            Issue.record("an exception should fail the call")
        } catch let error as WKError {
            #expect(error.code == .javaScriptExceptionOccurred)
        }
        do {
            _ = try await web.evaluateJavaScript("void 0")
        } catch let error as WKError {
            #expect(error.code == .javaScriptResultTypeIsUnsupported)
        }
    }

    @Test mutating func theCompletionHandlerRunsOnTheMainQueue() throws {
        let (web, _, window) = show()
        _ = window
        web.loadHTMLString("<p>x", baseURL: nil)
        frames(2)
        nonisolated(unsafe) var answer: Any?
        web.evaluateJavaScript("6 * 7") { value, _ in answer = value }
        #expect(answer == nil)
        frames(1)
        #expect(answer as? NSNumber == 42)
    }

    @Test mutating func userScriptsPostMessagesToHandlers() throws {
        let configuration = WKWebViewConfiguration()
        let recorder = Recorder()
        configuration.userContentController.add(recorder, name: "bridge")
        configuration.userContentController.addUserScript(WKUserScript(
            source: "window.webkit.messageHandlers.bridge.postMessage({ready: document.title, n: 2})",
            injectionTime: .atDocumentEnd, forMainFrameOnly: true))
        let (web, _, window) = show(configuration)
        _ = window
        web.loadHTMLString("<title>Bridge</title>", baseURL: nil)
        frames(2)
        #expect(recorder.events == ["message bridge"])
        let body = try #require(recorder.messages.first as? [String: Any])
        #expect(body["ready"] as? String == "Bridge")
        #expect(body["n"] as? NSNumber == 2)
    }

    @Test mutating func alertsAndConfirmsGoToTheUIDelegate() async throws {
        let (web, recorder, window) = show()
        _ = window
        web.loadHTMLString("<p>x", baseURL: nil)
        frames(2)
        recorder.events = []
        recorder.confirmAnswer = true
        #expect(try await web.evaluateJavaScript("alert('Saved'); confirm('Delete?') ? 'yes' : 'no'") as? String == "yes")
        #expect(recorder.events == ["alert Saved", "confirm Delete?"])
        web.uiDelegate = nil
        #expect(try await web.evaluateJavaScript("confirm('Again?') ? 'yes' : 'no'") as? String == "no")
    }

    @Test mutating func aTappedLinkNavigates() throws {
        let (web, recorder, window) = show()
        _ = window
        let page = "<style>body{margin:0} a{display:block;height:100px}</style><a href='second.html'>Next</a>"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("webkit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try page.write(to: folder.appendingPathComponent("first.html"), atomically: true, encoding: .utf8)
        try "<title>Second</title>".write(to: folder.appendingPathComponent("second.html"), atomically: true, encoding: .utf8)
        web.loadFileURL(folder.appendingPathComponent("first.html"), allowingReadAccessTo: folder)
        frames(2)
        recorder.events = []
        web.tap(at: CGPoint(x: 40, y: 40))
        frames(3)
        #expect(recorder.events == ["policy 0 second.html", "start", "commit", "finish"])
        #expect(web.title == "Second")
        #expect(web.canGoBack)
        web.goBack()
        frames(3)
        #expect(web.url?.lastPathComponent == "first.html")
    }

    @Test mutating func aTappedFieldTakesTheKeyboard() async throws {
        let (web, _, window) = show()
        _ = window
        web.loadHTMLString("<style>body{margin:0} input{display:block;width:300px;height:40px}</style><input id=f>", baseURL: nil)
        frames(2)
        web.tap(at: CGPoint(x: 50, y: 20))
        frames(1)
        #expect(web.pageView.isFirstResponder)
        app.insertText("Hi there")
        frames(1)
        #expect(try await web.evaluateJavaScript("document.getElementById('f').value") as? String == "Hi there")
        app.deleteBackward()
        frames(1)
        #expect(try await web.evaluateJavaScript("document.getElementById('f').value") as? String == "Hi ther")
    }

    @Test mutating func theScrollViewScrollsThePage() async throws {
        let (web, _, window) = show()
        _ = window
        web.loadHTMLString("<style>body{margin:0}</style><div style='height:3000px;background:linear-gradient(red,blue)'></div>", baseURL: nil)
        frames(2)
        #expect(web.scrollView.contentSize == CGSize(width: 320, height: 3000))
        web.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        frames(1)
        #expect(try await web.evaluateJavaScript("window.scrollY") as? NSNumber == 500)
        #expect(web.pageView.frame.origin == CGPoint(x: 0, y: 500))
        #expect(web.pageView.image?.size == CGSize(width: 320, height: 480))
    }

    @Test mutating func returnSubmitsTheFieldsForm() throws {
        let (web, recorder, window) = show()
        _ = window
        web.loadHTMLString("<style>body{margin:0} input{display:block;width:300px;height:40px}</style>"
            + "<form action='about:blank#sent'><input id=f name=q></form>", baseURL: nil)
        frames(2)
        recorder.events = []
        web.tap(at: CGPoint(x: 50, y: 20))
        frames(1)
        app.insertText("garden")
        app.insertText("\n")
        frames(3)
        #expect(recorder.events.first == "policy 1 blank")
    }
}
