import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// A view that draws a bar as wide as its progress, counting its drawings.
private final class ProgressBarView: UIView {
    var progress: CGFloat = 0.5 { didSet { setNeedsDisplay() } }
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
    }
}

@Suite(.freshRuntime) struct ViewDrawingTests {
    private func items(_ view: UIView) -> [DisplayItem] {
        var list = DisplayList()
        UIModelRuntime.current.display(view)
        list.append(view: view)
        return list.items
    }

    @Test func drawRunsOnceUntilTheViewNeedsDisplayAgain() {
        let bar = ProgressBarView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let first = items(bar)
        #expect(bar.draws == 1)
        // Clipped to the bounds: a clip, the fill, the oval, the end of the clip.
        #expect(first.count == 4)
        guard case .path(let fill) = first[1] else { Issue.record("no fill"); return }
        #expect(fill.path.boundingBox == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(items(bar) == first && bar.draws == 1, "the drawing is kept")
        bar.progress = 1
        #expect(UIModelRuntime.current.needsFrame, "asking to draw asks for a frame")
        let second = items(bar)
        #expect(bar.draws == 2)
        guard case .path(let full) = second[1] else { Issue.record("no fill"); return }
        #expect(full.path.boundingBox.width == 100)
    }

    @Test func newBoundsStretchTheDrawingOrDrawItAgain() {
        let bar = ProgressBarView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        _ = items(bar)
        bar.frame.size.width = 200
        let stretched = items(bar)
        #expect(bar.draws == 1, "scale to fill stretches what was drawn")
        guard case .path(let fill) = stretched[1] else { Issue.record("no fill"); return }
        #expect(fill.transform.a == 2)
        bar.contentMode = .redraw
        bar.frame.size.width = 300
        _ = items(bar)
        #expect(bar.draws == 2, "redraw draws again at the new size")
    }

    @Test func viewsThatDoNotDrawAreNotAskedAgain() {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(items(plain).isEmpty)
        #expect(plain.drawing.drawsNothing)
        plain.setNeedsDisplay()
        #expect(!plain.drawing.drawsNothing)
        let zero = ProgressBarView(frame: .zero)
        #expect(items(zero).isEmpty && zero.draws == 0, "nothing to draw into")
    }

    @Test func imageContextsGiveImagesOfWhatWasDrawn() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 20), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        UIImage(systemName: "star.fill")?.draw(in: CGRect(x: 10, y: 0, width: 20, height: 20))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 40, height: 20) && image.scale == 2)
        let drawn = try #require(image.drawing)
        #expect(drawn.count == 2)
        guard case .text(let glyph) = drawn[1] else { Issue.record("no symbol drawn"); return }
        #expect(glyph.color == RGBA(r: 0, g: 0, b: 0, a: 1), "a template draws black into a context")
        // Ending without a context, or asking for an image of a bad size, is harmless.
        UIGraphicsEndImageContext()
        UIGraphicsBeginImageContext(CGSize(width: CGFloat.nan, height: 10))
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}

/// A view backed by a gradient layer, as apps make gradient backgrounds.
private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradient: CAGradientLayer { layer as! CAGradientLayer }
}

/// A layer class of the app's own.
private final class StripeLayer: CALayer {}
private final class StripedView: UIView {
    override class var layerClass: AnyClass { StripeLayer.self }
}

@Suite(.freshRuntime) struct LayerClassTests {
    @Test func aViewIsBackedByItsLayerClass() {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer is CAGradientLayer && view.layer.delegate === view)
        view.gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        var list = DisplayList()
        UIModelRuntime.current.display(view)
        list.append(view: view)
        #expect(list.items.contains { if case .gradient = $0 { return true } else { return false } })
        #expect(type(of: UIView(frame: .zero).layer) == CALayer.self)
    }

    @Test func aLayerClassOfTheAppsOwnBacksItsViews() {
        let view = StripedView(frame: .zero)
        #expect(view.layer is StripeLayer && view.layer.delegate === view)
    }
}
