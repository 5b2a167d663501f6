import Foundation
import SimulatorKit
import Testing
import UIModel

/// Pixel-level checks of the SDL renderer on hand-made display lists.
@Suite(.serialized) struct RendererTests {
    private func draw(_ items: [DisplayItem], size: Int = 100, scale: CGFloat = 1) throws -> RGBAImage {
        let session = try TestSupport.session()
        let canvas = try OffscreenCanvas(width: size, height: size, textSystem: session.textSystem, images: session.images)
        var list = DisplayList()
        items.forEach { list.append($0) }
        canvas.renderer.draw(list, scale: scale, background: .white)
        return canvas.renderer.readPixels()
    }

    private func rect(_ r: CGRect, radius: CGFloat = 0, _ t: CGAffineTransform = .identity) -> RoundedRect {
        RoundedRect(rect: r, cornerRadius: radius, transform: t)
    }

    private let red = RGBA(r: 1, g: 0, b: 0, a: 1)

    @Test func opaqueRectFillsExactlyItsPixels() throws {
        let img = try draw([.fill(rect(CGRect(x: 10, y: 10, width: 20, height: 20)), red)])
        #expect(img.pixel(x: 10, y: 10) == (255, 0, 0, 255))
        #expect(img.pixel(x: 29, y: 29) == (255, 0, 0, 255))
        #expect(img.pixel(x: 30, y: 30) == (255, 255, 255, 255))
        #expect(img.pixel(x: 9, y: 10) == (255, 255, 255, 255))
    }

    @Test func roundedCornersAreAntiAliased() throws {
        let img = try draw([.fill(rect(CGRect(x: 0, y: 0, width: 100, height: 100), radius: 40), red)])
        #expect(img.pixel(x: 50, y: 50) == (255, 0, 0, 255))
        #expect(img.pixel(x: 2, y: 2) == (255, 255, 255, 255))
        // Along the corner arc some pixels are partly covered: neither white nor red.
        var partial = 0
        for y in 0..<40 { for x in 0..<40 { let g = img.pixel(x: x, y: y).g; if g > 10 && g < 245 { partial += 1 } } }
        #expect(partial > 30)
    }

    @Test func scaleConvertsPointsToDevicePixels() throws {
        let img = try draw([.fill(rect(CGRect(x: 10, y: 10, width: 10, height: 10)), red)], scale: 3)
        #expect(img.pixel(x: 30, y: 30) == (255, 0, 0, 255))
        #expect(img.pixel(x: 59, y: 59) == (255, 0, 0, 255))
        #expect(img.pixel(x: 61, y: 61) == (255, 255, 255, 255))
    }

    @Test func rotationAndTranslationMoveTheShape() throws {
        // A 40×10 bar rotated a quarter turn about its centre (50, 50) stands upright.
        let t = CGAffineTransform(translationX: -20, y: -5).rotated(by: 0)
            .concatenating(CGAffineTransform(rotationAngle: .pi / 2))
            .concatenating(CGAffineTransform(translationX: 50, y: 50))
        let img = try draw([.fill(rect(CGRect(x: 0, y: 0, width: 40, height: 10), radius: 0.001, t), red)])
        #expect(img.pixel(x: 50, y: 35) == (255, 0, 0, 255))
        #expect(img.pixel(x: 35, y: 50) == (255, 255, 255, 255))
    }

    @Test func clippingLimitsWhatChildrenDraw() throws {
        let img = try draw([
            .pushClip(rect(CGRect(x: 20, y: 20, width: 30, height: 30))),
            .fill(rect(CGRect(x: 0, y: 0, width: 100, height: 100)), red),
            .popClip,
            .fill(rect(CGRect(x: 80, y: 80, width: 10, height: 10)), RGBA(r: 0, g: 0, b: 1, a: 1)),
        ])
        #expect(img.pixel(x: 25, y: 25) == (255, 0, 0, 255))
        #expect(img.pixel(x: 10, y: 10) == (255, 255, 255, 255))
        #expect(img.pixel(x: 85, y: 85) == (0, 0, 255, 255))
    }

    @Test func roundedClipCutsTheCorners() throws {
        let img = try draw([
            .pushClip(rect(CGRect(x: 0, y: 0, width: 100, height: 100), radius: 50)),
            .fill(rect(CGRect(x: 0, y: 0, width: 100, height: 100)), red),
            .popClip,
        ])
        #expect(img.pixel(x: 50, y: 50) == (255, 0, 0, 255))
        #expect(img.pixel(x: 3, y: 3) == (255, 255, 255, 255))
        #expect(img.pixel(x: 96, y: 96) == (255, 255, 255, 255))
    }

