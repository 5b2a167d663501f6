import Foundation

/// Whether the device is inside a region.
nonisolated public enum CLRegionState: Int, Sendable {
    case unknown = 0, inside, outside
}

/// A region to monitor.
nonisolated open class CLRegion: NSObject, NSCopying, @unchecked Sendable {
    public let identifier: String
    /// Whether entering it is reported.
    open var notifyOnEntry = true
    /// Whether leaving it is reported.
    open var notifyOnExit = true

    init(identifier: String) { self.identifier = identifier }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `coordinate` is in the region (only circles have an inside here).
    func contains(_ coordinate: CLLocationCoordinate2D) -> Bool { false }
}

/// A circle on the map: a centre and a radius in metres.
nonisolated open class CLCircularRegion: CLRegion, @unchecked Sendable {
    public let center: CLLocationCoordinate2D
    public let radius: CLLocationDistance

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    /// Whether `coordinate` lies within `radius` metres of the centre.
    open override func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        Geodesy.distance(center, coordinate) <= radius
    }
}
