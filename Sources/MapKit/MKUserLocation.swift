import Foundation

/// The user's place as a map view shows it (its blue dot), while `showsUserLocation` is on and
/// the app may use the location.
nonisolated open class MKUserLocation: NSObject, MKAnnotation {
    /// The last position, nil until the first arrives.
    open internal(set) var location: CLLocation?
    open internal(set) var heading: CLHeading?
    /// Whether positions are arriving.
    open internal(set) var isUpdating = false
    /// "My Location", as iOS titles it; an app may change it.
    open var title: String? = "My Location"
    open var subtitle: String?
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }
    public override init() { super.init() }
}
