import UIModel

/// The user's location on the map: while `showsUserLocation` is on, the map view follows the
/// simulated position through a location manager of its own, as MapKit does, provided the app
/// has the user's permission (a map view does not ask for it; the app does).
extension MKMapView {
    /// Posted (with the map view) when its tracking mode changes: tracking buttons follow it.
    static let trackingModeChanged = Notification.Name("UIModelMapViewTrackingModeChanged")

    /// Whether the user's location is inside the visible region.
    public var isUserLocationVisible: Bool {
        guard showsUserLocation, let location = userLocation.location else { return false }
        return bounds.contains(viewPoint(of: MKMapPoint(location.coordinate)))
    }

    public func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) {
        guard mode != userTrackingMode else { return }
        trackingMode = mode
        if mode != .none, !showsUserLocation { showsUserLocation = true }
        NotificationCenter.default.post(name: MKMapView.trackingModeChanged, object: self)
        delegate?.mapView(self, didChange: mode, animated: animated)
        if mode != .none, let location = userLocation.location {
            move(to: MKMapPoint(location.coordinate), scale: trackingScale, animated: animated)
        }
    }

    /// The zoom tracking moves to: the current one, or street level when zoomed further out.
    private var trackingScale: Double {
        let street = 1_000 * MKMapPointsPerMeterAtLatitude(centerCoordinate.latitude) / max(Double(bounds.height), 1)
        return min(scale, street)
    }

    func userLocationShowingChanged() {
        if showsUserLocation {
            let manager = CLLocationManager()
            let listener = MapLocationDelegate(map: self)
            manager.delegate = listener
            locationManager = manager
            locationDelegate = listener
            delegate?.mapViewWillStartLocatingUser(self)
            startLocating(warnIfNotAsked: true)
        } else {
            locationManager?.stopUpdatingLocation()
            locationManager = nil
            locationDelegate = nil
            userLocation.isUpdating = false
            userLocation.location = nil
            if let view = annotationViews.removeValue(forKey: ObjectIdentifier(userLocation)) { enqueue(view) }
            if userTrackingMode != .none {
                trackingMode = .none
                NotificationCenter.default.post(name: MKMapView.trackingModeChanged, object: self)
                delegate?.mapView(self, didChange: .none, animated: false)
            }
            delegate?.mapViewDidStopLocatingUser(self)
            updateAnnotationViews()
        }
    }

    /// Starts updates when the app may use the location; otherwise the user's location stays
    /// unknown until it may (a denied permission is reported as a failure, as MapKit does).
    func startLocating(warnIfNotAsked: Bool = false) {
        guard let manager = locationManager else { return }
        switch manager.authorizationStatus {
        case .authorizedAlways, .authorizedWhenInUse:
            userLocation.isUpdating = true
            manager.startUpdatingLocation()
        case .denied, .restricted:
            userLocation.isUpdating = false
            delegate?.mapView(self, didFailToLocateUserWithError: CLError(.denied))
        default:
            guard warnIfNotAsked else { return }
            UIKitWarning.log("Trying to start MapKit location updates without prompting for location authorization. Must call -[CLLocationManager requestWhenInUseAuthorization] or -[CLLocationManager requestAlwaysAuthorization] first.")
        }
    }

    func userLocationUpdated(_ location: CLLocation) {
        userLocation.location = location
        delegate?.mapView(self, didUpdate: userLocation)
        if userTrackingMode != .none {
            setCamera(center: MKMapPoint(location.coordinate), scale: scale)
        }
        updateAnnotationViews()
    }
}

/// The map view's own location manager's delegate.
final class MapLocationDelegate: NSObject, CLLocationManagerDelegate {
    weak var map: MKMapView?
    init(map: MKMapView) { self.map = map }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) { map?.startLocating() }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let last = locations.last else { return }
        map?.userLocationUpdated(last)
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        guard let map else { return }
        map.delegate?.mapView(map, didFailToLocateUserWithError: error)
    }
}
