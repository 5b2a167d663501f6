import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Paths, shape and gradient layers, sublayers, button configurations and image renderers.
@Suite(.serialized, .freshRuntime) struct DrawingTests {
    @Test func bezierPathsBuildTheShapesUIKitDoes() {
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(rect.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(rect.contains(CGPoint(x: 5, y: 5)) && !rect.contains(CGPoint(x: 15, y: 5)))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(oval.contains(CGPoint(x: 50, y: 50)) && !oval.contains(CGPoint(x: 3, y: 3)))
        // An arc clockwise on screen from 0 to π passes through the bottom (y down).
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: .pi, clockwise: true)
        let points = arc.cgPath.flattened(tolerance: 0.1)[0].points
        #expect(points.contains { $0.y > 99 })
        #expect(abs(points.last!.x) < 0.01 && abs(points.last!.y - 50) < 0.01)
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), byRoundingCorners: [.topLeft],
                                   cornerRadii: CGSize(width: 20, height: 20))
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)) && rounded.contains(CGPoint(x: 99, y: 1)))
        // A circle's length is 2πr (flattened to a tenth of a point).
        let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath.flattened(tolerance: 0.1)
        #expect(abs(circle[0].length - 100 * .pi) < 0.5)
        // Trimming keeps the share of the length asked for.
        let half = circle.trimmed(from: 0, to: 0.5)
        #expect(abs(half.reduce(0) { $0 + $1.length } - 50 * .pi) < 0.5)
        #expect(circle.trimmed(from: 0.6, to: 0.4).isEmpty)
    }

    @Test func shapeLayersDrawTheirPathAndAnimateStrokeEnd() {
        UIModelRuntime.current.removeAllWindows()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
        shape.strokeColor = UIColor.red.cgColor
        shape.fillColor = nil
        shape.lineWidth = 4
        shape.frame = CGRect(x: 20, y: 0, width: 100, height: 100)
        view.layer.addSublayer(shape)
        #expect(shape.superlayer === view.layer && view.layer.sublayers?.count == 1)
        var list = DisplayList()
        UIModelRuntime.current.display(view)
        list.append(view: view)
        guard case .path(let draw)? = list.items.first(where: { if case .path = $0 { return true }; return false }) else {
            Issue.record("no path drawn"); return
        }
        #expect(draw.fillColor == nil && draw.strokeColor == RGBA(r: 1, g: 0, b: 0, a: 1) && draw.lineWidth == 4)
        #expect(CGPoint.zero.applying(draw.transform) == CGPoint(x: 20, y: 0))

        let engine = UIModelRuntime.current.clock.animationEngine
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        shape.add(animation, forKey: "draw")
        UIModelRuntime.current.fireDisplayLinks(timestamp: engine.now + 0.5, duration: 1.0 / 60)
        let mid = shape.presentation() as? CAShapeLayer
        #expect(mid.map { abs($0.strokeEnd - 0.5) < 0.01 } == true)
        shape.strokeEnd = .nan
        #expect(shape.strokeEnd == 1)
    }

    @Test func addedSublayersGoAboveTheSubviewsOfTheirTime() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let below = UIView(), above = UIView()
        view.addSubview(below)
        let gradient = CAGradientLayer()
        view.layer.addSublayer(gradient)
        view.addSubview(above)
        let background = CALayer()
        view.layer.insertSublayer(background, at: 0)
        #expect(view.layer.sublayers?.map { ObjectIdentifier($0) } ==
                [background, below.layer, gradient, above.layer].map { ObjectIdentifier($0) })
        gradient.removeFromSuperlayer()
        #expect(view.layer.sublayers?.count == 3 && gradient.superlayer == nil)
    }

    @Test func gradientLayersSpreadTheirColours() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
        view.layer.addSublayer(gradient)
        var list = DisplayList()
        UIModelRuntime.current.display(view)
        list.append(view: view)
        guard case .gradient(let g)? = list.items.last else { Issue.record("no gradient"); return }
        // The stops keep their places and colours; between them the colours follow Display P3.
        let pieces = DisplayP3Gradient.piecesPerSegment
        #expect(g.locations.count == 2 * pieces + 1 && g.locations.first == 0 && g.locations[pieces] == 0.5 && g.locations.last == 1)
        #expect(g.colors.first == RGBA(r: 1, g: 0, b: 0, a: 1) && g.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(g.shape.rect.size == CGSize(width: 100, height: 40))
    }

    @Test func gradientLayersInterpolateInDisplayP3AsIOSDoes() {
        // Red to yellow half-way down is (255, 147, 0) on iOS, where sRGB would give (255, 128, 0).
        let (colors, locations) = DisplayP3Gradient.stops(colors: [RGBA(r: 1, g: 0, b: 0, a: 1), RGBA(r: 1, g: 1, b: 0, a: 1)],
                                                          locations: [0, 1])
        let middle = colors[locations.firstIndex(of: 0.5)!]
        #expect(Int((middle.g * 255).rounded()) == 147 && middle.r == 1 && middle.b < 0.1)
        let end = colors[colors.count - 1]
        #expect(abs(end.r - 1) < 1e-4 && abs(end.g - 1) < 1e-4 && end.b < 1e-4 && end.a == 1)
    }

    @Test func buttonConfigurationsStyleTheButton() {
        let filled = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Go") { _ in })
        filled.tintColor = .systemGreen
        filled.frame = CGRect(origin: .zero, size: filled.intrinsicContentSize)
        filled.layoutIfNeeded()
        #expect(filled.backgroundColor == .systemGreen)
        #expect(filled.titleLabel?.textColor == .white)
        #expect(filled.layer.cornerRadius == 6)
        // Medium: 7 points above and below the 17 pt title's line.
        #expect(abs(filled.intrinsicContentSize.height - (filled.titleLabel!.intrinsicContentSize.height + 14)) < 0.01)
        filled.isEnabled = false
        #expect(filled.backgroundColor == .tertiarySystemFill && filled.titleLabel?.textColor == .tertiaryLabel)

        var config = UIButton.Configuration.tinted()
        config.title = "Tinted"
        config.cornerStyle = .capsule
        config.buttonSize = .large
        let tinted = UIButton(configuration: config)
        tinted.frame = CGRect(x: 0, y: 0, width: 120, height: 50)
        tinted.layoutIfNeeded()
        #expect(tinted.currentTitle == "Tinted" && tinted.layer.cornerRadius == 25)
        #expect(tinted.titleLabel?.textColor == tinted.tintColor)
        #expect(tinted.configuration?.contentInsets.leading == 20)

        var handled = 0
        let plain = UIButton(configuration: .plain())
        plain.configurationUpdateHandler = { _ in handled += 1 }
        plain.isHighlighted = true
        #expect(handled == 1 && plain.backgroundColor == nil)

        // Apple's pattern: the handler assigns a configuration made for the state. It runs once
        // per change, and the configuration it assigns is the one applied.
        var updates = 0
        let toggle = UIButton(configuration: .filled())
        toggle.configurationUpdateHandler = { button in
            updates += 1
            var config = button.configuration ?? .filled()
            config.title = button.isHighlighted ? "Pressed" : "Press"
            button.configuration = config
        }
        #expect(updates == 0)
        toggle.isHighlighted = true
        #expect(updates == 1 && toggle.currentTitle == "Pressed")
        toggle.isHighlighted = false
        #expect(updates == 2 && toggle.currentTitle == "Press")
    }

    @Test func imageRenderersRecordPathsAndViews() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .blue
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIBezierPath(ovalIn: CGRect(x: 20, y: 0, width: 20, height: 20)).fill()
            view.drawHierarchy(in: CGRect(x: 30, y: 10, width: 10, height: 10), afterScreenUpdates: false)
        }
        #expect(image.size == CGSize(width: 40, height: 20))
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.drawing?.count == 3)
        // Shown in an image view twice its size, the drawing is scaled with it.
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        var list = DisplayList()
        UIModelRuntime.current.display(imageView)
        list.append(view: imageView)
        let fill = list.items.compactMap { item -> RoundedRect? in if case .fill(let r, _) = item { return r }; return nil }.last
        #expect(fill.map { CGPoint.zero.applying($0.transform) } == CGPoint(x: 60, y: 20))  // the view's origin, at (30, 10) × 2
        // A button's background image comes from the same drawing.
        let button = UIButton(type: .custom)
        button.setBackgroundImage(image, for: .normal)
        #expect(button.currentBackgroundImage == image && button.intrinsicContentSize == image.size)
    }
}
