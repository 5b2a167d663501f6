import Foundation

/// Which corners of a rectangle are rounded (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`).
nonisolated public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's path object: a `CGPath` with the drawing attributes used by `fill()` and `stroke()`.
/// Arcs take UIKit's sense of `clockwise` (in y-down coordinates, clockwise on screen).
nonisolated open class UIBezierPath: NSObject {
    nonisolated deinit {}
    private var path = CGMutablePath()

    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var usesEvenOddFillRule = false

    public override init() {}

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded by `cornerRadii` (each at most half a side).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = max(0, min(cornerRadii.width.isFinite ? cornerRadii.width : 0, r.width / 2))
        let ry = max(0, min(cornerRadii.height.isFinite ? cornerRadii.height : 0, r.height / 2))
        func corner(_ c: UIRectCorner, _ cx: CGFloat, _ cy: CGFloat, _ start: CGFloat, _ sharp: CGPoint) {
            if corners.contains(c), rx > 0, ry > 0 {
                let t = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy)
                path.addArc(center: .zero, radius: 1, startAngle: start, endAngle: start + .pi / 2, clockwise: false, transform: t)
            } else {
                path.addLine(to: sharp)
            }
        }
        let tl = corners.contains(.topLeft) ? rx : 0
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        corner(.topRight, r.maxX - rx, r.minY + ry, -.pi / 2, CGPoint(x: r.maxX, y: r.minY))
        corner(.bottomRight, r.maxX - rx, r.maxY - ry, 0, CGPoint(x: r.maxX, y: r.maxY))
        corner(.bottomLeft, r.minX + rx, r.maxY - ry, .pi / 2, CGPoint(x: r.minX, y: r.maxY))
        corner(.topLeft, r.minX + rx, r.minY + ry, .pi, CGPoint(x: r.minX, y: r.minY))
        path.closeSubpath()
        guard rx == ry else { return }
        var mask = CACornerMask()
        for (c, m) in [(UIRectCorner.topLeft, CACornerMask.layerMinXMinYCorner), (.topRight, .layerMaxXMinYCorner),
                       (.bottomLeft, .layerMinXMaxYCorner), (.bottomRight, .layerMaxXMaxYCorner)] where corners.contains(c) {
            mask.insert(m)
        }
        path.madeAs(CGPath.RoundedShape(rect: r, radius: rx, corners: mask))
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// A snapshot of the path (later changes to this object do not change it).
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath() }
        set { path = CGMutablePath(); path.addPath(newValue) }
    }

    open var isEmpty: Bool { path.isEmpty }
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }
    open var currentPoint: CGPoint { path.currentPoint }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// An arc; `clockwise` as seen on screen (UIKit's y-down coordinates).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    open func apply(_ transform: CGAffineTransform) {
        guard let p = path.copy(using: [transform]) else { return }
        path = CGMutablePath(); path.addPath(p)
    }
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }

    /// The path with its subpaths reversed.
    open func reversing() -> UIBezierPath {
        let out = UIBezierPath()
        out.lineWidth = lineWidth; out.lineCapStyle = lineCapStyle; out.lineJoinStyle = lineJoinStyle
        for sub in path.flattened(tolerance: 0.01).reversed() {
            guard let last = sub.points.last else { continue }
            out.move(to: last)
            for p in sub.points.reversed().dropFirst() { out.addLine(to: p) }
            if sub.isClosed { out.close() }
        }
        return out
    }

    /// Limits later drawing in the current context to the path's inside (see `CGContext.clip`).
    open func addClip() { UIGraphicsContextStack.current?.clip(to: path, rule: usesEvenOddFillRule ? .evenOdd : .winding) }

    private var dash: (lengths: [CGFloat], phase: CGFloat)?

    /// Strokes dash by `count` lengths from `pattern` (on, off, ... in points), starting
    /// `phase` points into it; no pattern strokes solid.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { dash = nil; return }
        dash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }

    /// Copies the dash pattern into `pattern` (when given, room for `count` lengths), its length
    /// into `count` and its phase into `phase`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        let lengths = dash?.lengths ?? []
        if let pattern { for (i, l) in lengths.enumerated() { pattern[i] = l } }
        count?.pointee = lengths.count
        phase?.pointee = dash?.phase ?? 0
    }

    /// Fills the path into the current `UIGraphicsImageRenderer` context in its fill colour.
    open func fill() { UIGraphicsContextStack.current?.fill(path, rule: usesEvenOddFillRule ? .evenOdd : .winding) }

    /// Fills the path at `alpha`, combined by `blendMode` (see `CGContext`'s blend modes).
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) { drawing(blendMode, alpha) { fill() } }

    /// Strokes the path at `alpha`, combined by `blendMode` (see `CGContext`'s blend modes).
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { drawing(blendMode, alpha) { stroke() } }

    /// Runs `body` in the current context with `blendMode` and `alpha` set, then as it was.
    private func drawing(_ blendMode: CGBlendMode, _ alpha: CGFloat, _ body: () -> Void) {
        guard let context = UIGraphicsContextStack.current else { return }
        context.saveGState()
        context.setAlpha(alpha)
        context.setBlendMode(blendMode)
        body()
        context.restoreGState()
    }

    /// Strokes the path into the current `UIGraphicsImageRenderer` context in its stroke colour.
    open func stroke() {
        UIGraphicsContextStack.current?.stroke(path, lineWidth: lineWidth, cap: lineCapStyle, join: lineJoinStyle, dash: dash)
    }
}
