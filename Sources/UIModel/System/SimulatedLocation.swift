import Foundation

/// Where the simulated device is, as the iOS Simulator's Features › Location menu sets it: a
/// fixed point (Apple Park unless the host says otherwise), none, or a route played on the app's
/// clock (a GPX file's waypoints). Core Location's managers read it and hear each change.
@MainActor public final class SimulatedLocation {
    nonisolated deinit {}
    /// One position: degrees, metres, metres a second, degrees clockwise from north (negative
    /// speed or course: unknown).
    nonisolated public struct Fix: Equatable, Sendable {
        public var latitude: Double
        public var longitude: Double
        public var altitude: Double
        public var horizontalAccuracy: Double
        public var verticalAccuracy: Double
        public var speed: Double
        public var course: Double

        public init(latitude: Double, longitude: Double, altitude: Double = 0, horizontalAccuracy: Double = 5,
                    verticalAccuracy: Double = -1, speed: Double = -1, course: Double = -1) {
            self.latitude = latitude
            self.longitude = longitude
            self.altitude = altitude
            self.horizontalAccuracy = horizontalAccuracy
            self.verticalAccuracy = verticalAccuracy
            self.speed = speed
            self.course = course
        }

        /// Whether the coordinate is on Earth (latitude within ±90°, longitude within ±180°).
        public var isValid: Bool {
            latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
        }
    }

    /// Apple Park, where the iOS Simulator puts a new device ("Apple" in its Location menu).
    public static let applePark = Fix(latitude: 37.334606, longitude: -122.009102)

    /// The places Ctrl+L steps through in the window, as the Simulator's Location menu offers
    /// them: Apple Park, three cities, then none.
    public static let presets: [(name: String, fix: Fix?)] = [
        ("Apple Park", applePark),
        ("San Francisco", Fix(latitude: 37.7749, longitude: -122.4194)),
        ("London", Fix(latitude: 51.5074, longitude: -0.1278)),
        ("Tokyo", Fix(latitude: 35.6812, longitude: 139.7671)),
        ("None", nil),
    ]

    /// Moves to the preset after the current position (the first when it is none of them);
    /// returns its name.
    @discardableResult
    public func nextPreset() -> String {
        let index = Self.presets.firstIndex { $0.fix == current } ?? -1
        let next = Self.presets[(index + 1) % Self.presets.count]
        set(next.fix)
        return next.name
    }

    /// The position now; nil when the simulator gives none (Location › None).
    public private(set) var current: Fix? = SimulatedLocation.applePark
    /// Told of each new position (nil: none).
    private var observers: [Int: (Fix?) -> Void] = [:]
    private var nextObserver = 0
    /// Bumped by every change: a route's later fixes check it, so a new position stops the route.
    private var generation = 0

    package init() {}

    /// Moves the device to `fix` (nil: no position), stopping a route being played.
    public func set(_ fix: Fix?) {
        generation += 1
        apply(fix)
    }

    /// Plays `route` on the app's clock from now: each waypoint at its time from the first,
    /// and a position each second between them, in a straight line, with the speed and course
    /// of that leg. It ends at the last waypoint.
    public func play(_ route: Route) {
        generation += 1
        let playing = generation
        let fixes = route.fixesEverySecond()
        guard let first = fixes.first else { return }
        apply(first.fix)
        for (offset, fix) in fixes.dropFirst() {
            let deliver: @MainActor () -> Void = { [weak self] in
                guard let self, generation == playing else { return }
                apply(fix)
            }
            if !MainRunLoop.withDrivenLoop({ loop, now in loop.schedule(at: now + offset, deliver) }) {
                DispatchQueue.main.asyncAfter(deadline: .now() + offset) { MainActor.assumeIsolated(deliver) }
            }
        }
    }

    private func apply(_ fix: Fix?) {
        current = fix
        for observer in observers.sorted(by: { $0.key < $1.key }) { observer.value(fix) }
    }

    /// Calls `changed` with each new position until `removeObserver(_:)`.
    package func addObserver(_ changed: @escaping (Fix?) -> Void) -> Int {
        nextObserver += 1
        observers[nextObserver] = changed
        return nextObserver
    }

    package func removeObserver(_ token: Int) { observers[token] = nil }
}

extension UIModelRuntime {
    /// The simulated device's position (Core Location reads it; the host sets it).
    public var simulatedLocation: SimulatedLocation { frameworkState { SimulatedLocation() } }
}
