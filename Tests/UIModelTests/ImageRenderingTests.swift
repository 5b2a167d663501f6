import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// CGImages (crops, orientations, drawing into a context), images that flip for right-to-left
/// layouts, and image views' highlighted images and frame animations.
@Suite(.freshRuntime) struct ImageRenderingTests {
    private func drawn(_ size: CGSize = CGSize(width: 100, height: 100), _ body: (CGContext) -> Void) -> [DisplayItem] {
        UIGraphicsImageRenderer(size: size).image { body($0.cgContext) }.drawing ?? []
    }

    @Test func cgImagesCropTurnAndDrawUpsideDownInAContext() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 2; return f
        }()).image { r in
            UIColor.red.setFill(); r.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.setFill(); r.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
        }
        let cg = try #require(image.cgImage)
        #expect(cg.width == 80 && cg.height == 40)
        // The right half, in pixels.
        let blue = try #require(cg.cropping(to: CGRect(x: 40, y: 0, width: 40, height: 40)))
        #expect(blue.width == 40 && cg.cropping(to: CGRect(x: 100, y: 0, width: 5, height: 5)) == nil)
        let half = UIImage(cgImage: blue, scale: 2, orientation: .up)
        #expect(half.size == CGSize(width: 20, height: 20))
        var list = DisplayList()
        half.appendDraw(to: &list, rect: CGRect(x: 0, y: 0, width: 20, height: 20), opacity: 1, transform: .identity, tint: nil)
        let fills = list.items.compactMap { item -> PathDraw? in if case .path(let d) = item { return d } else { return nil } }
        // The blue square lands on the drawn rectangle; the red one falls left of it, clipped away.
        #expect(fills.count == 2 && CGPoint(x: 20, y: 0).applying(fills[1].transform) == .zero)
        // Turned right, the 40 × 20 image stands 20 × 40.
        let turned = UIImage(cgImage: cg, scale: 2, orientation: .right)
        #expect(turned.size == CGSize(width: 20, height: 40) && turned.imageOrientation == .right)
        #expect(turned.cgImage == cg)
        // The source's top left ends at the top right once turned clockwise.
        let place = turned.sourcePlacement(in: CGRect(x: 0, y: 0, width: 20, height: 40), crop: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(CGPoint.zero.applying(place) == CGPoint(x: 20, y: 0))
        // A context draws a CGImage y-up: its top row at the bottom of the rectangle.
        let items = drawn { ctx in ctx.draw(cg, in: CGRect(x: 0, y: 0, width: 40, height: 20)) }
        let first = items.compactMap { item -> PathDraw? in if case .path(let d) = item { return d } else { return nil } }.first
        #expect(CGPoint.zero.applying(try #require(first).transform) == CGPoint(x: 0, y: 20))
    }

    @Test func imagesThatFlipForRightToLeftAreMirroredThere() throws {
        let arrow = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { r in r.fill(CGRect(x: 0, y: 0, width: 4, height: 10)) }
        let view = UIImageView(image: arrow.imageFlippedForRightToLeftLayoutDirection())
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.image?.flipsForRightToLeftLayoutDirection == true && !arrow.flipsForRightToLeftLayoutDirection)
        func leftEdge() throws -> CGFloat {
            var list = DisplayList()
            view.appendContent(to: &list, transform: .identity, opacity: 1)
            let fill = try #require(list.items.compactMap { item -> PathDraw? in if case .path(let d) = item { return d } else { return nil } }.first)
            return fill.path.boundingBox.applying(fill.transform).minX
        }
        #expect(try leftEdge() == 0)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(try leftEdge() == 6, "the bar moves to the right edge")
        #expect(arrow.withHorizontallyFlippedOrientation().imageOrientation == .upMirrored)
        #expect(arrow.withHorizontallyFlippedOrientation().withHorizontallyFlippedOrientation().imageOrientation == .up)
    }

    @Test func imageViewsShowTheirHighlightedImageAndAnimateTheirFrames() throws {
        func dot(_ color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { r in color.setFill(); r.fill(CGRect(x: 0, y: 0, width: 4, height: 4)) }
        }
        let red = dot(.red), green = dot(.green), blue = dot(.blue)
        let view = UIImageView(image: red, highlightedImage: green)
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        func shown() -> RGBA? {
            var list = DisplayList()
            view.appendContent(to: &list, transform: .identity, opacity: 1)
            return list.items.compactMap { item -> RGBA? in if case .path(let d) = item { return d.fillColor } else { return nil } }.last
        }
        #expect(shown() == RGBA(r: 1, g: 0, b: 0, a: 1))
        view.isHighlighted = true
        #expect(shown() == RGBA(r: 0, g: 1, b: 0, a: 1))
        view.isHighlighted = false
        // Three frames over 0.3 s, twice: a tenth of a second each, then the still image again.
        view.animationImages = [green, blue, red]
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        let app = UIModelRuntime.current
        let t = app.clock.animationEngine.now.rounded(.up) + 10
        view.startAnimating()
        #expect(view.isAnimating)
        app.fireDisplayLinks(timestamp: t, duration: 1.0 / 60)
        #expect(shown() == RGBA(r: 0, g: 1, b: 0, a: 1))
        app.fireDisplayLinks(timestamp: t + 0.15, duration: 1.0 / 60)
        #expect(shown() == RGBA(r: 0, g: 0, b: 1, a: 1))
        app.fireDisplayLinks(timestamp: t + 0.61, duration: 1.0 / 60)
        #expect(!view.isAnimating && shown() == RGBA(r: 1, g: 0, b: 0, a: 1))
        // An animated image carries its frames and duration.
        let animated = try #require(UIImage.animatedImage(with: [blue, green], duration: 1))
        #expect(animated.images?.count == 2 && animated.duration == 1 && animated.size == blue.size)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        view.animationImages = nil
        view.image = animated
        #expect(shown() == RGBA(r: 0, g: 0, b: 1, a: 1), "its first frame while still")
    }

    @Test func aPatternColourTilesItsImageOverABackground() throws {
        let tile = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { r in
            UIColor.red.setFill(); r.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 25, height: 20))
        view.backgroundColor = UIColor(patternImage: tile)
        var list = DisplayList()
        UIModelRuntime.current.display(view)
        list.append(view: view)
        let fills = list.items.compactMap { item -> PathDraw? in if case .path(let d) = item { return d } else { return nil } }
        // Three columns (the third cut by the clip) of two rows.
        #expect(fills.count == 6)
        #expect(Set(fills.map { CGPoint.zero.applying($0.transform) }).contains(CGPoint(x: 20, y: 10)))
        #expect(!list.items.contains { if case .fill = $0 { return true } else { return false } }, "no plain fill under it")
        // Drawn as a pattern into a context: tiled over the rectangle, clipped to it.
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in tile.drawAsPattern(in: CGRect(x: 0, y: 0, width: 30, height: 15)) }
        #expect((drawn.drawing ?? []).filter { if case .path = $0 { return true } else { return false } }.count == 6)
        // Where one colour is needed, the pattern is a mid grey.
        #expect(UIColor(patternImage: tile).red == 0.5 && UIColor(patternImage: tile) != UIColor(white: 0.5, alpha: 1))
    }

    @Test func autoLayoutPlacesTheAlignmentRectangle() throws {
        // A 40-point icon whose bottom 8 points are a shadow: constraints align the 32-point body.
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { $0.fill(CGRect(x: 0, y: 0, width: 40, height: 32)) }
            .withAlignmentRectInsets(UIEdgeInsets(top: 0, left: 0, bottom: 8, right: 0))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIImageView(image: icon)
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
                                     view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)])
        root.layoutIfNeeded()
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 32) && view.alignmentRectInsets.bottom == 8)
        // The body's bottom sits 20 points up; the shadow hangs below it, inside the frame.
        #expect(view.frame == CGRect(x: 10, y: 148, width: 40, height: 40))
        #expect(view.alignmentRect(forFrame: view.frame) == CGRect(x: 10, y: 148, width: 40, height: 32))
        #expect(view.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 40, height: 32)) == CGRect(x: 0, y: 0, width: 40, height: 40))
    }
}
