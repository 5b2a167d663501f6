import Foundation
import MapKit
import UIModel

/// The "maps" demo: San Francisco in an `MKMapView`. Markers for sights (a callout with a
/// detail button each), the Ferry Building as a purple pin, four cafés that cluster until
/// zoomed in, a walking route, Golden Gate Park and a circle round Alcatraz as overlays. Drag,
/// pinch (Option-drag) and double-tap the map; the location button asks for permission and
/// follows the simulated location once allowed (Ctrl+L changes it); the segments switch the map's type.
final class MapDemoController: UIViewController, MKMapViewDelegate {
    private let back: (() -> Void)?
    let mapView = MKMapView()
    private let types = UISegmentedControl(items: ["Map", "Muted", "Hybrid"])
    private let locationManager = CLLocationManager()

    /// A sight, café or landmark on the map.
    final class Place: NSObject, MKAnnotation {
        let coordinate: CLLocationCoordinate2D
        let title: String?
        let subtitle: String?
        let kind: Kind
        enum Kind { case sight, cafe, landmark }
        init(_ title: String, _ subtitle: String?, _ latitude: Double, _ longitude: Double, _ kind: Kind) {
            self.title = title
            self.subtitle = subtitle
            self.kind = kind
            coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        }
    }

    static let places = [
        Place("Golden Gate Bridge", "Opened 1937", 37.8199, -122.4783, .sight),
        Place("Alcatraz Island", "Federal prison until 1963", 37.8267, -122.4230, .sight),
        Place("Coit Tower", "Telegraph Hill", 37.8024, -122.4058, .sight),
        Place("Ferry Building", "The Embarcadero", 37.7955, -122.3937, .landmark),
        Place("Café Flore", "Market St", 37.7647, -122.4330, .cafe),
        Place("Ritual Coffee", "Valencia St", 37.7564, -122.4214, .cafe),
        Place("Tartine", "Guerrero St", 37.7614, -122.4241, .cafe),
        Place("Four Barrel", "Valencia St", 37.7670, -122.4220, .cafe),
    ]

    /// The region shown first: the city and the Golden Gate.
    static let cityRegion = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.79, longitude: -122.44),
                                               latitudinalMeters: 9_000, longitudinalMeters: 9_000)

    init(back: (() -> Void)?) {
        self.back = back
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Maps"
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "maps"
        if let back {
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Gallery", primaryAction: UIAction { _ in back() })
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: MKUserTrackingButton(mapView: mapView))

        mapView.frame = view.bounds
        mapView.accessibilityIdentifier = "maps.map"
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        mapView.delegate = self
        mapView.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier)
        mapView.setRegion(Self.cityRegion, animated: false)
        mapView.addAnnotations(Self.places)
        addOverlays()
        view.addSubview(mapView)

        types.selectedSegmentIndex = 0
        types.backgroundColor = .systemBackground
        types.translatesAutoresizingMaskIntoConstraints = false
        types.addAction(UIAction { [weak self] _ in self?.typeChanged() }, for: .valueChanged)
        view.addSubview(types)
        NSLayoutConstraint.activate([
            types.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            types.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
    }

    private func addOverlays() {
        // A walk along the Embarcadero from the Ferry Building to Pier 39.
        let walk = [(37.7955, -122.3937), (37.7990, -122.3975), (37.8030, -122.4015), (37.8060, -122.4045), (37.8087, -122.4098)]
            .map { CLLocationCoordinate2D(latitude: $0.0, longitude: $0.1) }
        mapView.addOverlay(MKPolyline(coordinates: walk, count: walk.count), level: .aboveRoads)
        let park = [(37.7741, -122.5110), (37.7733, -122.4543), (37.7655, -122.4530), (37.7637, -122.5105)]
            .map { CLLocationCoordinate2D(latitude: $0.0, longitude: $0.1) }
        mapView.addOverlay(MKPolygon(coordinates: park, count: park.count))
        mapView.addOverlay(MKCircle(center: CLLocationCoordinate2D(latitude: 37.8267, longitude: -122.4230), radius: 600))
    }

    private func typeChanged() {
        mapView.mapType = [MKMapType.standard, .mutedStandard, .hybrid][max(types.selectedSegmentIndex, 0)]
    }

    /// The location button turned following on: the app asks for permission first (the
    /// system alert), as a map view does not ask itself.
    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {
        if mode != .none, locationManager.authorizationStatus == .notDetermined {
            locationManager.requestWhenInUseAuthorization()
        }
    }

    // MARK: MKMapViewDelegate

    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
        guard let place = annotation as? Place else { return nil }
        switch place.kind {
        case .landmark:
            let pin = mapView.dequeueReusableAnnotationView(withIdentifier: "pin") as? MKPinAnnotationView
                ?? MKPinAnnotationView(annotation: annotation, reuseIdentifier: "pin")
            pin.annotation = annotation
            pin.pinTintColor = MKPinAnnotationView.purplePinColor()
            pin.canShowCallout = true
            return pin
        case .sight, .cafe:
            let marker = mapView.dequeueReusableAnnotationView(withIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier, for: annotation)
                as! MKMarkerAnnotationView
            marker.canShowCallout = true
            marker.rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
            if place.kind == .cafe {
                marker.markerTintColor = .systemBrown
                marker.glyphImage = UIImage(systemName: "cup.and.saucer.fill")
                marker.clusteringIdentifier = "cafe"
            } else {
                marker.markerTintColor = .systemRed
                marker.glyphImage = UIImage(systemName: "star.fill")
                marker.clusteringIdentifier = nil
            }
            return marker
        }
    }

    func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
        switch overlay {
        case let line as MKPolyline:
            let renderer = MKPolylineRenderer(polyline: line)
            renderer.strokeColor = .systemBlue
            renderer.lineWidth = 5
            return renderer
        case let park as MKPolygon:
            let renderer = MKPolygonRenderer(polygon: park)
            renderer.fillColor = UIColor.systemGreen.withAlphaComponent(0.35)
            renderer.strokeColor = .systemGreen
            renderer.lineWidth = 1
            return renderer
        case let circle as MKCircle:
            let renderer = MKCircleRenderer(circle: circle)
            renderer.fillColor = UIColor.systemOrange.withAlphaComponent(0.2)
            renderer.strokeColor = .systemOrange
            renderer.lineWidth = 2
            renderer.lineDashPattern = [6, 4]
            return renderer
        default:
            return MKOverlayRenderer(overlay: overlay)
        }
    }

    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {
        guard let title = view.annotation?.title ?? nil else { return }
        let alert = UIAlertController(title: title, message: view.annotation?.subtitle ?? nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    /// A tap on a cluster zooms in on its members.
    func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) {
        guard let cluster = annotation as? MKClusterAnnotation else { return }
        mapView.deselectAnnotation(cluster, animated: false)
        mapView.showAnnotations(cluster.memberAnnotations, animated: true)
    }
}
