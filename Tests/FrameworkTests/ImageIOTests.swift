import Foundation
import ImageIO
import Testing
import UIModel
import UIModelTesting

/// ImageIO without a decoder (no renderer in these tests): what the containers say. A GIF of
/// three frames and an APNG of two, made with Pillow.
@Suite(.freshRuntime) struct ImageIOTests {
    /// 8 × 8: red; a green 4 × 4 patch at the top left over it; blue. Delays 50, 20 and 0 ms;
    /// loops 3 times.
    static let gif = Data(base64Encoded: "R0lGODlhCAAIAIEAAP8AAAAAAAAAAAAAACH/C05FVFNDQVBFMi4wAwEDAAAh+QQEBQAAACwAAAAACAAIAAAIDwABCBxIsKDBgwgTKkwYEAAh+QQEAgAAACwAAAAABAAEAIEA/wD/AAAAAAAAAAAICQABCBxIsCCAgAAh+QQEAAAAACwAAAAACAAIAIEAAP8AAAAAAAAAAAAIDwABCBxIsKDBgwgTKkwYEAA7")!
    /// 8 × 8 with alpha: red (100 ms), then a blue 4 × 4 patch at (4, 4) over it (250 ms); loops forever.
    static let apng = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAACGFjVEwAAAACAAAAAPONk3AAAAAaZmNUTAAAAAAAAAAIAAAACAAAAAAAAAAAAGQD6AAAG0/pfwAAABZJREFUeJxj/M/A8J8BD2DCJzl8FAAAElsCDh9KSV0AAAAaZmNUTAAAAAEAAAAEAAAABAAAAAQAAAAEAPoD6AAAD6B0yAAAABlmZEFUAAAAAnicY2Rg+P+fAQkwMaABwgIAgdMCBkyjO38AAAAASUVORK5CYII=")!

    @Test func anAnimatedGIFsFramesDelaysAndLoops() throws {
        let source = try #require(CGImageSourceCreateWithData(Self.gif as CFData, nil))
        #expect(CGImageSourceGetType(source) == "com.compuserve.gif")
        #expect(CGImageSourceGetCount(source) == 3)
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        let file = try #require(CGImageSourceCopyProperties(source, nil))
        let loops = (file[kCGImagePropertyGIFDictionary as String] as? [String: Any])?[kCGImagePropertyGIFLoopCount as String] as? Int
        #expect(loops == 3)
        let delays = (0..<3).map { i -> (Double?, Double?) in
            let gif = CGImageSourceCopyPropertiesAtIndex(source, i, nil)?[kCGImagePropertyGIFDictionary as String] as? [String: Any]
            return ((gif?[kCGImagePropertyGIFDelayTime as String] as? NSNumber)?.doubleValue,
                    (gif?[kCGImagePropertyGIFUnclampedDelayTime as String] as? NSNumber)?.doubleValue)
        }
        #expect(delays.map(\.1) == [0.05, 0.02, 0], "as the file says")
        #expect(delays.map(\.0) == [0.05, 0.02, 0.1], "a delay under 11 ms is read as 100 ms")
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 1, nil) as? [String: Any])
        #expect(properties[kCGImagePropertyPixelWidth as String] as? Int == 8 && properties[kCGImagePropertyPixelHeight as String] as? Int == 8)
        let frame = try #require(CGImageSourceCreateImageAtIndex(source, 2, nil))
        #expect(frame.width == 8 && frame.height == 8)
        #expect(CGImageSourceCreateImageAtIndex(source, 3, nil) == nil)
        #expect(CGImageSourceCopyPropertiesAtIndex(source, 3, nil) == nil)
    }

    @Test func anAPNGsFramesAndDelays() throws {
        let source = try #require(CGImageSourceCreateWithData(Self.apng, nil))
        #expect(CGImageSourceGetType(source) == "public.png" && CGImageSourceGetCount(source) == 2)
        let png = CGImageSourceCopyPropertiesAtIndex(source, 1, nil)?[kCGImagePropertyPNGDictionary as String] as? [String: Any]
        #expect((png?[kCGImagePropertyAPNGDelayTime as String] as? NSNumber)?.doubleValue == 0.25)
        #expect(CGImageSourceCopyPropertiesAtIndex(source, 0, nil)?[kCGImagePropertyHasAlpha as String] as? Bool == true)
        let file = CGImageSourceCopyProperties(source, nil)?[kCGImagePropertyPNGDictionary as String] as? [String: Any]
        #expect(file?[kCGImagePropertyAPNGLoopCount as String] as? Int == 0)
        #expect(CGImageSourceCreateImageAtIndex(source, 1, nil)?.width == 8)
    }

    @Test func thumbnailsFitTheLimitWhenAsked() throws {
        let source = try #require(CGImageSourceCreateWithData(Self.gif, nil))
        let options: [CFString: Any] = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 4]
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary))
        #expect(thumbnail.width == 4 && thumbnail.height == 4)
        let big = [kCGImageSourceCreateThumbnailFromImageIfAbsent: true, kCGImageSourceThumbnailMaxPixelSize: 100] as CFDictionary
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, big)?.width == 8, "never larger than the image")
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, nil) == nil, "a file with no thumbnail of its own, none asked to be made")
    }

    @Test func badAndPartialDataAreAnsweredNotCrashedOn() throws {
        #expect(CGImageSourceCreateWithData(Data(), nil) == nil)
        let junk = try #require(CGImageSourceCreateWithData(Data("not an image".utf8), nil))
        #expect(CGImageSourceGetCount(junk) == 0 && CGImageSourceGetType(junk) == nil)
        #expect(CGImageSourceGetStatus(junk) == .statusUnknownType)
        #expect(CGImageSourceCreateImageAtIndex(junk, 0, nil) == nil)
        // A GIF cut off mid-frame keeps the frames before the cut.
        let cut = try #require(CGImageSourceCreateWithData(Self.gif.prefix(Self.gif.count - 10), nil))
        #expect(CGImageSourceGetCount(cut) == 2)
        let incremental = CGImageSourceCreateIncremental(nil)
        #expect(CGImageSourceGetStatus(incremental) == .statusReadingHeader)
        CGImageSourceUpdateData(incremental, Self.apng.prefix(60), false)
        #expect(CGImageSourceGetStatus(incremental) == .statusIncomplete)
        CGImageSourceUpdateData(incremental, Self.apng, true)
        #expect(CGImageSourceGetStatus(incremental) == .statusComplete && CGImageSourceGetCount(incremental) == 2)
    }

    @Test func destinationsWritePNGAndJPEGOnly() throws {
        let data = NSMutableData()
        #expect(CGImageDestinationCreateWithData(data as CFMutableData, "com.compuserve.gif" as CFString, 1, nil) == nil)
        #expect(CGImageDestinationCopyTypeIdentifiers() as? [String] == ["public.png", "public.jpeg"])
        let destination = try #require(CGImageDestinationCreateWithData(data, "public.png", 1, nil))
        let source = try #require(CGImageSourceCreateWithData(Self.gif, nil))
        CGImageDestinationAddImageFromSource(destination, source, 0, nil)
        // No renderer here: nothing encodes the pixels, and the destination says so.
        #expect(!CGImageDestinationFinalize(destination) && data.length == 0)
    }
}
