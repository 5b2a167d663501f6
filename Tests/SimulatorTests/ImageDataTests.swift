import Foundation
import SimulatorKit
import Testing
import UIModel

/// Images from data and files, encoded back to PNG and JPEG, through SDL_image.
@Suite(.serialized) struct ImageDataTests {
    /// A 4 × 2 PNG: red on the left half, blue on the right.
    private func png() throws -> Data {
        var pixels: [UInt8] = []
        for _ in 0..<2 { for x in 0..<4 { pixels += x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        return try RGBAImage(width: 4, height: 2, pixels: pixels).pngData()
    }

    @Test func dataDecodesDrawsAndEncodesBack() throws {
        _ = try TestSupport.session()
        let image = try #require(UIImage(data: try png()))
        #expect(image.size == CGSize(width: 4, height: 2) && image.scale == 1)
        #expect(UIImage(data: try png(), scale: 2)?.size == CGSize(width: 2, height: 1))
        let back = try RGBAImage(pngData: try #require(image.pngData()))
        #expect(back.width == 4 && back.pixel(x: 0, y: 0) == (255, 0, 0, 255) && back.pixel(x: 3, y: 1) == (0, 0, 255, 255))
        let jpeg = try #require(image.jpegData(compressionQuality: 0.9))
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
        #expect(UIImage(data: jpeg)?.size == CGSize(width: 4, height: 2))
        // Drawn by an image view, the data's pixels reach the frame.
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        let app = try SimulatorApp(rootViewController: { let c = UIViewController(); c.view.addSubview(view); return c }())
        let frame = try app.screenshot()
        let scale = Int(app.session.capturedScale)
        #expect(frame.pixel(x: 5 * scale, y: 5 * scale) == (255, 0, 0, 255))
        #expect(frame.pixel(x: 35 * scale, y: 15 * scale) == (0, 0, 255, 255))
    }

    @MainActor @Test func drawnTurnedAndSymbolImagesEncodeTheirPixels() throws {
        _ = try TestSupport.session()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        }
        let png = try RGBAImage(pngData: try #require(drawn.pngData()))
        // 20 × 20 pixels: red in the middle, clear in the corner outside the circle.
        #expect(png.width == 20 && png.height == 20)
        #expect(png.pixel(x: 10, y: 10) == (255, 0, 0, 255) && png.pixel(x: 0, y: 0).a == 0)
        #expect(try #require(drawn.jpegData(compressionQuality: 0.8)).starts(with: [0xFF, 0xD8]))
        // A turned crop: the left half of a red | blue image, turned upside down, is still red.
        let halves = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { r in
            UIColor.red.setFill(); r.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.blue.setFill(); r.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        }
        let left = try #require(halves.cgImage?.cropping(to: CGRect(x: 0, y: 0, width: 2, height: 2)))
        let turned = try RGBAImage(pngData: try #require(UIImage(cgImage: left, scale: 1, orientation: .down).pngData()))
        #expect(turned.width == 2 && turned.pixel(x: 1, y: 1) == (255, 0, 0, 255))
        // A symbol renders its glyph (black, as a template drawn without a tint).
        let symbol = try RGBAImage(pngData: try #require(UIImage(systemName: "circle.fill")?.pngData()))
        #expect(symbol.width > 10 && symbol.pixel(x: symbol.width / 2, y: symbol.height / 2) == (0, 0, 0, 255))
    }

    @Test func filesGiveTheirScaleAndBadDataGivesNil() throws {
        _ = try TestSupport.session()
        let file = TestSupport.temporaryDirectory("image-data").appendingPathComponent("dot@2x.png")
        try png().write(to: file)
        #expect(UIImage(contentsOfFile: file.path)?.size == CGSize(width: 2, height: 1))
        #expect(UIImage(contentsOfFile: "/nonexistent.png") == nil)
        let whole = try png()
        #expect(UIImage(data: whole.prefix(20)) == nil, "cut inside its header")
        // A whole header over a body the decoder cannot read is no image either.
        #expect(UIImage(data: whole.prefix(33) + Data(repeating: 0x55, count: 64)) == nil, "a header over garbage")
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
        // A header declaring 20,000 × 20,000 pixels is refused before decoding.
        var huge = [UInt8](whole.prefix(33))
        huge.replaceSubrange(16..<24, with: [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20])
        #expect(UIImage(data: Data(huge)) == nil)
        #expect(UIKitWarning.history.contains { $0.contains("20000×20000") })
        // A drawing too large to render gives no data, with a warning.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let vast = UIGraphicsImageRenderer(size: CGSize(width: 20_000, height: 20_000), format: format).image { $0.fill(.zero) }
        #expect(vast.pngData() == nil && UIKitWarning.history.contains { $0.contains("20000×20000 px") })
    }

    @Test func aResizableImageDrawsItsNineSlices() throws {
        // 30 × 30: a 10-pixel red frame around a blue middle.
        var pixels: [UInt8] = []
        for y in 0..<30 { for x in 0..<30 { pixels += (10..<20).contains(x) && (10..<20).contains(y) ? [0, 0, 255, 255] : [255, 0, 0, 255] } }
        let data = try RGBAImage(width: 30, height: 30, pixels: pixels).pngData()
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 90, height: 30))
        let app = try SimulatorApp(rootViewController: { let c = UIViewController(); c.view.addSubview(view); return c }(), scale: 1)
        app.run {
            view.image = UIImage(data: data)?.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
                                                             resizingMode: .stretch)
        }
        let frame = try app.screenshot()
        // The frame stays 10 pixels wide at the ends; the blue middle stretches across.
        #expect(frame.pixel(x: 5, y: 15) == (255, 0, 0, 255) && frame.pixel(x: 85, y: 15) == (255, 0, 0, 255))
        #expect(frame.pixel(x: 15, y: 15) == (0, 0, 255, 255) && frame.pixel(x: 75, y: 15) == (0, 0, 255, 255))
        #expect(frame.pixel(x: 45, y: 5) == (255, 0, 0, 255))
    }
}
