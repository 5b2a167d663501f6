import Foundation

extension UIView {
    /// True when the next layout pass has work here: a view of the subtree needs layout, or
    /// constraints changed.
    var isLayoutPending: Bool { needsLayout || subtreeNeedsLayout || layoutEngine?.isDirty == true }

    /// The most solve-and-layout rounds one `layoutIfNeeded` makes.
    static let layoutRounds = 3

    /// The layout pass over this subtree, top-down: each view that needs it lays out its
    /// sublayers (its layer's delegate method, `layoutSubviews()` within it).
    func layOutSubtree() {
        guard subtreeNeedsLayout || needsLayout else { return }
        if needsLayout {
            needsLayout = false
            layoutSublayers(of: layer)
        }
        subtreeNeedsLayout = false
        for s in subviews where s.subtreeNeedsLayout || s.needsLayout { s.layOutSubtree() }
    }

    /// Applies each subview's autoresizingMask after this view's size changed (UIKit's springs and
    /// struts: the change is shared among the flexible parts in proportion to their current sizes).
    func resizeSubviews(from oldSize: CGSize) {
        let newSize = bounds.size
        guard oldSize != newSize else { return }
        for sub in subviews where !sub.autoresizingMask.isEmpty {
            let m = sub.autoresizingMask
            // A transformed view resizes by its untransformed frame (its bounds about its center).
            let identity = sub.transform.isIdentity
            let a = sub.layer.anchorPoint, size = sub.bounds.size
            var f = identity ? sub.frame : CGRect(x: sub.center.x - a.x * size.width, y: sub.center.y - a.y * size.height,
                                                  width: size.width, height: size.height)
            let (x, w) = Self.distribute(delta: newSize.width - oldSize.width,
                                         lead: f.minX, size: f.width, trail: oldSize.width - f.maxX,
                                         flexLead: m.contains(.flexibleLeftMargin),
                                         flexSize: m.contains(.flexibleWidth),
                                         flexTrail: m.contains(.flexibleRightMargin))
            let (y, h) = Self.distribute(delta: newSize.height - oldSize.height,
                                         lead: f.minY, size: f.height, trail: oldSize.height - f.maxY,
                                         flexLead: m.contains(.flexibleTopMargin),
                                         flexSize: m.contains(.flexibleHeight),
                                         flexTrail: m.contains(.flexibleBottomMargin))
            f = CGRect(x: x, y: y, width: max(w, 0), height: max(h, 0))
            if identity {
                sub.frame = f
            } else {
                sub.bounds.size = f.size
                sub.center = CGPoint(x: f.minX + a.x * f.width, y: f.minY + a.y * f.height)
            }
        }
    }

    private static func distribute(delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
                                   flexLead: Bool, flexSize: Bool, flexTrail: Bool) -> (CGFloat, CGFloat) {
        let parts: [(Bool, CGFloat)] = [(flexLead, lead), (flexSize, size), (flexTrail, trail)]
        let flexible = parts.filter { $0.0 }
        guard !flexible.isEmpty, delta != 0 else { return (lead, size) }
        let total = flexible.reduce(0) { $0 + max($1.1, 0) }
        func share(_ p: (Bool, CGFloat)) -> CGFloat {
            guard p.0 else { return 0 }
            return total > 0 ? delta * max(p.1, 0) / total : delta / CGFloat(flexible.count)
        }
        let dLead = share(parts[0]), dSize = share(parts[1])
        return (lead + dLead, size + dSize)
    }
}
