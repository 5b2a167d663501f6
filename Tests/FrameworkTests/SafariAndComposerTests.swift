import Foundation
import MessageUI
import SafariServices
import Testing
import UIModel
import UIModelTesting
import WebKit

/// Safari in the app and the composers, as on the iOS Simulator with no network and no accounts.
@Suite(.serialized, .freshRuntime) struct SafariAndComposerTests {
    var app: UIModelRuntime { .current }

    final class Host: UIViewController, SFSafariViewControllerDelegate, MFMailComposeViewControllerDelegate, MFMessageComposeViewControllerDelegate {
        var events: [String] = []
        func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
            events.append("load \(didLoadSuccessfully)")
        }
        func safariViewControllerDidFinish(_ controller: SFSafariViewController) { events.append("finish") }
        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
            events.append("mail \(result.rawValue)")
            controller.dismiss(animated: false)
        }
        func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
            events.append("message \(result.rawValue)")
            controller.dismiss(animated: false)
        }
    }

    func show(_ host: Host) -> UIWindow {
        app.runsMainQueue = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = host
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func frames(_ count: Int, from start: Double = 0) {
        for i in 1...count { app.fireDisplayLinks(timestamp: start + Double(i) / 60, duration: 1.0 / 60) }
    }

    func labels(in view: UIView) -> [String] {
        ((view as? UILabel)?.text.map { [$0] } ?? []) + view.subviews.flatMap { labels(in: $0) }
    }

    func webView(in view: UIView) -> WKWebView? {
        (view as? WKWebView) ?? view.subviews.lazy.compactMap { webView(in: $0) }.first
    }

    /// The text of the page the web view shows, read by the page's own script.
    func pageText(_ web: WKWebView, from start: Double) -> String? {
        var text: String?
        web.evaluateJavaScript("document.body.innerText") { value, _ in text = value as? String }
        frames(4, from: start)
        return text
    }

    func button(titled title: String, in view: UIView) -> UIButton? {
        if let button = view as? UIButton, button.currentTitle == title { return button }
        return view.subviews.lazy.compactMap { button(titled: title, in: $0) }.first
    }

    @Test func safariShowsItsBarsAndTheOfflinePageThenDone() throws {
        let host = Host()
        let window = show(host)
        let safari = SFSafariViewController(url: URL(string: "https://www.example.com/terms")!)
        safari.delegate = host
        host.present(safari, animated: true)
        frames(40)
        #expect(host.presentedViewController === safari && safari.modalPresentationStyle == .fullScreen)
        #expect(labels(in: safari.view).contains("www.example.com"))
        // WebKit tried the page, failed offline, and shows Safari's page for that.
        let web = try #require(webView(in: safari.view))
        #expect(web.title == "Safari Cannot Open the Page")
        #expect(pageText(web, from: 1)?.contains("not connected to the Internet") == true)
        #expect(host.events == ["load false"], "the first load fails: there is no network")
        let done = try #require(button(titled: "Done", in: safari.view))
        done.sendActions(for: .touchUpInside)
        frames(40, from: 2)
        #expect(host.presentedViewController == nil && host.events == ["load false", "finish"])
        _ = window
    }

    @Test func aPageThatIsNotOnTheWebSaysSoInsteadOfStoppingTheApp() throws {
        let host = Host()
        let window = show(host)
        let safari = SFSafariViewController(url: URL(fileURLWithPath: "/tmp/terms.html"))
        safari.dismissButtonStyle = .close
        host.present(safari, animated: false)
        frames(10)
        let web = try #require(webView(in: safari.view))
        #expect(pageText(web, from: 1)?.contains("not a web page") == true)
        _ = window
        #expect(button(titled: "Close", in: safari.view) != nil)
        #expect(UIKitWarning.history.contains { $0.contains("unsupported scheme") })
    }

    @Test func theComposersCannotSendAndEndCancelled() throws {
        #expect(!MFMailComposeViewController.canSendMail() && !MFMessageComposeViewController.canSendText())
        let host = Host()
        let window = show(host)
        let mail = MFMailComposeViewController()
        mail.mailComposeDelegate = host
        mail.setToRecipients(["help@example.com"])
        mail.setSubject("Feedback")
        mail.setMessageBody("<b>Hi</b>", isHTML: true)
        host.present(mail, animated: false)
        window.layoutIfNeeded()
        #expect(labels(in: mail.view).contains("No Mail Accounts"))
        try #require(button(titled: "Cancel", in: mail.navigationBar)).sendActions(for: .primaryActionTriggered)
        let message = MFMessageComposeViewController()
        message.messageComposeDelegate = host
        message.recipients = ["555-0100"]
        #expect(!message.addAttachmentData(Data(), typeIdentifier: "public.png", filename: "a.png"))
        host.present(message, animated: false)
        window.layoutIfNeeded()
        try #require(button(titled: "Cancel", in: message.navigationBar)).sendActions(for: .primaryActionTriggered)
        #expect(host.events == ["mail 0", "message 0"] && host.presentedViewController == nil)
    }
}
