import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
@testable import UIModelSnapshotTesting

/// The HTML page a failing snapshot run writes.
@Suite struct SnapshotReportTests {
    let black = RGBAImage(width: 2, height: 1, pixels: [0, 0, 0, 255, 0, 0, 0, 255])

    @Test func aFailureWritesReferenceActualAndDiffToThePage() throws {
        var red = black
        red.pixels[0] = 200
        let report = SnapshotReport.temporary()
        defer { report.remove() }
        let diffing = Diffing<SnapshotFrame>.frame(tolerance: 1, maxDifferingFraction: 0, report: report)
        #expect(diffing.diffV2(SnapshotFrame(black), SnapshotFrame(black)) == nil)
        #expect(report.count == 0 && report.summary == nil)

        let (message, _) = try #require(diffing.diffV2(SnapshotFrame(black), SnapshotFrame(red)))
        #expect(message.hasPrefix("1 pixels differ by more than 1 (max difference 200)"))
        #expect(message.hasSuffix("; report: \(report.pageURL.path)"))
        let diffPath = try #require(message.components(separatedBy: "diff image: ").last?.components(separatedBy: ";").first)
        let diff = try RGBAImage(pngData: Data(contentsOf: URL(fileURLWithPath: diffPath)))
        #expect(diff.pixel(x: 0, y: 0) == (r: 255, g: 0, b: 0, a: 255))
        #expect(diff.pixel(x: 1, y: 0) == (r: 128, g: 128, b: 128, a: 255))

        let page = try String(contentsOf: report.pageURL, encoding: .utf8)
        // Named after the Swift Testing test that failed.
        #expect(page.contains("SnapshotReportTests.swift › aFailureWritesReferenceActualAndDiffToThePage()"))
        #expect(page.contains("1 pixels differ by more than 1"))
        for name in ["1-reference.png", "1-actual.png", "1-diff.png"] {
            #expect(page.contains("src=\"\(name)\""))
        }
        let actual = try RGBAImage(pngData: Data(contentsOf: report.directory.appendingPathComponent("1-actual.png")))
        #expect(actual == red)
        let reference = try RGBAImage(pngData: Data(contentsOf: report.directory.appendingPathComponent("1-reference.png")))
        #expect(reference == black)
        // The slider: the actual frame over the reference, clipped by a range input.
        #expect(page.contains("class=\"wipe\"") && page.contains("type=\"range\""))
        #expect(report.summary == "Snapshot report (1 failing snapshot): \(report.pageURL.path)")

        // The share of differing pixels and the largest ΔE, on the page and in report.json.
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: report.jsonURL)) as? [String: Any]
        let failure = try #require((json?["failures"] as? [[String: Any]])?.first)
        let share = try #require(failure["differingShare"] as? Double)
        #expect(share == 1 / Double(black.width * black.height))
        let deltaE = try #require(failure["largestDeltaE"] as? Double)
        #expect(deltaE > 30)  // black against dark red: far apart
        #expect(failure["test"] as? String == "SnapshotReportTests.swift › aFailureWritesReferenceActualAndDiffToThePage()")
        #expect(failure["diff"] as? String == "1-diff.png")
        #expect(page.contains("of the pixels differ; largest ΔE"))
    }

    @Test func aSecondFailureInTheSameTestIsNumberedAndTheSizeCaseHasNoDiff() throws {
        let report = SnapshotReport.temporary()
        defer { report.remove() }
        let diffing = Diffing<SnapshotFrame>.frame(tolerance: 0, maxDifferingFraction: 0, report: report)
        var red = black
        red.pixels[4] = 9
        _ = diffing.diffV2(SnapshotFrame(black), SnapshotFrame(red))
        let wide = RGBAImage(width: 3, height: 1, pixels: black.pixels + [0, 0, 0, 255])
        let (message, _) = try #require(diffing.diffV2(SnapshotFrame(black), SnapshotFrame(wide)))
        #expect(message.hasPrefix("size differs: reference 2×1, actual 3×1; report: "))
        let page = try String(contentsOf: report.pageURL, encoding: .utf8)
        #expect(page.contains("(failure 2)"))
        #expect(page.contains("2-actual.png") && !page.contains("2-diff.png"))
        #expect(report.summary?.hasPrefix("Snapshot report (2 failing snapshots): ") == true)
    }

    @Test func theDiffShowsTransparentPartsOfTheReferenceAsWhite() throws {
        let reference = RGBAImage(width: 2, height: 1, pixels: [0, 0, 0, 0, 0, 0, 0, 255])
        var actual = reference
        actual.pixels[4] = 255
        let diff = FrameComparison(reference: reference, actual: actual, tolerance: 0).diffImage
        #expect(diff.pixel(x: 0, y: 0) == (r: 255, g: 255, b: 255, a: 255))
        #expect(diff.pixel(x: 1, y: 0) == (r: 255, g: 0, b: 0, a: 255))
    }

    @Test func thePageEscapesWhatItQuotes() throws {
        let report = SnapshotReport.temporary()
        defer { report.remove() }
        try report.add(message: "<b>&", reference: black, actual: black, diff: nil, test: "a \"quoted\" <test>")
        let page = try String(contentsOf: report.pageURL, encoding: .utf8)
        #expect(page.contains("&lt;b&gt;&amp;") && page.contains("a &quot;quoted&quot; &lt;test&gt;"))
        #expect(!page.contains("<b>&"))
    }

    @Test func theSwiftTestingSpellingsStillPassWithinTheirPrecision() throws {
        var red = black
        red.pixels[0] = 60  // about ΔE 30 from black: within perceptualPrecision 0.2's ΔE 80
        let a = SnapshotFrame(black), b = SnapshotFrame(red)
        #expect(Diffing<SnapshotFrame>.image(precision: 0.5, perceptualPrecision: 1).diffV2(a, b) == nil)
        #expect(Diffing<SnapshotFrame>.image(precision: 1, perceptualPrecision: 0.2).diffV2(a, b) == nil)
    }
}

extension SnapshotReport {
    /// A report of its own in the temporary folder (the process's report stays empty in a passing run).
    static func temporary() -> SnapshotReport {
        SnapshotReport(directory: FileManager.default.temporaryDirectory
            .appendingPathComponent("report-test-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"))
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}
