import Foundation
import Testing
@testable import UIModel

/// Bundle images' sizes come from their files' headers, without decoding.
struct ImageFileHeaderTests {
    @Test func pngGifAndJpegHeadersGiveTheirPixelSize() {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0x04, 0x9B, 0, 0, 0x09, 0xFC, 8, 6, 0, 0, 0]  // 1179 × 2556, 8-bit RGBA
        #expect(ImageFileHeader.pixelSize(of: png) == CGSize(width: 1179, height: 2556))

        let gif: [UInt8] = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00]  // 320 × 240
        #expect(ImageFileHeader.pixelSize(of: gif) == CGSize(width: 320, height: 240))

        // SOI, an APP0 (JFIF) segment, a fill byte, then a progressive frame (SOF2): 8-bit,
        // height 480, width 640.
        var jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        jpeg += [0xFF, 0xFF, 0xC2, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03] + [UInt8](repeating: 0, count: 9)
        #expect(ImageFileHeader.pixelSize(of: jpeg) == CGSize(width: 640, height: 480))
        // A Huffman table (DHT, 0xC4) is not a frame.
        let dhtFirst: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC4, 0x00, 0x04, 0x00, 0x00] + jpeg.dropFirst(2)
        #expect(ImageFileHeader.pixelSize(of: dhtFirst) == CGSize(width: 640, height: 480))
    }

    @Test func truncatedOrUnknownFilesHaveNoSize() {
        #expect(ImageFileHeader.pixelSize(of: []) == nil)
        #expect(ImageFileHeader.pixelSize(of: Array("not an image at all, just some text".utf8)) == nil)
        #expect(ImageFileHeader.pixelSize(of: [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A]) == nil)
        #expect(ImageFileHeader.pixelSize(of: [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02, 0, 0, 0, 0, 0, 0]) == nil)  // a scan before any frame
        let zeroWidth: [UInt8] = Array("GIF87a".utf8) + [0, 0, 10, 0]
        #expect(ImageFileHeader.pixelSize(of: zeroWidth) == nil)
    }
}
