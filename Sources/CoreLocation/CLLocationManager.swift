import Dispatch
import Foundation
import UIModel

/// The app's way to the device's location, as the iOS Simulator gives it: the simulated
/// position (Apple Park unless the simulator was told another, `--location`, or a route played
/// on the app's clock), after the user allows it in the system's alert. Its delegate is called on
/// the main actor, in the run loop's next turn, as iOS calls it on the thread that made the
/// manager (the main one, in apps).
nonisolated open class CLLocationManager: NSObject, @unchecked Sendable {
    /// Told of permission changes, positions, failures and regions.
    open weak var delegate: CLLocationManagerDelegate?
    /// How precise the positions should be (the simulator's are as precise as they were set).
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// Metres the device must move before the next position is delivered (`kCLDistanceFilterNone`:
    /// every one).
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var activityType: CLActivityType = .other
    open var pausesLocationUpdatesAutomatically = true
    /// Kept: the simulated app is always in front, so background updates change nothing.
    open var allowsBackgroundLocationUpdates = false
    open var showsBackgroundLocationIndicator = false
    /// Degrees the heading must change before the next one (no heading is delivered here).
    open var headingFilter: CLLocationDegrees = 1
    /// The largest region radius that can be monitored, in metres.
    open var maximumRegionMonitoringDistance: CLLocationDistance { 200_000 }

    /// State only the main actor touches.
    private nonisolated(unsafe) var updating = false
    private nonisolated(unsafe) var oneShotWanted = false
    private nonisolated(unsafe) var lastDelivered: CLLocation?
    private nonisolated(unsafe) var regions: [(region: CLRegion, state: CLRegionState)] = []
    private nonisolated(unsafe) var service: LocationService?
    /// The permission as the main actor last told it: what another thread reads.
    private nonisolated(unsafe) var lastKnownStatus: CLAuthorizationStatus = .notDetermined

    public override init() {
        super.init()
        onMain { manager in
            let service = UIModelRuntime.current.frameworkState { LocationService() }
            manager.service = service
            service.register(manager)
            // iOS tells the delegate the permission once the manager exists.
            manager.nextTurn { $0.tellAuthorization() }
        }
    }

    // MARK: Permission

    /// Whether the device's location services are on (they are, in the simulator).
    open class func locationServicesEnabled() -> Bool { true }
    /// Whether the device has a compass: the simulator has none, as the iOS Simulator.
    open class func headingAvailable() -> Bool { false }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { true }
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { regionClass is CLCircularRegion.Type }
    open class func isRangingAvailable() -> Bool { false }

    /// The app's permission.
    open var authorizationStatus: CLAuthorizationStatus {
        guard UIModelRuntime.isOnMainActor else { return lastKnownStatus }
        return MainActor.assumeIsolated { (service ?? UIModelRuntime.current.frameworkState { LocationService() }).status }
    }

    /// The app's permission (before iOS 14 asked of the class).
    @available(*, deprecated, message: "Use the instance's authorizationStatus")
    open class func authorizationStatus() -> CLAuthorizationStatus {
        guard UIModelRuntime.isOnMainActor else { return .notDetermined }
        return MainActor.assumeIsolated { UIModelRuntime.current.frameworkState { LocationService() }.status }
    }

    /// Positions are precise: the simulator gives them as they were set.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    /// Shows the system's alert the first time; the delegate hears the answer.
    open func requestWhenInUseAuthorization() { onMain { $0.service?.requestAuthorization(always: false) } }
    open func requestAlwaysAuthorization() { onMain { $0.service?.requestAuthorization(always: true) } }

    /// Precise positions are always on: the handler gets no error.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String, completion: (@Sendable (Error?) -> Void)? = nil) {
        onMain { _ in completion?(nil) }
    }

    // MARK: Positions

    /// The latest position (nil before the app is allowed, or with no simulated position).
    open var location: CLLocation? {
        guard UIModelRuntime.isOnMainActor else { return lastDelivered }
        return MainActor.assumeIsolated {
            guard let service, service.isAuthorized else { return nil }
            return service.currentLocation
        }
    }

    /// The latest heading: none, as the simulator has no compass.
    open var heading: CLHeading? { nil }

    /// Delivers the position now (in the next turn) and each time it changes by `distanceFilter`.
    open func startUpdatingLocation() {
        onMain { manager in
            manager.updating = true
            manager.lastDelivered = nil
            manager.nextTurn { $0.deliverNowIfAllowed() }
        }
    }

    open func stopUpdatingLocation() { onMain { $0.updating = false } }

    /// One position (or an error), once.
    open func requestLocation() {
        onMain { manager in
            manager.oneShotWanted = true
            manager.nextTurn { $0.deliverNowIfAllowed() }
        }
    }

    open func startMonitoringSignificantLocationChanges() { startUpdatingLocation() }
    open func stopMonitoringSignificantLocationChanges() { stopUpdatingLocation() }

    /// No heading is ever delivered: the simulator has no compass.
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func dismissHeadingCalibrationDisplay() {}

    // MARK: Regions

    /// The regions being monitored.
    open var monitoredRegions: Set<CLRegion> {
        guard UIModelRuntime.isOnMainActor else { return [] }
        return MainActor.assumeIsolated { Set(regions.map(\.region)) }
    }

    /// Monitors `region`: the delegate hears when the simulated position enters or leaves it.
    open func startMonitoring(for region: CLRegion) {
        onMain { manager in
            manager.regions.removeAll { $0.region.identifier == region.identifier }
            let inside = manager.service?.isAuthorized == true ? manager.service?.currentLocation.map { region.contains($0.coordinate) } : nil
            manager.regions.append((region, inside.map { $0 ? .inside : .outside } ?? .unknown))
            manager.nextTurn { manager in
                guard let delegate = manager.delegate else { return }
                if manager.service?.isAuthorized == true {
                    delegate.locationManager(manager, didStartMonitoringFor: region)
                } else {
                    delegate.locationManager(manager, monitoringDidFailFor: region, withError: CLError(.regionMonitoringDenied))
                }
            }
        }
    }

    open func stopMonitoring(for region: CLRegion) {
        onMain { $0.regions.removeAll { $0.region.identifier == region.identifier } }
    }

    /// Tells the delegate whether the position is inside `region`.
    open func requestState(for region: CLRegion) {
        onMain { manager in
            manager.nextTurn { manager in
                let state: CLRegionState = manager.service?.isAuthorized == true
                    ? manager.service?.currentLocation.map { region.contains($0.coordinate) ? .inside : .outside } ?? .unknown : .unknown
                manager.delegate?.locationManager(manager, didDetermineState: state, for: region)
            }
        }
    }

    // MARK: Delivery (main actor)

    private func onMain(_ body: @escaping @MainActor @Sendable (CLLocationManager) -> Void) {
        if UIModelRuntime.isOnMainActor {
            MainActor.assumeIsolated { body(self) }
        } else {
            Task { @MainActor in body(self) }
        }
    }

    /// Runs `body` in the main run loop's next turn (on the app's clock).
    @MainActor private func nextTurn(_ body: @escaping @MainActor (CLLocationManager) -> Void) {
        UIModelRuntime.async(on: .main, execute: DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated { if let self { body(self) } }
        })
    }

    @MainActor private func tellAuthorization() {
        guard let service else { return }
        lastKnownStatus = service.status
        guard let delegate else { return }
        delegate.locationManagerDidChangeAuthorization(self)
        delegate.locationManager(self, didChangeAuthorization: service.status)
    }

    /// The user answered the alert.
    @MainActor func authorizationChanged() {
        tellAuthorization()
        deliverNowIfAllowed()
        if service?.isAuthorized == true, let location = service?.currentLocation { updateRegions(at: location, announce: false) }
    }

    /// What a start or a request waits for: the position, or why there is none.
    @MainActor private func deliverNowIfAllowed() {
        guard updating || oneShotWanted, let service else { return }
        switch service.status {
        case .notDetermined: return
        case .denied, .restricted:
            oneShotWanted = false
            delegate?.locationManager(self, didFailWithError: CLError(.denied))
        case .authorizedAlways, .authorizedWhenInUse:
            guard let location = service.currentLocation else {
                oneShotWanted = false
                delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown))
                return
            }
            deliver(location)
        @unknown default: return
        }
    }

    @MainActor private func deliver(_ location: CLLocation) {
        oneShotWanted = false
        lastDelivered = location
        delegate?.locationManager(self, didUpdateLocations: [location])
    }

    /// The simulated position moved (the app is allowed).
    @MainActor func simulatedLocationChanged(to location: CLLocation?) {
        guard let location else { return }
        updateRegions(at: location, announce: true)
        guard updating || oneShotWanted else { return }
        if oneShotWanted || distanceFilter < 0 || lastDelivered.map({ location.distance(from: $0) >= distanceFilter }) ?? true {
            deliver(location)
        }
    }

    @MainActor private func updateRegions(at location: CLLocation, announce: Bool) {
        for index in regions.indices {
            let region = regions[index].region
            let state: CLRegionState = region.contains(location.coordinate) ? .inside : .outside
            guard state != regions[index].state else { continue }
            let before = regions[index].state
            regions[index].state = state
            guard announce, before != .unknown, let delegate else { continue }
            if state == .inside, region.notifyOnEntry { delegate.locationManager(self, didEnterRegion: region) }
            if state == .outside, region.notifyOnExit { delegate.locationManager(self, didExitRegion: region) }
        }
    }
}
