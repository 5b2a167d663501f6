import Foundation
import SimulatorKit
import Testing
import UIModel

/// Pixel checks of paths (fill, stroke, strokeEnd), gradients and partly rounded corners.
@Suite(.serialized) struct VectorRenderingTests {
    private func draw(_ items: [DisplayItem], size: Int = 100) throws -> RGBAImage {
        let session = try TestSupport.session()
        let canvas = try OffscreenCanvas(width: size, height: size, textSystem: session.textSystem, images: session.images)
        var list = DisplayList()
        items.forEach { list.append($0) }
        canvas.renderer.draw(list, scale: 1, background: .white)
        return canvas.renderer.readPixels()
    }

    /// What `body` draws into an image context `side` points square (its recorded drawing),
    /// rendered at 1x on white.
    @MainActor private func rendered(side: Int = 100, _ body: (CGContext) -> Void) throws -> RGBAImage {
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { body($0.cgContext) }
        return try draw(image.drawing ?? [], size: side)
    }

    private let red = RGBA(r: 1, g: 0, b: 0, a: 1)
    private let blue = RGBA(r: 0, g: 0, b: 1, a: 1)

    @Test func aFilledOvalCoversItsInsideOnly() throws {
        let path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
        let img = try draw([.path(PathDraw(path: path, fillColor: red, strokeColor: nil, transform: .identity))])
        #expect(img.pixel(x: 50, y: 50) == (255, 0, 0, 255))
        #expect(img.pixel(x: 12, y: 12) == (255, 255, 255, 255))  // outside the circle, inside its box
        #expect(img.pixel(x: 11, y: 50) == (255, 0, 0, 255))
        // The edge is anti-aliased: some pixels are between white and red.
        var partial = 0
        for x in 0..<100 { let g = img.pixel(x: x, y: 30).g; if g > 10 && g < 245 { partial += 1 } }
        #expect(partial >= 2)
    }

