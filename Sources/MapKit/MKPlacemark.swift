import Foundation

/// A place on the map with its address: a `CLPlacemark` that is also an annotation.
nonisolated open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }
    /// The ISO country code.
    open var countryCode: String? { isoCountryCode }
    /// The name, else the street address.
    open var title: String? { name ?? [subThoroughfare, thoroughfare].compactMap { $0 }.joined(separator: " ").nilIfEmpty }
    /// The locality and area.
    open var subtitle: String? { [locality, administrativeArea, country].compactMap { $0 }.joined(separator: ", ").nilIfEmpty }

    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, addressDictionary: nil)
    }

    /// A placemark at a coordinate with an address dictionary's parts (its keys as Address
    /// Book's: Name, Street, City, SubLocality, State, SubAdministrativeArea, ZIP, Country,
    /// CountryCode).
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        let a = addressDictionary ?? [:]
        func part(_ key: String) -> String? { a[key] as? String }
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), name: part("Name"),
                   thoroughfare: part("Street") ?? part("Thoroughfare"), subThoroughfare: part("SubThoroughfare"),
                   locality: part("City"), subLocality: part("SubLocality"), administrativeArea: part("State"),
                   subAdministrativeArea: part("SubAdministrativeArea"), postalCode: part("ZIP"),
                   isoCountryCode: part("CountryCode"), country: part("Country"))
    }

    public convenience init(placemark: CLPlacemark) {
        self.init(coordinate: placemark.location?.coordinate ?? kCLLocationCoordinate2DInvalid, addressDictionary: [
            "Name": placemark.name as Any, "Street": placemark.thoroughfare as Any, "SubThoroughfare": placemark.subThoroughfare as Any,
            "City": placemark.locality as Any, "SubLocality": placemark.subLocality as Any, "State": placemark.administrativeArea as Any,
            "SubAdministrativeArea": placemark.subAdministrativeArea as Any, "ZIP": placemark.postalCode as Any,
            "CountryCode": placemark.isoCountryCode as Any, "Country": placemark.country as Any,
        ])
    }
}

extension String {
    nonisolated var nilIfEmpty: String? { isEmpty ? nil : self }
}
