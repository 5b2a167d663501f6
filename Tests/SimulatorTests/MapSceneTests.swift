import Foundation
import MapKit
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// The "maps" demo driven as a user drives it: the map drags and flings, pinches and
/// double-taps, and a tap on a marker selects it and shows its callout.
@Suite(.serialized) struct MapSceneTests {
    func runner(_ name: String) throws -> (HeadlessRunner, SimulatorSession, MKMapView) {
        let session = try TestSupport.session(scene: "maps", device: "iphone-15")
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory(name))
        let map = try #require(session.view(withIdentifier: "maps.map") as? MKMapView)
        return (runner, session, map)
    }

    @Test func theCityShowsWithItsMarkersRouteAndPark() throws {
        let (runner, _, map) = try runner("maps-start")
        try runner.run(Script(events: [Script.Event(t: 0.3, action: .wait(0))]))
        #expect(abs(map.centerCoordinate.latitude - 37.79) < 1e-6)
        #expect(map.annotations.count == 8 && map.overlays.count == 3)
        assertSnapshot(of: try runner.renderFrame(), as: .frame())
    }

    @Test func aDragMovesTheMapWithTheFingerAndAFlingCarriesOn() throws {
        let (runner, _, map) = try runner("maps-drag")
        let start = map.centerCoordinate
        let grabbed = map.convert(CGPoint(x: 200, y: 500), toCoordinateFrom: nil)
        try runner.run(Script(events: [
            Script.Event(t: 0.2, action: .down(CGPoint(x: 200, y: 500))),
            Script.Event(t: 0.4, action: .move(CGPoint(x: 150, y: 400))),
            Script.Event(t: 0.6, action: .move(CGPoint(x: 100, y: 300))),
            Script.Event(t: 1.0, action: .up(CGPoint(x: 100, y: 300))),
            Script.Event(t: 1.2, action: .wait(0)),
        ]))
        // What was under the finger is under it where it lifted, but for the few points the
        // finger moved before the drag was recognized.
        let under = map.convert(grabbed, toPointTo: nil)
        #expect(hypot(under.x - 100, under.y - 300) < 12)
        #expect(map.centerCoordinate.longitude > start.longitude && map.centerCoordinate.latitude < start.latitude)
        let rest = map.centerCoordinate
        try runner.run(Script(events: [Script.Event(t: 1.3, action: .drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.1)),
                                       Script.Event(t: 1.45, action: .wait(0))]))
        let lifted = map.centerCoordinate
        try runner.run(Script(events: [Script.Event(t: 3.5, action: .wait(0))]))
        #expect(map.centerCoordinate.longitude > lifted.longitude, "a fling carries the map on after the finger lifts")
        #expect(lifted.longitude > rest.longitude)
    }

    @Test func pinchingAndDoubleTappingZoom() throws {
        let (runner, _, map) = try runner("maps-zoom")
        let span = map.region.span.longitudeDelta
        try runner.run(Script(events: [Script.Event(t: 0.2, action: .pinch(at: CGPoint(x: 195, y: 420), from: 200, to: 40, duration: 0.5)),
                                       Script.Event(t: 1.0, action: .wait(0))]))
        let pinched = map.region.span.longitudeDelta
        #expect(abs(pinched / span - 5) < 0.5, "fingers five times closer show five times as much")
        try runner.run(Script(events: [Script.Event(t: 1.2, action: .tap(CGPoint(x: 195, y: 600))),
                                       Script.Event(t: 1.35, action: .tap(CGPoint(x: 195, y: 600))),
                                       Script.Event(t: 2.2, action: .wait(0))]))
        #expect(abs(map.region.span.longitudeDelta / pinched - 0.5) < 0.01, "a double tap zooms in twice")
    }

    @Test func tappingAMarkerShowsItsCallout() throws {
        let (runner, _, map) = try runner("maps-callout")
        try runner.run(Script(events: [Script.Event(t: 0.3, action: .wait(0))]))
        let alcatraz = map.convert(CLLocationCoordinate2D(latitude: 37.8267, longitude: -122.4230), toPointTo: nil)
        try runner.run(Script(events: [Script.Event(t: 0.4, action: .tap(CGPoint(x: alcatraz.x, y: alcatraz.y - 20))),
                                       Script.Event(t: 1.2, action: .wait(0))]))
        #expect(map.selectedAnnotations.first?.title == "Alcatraz Island")
        assertSnapshot(of: try runner.renderFrame(), as: .frame())
        // A tap on the map away from the markers deselects.
        try runner.run(Script(events: [Script.Event(t: 1.3, action: .tap(CGPoint(x: 60, y: 700))),
                                       Script.Event(t: 2.0, action: .wait(0))]))
        #expect(map.selectedAnnotations.isEmpty)
    }
}
