import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.freshRuntime) struct ViewGeometryTests {
    func close(_ a: CGPoint, _ b: CGPoint, _ eps: CGFloat = 1e-6) -> Bool { abs(a.x - b.x) < eps && abs(a.y - b.y) < eps }

    @Test func frameBoundsCenterStayConsistent() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        v.center = CGPoint(x: 0, y: 0)
        #expect(v.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        v.bounds = CGRect(x: 5, y: 5, width: 20, height: 10)
        #expect(v.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
    }

    @Test func transformIsAppliedAboutTheCenter() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
        #expect(v.bounds.size == CGSize(width: 100, height: 100))
        v.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = 100 * 2.0.squareRoot()
        #expect(abs(v.frame.width - side) < 1e-9)
        #expect(v.center == CGPoint(x: 50, y: 50))
    }

    @Test func convertThroughNestedTransformsAndBoundsOrigin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(a); a.addSubview(b)
        #expect(b.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 150, y: 150))
        a.bounds.origin = CGPoint(x: 10, y: 20)  // scrolls the content
        #expect(b.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 140, y: 130))
        a.bounds.origin = .zero
        a.transform = CGAffineTransform(rotationAngle: .pi / 2)  // about a's center (200, 200)
        let p = b.convert(CGPoint(x: 0, y: 0), to: root)
        #expect(close(p, CGPoint(x: 250, y: 150)))
        #expect(close(b.convert(p, from: root), .zero))
        #expect(close(root.convert(p, to: b), .zero))
        let r = b.convert(b.bounds, to: root)
        #expect(abs(r.minX - 150) < 1e-6 && abs(r.minY - 150) < 1e-6 && abs(r.width - 100) < 1e-6)
    }

    @Test func convertToNilUsesTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let v = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
        window.addSubview(v)
        #expect(v.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 31, y: 42))
        #expect(v.convert(CGPoint(x: 31, y: 42), from: nil) == CGPoint(x: 1, y: 2))
    }

    @Test func convertBetweenSiblingBranches() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 300, y: 0, width: 100, height: 100))
        right.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(left); root.addSubview(right)
        // right's (0,0) maps to (250, -50) in root; left's origin is root's origin.
        #expect(close(right.convert(CGPoint.zero, to: left), CGPoint(x: 250, y: -50)))
        #expect(close(left.convert(CGPoint(x: 250, y: -50), to: right), .zero))
    }

    @Test func hitTestingGoesThroughTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(card); card.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === button)
        card.transform = CGAffineTransform(rotationAngle: .pi)  // button now sits at the bottom right
        #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === card)
        #expect(root.hitTest(CGPoint(x: 290, y: 290), with: nil) === button)
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)  // card covers 150...250
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 160, y: 160), with: nil) === button)
    }

    @Test func hitTestingSkipsHiddenTransparentAndDisabledViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let top = UIView(frame: root.bounds)
        root.addSubview(top)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === top)
        top.isHidden = true
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        top.isHidden = false; top.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        top.alpha = 1; top.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        // Outside the parent's bounds nothing is hit, even a subview that sticks out.
        let outside = UIView(frame: CGRect(x: 90, y: 90, width: 50, height: 50))
        root.addSubview(outside)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) == nil)
        #expect(root.point(inside: CGPoint(x: 99, y: 0), with: nil))
    }

    @Test func hierarchyOrderingOperations() {
        let p = UIView(frame: .zero)
        let a = UIView(frame: .zero), b = UIView(frame: .zero), c = UIView(frame: .zero)
        p.addSubview(a); p.addSubview(b)
        p.insertSubview(c, at: 0)
        #expect(p.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        p.bringSubviewToFront(c)
        #expect(p.subviews.last === c)
        p.sendSubviewToBack(c)
        #expect(p.subviews.first === c)
        p.insertSubview(c, aboveSubview: b)
        #expect(p.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        p.insertSubview(c, belowSubview: a)
        #expect(p.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        let other = UIView(frame: .zero)
        other.addSubview(a)
        #expect(a.superview === other && p.subviews.count == 2)
        a.removeFromSuperview()
        #expect(a.superview == nil && other.subviews.isEmpty)
        b.tag = 7
        #expect(p.viewWithTag(7) === b)
    }

    /// `superview` and `layer.delegate` are not weak references (for the drawing walk's speed),
    /// so the view that goes away must clear them, as weak references would clear themselves.
    @Test func aViewThatGoesAwayLeavesNoReferenceToItself() {
        let child = UIView(frame: .zero)
        var layer: CALayer?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.backgroundColor = .red
            parent.addSubview(child)
            layer = parent.layer
            #expect(child.superview === parent && layer?.delegate === parent)
        }
        #expect(child.superview == nil)
        #expect(layer?.delegate == nil)
        // The orphan joins another tree; the layer left behind draws as a layer of its own.
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        other.addSubview(child)
        #expect(child.superview === other)
        var list = DisplayList()
        layer?.appendDisplayItems(to: &list, transform: .identity, opacity: 1)
        #expect(list.items.count == 1)
    }

    @Test func nonFiniteGeometryIsSanitised() {
        let v = UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: 10))
        #expect(v.frame.origin.x.isFinite && v.frame.width.isFinite)
        v.center = CGPoint(x: CGFloat.nan, y: 3)
        #expect(v.center == CGPoint(x: 0, y: 3))
    }
}
