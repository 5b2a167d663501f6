import Foundation

/// A resolution-independent shape made of subpaths of lines and Bézier curves, as Core Graphics
/// keeps one. Arcs, ellipses and rounded rectangles are stored as cubic Béziers, as Core Graphics
/// does. Immutable; build one with `CGMutablePath` (or `UIBezierPath`).
nonisolated open class CGPath: Equatable, @unchecked Sendable {
    nonisolated deinit {}
    /// One element of a path, Core Graphics' `CGPathElement` as a Swift enum.
    nonisolated package enum Element: Equatable, Sendable {
        case moveToPoint(CGPoint)
        case addLineToPoint(CGPoint)
        case addQuadCurveToPoint(CGPoint, control: CGPoint)
        case addCurveToPoint(CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    package internal(set) var elements: [Element] = []

    /// A rounded rectangle (a rectangle at radius 0, a circle at half its side) with the
    /// corners that are rounded: what a clip can follow exactly.
    struct RoundedShape: Equatable {
        var rect: CGRect
        var radius: CGFloat
        var corners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    }
    /// The shape the path was made as, alone (by `addRect`, `addRoundedRect`, `addEllipse` of a
    /// square, `UIBezierPath(rect:)`, `(roundedRect:...)` or `(ovalIn:)` of a square, without a
    /// transform), and the element count then: anything added later makes it another shape.
    var madeAs: (shape: RoundedShape, count: Int)?
    /// The rounded rectangle the path is, when it was made as one and nothing was added since.
    var roundedShape: RoundedShape? { madeAs.flatMap { $0.count == elements.count ? $0.shape : nil } }

    public init() {}

    init(elements: [Element]) { self.elements = elements }

    /// A path of one shape, made as `CGMutablePath` makes it (transformed when `transform` is
    /// given).
    private convenience init(_ make: (CGMutablePath, CGAffineTransform) -> Void, _ transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        make(path, transform?.pointee ?? .identity)
        self.init(elements: path.elements)
        madeAs = path.madeAs
    }

    /// A rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init({ $0.addRect(rect, transform: $1) }, transform)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init({ $0.addEllipse(in: rect, transform: $1) }, transform)
    }

    /// A rectangle with elliptical corners.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init({ $0.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: $1) }, transform)
    }

    public static func == (l: CGPath, r: CGPath) -> Bool { l.elements == r.elements }

    public var isEmpty: Bool { elements.isEmpty }

    /// The last point added, `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for e in elements {
            switch e {
            case .moveToPoint(let p): start = p; current = p
            case .addLineToPoint(let p), .addQuadCurveToPoint(let p, _), .addCurveToPoint(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included
    /// (Core Graphics' `boundingBox`); `.null` for an empty path.
    public var boundingBox: CGRect {
        var r = CGRect.null
        func add(_ p: CGPoint) { r = r.union(CGRect(origin: p, size: .zero)) }
        for e in elements {
            switch e {
            case .moveToPoint(let p), .addLineToPoint(let p): add(p)
            case .addQuadCurveToPoint(let p, let c): add(p); add(c)
            case .addCurveToPoint(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        return r
    }

    /// The bounds of the flattened path (curves' extents, not their control points).
    public var boundingBoxOfPath: CGRect {
        var r = CGRect.null
        for sub in flattened(tolerance: 0.05) { for p in sub.points { r = r.union(CGRect(origin: p, size: .zero)) } }
        return r
    }

    /// Whether `point` is inside the filled path, by the non-zero rule or the even-odd rule.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        var winding = 0
        let p = point.applying(transform.inverted())
        for sub in flattened(tolerance: 0.05) {
            let pts = sub.points
            guard pts.count >= 2 else { continue }
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if a.y <= p.y {
                    if b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    public func mutableCopy() -> CGMutablePath? { keepingShape(CGMutablePath(elements: elements)) }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    public func copy() -> CGPath? { keepingShape(CGPath(elements: elements)) }

    private func keepingShape<P: CGPath>(_ copy: P) -> P {
        copy.madeAs = madeAs
        return copy
    }

    /// Calls `body` with each element in order (Core Graphics' `applyWithBlock`, with the element
    /// as a Swift value).
    package func forEachElement(_ body: (Element) -> Void) { elements.forEach(body) }
}

nonisolated public enum CGPathFillRule: Int, Sendable {
    case winding = 0, evenOdd
}

nonisolated public enum CGLineCap: Int32, Sendable { case butt, round, square }
nonisolated public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

nonisolated extension CGPath.Element {
    func applying(_ t: CGAffineTransform) -> CGPath.Element {
        switch self {
        case .moveToPoint(let p): return .moveToPoint(p.applying(t))
        case .addLineToPoint(let p): return .addLineToPoint(p.applying(t))
        case .addQuadCurveToPoint(let p, let c): return .addQuadCurveToPoint(p.applying(t), control: c.applying(t))
        case .addCurveToPoint(let p, let c1, let c2):
            return .addCurveToPoint(p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}

/// A path that can be built up, with Core Graphics' Swift spellings.
nonisolated open class CGMutablePath: CGPath, @unchecked Sendable {
    nonisolated deinit {}
    public override init() { super.init() }
    override init(elements: [Element]) { super.init(elements: elements) }

    /// A segment with NaN or an infinity in it is left out of the path, with a warning (the rest
    /// of the path draws).
    static func leftOut() {
        UIKitWarning.logOnce("CGPath: a point with NaN or an infinity is left out of the path")
    }

    /// Core Graphics needs a current point before a segment; an empty path starts at the
    /// segment's first point instead of failing.
    private func moveIfNeeded(_ p: CGPoint) { if elements.isEmpty { elements.append(.moveToPoint(p)) } }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard point.x.isFinite, point.y.isFinite else { return Self.leftOut() }
        elements.append(.moveToPoint(point.applying(transform)))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard point.x.isFinite, point.y.isFinite else { return Self.leftOut() }
        let p = point.applying(transform)
        moveIfNeeded(p)
        elements.append(.addLineToPoint(p))
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard end.x.isFinite, end.y.isFinite, control.x.isFinite, control.y.isFinite else { return Self.leftOut() }
        moveIfNeeded(control.applying(transform))
        elements.append(.addQuadCurveToPoint(end.applying(transform), control: control.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        guard [end, control1, control2].allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return Self.leftOut() }
        moveIfNeeded(control1.applying(transform))
        elements.append(.addCurveToPoint(end.applying(transform), control1: control1.applying(transform),
                                         control2: control2.applying(transform)))
    }

    public func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let wasEmpty = elements.isEmpty
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
        if wasEmpty, transform.isIdentity { madeAs(RoundedShape(rect: r, radius: 0)) }
    }

    /// Notes that the path, empty until now, is `shape`.
    func madeAs(_ shape: RoundedShape) { madeAs = (shape, elements.count) }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// An ellipse inscribed in `rect`, clockwise from its rightmost point, as four cubic arcs.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard r.width.isFinite, r.height.isFinite, r.origin.x.isFinite, r.origin.y.isFinite else { return }
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY).concatenating(transform)
        let wasEmpty = elements.isEmpty
        move(to: CGPoint(x: 1, y: 0), transform: scale)
        addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false, transform: scale)
        closeSubpath()
        if wasEmpty, transform.isIdentity, r.width == r.height { madeAs(RoundedShape(rect: r, radius: r.width / 2)) }
    }

    /// A rounded rectangle with elliptical corners, clockwise from the top edge.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = max(0, min(cornerWidth, r.width / 2)), ry = max(0, min(cornerHeight, r.height / 2))
        guard rx.isFinite, ry.isFinite, rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        let wasEmpty = elements.isEmpty
        defer { if wasEmpty, transform.isIdentity, rx == ry { madeAs(RoundedShape(rect: r, radius: rx)) } }
        func corner(_ cx: CGFloat, _ cy: CGFloat, _ start: CGFloat) {
            let t = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy).concatenating(transform)
            addArc(center: .zero, radius: 1, startAngle: start, endAngle: start + .pi / 2, clockwise: false, transform: t)
        }
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
        corner(r.maxX - rx, r.minY + ry, -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
        corner(r.maxX - rx, r.maxY - ry, 0)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
        corner(r.minX + rx, r.maxY - ry, .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
        corner(r.minX + rx, r.minY + ry, .pi)
        closeSubpath()
    }

    /// An arc of a circle. `clockwise` is in Core Graphics' flipped sense: in UIKit's y-down
    /// coordinates `clockwise: false` runs visually clockwise (increasing angle), as on iOS.
    /// A line joins the current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return Self.leftOut() }
        let r = abs(radius)
        func point(_ a: CGFloat) -> CGPoint { CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a)) }
        // Core Graphics' clockwise flag, in y-down coordinates: clockwise = decreasing angle.
        let turn = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            sweep = max(sweep, -turn)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            sweep = min(sweep, turn)
        }
        let start = point(startAngle).applying(transform)
        if elements.isEmpty {
            elements.append(.moveToPoint(start))
        } else if currentPoint != start || elements.last == .closeSubpath {
            elements.append(.addLineToPoint(start))
        }
        guard r > 0, sweep != 0 else { return }
        // At most a quarter turn per cubic; k is the standard control-point distance.
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * r
        var a = startAngle
        for _ in 0..<pieces {
            let b = a + step
            let p0 = point(a), p3 = point(b)
            let c1 = CGPoint(x: p0.x - k * sin(a), y: p0.y + k * cos(a))
            let c2 = CGPoint(x: p3.x + k * sin(b), y: p3.y - k * cos(b))
            elements.append(.addCurveToPoint(p3.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
            a = b
        }
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let wasEmpty = elements.isEmpty
        elements.append(contentsOf: transform.isIdentity ? path.elements : path.elements.map { $0.applying(transform) })
        if wasEmpty, transform.isIdentity, let shape = path.roundedShape { madeAs(shape) }
    }
}
