import Foundation
@testable import MapKit
import Testing
import UIModel
import UIModelTesting

/// MapKit as an app uses it: the projection, regions fitted to the view, annotations with their
/// views, reuse, selection and callouts, clusters, overlays and their renderers, the user's
/// location, and the services that fail offline.
@Suite(.serialized, .freshRuntime) struct MapKitTests {
    var app: UIModelRuntime { .current }

    final class Recorder: NSObject, MKMapViewDelegate {
        var events: [String] = []
        var renderersAsked = 0
        var viewsAskedFor: [String] = []
        func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) { events.append("will \(animated)") }
        func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { events.append("did \(animated)") }
        func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
            viewsAskedFor.append((annotation.title ?? nil) ?? "?")
            return nil
        }
        func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) { events.append("select view") }
        func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) { events.append("select \((annotation.title ?? nil) ?? "")") }
        func mapView(_ mapView: MKMapView, didDeselect annotation: MKAnnotation) { events.append("deselect") }
        func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {
            events.append("accessory")
        }
        func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
            renderersAsked += 1
            let renderer = MKPolylineRenderer(overlay: overlay)
            renderer.strokeColor = .systemBlue
            renderer.lineWidth = 4
            return renderer
        }
        func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) { events.append("located") }
    }

    /// A map filling a phone's screen, on screen.
    func showMap() -> MKMapView {
        app.runsMainQueue = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.view.addSubview(map)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        map.layoutIfNeeded()
        return map
    }

    var now = 0.0
    mutating func run(for seconds: Double) {
        let end = now + seconds
        while now < end - 1e-9 {
            now += 1.0 / 60
            app.fireDisplayLinks(timestamp: now, duration: 1.0 / 60)
            app.layoutWindows()
        }
    }

    static let ferryBuilding = CLLocationCoordinate2D(latitude: 37.7955, longitude: -122.3937)

    @Test func theProjectionIsSphericalMercatorOnMapKitsWorld() {
        #expect(MKMapSize.world.width == 268_435_456)
        let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(origin.x == 134_217_728 && abs(origin.y - 134_217_728) < 1e-6)
        let back = MKMapPoint(Self.ferryBuilding).coordinate
        #expect(abs(back.latitude - Self.ferryBuilding.latitude) < 1e-9 && abs(back.longitude - Self.ferryBuilding.longitude) < 1e-9)
        #expect(abs(MKMapPointsPerMeterAtLatitude(0) - 6.698324) < 1e-6, "2²⁸ points round the equator's 40,075 km")
        let region = MKCoordinateRegion(center: Self.ferryBuilding, latitudinalMeters: 1000, longitudinalMeters: 1000)
        #expect(abs(region.span.latitudeDelta - 0.0089831528) < 1e-9)
        #expect(abs(region.span.longitudeDelta - 0.0089831528 / cos(37.7955 * .pi / 180)) < 1e-9)
        let a = MKMapRect(x: 0, y: 0, width: 10, height: 10), b = MKMapRect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.intersection(b) == MKMapRect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.union(b) == MKMapRect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(MKMapRect(x: 20, y: 20, width: 1, height: 1)).isNull)
        #expect(MKMapRect(x: MKMapSize.world.width - 10, y: 0, width: 30, height: 5).remainder == MKMapRect(x: 0, y: 0, width: 20, height: 5))
    }

    @Test mutating func aRegionIsFittedToTheViewAndCentred() {
        let map = showMap()
        let region = MKCoordinateRegion(center: Self.ferryBuilding, latitudinalMeters: 2000, longitudinalMeters: 2000)
        map.setRegion(region, animated: false)
        #expect(abs(map.centerCoordinate.latitude - Self.ferryBuilding.latitude) < 1e-9)
        #expect(abs(map.centerCoordinate.longitude - Self.ferryBuilding.longitude) < 1e-9)
        // The view is taller than wide: the width fits, the shown region is taller.
        #expect(abs(map.region.span.longitudeDelta - region.span.longitudeDelta) < 1e-9)
        #expect(map.region.span.latitudeDelta > region.span.latitudeDelta)
        let centre = map.convert(Self.ferryBuilding, toPointTo: map)
        #expect(abs(centre.x - 195) < 1e-6 && abs(centre.y - 422) < 1e-6)
        let corner = map.convert(CGPoint(x: 0, y: 0), toCoordinateFrom: map)
        #expect(corner.latitude > Self.ferryBuilding.latitude && corner.longitude < Self.ferryBuilding.longitude)
        #expect(abs(map.convert(map.convert(corner, toPointTo: nil), toCoordinateFrom: nil).latitude - corner.latitude) < 1e-9)
        #expect(map.regionThatFits(region).span.latitudeDelta == map.region.span.latitudeDelta)
        // Bad regions are refused, as MapKit refuses them, without ending the app.
        map.setRegion(MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 100, longitude: 0), span: MKCoordinateSpan()), animated: false)
        #expect(abs(map.centerCoordinate.latitude - Self.ferryBuilding.latitude) < 1e-9)
        map.setRegion(MKCoordinateRegion(center: Self.ferryBuilding, span: MKCoordinateSpan(latitudeDelta: .nan, longitudeDelta: 1)), animated: false)
        #expect(abs(map.centerCoordinate.latitude - Self.ferryBuilding.latitude) < 1e-9)
    }

    @Test mutating func anAnimatedMoveIsOneRegionChangeOnTheFrames() {
        let map = showMap()
        let recorder = Recorder()
        map.delegate = recorder
        map.setRegion(MKCoordinateRegion(center: Self.ferryBuilding, latitudinalMeters: 2000, longitudinalMeters: 2000), animated: false)
        #expect(recorder.events == ["will false", "did false"])
        recorder.events = []
        let target = CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)
        map.setCenter(target, animated: true)
        #expect(recorder.events == ["will true"])
        run(for: 0.2)
        #expect(abs(map.centerCoordinate.latitude - target.latitude) > 0.01, "still on its way")
        run(for: 0.3)
        #expect(recorder.events == ["will true", "did true"])
        #expect(abs(map.centerCoordinate.latitude - target.latitude) < 1e-6)
    }

    @Test mutating func annotationViewsAreMadeForTheVisibleOnesAndReused() throws {
        let map = showMap()
        let recorder = Recorder()
        map.delegate = recorder
        map.setRegion(MKCoordinateRegion(center: Self.ferryBuilding, latitudinalMeters: 2000, longitudinalMeters: 2000), animated: false)
        let here = MKPointAnnotation(coordinate: Self.ferryBuilding, title: "Ferry", subtitle: "Embarcadero")
        let far = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35), title: "Paris", subtitle: nil)
        map.addAnnotations([here, far])
        #expect(recorder.viewsAskedFor == ["Ferry"], "only the annotation on screen gets a view")
        #expect(map.annotations.count == 2)
        let view = try #require(map.view(for: here) as? MKMarkerAnnotationView, "the default view is a marker")
        #expect(map.view(for: far) == nil)
        // The marker's point stands on the coordinate.
        #expect(abs(view.center.x - 195) < 1e-6 && abs(view.frame.maxY - 422) < 1e-6)
        map.setCenter(far.coordinate, animated: false)
        #expect(map.view(for: here) == nil && map.view(for: far) != nil)
        #expect(recorder.viewsAskedFor == ["Ferry", "Paris"])
        #expect(map.view(for: far) === view, "the view that left the screen was reused")
        map.removeAnnotation(far)
        #expect(map.annotations.count == 1)

        final class Badge: MKAnnotationView {}
        map.register(Badge.self, forAnnotationViewWithReuseIdentifier: "badge")
        #expect(map.dequeueReusableAnnotationView(withIdentifier: "badge", for: here) is Badge)
        #expect(map.annotations(in: MKMapRect.world).count == 1)
    }

    @Test mutating func selectingShowsTheCalloutAndItsAccessoryTellsTheDelegate() throws {
        let map = showMap()
        final class Callouts: NSObject, MKMapViewDelegate {
            var events: [String] = []
            func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
                let pin = MKPinAnnotationView(annotation: annotation, reuseIdentifier: "pin")
                pin.canShowCallout = true
                pin.rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
                return pin
            }
            func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) { events.append("select view") }
            func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) { events.append("select") }
            func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) { events.append("deselect view") }
            func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {
                events.append("accessory")
            }
        }
        let delegate = Callouts()
        map.delegate = delegate
        map.setRegion(MKCoordinateRegion(center: Self.ferryBuilding, latitudinalMeters: 2000, longitudinalMeters: 2000), animated: false)
        let ferry = MKPointAnnotation(coordinate: Self.ferryBuilding, title: "Ferry Building", subtitle: "The Embarcadero")
        map.addAnnotation(ferry)
        map.selectAnnotation(ferry, animated: false)
        #expect(delegate.events == ["select view", "select"])
        #expect(map.selectedAnnotations.count == 1)
        let pin = try #require(map.view(for: ferry))
        #expect(pin.isSelected)
        func labels(_ v: UIView) -> [String] { ((v as? UILabel)?.text.map { [$0] } ?? []) + v.subviews.flatMap(labels) }
        let callout = try #require(pin.superview?.subviews.last, "the callout shows over the annotations")
        #expect(labels(callout) == ["Ferry Building", "The Embarcadero"])
        #expect(callout.frame.maxY <= pin.frame.minY + 1, "it stands on the pin")
        let button = try #require(pin.rightCalloutAccessoryView as? UIButton)
        #expect(button.isDescendant(of: callout))
        button.sendActions(for: .touchUpInside)
        #expect(delegate.events.last == "accessory")
        map.deselectAnnotation(ferry, animated: false)
        #expect(!pin.isSelected && !callout.isDescendant(of: map) && delegate.events.last == "deselect view")
    }

    @Test mutating func overlappingViewsWithAnIdentifierCluster() throws {
        let map = showMap()
        final class Clusters: NSObject, MKMapViewDelegate {
            var members: [Int] = []
            func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
                guard !(annotation is MKClusterAnnotation) else { return nil }
                let marker = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "cafe")
                marker.clusteringIdentifier = "cafe"
                return marker
            }
            func mapView(_ mapView: MKMapView, clusterAnnotationForMemberAnnotations memberAnnotations: [MKAnnotation]) -> MKClusterAnnotation {
                members.append(memberAnnotations.count)
                return MKClusterAnnotation(memberAnnotations: memberAnnotations)
            }
        }
        let delegate = Clusters()
        map.delegate = delegate
        map.setRegion(MKCoordinateRegion(center: Self.ferryBuilding, latitudinalMeters: 20_000, longitudinalMeters: 20_000), animated: false)
        let cafes = (0..<3).map { i in
            MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: Self.ferryBuilding.latitude + Double(i) * 0.0005,
                                                                 longitude: Self.ferryBuilding.longitude), title: "Café \(i)", subtitle: nil)
        }
        map.addAnnotations(cafes)
        #expect(delegate.members == [3])
        let clusterView = try #require(map.view(for: cafes[0])?.clusterAnnotationView as? MKMarkerAnnotationView)
        #expect(clusterView.glyphText == "3" && !clusterView.isHidden)
        #expect(cafes.allSatisfy { map.view(for: $0)?.isHidden == true })
        // Zoomed in, they stand apart.
        map.setRegion(MKCoordinateRegion(center: Self.ferryBuilding, latitudinalMeters: 300, longitudinalMeters: 300), animated: false)
        #expect(cafes.allSatisfy { map.view(for: $0)?.isHidden == false && map.view(for: $0)?.clusterAnnotationView == nil })
    }

    @Test mutating func overlaysAreDrawnByTheDelegatesRenderers() throws {
        let map = showMap()
        let recorder = Recorder()
        map.delegate = recorder
        map.setRegion(MKCoordinateRegion(center: Self.ferryBuilding, latitudinalMeters: 2000, longitudinalMeters: 2000), animated: false)
        let walk = [Self.ferryBuilding, CLLocationCoordinate2D(latitude: 37.8087, longitude: -122.4098)]
        let line = MKPolyline(coordinates: walk, count: walk.count)
        #expect(line.pointCount == 2)
        #expect(abs(line.boundingMapRect.minX - MKMapPoint(walk[1]).x) < 1e-6)
        map.addOverlay(line)
        map.addOverlay(MKCircle(center: Self.ferryBuilding, radius: 100), level: .aboveRoads)
        #expect(map.overlays.first is MKCircle, "the roads' level is drawn first")
        app.layoutWindows()
        app.displayWindows()
        #expect(recorder.renderersAsked == 2, "each overlay's renderer is asked for once, when drawn")
        let renderer = try #require(map.renderer(for: line) as? MKPolylineRenderer)
        #expect(renderer.path != nil && renderer.point(for: MKMapPoint(walk[1])) == .zero)
        map.removeOverlay(line)
        #expect(map.renderer(for: line) == nil && map.overlays.count == 1)
    }

    @Test mutating func theUserLocationFollowsTheSimulatedPositionOnceAllowed() throws {
        let map = showMap()
        let recorder = Recorder()
        map.delegate = recorder
        map.showsUserLocation = true
        run(for: 0.2)
        #expect(map.userLocation.location == nil, "no permission asked: no location")
        #expect(UIKitWarning.history.filter { $0.contains("without prompting for location authorization") }.count == 1)
        let manager = CLLocationManager()
        manager.requestWhenInUseAuthorization()
        run(for: 0.6)
        func find(_ view: UIView) -> UIButton? {
            if let button = view as? UIButton, button.accessibilityIdentifier == "alertAction:Allow While Using App" { return button }
            return view.subviews.lazy.compactMap(find).first
        }
        try #require(UIApplication.shared.windows.reversed().lazy.compactMap(find).first).sendActions(for: .touchUpInside)
        run(for: 0.5)
        let location = try #require(map.userLocation.location)
        #expect(abs(location.coordinate.latitude - 37.3349) < 0.01, "Apple Park, the simulator's default")
        #expect(recorder.events.contains("located"))
        #expect(map.annotations.contains { $0 === map.userLocation })
        let button = MKUserTrackingButton(mapView: map)
        let inner = try #require(button.subviews.first as? UIButton)
        #expect(inner.accessibilityLabel == "Follow user location")
        map.setUserTrackingMode(.follow, animated: false)
        #expect(abs(map.centerCoordinate.latitude - location.coordinate.latitude) < 1e-6)
        #expect(map.isUserLocationVisible)
        #expect(inner.accessibilityLabel == "Stop following", "the button follows the map's mode")
        map.userTrackingMode = .none
        #expect(inner.accessibilityLabel == "Follow user location")
    }

    @Test mutating func searchesDirectionsAndSnapshotsFailOfflineWithMapKitsError() async throws {
        _ = showMap()
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = "coffee"
        var errors: [Error] = []
        MKLocalSearch(request: request).start { response, error in
            #expect(response == nil)
            if let error { errors.append(error) }
        }
        let directions = MKDirections.Request()
        directions.source = MKMapItem(placemark: MKPlacemark(coordinate: Self.ferryBuilding))
        directions.destination = MKMapItem.forCurrentLocation()
        MKDirections(request: directions).calculate { _, error in if let error { errors.append(error) } }
        MKMapSnapshotter(options: MKMapSnapshotter.Options()).start { _, error in if let error { errors.append(error) } }
        let cancelled = MKLocalSearch(request: request)
        cancelled.start { _, _ in errors.append(CancellationError()) }
        cancelled.cancel()
        #expect(errors.isEmpty, "answered in the next turn, not at once")
        run(for: 0.1)
        #expect(errors.count == 3, "a cancelled search does not call back")
        for error in errors {
            let ns = error as NSError
            #expect(ns.domain == MKErrorDomain && ns.code == 2)
            #expect((error as? MKError)?.code == .serverFailure)
        }
        #expect(MKMapItem.forCurrentLocation().isCurrentLocation)
        let placemark = MKPlacemark(coordinate: Self.ferryBuilding, addressDictionary: ["Street": "1 Ferry Building", "City": "San Francisco",
                                                                                       "State": "CA", "Country": "United States"])
        #expect(placemark.addressDictionary?["FormattedAddressLines"] as? [String] == ["1 Ferry Building", "San Francisco CA", "United States"])
        #expect(placemark.title == "1 Ferry Building" && placemark.subtitle == "San Francisco, CA, United States")
        #expect(MKPolygonRenderer().overlay.boundingMapRect.isNull, "a renderer of nothing, as apps return for overlays they skip")
        #expect(MKMapItem(placemark: MKPlacemark(coordinate: Self.ferryBuilding)).openInMaps() == false)
    }

    @Test func aXibsMapViewHasItsOptionsAndDelegate() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="hybrid" zoomEnabled="NO" showsCompass="NO" id="map">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <connections>
                                    <outlet property="delegate" destination="-1" id="d1"/>
                                </connections>
                            </mapView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let owner = Recorder()
        let root = try #require(UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: owner).first as? UIView)
        let map = try #require(root.subviews.first as? MKMapView)
        #expect(map.mapType == .hybrid && !map.isZoomEnabled && map.isScrollEnabled && !map.showsCompass)
        #expect(map.delegate === owner)
    }

    @Test func badMapDataIsRefusedWithItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "1 10.0 2 0 1 0 16 0\n1 broken\n".write(to: folder.appendingPathComponent("gshhsmeta_c.dat"), atomically: true, encoding: .utf8)
        try Data(count: 16).write(to: folder.appendingPathComponent("gshhs_c.dat"))
        #expect(throws: MapDataError.self) { try MapData.read("gshhs", .crude, in: folder, levels: true) }
        do {
            _ = try MapData.read("gshhs", .crude, in: folder, levels: true)
        } catch {
            #expect("\(error)".contains("gshhsmeta_c.dat:2"))
        }
    }
}
