import Foundation

/// A coordinate span: how many degrees of latitude and longitude a region covers.
nonisolated public struct MKCoordinateSpan: Sendable, Equatable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { latitudeDelta = 0; longitudeDelta = 0 }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular area of the map in coordinates: its centre and span.
nonisolated public struct MKCoordinateRegion: Sendable, Equatable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`,
    /// measured on MapKit's sphere (a degree of latitude is 111,319.49 m, a degree of longitude
    /// that times the latitude's cosine).
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
                longitudinalMeters: CLLocationDistance) {
        let perDegree = MapProjection.metersPerDegree
        let cosine = cos(centerCoordinate.latitude * .pi / 180)
        self.init(center: centerCoordinate,
                  span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / perDegree,
                                         longitudeDelta: cosine > 0 ? longitudinalMeters / (perDegree * cosine) : 360))
    }

    /// The region a map rectangle covers: its centre's coordinate and the degrees between its
    /// corners.
    public init(_ rect: MKMapRect) {
        let topLeft = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let bottomRight = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        let center = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: topLeft.latitude - bottomRight.latitude,
                                                         longitudeDelta: rect.width / MKMapSize.world.width * 360))
    }
}

/// A point on MapKit's flat map: the spherical Mercator projection of the world onto a square
/// `MKMapSize.world` map points wide, x growing east from the antimeridian and y south from
/// the top (about 85.05° N).
nonisolated public struct MKMapPoint: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public init() { x = 0; y = 0 }
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The map point of a coordinate (latitudes beyond the map's edge land on it).
    public init(_ coordinate: CLLocationCoordinate2D) {
        self = MapProjection.point(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }
    /// The coordinate at this map point.
    public var coordinate: CLLocationCoordinate2D { MapProjection.coordinate(of: self) }
    /// The distance in metres to another map point, along the earth.
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
            .distance(from: CLLocation(latitude: other.coordinate.latitude, longitude: other.coordinate.longitude))
    }
}

/// A size on the flat map, in map points.
nonisolated public struct MKMapSize: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public init() { width = 0; height = 0 }
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// The whole world: 2²⁸ map points each way (MapKit's `MKMapSizeWorld`).
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle on the flat map, in map points.
nonisolated public struct MKMapRect: Sendable, Equatable {
    public var origin: MKMapPoint
    public var size: MKMapSize
    public init() { origin = MKMapPoint(); size = MKMapSize() }
    public init(origin: MKMapPoint, size: MKMapSize) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    /// The whole world.
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    /// The null rectangle (what two rectangles that do not meet intersect in).
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    /// Whether the rectangle reaches past the world's east edge (the 180th meridian).
    public var spans180thMeridian: Bool { maxX > MKMapSize.world.width }
    /// The part of a rectangle that spans the 180th meridian lying past it, moved back into the
    /// world.
    public var remainder: MKMapRect {
        guard spans180thMeridian else { return .null }
        return MKMapRect(x: 0, y: minY, width: maxX - MKMapSize.world.width, height: height)
    }
    /// The centre map point.
    public var mapPointCenter: MKMapPoint { MKMapPoint(x: midX, y: midY) }

    public func contains(_ point: MKMapPoint) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
    public func contains(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }
    public func intersects(_ rect: MKMapRect) -> Bool { !intersection(rect).isNull }
    public func intersection(_ rect: MKMapRect) -> MKMapRect {
        guard !isNull, !rect.isNull else { return .null }
        let x0 = max(minX, rect.minX), y0 = max(minY, rect.minY)
        let x1 = min(maxX, rect.maxX), y1 = min(maxY, rect.maxY)
        guard x1 >= x0, y1 >= y0, x1 > x0 || y1 > y0 || (width == 0 && height == 0) || (rect.width == 0 && rect.height == 0)
        else { return .null }
        return MKMapRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let x0 = min(minX, rect.minX), y0 = min(minY, rect.minY)
        return MKMapRect(x: x0, y: y0, width: max(maxX, rect.maxX) - x0, height: max(maxY, rect.maxY) - y0)
    }
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        guard !isNull else { return self }
        let r = MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
        return r.width < 0 || r.height < 0 ? .null : r
    }
    public func offsetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
    /// The two parts of the rectangle either side of the line `amount` from `edge`.
    public func divided(at amount: Double, from edge: CGRectEdge) -> (slice: MKMapRect, remainder: MKMapRect) {
        let cg = CGRect(x: minX, y: minY, width: width, height: height).divided(atDistance: amount, from: edge)
        func map(_ r: CGRect) -> MKMapRect { MKMapRect(x: r.minX, y: r.minY, width: r.width, height: r.height) }
        return (map(cg.slice), map(cg.remainder))
    }
}

/// How many map points a metre is at a latitude.
nonisolated public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    MKMapSize.world.width / (2 * .pi * MapProjection.earthRadius * cos(min(abs(latitude), MapProjection.maxLatitude) * .pi / 180))
}

/// How many metres a map point is at a latitude.
nonisolated public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    1 / MKMapPointsPerMeterAtLatitude(latitude)
}

/// The distance in metres between two map points, along the earth.
nonisolated public func MKMetersBetweenMapPoints(_ a: MKMapPoint, _ b: MKMapPoint) -> CLLocationDistance { a.distance(to: b) }

nonisolated public func MKCoordinateSpanMake(_ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees) -> MKCoordinateSpan {
    MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}
nonisolated public func MKCoordinateRegionMake(_ centerCoordinate: CLLocationCoordinate2D, _ span: MKCoordinateSpan) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, span: span)
}
nonisolated public func MKCoordinateRegionMakeWithDistance(_ centerCoordinate: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
                                                           _ longitudinalMeters: CLLocationDistance) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}
nonisolated public func MKCoordinateRegionForMapRect(_ rect: MKMapRect) -> MKCoordinateRegion { MKCoordinateRegion(rect) }
nonisolated public func MKMapPointForCoordinate(_ coordinate: CLLocationCoordinate2D) -> MKMapPoint { MKMapPoint(coordinate) }
nonisolated public func MKCoordinateForMapPoint(_ mapPoint: MKMapPoint) -> CLLocationCoordinate2D { mapPoint.coordinate }
nonisolated public func MKMapPointMake(_ x: Double, _ y: Double) -> MKMapPoint { MKMapPoint(x: x, y: y) }
nonisolated public func MKMapSizeMake(_ width: Double, _ height: Double) -> MKMapSize { MKMapSize(width: width, height: height) }
nonisolated public func MKMapRectMake(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> MKMapRect {
    MKMapRect(x: x, y: y, width: width, height: height)
}
nonisolated public let MKMapSizeWorld = MKMapSize.world
nonisolated public let MKMapRectWorld = MKMapRect.world
nonisolated public let MKMapRectNull = MKMapRect.null

/// The spherical Mercator projection MapKit's flat map uses.
nonisolated enum MapProjection {
    /// The sphere's radius: WGS 84's equatorial radius, in metres (the web Mercator sphere).
    static let earthRadius = 6_378_137.0
    /// Metres in a degree along a great circle of that sphere (2πR / 360).
    static let metersPerDegree = 2 * Double.pi * earthRadius / 360
    /// The latitude at the map's top and bottom edges: where the square world ends
    /// (atan(sinh(π)), about 85.0511°).
    static let maxLatitude = atan(sinh(Double.pi)) * 180 / .pi

    static func point(latitude: Double, longitude: Double) -> MKMapPoint {
        let w = MKMapSize.world.width
        let lat = max(-maxLatitude, min(maxLatitude, latitude)) * .pi / 180
        let x = (longitude + 180) / 360 * w
        let y = (1 - log(tan(lat) + 1 / cos(lat)) / .pi) / 2 * w
        return MKMapPoint(x: x, y: y)
    }

    static func coordinate(of point: MKMapPoint) -> CLLocationCoordinate2D {
        let w = MKMapSize.world.width
        let longitude = point.x / w * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * point.y / w))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}