    /// A faded group on a memory surface is mixed in on the CPU; its bytes are those of SDL's
    /// alpha-modulated copy of the same texture (its commands run again with no surface given).
    @Test(arguments: [Float(0.02), 0.37, 0.5, 0.93])
    func fadedGroupMixesAsSDLsAlphaModulatedCopy(opacity: Float) throws {
        let session = try TestSupport.session()
        let items: [DisplayItem] = [
            .fill(rect(CGRect(x: 0, y: 0, width: 80, height: 60), radius: 12), RGBA(r: 1, g: 0.58, b: 0, a: 1)),
            .fill(rect(CGRect(x: 30, y: 20, width: 50, height: 50), radius: 8), RGBA(r: 0.2, g: 0.4, b: 0.9, a: 0.6)),
            .text(TextRun(text: "Fade", font: .systemFont(ofSize: 17, weight: .bold), color: RGBA(r: 1, g: 1, b: 1, a: 1),
                          origin: CGPoint(x: 10, y: 40), transform: .identity)),
        ]
        var list = DisplayList()
        list.append(.fill(rect(CGRect(x: 0, y: 0, width: 100, height: 100)), RGBA(r: 0.1, g: 0.7, b: 0.3, a: 1)))
        list.append(.fill(rect(CGRect(x: 50, y: 0, width: 50, height: 100)), RGBA(r: 0.9, g: 0.1, b: 0.5, a: 0.5)))
        list.append(.group(GroupDraw(id: 1, items: items, bounds: CGRect(x: 0, y: 0, width: 100, height: 100), opacity: opacity)))
        let cpu = try OffscreenCanvas(width: 100, height: 100, textSystem: session.textSystem, images: session.images)
        cpu.renderer.draw(list, scale: 1, background: .white)
        let sdl = try OffscreenCanvas(width: 100, height: 100, textSystem: session.textSystem, images: session.images)
        sdl.renderer.encode(list, scale: 1, background: .white)
        sdl.renderer.commands.execute(on: sdl.renderer.sdlRenderer)
        #expect(cpu.renderer.commands.commands.contains { if case .fade = $0 { true } else { false } })
        #expect(cpu.renderer.readPixels() == sdl.renderer.readPixels())
    }

    @Test func translucentFillBlendsAndBordersStayInside() throws {
        let img = try draw([
            .fill(rect(CGRect(x: 0, y: 0, width: 50, height: 50)), RGBA(r: 0, g: 0, b: 0, a: 0.5)),
            .stroke(rect(CGRect(x: 60, y: 60, width: 30, height: 30)), red, width: 4),
        ])
        let p = img.pixel(x: 25, y: 25)
        #expect(abs(Int(p.r) - 128) <= 1 && p.r == p.g && p.g == p.b)
        #expect(img.pixel(x: 61, y: 75) == (255, 0, 0, 255))
        #expect(img.pixel(x: 75, y: 75) == (255, 255, 255, 255))
        #expect(img.pixel(x: 58, y: 75) == (255, 255, 255, 255))
    }

    @Test func shadowIsSoft() throws {
        let img = try draw([.shadow(rect(CGRect(x: 30, y: 30, width: 40, height: 40)), RGBA(r: 0, g: 0, b: 0, a: 1), radius: 10)])
        let centre = img.pixel(x: 50, y: 50).r
        let edge = img.pixel(x: 30, y: 50).r
        let outside = img.pixel(x: 22, y: 50).r
        #expect(centre < 10)
        #expect(edge > 90 && edge < 170)
        #expect(outside > edge && outside < 255)
        #expect(img.pixel(x: 5, y: 50).r == 255)
    }

    @Test func textIsDrawnFromTheBundledFontInTheRunsColour() throws {
        let font = UIFont.systemFont(ofSize: 20, weight: .bold)
        let run = TextRun(text: "Hello", font: font, color: RGBA(r: 0, g: 0, b: 1, a: 1), origin: CGPoint(x: 10, y: 10), transform: .identity)
        let img = try draw([.text(run)])
        var blue = 0
        for y in 10..<34 { for x in 10..<70 { let p = img.pixel(x: x, y: y); if p.b > 200 && p.r < 60 { blue += 1 } } }
        #expect(blue > 100)
        #expect(img.pixel(x: 90, y: 90) == (255, 255, 255, 255))
    }

    @Test func imagesAreDrawnFromResources() throws {
        let img = try draw([.image(ImageDraw(name: "landscape", rect: CGRect(x: 0, y: 0, width: 100, height: 100), opacity: 1, transform: .identity))])
        let sky = img.pixel(x: 10, y: 5)
        #expect(sky.b > 200 && sky.r < 120)  // blue sky in the top-left corner
        let hill = img.pixel(x: 50, y: 95)
        #expect(hill.g > hill.r && hill.g > hill.b)  // green hills at the bottom
    }
}