    @Test func aPathLargerThanASpriteIsDrawnInTiles() throws {
        // 2,600 pixels tall: a screen-filling drawing on a 3× phone, past one sprite's side.
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 2600)).cgPath
        let img = try draw([.path(PathDraw(path: path, fillColor: red, strokeColor: nil, transform: .identity))], size: 2600)
        #expect(img.pixel(x: 20, y: 10) == (255, 0, 0, 255))
        #expect(img.pixel(x: 20, y: 2047) == (255, 0, 0, 255) && img.pixel(x: 20, y: 2048) == (255, 0, 0, 255))
        #expect(img.pixel(x: 20, y: 2590) == (255, 0, 0, 255))
        #expect(img.pixel(x: 60, y: 2590) == (255, 255, 255, 255))
    }

    @Test func strokesFollowTheLineAndStrokeEndTrimsThem() throws {
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 10, y: 50))
        line.addLine(to: CGPoint(x: 90, y: 50))
        let full = try draw([.path(PathDraw(path: line.cgPath, fillColor: nil, strokeColor: blue, lineWidth: 6, transform: .identity))])
        #expect(full.pixel(x: 80, y: 50) == (0, 0, 255, 255))
        #expect(full.pixel(x: 80, y: 52) == (0, 0, 255, 255))
        #expect(full.pixel(x: 80, y: 55) == (255, 255, 255, 255))
        #expect(full.pixel(x: 8, y: 50) == (255, 255, 255, 255))  // butt cap: nothing before the start
        let half = try draw([.path(PathDraw(path: line.cgPath, fillColor: nil, strokeColor: blue, lineWidth: 6,
                                            strokeEnd: 0.5, transform: .identity))])
        #expect(half.pixel(x: 40, y: 50) == (0, 0, 255, 255))
        #expect(half.pixel(x: 60, y: 50) == (255, 255, 255, 255))
        let rounded = try draw([.path(PathDraw(path: line.cgPath, fillColor: nil, strokeColor: blue, lineWidth: 6, lineCap: .round,
                                               transform: .identity))])
        #expect(rounded.pixel(x: 8, y: 50) == (0, 0, 255, 255))  // a round cap reaches past the end
    }

    @Test func anAxialGradientRunsFromStartToEnd() throws {
        let shape = RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0, transform: .identity)
        let img = try draw([.gradient(GradientDraw(kind: .axial, shape: shape, colors: [red, blue], locations: [0, 1],
                                                   startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5)))])
        let left = img.pixel(x: 0, y: 50), mid = img.pixel(x: 50, y: 50), right = img.pixel(x: 99, y: 50)
        #expect(left.r > 250 && left.b < 5)
        #expect(right.b > 250 && right.r < 5)
        #expect(abs(Int(mid.r) - 127) < 4 && abs(Int(mid.b) - 127) < 4)
        #expect(img.pixel(x: 50, y: 10) == mid)  // constant across the axis
    }

    @Test func maskedCornersRoundOnlyTheChosenCorners() throws {
        let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let shape = RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 30,
                                transform: CGAffineTransform(translationX: 0.25, y: 0), maskedCorners: top)
        let img = try draw([.fill(shape, red)])
        #expect(img.pixel(x: 2, y: 2) == (255, 255, 255, 255))  // rounded top-left
        #expect(img.pixel(x: 1, y: 98).g < 5)  // square bottom-left
        #expect(img.pixel(x: 98, y: 98).g < 5)
    }

    @MainActor @Test func aCircleClippedGradientAndADashedLineDrawAsCoreGraphicsDoes() throws {
        let img = try rendered { ctx in
            ctx.saveGState()
            UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 60, height: 60)).addClip()
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor],
                                      locations: [0, 1])!
            ctx.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 70, y: 0), options: [])
            ctx.restoreGState()
            ctx.setStrokeColor(UIColor.black.cgColor)
            ctx.setLineWidth(4)
            ctx.setLineDash(phase: 0, lengths: [10, 10])
            ctx.move(to: CGPoint(x: 0, y: 90))
            ctx.addLine(to: CGPoint(x: 100, y: 90))
            ctx.strokePath()
        }
        // Inside the circle: red on its left, blue on its right; its bounding box's corner is clear.
        let left = img.pixel(x: 14, y: 40), right = img.pixel(x: 66, y: 40)
        #expect(left.r > 200 && left.b < 60 && right.b > 200 && right.r < 60, "\(left) \(right)")
        #expect(img.pixel(x: 13, y: 13) == (255, 255, 255, 255), "outside the circle")
        #expect(img.pixel(x: 85, y: 40) == (255, 255, 255, 255), "outside the clip")
        // The dashes: ink from 0 to 10, a gap from 10 to 20, ink again from 20.
        #expect(img.pixel(x: 5, y: 90) == (0, 0, 0, 255) && img.pixel(x: 15, y: 90) == (255, 255, 255, 255))
        #expect(img.pixel(x: 25, y: 90) == (0, 0, 0, 255))
    }

    @Test func aBlurredPathSpreadsLikeAShadow() throws {
        let square = UIBezierPath(rect: CGRect(x: 30, y: 30, width: 40, height: 40)).cgPath
        let black = RGBA(r: 0, g: 0, b: 0, a: 1)
        let sharp = try draw([.path(PathDraw(path: square, fillColor: black, strokeColor: nil, transform: .identity))])
        let soft = try draw([.path(PathDraw(path: square, fillColor: black, strokeColor: nil, transform: .identity, blur: 10))])
        #expect(sharp.pixel(x: 25, y: 50) == (255, 255, 255, 255) && sharp.pixel(x: 50, y: 50) == (0, 0, 0, 255))
        // Spread past the edge, lighter at the edge, still dark in the middle.
        #expect(soft.pixel(x: 25, y: 50).r < 235, "\(soft.pixel(x: 25, y: 50))")
        #expect(soft.pixel(x: 30, y: 50).r > 60 && soft.pixel(x: 30, y: 50).r < 200)
        #expect(soft.pixel(x: 50, y: 50).r < 10)
    }

    @MainActor @Test func anEllipseAndATriangleClipExactly() throws {
        let img = try rendered { ctx in
            ctx.saveGState()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 20, width: 100, height: 40)).addClip()
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            ctx.restoreGState()
            let triangle = UIBezierPath()
            triangle.move(to: CGPoint(x: 0, y: 70)); triangle.addLine(to: CGPoint(x: 100, y: 70)); triangle.addLine(to: CGPoint(x: 0, y: 100))
            triangle.close()
            triangle.addClip()
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        // The ellipse's middle is red, its bounding box's corner is not.
        #expect(img.pixel(x: 50, y: 40) == (255, 0, 0, 255) && img.pixel(x: 3, y: 22) == (255, 255, 255, 255))
        // Inside the triangle blue; beside its slanted edge white.
        #expect(img.pixel(x: 10, y: 75) == (0, 0, 255, 255) && img.pixel(x: 80, y: 95) == (255, 255, 255, 255))
    }

    @MainActor @Test func anImageTintedByTheDestinationInRecipeDrawsItsShapeInTheColour() throws {
        let mark = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { _ in
            UIColor.black.setFill(); UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).fill()
        }
        UIGraphicsBeginImageContextWithOptions(mark.size, false, 1)
        UIColor.systemGreen.setFill()
        UIRectFill(CGRect(origin: .zero, size: mark.size))
        mark.draw(in: CGRect(origin: .zero, size: mark.size), blendMode: .destinationIn, alpha: 1)
        let tinted = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        let img = try draw(tinted.drawing ?? [])
        // Green inside the circle, nothing (the white background) outside it.
        let middle = img.pixel(x: 50, y: 50)
        #expect(middle.g > 150 && middle.r < 100 && middle.b < 120, "\(middle)")
        #expect(img.pixel(x: 12, y: 12) == (255, 255, 255, 255))
    }

    @MainActor @Test func aPatternFillsAndStrokesWithItsCells() throws {
        let img = try rendered { ctx in
            let stripes: CGPatternDrawPatternCallback = { _, cell in
                cell.setFillColor(UIColor.red.cgColor)
                cell.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
                cell.setFillColor(UIColor.blue.cgColor)
                cell.fill(CGRect(x: 0, y: 4, width: 8, height: 4))
            }
            var callbacks = CGPatternCallbacks(version: 0, drawPattern: stripes, releaseInfo: nil)
            guard let space = CGColorSpace(patternBaseSpace: nil),
                  let pattern = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 8, height: 8), matrix: .identity, xStep: 8, yStep: 8,
                                          tiling: .constantSpacing, isColored: true, callbacks: &callbacks) else { return }
            var alpha: CGFloat = 1
            ctx.setFillColorSpace(space)
            ctx.setFillPattern(pattern, colorComponents: &alpha)
            ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 64, height: 64))
            ctx.fillPath()
            ctx.setStrokeColorSpace(space)
            ctx.setLineWidth(8)
            ctx.setStrokePattern(pattern, colorComponents: &alpha)
            ctx.move(to: CGPoint(x: 0, y: 84)); ctx.addLine(to: CGPoint(x: 100, y: 84))
            ctx.strokePath()
        }
        // Red then blue rows, four pixels each, inside the circle; white outside it.
        #expect(img.pixel(x: 32, y: 33) == (255, 0, 0, 255) && img.pixel(x: 32, y: 37) == (0, 0, 255, 255))
        #expect(img.pixel(x: 3, y: 3) == (255, 255, 255, 255))
        // The stroke (80 to 88) has the cells too: rows 80-83 red, 84-87 blue.
        #expect(img.pixel(x: 50, y: 81) == (255, 0, 0, 255) && img.pixel(x: 50, y: 86) == (0, 0, 255, 255))
        #expect(img.pixel(x: 50, y: 90) == (255, 255, 255, 255))
    }

    @MainActor @Test func blendModesCombineWithWhatIsBelowPixelByPixel() throws {
        func blended(_ mode: CGBlendMode, _ top: UIColor) throws -> RGBAImage {
            try rendered(side: 40) { ctx in
                ctx.setFillColor(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
                ctx.setBlendMode(mode)
                ctx.setFillColor(top.cgColor)
                ctx.fill(CGRect(x: 10, y: 0, width: 20, height: 20))
            }
        }
        let grey = UIColor(white: 0.5, alpha: 1)
        // Multiply: orange × grey where they overlap; each alone elsewhere.
        let multiply = try blended(.multiply, grey)
        #expect(multiply.pixel(x: 15, y: 10) == (128, 64, 0, 255) && multiply.pixel(x: 5, y: 10) == (255, 128, 0, 255))
        #expect(multiply.pixel(x: 25, y: 10) == (128, 128, 128, 255))
        // Screen lightens: 1 - (1 - 0.5)(1 - 0.5) = 0.75 for the green.
        let screen = try blended(.screen, grey)
        #expect(screen.pixel(x: 15, y: 10) == (255, 192, 128, 255))
        // Destination-out erases the orange under the new fill; the new fill itself is not drawn.
        let erased = try blended(.destinationOut, .black)
        #expect(erased.pixel(x: 15, y: 10) == (255, 255, 255, 255) && erased.pixel(x: 5, y: 10) == (255, 128, 0, 255))
        #expect(erased.pixel(x: 25, y: 10) == (255, 255, 255, 255))
    }

    @MainActor @Test func aStarShapedClipMasksWhatIsDrawnInside() throws {
        let img = try rendered { ctx in
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 0, y: 90, width: 100, height: 10))
            ctx.saveGState()
            // A five-pointed star: ten corners, alternately 45 and 18 points from the middle.
            let star = UIBezierPath()
            for i in 0..<10 {
                let a = CGFloat(i) * .pi / 5, radius: CGFloat = i % 2 == 0 ? 45 : 18
                let p = CGPoint(x: 50 + radius * sin(a), y: 50 - radius * cos(a))
                i == 0 ? star.move(to: p) : star.addLine(to: p)
            }
            star.close()
            star.addClip()
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            ctx.restoreGState()
        }
        #expect(img.pixel(x: 50, y: 50) == (255, 0, 0, 255), "the middle")
        #expect(img.pixel(x: 50, y: 8) == (255, 0, 0, 255), "the top point")
        // Between the two upper points (inside the star's bounds, outside the star): not red.
        #expect(img.pixel(x: 28, y: 22) == (255, 255, 255, 255))
        #expect(img.pixel(x: 50, y: 95) == (0, 0, 255, 255), "what was drawn before the clip stays")
    }

    @Test func cornersJoinMitredBevelledOrRound() throws {
        // A right-angle corner at (50, 30), drawn 10 wide: the miter reaches (55, 25).
        let corner = UIBezierPath()
        corner.move(to: CGPoint(x: 10, y: 30)); corner.addLine(to: CGPoint(x: 50, y: 30)); corner.addLine(to: CGPoint(x: 50, y: 80))
        func draw(_ join: CGLineJoin) throws -> RGBAImage {
            try self.draw([.path(PathDraw(path: corner.cgPath, fillColor: nil, strokeColor: blue, lineWidth: 10, lineJoin: join,
                                          transform: .identity))])
        }
        let miter = try draw(.miter), bevel = try draw(.bevel), round = try draw(.round)
        #expect(miter.pixel(x: 54, y: 26) == (0, 0, 255, 255), "the miter's square corner")
        #expect(bevel.pixel(x: 54, y: 26) == (255, 255, 255, 255) && round.pixel(x: 54, y: 26) == (255, 255, 255, 255))
        // The bevel cuts the corner diagonally; the round join bulges past it.
        #expect(bevel.pixel(x: 51, y: 28) == (0, 0, 255, 255) && round.pixel(x: 53, y: 27) == (0, 0, 255, 255))
        #expect(bevel.pixel(x: 53, y: 27).b < 255 || bevel.pixel(x: 53, y: 27).r > 0, "outside the bevel: not solid blue")
        // The straight runs are solid, with no seam where the pieces meet.
        #expect(miter.pixel(x: 50, y: 30) == (0, 0, 255, 255) && miter.pixel(x: 30, y: 30) == (0, 0, 255, 255))
    }
}
