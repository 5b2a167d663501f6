import UIModel

/// Keys of `openInMaps(launchOptions:)`'s options.
nonisolated public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
nonisolated public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
nonisolated public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"
nonisolated public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
nonisolated public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
nonisolated public let MKLaunchOptionsCameraKey = "MKLaunchOptionsCamera"
nonisolated public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
nonisolated public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
nonisolated public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
nonisolated public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"

/// A place as Maps knows it: a placemark with a name, a phone number and a web address.
nonisolated open class MKMapItem: NSObject, @unchecked Sendable {
    public let placemark: MKPlacemark
    open private(set) var isCurrentLocation = false
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    open var timeZone: TimeZone?

    public override convenience init() {
        self.init(placemark: MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid))
    }

    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        name = placemark.name
        super.init()
    }

    /// The item for where the user is (its placemark at the simulated position when the app may
    /// use it, else at no valid coordinate).
    open class func forCurrentLocation() -> MKMapItem {
        let here = UIModelRuntime.isOnMainActor
            ? MainActor.assumeIsolated { CLLocationManager().location?.coordinate } : nil
        let item = MKMapItem(placemark: MKPlacemark(coordinate: here ?? kCLLocationCoordinate2DInvalid))
        item.isCurrentLocation = true
        item.name = "My Location"
        return item
    }

    /// Opens the item in Maps. The simulator runs one app and has no Maps app to open: false,
    /// with a warning, as iOS answers when Maps cannot open.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool {
        UIKitWarning.log("MKMapItem.openInMaps: the simulator has no Maps app; \(name ?? "the item") is not opened")
        return false
    }

    @discardableResult
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool {
        UIKitWarning.log("MKMapItem.openMaps: the simulator has no Maps app; \(mapItems.count) items not opened")
        return false
    }
}
