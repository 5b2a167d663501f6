import Foundation
import SimulatorCore
#if canImport(Testing)
import Testing
#endif

/// One HTML page for a test run's failing image snapshots: for each, the reference, the actual
/// frame and the diff side by side, a slider that wipes between reference and actual, and the
/// share of pixels that differ with the largest colour difference (CIE ΔE 1994). The same
/// figures are in `report.json` beside it, for CI. The page, the file and the images live in one
/// folder beside swift-snapshot-testing's artifacts (`$SNAPSHOT_ARTIFACTS/snapshot-report/`, else
/// the temporary folder's); both are rewritten after every failure, so they are complete
/// whenever the run stops.
nonisolated public final class SnapshotReport: @unchecked Sendable {
    /// The folder holding `index.html` and the images.
    public let directory: URL
    public var pageURL: URL { directory.appendingPathComponent("index.html") }
    /// `report.json`: each failure's test, message, images, differing share and largest ΔE.
    public var jsonURL: URL { directory.appendingPathComponent("report.json") }

    /// How far two frames of the same size differ.
    nonisolated struct Measures {
        /// The share of pixels that differ (0 to 1).
        let differingShare: Double
        /// The largest CIE ΔE 1994 between two differing pixels.
        let largestDeltaE: Double
    }

    nonisolated private struct Entry {
        /// The test that failed, and how many failures it had up to this one.
        let test: String, failureInTest: Int
        let message: String
        /// File names in `directory`; no diff when the frames differ in size.
        let reference: String, actual: String, diff: String?
        /// The reference's width in pixels.
        let width: Int
        /// Nil when the frames differ in size.
        let measures: Measures?

        var title: String { failureInTest == 1 ? test : "\(test) (failure \(failureInTest))" }
    }

    private var entries: [Entry] = []
    private let lock = NSLock()

    /// A report that writes into `directory`; the folder's earlier contents are replaced at the
    /// first failure.
    public init(directory: URL) {
        self.directory = directory
    }

    /// This test process's report, beside the snapshot artifacts. Its path is printed once when
    /// the process exits, if anything failed.
    public static let current: SnapshotReport = {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let report = SnapshotReport(directory: URL(fileURLWithPath: root).appendingPathComponent("snapshot-report"))
        atexit { SnapshotReport.current.printSummary() }
        return report
    }()

    /// How many failures the page shows.
    public var count: Int { lock.withLock { entries.count } }

    /// Adds a failure (`diff` nil when the frames differ in size) and rewrites the page; returns
    /// the diff image's path, if one was written.
    @discardableResult
    func add(message: String, reference: RGBAImage, actual: RGBAImage, diff: RGBAImage?, measures: Measures? = nil,
             test: String = SnapshotReport.currentTestName) throws -> String? {
        try lock.withLock {
            if entries.isEmpty {
                try? FileManager.default.removeItem(at: directory)
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            }
            let n = entries.count + 1
            func write(_ image: RGBAImage, _ kind: String) throws -> String {
                let name = "\(n)-\(kind).png"
                try image.pngData().write(to: directory.appendingPathComponent(name))
                return name
            }
            let entry = Entry(test: test, failureInTest: entries.count { $0.test == test } + 1, message: message,
                              reference: try write(reference, "reference"), actual: try write(actual, "actual"),
                              diff: try diff.map { try write($0, "diff") }, width: reference.width, measures: measures)
            entries.append(entry)
            try Data(html().utf8).write(to: pageURL)
            try json().write(to: jsonURL)
            return entry.diff.map { directory.appendingPathComponent($0).path }
        }
    }

    /// The test running now, as Swift Testing names it ("File.swift › name()"), or "snapshot"
    /// outside a Swift Testing test.
    static var currentTestName: String {
        #if canImport(Testing)
        if let test = Test.current { return "\(test.sourceLocation.fileName) › \(test.displayName ?? test.name)" }
        #endif
        return "snapshot"
    }

    /// The line printed at exit.
    var summary: String? {
        let n = count
        guard n > 0 else { return nil }
        return "Snapshot report (\(n) failing snapshot\(n == 1 ? "" : "s")): \(pageURL.path)"
    }

    private func printSummary() {
        guard let summary else { return }
        print(summary)
    }

    /// The page. The caller holds the lock.
    private func html() -> String {
        var body = ""
        for (i, e) in entries.enumerated() {
            // Images at a third of their pixels (an @3x frame at its size in points), at most 360 px wide.
            let shownWidth = min(360, max(60, e.width / 3))
            body += """
            <section id="f\(i + 1)">
            <h2>\(i + 1). \(escape(e.title))</h2>
            <p class="msg">\(escape(e.message))</p>
            \(e.measures.map { "<p>\(Self.percent($0.differingShare)) of the pixels differ; largest ΔE \(String(format: "%.2f", $0.largestDeltaE))</p>" } ?? "")
            <div class="row">
            <figure><figcaption>reference</figcaption><img src="\(e.reference)" width="\(shownWidth)"></figure>
            <figure><figcaption>actual</figcaption><img src="\(e.actual)" width="\(shownWidth)"></figure>
            \(e.diff.map { "<figure><figcaption>diff</figcaption><img src=\"\($0)\" width=\"\(shownWidth)\"></figure>" } ?? "")
            <figure><figcaption>reference ◂ slide ▸ actual</figcaption>
            <div class="wipe" style="width:\(shownWidth)px"><img src="\(e.reference)" width="\(shownWidth)"><img class="top" src="\(e.actual)" width="\(shownWidth)"></div>
            <input type="range" min="0" max="100" value="50" style="width:\(shownWidth)px" oninput="wipe(this)">
            </figure>
            </div>
            </section>

            """
        }
        return """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>Snapshot failures (\(entries.count))</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f4f4f6; }
        section { background: #fff; border-radius: 10px; padding: 12px 16px; margin-bottom: 20px; }
        h2 { font-size: 16px; margin: 4px 0; } .msg { color: #a00; font-family: monospace; }
        .row { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; } figcaption { color: #666; margin-bottom: 4px; }
        img { display: block; border: 1px solid #ccc; image-rendering: pixelated; background:
              repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .wipe { position: relative; } .wipe .top { position: absolute; left: 0; top: 0; clip-path: inset(0 0 0 50%); }
        </style>
        <script>
        function wipe(slider) {
          slider.previousElementSibling.querySelector('.top').style.clipPath = 'inset(0 0 0 ' + slider.value + '%)';
        }
        </script></head><body>
        <h1>\(entries.count) failing snapshot\(entries.count == 1 ? "" : "s")</h1>
        \(body)</body></html>

        """
    }

    /// The failures as JSON. The caller holds the lock.
    private func json() throws -> Data {
        let failures: [[String: Any]] = entries.map { e in
            var item: [String: Any] = ["test": e.test, "message": e.message, "reference": e.reference, "actual": e.actual]
            if let diff = e.diff { item["diff"] = diff }
            if let m = e.measures {
                item["differingShare"] = m.differingShare
                item["largestDeltaE"] = (m.largestDeltaE * 100).rounded() / 100
            }
            return item
        }
        return try JSONSerialization.data(withJSONObject: ["failures": failures], options: [.prettyPrinted, .sortedKeys])
    }

    /// A share as a percentage: to a tenth of a percent, or a thousandth below 1 %.
    private static func percent(_ share: Double) -> String {
        share >= 0.01 ? String(format: "%.1f %%", share * 100) : String(format: "%.3f %%", share * 100)
    }

    private func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
