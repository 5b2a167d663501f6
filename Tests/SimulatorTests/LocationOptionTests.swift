import Foundation
import SimulatorKit
import Testing
import UIModel

/// The simulated location from the command line and scripts: `--location LAT,LON`, a GPX
/// route, `none`, and the script event, with clear errors for bad values.
@Suite struct LocationOptionTests {
    @Test func theOptionTakesAPointARouteOrNone() throws {
        #expect(try LocationOption.parse("51.5007,-0.1246") == .point(.init(latitude: 51.5007, longitude: -0.1246)))
        #expect(try LocationOption.parse("none") == LocationOption.none)
        let gpx = TestSupport.temporaryDirectory("gpx").appendingPathComponent("run.gpx")
        try #"<gpx><wpt lat="1" lon="2"/><wpt lat="1.001" lon="2"/></gpx>"#.write(to: gpx, atomically: true, encoding: .utf8)
        guard case .route(let route) = try LocationOption.parse(gpx.path) else { Issue.record("not a route"); return }
        #expect(route.waypoints.map(\.time) == [0, 1])
    }

    @Test(arguments: [
        ("91,0", "latitude must be from -90 to 90"),
        ("37.3", "must be LAT,LON"),
        ("north,south", "must be LAT,LON"),
        ("/nonexistent/route.gpx", "cannot read"),
    ])
    func badValuesAreClearErrors(value: String, expected: String) {
        do {
            _ = try LocationOption.parse(value)
            Issue.record("\(value) was accepted")
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
        }
    }

    @Test func aBadRouteNamesItsLine() throws {
        let gpx = TestSupport.temporaryDirectory("gpx-bad").appendingPathComponent("bad.gpx")
        try "<gpx>\n<wpt lat=\"1\" lon=\"2\"/>\n<wpt lat=\"1\" lon=\"200\"/>\n</gpx>".write(to: gpx, atomically: true, encoding: .utf8)
        let r = try TestSupport.runSimulator(["--headless", "--location", gpx.path, "--out", TestSupport.temporaryDirectory("gpx-out").path])
        #expect(r.code == 2 && r.err.contains("bad.gpx:3:") && r.err.contains("lon attribute from -180 to 180"), "\(r.err)")
    }

    @Test func scriptsMoveTheDeviceAndRecordingsKeepIt() throws {
        let script = try Script.parse(Data(#"{"events": [{"t": 1, "location": [48.8584, 2.2945]}, {"t": 2, "location": "none"}, {"t": 3, "location": [0, 0, 120]}]}"#.utf8))
        let expected: [Script.Action] = [.location(.init(latitude: 48.8584, longitude: 2.2945)), .location(nil),
                                         .location(.init(latitude: 0, longitude: 0, altitude: 120))]
        #expect(script.events.map(\.action) == expected)
        #expect(try Script.parse(Data(script.json().utf8)).events.map(\.action) == script.events.map(\.action))
        for bad in [#"[100, 0]"#, #"[1]"#, #""somewhere""#, #"[1, 2, "high"]"#] {
            #expect(throws: (any Error).self) { try Script.parse(Data(#"{"events": [{"t": 1, "location": \#(bad)}]}"#.utf8)) }
        }
    }

    @MainActor @Test func ctrlLStepsThroughThePresetPlaces() throws {
        let app = try SimulatorApp(rootViewController: UIViewController())
        var names: [String?] = []
        for _ in 0..<5 {
            try app.key("ctrl+l")
            names.append(app.run { app.runtime.simulatedLocation.current.map { fix in SimulatedLocation.presets.first { $0.fix == fix }?.name ?? "?" } })
        }
        #expect(names == ["San Francisco", "London", "Tokyo", nil, "Apple Park"])
    }

    @MainActor @Test func aTestMovesTheDeviceOnItsClock() throws {
        let app = try SimulatorApp(rootViewController: UIViewController())
        try app.setLocation(.init(latitude: 35.6586, longitude: 139.7454))
        #expect(app.run { app.runtime.simulatedLocation.current?.latitude } == 35.6586)
        app.playRoute(SimulatedLocation.Route(waypoints: [(.init(latitude: 0, longitude: 0), 0), (.init(latitude: 0, longitude: 0.001), 4)]))
        try app.advance(by: 2.1)
        let midway = try #require(app.run { app.runtime.simulatedLocation.current })
        #expect(abs(midway.longitude - 0.0005) < 1e-9 && midway.speed > 0 && abs(midway.course - 90) < 0.01)
    }
}
