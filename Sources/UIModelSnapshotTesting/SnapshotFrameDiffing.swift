import Foundation
import SimulatorCore
import SnapshotTesting

nonisolated extension Snapshotting where Value == RGBAImage, Format == SnapshotFrame {
    /// Rendered frames stored as PNG and compared by pixels.
    ///
    /// - tolerance: how far a channel may differ (blended pixels can differ by 1 between CPU
    ///   architectures' SIMD blitters).
    /// - maxDifferingFraction: the share of pixels allowed beyond the tolerance.
    public static func frame(tolerance: UInt8 = 1, maxDifferingFraction: Double = 0) -> Snapshotting {
        Snapshotting<SnapshotFrame, SnapshotFrame>(
            pathExtension: SnapshotReferences.pathExtension("png"), diffing: .frame(tolerance: tolerance, maxDifferingFraction: maxDifferingFraction)
        ).pullback(SnapshotFrame.init)
    }

    /// A frame compared exactly, as swift-snapshot-testing's `.image` for `UIImage`: what
    /// `assertSnapshot(of: replay.screenshots["end"]!, as: .image)` uses.
    public static var image: Snapshotting { .image() }

    /// swift-snapshot-testing's spelling: `precision` is the share of pixels that must match,
    /// `perceptualPrecision` how close a pixel must be to match (1: exactly; 0.98: within CIE ΔE
    /// 2, what the eye tells apart).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<SnapshotFrame, SnapshotFrame>(
            pathExtension: SnapshotReferences.pathExtension("png"), diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ).pullback(SnapshotFrame.init)
    }
}

nonisolated extension Diffing where Value == SnapshotFrame {
    /// See `Snapshotting.image(precision:perceptualPrecision:)`. As upstream: `precision` is the
    /// share of pixels that must match; below 1, `perceptualPrecision` lets a pixel match when its
    /// colour differs by at most (1 − perceptualPrecision) × 100 in CIE ΔE (1994; about 2 is
    /// just noticeable, so 0.98 is "as the eye sees it").
    public static func image(precision: Float, perceptualPrecision: Float) -> Diffing {
        let p = Double(min(max(precision, 0), 1)), pp = Double(min(max(perceptualPrecision, 0), 1))
        guard pp < 1 else { return .frame(tolerance: 0, maxDifferingFraction: 1 - p) }
        return frame(tolerance: 0, maxDifferingFraction: 1 - p, maxDeltaE: (1 - pp) * 100, report: .current)
    }

    /// Frames as PNG. A passing comparison never encodes the frame, and when the reference
    /// stores its digest and the frame has the same one, never decodes the reference either.
    /// A failure adds reference, actual and diff (differing pixels red over a faded reference)
    /// to the run's HTML report (`SnapshotReport.current`) and names the diff image and the
    /// page; swift-snapshot-testing writes the actual frame to its artifacts too and names that.
    public static func frame(tolerance: UInt8, maxDifferingFraction: Double) -> Diffing {
        frame(tolerance: tolerance, maxDifferingFraction: maxDifferingFraction, report: .current)
    }

    static func frame(tolerance: UInt8, maxDifferingFraction: Double, maxDeltaE: Double? = nil, report: SnapshotReport) -> Diffing {
        .diff(
            toData: { frame in (try? frame.pngData()) ?? Data() },
            fromData: { data in
                do { return try SnapshotFrame(pngData: data) } catch {
                    return .missing(data.isEmpty ? "the reference is empty (recorded from a snapshot that could not be rendered): record it again"
                                                 : "the reference cannot be read: \(error)")
                }
            },
            diffV2: { referenceFrame, actualFrame in PhaseTimes.measure(.compare) {
                if let reason = actualFrame.missingReason { return ("the snapshot could not be rendered: \(reason)", []) }
                if let reason = referenceFrame.missingReason { return (reason, []) }
                if referenceFrame.isIdentical(to: actualFrame) { return nil }
                let reference: RGBAImage, actual: RGBAImage
                do {
                    (reference, actual) = (try referenceFrame.image(), try actualFrame.image())
                } catch {
                    return ("the reference cannot be decoded: \(error)", [])
                }
                guard reference.width == actual.width, reference.height == actual.height else {
                    let message = "size differs: reference \(reference.width)×\(reference.height), "
                        + "actual \(actual.width)×\(actual.height)"
                    return (message + reportLine(report, message, reference, actual, diff: nil, comparison: nil), [])
                }
                let comparison = FrameComparison(reference: reference, actual: actual, tolerance: tolerance, maxDeltaE: maxDeltaE)
                let allowed = Int(Double(reference.width * reference.height) * maxDifferingFraction)
                guard comparison.differing > allowed else { return nil }
                let fonts = fontDifference(reference: referenceFrame.fontFiles, actual: actualFrame.fontFiles)
                let pixels = maxDeltaE.map { limit in
                    "\(comparison.differing) pixels differ by more than ΔE \(String(format: "%.2f", limit)) "
                        + "(largest ΔE \(String(format: "%.2f", comparison.largestDeltaE)))"
                } ?? "\(comparison.differing) pixels differ by more than \(tolerance) (max difference \(comparison.maxDifference))"
                let message = fonts + pixels
                // No attachments: swift-snapshot-testing uses them only under Xcode.
                return (message + reportLine(report, message, reference, actual, diff: comparison.diffImage, comparison: comparison), [])
            } })
    }

    /// Adds the failure to the report; returns what names the diff image and the page (or why
    /// the report could not be written).
    private static func reportLine(_ report: SnapshotReport, _ message: String, _ reference: RGBAImage,
                                   _ actual: RGBAImage, diff: RGBAImage?, comparison: FrameComparison?) -> String {
        do {
            let measures = comparison.map {
                SnapshotReport.Measures(differingShare: Double($0.differing) / Double(max(reference.width * reference.height, 1)),
                                        largestDeltaE: $0.largestDeltaE)
            }
            let diffPath = try report.add(message: message, reference: reference, actual: actual, diff: diff, measures: measures)
            return (diffPath.map { "; diff image: \($0)" } ?? "") + "; report: \(report.pageURL.path)"
        } catch {
            return "; the report could not be written: \(error)"
        }
    }
}

