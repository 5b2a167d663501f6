import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// `CATransform3D` and its functions, the decomposition animations interpolate through, and
/// hit testing and conversion through a view in perspective.
@Suite(.serialized, .freshRuntime) struct Transform3DTests: AnimationTesting {
    func near(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
        zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func theFunctionsFollowCoreAnimationsConventions() {
        let r = CATransform3DMakeRotation(0.7, 0, 0, 1)
        #expect(CATransform3DIsAffine(r))
        let a = CATransform3DGetAffineTransform(r), g = CGAffineTransform(rotationAngle: 0.7)
        #expect(abs(a.a - g.a) < 1e-12 && abs(a.b - g.b) < 1e-12 && abs(a.c - g.c) < 1e-12)
        // Translate applies before the transform it is given: in its own coordinates.
        let scaled = CATransform3DMakeScale(2, 2, 1)
        #expect(CATransform3DTranslate(scaled, 10, 0, 0).m41 == 20)
        #expect(CATransform3DConcat(scaled, CATransform3DMakeTranslation(10, 0, 0)).m41 == 10)
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        let flip = CATransform3DRotate(p, 1.1, 0.3, 1, 0.2)
        #expect(!CATransform3DIsAffine(flip))
        #expect(near(CATransform3DConcat(flip, CATransform3DInvert(flip)), CATransform3DIdentity, 1e-9))
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
        #expect(CATransform3DIsIdentity(CATransform3DMakeAffineTransform(.identity)))
        #expect(CATransform3DEqualToTransform(CATransform3DMakeRotation(0, 0, 0, 0), CATransform3DIdentity))
    }

    @Test func decomposingAndComposingGivesTheTransformBack() {
        var p = CATransform3DIdentity
        p.m34 = -1 / 400
        let cases = [
            CATransform3DIdentity,
            CATransform3DRotate(p, 2.5, 0, 1, 0),
            CATransform3DScale(CATransform3DRotate(CATransform3DMakeTranslation(5, -7, 3), 0.4, 1, 1, 0), 2, 0.5, 1.5),
            CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0.2, c: 0.5, d: 1, tx: 3, ty: 4)),
            CATransform3DMakeScale(-1, 1, 1),
            CATransform3DMakeRotation(.pi, 0, 1, 0),
        ]
        for m in cases {
            let back = DecomposedTransform.transform(DecomposedTransform.vector(m))
            #expect(near(back, m, 1e-9), "\(m)")
        }
        // Half of a half turn about y is a quarter turn about y (not a shrink).
        let v = AnimatableVector.lerp(DecomposedTransform.vector(CATransform3DIdentity), DecomposedTransform.vector(CATransform3DMakeRotation(.pi, 0, 1, 0)), 0.5)
        let r = DecomposedTransform.transform(v)
        #expect(abs(r.m11) < 1e-9 && abs(abs(r.m13) - 1) < 1e-9)
    }

    @Test func aViewInPerspectiveIsHitAndConvertedWhereItIsDrawn() {
        let v = makeView()
        let root = v.superview!
        v.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        var p = CATransform3DIdentity
        p.m34 = -1 / 300
        v.layer.transform = CATransform3DRotate(p, .pi / 3, 0, 1, 0)
        // The far (right) edge is pulled in: a point inside the untransformed frame is outside.
        #expect(root.hitTest(CGPoint(x: 290, y: 200), with: nil) !== v)
        #expect(root.hitTest(CGPoint(x: 200, y: 200), with: nil) === v)
        let corner = v.convert(CGPoint(x: 200, y: 0), to: root)
        #expect(corner.x < 260 && corner.y > 100)
        let back = v.convert(corner, from: root)
        #expect(abs(back.x - 200) < 1e-6 && abs(back.y) < 1e-6)
        #expect(v.frame.width < 150)
    }

    @Test func aNaNTransformIsRefusedAndAMaskCycleIsNot() {
        let v = makeView()
        v.layer.transform = CATransform3DMakeScale(.nan, 1, 1)
        #expect(CATransform3DIsIdentity(v.layer.transform))
        let child = UIView()
        v.addSubview(child)
        child.layer.mask = v.layer
        #expect(child.layer.mask == nil)
        #expect(UIKitWarning.history.contains { $0.contains("NaN") } && UIKitWarning.history.contains { $0.contains("mask") })
    }
}
