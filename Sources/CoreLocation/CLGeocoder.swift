import Foundation
import UIModel

/// A place's address, as a geocoder answers.
nonisolated open class CLPlacemark: NSObject, NSCopying, @unchecked Sendable {
    public let location: CLLocation?
    public let name: String?
    public let thoroughfare: String?
    public let subThoroughfare: String?
    public let locality: String?
    public let subLocality: String?
    public let administrativeArea: String?
    public let subAdministrativeArea: String?
    public let postalCode: String?
    public let isoCountryCode: String?
    public let country: String?
    public let inlandWater: String?
    public let ocean: String?
    public let areasOfInterest: [String]?
    public let region: CLRegion?
    public let timeZone: TimeZone?

    /// A copy of `placemark`.
    public convenience init(placemark: CLPlacemark) {
        self.init(location: placemark.location, name: placemark.name, thoroughfare: placemark.thoroughfare,
                  subThoroughfare: placemark.subThoroughfare, locality: placemark.locality, subLocality: placemark.subLocality,
                  administrativeArea: placemark.administrativeArea, subAdministrativeArea: placemark.subAdministrativeArea,
                  postalCode: placemark.postalCode, isoCountryCode: placemark.isoCountryCode, country: placemark.country,
                  region: placemark.region, timeZone: placemark.timeZone)
    }

    /// A placemark of the given parts (what MapKit's placemarks are made from).
    package init(location: CLLocation?, name: String? = nil, thoroughfare: String? = nil, subThoroughfare: String? = nil,
                 locality: String? = nil, subLocality: String? = nil, administrativeArea: String? = nil,
                 subAdministrativeArea: String? = nil, postalCode: String? = nil, isoCountryCode: String? = nil,
                 country: String? = nil, region: CLRegion? = nil, timeZone: TimeZone? = nil) {
        self.location = location
        self.name = name
        self.thoroughfare = thoroughfare
        self.subThoroughfare = subThoroughfare
        self.locality = locality
        self.subLocality = subLocality
        self.administrativeArea = administrativeArea
        self.subAdministrativeArea = subAdministrativeArea
        self.postalCode = postalCode
        self.isoCountryCode = isoCountryCode
        self.country = country
        inlandWater = nil
        ocean = nil
        areasOfInterest = nil
        self.region = region
        self.timeZone = timeZone
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The address as an Address Book dictionary (deprecated in iOS 11, still read by apps):
    /// Name, Street, SubThoroughfare, Thoroughfare, City, SubLocality, State,
    /// SubAdministrativeArea, ZIP, Country, CountryCode and FormattedAddressLines.
    open var addressDictionary: [AnyHashable: Any]? {
        let street = [subThoroughfare, thoroughfare].compactMap { $0 }.joined(separator: " ")
        let parts: [(String, String?)] = [
            ("Name", name), ("Street", street.isEmpty ? nil : street), ("SubThoroughfare", subThoroughfare),
            ("Thoroughfare", thoroughfare), ("City", locality), ("SubLocality", subLocality), ("State", administrativeArea),
            ("SubAdministrativeArea", subAdministrativeArea), ("ZIP", postalCode), ("Country", country), ("CountryCode", isoCountryCode),
        ]
        var dictionary: [AnyHashable: Any] = [:]
        for (key, value) in parts { if let value { dictionary[key] = value } }
        guard !dictionary.isEmpty else { return nil }
        let cityLine = [locality, administrativeArea, postalCode].compactMap { $0 }.joined(separator: " ")
        dictionary["FormattedAddressLines"] = [name, street.isEmpty ? nil : street, cityLine.isEmpty ? nil : cityLine, country].compactMap { $0 }
        return dictionary
    }
}

/// Addresses from coordinates and back. Geocoding needs Apple's servers, which the simulator
/// cannot reach, as the iOS Simulator on a Mac without a network: every request fails with
/// `CLError.network`, its handler called on the main actor in the next turn.
nonisolated open class CLGeocoder: NSObject, @unchecked Sendable {
    private let state = NSLock()
    private var geocodingNow = false

    public override init() { super.init() }

    /// Whether a request is under way (until its handler is called).
    open var isGeocoding: Bool {
        state.lock()
        defer { state.unlock() }
        return geocodingNow
    }

    public typealias CLGeocodeCompletionHandler = @Sendable ([CLPlacemark]?, Error?) -> Void

    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        failOffline(completionHandler)
    }

    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?,
                                     completionHandler: @escaping CLGeocodeCompletionHandler) {
        failOffline(completionHandler)
    }

    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        failOffline(completionHandler)
    }

    open func geocodeAddressString(_ addressString: String, in region: CLRegion?, completionHandler: @escaping CLGeocodeCompletionHandler) {
        failOffline(completionHandler)
    }

    open func geocodeAddressString(_ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?,
                                   completionHandler: @escaping CLGeocodeCompletionHandler) {
        failOffline(completionHandler)
    }

    /// Geocodes an Address Book dictionary (deprecated in iOS 11, still in use).
    open func geocodeAddressDictionary(_ addressDictionary: [AnyHashable: Any], completionHandler: @escaping CLGeocodeCompletionHandler) {
        failOffline(completionHandler)
    }

    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        try await withCheckedThrowingContinuation { continuation in
            reverseGeocodeLocation(location) { _, error in continuation.resume(throwing: error ?? CLError(.network)) }
        }
    }

    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        try await withCheckedThrowingContinuation { continuation in
            geocodeAddressString(addressString) { _, error in continuation.resume(throwing: error ?? CLError(.network)) }
        }
    }

    /// Stops the request under way: its handler gets `CLError.geocodeCanceled`.
    open func cancelGeocode() {
        state.lock()
        cancelled = geocodingNow
        state.unlock()
    }
    private var cancelled = false

    private func failOffline(_ completionHandler: @escaping CLGeocodeCompletionHandler) {
        state.lock()
        geocodingNow = true
        cancelled = false
        state.unlock()
        // Answered in the next turn of the main run loop (on the app's clock).
        UIModelRuntime.async(on: .main, execute: DispatchWorkItem { [self] in
            state.lock()
            let error = CLError(cancelled ? .geocodeCanceled : .network)
            geocodingNow = false
            cancelled = false
            state.unlock()
            completionHandler(nil, error)
        })
    }
}
