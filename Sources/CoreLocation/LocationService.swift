import Foundation
import UIModel

/// One app's location permission and the managers delivering its simulated positions.
@MainActor final class LocationService {
    nonisolated deinit {}
    private(set) var status: CLAuthorizationStatus = .notDetermined
    private var asking = false
    /// The managers that exist, weakly.
    private var managers: [WeakManager] = []
    private var observer: Int?

    struct WeakManager { weak var manager: CLLocationManager? }

    init() {
        observer = UIModelRuntime.current.simulatedLocation.addObserver { [weak self] fix in self?.moved(to: fix) }
    }

    var isAuthorized: Bool { status == .authorizedAlways || status == .authorizedWhenInUse }

    /// The simulated position as a location, now.
    var currentLocation: CLLocation? {
        guard let fix = UIModelRuntime.current.simulatedLocation.current else { return nil }
        return CLLocation(coordinate: CLLocationCoordinate2D(latitude: fix.latitude, longitude: fix.longitude), altitude: fix.altitude,
                          horizontalAccuracy: fix.horizontalAccuracy, verticalAccuracy: fix.verticalAccuracy, course: fix.course,
                          courseAccuracy: fix.course < 0 ? -1 : 0, speed: fix.speed, speedAccuracy: fix.speed < 0 ? -1 : 0,
                          timestamp: Date())
    }

    func register(_ manager: CLLocationManager) {
        managers.removeAll { $0.manager == nil }
        managers.append(WeakManager(manager: manager))
    }

    /// Asks with the system's alert when nothing is decided; `always` is remembered as what the
    /// app asked for ("Allow While Using App" then grants it provisionally, as iOS does).
    func requestAuthorization(always: Bool) {
        guard status == .notDetermined, !asking else { return }
        asking = true
        let key = always ? "NSLocationAlwaysAndWhenInUseUsageDescription" : "NSLocationWhenInUseUsageDescription"
        let purpose = Bundle.main.object(forInfoDictionaryKey: key) as? String
            ?? Bundle.main.object(forInfoDictionaryKey: "NSLocationWhenInUseUsageDescription") as? String
        SystemAlert.present(
            title: "Allow “\(SystemAlert.appName)” to use your location?", message: purpose,
            buttons: ["Allow Once", "Allow While Using App", "Don’t Allow"], preferred: 1
        ) { [self] index in
            asking = false
            switch index {
            case 0: status = .authorizedWhenInUse
            case 1: status = always ? .authorizedAlways : .authorizedWhenInUse
            default: status = .denied
            }
            for manager in liveManagers { manager.authorizationChanged() }
        }
    }

    private var liveManagers: [CLLocationManager] { managers.compactMap(\.manager) }

    private func moved(to fix: SimulatedLocation.Fix?) {
        guard isAuthorized else { return }
        let location = currentLocation
        for manager in liveManagers { manager.simulatedLocationChanged(to: location) }
    }
}
