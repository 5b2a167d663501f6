import CoreLocation
import Foundation
import Testing
import UIModel
import UIModelTesting

/// Core Location as an app uses it: the permission alert, the simulated position (Apple Park, a
/// set point, a GPX route on the app's clock), regions, and geocoding that fails offline.
@Suite(.serialized, .freshRuntime) struct LocationTests {
    var app: UIModelRuntime { .current }

    final class Tracker: NSObject, CLLocationManagerDelegate {
        var events: [String] = []
        var locations: [CLLocation] = []
        func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) { events.append("auth \(manager.authorizationStatus.rawValue)") }
        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
            self.locations += locations
            events.append("update")
        }
        func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) { events.append("fail \((error as? CLError)?.code.rawValue ?? -1)") }
        func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) { events.append("enter \(region.identifier)") }
        func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) { events.append("exit \(region.identifier)") }
        func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) { events.append("monitor \(region.identifier)") }
    }

    func showApp() {
        app.runsMainQueue = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
    }

    var now = 0.0
    mutating func run(for seconds: Double) {
        let end = now + seconds
        while now < end - 1e-9 {
            now += 1.0 / 60
            app.fireDisplayLinks(timestamp: now, duration: 1.0 / 60)
        }
    }

    func tapAlert(_ title: String) throws {
        func find(_ view: UIView) -> UIButton? {
            if let button = view as? UIButton, button.accessibilityIdentifier == "alertAction:\(title)" { return button }
            return view.subviews.lazy.compactMap(find).first
        }
        try #require(UIApplication.shared.windows.reversed().lazy.compactMap(find).first).sendActions(for: .touchUpInside)
    }

    @Test mutating func thePermissionAlertThenApplePark() throws {
        showApp()
        let manager = CLLocationManager(), tracker = Tracker()
        manager.delegate = tracker
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
        run(for: 0.5)
        #expect(tracker.events == ["auth 0"], "told the permission once made; nothing before the answer")
        try tapAlert("Allow While Using App")
        run(for: 0.5)
        #expect(tracker.events == ["auth 0", "auth 4", "update"])
        let here = try #require(tracker.locations.first)
        #expect(here.coordinate == CLLocationCoordinate2D(latitude: 37.334606, longitude: -122.009102))
        #expect(manager.location?.coordinate == here.coordinate && manager.authorizationStatus == .authorizedWhenInUse)
        // Another manager of the app knows the answer at once.
        #expect(CLLocationManager().authorizationStatus == .authorizedWhenInUse)
    }

    @Test mutating func anotherThreadReadsThePermissionItWasLastTold() async throws {
        showApp()
        let manager = CLLocationManager(), tracker = Tracker()
        manager.delegate = tracker
        manager.requestWhenInUseAuthorization()
        run(for: 0.5)
        try tapAlert("Allow Once")
        run(for: 0.5)
        let status = await Task.detached { manager.authorizationStatus }.value
        #expect(status == .authorizedWhenInUse)
    }

    @Test mutating func aRouteIsPlayedOnTheAppsClockWithDistanceFilterAndRegions() throws {
        showApp()
        let gpx = """
            <?xml version="1.0"?>
            <gpx version="1.1" creator="Xcode">
              <wpt lat="37.7749" lon="-122.4194"><time>2024-05-01T10:00:00Z</time></wpt>
              <wpt lat="37.7849" lon="-122.4194"><time>2024-05-01T10:00:10Z</time></wpt>
            </gpx>
            """
        let route = try SimulatedLocation.Route(gpx: Data(gpx.utf8), name: "walk.gpx")
        let manager = CLLocationManager(), tracker = Tracker()
        manager.delegate = tracker
        manager.requestAlwaysAuthorization()
        run(for: 0.5)
        try tapAlert("Allow While Using App")
        run(for: 0.5)
        #expect(manager.authorizationStatus == .authorizedAlways)
        let start = CLLocationCoordinate2D(latitude: 37.7749, longitude: -122.4194)
        app.simulatedLocation.set(.init(latitude: start.latitude, longitude: start.longitude))
        manager.startMonitoring(for: CLCircularRegion(center: CLLocationCoordinate2D(latitude: 37.7849, longitude: -122.4194), radius: 300, identifier: "park"))
        manager.distanceFilter = 300
        manager.startUpdatingLocation()
        run(for: 0.1)
        tracker.events = []
        tracker.locations = []
        app.simulatedLocation.play(route)
        run(for: 11)
        // 1,112 m in 10 s: a position each second, delivered each 300 m.
        let delivered = tracker.locations.map { ($0.coordinate.latitude * 1e4).rounded() / 1e4 }
        #expect(delivered == [37.7779, 37.7809, 37.7839], "\(delivered)")
        #expect(tracker.events.contains("enter park") && !tracker.events.contains("exit park"))
        let moving = try #require(tracker.locations.last)
        #expect(abs(moving.speed - 111.2) < 0.5 && abs(moving.course) < 0.01)
        #expect(manager.location?.coordinate.latitude == 37.7849)
    }

    @Test mutating func deniedNoPositionAndOfflineGeocoding() throws {
        showApp()
        let manager = CLLocationManager(), tracker = Tracker()
        manager.delegate = tracker
        manager.requestWhenInUseAuthorization()
        run(for: 0.5)
        try tapAlert("Don’t Allow")
        run(for: 0.5)
        manager.requestLocation()
        run(for: 0.1)
        #expect(tracker.events.suffix(2) == ["auth 2", "fail 1"] && manager.location == nil)

        var answers: [String] = []
        let geocoder = CLGeocoder()
        geocoder.geocodeAddressString("1 Apple Park Way, Cupertino") { placemarks, error in
            MainActor.assumeIsolated { answers.append("\(placemarks == nil) \((error as? CLError)?.code == .network)") }
        }
        #expect(geocoder.isGeocoding)
        run(for: 0.1)
        #expect(answers == ["true true"] && !geocoder.isGeocoding)
    }

    @Test func distancesAndBadRoutes() throws {
        let cupertino = CLLocation(latitude: 37.3230, longitude: -122.0322)
        let sanFrancisco = CLLocation(latitude: 37.7749, longitude: -122.4194)
        // The geodesics on WGS 84 that GeographicLib (Karney's algorithm) gives.
        #expect(abs(cupertino.distance(from: sanFrancisco) - 60_714.777) < 0.01)
        #expect(abs(CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 0, longitude: 1)) - 111_319.491) < 0.01)
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        #expect(CLCircularRegion(center: cupertino.coordinate, radius: 100, identifier: "x").contains(cupertino.coordinate))
        for (gpx, expected) in [
            ("<gpx><wpt lat=\"95\" lon=\"0\"/></gpx>", "walk.gpx:1:"),
            ("<gpx>\n<wpt lat=\"10\" lon=\"x\"/></gpx>", "walk.gpx:2:"),
            ("<gpx><wpt lat=\"1\" lon=\"1\"><time>soon</time></wpt></gpx>", "<time> must be an ISO 8601 time"),
            ("<gpx></gpx>", "no <wpt>"),
            ("not xml", "not a GPX file"),
        ] {
            #expect(throws: SimulatedLocation.RouteError.self) { try SimulatedLocation.Route(gpx: Data(gpx.utf8), name: "walk.gpx") }
            do { _ = try SimulatedLocation.Route(gpx: Data(gpx.utf8), name: "walk.gpx") } catch {
                #expect("\(error)".contains(expected), "\(error)")
            }
        }
    }
}
