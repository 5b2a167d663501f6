import Benchmark
import Foundation
import SimulatorKit
import UIModel
import WebKit

/// Web views on WebKit: a 50 KB local article laid out and painted for its first snapshot
/// (goal: at most 300 ms: the load, WebKit's layout and painting, and the frame), and a frame
/// of scrolling it by 40 points (goal: at most 16 ms: the page scrolled and painted by WebKit,
/// and the frame drawn), on an iPhone 15 @3x.
func webKitBenchmarks() {
    Benchmark("webkit/first snapshot of a 50 KB local article @3x",
              configuration: .init(metrics: [.wallClock, .cpuTotal], warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 20),
              closure: { @Sendable benchmark in try onMainActor(benchmark) { benchmark in
        for _ in benchmark.scaledIterations {
            let app = try SimulatorApp(rootViewController: ArticleScreen(), device: .iPhone15)
            blackHole(try app.screenshot())
        }
    } })

    let scene = Slot<(SimulatorApp, ArticleScreen)>()
    Benchmark("webkit/scrolling frame of a 50 KB article @3x", closure: { @Sendable benchmark in try onMainActor(benchmark) { benchmark in
        let (app, screen) = scene.value!
        for _ in benchmark.scaledIterations {
            app.run {
                let scroll = screen.web.scrollView
                scroll.contentOffset.y = scroll.contentOffset.y > 8000 ? 0 : scroll.contentOffset.y + 40
            }
            try app.advance(frames: 1)
            blackHole(try app.screenshot())
        }
    } }, setup: { try await MainActor.run {
        let screen = ArticleScreen()
        let app = try SimulatorApp(rootViewController: screen, device: .iPhone15)
        _ = try app.screenshot()
        scene.value = (app, screen)
    } }, teardown: { await MainActor.run { scene.value = nil } })
}

/// A screen of a local article in a web view: 50 KB of headings and paragraphs.
final class ArticleScreen: UIViewController {
    let web = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())

    override func viewDidLoad() {
        super.viewDidLoad()
        web.frame = view.bounds
        web.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(web)
        web.loadHTMLString(Self.article, baseURL: nil)
    }

    /// About 50 KB of HTML: 60 sections of a heading and a paragraph of 100 words.
    static let article: String = {
        let words = ["garden", "water", "plant", "leaf", "light", "soil", "root", "season", "grow", "seed", "shade", "morning"]
        var sections = ""
        var n = 7
        for i in 1...60 {
            var paragraph: [String] = []
            for _ in 0..<100 {
                n = (n * 1103515245 + 12345) & 0x7fffffff
                paragraph.append(words[n % words.count])
            }
            sections += "<h2>Section \(i)</h2><p>\(paragraph.joined(separator: " ")).</p>\n"
        }
        return "<!doctype html><html><head><meta name=viewport content='width=device-width'><style>"
            + "body{font-family:-apple-system;margin:16px;line-height:1.4}</style></head><body><h1>Article</h1>\(sections)</body></html>"
    }()
}
