import Foundation
import SimulatorKit
import Testing
import UIModel

/// Pixel checks of what Core Animation composes before it draws: group opacity, masks, and
/// layers in perspective (3-D transforms, anchor points, sublayer transforms, back faces).
@MainActor @Suite(.serialized) final class LayerCompositingTests {
    /// `view` alone, laid out at its size, at 1x on transparent.
    /// One session per test: making one starts the app afresh (its animations too).
    private var session: SimulatorSession?

    private func render(_ view: UIView, scale: CGFloat = 1, _ name: String = #function) throws -> RGBAImage {
        if session == nil { session = try TestSupport.session() }
        let image = try session!.render(detached: view, scale: scale)
        if let dir = ProcessInfo.processInfo.environment["UIMODEL_DUMP_PNG"] {
            renders += 1
            try image.writePNG(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name.prefix(30))-\(renders).png"))
        }
        return image
    }
    private var renders = 0

    private func box(_ frame: CGRect, _ color: UIColor) -> UIView {
        let v = UIView(frame: frame)
        v.backgroundColor = color
        return v
    }

    @Test func aFadedContainerIsComposedOnceSoOverlapsDoNotShowThrough() throws {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 60), .white)
        let container = UIView(frame: root.bounds)
        container.addSubview(box(CGRect(x: 0, y: 0, width: 60, height: 60), .red))
        container.addSubview(box(CGRect(x: 40, y: 0, width: 60, height: 60), .blue))
        container.alpha = 0.5
        root.addSubview(container)
        let grouped = try render(root)
        // The overlap shows the blue on top at half strength over white: no red underneath.
        let overlap = grouped.pixel(x: 50, y: 30)
        #expect(overlap.r >= 126 && overlap.r <= 129 && overlap.g >= 126 && overlap.g <= 129 && overlap.b == 255)
        let redOnly = grouped.pixel(x: 20, y: 30)
        #expect(redOnly.r == 255 && redOnly.g >= 126 && redOnly.g <= 129)

        // Without group opacity each part fades alone: the red shows through the blue.
        container.layer.allowsGroupOpacity = false
        let separate = try render(root)
        let mixed = separate.pixel(x: 50, y: 30)
        #expect(mixed.g >= 60 && mixed.g <= 66 && mixed.r >= 125 && mixed.r <= 129 && mixed.b >= 189)
    }

    @Test func aShapeMaskCutsTheLayerAndItsSublayers() throws {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), .clear)
        let card = box(root.bounds, .green)
        card.addSubview(box(CGRect(x: 50, y: 0, width: 50, height: 100), .blue))
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
        circle.fillColor = CGColor(gray: 0, alpha: 1)
        card.layer.mask = circle
        root.addSubview(card)
        let img = try render(root)
        #expect(img.pixel(x: 25, y: 50) == (0, 255, 0, 255))
        #expect(img.pixel(x: 75, y: 50) == (0, 0, 255, 255))
        #expect(img.pixel(x: 3, y: 3).a == 0)
        #expect(img.pixel(x: 97, y: 97).a == 0)
    }

    @Test func aGradientMaskFadesAndAViewMaskFollowsItsFrame() throws {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 40), .clear)
        let bar = box(root.bounds, .black)
        let fade = CAGradientLayer()
        fade.frame = bar.bounds
        fade.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 0, alpha: 0)]
        fade.startPoint = CGPoint(x: 0, y: 0.5)
        fade.endPoint = CGPoint(x: 1, y: 0.5)
        bar.layer.mask = fade
        root.addSubview(bar)
        let img = try render(root)
        let left = Int(img.pixel(x: 2, y: 20).a), middle = Int(img.pixel(x: 50, y: 20).a), right = Int(img.pixel(x: 97, y: 20).a)
        #expect(left > 240 && right < 15)
        #expect(abs(middle - 128) < 8)

        let window = box(root.bounds, .red)
        window.mask = box(CGRect(x: 10, y: 10, width: 20, height: 20), .black)
        bar.layer.mask = nil
        bar.addSubview(window)
        let masked = try render(root)
        #expect(masked.pixel(x: 20, y: 20) == (255, 0, 0, 255))
        #expect(masked.pixel(x: 50, y: 20) == (0, 0, 0, 255))
    }

    @Test func aLayerInPerspectiveIsDrawnAsItsProjectedQuad() throws {
        let root = box(CGRect(x: 0, y: 0, width: 200, height: 160), .white)
        let card = box(CGRect(x: 50, y: 30, width: 100, height: 100), .blue)
        var t = CATransform3DIdentity
        t.m34 = -1 / 200
        card.layer.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        root.addSubview(card)
        let img = try render(root)
        // Turned about its vertical axis: narrower, its left edge nearer the eye (taller), as
        // Core Animation turns a positive angle about y.
        func height(atX x: Int) -> Int { (0..<160).filter { img.pixel(x: x, y: $0).r < 128 }.count }
        let columns = (0..<200).filter { height(atX: $0) > 0 }
        let left = columns.first ?? 0, right = columns.last ?? 0
        #expect(right - left < 95 && right - left > 55)
        #expect(height(atX: left + 2) > height(atX: right - 2) + 20)
        // The centre stays where it was (the anchor is the middle).
        #expect(img.pixel(x: 100, y: 80) == (0, 0, 255, 255))
        // Edges are anti-aliased.
        #expect((0..<160).contains { y in let p = img.pixel(x: right, y: y); return p.r > 20 && p.r < 235 })
    }

    @Test func aBackFacingLayerShowsItsMirrorImageUnlessItIsOneSided() throws {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 50), .white)
        let card = box(root.bounds, .white)
        card.addSubview(box(CGRect(x: 0, y: 0, width: 30, height: 50), .red))
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        card.layer.transform = CATransform3DRotate(t, .pi, 0, 1, 0)
        root.addSubview(card)
        let back = try render(root)
        // Half a turn about y mirrors it: the red strip is on the right.
        #expect(back.pixel(x: 90, y: 25) == (255, 0, 0, 255))
        #expect(back.pixel(x: 10, y: 25) == (255, 255, 255, 255))
        card.layer.isDoubleSided = false
        let hidden = try render(root)
        #expect(hidden.pixel(x: 90, y: 25) == (255, 255, 255, 255))
    }

    @Test func theAnchorPointIsWhereTheLayerTurnsAndSits() throws {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
        let hand = box(CGRect(x: 50, y: 50, width: 40, height: 10), .black)
        hand.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        // Moving the anchor keeps the position: the view moves by half its width.
        #expect(hand.frame.origin == CGPoint(x: 70, y: 50))
        hand.frame = CGRect(x: 50, y: 50, width: 40, height: 10)
        #expect(hand.center == CGPoint(x: 50, y: 55))
        hand.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(hand)
        let img = try render(root)
        // Turned a quarter about its left end: it points down from (50, 55).
        #expect(img.pixel(x: 50, y: 85) == (0, 0, 0, 255))
        #expect(img.pixel(x: 80, y: 55) == (255, 255, 255, 255))
    }

    @Test func zPositionOrdersSiblingsAndASublayerTransformSharesAPerspective() throws {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
        let below = box(CGRect(x: 0, y: 0, width: 60, height: 60), .red)
        let above = box(CGRect(x: 40, y: 40, width: 60, height: 60), .blue)
        root.addSubview(below)
        root.addSubview(above)
        below.layer.zPosition = 1
        let img = try render(root)
        #expect(img.pixel(x: 50, y: 50) == (255, 0, 0, 255))

        var p = CATransform3DIdentity
        p.m34 = -1 / 100
        root.layer.sublayerTransform = p
        below.layer.zPosition = 0
        above.layer.zPosition = 50
        // Half way to the eye, about the root's middle: twice the size away from the middle.
        let near = try render(root)
        #expect(near.pixel(x: 40, y: 40) == (0, 0, 255, 255))
        #expect(above.layer.frame.origin == CGPoint(x: 40, y: 40))
    }

    /// A white 200 × 200 root with `card` in it.
    private func onWhite(_ card: UIView) -> UIView {
        let root = box(CGRect(x: 0, y: 0, width: 200, height: 200), .white)
        root.addSubview(card)
        return root
    }

    @Test func aShadowFollowsWhatTheLayerDrawsNotItsBounds() throws {
        // A clear view whose only drawing is a circle casts a round shadow.
        let card = box(CGRect(x: 50, y: 50, width: 100, height: 100), .clear)
        let dot = CAShapeLayer()
        dot.path = UIBezierPath(ovalIn: card.bounds).cgPath
        dot.fillColor = UIColor.blue.cgColor
        card.layer.addSublayer(dot)
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = CGSize(width: 0, height: 20)
        card.layer.shadowRadius = 0
        let img = try render(onWhite(card))
        #expect(img.pixel(x: 100, y: 165) == (0, 0, 0, 255))  // below the circle: its shadow
        #expect(img.pixel(x: 55, y: 160) == (255, 255, 255, 255))  // the bounds' corner casts none
        #expect(img.pixel(x: 100, y: 100) == (0, 0, 255, 255))  // the circle over its shadow

        // A soft shadow fades out past the outline.
        card.layer.shadowRadius = 10
        let soft = try render(onWhite(card))
        let edge = soft.pixel(x: 100, y: 170).r, inside = soft.pixel(x: 100, y: 160).r
        #expect(edge > inside && edge < 250)
    }

    @Test func aShadowPathShapesTheShadowAndMasksToBoundsHidesIt() throws {
        let card = box(CGRect(x: 50, y: 50, width: 100, height: 100), .red)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 30, height: 0)
        card.layer.shadowPath = UIBezierPath(ovalIn: card.bounds).cgPath
        let img = try render(onWhite(card))
        #expect(img.pixel(x: 170, y: 100) == (0, 0, 0, 255))
        #expect(img.pixel(x: 175, y: 55) == (255, 255, 255, 255))  // outside the oval
        card.layer.masksToBounds = true
        let clipped = try render(onWhite(card))
        #expect(clipped.pixel(x: 170, y: 100) == (255, 255, 255, 255))
    }

    @Test func aLabelCastsTheShadowOfItsText() throws {
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 160, height: 60))
        label.text = "████"
        label.font = .systemFont(ofSize: 40)
        label.textColor = .white
        label.layer.shadowOpacity = 1
        label.layer.shadowRadius = 0
        label.layer.shadowOffset = CGSize(width: 0, height: 60)
        let root = onWhite(label)
        root.backgroundColor = .white
        let img = try render(root)
        // White text on white: only its shadow, 60 pt lower, shows.
        let dark = (0..<200).flatMap { x in (80..<200).map { (x, $0) } }.filter { img.pixel(x: $0.0, y: $0.1).r < 50 }
        #expect(dark.count > 500)
        #expect(!(0..<200).contains { x in (0..<80).contains { img.pixel(x: x, y: $0).r < 200 } })
    }

    @Test func aSnapshotViewShowsTheViewFrozenAndAResizableOneKeepsItsCaps() throws {
        let card = box(CGRect(x: 0, y: 0, width: 60, height: 60), .blue)
        card.addSubview(box(CGRect(x: 0, y: 0, width: 10, height: 60), .red))
        let frozen = try #require(card.snapshotView(afterScreenUpdates: true))
        card.backgroundColor = .green  // later changes do not reach the snapshot
        #expect(frozen.bounds.size == CGSize(width: 60, height: 60))
        let root = box(CGRect(x: 0, y: 0, width: 200, height: 60), .white)
        frozen.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        root.addSubview(frozen)
        let stretchy = try #require(card.resizableSnapshotView(from: card.bounds, afterScreenUpdates: false,
                                                              withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)))
        stretchy.frame = CGRect(x: 70, y: 0, width: 120, height: 60)
        root.addSubview(stretchy)
        let img = try render(root)
        #expect(img.pixel(x: 5, y: 30) == (255, 0, 0, 255) && img.pixel(x: 40, y: 30) == (0, 0, 255, 255))
        // The left cap keeps its 10 points: red from 70 to 80, then the stretched middle.
        #expect(img.pixel(x: 78, y: 30) == (255, 0, 0, 255) && img.pixel(x: 82, y: 30) == (0, 255, 0, 255))
        #expect(img.pixel(x: 185, y: 30) == (0, 255, 0, 255))
    }

    @Test func viewTransitionsFlipAndDissolveFromTheOldPicture() throws {
        session = try TestSupport.session()
        let app = UIModelRuntime.current
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
        let card = box(CGRect(x: 20, y: 20, width: 60, height: 60), .red)
        root.addSubview(card)
        var finished: [Bool] = []
        let start = CACurrentMediaTime()
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { card.backgroundColor = .blue }, completion: { finished.append($0) })
        #expect(card.backgroundColor == .blue)
        app.fireDisplayLinks(timestamp: start + 0.25, duration: 1.0 / 60)
        let quarter = try render(root)
        // A quarter of the way: the old (red) side, turned 45°: narrower than 60 points.
        let red = (0..<100).filter { quarter.pixel(x: $0, y: 50) == (255, 0, 0, 255) }
        #expect(red.count > 30 && red.count < 50)
        app.fireDisplayLinks(timestamp: start + 0.75, duration: 1.0 / 60)
        let late = try render(root)
        let blue = (0..<100).filter { late.pixel(x: $0, y: 50) == (0, 0, 255, 255) }
        #expect(blue.count > 30 && blue.count < 50 && !(0..<100).contains { late.pixel(x: $0, y: 50) == (255, 0, 0, 255) })
        app.fireDisplayLinks(timestamp: start + 1.05, duration: 1.0 / 60)
        #expect(finished == [true] && card.subviews.isEmpty)
        let done = try render(root)
        #expect(done.pixel(x: 21, y: 50) == (0, 0, 255, 255))

        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { card.backgroundColor = .green }, completion: nil)
        app.fireDisplayLinks(timestamp: start + 1.55, duration: 1.0 / 60)
        let mid = try render(root).pixel(x: 50, y: 50)
        #expect(mid.b > 100 && mid.b < 155 && mid.g > 100 && mid.g < 155)
    }

    @Test func aLayerTransitionPushesTheOldDrawingOutAndFadesBetweenThem() throws {
        session = try TestSupport.session()
        let app = UIModelRuntime.current
        let root = box(CGRect(x: 0, y: 0, width: 200, height: 50), .white)
        let panel = box(CGRect(x: 50, y: 0, width: 100, height: 50), .red)
        panel.clipsToBounds = true
        root.addSubview(panel)
        let start = CACurrentMediaTime()
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        panel.layer.add(push, forKey: kCATransition)
        panel.backgroundColor = .blue
        #expect(panel.layer.animationKeys() == [kCATransition])
        app.fireDisplayLinks(timestamp: start + 0.5, duration: 1.0 / 60)
        let half = try render(root)
        // Half way: the old red drawing fills the left half of where the panel was, the new
        // blue one the right half (a transition moves the whole drawing, unclipped).
        #expect(half.pixel(x: 60, y: 25) == (255, 0, 0, 255) && half.pixel(x: 140, y: 25) == (0, 0, 255, 255))
        #expect(half.pixel(x: 160, y: 25) == (0, 0, 255, 255) && half.pixel(x: 40, y: 25) == (255, 0, 0, 255))
        app.fireDisplayLinks(timestamp: start + 1.1, duration: 1.0 / 60)
        #expect(panel.layer.animationKeys() == nil)
        #expect(try render(root).pixel(x: 60, y: 25) == (0, 0, 255, 255))

        let fade = CATransition()
        fade.duration = 1
        panel.layer.add(fade, forKey: nil)
        panel.backgroundColor = .green
        app.fireDisplayLinks(timestamp: start + 1.6, duration: 1.0 / 60)
        let mid = try render(root).pixel(x: 100, y: 25)
        #expect(mid.b > 90 && mid.b < 165 && mid.g > 90 && mid.g < 165 && mid.r == 0)
    }

    @Test func aReplicatorDrawsShiftedTintedCopiesAndATextLayerDrawsItsString() throws {
        let root = box(CGRect(x: 0, y: 0, width: 200, height: 100), .white)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        dot.backgroundColor = UIColor.white.cgColor
        replicator.addSublayer(dot)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        replicator.instanceColor = UIColor.red.cgColor
        replicator.instanceGreenOffset = 1.0 / 3
        root.layer.addSublayer(replicator)

        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 50, width: 200, height: 50)
        text.string = "Hello"
        text.fontSize = 30
        text.foregroundColor = UIColor.black.cgColor
        text.alignmentMode = .center
        root.layer.addSublayer(text)
        let img = try render(root)
        #expect(img.pixel(x: 10, y: 10) == (255, 0, 0, 255))
        #expect(img.pixel(x: 40, y: 10) == (255, 85, 0, 255))
        #expect(img.pixel(x: 100, y: 10) == (255, 255, 0, 255))
        #expect(img.pixel(x: 130, y: 10) == (255, 255, 255, 255))  // four copies only
        // Centred text: ink in the middle, none at the edges.
        let ink = (0..<200).filter { x in (50..<100).contains { img.pixel(x: x, y: $0).r < 100 } }
        #expect(!ink.isEmpty && ink.first! > 50 && ink.last! < 150)
        #expect(abs((ink.first! + ink.last!) / 2 - 100) < 6)
    }

    @Test func aReplicatorsCopiesRunTheirAnimationsOneDelayApart() throws {
        session = try TestSupport.session()
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 20), .white)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        dot.backgroundColor = UIColor.black.cgColor
        replicator.addSublayer(dot)
        replicator.instanceCount = 2
        replicator.instanceDelay = 0.5
        replicator.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        root.layer.addSublayer(replicator)
        let start = CACurrentMediaTime()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.fillMode = .backwards
        dot.add(fade, forKey: "fade")
        UIModelRuntime.current.fireDisplayLinks(timestamp: start + 0.5, duration: 1.0 / 60)
        let img = try render(root)
        #expect(abs(Int(img.pixel(x: 10, y: 10).r) - 128) < 4)  // half faded
        #expect(img.pixel(x: 60, y: 10) == (0, 0, 0, 255))  // half a second behind: not yet
    }

    @Test func contentsFollowGravityRectAndCentre() throws {
        // A 20 × 10 point image (at 1x): its left half red, its right half blue.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()).image { r in
            UIColor.red.setFill(); r.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill(); r.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
        let root = box(CGRect(x: 0, y: 0, width: 200, height: 60), .white)
        func layer(_ x: CGFloat, _ configure: (CALayer) -> Void) {
            let l = CALayer()
            l.frame = CGRect(x: x, y: 0, width: 60, height: 60)
            l.contents = image.cgImage
            configure(l)
            root.layer.addSublayer(l)
        }
        layer(0) { $0.contentsGravity = .center }
        layer(70) { $0.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1) }  // the blue half, stretched
        layer(140) { $0.contentsCenter = CGRect(x: 0.5, y: 0, width: 0, height: 1) }  // caps 10 pt each side
        let img = try render(root)
        #expect(img.pixel(x: 25, y: 30) == (255, 0, 0, 255) && img.pixel(x: 35, y: 30) == (0, 0, 255, 255))
        #expect(img.pixel(x: 15, y: 30) == (255, 255, 255, 255) && img.pixel(x: 30, y: 20) == (255, 255, 255, 255))
        #expect(img.pixel(x: 75, y: 30) == (0, 0, 255, 255) && img.pixel(x: 125, y: 55) == (0, 0, 255, 255))
        #expect(img.pixel(x: 145, y: 30) == (255, 0, 0, 255) && img.pixel(x: 195, y: 30) == (0, 0, 255, 255))
    }

    @Test func aGroupTallerThanASpriteIsStillDrawn() throws {
        // 900 points at 3x: 2,700 pixels, taller than the renderer's largest shape sprite.
        let root = box(CGRect(x: 0, y: 0, width: 20, height: 900), .white)
        let faded = UIView(frame: root.bounds)
        faded.addSubview(box(CGRect(x: 0, y: 0, width: 20, height: 900), .blue))
        faded.addSubview(box(CGRect(x: 0, y: 850, width: 20, height: 50), .red))
        faded.alpha = 0.5
        root.addSubview(faded)
        let img = try render(root, scale: 3)
        let p = img.pixel(x: 30, y: 2650)
        #expect(p.r == 255 && p.g >= 126 && p.g <= 129 && p.b >= 126 && p.b <= 129)
    }

    @Test func partBehindTheEyeOrAZeroScaleDrawsWhatIsInFrontAndNothingElse() throws {
        let root = box(CGRect(x: 0, y: 0, width: 200, height: 100), .white)
        let card = box(CGRect(x: 50, y: 0, width: 100, height: 100), .blue)
        var p = CATransform3DIdentity
        p.m34 = -1 / 40  // an eye 40 points away: the near half of the card passes behind it
        card.layer.transform = CATransform3DRotate(p, .pi / 3, 0, 1, 0)
        root.addSubview(card)
        let img = try render(root)
        // Something of the far half shows, and the frame is whole (no crash, no garbage).
        #expect((0..<200).contains { img.pixel(x: $0, y: 50) == (0, 0, 255, 255) })
        #expect(img.pixel(x: 199, y: 0) == (255, 255, 255, 255))
        card.layer.transform = CATransform3DMakeScale(0, 1, 1)
        let flat = try render(root)
        #expect(!(0..<200).contains { flat.pixel(x: $0, y: 50).b == 255 && flat.pixel(x: $0, y: 50).r == 0 })
    }

    @Test func contentsCrossFadeAndContentsRectAnimates() throws {
        session = try TestSupport.session()
        func solid(_ color: UIColor) -> CGImage {
            let f = UIGraphicsImageRendererFormat()
            f.scale = 1
            return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: f).image { r in
                color.setFill(); r.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }.cgImage!
        }
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 50), .white)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        layer.contents = solid(.red)
        root.layer.addSublayer(layer)
        _ = try render(root)  // on screen once: a new image now cross-fades
        let start = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.contents = solid(.blue)
        CATransaction.commit()
        #expect(layer.animationKeys() == ["contents"])
        UIModelRuntime.current.fireDisplayLinks(timestamp: start + 0.5, duration: 1.0 / 60)
        let mid = try render(root).pixel(x: 25, y: 25)
        #expect(mid.r > 100 && mid.r < 200 && mid.b > 100 && mid.g < 140)

        let stripes = CALayer()
        stripes.frame = CGRect(x: 50, y: 0, width: 50, height: 50)
        root.layer.addSublayer(stripes)
        let two = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()).image { r in
            UIColor.red.setFill(); r.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.green.setFill(); r.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
        stripes.contents = two.cgImage
        let slide = CABasicAnimation(keyPath: "contentsRect")
        slide.fromValue = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        slide.toValue = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        slide.duration = 1
        slide.fillMode = .forwards
        slide.isRemovedOnCompletion = false
        let s0 = CACurrentMediaTime()
        stripes.add(slide, forKey: "slide")
        UIModelRuntime.current.fireDisplayLinks(timestamp: s0 + 2, duration: 1.0 / 60)
        #expect(try render(root).pixel(x: 75, y: 25) == (0, 255, 0, 255))
    }

    @Test func aCompositingFilterBlendsTheLayerWithWhatIsUnderIt() throws {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 50), .red)
        let multiply = box(CGRect(x: 0, y: 0, width: 50, height: 50), UIColor(white: 0.5, alpha: 1))
        multiply.layer.compositingFilter = "multiplyBlendMode"
        let screen = box(CGRect(x: 50, y: 0, width: 50, height: 50), UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        screen.layer.compositingFilter = "screenBlendMode"
        root.addSubview(multiply)
        root.addSubview(screen)
        let img = try render(root)
        let m = img.pixel(x: 25, y: 25), sc = img.pixel(x: 75, y: 25)
        #expect(m.r >= 126 && m.r <= 129 && m.g == 0 && m.b == 0)  // red × half grey
        #expect(sc == (255, 0, 255, 255))  // red screened with blue
        screen.layer.compositingFilter = "noSuchFilter"
        #expect(try render(root).pixel(x: 75, y: 25) == (0, 0, 255, 255))
        #expect(UIKitWarning.history.contains { $0.contains("noSuchFilter") })
    }

    @Test func framesRedrawnWhereTheyChangedMatchFramesFromScratchUnderEveryNewKindOfDrawing() throws {
        // A blended, a masked, a faded, a turned and a shadow-casting layer over a view that
        // moves under them: each frame drawn where it changed is the frame drawn from scratch.
        let controller = UIViewController()
        let root = controller.view!
        root.backgroundColor = .systemYellow  // not white: blending over it shows
        let mover = box(CGRect(x: 0, y: 100, width: 60, height: 60), .systemOrange)
        root.addSubview(mover)
        let blended = box(CGRect(x: 20, y: 80, width: 120, height: 100), UIColor(white: 0.5, alpha: 1))
        blended.layer.compositingFilter = "multiplyBlendMode"
        let faded = box(CGRect(x: 160, y: 80, width: 100, height: 100), .blue)
        faded.addSubview(box(CGRect(x: 20, y: 20, width: 40, height: 40), .green))
        faded.alpha = 0.5
        let turned = box(CGRect(x: 20, y: 220, width: 120, height: 100), .purple)
        var p = CATransform3DIdentity
        p.m34 = -1 / 300
        turned.layer.transform = CATransform3DRotate(p, 0.6, 0, 1, 0)
        let shadowed = box(CGRect(x: 180, y: 220, width: 100, height: 100), .clear)
        shadowed.addSubview(box(CGRect(x: 10, y: 10, width: 60, height: 60), .white))
        shadowed.layer.shadowOpacity = 0.5
        let masked = box(CGRect(x: 20, y: 360, width: 120, height: 100), .red)
        let oval = CAShapeLayer()
        oval.path = UIBezierPath(ovalIn: masked.bounds).cgPath
        masked.layer.mask = oval
        for v in [blended, faded, turned, shadowed, masked] { root.addSubview(v) }
        let app = try SimulatorApp(rootViewController: controller)
        var incremental: OffscreenCanvas?, scratch: OffscreenCanvas?
        for step in 0..<12 {
            try app.run {
                mover.center = CGPoint(x: 30 + CGFloat(step) * 25, y: 130 + CGFloat(step % 4) * 90)
                turned.layer.transform = CATransform3DRotate(p, 0.6 + CGFloat(step) * 0.1, 0, 1, 0)
                faded.alpha = 0.3 + CGFloat(step % 3) * 0.2
                let a = try app.session.renderFrame(reusing: &incremental)
                let b = try app.session.renderFrame(reusing: &scratch, fromScratch: true)
                #expect(a == b, "frame \(step)")
            }
        }
        // The faded group, drawn before, now blended: the same drawing, combined anew.
        try app.run {
            faded.layer.compositingFilter = "multiplyBlendMode"
            var fresh: OffscreenCanvas?
            let a = try app.session.renderFrame(reusing: &incremental)
            let b = try app.session.renderFrame(reusing: &fresh)
            #expect(a == b, "the faded group blended, as a renderer that never drew it draws it")
        }
    }
}
