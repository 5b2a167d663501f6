import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
@testable import UIModelSnapshotTesting

/// Frames are identified by XXH64 of their RGBA bytes, stored in the PNG files they are written
/// to, so a passing snapshot test decodes nothing.
@Suite(.serialized) struct FrameDigestTests {
    /// Values from `xxhsum -H64` (xxHash 0.8.1).
    @Test func xxh64MatchesTheReferenceImplementation() {
        #expect(XXH64.hash([]) == 0xEF46_DB37_51D8_E999)
        #expect(XXH64.hash(Array("abc".utf8)) == 0x44BC_2CF5_AD77_0999)
        // Stripes of 32 bytes, then 8-, 4- and 1-byte tails.
        let bytes = (0..<3).flatMap { _ in (0...255).map(UInt8.init) } + Array("xyz".utf8)
        #expect(XXH64.hash(bytes) == 0xE921_A1B4_5BD7_79F8)
        #expect(XXH64.hash((0..<100).map { UInt8(($0 * 7) & 255) }) == 0x8E22_72C0_8247_D5DB)
    }

    /// A small frame with every channel in use.
    private func gradient(width: Int = 7, height: Int = 5) -> RGBAImage {
        var pixels: [UInt8] = []
        for i in 0..<(width * height) {
            pixels += [UInt8(i * 3 % 256), UInt8(i * 11 % 256), UInt8(i * 29 % 256), UInt8(255 - i)]
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test func aWrittenPNGStoresItsFramesDigestAndStillDecodes() throws {
        let image = gradient()
        let png = try image.pngData()
        let info = try #require(PNGFrameDigest.info(of: png))
        #expect(info.width == 7 && info.height == 5 && info.digest == image.digest)
        let decoded = try RGBAImage(pngData: png)
        #expect(decoded == image)
        #expect(decoded.digest == image.digest)
    }

    /// Frames are written unfiltered and deflated by libdeflate: any PNG reader (here libpng,
    /// through SDL_image) reads back the same pixels, transparency included.
    @Test func aWrittenFrameReadsBackPixelForPixel() throws {
        var pixels: [UInt8] = []
        for y in 0..<37 {
            for x in 0..<53 { pixels += [UInt8(x * 4 & 255), UInt8(y * 6 & 255), UInt8((x ^ y) & 255), UInt8((x * y) & 255)] }
        }
        let image = RGBAImage(width: 53, height: 37, pixels: pixels)
        let png = try image.pngData()
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(try RGBAImage(pngData: png) == image)
        // A flat frame (the usual background) deflates to almost nothing.
        let flat = RGBAImage(width: 1179, height: 2556, pixels: [UInt8](repeating: 242, count: 1179 * 2556 * 4))
        #expect(try flat.pngData().count < 20_000)
        #expect(throws: SimulatorError.self) { try RGBAImage(width: 0, height: 0, pixels: []).pngData() }
    }

    @Test func aPNGWithoutAValidChunkHasNoDigest() throws {
        let png = try gradient().pngData()
        // The chunk's data starts after the header and the chunk's length and type.
        let dataStart = 8 + 25 + 8
        var corrupted = png
        corrupted[dataStart + 3] ^= 0xFF  // the CRC no longer matches
        #expect(PNGFrameDigest.info(of: corrupted)?.digest == nil)
        #expect(PNGFrameDigest.info(of: corrupted)?.width == 7)
        #expect(PNGFrameDigest.info(of: Data("not a png".utf8)) == nil)
    }

    @Test func aReferenceWithItsDigestPassesItsFrameAndCountsDifferingPixels() throws {
        let image = gradient()
        let reference = try SnapshotFrame(pngData: image.pngData())
        let report = SnapshotReport.temporary()
        defer { report.remove() }
        let diffing = Diffing<SnapshotFrame>.frame(tolerance: 0, maxDifferingFraction: 0, report: report)
        #expect(diffing.diffV2(reference, SnapshotFrame(image)) == nil)
        var changed = image
        changed.pixels[10] &+= 40
        let (message, _) = try #require(diffing.diffV2(reference, SnapshotFrame(changed)))
        #expect(message.hasPrefix("1 pixels differ by more than 0 (max difference 40)"))
        // Within the tolerance the decoded pixels decide.
        changed.pixels[10] = image.pixels[10] &+ 1
        #expect(Diffing<SnapshotFrame>.frame(tolerance: 1, maxDifferingFraction: 0).diffV2(reference, SnapshotFrame(changed)) == nil)
    }

    @Test func aReferenceWithoutADigestIsComparedByPixels() throws {
        let image = gradient()
        var png = try image.pngData()
        png.removeSubrange((8 + 25)..<(8 + 25 + 21))  // the digest chunk: 12 bytes of framing, 9 of data
        #expect(PNGFrameDigest.info(of: png)?.digest == nil)
        let reference = try SnapshotFrame(pngData: png)
        let report = SnapshotReport.temporary()
        defer { report.remove() }
        let diffing = Diffing<SnapshotFrame>.frame(tolerance: 0, maxDifferingFraction: 0, report: report)
        #expect(diffing.diffV2(reference, SnapshotFrame(image)) == nil)
        var changed = image
        changed.pixels[0] &+= 1
        #expect(diffing.diffV2(reference, SnapshotFrame(changed)) != nil)
    }

    @Test func aReferenceOfAnotherSizeFailsNamingBothSizes() throws {
        let reference = try SnapshotFrame(pngData: gradient(width: 7, height: 5).pngData())
        let report = SnapshotReport.temporary()
        defer { report.remove() }
        let (message, _) = try #require(Diffing<SnapshotFrame>.frame(tolerance: 1, maxDifferingFraction: 0, report: report)
            .diffV2(reference, SnapshotFrame(gradient(width: 5, height: 7))))
        #expect(message == "size differs: reference 7×5, actual 5×7; report: \(report.pageURL.path)")
    }
}