/// A per-pixel comparison of two frames, with an image that shows where they differ.
nonisolated struct FrameComparison {
    let differing: Int
    let maxDifference: Int
    /// The largest CIE ΔE (1994) between two pixels: of those that differ, or, compared
    /// perceptually, of every pair of pixels that are not the same.
    let largestDeltaE: Double
    /// Differing pixels in red over a faded copy of the reference (on white).
    let diffImage: RGBAImage

    /// The two frames must have the same size. A pixel differs when a channel differs by more
    /// than `tolerance`, or, with `maxDeltaE`, when the two colours (each over white) are more
    /// than that far apart in CIE ΔE.
    init(reference: RGBAImage, actual: RGBAImage, tolerance: UInt8, maxDeltaE: Double? = nil) {
        precondition(reference.width == actual.width && reference.height == actual.height)
        var out = [UInt8](repeating: 0, count: reference.pixels.count)
        var count = 0, maxDiff = 0
        var largest = 0.0
        let a = reference.pixels, b = actual.pixels
        var i = 0
        while i < a.count {
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(a[i + c]) - Int(b[i + c]))) }
            maxDiff = max(maxDiff, worst)
            var differs = worst > Int(tolerance)
            // The colour difference decides a perceptual comparison; otherwise it is only
            // reported, so it is worked out for the pixels that differ (a failure's), not for
            // every pixel within the tolerance of a comparison that passes.
            if worst > 0, maxDeltaE != nil || differs {
                let e = PerceptualColor.deltaE94(PerceptualColor.lab(a[i], a[i + 1], a[i + 2], a[i + 3]),
                                                 PerceptualColor.lab(b[i], b[i + 1], b[i + 2], b[i + 3]))
                largest = max(largest, e)
                if let maxDeltaE { differs = e > maxDeltaE }
            }
            if differs {
                count += 1
                out[i] = 255; out[i + 1] = 0; out[i + 2] = 0; out[i + 3] = 255
            } else {
                // The reference over white (its transparent parts white), faded halfway to white.
                let alpha = Int(a[i + 3])
                for c in 0..<3 { out[i + c] = UInt8(128 + (Int(a[i + c]) * alpha + 255 * (255 - alpha)) / 255 / 2) }
                out[i + 3] = 255
            }
            i += 4
        }
        differing = count
        maxDifference = maxDiff
        largestDeltaE = largest
        diffImage = RGBAImage(width: reference.width, height: reference.height, pixels: out)
    }
}

nonisolated extension Diffing where Value == SnapshotFrame {
    /// What differs between the font files that drew the reference and this frame ("" when
    /// either does not say, or they agree): a font package missing here, or of another version,
    /// changes text without any code changing. Printed as a warning too.
    static func fontDifference(reference: [String], actual: [String]) -> String {
        guard !reference.isEmpty, !actual.isEmpty, reference != actual else { return "" }
        let missing = Set(reference).subtracting(actual).sorted(), extra = Set(actual).subtracting(reference).sorted()
        var parts: [String] = []
        if !missing.isEmpty { parts.append("the reference was drawn with \(missing.joined(separator: ", ")), not here") }
        if !extra.isEmpty { parts.append("this run drew with \(extra.joined(separator: ", "))") }
        let line = "fonts differ: " + parts.joined(separator: "; ")
        FileHandle.standardError.write(Data("UIModel warning: \(line)\n".utf8))
        return line + ". "
    }
}
