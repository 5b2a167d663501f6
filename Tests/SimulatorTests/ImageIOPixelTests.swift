import Foundation
import ImageIO
import SimulatorKit
import Testing
import UIModel

/// ImageIO with the simulator's decoder and encoder: animation frames composed as they show,
/// and images written as PNG and JPEG.
@Suite(.serialized) struct ImageIOPixelTests {
    static let gif = Data(base64Encoded: "R0lGODlhCAAIAIEAAP8AAAAAAAAAAAAAACH/C05FVFNDQVBFMi4wAwEDAAAh+QQEBQAAACwAAAAACAAIAAAIDwABCBxIsKDBgwgTKkwYEAAh+QQEAgAAACwAAAAABAAEAIEA/wD/AAAAAAAAAAAICQABCBxIsCCAgAAh+QQEAAAAACwAAAAACAAIAIEAAP8AAAAAAAAAAAAIDwABCBxIsKDBgwgTKkwYEAA7")!
    static let apng = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAACGFjVEwAAAACAAAAAPONk3AAAAAaZmNUTAAAAAAAAAAIAAAACAAAAAAAAAAAAGQD6AAAG0/pfwAAABZJREFUeJxj/M/A8J8BD2DCJzl8FAAAElsCDh9KSV0AAAAaZmNUTAAAAAEAAAAEAAAABAAAAAQAAAAEAPoD6AAAD6B0yAAAABlmZEFUAAAAAnicY2Rg+P+fAQkwMaABwgIAgdMCBkyjO38AAAAASUVORK5CYII=")!

    /// Frame `index` of `data`, written through a PNG destination and read back.
    func pixels(_ data: Data, frame index: Int) throws -> RGBAImage {
        let source = try #require(CGImageSourceCreateWithData(data, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(source, index, nil))
        let out = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(out, "public.png", 1, nil))
        CGImageDestinationAddImage(destination, image, nil)
        #expect(CGImageDestinationFinalize(destination))
        return try RGBAImage(pngData: out as Data)
    }

    @Test func aGIFsFramesAreWholeAsTheyShow() throws {
        _ = try TestSupport.session()
        let second = try pixels(Self.gif, frame: 1)
        #expect(second.width == 8 && second.height == 8)
        #expect(second.pixel(x: 1, y: 1) == (0, 255, 0, 255), "the patch")
        #expect(second.pixel(x: 6, y: 6) == (255, 0, 0, 255), "the first frame under it")
        #expect(try pixels(Self.gif, frame: 2).pixel(x: 6, y: 6) == (0, 0, 255, 255))
    }

    @Test func anAPNGsFramesAreComposedByTheirBlendAndDispose() throws {
        _ = try TestSupport.session()
        #expect(try pixels(Self.apng, frame: 0).pixel(x: 6, y: 6) == (255, 0, 0, 255))
        let second = try pixels(Self.apng, frame: 1)
        #expect(second.pixel(x: 6, y: 6) == (0, 0, 255, 255), "the frame's patch")
        #expect(second.pixel(x: 1, y: 1) == (255, 0, 0, 255), "the first frame, not disposed")
    }

    @Test func aJPEGIsWrittenAtTheQualityAsked() throws {
        _ = try TestSupport.session()
        let source = try #require(CGImageSourceCreateWithData(Self.gif, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("imageio-\(UUID().uuidString).jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        let destination = try #require(CGImageDestinationCreateWithURL(url as CFURL, "public.jpeg" as CFString, 1, nil))
        CGImageDestinationAddImage(destination, image, [kCGImageDestinationLossyCompressionQuality: 0.8] as CFDictionary)
        #expect(CGImageDestinationFinalize(destination))
        #expect(!CGImageDestinationFinalize(destination), "once only")
        let written = try Data(contentsOf: url)
        #expect(written.starts(with: [0xFF, 0xD8]))
        let back = try #require(CGImageSourceCreateWithURL(url as CFURL, nil))
        #expect(CGImageSourceGetType(back) == "public.jpeg" && CGImageSourceCreateImageAtIndex(back, 0, nil)?.width == 8)
    }
}
