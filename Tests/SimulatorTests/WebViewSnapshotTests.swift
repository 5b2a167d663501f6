import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting
import WebKit

/// A web page as a user's screen shows it: WebKit's own layout and painting of a local
/// article in a navigation controller, the same bytes on every run.
@Suite(.serialized) struct WebViewSnapshotTests {
    final class Article: UIViewController {
        let web = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Help"
            web.frame = view.bounds
            web.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(web)
            web.loadHTMLString(Self.page, baseURL: nil)
        }

        static let page = """
            <!doctype html><html><head><meta name="viewport" content="width=device-width">
            <style>
            body { font: -apple-system-body; font-family: -apple-system; margin: 16px; color: #1c1c1e; }
            h1 { font-size: 28px; margin: 8px 0 12px; }
            p { line-height: 1.45; }
            .card { background: #f2f2f7; border-radius: 12px; padding: 12px 16px; }
            input { font: inherit; width: 100%; box-sizing: border-box; padding: 10px; border: 1px solid #c7c7cc; border-radius: 8px; }
            button { margin-top: 12px; font: inherit; background: #007aff; color: white; border: 0; border-radius: 10px; padding: 12px 20px; }
            code { font-family: Menlo; font-size: 15px; }
            </style></head><body>
            <h1>Getting started</h1>
            <p>Welcome to <b>Garden</b>. Plants you add appear in your list; tap one to see when it
            was last <i>watered</i> and when it needs water again.</p>
            <div class="card"><p>Tip: swipe a row to water a plant, or type <code>water all</code> in search.</p></div>
            <p>Questions? Write to us and we answer within a day.</p>
            <input placeholder="Your email address"><br><button>Subscribe</button>
            <p style="font-family: Georgia, serif">Set in the page's own serif face, as Safari draws it.</p>
            </body></html>
            """
    }

    @Test func aLocalPageIsPaintedByWebKit() throws {
        let app = try SimulatorApp(rootViewController: UINavigationController(rootViewController: Article()), device: .iPhone15)
        assertSnapshot(of: app, as: .image)
    }

    @Test func theSamePageIsTheSameBytesEveryRun() throws {
        var images: [RGBAImage] = []
        for _ in 0..<2 {
            let app = try SimulatorApp(rootViewController: UINavigationController(rootViewController: Article()), device: .iPhone15)
            images.append(try app.screenshot())
        }
        #expect(images[0].pixels == images[1].pixels)
        // The page was painted: WebKit's text is on screen, not a blank view.
        let distinct = Set(images[0].pixels.indices.lazy.filter { $0 % 4 == 0 }.prefix(400_000).map { images[0].pixels[$0] })
        #expect(distinct.count > 20)
    }

    /// A web view that is not opaque over a red view: a page without a background shows what
    /// is behind it, and its half-transparent parts mix with it.
    final class Overlay: UIViewController {
        let web = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .red
            web.isOpaque = false
            web.backgroundColor = .clear
            web.scrollView.backgroundColor = .clear
            web.frame = view.bounds
            view.addSubview(web)
            web.loadHTMLString("<style>html,body{margin:0;background:transparent} div{height:200px}</style>"
                + "<div id=a style='background:rgba(0,0,255,0.5)'></div><div style='background:#00ff00'></div>", baseURL: nil)
        }
    }

    @Test func aTransparentPageShowsWhatIsBehindIt() throws {
        let screen = Overlay()
        let app = try SimulatorApp(rootViewController: screen, device: .iPhone15)
        func color(atPoint y: Int) throws -> (Int, Int, Int) {
            let p = try app.screenshot().pixel(x: 600, y: y * 3)
            return (Int(p.r), Int(p.g), Int(p.b))
        }
        func near(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Bool { abs(a.0 - b.0) <= 3 && abs(a.1 - b.1) <= 3 && abs(a.2 - b.2) <= 3 }
        #expect(near(try color(atPoint: 150), (128, 0, 127)))
        #expect(near(try color(atPoint: 300), (0, 255, 0)))
        #expect(near(try color(atPoint: 600), (255, 0, 0)))
        // A second picture of the page, drawn into memory that held the first, is the page's alone.
        app.run { screen.web.evaluateJavaScript("document.getElementById('a').style.background = 'rgba(0,255,0,0.25)'") }
        try app.advance(frames: 1)
        let mixed = try color(atPoint: 150)
        #expect(near(mixed, (191, 64, 0)), "\(mixed)")
        #expect(near(try color(atPoint: 600), (255, 0, 0)))
    }

    /// A long page of numbered rows, each 100 points tall, the first a link and a field.
    final class LongPage: UIViewController, WKNavigationDelegate {
        let web = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        var finished: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            web.frame = view.bounds
            web.navigationDelegate = self
            view.addSubview(web)
            let rows = (1...40).map { "<div class=row>Row \($0)</div>" }.joined()
            web.loadHTMLString("""
                <style>body{margin:0;font-family:-apple-system} .row{height:100px;font-size:30px}
                a{display:block;height:100px;font-size:30px} input{display:block;height:60px;width:100%;font-size:24px}</style>
                <a href="#second" onclick="document.title='tapped'">Go</a><input id=field>\(rows)
                """, baseURL: nil)
        }
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished.append(webView.title ?? "") }
    }

    @Test func theMouseWheelAndADragScrollThePage() throws {
        let page = LongPage()
        let app = try SimulatorApp(rootViewController: page, device: .iPhone15)
        try app.advance(frames: 2)
        let top = app.run { page.web.scrollView.contentOffset.y }
        try app.scroll(at: CGPoint(x: 200, y: 500), by: CGVector(dx: 0, dy: 300))
        try app.advance(frames: 30)
        let wheeled = app.run { page.web.scrollView.contentOffset.y }
        #expect(wheeled > top + 100)
        try app.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.3)
        try app.advance(frames: 180)
        let dragged = app.run { page.web.scrollView.contentOffset.y }
        #expect(dragged > wheeled + 300)
        let scrollY = try evaluate("window.scrollY", in: page.web, of: app) as? NSNumber
        #expect(scrollY?.doubleValue == Double(app.run { page.web.scrollView.contentOffset.y }.rounded()))
        // The screen shows the rows WebKit painted at that scroll position.
        let shot = try app.screenshot()
        #expect(Set(shot.pixels.prefix(4 * shot.width * 400)).count > 2)
    }

    /// WebKit repaints only what a scroll uncovered; the page scrolled there in one jump or in
    /// ten steps shows the same rows, byte for byte, below the status bar. (WebKit's frames
    /// carry a one-pixel mark in the view's top-left corner whose shade depends on the scroll
    /// history; the status bar covers it.)
    @Test func aPageScrolledInStepsIsThePageScrolledThereAtOnce() throws {
        func screen(steps: Int) throws -> RGBAImage {
            let page = LongPage()
            let app = try SimulatorApp(rootViewController: page, device: .iPhone15)
            try app.advance(frames: 2)
            for step in 1...steps {
                app.run { page.web.scrollView.contentOffset.y = CGFloat(1000 * step / steps) }
                try app.advance(frames: 1)
            }
            try app.waitUntilIdle()
            let scrollY = try evaluate("window.scrollY", in: page.web, of: app) as? NSNumber
            #expect(scrollY == 1000)
            return try app.screenshot()
        }
        let jumped = try screen(steps: 1), stepped = try screen(steps: 10)
        let belowStatusBar = 4 * jumped.width * 3 * 60
        let same = jumped.pixels[belowStatusBar...] == stepped.pixels[belowStatusBar...]
        #expect(same)
        // Rows of the page, not a blank picture.
        #expect(Set(jumped.pixels[belowStatusBar...].prefix(4 * jumped.width * 600)).count > 2)
    }

    @Test func aTapClicksAndTypingFillsTheField() throws {
        let page = LongPage()
        let app = try SimulatorApp(rootViewController: page, device: .iPhone15)
        try app.advance(frames: 2)
        let topInset = app.run { page.web.scrollView.adjustedContentInset.top }
        try app.tap(at: CGPoint(x: 100, y: topInset + 50))
        try app.advance(frames: 2)
        #expect(app.run { page.web.title } == "tapped")
        try app.tap(at: CGPoint(x: 100, y: topInset + 130))
        try app.advance(frames: 2)
        try app.type("hello")
        try app.advance(frames: 2)
        let value = try evaluate("document.getElementById('field').value", in: page.web, of: app) as? String
        #expect(value == "hello")
    }

    /// A script's value in the app's web view: asked in the app, answered on its next frame.
    func evaluate(_ script: String, in web: WKWebView, of app: SimulatorApp) throws -> Any? {
        nonisolated(unsafe) var answer: Any?
        app.run { web.evaluateJavaScript(script) { value, _ in answer = value } }
        try app.advance(frames: 1)
        return answer
    }
}
