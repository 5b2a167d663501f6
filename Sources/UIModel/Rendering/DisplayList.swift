import Foundation

/// An ordered list of display items for one frame. Reused from frame to frame: `reset()` keeps
/// its storage so a steady frame allocates nothing.
public struct DisplayList {
    public var items: [DisplayItem] = []

    public init() {}

    public mutating func reset() { items.removeAll(keepingCapacity: true) }

    public mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Appends the drawing of `view` and its visible subtree, drawn as the root of the window.
    public mutating func append(view: UIView) {
        let t = view.superview == nil ? .identity : view.transformToRoot
        view.appendDisplayItems(to: &self, transform: t, opacity: 1)
    }
}

extension UIView {
    /// Appends this view (shadow, background, content, clipped subviews, border) to the list.
    /// `transform` maps this view's bounds coordinates to the window's.
    func appendDisplayItems(to list: inout DisplayList, transform: CGAffineTransform, opacity: Float) {
        let layer = self.layer
        let alpha = opacity * layer.opacity
        guard !layer.isHidden, alpha > 0 else { return }
        let shape = RoundedRect(rect: layer.bounds, cornerRadius: layer.cornerRadius, transform: transform)

        if layer.shadowOpacity > 0, let shadowColor = layer.shadowColor, let bg = layer.backgroundColor, bg.alpha > 0 {
            var s = shape
            s.rect = s.rect.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
            list.append(.shadow(s, RGBA(shadowColor).withOpacity(alpha * layer.shadowOpacity), radius: layer.shadowRadius))
        }
        if let bg = layer.backgroundColor, bg.alpha > 0 {
            list.append(.fill(shape, RGBA(bg).withOpacity(alpha)))
        }
        let clips = layer.masksToBounds
        if clips { list.append(.pushClip(shape)) }
        appendContent(to: &list, transform: transform, opacity: alpha)
        for sub in subviews {
            let t = sub.transformToSuperview.concatenating(transform)
            sub.appendDisplayItems(to: &list, transform: t, opacity: alpha)
        }
        if clips { list.append(.popClip) }
        if layer.borderWidth > 0, let bc = layer.borderColor, bc.alpha > 0 {
            list.append(.stroke(shape, RGBA(bc).withOpacity(alpha), width: layer.borderWidth))
        }
    }
}

extension DisplayList {
    /// Outlines the bounds of every visible view under `view` (a debugging overlay).
    public mutating func appendFrameOutlines(of view: UIView, color: RGBA, width: CGFloat) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let t = view.superview == nil ? .identity : view.transformToRoot
        append(.stroke(RoundedRect(rect: view.bounds, cornerRadius: 0, transform: t), color, width: width))
        for sub in view.subviews { appendFrameOutlines(of: sub, color: color, width: width) }
    }
}
