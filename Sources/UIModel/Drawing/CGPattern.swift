import Foundation

/// Draws one cell of a pattern into the context it is given (Core Graphics calls it with the
/// pattern's `info`).
public typealias CGPatternDrawPatternCallback = (UnsafeMutableRawPointer?, CGContext) -> Void
/// Called when the pattern is done with its `info`.
public typealias CGPatternReleaseInfoCallback = @Sendable (UnsafeMutableRawPointer?) -> Void

/// The functions a pattern calls.
nonisolated public struct CGPatternCallbacks: @unchecked Sendable {
    public var version: UInt32
    public var drawPattern: CGPatternDrawPatternCallback?
    public var releaseInfo: CGPatternReleaseInfoCallback?
    public init(version: UInt32, drawPattern: CGPatternDrawPatternCallback?, releaseInfo: CGPatternReleaseInfoCallback?) {
        self.version = version; self.drawPattern = drawPattern; self.releaseInfo = releaseInfo
    }
}

/// How cells are placed: the renderer places them exactly `xStep` and `yStep` apart in every
/// case.
nonisolated public enum CGPatternTiling: Int32, Sendable {
    case noDistortion, constantSpacingMinimalDistortion, constantSpacing
}

/// A cell drawn by a callback and repeated `xStep` and `yStep` apart: what a context fills and
/// strokes with after `setFillPattern(_:colorComponents:)`.
nonisolated public final class CGPattern {
    nonisolated deinit { release?(info) }
    let bounds: CGRect
    let matrix: CGAffineTransform
    let xStep: CGFloat, yStep: CGFloat
    let isColored: Bool
    /// The app's pointer, handed back to its callbacks (not read here).
    nonisolated(unsafe) private let info: UnsafeMutableRawPointer?
    private let drawCell: CGPatternDrawPatternCallback
    private let release: CGPatternReleaseInfoCallback?
    private var cells: [RGBA?: UIImage] = [:]

    /// A pattern whose cell `callbacks.drawPattern` draws in `bounds`, repeated `xStep` and
    /// `yStep` apart (placed by `matrix`). Nil without a drawing callback or with steps that are
    /// not positive.
    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat, yStep: CGFloat,
                 tiling: CGPatternTiling, isColored: Bool, callbacks: UnsafePointer<CGPatternCallbacks>) {
        guard let draw = callbacks.pointee.drawPattern, xStep.isFinite, yStep.isFinite, xStep > 0, yStep > 0,
              [bounds.minX, bounds.minY, bounds.width, bounds.height].allSatisfy(\.isFinite) else { return nil }
        self.info = info
        self.bounds = bounds.standardized
        self.matrix = [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].allSatisfy(\.isFinite) ? matrix : .identity
        self.xStep = xStep
        self.yStep = yStep
        self.isColored = isColored
        drawCell = draw
        release = callbacks.pointee.releaseInfo
    }

    /// One cell as an image of the step's size (an uncoloured pattern's shape in `color`).
    func cell(_ color: RGBA?) -> UIImage {
        let key = isColored ? nil : color
        if let image = cells[key] { return image }
        let context = CGContext(bounds: CGRect(x: 0, y: 0, width: xStep, height: yStep))
        context.clip(to: bounds)
        drawCell(info, context)
        let items = isColored ? context.items : CGContext.tinted(context.items, color ?? RGBA(r: 0, g: 0, b: 0, a: 1))
        let image = UIImage(drawing: items, size: CGSize(width: xStep, height: yStep), scale: 1)
        cells[key] = image
        return image
    }
}

nonisolated extension CGColorSpace {
    /// The colour space of patterns (drawn in their own colours, or in colours of `baseSpace`
    /// for uncoloured ones).
    public convenience init?(patternBaseSpace baseSpace: CGColorSpace?) { self.init(named: "kCGColorSpacePattern") }
}

nonisolated extension CGContext {
    /// Sets the fill colour space. A pattern space makes fills wait for `setFillPattern`; other
    /// spaces are sRGB here.
    public func setFillColorSpace(_ space: CGColorSpace) { if space.name != "kCGColorSpacePattern" { state.fillPattern = nil } }
    public func setStrokeColorSpace(_ space: CGColorSpace) { if space.name != "kCGColorSpacePattern" { state.strokePattern = nil } }

    /// Fills with `pattern` until another fill colour is set. `components` are its alpha for a
    /// coloured pattern; the colour's components then alpha for an uncoloured one.
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        state.fillPattern = (pattern, Self.patternColor(pattern, components))
    }

    /// Strokes with `pattern` until another stroke colour is set.
    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        state.strokePattern = (pattern, Self.patternColor(pattern, components))
    }

    private static func patternColor(_ pattern: CGPattern, _ c: UnsafePointer<CGFloat>) -> RGBA {
        func f(_ v: CGFloat) -> Float { Float(v.isFinite ? min(max(v, 0), 1) : 1) }
        return pattern.isColored ? RGBA(r: 0, g: 0, b: 0, a: f(c[0])) : RGBA(r: f(c[0]), g: f(c[1]), b: f(c[2]), a: f(c[3]))
    }

    /// `path`'s inside (as `clip(to:)` clips) filled with the pattern's cells, on a grid from the
    /// context's origin (at most `UIImage.maximumPatternTiles` of them).
    func fillWithPattern(_ path: CGPath, pattern: (pattern: CGPattern, color: RGBA)) {
        let p = pattern.pattern
        let cell = p.cell(p.isColored ? nil : pattern.color)
        saveGState()
        clip(to: path)
        let area = path.boundingBoxOfPath
        // The grid's first cell at or before the area's top left.
        let x0 = (area.minX / p.xStep).rounded(.down) * p.xStep, y0 = (area.minY / p.yStep).rounded(.down) * p.yStep
        var list = DisplayList()
        cell.appendTiles(to: &list, rect: CGRect(x: x0, y: y0, width: area.maxX - x0, height: area.maxY - y0), opacity: 1,
                         transform: p.matrix)
        let alpha = state.alpha
        state.alpha *= p.isColored ? pattern.color.a : 1
        append(list)
        state.alpha = alpha
        restoreGState()
    }

    /// A stroke with the pattern: each straight piece of the stroke (flattened) is a rectangle
    /// filled with the pattern.
    func strokeWithPattern(_ path: CGPath, lineWidth: CGFloat, pattern: (pattern: CGPattern, color: RGBA)) {
        let half = lineWidth / 2
        for sub in path.flattened(tolerance: 0.25) {
            var points = sub.points
            if sub.isClosed, let first = points.first { points.append(first) }
            for i in points.indices.dropFirst() {
                let a = points[i - 1], b = points[i]
                let length = hypot(b.x - a.x, b.y - a.y)
                guard length > 0 else { continue }
                let n = CGPoint(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half)
                let piece = CGMutablePath()
                piece.addLines(between: [CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                                         CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)])
                piece.closeSubpath()
                fillWithPattern(piece, pattern: pattern)
            }
        }
    }
}
