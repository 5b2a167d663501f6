import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
@testable import UIModelSnapshotTesting

/// `perceptualPrecision` as upstream means it: a pixel matches when its colour is within
/// (1 − perceptualPrecision) × 100 of the reference's in CIE ΔE 1994.
@Suite struct PerceptualPrecisionTests {
    func image(_ pixel: [UInt8], count: Int = 4) -> RGBAImage {
        RGBAImage(width: count, height: 1, pixels: Array((0..<count).map { _ in pixel }.joined()))
    }

    @Test func deltaEIsCIE1994OverWhite() {
        let white = PerceptualColor.lab(255, 255, 255, 255)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01, "D65 white")
        #expect(PerceptualColor.deltaE94(white, PerceptualColor.lab(0, 0, 0, 0)) < 0.01, "transparent is white")
        let nearWhite = PerceptualColor.deltaE94(white, PerceptualColor.lab(251, 251, 251, 255))
        #expect(nearWhite > 1 && nearWhite < 2, "just under noticeable: \(nearWhite)")
        let black = PerceptualColor.deltaE94(white, PerceptualColor.lab(0, 0, 0, 255))
        #expect(abs(black - 100) < 0.01)
        #expect(PerceptualColor.deltaE94(PerceptualColor.lab(255, 0, 0, 255), PerceptualColor.lab(0, 0, 255, 255)) > 50)
    }

    @Test func aPixelWithinTheThresholdMatchesAndOneBeyondFailsSayingByHowMuch() throws {
        let diffing = Diffing<SnapshotFrame>.image(precision: 1, perceptualPrecision: 0.98)
        let reference = SnapshotFrame(image([255, 255, 255, 255]))
        #expect(diffing.diffV2(reference, SnapshotFrame(image([251, 251, 251, 255]))) == nil, "ΔE under 2")
        var changed = image([255, 255, 255, 255])
        changed.pixels[4...7] = [230, 230, 230, 255]
        let message = try #require(diffing.diffV2(reference, SnapshotFrame(changed))?.0)
        #expect(message.hasPrefix("1 pixels differ by more than ΔE 2.00 (largest ΔE "), "\(message)")
        let lenient = Diffing<SnapshotFrame>.image(precision: 0.75, perceptualPrecision: 0.98)
        #expect(lenient.diffV2(reference, SnapshotFrame(changed)) == nil, "one pixel in four may differ")
        let exact = Diffing<SnapshotFrame>.image(precision: 1, perceptualPrecision: 1)
        #expect(exact.diffV2(reference, SnapshotFrame(image([254, 255, 255, 255]))) != nil, "1 means the same bytes")
    }
}
