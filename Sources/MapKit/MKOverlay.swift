import Foundation

/// An annotation that covers an area and is drawn by a renderer: lines, polygons, circles.
/// `intersects(_:)` and `canReplaceMapContent` are optional in MapKit and default here to the
/// bounding rectangle's test and false.
nonisolated public protocol MKOverlay: MKAnnotation {
    var boundingMapRect: MKMapRect { get }
    func intersects(_ mapRect: MKMapRect) -> Bool
    var canReplaceMapContent: Bool { get }
}

nonisolated extension MKOverlay {
    public func intersects(_ mapRect: MKMapRect) -> Bool { boundingMapRect.intersects(mapRect) }
    public var canReplaceMapContent: Bool { false }
}

/// A shape made of map points: the base of polylines and polygons.
nonisolated open class MKMultiPoint: MKShape {
    private let storage: UnsafeMutablePointer<MKMapPoint>
    /// How many points the shape has.
    open var pointCount: Int { count }
    private let count: Int

    init(mapPoints: [MKMapPoint]) {
        count = mapPoints.count
        storage = UnsafeMutablePointer<MKMapPoint>.allocate(capacity: max(count, 1))
        storage.initialize(from: mapPoints, count: count)
        super.init()
    }

    deinit { storage.deallocate() }

    /// The points, `pointCount` of them.
    open func points() -> UnsafeMutablePointer<MKMapPoint> { storage }

    /// Copies the coordinates of the points in `range` into `coords`.
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        guard range.location >= 0, range.length >= 0, range.location + range.length <= count else { return }
        for i in 0..<range.length { coords[i] = storage[range.location + i].coordinate }
    }

    /// How far along the shape each point is, as fractions of its length.
    open func locations(atPointIndexes indexes: IndexSet) -> [CGFloat] {
        let total = length(upTo: count - 1)
        return indexes.filter { $0 < count }.map { total > 0 ? CGFloat(length(upTo: $0) / total) : 0 }
    }

    /// How far along the shape a point index is, in map points.
    private func length(upTo index: Int) -> Double {
        guard index > 0 else { return 0 }
        var sum = 0.0
        for i in 1...index { sum += hypot(storage[i].x - storage[i - 1].x, storage[i].y - storage[i - 1].y) }
        return sum
    }

    var mapPoints: [MKMapPoint] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    /// The rectangle around the points.
    var pointsBounds: MKMapRect {
        guard count > 0 else { return .null }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for i in 0..<count {
            minX = min(minX, storage[i].x); maxX = max(maxX, storage[i].x)
            minY = min(minY, storage[i].y); maxY = max(maxY, storage[i].y)
        }
        return MKMapRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Coordinates as map points.
    static func mapPoints(_ coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) -> [MKMapPoint] {
        (0..<max(count, 0)).map { MKMapPoint(coords[$0]) }
    }
    static func mapPoints(_ points: UnsafePointer<MKMapPoint>, count: Int) -> [MKMapPoint] {
        Array(UnsafeBufferPointer(start: points, count: max(count, 0)))
    }
}

/// A line through points, drawn by an `MKPolylineRenderer`.
nonisolated open class MKPolyline: MKMultiPoint, MKOverlay {
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(mapPoints: Self.mapPoints(points, count: count))
    }
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(mapPoints: Self.mapPoints(coords, count: count))
    }
    open override var coordinate: CLLocationCoordinate2D { boundingMapRect.isNull ? CLLocationCoordinate2D() : boundingMapRect.mapPointCenter.coordinate }
    open var boundingMapRect: MKMapRect { pointsBounds }
}

/// A closed shape through points, with holes, drawn by an `MKPolygonRenderer`.
nonisolated open class MKPolygon: MKMultiPoint, MKOverlay {
    /// The holes cut out of the polygon.
    open private(set) var interiorPolygons: [MKPolygon]?

    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(points: points, count: count, interiorPolygons: nil)
    }
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int, interiorPolygons: [MKPolygon]?) {
        self.init(mapPoints: Self.mapPoints(points, count: count))
        self.interiorPolygons = interiorPolygons
    }
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(coordinates: coords, count: count, interiorPolygons: nil)
    }
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]?) {
        self.init(mapPoints: Self.mapPoints(coords, count: count))
        self.interiorPolygons = interiorPolygons
    }
    open override var coordinate: CLLocationCoordinate2D { boundingMapRect.isNull ? CLLocationCoordinate2D() : boundingMapRect.mapPointCenter.coordinate }
    open var boundingMapRect: MKMapRect { pointsBounds }
}

/// A circle of a radius in metres around a coordinate, drawn by an `MKCircleRenderer`.
nonisolated open class MKCircle: MKShape, MKOverlay {
    private let center: CLLocationCoordinate2D
    open var radius: CLLocationDistance
    open var boundingMapRect: MKMapRect

    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        center = coord
        self.radius = radius
        let r = (radius.isFinite ? max(radius, 0) : 0) * MKMapPointsPerMeterAtLatitude(coord.latitude)
        let c = MKMapPoint(coord)
        boundingMapRect = MKMapRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        super.init()
    }

    /// The circle inscribed in a map rectangle.
    public convenience init(mapRect: MKMapRect) {
        let c = mapRect.mapPointCenter
        let r = min(mapRect.width, mapRect.height) / 2 / MKMapPointsPerMeterAtLatitude(c.coordinate.latitude)
        self.init(center: c.coordinate, radius: r)
    }

    open override var coordinate: CLLocationCoordinate2D { center }
}
