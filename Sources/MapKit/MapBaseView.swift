import UIModel

/// The map under a map view's overlays and annotations: water, land, lakes and borders from
/// `MapData`, projected for the map view's camera. The standard map is drawn from the packaged
/// data at the resolution the scale needs; satellite imagery needs Apple's servers, so the
/// satellite and hybrid types show the grey grid iOS shows for tiles that did not load (hybrid
/// draws the borders over it).
final class MapBaseView: UIView {
    /// The visible map rectangle's top left and the map points in a point.
    var origin = MKMapPoint()
    var scale: Double = 1
    var mapType: MKMapType = .standard
    /// Why the data cannot be drawn, once found (warned about once per view).
    private var dataProblemWarned = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .redraw
    }
    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0, scale > 0 else { return }
        let dark = traitCollection.userInterfaceStyle == .dark
        switch mapType {
        case .satellite, .satelliteFlyover, .hybrid, .hybridFlyover:
            drawUnloadedGrid(in: context, dark: dark)
            if mapType == .hybrid || mapType == .hybridFlyover, case .success(let data) = currentData() {
                drawBorders(data, palette: .standard(dark: true, muted: false), in: context)
            }
        default:
            let palette = MapPalette.standard(dark: dark, muted: mapType == .mutedStandard)
            context.setFillColor(palette.water.cgColor)
            context.fill(bounds)
            switch currentData() {
            case .success(let data):
                drawShorelines(data, palette: palette, in: context)
                drawRivers(data, palette: palette, in: context)
                drawBorders(data, palette: palette, in: context)
            case .failure(let problem):
                if !dataProblemWarned {
                    dataProblemWarned = true
                    UIKitWarning.log("MKMapView: \(problem)")
                }
            }
        }
    }

    /// The data at the resolution this scale needs.
    private func currentData() -> Result<MapData, MapDataError> {
        let metersPerPoint = scale * MKMetersPerMapPointAtLatitude(MapProjection.coordinate(of: MKMapPoint(x: origin.x, y: origin.y + scale * Double(bounds.height) / 2)).latitude)
        return MapData.at(.forScale(metersPerPoint: metersPerPoint))
    }

    /// The visible rectangle on the map.
    private var visible: MKMapRect {
        MKMapRect(x: origin.x, y: origin.y, width: Double(bounds.width) * scale, height: Double(bounds.height) * scale)
    }

    /// The world's copies that show (the map repeats east and west), as x offsets in map points.
    private var worldOffsets: [Double] {
        let w = MKMapSize.world.width
        let first = Int((visible.minX / w).rounded(.down)), last = Int((visible.maxX / w).rounded(.down))
        return (first...max(first, last)).map { Double($0) * w }
    }

    private func drawShorelines(_ data: MapData, palette: MapPalette, in context: CGContext) {
        // Lakes are drawn over land, islands over lakes and ponds over islands: a path per
        // nesting depth, each filled in its colour, deepest last.
        let depths = (0..<4).map { _ in CGMutablePath() }
        for shape in data.shorelines {
            guard let level = shape.level else { continue }
            let path = depths[level.depth]
            for offset in worldOffsets where shape.bounds.offsetBy(dx: offset, dy: 0).intersects(visible) {
                addPolygon(shape, offset: offset, to: path)
            }
        }
        for (depth, path) in depths.enumerated() where !path.isEmpty {
            context.setFillColor((depth % 2 == 0 ? palette.land : palette.water).cgColor)
            context.addPath(path)
            context.fillPath()
        }
    }

    /// Rivers show while a region a few hundred down to a few tens of kilometres across fills
    /// the screen, in the water's colour. The data places a river within about a kilometre:
    /// closer in, where that would show, they are left out.
    private func drawRivers(_ data: MapData, palette: MapPalette, in context: CGContext) {
        let metersPerPoint = scale / MKMapPointsPerMeterAtLatitude(0)
        guard metersPerPoint < 1_500, metersPerPoint > 60 else { return }
        let rivers = CGMutablePath()
        for shape in data.rivers { addLine(shape, to: rivers) }
        context.setStrokeColor(palette.water.cgColor)
        context.setLineWidth(metersPerPoint < 400 ? 2 : 1)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.addPath(rivers)
        context.strokePath()
    }

    private func drawBorders(_ data: MapData, palette: MapPalette, in context: CGContext) {
        let metersPerPoint = scale / MKMapPointsPerMeterAtLatitude(0)
        context.setLineJoin(.round)
        // State and province borders appear once a country fills much of the screen.
        if metersPerPoint < 3_000 {
            let states = CGMutablePath()
            for shape in data.stateBorders { addLine(shape, to: states) }
            context.setStrokeColor(palette.stateBorder.cgColor)
            context.setLineWidth(1)
            context.setLineDash(phase: 0, lengths: [4, 3])
            context.addPath(states)
            context.strokePath()
            context.setLineDash(phase: 0, lengths: [])
        }
        let countries = CGMutablePath()
        for shape in data.countryBorders { addLine(shape, to: countries) }
        context.setStrokeColor(palette.countryBorder.cgColor)
        context.setLineWidth(metersPerPoint < 3_000 ? 1.5 : 1)
        context.addPath(countries)
        context.strokePath()
    }

    private func addLine(_ shape: MapData.Shape, to path: CGMutablePath) {
        for offset in worldOffsets where shape.bounds.offsetBy(dx: offset, dy: 0).intersects(visible) {
            addPolyline(shape, offset: offset, to: path)
        }
    }

    /// Where a map point is in the view.
    @inline(__always) private func place(_ p: MKMapPoint, _ offset: Double) -> CGPoint {
        CGPoint(x: (p.x + offset - origin.x) / scale, y: (p.y - origin.y) / scale)
    }

    /// The area drawn into: the bounds and a margin, so that clipped edges never show.
    private var clipBox: CGRect { bounds.insetBy(dx: -4, dy: -4) }

    /// The clip box in map points, for a world copy `offset` east.
    private func clipRect(offset: Double) -> MKMapRect {
        let box = clipBox
        return MKMapRect(x: origin.x - offset + Double(box.minX) * scale, y: origin.y + Double(box.minY) * scale,
                         width: Double(box.width) * scale, height: Double(box.height) * scale)
    }

    /// Adds a closed shoreline, clipped to the view (Sutherland–Hodgman, which keeps the fill
    /// inside exact) and thinned to points at least a little apart. A run of points wholly to
    /// one side of the view is replaced by its ends: clipping would lay it along that side, where
    /// it encloses nothing.
    private func addPolygon(_ shape: MapData.Shape, offset: Double, to path: CGMutablePath) {
        let area = clipRect(offset: offset)
        var ring: [CGPoint] = []
        let n = shape.points.count, size = MapData.Shape.chunkSize
        for (c, bounds) in shape.chunks.enumerated() {
            let start = c * size, end = min(start + size, n) - 1
            if bounds.intersects(area) {
                for i in start...end { ring.append(place(shape.points[i], offset)) }
            } else {
                ring.append(place(shape.points[start], offset))
                if end > start { ring.append(place(shape.points[end], offset)) }
            }
        }
        ring = MapClipping.clip(ring, to: clipBox)
        let thinned = MapClipping.thin(ring, minimumDistance: 0.5)
        guard thinned.count >= 3 else { return }
        path.addLines(between: thinned)
        path.closeSubpath()
    }

    /// Adds an open border line: the runs of it that cross the view, thinned.
    private func addPolyline(_ shape: MapData.Shape, offset: Double, to path: CGMutablePath) {
        let box = clipBox
        let area = clipRect(offset: offset)
        var run: [CGPoint] = []
        func flush() {
            let thinned = MapClipping.thin(run, minimumDistance: 0.5)
            if thinned.count >= 2 { path.addLines(between: thinned) }
            run.removeAll(keepingCapacity: true)
        }
        let n = shape.points.count, size = MapData.Shape.chunkSize
        for (c, bounds) in shape.chunks.enumerated() {
            // A run (with the segment into the next) off screen ends the line drawn so far.
            guard bounds.intersects(area) else { flush(); continue }
            let start = c * size, end = min(start + size, n - 1)
            guard end > start else { continue }
            var a = place(shape.points[start], offset)
            for i in (start + 1)...end {
                let q = place(shape.points[i], offset)
                let segment = CGRect(x: min(a.x, q.x), y: min(a.y, q.y), width: abs(a.x - q.x), height: abs(a.y - q.y))
                if segment.intersects(box) {
                    if run.isEmpty { run.append(a) }
                    if run.last != q { run.append(q) }
                } else if !run.isEmpty {
                    flush()
                }
                a = q
            }
        }
        flush()
    }

    private func drawUnloadedGrid(in context: CGContext, dark: Bool) {
        let colors = MapPalette.unloadedGrid(dark: dark)
        context.setFillColor(colors.background.cgColor)
        context.fill(bounds)
        // The grid moves with the map, as iOS's placeholder tiles do.
        let spacing = MapPalette.gridSpacing
        let dx = CGFloat((origin.x / scale).truncatingRemainder(dividingBy: Double(spacing)))
        let dy = CGFloat((origin.y / scale).truncatingRemainder(dividingBy: Double(spacing)))
        let grid = CGMutablePath()
        var x = -dx
        while x <= bounds.width { grid.move(to: CGPoint(x: x, y: 0)); grid.addLine(to: CGPoint(x: x, y: bounds.height)); x += spacing }
        var y = -dy
        while y <= bounds.height { grid.move(to: CGPoint(x: 0, y: y)); grid.addLine(to: CGPoint(x: bounds.width, y: y)); y += spacing }
        context.setStrokeColor(colors.line.cgColor)
        context.setLineWidth(1)
        context.addPath(grid)
        context.strokePath()
    }
}

