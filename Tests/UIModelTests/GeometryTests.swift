import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.freshRuntime) struct GeometryTests {
    func close(_ a: CGFloat, _ b: CGFloat, _ eps: CGFloat = 1e-9) -> Bool { abs(a - b) < eps }
    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x, 1e-9) && close(a.y, b.y, 1e-9) }

    @Test func identityAndInitialisers() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGPoint(x: 2, y: 3).applying(CGAffineTransform(translationX: 10, y: -1)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 2, y: 3).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 4, y: 9))
        #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
    }

    @Test func concatenatingAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    @Test func translatedScaledRotatedPrependLikeCoreGraphics() {
        // CG: t.translatedBy(x:y:) == CGAffineTransform(translationX:y:).concatenating(t)
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 1)
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 10, y: 3))
        let r = CGAffineTransform(translationX: 100, y: 0).rotated(by: .pi)
        #expect(close(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 99, y: 0)))
        let s = CGAffineTransform(translationX: 1, y: 1).scaledBy(x: 3, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(s) == CGPoint(x: 4, y: 4))
    }

    @Test func invertedUndoesAndSingularStaysPut() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
        let p = CGPoint(x: 12.5, y: -7)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func sizesAndRectsApplying() {
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: -1, y: 2)) == CGSize(width: -2, height: 6))
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(r.minX, -20) && close(r.minY, 0) && close(r.width, 20) && close(r.height, 10))
    }

    @Test func colorsBridgeToCGColor() {
        let c = UIColor.red.cgColor
        #expect(c.components == [1, 0, 0, 1])
        #expect(UIColor(cgColor: c) == .red)
        #expect(UIColor(white: 0.5, alpha: 2).alpha == 1)
        #expect(UIColor(red: .nan, green: 0, blue: 0, alpha: 1).red == 0)
    }

    @Test func hueSaturationBrightnessRoundTrip() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 0.5) == UIColor(red: 0.4, green: 0.8, blue: 0.8, alpha: 0.5))
        #expect(UIColor(hue: 0.3, saturation: 0, brightness: 0.25, alpha: 1) == UIColor(white: 0.25, alpha: 1))
        #expect(UIColor(hue: .nan, saturation: 2, brightness: -1, alpha: 1) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        for hue in stride(from: CGFloat(0), to: 1, by: 0.05) {
            var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
            UIColor(hue: hue, saturation: 0.6, brightness: 0.9, alpha: 0.7).getHue(&h, saturation: &s, brightness: &b, alpha: &a)
            #expect(abs(h - hue) < 1e-9 && abs(s - 0.6) < 1e-9 && abs(b - 0.9) < 1e-9 && a == 0.7)
        }
        var h: CGFloat = -1, s: CGFloat = -1
        UIColor.gray.getHue(&h, saturation: &s, brightness: nil, alpha: nil)
        #expect(h == 0 && s == 0)
    }
}
