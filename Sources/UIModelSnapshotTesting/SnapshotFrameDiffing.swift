import Foundation
import SimulatorKit
import SnapshotTesting

extension Snapshotting where Value == RGBAImage, Format == SnapshotFrame {
    /// Rendered frames stored as PNG and compared by pixels.
    ///
    /// - tolerance: how far a channel may differ (blended pixels can differ by 1 between CPU
    ///   architectures' SIMD blitters).
    /// - maxDifferingFraction: the share of pixels allowed beyond the tolerance.
    public static func frame(tolerance: UInt8 = 1, maxDifferingFraction: Double = 0) -> Snapshotting {
        Snapshotting<SnapshotFrame, SnapshotFrame>(
            pathExtension: "png", diffing: .frame(tolerance: tolerance, maxDifferingFraction: maxDifferingFraction)
        ).pullback(SnapshotFrame.init)
    }

    /// swift-snapshot-testing's spelling: `precision` is the share of pixels that must match,
    /// `perceptualPrecision` how close a pixel must be to match (1: exactly; 0.98: each channel
    /// within 2% of 255).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<SnapshotFrame, SnapshotFrame>(
            pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ).pullback(SnapshotFrame.init)
    }
}

extension Diffing where Value == SnapshotFrame {
    /// See `Snapshotting.image(precision:perceptualPrecision:)`.
    public static func image(precision: Float, perceptualPrecision: Float) -> Diffing {
        let p = Double(min(max(precision, 0), 1)), pp = Double(min(max(perceptualPrecision, 0), 1))
        return .frame(tolerance: UInt8(((1 - pp) * 255).rounded()), maxDifferingFraction: 1 - p)
    }

    /// Frames as PNG. A passing comparison never encodes the frame, and when the reference
    /// stores its digest and the frame has the same one, never decodes the reference either.
    /// A failure names the diff image it wrote (differing pixels red over a faded reference);
    /// swift-snapshot-testing writes the actual frame beside it and names that.
    public static func frame(tolerance: UInt8, maxDifferingFraction: Double) -> Diffing {
        .diff(
            toData: { frame in (try? frame.pngData()) ?? Data() },
            fromData: { data in (try? SnapshotFrame(pngData: data)) ?? .empty },
            diffV2: { referenceFrame, actualFrame in
                guard referenceFrame.width == actualFrame.width, referenceFrame.height == actualFrame.height else {
                    return ("size differs: reference \(referenceFrame.width)×\(referenceFrame.height), "
                            + "actual \(actualFrame.width)×\(actualFrame.height)"
                            + (actualFrame.width == 0 ? " (the frame could not be rendered: see standard error)" : ""), [])
                }
                if referenceFrame.isIdentical(to: actualFrame) { return nil }
                let comparison: FrameComparison
                do {
                    comparison = try FrameComparison(reference: referenceFrame.image(), actual: actualFrame.image(),
                                                     tolerance: tolerance)
                } catch {
                    return ("the reference cannot be decoded: \(error)", [])
                }
                let allowed = Int(Double(referenceFrame.width * referenceFrame.height) * maxDifferingFraction)
                guard comparison.differing > allowed else { return nil }
                let diffPNG = (try? comparison.diffImage.pngData()) ?? Data()
                let path = FrameComparison.writeDiff(diffPNG)
                return ("\(comparison.differing) pixels differ by more than \(tolerance) (max difference \(comparison.maxDifference)); "
                        + "diff image: \(path)", [.data(diffPNG, name: "diff.png")])
            })
    }
}

/// A per-pixel comparison of two frames, with an image that shows where they differ.
struct FrameComparison {
    let differing: Int
    let maxDifference: Int
    /// Differing pixels in red over a faded copy of the reference.
    let diffImage: RGBAImage

    /// Throws when the two frames differ in size.
    init(reference: RGBAImage, actual: RGBAImage, tolerance: UInt8) throws {
        guard reference.width == actual.width, reference.height == actual.height else {
            throw SimulatorError.io("the frames differ in size")
        }
        var out = [UInt8](repeating: 0, count: reference.pixels.count)
        var count = 0, maxDiff = 0
        let a = reference.pixels, b = actual.pixels
        var i = 0
        while i < a.count {
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(a[i + c]) - Int(b[i + c]))) }
            maxDiff = max(maxDiff, worst)
            if worst > Int(tolerance) {
                count += 1
                out[i] = 255; out[i + 1] = 0; out[i + 2] = 0; out[i + 3] = 255
            } else {
                for c in 0..<3 { out[i + c] = UInt8(128 + Int(a[i + c]) / 2) }
                out[i + 3] = 255
            }
            i += 4
        }
        differing = count
        maxDifference = maxDiff
        diffImage = RGBAImage(width: reference.width, height: reference.height, pixels: out)
    }

    /// Writes the diff where swift-snapshot-testing keeps failed snapshots (SNAPSHOT_ARTIFACTS,
    /// else the temporary folder), under diffs/.
    static func writeDiff(_ png: Data) -> String {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let dir = URL(fileURLWithPath: root).appendingPathComponent("diffs")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("diff-\(ProcessInfo.processInfo.processIdentifier)-\(counter.next()).png")
        try? png.write(to: url)
        return url.path
    }

    private final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        func next() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
    }
    private static let counter = Counter()
}