/// Clipping and thinning of projected map lines.
enum MapClipping {
    /// A closed polygon clipped to a rectangle (Sutherland–Hodgman: each edge of the rectangle in
    /// turn; the result runs along the rectangle where the polygon left it).
    static func clip(_ polygon: [CGPoint], to r: CGRect) -> [CGPoint] {
        if polygon.allSatisfy({ r.contains($0) }) { return polygon }
        var out = polygon
        for edge in 0..<4 {
            guard !out.isEmpty else { break }
            let input = out
            out = []
            out.reserveCapacity(input.count)
            func inside(_ p: CGPoint) -> Bool {
                switch edge { case 0: p.x >= r.minX; case 1: p.x <= r.maxX; case 2: p.y >= r.minY; default: p.y <= r.maxY }
            }
            func cross(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
                switch edge {
                case 0, 1:
                    let x = edge == 0 ? r.minX : r.maxX
                    let t = (x - a.x) / (b.x - a.x)
                    return CGPoint(x: x, y: a.y + t * (b.y - a.y))
                default:
                    let y = edge == 2 ? r.minY : r.maxY
                    let t = (y - a.y) / (b.y - a.y)
                    return CGPoint(x: a.x + t * (b.x - a.x), y: y)
                }
            }
            var a = input[input.count - 1]
            for b in input {
                let ina = inside(a), inb = inside(b)
                if inb {
                    if !ina { out.append(cross(a, b)) }
                    out.append(b)
                } else if ina {
                    out.append(cross(a, b))
                }
                a = b
            }
        }
        return out
    }

    /// The points with those closer than `minimumDistance` to the last kept one dropped (the
    /// last point is always kept).
    static func thin(_ points: [CGPoint], minimumDistance d: CGFloat) -> [CGPoint] {
        guard points.count > 2 else { return points }
        var kept: [CGPoint] = [points[0]]
        kept.reserveCapacity(points.count)
        let d2 = d * d
        for p in points.dropFirst() {
            let last = kept[kept.count - 1]
            let dx = p.x - last.x, dy = p.y - last.y
            if dx * dx + dy * dy >= d2 { kept.append(p) }
        }
        if kept.last != points.last { kept.append(points[points.count - 1]) }
        return kept
    }
}
