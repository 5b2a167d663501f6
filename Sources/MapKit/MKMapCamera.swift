import UIModel

/// Where the map is seen from: the point looked at and how high above it. The simulator's maps
/// are flat and north up: a camera's `heading` and `pitch` are kept but not drawn, and a map
/// view's camera reads them back as 0.
nonisolated open class MKMapCamera: NSObject, NSCopying {
    open var centerCoordinate = CLLocationCoordinate2D()
    /// The distance from the eye to the centre, in metres.
    open var centerCoordinateDistance: CLLocationDistance = 0
    open var heading: CLLocationDirection = 0
    open var pitch: CGFloat = 0
    /// The eye's height above the ground (the distance, with no pitch).
    open var altitude: CLLocationDistance {
        get { centerCoordinateDistance }
        set { centerCoordinateDistance = newValue }
    }

    public override init() { super.init() }

    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
                            pitch: CGFloat, heading: CLLocationDirection) {
        self.init()
        self.centerCoordinate = centerCoordinate
        centerCoordinateDistance = distance
        self.pitch = pitch
        self.heading = heading
    }

    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromEyeCoordinate eyeCoordinate: CLLocationCoordinate2D,
                            eyeAltitude: CLLocationDistance) {
        self.init(lookingAtCenter: centerCoordinate, fromDistance: eyeAltitude, pitch: 0, heading: 0)
    }

    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromEyeCoordinate eyeCoordinate: CLLocationCoordinate2D,
                            eyeAltitude: CLLocationDistance, heading: CLLocationDirection) {
        self.init(lookingAtCenter: centerCoordinate, fromDistance: eyeAltitude, pitch: 0, heading: heading)
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        MKMapCamera(lookingAtCenter: centerCoordinate, fromDistance: centerCoordinateDistance, pitch: pitch, heading: heading)
    }

    /// The vertical field of view the camera's distance is measured with (30°): a camera
    /// `d` metres away sees 2·d·tan(15°) metres of the map from top to bottom.
    static let verticalFieldOfView = 30.0 * .pi / 180
}
