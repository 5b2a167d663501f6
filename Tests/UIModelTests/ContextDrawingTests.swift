import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Core Graphics drawing beyond fills and strokes: clips, gradients and dashes.
@Suite(.freshRuntime) struct ContextDrawingTests {
    private func drawn(_ size: CGSize = CGSize(width: 100, height: 100), _ body: (CGContext) -> Void) -> [DisplayItem] {
        UIGraphicsImageRenderer(size: size).image { body($0.cgContext) }.drawing ?? []
    }

    @Test func rectanglesRoundedRectanglesAndCirclesClipExactly() {
        let items = drawn { ctx in
            ctx.saveGState()
            UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 40, height: 40)).addClip()
            ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            ctx.restoreGState()
            ctx.addPath(UIBezierPath(roundedRect: CGRect(x: 0, y: 60, width: 80, height: 30), cornerRadius: 8).cgPath)
            ctx.clip()
            ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        let clips = items.compactMap { item -> RoundedRect? in if case .pushClip(let r) = item { return r } else { return nil } }
        #expect(clips.map(\.rect) == [CGRect(x: 10, y: 10, width: 40, height: 40), CGRect(x: 0, y: 60, width: 80, height: 30)])
        #expect(clips.map(\.cornerRadius) == [20, 8])
        // The first clip ends with its saved state, the second with the drawing.
        let order = items.map { item -> String in
            switch item { case .pushClip: return "clip"; case .popClip: return "end"; case .path: return "fill"; default: return "?" }
        }
        #expect(order == ["clip", "fill", "end", "clip", "fill", "end"])
    }

    @Test func convexPathsClipExactlyOthersToTheirBoundsAndAnEmptyOneToNothing() {
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 10, y: 10)); triangle.addLine(to: CGPoint(x: 60, y: 10)); triangle.addLine(to: CGPoint(x: 10, y: 40))
        triangle.close()
        // A notched shape turns both ways: not convex.
        let notched = UIBezierPath()
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 20, y: 10), CGPoint(x: 40, y: 20), CGPoint(x: 0, y: 20)] {
            notched.isEmpty ? notched.move(to: p) : notched.addLine(to: p)
        }
        notched.close()
        var bounds = CGRect.null
        let items = drawn { ctx in
            triangle.addClip()
            bounds = ctx.boundingBoxOfClipPath
            notched.addClip()
            ctx.beginPath()
            ctx.clip()
        }
        #expect(bounds == CGRect(x: 10, y: 10, width: 50, height: 30))
        guard case .pushPathClip(let clipPath, _)? = items.first else { Issue.record("no path clip"); return }
        #expect(clipPath.boundingBoxOfPath == CGRect(x: 10, y: 10, width: 50, height: 30))
        let rects = items.compactMap { item -> CGRect? in if case .pushClip(let r) = item { return r.rect } else { return nil } }
        #expect(rects == [CGRect(x: 0, y: 0, width: 40, height: 20), .zero], "the notched shape's bounds, then nothing")
        #expect(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).cgPath.isConvex && !notched.cgPath.isConvex)
        // A star drawn in one stroke turns twice round.
        let star = CGMutablePath()
        star.addLines(between: (0..<5).map { i in
            let a = CGFloat(i) * 4 * .pi / 5
            return CGPoint(x: 50 + 40 * sin(a), y: 50 - 40 * cos(a))
        })
        star.closeSubpath()
        #expect(!star.isConvex)
        // A rectangle made with a transform, or added to, is no longer one clip can follow.
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.roundedShape != nil)
        path.addLine(to: CGPoint(x: 30, y: 30))
        #expect(path.roundedShape == nil)
        #expect(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).cgPath.roundedShape == nil, "an ellipse")
    }

    @Test func gradientsFillTheClippedAreaAlongTheirLine() throws {
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                               colors: [UIColor.red.cgColor, UIColor.blue.cgColor], locations: [0, 1]))
        let items = drawn { ctx in
            ctx.clip(to: CGRect(x: 0, y: 50, width: 100, height: 50))
            ctx.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 50), end: CGPoint(x: 0, y: 100),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        guard case .gradient(let g)? = items.first(where: { if case .gradient = $0 { return true }; return false }) else {
            Issue.record("no gradient"); return
        }
        #expect(g.kind == .axial && g.shape.rect == CGRect(x: 0, y: 50, width: 100, height: 50))
        #expect(g.startPoint == CGPoint(x: 0, y: 0) && g.endPoint == CGPoint(x: 0, y: 1))
        #expect(g.colors == [RGBA(r: 1, g: 0, b: 0, a: 1), RGBA(r: 0, g: 0, b: 1, a: 1)] && g.locations == [0, 1])
        // Without the options, nothing is drawn beyond the ends: clear stops just outside them.
        let bare = drawn { ctx in ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: []) }
        guard case .gradient(let b)? = bare.first else { Issue.record("no gradient"); return }
        #expect(b.shape.rect == CGRect(x: 0, y: 0, width: 100, height: 100), "the whole context")
        #expect(b.colors.first?.a == 0 && b.colors.last?.a == 0 && b.locations.count == 4)
    }

    @Test func radialGradientsRunFromTheStartCircleToTheEndOne() throws {
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [UIColor.white.cgColor, UIColor.black.cgColor],
                                               locations: nil))
        let items = drawn { ctx in
            ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 10, endCenter: CGPoint(x: 50, y: 50),
                                   endRadius: 50, options: .drawsAfterEndLocation)
        }
        guard case .gradient(let g)? = items.first else { Issue.record("no gradient"); return }
        #expect(g.kind == .radial && g.startPoint == CGPoint(x: 0.5, y: 0.5) && g.endPoint == CGPoint(x: 1, y: 1))
        // The colours start a fifth of the way out, where the start circle is.
        #expect(g.locations.count == 3 && abs(g.locations[1] - 0.2) < 1e-9 && g.locations[2] == 1)
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
    }

    @Test func dashesCutTheStrokeIntoOnAndOffLengths() throws {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let dashed = try #require(line.dashed([10, 5], phase: 0))
        let pieces = dashed.flattened(tolerance: 0.1)
        // 100 pt of 15-pt periods: six whole dashes and a seventh of 10 from 90 to 100.
        #expect(pieces.count == 7 && pieces.allSatisfy { abs($0.length - 10) < 1e-9 })
        #expect(pieces[1].points.first == CGPoint(x: 15, y: 0))
        // The phase moves the pattern; an odd count swaps on and off each round.
        #expect(try #require(line.dashed([10, 5], phase: 5)).flattened(tolerance: 0.1).first?.length == 5)
        #expect(try #require(line.dashed([10], phase: 0)).flattened(tolerance: 0.1).count == 5)
        // Trimmed first (a shape layer's strokeEnd), then dashed.
        #expect(try #require(line.dashed([10, 5], phase: 0, from: 0, to: 0.5)).flattened(tolerance: 0.1).count == 4)
        // Patterns that cannot dash stroke solid.
        #expect(line.dashed([], phase: 0) == nil && line.dashed([0, 0], phase: 0) == nil && line.dashed([4, -1], phase: 0) == nil)
        #expect(line.dashed([1e-6], phase: 0) == nil, "too fine: solid, with a warning")
    }

    @Test func contextsBezierPathsAndShapeLayersDash() {
        let items = drawn { ctx in
            ctx.setLineDash(phase: 0, lengths: [4, 4])
            ctx.move(to: CGPoint(x: 0, y: 10)); ctx.addLine(to: CGPoint(x: 80, y: 10))
            ctx.strokePath()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 20)); path.addLine(to: CGPoint(x: 80, y: 20))
            var pattern: [CGFloat] = [20, 20]
            path.setLineDash(&pattern, count: 2, phase: 0)
            path.stroke()
            var count = 0
            path.getLineDash(nil, count: &count, phase: nil)
            #expect(count == 2)
        }
        let strokes = items.compactMap { item -> Int? in
            if case .path(let d) = item { return d.path.flattened(tolerance: 0.1).count } else { return nil }
        }
        #expect(strokes == [10, 2])
        let shape = CAShapeLayer()
        let line = CGMutablePath()
        line.move(to: .zero); line.addLine(to: CGPoint(x: 60, y: 0))
        shape.path = line
        shape.strokeColor = UIColor.black.cgColor
        shape.lineDashPattern = [10, 10]
        shape.frame = CGRect(x: 0, y: 0, width: 60, height: 10)
        var list = DisplayList()
        shape.appendContent(to: &list, shape: RoundedRect(rect: shape.bounds, cornerRadius: 0, transform: .identity), opacity: 1, at: 0)
        let paths = list.items.compactMap { item -> PathDraw? in if case .path(let d) = item { return d } else { return nil } }
        #expect(paths.count == 2 && paths[1].path.flattened(tolerance: 0.1).count == 3, "the fill, then three dashes")
    }

    @Test func aShadowGoesUnderEachFillAndStrokeUntilItIsCleared() {
        let items = drawn { ctx in
            ctx.setFillColor(UIColor.white.cgColor)
            ctx.setShadow(offset: CGSize(width: 0, height: 4), blur: 6)
            ctx.fill(CGRect(x: 10, y: 10, width: 50, height: 50))
            ctx.setShadow(offset: .zero, blur: 0, color: nil)
            ctx.fill(CGRect(x: 70, y: 10, width: 20, height: 20))
        }
        let paths = items.compactMap { item -> PathDraw? in if case .path(let d) = item { return d } else { return nil } }
        #expect(paths.count == 3)
        #expect(paths[0].blur == 6 && paths[0].fillColor == RGBA(r: 0, g: 0, b: 0, a: 1.0 / 3))
        #expect(CGPoint.zero.applying(paths[0].transform) == CGPoint(x: 0, y: 4), "moved down by the offset")
        #expect(paths[1].blur == 0 && paths[1].fillColor == RGBA(r: 1, g: 1, b: 1, a: 1))
        #expect(paths[2].blur == 0)
    }

    @Test func drawPathFillsStrokesOrBoth() {
        let items = drawn { ctx in
            for mode in [CGPathDrawingMode.fill, .stroke, .fillStroke, .eoFill] {
                ctx.addPath(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil))
                ctx.drawPath(using: mode)
            }
            #expect(ctx.isPathEmpty)
        }
        let kinds = items.compactMap { item -> String? in
            guard case .path(let d) = item else { return nil }
            return d.fillColor != nil ? (d.fillRule == .evenOdd ? "eofill" : "fill") : "stroke"
        }
        #expect(kinds == ["fill", "stroke", "fill", "stroke", "eofill"])
        var shift = CGAffineTransform(translationX: 5, y: 0)
        #expect(abs(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &shift).boundingBoxOfPath.minX - 5) < 0.1)
        #expect(CGPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 3, cornerHeight: 3, transform: nil)
            .roundedShape?.radius == 3)
    }

    @Test func pushedContextsTakeUIKitsDrawingCalls() {
        let outer = CGContext(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIGraphicsPushContext(outer)
        #expect(UIGraphicsGetCurrentContext() === outer)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil && outer.items.count == 1)
        UIGraphicsPopContext()  // one too many: nothing happens
    }

    @Test func nonFiniteTransformsAndPointsDrawNothingStrange() {
        let items = drawn { ctx in
            ctx.scaleBy(x: .nan, y: 1)
            ctx.rotate(by: .infinity)
            #expect(ctx.ctm == .identity)
            ctx.move(to: CGPoint(x: CGFloat.nan, y: 0))
            ctx.addLine(to: CGPoint(x: 10, y: 10))
            ctx.addLine(to: CGPoint(x: 20, y: 0))
            ctx.strokePath()
        }
        #expect(UIKitWarning.history.contains { $0.contains("NaN or an infinity is left out") })
        let paths = items.compactMap { item -> PathDraw? in if case .path(let d) = item { return d } else { return nil } }
        #expect(paths.count == 1 && paths[0].path.elements.allSatisfy { element in
            if case .addLineToPoint(let p) = element { return p.x.isFinite }
            if case .moveToPoint(let p) = element { return p.x.isFinite }
            return true
        })
    }

    @Test func theTintingRecipesDrawTheImagesShapeInTheColour() {
        let mark = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { r in
            UIColor.black.setFill(); UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        }
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        func fillColors(_ items: [DisplayItem]) -> [RGBA?] {
            items.compactMap { item -> RGBA?? in if case .path(let d) = item { return .some(d.fillColor) } else { return nil } }
        }
        let red = RGBA(r: 1, g: 0, b: 0, a: 1)
        // A fill, then the image drawn destination-in.
        let first = drawn(CGSize(width: 10, height: 10)) { _ in
            UIColor.red.setFill()
            UIRectFill(rect)
            mark.draw(in: rect, blendMode: .destinationIn, alpha: 1)
        }
        #expect(fillColors(first) == [red], "only the circle, in red")
        // The image, then a fill source-in or source-atop.
        for mode in [CGBlendMode.sourceIn, .sourceAtop] {
            let items = drawn(CGSize(width: 10, height: 10)) { ctx in
                mark.draw(in: rect)
                UIColor.red.setFill()
                UIRectFillUsingBlendMode(rect, mode)
            }
            #expect(fillColors(items) == [red], "\(mode)")
        }
        // Copy replaces, clear erases; another mode draws as normal.
        #expect(fillColors(drawn { ctx in ctx.fill(rect); ctx.setBlendMode(.copy); ctx.fill(rect) }).count == 1)
        #expect(drawn { ctx in ctx.fill(rect); ctx.setBlendMode(.clear); ctx.fill(rect) }.isEmpty)
        // Any other mode: both sides kept whole, to be blended pixel by pixel.
        let multiplied = drawn { ctx in ctx.fill(rect); ctx.setBlendMode(.multiply); ctx.fill(rect) }
        guard case .composite(let c)? = multiplied.first, multiplied.count == 1 else { Issue.record("no composite"); return }
        #expect(c.mode == .multiply && c.below.count == 1 && c.above.count == 1 && c.bounds == rect)
        // A fill that does not cover the image is not the recipe: the two are blended pixel by pixel.
        let partial = drawn(CGSize(width: 10, height: 10)) { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
            mark.draw(in: rect, blendMode: .destinationIn, alpha: 1)
        }
        #expect(partial.count == 1 && { if case .composite(let c) = partial[0] { return c.mode == .destinationIn } else { return false } }())
    }

    @Test func anUncolouredPatternTakesTheColourItIsSetWith() throws {
        let dot: CGPatternDrawPatternCallback = { _, cell in cell.fillEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4)) }
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: dot, releaseInfo: nil)
        let pattern = try #require(CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 4, height: 4), matrix: .identity,
                                             xStep: 10, yStep: 10, tiling: .noDistortion, isColored: false, callbacks: &callbacks))
        let items = drawn { ctx in
            var green: [CGFloat] = [0, 1, 0, 1]
            ctx.setFillPattern(pattern, colorComponents: &green)
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        let fills = items.compactMap { item -> RGBA? in if case .path(let d) = item { return d.fillColor } else { return nil } }
        // Four cells of 10 × 10 over the 20-point square, each a green dot; then a red fill.
        #expect(fills == Array(repeating: RGBA(r: 0, g: 1, b: 0, a: 1), count: 4) + [RGBA(r: 1, g: 0, b: 0, a: 1)])
        var none = CGPatternCallbacks(version: 0, drawPattern: nil, releaseInfo: nil)
        #expect(CGPattern(info: nil, bounds: .zero, matrix: .identity, xStep: 1, yStep: 1, tiling: .noDistortion, isColored: true,
                          callbacks: &none) == nil)
    }
}
