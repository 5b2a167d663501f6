import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationSpeedAccuracy = Double
public typealias CLLocationDirection = Double
public typealias CLLocationDirectionAccuracy = Double

nonisolated public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
nonisolated public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
nonisolated public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
nonisolated public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
nonisolated public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
nonisolated public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
nonisolated public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// No distance filter: every update is delivered.
nonisolated public let kCLDistanceFilterNone: CLLocationDistance = -1
/// The largest radius a monitored region may have, in metres.
nonisolated public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude

/// A latitude and longitude in degrees (WGS 84).
nonisolated public struct CLLocationCoordinate2D: Sendable, Equatable, Hashable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init() {
        latitude = 0
        longitude = 0
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether the coordinate is on Earth: latitude within ±90°, longitude within ±180°.
nonisolated public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    coord.latitude.isFinite && coord.longitude.isFinite && abs(coord.latitude) <= 90 && abs(coord.longitude) <= 180
}

nonisolated public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// The invalid coordinate Core Location returns for "none".
nonisolated public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A position: coordinate, altitude, accuracies, speed, course and when it was measured.
nonisolated open class CLLocation: NSObject, NSCopying, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let ellipsoidalAltitude: CLLocationDistance
    /// Metres of uncertainty in the coordinate; negative: the coordinate is invalid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// Metres of uncertainty in the altitude; negative: the altitude is invalid.
    public let verticalAccuracy: CLLocationAccuracy
    /// Degrees clockwise from true north; negative: unknown.
    public let course: CLLocationDirection
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// Metres a second; negative: unknown.
    public let speed: CLLocationSpeed
    public let speedAccuracy: CLLocationSpeedAccuracy
    public let timestamp: Date

    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: timestamp)
    }

    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed,
                            timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
                speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        ellipsoidalAltitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Metres to `location` along the WGS 84 ellipsoid (Vincenty's formula; a sphere's great
    /// circle for nearly antipodal points, where it does not converge). Altitude is ignored.
    public func distance(from location: CLLocation) -> CLLocationDistance {
        Geodesy.distance(coordinate, location.coordinate)
    }

    open override var description: String {
        func signed(_ v: Double) -> String { String(format: "%+.8f", v) }
        let speedText = speed < 0 ? "speed -1.00 mps" : String(format: "speed %.2f mps", speed)
        let courseText = course < 0 ? "course -1.00" : String(format: "course %.2f", course)
        return "<\(signed(coordinate.latitude)),\(signed(coordinate.longitude))> +/- \(String(format: "%.2f", horizontalAccuracy))m "
            + "(\(speedText) / \(courseText)) @ \(timestamp)"
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CLLocation else { return false }
        return other === self || (coordinate == other.coordinate && altitude == other.altitude && timestamp == other.timestamp
            && horizontalAccuracy == other.horizontalAccuracy && speed == other.speed && course == other.course)
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(coordinate)
        hasher.combine(timestamp)
        return hasher.finalize()
    }
}

/// Distances on the WGS 84 ellipsoid.
nonisolated enum Geodesy {
    /// WGS 84's semi-major axis and flattening.
    static let a = 6_378_137.0
    static let f = 1 / 298.257223563
    /// The mean radius, for the spherical fallback.
    static let meanRadius = 6_371_008.8

    static func distance(_ p: CLLocationCoordinate2D, _ q: CLLocationCoordinate2D) -> Double {
        let rad = Double.pi / 180
        let b = (1 - f) * a
        let L = (q.longitude - p.longitude) * rad
        let U1 = atan((1 - f) * tan(p.latitude * rad)), U2 = atan((1 - f) * tan(q.latitude * rad))
        let sinU1 = sin(U1), cosU1 = cos(U1), sinU2 = sin(U2), cosU2 = cos(U2)
        var lambda = L
        for _ in 0..<200 {
            let sinL = sin(lambda), cosL = cos(lambda)
            let sinSigma = sqrt(pow(cosU2 * sinL, 2) + pow(cosU1 * sinU2 - sinU1 * cosU2 * cosL, 2))
            if sinSigma == 0 { return 0 }
            let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosL
            let sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinL / sinSigma
            let cos2Alpha = 1 - sinAlpha * sinAlpha
            let cos2SigmaM = cos2Alpha != 0 ? cosSigma - 2 * sinU1 * sinU2 / cos2Alpha : 0
            let C = f / 16 * cos2Alpha * (4 + f * (4 - 3 * cos2Alpha))
            let previous = lambda
            lambda = L + (1 - C) * f * sinAlpha * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) < 1e-12 {
                let u2 = cos2Alpha * (a * a - b * b) / (b * b)
                let A = 1 + u2 / 16384 * (4096 + u2 * (-768 + u2 * (320 - 175 * u2)))
                let B = u2 / 1024 * (256 + u2 * (-128 + u2 * (74 - 47 * u2)))
                let deltaSigma = B * sinSigma * (cos2SigmaM + B / 4 * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
                    - B / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
                return b * A * (sigma - deltaSigma)
            }
        }
        // Nearly antipodal: the great circle on the mean sphere.
        let dLat = (q.latitude - p.latitude) * rad, dLon = (q.longitude - p.longitude) * rad
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(p.latitude * rad) * cos(q.latitude * rad) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * meanRadius * asin(min(1, sqrt(h)))
    }
}
