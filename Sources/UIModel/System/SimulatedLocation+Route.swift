import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension SimulatedLocation {
    /// A route to play: waypoints, each at a time in seconds from the first.
    nonisolated public struct Route: Equatable, Sendable {
        public var waypoints: [(fix: Fix, time: TimeInterval)]

        public init(waypoints: [(fix: Fix, time: TimeInterval)]) { self.waypoints = waypoints }

        public static func == (a: Route, b: Route) -> Bool {
            a.waypoints.count == b.waypoints.count && zip(a.waypoints, b.waypoints).allSatisfy { $0.fix == $1.fix && $0.time == $1.time }
        }

        /// Reads a GPX file's waypoints (`<wpt>`, else `<trkpt>`, else `<rtept>`), as Xcode plays
        /// them: `lat` and `lon` attributes, `<ele>` for the altitude, `<time>` for when the
        /// device is there (waypoints without times are a second apart). A file that is not GPX,
        /// or a bad value, is an error naming its line and column.
        public init(gpx data: Data, name: String = "GPX") throws {
            let reader = GPXReader(name: name)
            let parser = XMLParser(data: data)
            parser.delegate = reader
            if !parser.parse() {
                if let error = reader.error { throw error }
                throw RouteError(message: "\(name):\(parser.lineNumber):\(parser.columnNumber): not a GPX file (\(parser.parserError?.localizedDescription ?? "bad XML"))")
            }
            if let error = reader.error { throw error }
            let points = !reader.waypoints.isEmpty ? reader.waypoints : !reader.trackPoints.isEmpty ? reader.trackPoints : reader.routePoints
            guard !points.isEmpty else { throw RouteError(message: "\(name): no <wpt>, <trkpt> or <rtept> waypoint") }
            let start = points.first?.date
            var waypoints: [(fix: Fix, time: TimeInterval)] = []
            for (index, point) in points.enumerated() {
                var time = Double(index)
                if let date = point.date, let start { time = date.timeIntervalSince(start) }
                if let previous = waypoints.last, time < previous.time {
                    throw RouteError(message: "\(name):\(point.line): <time> is before the waypoint's before it")
                }
                waypoints.append((Fix(latitude: point.latitude, longitude: point.longitude, altitude: point.elevation ?? 0), time))
            }
            self.init(waypoints: waypoints)
        }

        /// The position at each whole second of the route, and at each waypoint.
        func fixesEverySecond() -> [(offset: TimeInterval, fix: Fix)] {
            guard let first = waypoints.first else { return [] }
            var result: [(offset: TimeInterval, fix: Fix)] = [(0, first.fix)]
            for (a, b) in zip(waypoints, waypoints.dropFirst()) {
                let span = b.time - a.time
                let distance = Self.distance(a.fix, b.fix)
                let speed = span > 0 ? distance / span : -1
                let course = distance > 0 ? Self.course(a.fix, b.fix) : -1
                var t = (a.time + 1).rounded(.down)
                while t < b.time {
                    let f = (t - a.time) / span
                    var fix = a.fix
                    fix.latitude += (b.fix.latitude - a.fix.latitude) * f
                    fix.longitude += (b.fix.longitude - a.fix.longitude) * f
                    fix.altitude += (b.fix.altitude - a.fix.altitude) * f
                    fix.speed = speed
                    fix.course = course
                    result.append((t, fix))
                    t += 1
                }
                var end = b.fix
                end.speed = speed
                end.course = course
                result.append((b.time, end))
            }
            return result
        }

        /// Metres along the Earth's surface (a sphere of the WGS 84 mean radius: close enough for
        /// a leg's speed).
        static func distance(_ a: Fix, _ b: Fix) -> Double {
            let r = 6_371_008.8, rad = Double.pi / 180
            let dLat = (b.latitude - a.latitude) * rad, dLon = (b.longitude - a.longitude) * rad
            let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * rad) * cos(b.latitude * rad) * sin(dLon / 2) * sin(dLon / 2)
            return 2 * r * asin(min(1, sqrt(h)))
        }

        /// Degrees clockwise from north, from `a` towards `b`.
        static func course(_ a: Fix, _ b: Fix) -> Double {
            let rad = Double.pi / 180
            let y = sin((b.longitude - a.longitude) * rad) * cos(b.latitude * rad)
            let x = cos(a.latitude * rad) * sin(b.latitude * rad) - sin(a.latitude * rad) * cos(b.latitude * rad) * cos((b.longitude - a.longitude) * rad)
            let degrees = atan2(y, x) / rad
            return degrees < 0 ? degrees + 360 : degrees
        }
    }

    /// A route or location that cannot be read.
    nonisolated public struct RouteError: Error, CustomStringConvertible, Sendable {
        public let message: String
        public var description: String { message }
    }
}

/// Collects a GPX file's points as XMLParser reads it.
nonisolated private final class GPXReader: NSObject, XMLParserDelegate {
    struct Point {
        var latitude: Double
        var longitude: Double
        var elevation: Double?
        var date: Date?
        var line: Int
    }

    let name: String
    var waypoints: [Point] = [], trackPoints: [Point] = [], routePoints: [Point] = []
    var error: SimulatedLocation.RouteError?
    private var point: Point?
    private var pointKind = ""
    private var text = ""
    private var sawGPX = false

    init(name: String) { self.name = name }

    private func fail(_ parser: XMLParser, _ message: String) {
        guard error == nil else { return }
        error = SimulatedLocation.RouteError(message: "\(name):\(parser.lineNumber):\(parser.columnNumber): \(message)")
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        text = ""
        if element == "gpx" { sawGPX = true; return }
        guard ["wpt", "trkpt", "rtept"].contains(element) else { return }
        guard sawGPX else { return fail(parser, "<\(element)> outside <gpx>") }
        guard let lat = attributes["lat"].flatMap(Double.init), lat.isFinite, abs(lat) <= 90 else {
            return fail(parser, "<\(element)> needs a lat attribute from -90 to 90, not \(attributes["lat"].map { "'\($0)'" } ?? "none")")
        }
        guard let lon = attributes["lon"].flatMap(Double.init), lon.isFinite, abs(lon) <= 180 else {
            return fail(parser, "<\(element)> needs a lon attribute from -180 to 180, not \(attributes["lon"].map { "'\($0)'" } ?? "none")")
        }
        point = Point(latitude: lat, longitude: lon, line: parser.lineNumber)
        pointKind = element
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch element {
        case "ele" where point != nil:
            guard let e = Double(value), e.isFinite else { return fail(parser, "<ele> must be a number of metres, not '\(value)'") }
            point?.elevation = e
        case "time" where point != nil:
            guard let date = Self.date(value) else { return fail(parser, "<time> must be an ISO 8601 time, not '\(value)'") }
            point?.date = date
        case pointKind where point != nil:
            switch pointKind {
            case "wpt": waypoints.append(point!)
            case "trkpt": trackPoints.append(point!)
            default: routePoints.append(point!)
            }
            point = nil
        default: break
        }
    }

    private static func date(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }
}
