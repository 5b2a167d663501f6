import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Explicit animations by key path (parts of properties, transforms), keyframes, groups,
/// `byValue` / additive / cumulative values and layer time, against Core Animation's
/// documented behaviour.
@Suite(.serialized, .freshRuntime) struct KeyPathAnimationTests: AnimationTesting {
    final class Recorder: NSObject, CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    func at(_ start: CFTimeInterval, _ t: CFTimeInterval) { app.fireDisplayLinks(timestamp: start + t, duration: 1.0 / 60) }
    func shown(_ v: UIView) -> CALayer { v.layer.presentation()! }
    func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

    func basic(_ path: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: path)
        a.fromValue = from; a.toValue = to; a.byValue = by
        a.duration = duration
        return a
    }

    @Test func aPartOfAPropertyAnimatesAloneAndPartsCombine() {
        let v = makeView()
        v.center = CGPoint(x: 100, y: 200)
        let start = CACurrentMediaTime()
        v.layer.add(basic("position.x", from: 0, to: 200), forKey: "x")
        v.layer.add(basic("position.y", from: 0, to: 100), forKey: "y")
        at(start, 0.5)
        #expect(shown(v).position == CGPoint(x: 100, y: 50))
        v.layer.removeAnimation(forKey: "y")
        at(start, 0.75)
        #expect(shown(v).position == CGPoint(x: 150, y: 200))
        v.layer.add(basic("bounds.size.width", from: 100, to: 300), forKey: "w")
        at(start, 1.25)
        #expect(near(shown(v).bounds.width, 200) && shown(v).bounds.height == 100)
    }

    @Test func rotationsByKeyPathTurnPastAFullTurnAndKeepThePerspective() {
        let v = makeView()
        let start = CACurrentMediaTime()
        v.layer.add(basic("transform.rotation.z", from: 0, to: 4 * CGFloat.pi), forKey: "spin")
        at(start, 0.25)  // half a turn
        let half = shown(v).transform
        #expect(near(half.m11, -1) && near(half.m22, -1))
        at(start, 0.625)  // a turn and a quarter
        let q = shown(v).affineTransform()
        #expect(near(q.a, 0) && near(q.b, 1))

        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        v.layer.transform = perspective
        let flipStart = CACurrentMediaTime()
        v.layer.add(basic("transform.rotation.y", from: 0, to: CGFloat.pi), forKey: "flip")
        at(flipStart, 0.5)
        let expected = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
        let drawn = shown(v).transform
        #expect(near(drawn.m34, expected.m34, 1e-6) && near(drawn.m14, expected.m14, 1e-6) && near(drawn.m11, expected.m11))
    }

    @Test func scaleAndTranslationByKeyPath() {
        let v = makeView()
        let start = CACurrentMediaTime()
        v.layer.add(basic("transform.scale", from: 1, to: 3), forKey: "grow")
        v.layer.add(basic("transform.translation.x", from: 0, to: 40), forKey: "slide")
        at(start, 0.5)
        let t = shown(v).transform
        #expect(near(t.m11, 2) && near(t.m22, 2) && near(t.m33, 2) && near(t.m41, 20))
    }

    @Test func byValueCombinesWithFromAndToAsCoreAnimationDoes() {
        let v = makeView()
        v.center = CGPoint(x: 50, y: 50)
        let start = CACurrentMediaTime()
        v.layer.add(basic("position.x", from: 10, by: 100), forKey: "a")
        at(start, 0.5)
        #expect(near(shown(v).position.x, 60))
        let second = CACurrentMediaTime()
        v.layer.add(basic("position.x", to: 300, by: 100), forKey: "a")
        at(second, 0.001)
        #expect(near(shown(v).position.x, 200, 0.2))
        v.layer.removeAnimation(forKey: "a")
        let third = CACurrentMediaTime()
        v.layer.add(basic("position.x", by: 20), forKey: "a")
        at(third, 0.5)
        #expect(near(shown(v).position.x, 60))
    }

    @Test func additiveAndCumulativeAnimations() {
        let v = makeView()
        v.center = CGPoint(x: 100, y: 100)
        let start = CACurrentMediaTime()
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, -10, 0]
        shake.isAdditive = true
        shake.duration = 0.3
        v.layer.add(shake, forKey: "shake")
        at(start, 0.1)
        #expect(near(shown(v).position.x, 110))
        v.layer.removeAnimation(forKey: "shake")

        let step = basic("position.y", from: 0, to: 10, duration: 1)
        step.isCumulative = true
        step.repeatCount = 3
        let stepStart = CACurrentMediaTime()
        v.layer.add(step, forKey: "step")
        at(stepStart, 2.5)  // the third pass, half way: 20 + 5
        #expect(near(shown(v).position.y, 25))
    }

    @Test func keyframesFollowTheirKeyTimesModesAndTimingFunctions() {
        let v = makeView()
        let start = CACurrentMediaTime()
        let k = CAKeyframeAnimation(keyPath: "opacity")
        k.values = [0, 1, 0.5]
        k.keyTimes = [0, 0.25, 1]
        k.duration = 1
        v.layer.add(k, forKey: "k")
        at(start, 0.125)
        #expect(near(CGFloat(shown(v).opacity), 0.5))
        at(start, 0.625)
        #expect(near(CGFloat(shown(v).opacity), 0.75))

        let steps = CAKeyframeAnimation(keyPath: "position")
        steps.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)]
        steps.calculationMode = .discrete
        steps.duration = 3
        let stepsStart = CACurrentMediaTime()
        v.layer.add(steps, forKey: "steps")
        at(stepsStart, 1.5)
        #expect(shown(v).position == CGPoint(x: 100, y: 0))

        let paced = CAKeyframeAnimation(keyPath: "position.x")
        paced.values = [0, 300, 400]
        paced.calculationMode = .paced
        paced.duration = 1
        v.layer.removeAllAnimations()
        let pacedStart = CACurrentMediaTime()
        v.layer.add(paced, forKey: "paced")
        at(pacedStart, 0.5)  // half the distance: 200
        #expect(near(shown(v).position.x, 200))

        let eased = CAKeyframeAnimation(keyPath: "position.x")
        eased.values = [0, 100]
        eased.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        eased.duration = 1
        v.layer.removeAllAnimations()
        let easedStart = CACurrentMediaTime()
        v.layer.add(eased, forKey: "eased")
        at(easedStart, 0.5)
        let expected = CubicBezierTimingCurve.easeIn.progress(at: 0.5) * 100
        #expect(near(shown(v).position.x, expected))
    }

    @Test func aPathMovesThePositionAndRotationModeTurnsTheLayer() {
        let v = makeView()
        let start = CACurrentMediaTime()
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 0, y: 100))
        line.addLine(to: CGPoint(x: 100, y: 100))
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = line.cgPath
        move.rotationMode = .rotateAuto
        move.duration = 2
        v.layer.add(move, forKey: "move")
        at(start, 0.5)  // a quarter of the length: half way down
        #expect(shown(v).position == CGPoint(x: 0, y: 50))
        #expect(near(atan2(shown(v).transform.m12, shown(v).transform.m11), .pi / 2))
        at(start, 1.5)
        #expect(shown(v).position == CGPoint(x: 50, y: 100))
        #expect(near(atan2(shown(v).transform.m12, shown(v).transform.m11), 0))
    }

    @Test func aGroupTimesItsChildrenInsideItsOwnTimeAndTellsItsDelegateOnce() {
        let v = makeView()
        let start = CACurrentMediaTime()
        let fade = basic("opacity", from: 0, to: 1, duration: 1)
        let move = basic("position.x", from: 0, to: 100, duration: 1)
        move.beginTime = 1
        let group = CAAnimationGroup()
        group.animations = [fade, move]
        group.duration = 1.5
        let recorder = Recorder()
        group.delegate = recorder
        v.layer.add(group, forKey: "both")
        #expect(v.layer.animationKeys() == ["both"])
        #expect(v.layer.animation(forKey: "both") is CAAnimationGroup)
        at(start, 0.5)
        #expect(near(CGFloat(shown(v).opacity), 0.5) && shown(v).position.x == 50)
        at(start, 1.25)
        #expect(shown(v).opacity == 1 && near(shown(v).position.x, 25))
        at(start, 1.6)  // the group's duration cut the move short
        #expect(shown(v).position.x == 50 && v.layer.animationKeys() == nil)
        #expect(recorder.events == ["start", "stop true"])
    }

    @Test func pausingALayerBySpeedFreezesItsAnimationsAndConvertTimeResumesThem() {
        let v = makeView()
        let start = CACurrentMediaTime()
        v.layer.add(basic("opacity", from: 0, to: 1, duration: 1), forKey: "fade")
        at(start, 0.25)
        let layer = v.layer
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        at(start, 0.75)
        #expect(near(CGFloat(shown(v).opacity), 0.25))
        // Resume: the time spent paused is taken out by the begin time.
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        at(start, 1.0)
        #expect(near(CGFloat(shown(v).opacity), 0.5))
    }

    @Test func anUnknownKeyPathOrMismatchedKeyTimesIsIgnoredWithAWarning() {
        let v = makeView()
        v.layer.add(basic("frame.wobble", from: 0, to: 1), forKey: "x")
        #expect(v.layer.animationKeys() == nil)
        #expect(UIKitWarning.history.contains { $0.contains("frame.wobble") })
        let k = CAKeyframeAnimation(keyPath: "opacity")
        k.values = [0, 1, 0]
        k.keyTimes = [0, 1]
        v.layer.add(k, forKey: "k")
        #expect(v.layer.animationKeys() == ["k"])
        #expect(UIKitWarning.history.contains { $0.contains("keyTimes") })
        let wrong = CAKeyframeAnimation(keyPath: "position")
        wrong.values = [1, 2]
        v.layer.add(wrong, forKey: "w")
        #expect(v.layer.animation(forKey: "w") == nil)
    }

    @Test func shapeAndGradientLayersAnimateTheirPathsColoursAndPoints() {
        let v = makeView()
        let shape = CAShapeLayer()
        v.layer.addSublayer(shape)
        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        let big = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 50)).cgPath
        shape.path = big
        let start = CACurrentMediaTime()
        shape.add(basic("path", from: square, to: big), forKey: "morph")
        shape.add(basic("fillColor", from: UIColor.red.cgColor, to: UIColor.blue.cgColor), forKey: "fill")
        shape.add(basic("lineWidth", from: 0, to: 8), forKey: "width")
        at(start, 0.5)
        let mid = shape.presentation() as! CAShapeLayer
        #expect(mid.path?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(mid.lineWidth == 4 && mid.fillColor?.components?.map { Double($0) } == [0.5, 0, 0.5, 1])

        let gradient = CAGradientLayer()
        v.layer.addSublayer(gradient)
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        let g0 = CACurrentMediaTime()
        let colours = CAKeyframeAnimation(keyPath: "colors")
        colours.values = [[UIColor.black.cgColor, UIColor.white.cgColor], [UIColor.white.cgColor, UIColor.black.cgColor]]
        colours.duration = 1
        gradient.add(colours, forKey: "swap")
        gradient.add(basic("startPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0)), forKey: "turn")
        at(g0, 0.25)
        let g = gradient.presentation() as! CAGradientLayer
        #expect((g.colors?.first as? CGColor)?.components?.first.map { abs($0 - 0.25) < 0.01 } == true)
        #expect(g.startPoint == CGPoint(x: 0.25, y: 0))

        gradient.add(basic("colors", from: "not colours", to: nil), forKey: "bad")
        #expect(gradient.animation(forKey: "bad") == nil)
    }

    @Test func aShownShapeLayersNewPathAnimatesFromTheOldOne() {
        let v = makeView()
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        v.layer.addSublayer(shape)
        var list = DisplayList()
        UIModelRuntime.current.display(v.window!)
        list.append(view: v.window!)
        let start = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 10)).cgPath
        CATransaction.commit()
        #expect(shape.animationKeys() == ["path"])
        at(start, 0.125)
        #expect((shape.presentation() as? CAShapeLayer)?.path?.boundingBoxOfPath.width == 20)
    }

    final class Tagged: CALayer {
        var laidOut = 0
        override class func needsDisplay(forKey key: String) -> Bool { key == "thickness" }
        override func layoutSublayers() { laidOut += 1 }
    }

    @Test func keyValueCodingValueFunctionsAndLayerLayout() {
        let v = makeView()
        let layer = Tagged()
        v.layer.addSublayer(layer)
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(abs(layer.affineTransform().b - 1) < 1e-9)
        layer.setValue(CGPoint(x: 5, y: 6), forKey: "position")
        #expect(layer.value(forKeyPath: "position.x") as? CGFloat == 5 && layer.value(forKey: "position") as? CGPoint == CGPoint(x: 5, y: 6))
        layer.setValue(3, forKey: "thickness")
        #expect(layer.value(forKey: "thickness") as? Int == 3 && layer.needsDisplay())
        #expect(layer.presentation()?.value(forKey: "thickness") as? Int == 3)

        // Laid out before it is first shown, and again after its size changes.
        var list = DisplayList()
        UIModelRuntime.current.display(v.window!)
        list.append(view: v.window!)
        layer.bounds.size = CGSize(width: 40, height: 40)
        list.reset()
        UIModelRuntime.current.display(v.window!)
        list.append(view: v.window!)
        #expect(layer.laidOut == 2)

        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.fromValue = 0
        spin.toValue = 4 * CGFloat.pi
        spin.duration = 1
        spin.setValue("tag", forKey: "id")
        let start = CACurrentMediaTime()
        layer.add(spin, forKey: "spin")
        #expect(layer.animation(forKey: "spin")?.value(forKey: "id") as? String == "tag")
        at(start, 0.5)  // two whole turns: the identity again
        let t = shown(layer: layer).transform
        #expect(near(t.m11, 1) && near(t.m12, 0))
        at(start, 0.625)  // two turns and a quarter
        #expect(near(shown(layer: layer).transform.m12, 1))
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "nonsense")) == nil)
    }

    func shown(layer: CALayer) -> CALayer { layer.presentation()! }
}
