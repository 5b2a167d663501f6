import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Layers that draw themselves (`draw(in:)`, a delegate's `draw(_:in:)`, `contents`), views that
/// draw through their layer, and the layer's layout entry point.
@Suite(.serialized, .freshRuntime) struct LayerDrawingTests {
    final class DotLayer: CALayer {
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fillEllipse(in: bounds)
        }
    }

    final class Painter: NSObject, CALayerDelegate {
        var drawn: [CGRect] = []
        func draw(_ layer: CALayer, in ctx: CGContext) {
            drawn.append(layer.bounds)
            UIGraphicsPushContext(ctx)
            UIColor.blue.setFill()
            UIBezierPath(rect: layer.bounds).fill()
            UIGraphicsPopContext()
        }
    }

    private func paths(_ view: UIView) -> [PathDraw] {
        var list = DisplayList()
        UIModelRuntime.current.display(view)
        list.append(view: view)
        return list.items.compactMap { item -> PathDraw? in if case .path(let d) = item { return d } else { return nil } }
    }

    /// A text layer's font as a `CGFont` (the rating libraries' way), a `UIFont` or a name.
    @Test func aTextLayerDrawsInTheFontItIsGiven() throws {
        let text = CATextLayer()
        text.fontSize = 20
        text.font = try #require(CGFont("Roboto-Bold"))
        #expect(text.textFont.fontName == "Roboto-Bold" && text.textFont.pointSize == 20)
        text.font = "Roboto-Italic" as NSString
        #expect(text.textFont.fontName == "Roboto-Italic")
        text.font = UIFont.systemFont(ofSize: 9)
        #expect(text.textFont.pointSize == 20)
    }

    @Test func aLayerDrawsWhenAskedAndKeepsItsDrawing() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let dot = DotLayer()
        dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        view.layer.addSublayer(dot)
        // As in Core Animation, a layer draws only once it is asked to.
        #expect(paths(view).isEmpty && dot.draws == 0 && !dot.needsDisplay())
        dot.setNeedsDisplay()
        #expect(dot.needsDisplay())
        #expect(paths(view).count == 1 && dot.draws == 1)
        #expect(paths(view).count == 1 && dot.draws == 1, "kept, not drawn again")
        // A size change draws again only when the layer asks for it.
        dot.bounds.size = CGSize(width: 30, height: 30)
        _ = paths(view)
        #expect(dot.draws == 1)
        dot.needsDisplayOnBoundsChange = true
        dot.bounds.size = CGSize(width: 40, height: 40)
        _ = paths(view)
        #expect(dot.draws == 2)
        dot.displayIfNeeded()
        #expect(dot.draws == 2, "nothing was asked")
    }

    @Test func aDelegateDrawsAPlainLayerAndAViewsLayerKeepsItsView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let layer = CALayer()
        let painter = Painter()
        layer.delegate = painter
        layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        view.layer.addSublayer(layer)
        layer.setNeedsDisplay()
        let drawn = paths(view)
        #expect(painter.drawn == [CGRect(x: 0, y: 0, width: 50, height: 50)] && drawn.first?.fillColor == RGBA(r: 0, g: 0, b: 1, a: 1))
        #expect(view.layer.delegate === view)
        view.layer.delegate = painter
        #expect(view.layer.delegate === view, "a view's layer keeps its view")
    }

    @Test func contentsShowAnImageStretchedToTheBounds() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { r in
            UIColor.green.setFill()
            r.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.contents = image.cgImage
        #expect(layer.contents is CGImage)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.addSublayer(layer)
        let fills = paths(view)
        #expect(fills.count == 1)
        // The 10-point square drawn over the 40 × 20 bounds.
        let corner = CGPoint(x: 10, y: 10).applying(try #require(fills.first).transform)
        #expect(corner == CGPoint(x: 40, y: 20))
    }

    final class LayerDrawnView: UIView {
        override func draw(_ layer: CALayer, in ctx: CGContext) {
            ctx.setFillColor(UIColor.orange.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
    }

    final class SublayerView: UIView {
        let stripe = CALayer()
        var calls: [String] = []
        override func layoutSublayers(of layer: CALayer) {
            calls.append("sublayers")
            super.layoutSublayers(of: layer)
            stripe.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 2)
        }
        override func layoutSubviews() { calls.append("subviews") }
    }

    @Test func viewsDrawAndLayOutThroughTheirLayersDelegateMethods() {
        let drawn = LayerDrawnView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(paths(drawn).first?.fillColor == RGBA(r: 1, g: 0.5, b: 0, a: 1))
        let view = SublayerView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        view.layer.addSublayer(view.stripe)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.calls == ["sublayers", "subviews"] && view.stripe.frame.width == 80)
    }
}
